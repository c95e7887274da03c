//go:build js && wasm

package main

import (
	"mahjong/wasm/msg"
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/page"
)

// The page's dialogs are <dialog> elements opened with showModal: the browser moves the focus
// into them, keeps it there, closes them on Escape and gives the focus back to where it was
// when they close. The result of a game is one of them; so are the statistics, the settings,
// the share link and every confirmation (home_ui.go).

// showModal opens dialog d as a modal dialog unless it is open already.
func showModal(d js.Value) {
	if d.IsNull() || d.Get("open").Bool() {
		return
	}
	d.Set("hidden", false)
	d.Call("showModal")
}

// modalOpen reports whether a modal dialog is open: the game's shortcuts then wait.
func (a *app) modalOpen() bool {
	return !a.doc.Underlying().Call("querySelector", "dialog:modal").IsNull()
}

// openResult shows the end of the game as a modal dialog, and says it through the live
// region, once per position unless the player closed it.
func (a *app) openResult(res board.Result) {
	if a.el.result.Get("open").Bool() || a.resultShut == a.gen {
		return
	}
	a.sayResult(res)
	showModal(a.el.result)
}

// closeResult closes the result when the game is no longer over (an undo, a new game).
func (a *app) closeResult() {
	if a.el.result.Get("open").Bool() {
		a.el.result.Call("close")
	}
	a.el.result.Set("hidden", true)
	a.el.result.Call("removeAttribute", "data-result")
}

// onResultClose follows the result closing, by the player (Escape, Close) or by closeResult:
// it stays closed for this position, and the focus goes back to the board when the element
// that had it is gone.
func (a *app) onResultClose(js.Value) {
	a.el.result.Set("hidden", true)
	a.resultShut = a.gen
	a.keepFocus()
	if active := a.doc.Underlying().Get("activeElement"); active.IsNull() || active.Equal(a.doc.Underlying().Get("body")) {
		a.el.newGame.Call("focus") // an empty board: the next game is the next thing to do
	}
}

// askNew reports whether starting a new game must first be confirmed, and if so asks: the
// game in progress has moves and its end is not counted, so leaving it counts as a loss.
func (a *app) askNew() bool {
	if a.home.confirmed || a.home.counted || a.home.replay.on || a.game == nil ||
		a.game.Position().Status() != engine.Playing ||
		!a.game.Moved() {
		return false
	}
	text := msg.T("The game in progress will count as played and lost in the statistics.")
	if a.day.play.On() {
		text = msg.T("The daily game in progress will stay begun, not finished, in the Daily record; you can play its deal again from there.")
	}
	a.byID("confirm-new-text").Set("textContent", text)
	showModal(a.byID("confirm-new"))
	// The safe answer has the focus (not by autofocus, which a framed page may not use).
	a.byID("confirm-new-no").Call("focus")
	return true
}

// actConfirmed does action without asking first: the player has confirmed it, or the host
// page of an embedded game asked for it.
func (a *app) actConfirmed(action page.Action) {
	a.home.confirmed = true
	defer func() { a.home.confirmed = false }()
	a.act(action)
}
