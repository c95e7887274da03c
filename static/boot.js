// boot.js starts the game: it loads main.wasm (the game, written in Go) with the Go runtime
// support from wasm_exec.js, and registers the service worker that lets the site run
// offline. Everything else happens in Go.
"use strict";

(function () {
  var WASM = "main.wasm";

  function fail(message) {
    var notice = document.getElementById("notice");
    if (notice) {
      notice.textContent = message;
      notice.hidden = false;
      notice.classList.add("error");
    }
    document.documentElement.setAttribute("data-error", "1");
  }

  // Streaming compilation needs the server to send application/wasm; some static hosts send
  // application/octet-stream, so read the whole body in that case.
  function instantiate(go) {
    return fetch(WASM).then(function (response) {
      if (!response.ok) {
        throw new Error("the server answered " + response.status + " for " + WASM);
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

  function start() {
    if (typeof WebAssembly !== "object" || typeof Go !== "function") {
      fail("The game could not start: this browser does not run WebAssembly, or wasm_exec.js did not load.");
      return;
    }
    var go = new Go();
    instantiate(go).then(function (result) {
      return go.run(result.instance);
    }).then(function () {
      fail("The game stopped unexpectedly. Reload the page to play again.");
    }, function (err) {
      fail("The game could not load (" + (err && err.message ? err.message : err) + "). Check your connection and reload the page.");
    });
  }

  if ("serviceWorker" in navigator && window.isSecureContext) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("sw.js").catch(function () {
        // Offline play is a bonus: the game works without it.
      });
    });
  }

  // The embed page (embed.html, or any page with ?embed=1) hides the site around the game;
  // marking it before the game loads keeps the site from showing for a moment.
  if (/\/embed(\.html)?$/.test(location.pathname) || /[?&]embed=1(&|$)/.test(location.search)) {
    document.documentElement.setAttribute("data-embed", "1");
  }

  start();
})();
