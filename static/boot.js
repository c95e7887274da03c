// boot.js starts the game: it loads the game's WebAssembly module (written in Go) with the Go
// runtime support from wasm_exec.js (build.sh puts that file in front of this one), and
// registers the service worker that lets the site run offline. Everything else happens in Go,
// but for the board's zoom (zoom.js, which the build appends to this file).
"use strict";

(function () {
  // The embed page (embed.html, or any page with ?embed=1) hides the site around the game;
  // marking it before the game loads keeps the site from showing for a moment. It runs
  // embed.wasm, the game plus the postMessage API of the embedding page; the site's own page
  // runs main.wasm, which leaves that API out and is smaller.
  var embed = /\/embed(\.html)?$/.test(location.pathname) || /[?&]embed=1(&|$)/.test(location.search);
  if (embed) {
    document.documentElement.setAttribute("data-embed", "1");
  }
  var WASM = embed ? "embed.wasm" : "main.wasm";

  // The page's language: lang= in the address, the Settings' choice, the browser's; English
  // (built in) otherwise. Only its catalog is downloaded (docs/translating.md). LANGS are the
  // site's languages, [tag, name in itself, "rtl" if written right to left], English first:
  // the site's build writes them here from the catalogs present (internal/site).
  var LANGS = [["en", "English"]];
  // siteLanguage is the site's language for a tag of the browser's: the same, else the one of
  // the same language (de-AT is German; pt-PT is pt, else pt-BR). Traditional Chinese
  // (zh-TW, zh-HK, zh-MO, zh-Hant) is zh-Hant's alone, and the other Chinese never zh-Hant.
  function siteLanguage(tag) {
    tag = String(tag || "").toLowerCase();
    if (tag === "qps") {
      return tag;
    }
    var hant = function (t) { return /^zh-(tw|hk|mo|hant)/.test(t); };
    var base = tag.split("-")[0], found = "";
    for (var i = 0; i < LANGS.length; i++) {
      var l = LANGS[i][0].toLowerCase();
      if (l === tag) {
        return LANGS[i][0];
      }
      if (l.split("-")[0] === base && hant(l) === hant(tag) && (!found || l === base)) {
        found = LANGS[i][0];
      }
    }
    return found;
  }
  function languageOf(tag) {
    for (var i = 0; i < LANGS.length; i++) {
      if (LANGS[i][0] === tag) {
        return LANGS[i];
      }
    }
    return [tag];
  }
  function chooseLanguage() {
    var asked = /[?&]lang=([A-Za-z-]+)/.exec(location.search);
    if (asked && siteLanguage(asked[1])) {
      return siteLanguage(asked[1]);
    }
    try {
      var kept = siteLanguage(window.localStorage.getItem("mahjong.v1.lang"));
      if (kept) {
        return kept;
      }
    } catch (e) {
    }
    var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < list.length; i++) {
      if (siteLanguage(list[i])) {
        return siteLanguage(list[i]);
      }
    }
    return "en";
  }

  // messages: the catalog, by English text (plural forms: "other" form, \u0001, category).
  var messages = {};
  var lang = chooseLanguage();
  function t(english) {
    return messages[english] || english;
  }

  // translate translates what root marks data-t: the text, or the attributes listed.
  function translate(root) {
    var marked = Array.prototype.slice.call(root.querySelectorAll("[data-t]"));
    if (root.hasAttribute && root.hasAttribute("data-t")) {
      marked.push(root);
    }
    for (var i = 0; i < marked.length; i++) {
      var el = marked[i];
      var what = (el.getAttribute("data-t") || "text").split(" ");
      for (var j = 0; j < what.length; j++) {
        if (what[j] === "text") {
          el.textContent = t(el.textContent.trim());
        } else if (what[j] && el.hasAttribute(what[j])) {
          el.setAttribute(what[j], t(el.getAttribute(what[j])));
        }
      }
    }
  }

  // mahjongTranslate translates the game's dialogs and runs the Settings' language menu: a
  // choice is kept and the page loads again in it (the game saves as the page goes).
  window.mahjongTranslate = function (root) {
    if (lang !== "en") {
      translate(root);
    }
    var menu = document.getElementById("lang-select");
    if (!menu || menu.dataset.ready) {
      return;
    }
    menu.dataset.ready = "1";
    for (var i = 0; i < LANGS.length; i++) {
      var option = new Option(LANGS[i][1], LANGS[i][0]);
      option.lang = LANGS[i][0];
      menu.add(option);
    }
    try {
      menu.value = siteLanguage(window.localStorage.getItem("mahjong.v1.lang"));
    } catch (e) {
      menu.value = "";
    }
    menu.addEventListener("change", function () {
      try {
        if (menu.value) {
          window.localStorage.setItem("mahjong.v1.lang", menu.value);
        } else {
          window.localStorage.removeItem("mahjong.v1.lang");
        }
      } catch (e) {
        var notice = document.getElementById("notice");
        notice.textContent = t("The language cannot be kept in this browser (its storage is full or blocked).");
        notice.hidden = false;
        return;
      }
      location.reload();
    });
  };

  var catalog = lang === "en" ? Promise.resolve() : fetch("i18n/" + lang + ".json").then(function (response) {
    if (!response.ok) {
      throw response.status; // reason says it
    }
    return response.json();
  }).then(function (got) {
    messages = got;
    document.documentElement.lang = lang === "qps" ? "en-XA" : lang;
    document.documentElement.setAttribute("data-lang", lang);
    if (languageOf(lang)[2] === "rtl") {
      document.documentElement.dir = "rtl";
    }
    translate(document);
    var manifest = document.querySelector('link[rel="manifest"]');
    if (manifest) {
      manifest.setAttribute("href", "manifest-" + lang + ".webmanifest");
    }
    var first = document.querySelector("#variant option");
    if (first) {
      first.text = t(first.text);
    }
  }, function () {
    lang = "en";
  });

  // mahjongCatalog is what the game reads as it starts: the language, the messages joined by
  // NUL (no JSON parser in Go), Intl's plural category, numbers and dates in msg's styles
  // (format.go), and whether the language writes ASCII digits (English does: its first board
  // needs no Intl). Every browser that runs the module has Intl.
  window.mahjongCatalog = function () {
    var flat = [];
    for (var k in messages) {
      if (Object.prototype.hasOwnProperty.call(messages, k)) {
        flat.push(k, messages[k]);
      }
    }
    var tag = document.documentElement.lang;
    var rules = null; // made when first asked: the first board may need none
    var q = lang === "qps" ? ["\u27e6", "\u27e7"] : ["", ""]; // the pseudo-language's dates are its own
    return [lang, flat.join("\u0000"), function (n) { return (rules || (rules = new Intl.PluralRules(tag))).select(n); }, function (n, s) {
      return numberFormat(s).format(s === "%" ? n / 100 : s === ".1" ? n / 10 : n);
    }, function (y, m, d, s) {
      var has = function (c, v) { return s.indexOf(c) < 0 ? undefined : v; };
      var f = formats["@" + s] || (formats["@" + s] = new Intl.DateTimeFormat(tag, { timeZone: "UTC",
        weekday: has("w", "long") || has("a", "short"), day: has("d", "numeric"), month: has("m", "long"), year: has("y", "numeric") }));
      return q[0] + f.format(Date.UTC(y, m - 1, d, 12)) + q[1];
    }, lang === "en" || numberFormat("").format(9) === "9"];
  };

  // formats are the page's Intl formatters by msg's style ("" whole numbers, "%", "#" digits
  // without grouping, "." tenths;
  // "@" and a date style), made once in the page's language.
  var formats = {};
  function numberFormat(s) {
    return formats[s] || (formats[s] = new Intl.NumberFormat(document.documentElement.lang,
      s === "%" ? { style: "percent" } : s === "#" ? { useGrouping: false } : s ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {}));
  }

  // Only the site's own page installs the service worker, which downloads the whole site for
  // offline play: a reader of a page that embeds one game should not pay for that. Once a
  // visit of the site has installed it, the worker serves the embed page too, and caches the
  // embed page's files on their first use.
  var worker = !embed && "serviceWorker" in navigator && window.isSecureContext;

  function fail(message) {
    var notice = document.getElementById("notice");
    if (notice) {
      notice.textContent = message;
      notice.hidden = false;
      notice.classList.add("error");
    }
    document.documentElement.setAttribute("data-error", "1");
  }

  // The module is not copied into the service worker's cache from here: teeing the response
  // doubles the main thread's work while the module streams into the compiler, which is the
  // page's critical path. The worker, installed once the game runs, asks for main.wasm again;
  // the browser's HTTP cache answers it after a revalidation (a 304 by ETag: serve.go sends
  // every file no-cache), so the module still crosses the network once.
  // Streaming compilation needs the server to send application/wasm; some static hosts send
  // application/octet-stream, so read the whole body in that case.
  function instantiate(go) {
    return fetch(WASM).then(function (response) {
      if (!response.ok) {
        throw response.status; // reason says it
      }
      var type = response.headers.get("Content-Type") || "";
      if (WebAssembly.instantiateStreaming && type.split(";")[0].trim() === "application/wasm") {
        return WebAssembly.instantiateStreaming(response, go.importObject);
      }
      return response.arrayBuffer().then(function (bytes) {
        return WebAssembly.instantiate(bytes, go.importObject);
      });
    });
  }

  // nextTask resolves in a task of its own: work chained on it does not lengthen the task
  // that is running, which the browser counts as blocking the page beyond 50 ms. (A message
  // rather than a timer: timers wait up to a second in a background tab.)
  function nextTask() {
    return new Promise(function (resolve) {
      if (typeof MessageChannel !== "function") {
        setTimeout(resolve, 0);
        return;
      }
      var ch = new MessageChannel();
      ch.port1.onmessage = function () {
        ch.port1.close();
        resolve();
      };
      ch.port2.postMessage(null);
    });
  }

  // ready resolves once the board is playable (the game sets data-ready on <html>), or at
  // once when the game could not start.
  function ready() {
    var html = document.documentElement;
    return new Promise(function (resolve) {
      if (html.getAttribute("data-ready") === "1" || html.getAttribute("data-error") === "1") {
        resolve();
        return;
      }
      var watch = new MutationObserver(function () {
        if (html.getAttribute("data-ready") === "1" || html.getAttribute("data-error") === "1") {
          watch.disconnect();
          resolve();
        }
      });
      watch.observe(html, { attributes: true, attributeFilter: ["data-ready", "data-error"] });
    });
  }

  // painted resolves once the page has shown its first content (the game's name in the
  // menu), at once if it has. Go's start-up and first board are long tasks: started before
  // that paint, they would hold it back until the board is drawn, and the page would look
  // blank for that long. A hidden page paints nothing, so it does not wait.
  function painted() {
    var entries = performance.getEntriesByType ? performance.getEntriesByType("paint") : [];
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].name === "first-contentful-paint") {
        return Promise.resolve();
      }
    }
    if (document.visibilityState === "hidden" || typeof requestAnimationFrame !== "function") {
      return Promise.resolve();
    }
    return new Promise(function (resolve) {
      requestAnimationFrame(function () {
        nextTask().then(resolve);
      });
      setTimeout(resolve, 100); // should the frame not come
    });
  }

  // register installs the service worker once the board is playable and the page loaded:
  // its requests then do not compete with the game's, and its start runs after the first
  // board, in a task of its own.
  function register() {
    if (!worker) {
      return;
    }
    var loaded = document.readyState === "complete" ? Promise.resolve() : new Promise(function (resolve) {
      window.addEventListener("load", resolve);
    });
    // The rules shown before the worker took the page over were fetched past it: fetched
    // again, through it, they are kept for offline play like everything the page asks for.
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (helpWanted) {
        fetch(helpPath(helpWanted)).catch(function () {});
      }
      if (lang !== "en") {
        fetch("i18n/" + lang + ".json").catch(function () {});
        fetch("manifest-" + lang + ".webmanifest").catch(function () {});
      }
      if (layoutsLoad) {
        fetch("layouts.txt").catch(function () {});
      }
    });
    Promise.all([loaded, ready()]).then(nextTask).then(function () {
      return navigator.serviceWorker.register("sw.js");
    }).catch(function () {
      // Offline play is a bonus: the game works without it.
    });
  }

  // warmStorage reads localStorage once. The game reads the player's settings and saved
  // game from it before drawing the first board, and a page's first use of localStorage
  // waits for the browser to load the site's storage: done here, that wait overlaps the
  // module's download and compilation instead of lengthening the game's first task. A face
  // set named by the settings (faces=) starts downloading now, for the first board to show.
  function warmStorage() {
    try {
      var settings = window.localStorage.getItem("mahjong.v1.settings") || "";
      var faces = /;faces=([a-z]+)$/.exec(settings);
      if (faces) {
        showFaces(faces[1]);
      }
    } catch (e) {
      // Storage is blocked: the game copes with that itself.
    }
  }

  // showFaces puts a face set's sprite (internal/faces), with the same symbol ids, in the place
  // of the page's; the classic one is the page's, another is downloaded the first time. On a
  // failure the faces stay and #faces gets a "facesfail" event, which the game tells.
  var sprites = {};
  function showFaces(name) {
    var holder = document.getElementById("faces");
    if (!sprites.classic) {
      sprites.classic = Promise.resolve(holder.querySelector("svg"));
    }
    holder.setAttribute("data-set", name);
    var load = sprites[name];
    if (!load) {
      load = fetch("faces-" + name + ".svg").then(function (response) {
        if (!response.ok) {
          throw new Error("the server answered " + response.status);
        }
        return response.text();
      }).then(function (text) {
        var parsed = document.createElement("template");
        parsed.innerHTML = text;
        var svg = parsed.content.querySelector("svg");
        if (!svg || !svg.querySelector("symbol")) {
          throw new Error("faces-" + name + ".svg holds no faces");
        }
        return svg;
      });
      load.catch(function () {
        delete sprites[name];
      });
      sprites[name] = load;
    }
    load.then(function (svg) {
      if (holder.getAttribute("data-set") === name) {
        if (svg.parentNode !== holder) {
          holder.replaceChildren(svg);
        }
        holder.setAttribute("data-shown", name);
      }
    }, function () {
      holder.dispatchEvent(new Event("facesfail"));
    });
  }
  window.mahjongFaces = showFaces;

  // showHelp fills the "How to play" panel with the rules of game id, the site's
  // help/ID.html: the first board does not need them, so they load when first shown, and the
  // service worker keeps them for offline play. A later call wins over an earlier one still
  // loading. #help-text's data-game says whose rules it holds, once they are there.
  var helpWanted = "";
  function helpPath(id) {
    return lang === "en" ? "help/" + id + ".html" : "help/" + lang + "/" + id + ".html";
  }
  function showHelp(id) {
    helpWanted = id;
    var el = document.getElementById("help-text");
    fetch(helpPath(id)).then(function (response) {
      if (!response.ok) {
        throw new Error("HTTP " + response.status);
      }
      return response.text();
    }).then(function (html) {
      if (helpWanted === id) {
        el.innerHTML = html;
        el.dataset.game = id;
      }
    }, function () {
      if (helpWanted === id) {
        el.textContent = t("The rules of this game could not be loaded. Once shown with a connection, they are kept for offline play.");
        el.dataset.game = id;
      }
    });
  }
  window.mahjongHelp = showHelp;

  // loadLayouts fetches the library of Mahjong Solitaire layouts, layouts.txt, once, and
  // calls done(text, -1) or done("", why). The first board does not need it (the menu's
  // three layouts are inside the module): it loads when first wanted, and the service worker
  // keeps it for offline play.
  var layoutsLoad = null;
  // done gets the text, or why there is none: the server's status as a number, or 0 when
  // the request failed (the game says it in the player's language: the browser's own
  // message is English).
  function loadLayouts(done) {
    if (!layoutsLoad) {
      layoutsLoad = fetch("layouts.txt").then(function (response) {
        if (!response.ok) {
          throw response.status;
        }
        return response.text();
      });
      layoutsLoad.catch(function () {
        layoutsLoad = null;
      });
    }
    layoutsLoad.then(function (text) {
      done(text, -1);
    }, function (err) {
      done("", typeof err === "number" ? err : 0);
    });
  }
  window.mahjongLayouts = loadLayouts;

  // reason says in the player's language why the game could not load: err is the server's
  // status (a number) or the browser's error, whose message is English: it goes to the
  // console.
  function reason(err) {
    if (typeof err === "number") {
      return t("the server answered {status}").replace("{status}", String(err));
    }
    if (window.console) {
      console.error(err);
    }
    return err instanceof TypeError ? t("no connection") : t("the browser could not run it");
  }

  function start() {
    if (typeof WebAssembly !== "object" || typeof Go !== "function") {
      fail(t("The game could not start: this browser does not run WebAssembly."));
      register();
      return;
    }
    var go = new Go();
    var instance;
    Promise.all([instantiate(go), catalog]).then(function (both) {
      var result = both[0];
      // The module's compilation ends in one task, the game starts in a later one, after
      // the page's first paint.
      instance = result.instance;
      return nextTask().then(painted);
    }).then(function () {
      // run returns once the game has started (it finishes its board in later tasks); the
      // promise it returns settles only if the game stops.
      var running = go.run(instance);
      register();
      return running;
    }).then(function () {
      fail(t("The game stopped unexpectedly. Reload the page to play again."));
    }, function (err) {
      register();
      // The catalog may still be on its way: wait for it (it never fails: English is its
      // fallback), so that the notice is in the page's language.
      catalog.then(function () {
        fail(t("The game could not load ({error}). Check your connection and reload the page.").replace("{error}", reason(err)));
      });
    });
    warmStorage();
  }

  start();
})();
