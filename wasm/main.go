//go:build js && wasm

// Command wasm is the game in the browser. Compiled to WebAssembly and started by
// static/boot.js, it wires the page's controller (wasm/control) to the browser.
package main

import "mahjong/wasm/control"

func main() { control.Run() }
