//go:build js && wasm

// Command wasm is the game in the browser. Compiled to WebAssembly and started by
// static/boot.js, it wires the page's controller (wasm/control) to the browser's side of its
// ports (wasm/browser).
package main

import (
	"mahjong/wasm/browser"
	"mahjong/wasm/control"
)

func main() {
	var c *control.Controller
	send := func(m control.Msg) { c.Update(m) } // called on the page's thread, once c is made
	perf := &browser.Perf{}
	boards := newBoards(send, perf)
	c = control.New(control.Ports{
		Doc:       browser.NewDoc(send),
		Storage:   browser.Storage{},
		Timers:    browser.Timers{},
		Address:   browser.Address{},
		Announcer: &browser.Announcer{},
		Env:       browser.Env{},
		Tasks:     &browser.Tasks{},
		Idle:      &browser.Idle{},
		Perf:      perf,
		Worker:    browser.NewWorker(send),
		Host:      browser.NewHost(send),
		Library:   browser.Library{Send: send},
		Reader:    browser.NewReader(send),
		Files:     browser.Files{},
		Boards:    boards,
	})
	boards.listen()
	l := &listeners{send: send, perf: perf}
	l.page()
	l.actions()
	l.home()
	browser.ListenDaily(send)
	browser.ListenLayouts(send)
	c.Run()
}
