// layoutread.js is the Web Worker that reads the layout files players open: it runs
// layoutread.wasm (wasm/layoutread), which the page needs only then, so that it costs the
// first visit nothing. The page posts {id, bytes} and gets {id, layouts} or {id, error} back.
// wasm_exec.js is the Go runtime's support, the same file boot.js begins with.
"use strict";

importScripts("wasm_exec.js");

var read = null;
var waiting = [];

function answer(message) {
  var result;
  try {
    result = read(message.bytes);
  } catch (err) {
    result = { error: "the file could not be read (" + err + ")" };
  }
  result.id = message.id;
  self.postMessage(result);
}

// layoutreadReady is called by the module once it runs, with its read function.
self.layoutreadReady = function (fn) {
  read = fn;
  waiting.forEach(answer);
  waiting = [];
};

self.onmessage = function (event) {
  if (read) {
    answer(event.data);
  } else {
    waiting.push(event.data);
  }
};

var go = new Go();
fetch("layoutread.wasm").then(function (response) {
  if (!response.ok) {
    throw new Error("the server answered " + response.status + " for layoutread.wasm");
  }
  return response.arrayBuffer();
}).then(function (bytes) {
  return WebAssembly.instantiate(bytes, go.importObject);
}).then(function (result) {
  go.run(result.instance);
}).catch(function (err) {
  self.postMessage({ id: 0, error: "the file reader could not load (" + (err && err.message ? err.message : err) + ")" });
});
