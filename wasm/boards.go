//go:build js && wasm

package main

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/browser"
	"mahjong/wasm/control"
	"mahjong/wasm/freecell"
	"mahjong/wasm/oneplayer"
	"mahjong/wasm/shanghai"
	"mahjong/wasm/stones"
)

// boards is the browser's side of the controller's Boards port: it makes each family's
// board once for the page (each board adds its own listeners once, its drag's), keeps the one
// shown, and hands it the page's listeners on #board: one delegated click listener, the
// press of the mouse and the keys. What the board reads or reports goes to the controller as
// a message.
type boards struct {
	k    *board.Kit
	root js.Value // #board
	send func(control.Msg)
	perf *browser.Perf // notes the click handled, where a move's measure starts
	made map[engine.Family]board.DOM
	cur  board.DOM // the board shown; nil before the first game
}

func newBoards(send func(control.Msg), perf *browser.Perf) *boards {
	return &boards{
		k:    board.NewKit(func() board.Timer { return browser.Timers{}.Timer() }),
		root: js.Global().Get("document").Call("getElementById", "board"),
		send: send,
		perf: perf,
		made: map[engine.Family]board.DOM{},
	}
}

// Board makes f's board the one shown (control.Boards).
func (b *boards) Board(f engine.Family) control.Board {
	if f == engine.Sea {
		f = engine.FreeCell // one board draws both
	}
	d, ok := b.made[f]
	if !ok {
		d = b.make(f)
		b.made[f] = d
	}
	b.cur = d
	return d
}

func (b *boards) make(f engine.Family) board.DOM {
	emit := func(e board.Event) { b.send(control.BoardEvent{Event: e}) }
	switch f {
	case engine.Shanghai:
		return shanghai.NewDOM(b.k, b.root)
	case engine.FreeCell:
		return freecell.NewDOM(b.k, b.root, emit)
	case engine.Stones:
		return stones.NewDOM(b.k, b.root, emit)
	case engine.OnePlayer:
		return oneplayer.NewDOM(b.k, b.root, emit)
	}
	panic("no board draws the family " + string(f))
}

// listen adds the listeners of #board, and the page's keys'.
func (b *boards) listen() {
	b.k.Listen(b.root, "click", false, b.click)
	b.k.Listen(b.root, "mousedown", false, b.press)
	b.k.Listen(js.Global().Get("document"), "keydown", false, b.key)
}

// click plays what a click on the board means, as the board shown reads it.
func (b *boards) click(ev js.Value) {
	if b.cur == nil {
		return
	}
	out, ok := b.cur.Click(ev.Get("target"))
	if !ok {
		return
	}
	b.perf.Handling(ev)
	b.send(control.Clicked{Outcome: out})
	b.perf.Done()
}

// press notes the player's input, and keeps a press of the mouse from focusing what the
// board says it should not.
func (b *boards) press(ev js.Value) {
	if b.cur == nil {
		return
	}
	b.send(control.BoardEvent{Event: board.Event{Input: true}})
	if !b.cur.FocusOnPress(ev.Get("target")) {
		ev.Call("preventDefault")
	}
}

// key is the page's one keydown listener, the one place that decides who gets a key: the
// board's navigation (board.NavKey), then the page's shortcuts (the controller's Key), then
// the board's own keys. Only the board shown is asked, so a game of another family leaves
// no listener behind.
func (b *boards) key(ev js.Value) {
	if b.cur != nil {
		board.NavKey(ev, b.cur.Nav)
	}
	k := keyOf(ev)
	b.send(k)
	if *k.Handled {
		ev.Call("preventDefault")
	}
	if b.cur != nil {
		b.cur.Key(ev)
	}
}
