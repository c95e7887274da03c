// sw.js keeps a copy of the site so that every game runs offline after one visit of the main
// page. The cache name carries the build's content hash (build.sh writes it in place of the
// placeholder), so a new build fills a new cache and the old one is deleted.
//
// The install step fetches what the cache does not hold yet. The page has just downloaded
// those files, so the browser's HTTP cache answers with what it holds once the server has
// confirmed it (a 304: every file is served no-cache with an ETag), and the first visit
// downloads the module once.
// The embed page's own files, embed.html and embed.wasm, are not fetched ahead: a visitor of
// the site does not need them. The embed page does not install the worker (boot.js), but where
// a visit of the site has, the embed page's first visit caches them, as any file the list
// leaves out, and from then on the embedded game plays offline too.
// The face sets beside the classic one (faces-<set>.svg) are alike: cached when first chosen.
"use strict";

var CACHE = "mahjong-__BUILD__";
// Navigations are answered with index.html or embed.html (see the fetch handler), so "./" is
// not kept apart.
var SITE = [
  "index.html",
  "boot.js",
  "main.wasm",
  "site.css",
  "manifest.webmanifest",
  "icon.svg"
];

// addPage keeps the site's page, asked for as "./", the address a visit most likely opened:
// the browser's HTTP cache then revalidates its copy (a 304) where asking for "index.html"
// would download the page again.
function addPage(cache) {
  return fetch("./").then(function (response) {
    if (!response.ok || response.redirected) {
      return cache.add("index.html");
    }
    return cache.put("index.html", response);
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return Promise.all(SITE.map(function (url) {
        return cache.match(url).then(function (hit) {
          return hit || (url === "index.html" ? addPage(cache) : cache.add(url));
        });
      }));
    }).then(function () {
      return self.skipWaiting();
    })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("mahjong-") === 0 && name !== CACHE;
      }).map(function (name) {
        return caches.delete(name);
      }));
    }).then(function () {
      return self.clients.claim();
    })
  );
});

// Cache first: the cached copy answers at once; what is not cached yet is fetched and kept.
// A navigation is answered with the page it opens, whatever its query: embed.html for the
// embed page, index.html for any other.
self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  var navigate = request.mode === "navigate";
  event.respondWith(
    caches.open(CACHE).then(function (cache) {
      var key = navigate ? (/\/embed(\.html)?$/.test(new URL(request.url).pathname) ? "embed.html" : "index.html") : request;
      return cache.match(key, { ignoreSearch: navigate }).then(function (hit) {
        if (hit) {
          return hit;
        }
        return fetch(request).then(function (response) {
          if (response.ok && response.type === "basic" && !response.redirected) {
            cache.put(key, response.clone());
          }
          return response;
        });
      });
    })
  );
});
