// worker.js runs one of the site's worker modules in a Web Worker: worker.js?module=NAME runs
// NAME.wasm, code the page needs only at times, so that it costs the first visit nothing:
// layoutread (wasm/layoutread) reads the layout files players open, solve (wasm/solve) runs
// the solvers, so that no search ever holds up the page. The module calls workerReady with
// the function that takes the page's messages; what that function returns, if anything, is
// posted back with the message's id. A reply {id: 0, error} says the module could not load.
// wasm_exec.js is the Go runtime's support, the same file boot.js begins with.
"use strict";

importScripts("wasm_exec.js");

var name = new URL(self.location.href).searchParams.get("module");
var take = null;
var waiting = [];

function answer(message) {
  var result;
  try {
    result = take(message);
  } catch (err) {
    // crashed: the module failed on this message, and error is the runtime's English
    result = { error: String(err), crashed: true };
  }
  if (result) {
    result.id = message.id;
    self.postMessage(result);
  }
}

self.workerReady = function (fn) {
  take = fn;
  waiting.forEach(answer);
  waiting = [];
};

self.onmessage = function (event) {
  if (take) {
    answer(event.data);
  } else {
    waiting.push(event.data);
  }
};

var go = new Go();
fetch(name + ".wasm").then(function (response) {
  if (!response.ok) {
    throw new Error("the server answered " + response.status + " for " + name + ".wasm");
  }
  return response.arrayBuffer();
}).then(function (bytes) {
  return WebAssembly.instantiate(bytes, go.importObject);
}).then(function (result) {
  go.run(result.instance);
}).catch(function (err) {
  self.postMessage({ id: 0, error: name + " could not load (" + (err && err.message ? err.message : err) + ")" });
});
