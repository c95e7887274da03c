//go:build js && wasm

// Command layoutread reads the layout files players open in the page (package
// engine/layoutfile: KMahjongg, Kyodai, Mah), in a Web Worker of its own (static/worker.js
// starts it). The readers are code the first board does not need: in a module of their own,
// the site downloads them when a player first opens a file, and the service worker keeps them
// for offline play, instead of every visit downloading them in main.wasm.
//
// It hands static/worker.js one function, read({bytes}): for a Uint8Array it returns the
// answer of package reply, {layouts: [{name, code}, ...]} or {error: why and where}.
package main

import (
	"syscall/js"

	"mahjong/wasm/layoutread/reply"
)

func main() {
	read := js.FuncOf(func(_ js.Value, args []js.Value) any {
		bytes := args[0].Get("bytes")
		data := make([]byte, bytes.Get("length").Int())
		js.CopyBytesToGo(data, bytes)
		return reply.Of(data)
	})
	js.Global().Call("workerReady", read)
	select {}
}
