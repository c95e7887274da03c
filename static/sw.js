// sw.js keeps a copy of the site so that every game runs offline after one visit of the main
// page. The cache name carries the build's content hash (build.sh writes it in place of the
// placeholder), so a new build fills a new cache and the old one is deleted.
//
// The install step takes what boot.js already put in the cache (main.wasm, as the page
// downloaded it) and fetches only the rest, so the first visit downloads the module once.
// embed.wasm, the module of the embed page, is not fetched ahead: a site visitor does not need
// it, and the embed page's own visit caches it on first use, as any file the list leaves out.
"use strict";

var CACHE = "mahjong-__BUILD__";
var SITE = [
  "./",
  "index.html",
  "boot.js",
  "wasm_exec.js",
  "main.wasm",
  "style.css",
  "stones.css",
  "oneplayer.css",
  "home.css",
  "freecell.css",
  "embed.css",
  "embed.html",
  "faces.svg",
  "manifest.webmanifest",
  "icon.svg"
];

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return Promise.all(SITE.map(function (url) {
        return cache.match(url).then(function (hit) {
          return hit || cache.add(url);
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
self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    caches.open(CACHE).then(function (cache) {
      var key = request.mode === "navigate" ? (/\/embed(\.html)?$/.test(new URL(request.url).pathname) ? "embed.html" : "index.html") : request;
      return cache.match(key, { ignoreSearch: request.mode === "navigate" }).then(function (hit) {
        if (hit) {
          return hit;
        }
        return fetch(request).then(function (response) {
          if (response.ok && response.type === "basic" && request.mode !== "navigate") {
            cache.put(request, response.clone());
          }
          return response;
        });
      });
    })
  );
});
