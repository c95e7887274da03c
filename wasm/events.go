//go:build js && wasm

package main

import (
	"context"
	"mahjong/wasm/msg"
	"syscall/js"
	"time"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	"mahjong/wasm/page"
	"mahjong/wasm/shanghai"
	"mahjong/wasm/store"
)

// hintTime bounds the hint's search, which runs in the solvers' worker (remote), counted from
// when the worker starts it.
const hintTime = 1200 * time.Millisecond

func (a *app) onBoardClick(ev js.Value) {
	a.perf.handling(ev)
	defer a.perf.done()
	target := dom.Target(dom.WrapEvent(ev))
	if target == nil || a.game == nil || a.replayRefuses() {
		return
	}
	out, ok := a.r.click(target, a.game.Position(), a.marks)
	if !ok {
		return
	}
	a.search.stopHint() // the player plays on: a hint's search would answer for another position
	a.settle(out)
}

// drop plays what a drag let go on the board means, out, which the renderer works out as it
// does a click's: the one path from a drop to a move. The move is played, or the pick and
// the notice shown, as for a click (settle); a refused move (or any move, in a replay)
// draws the board again, for the marks the renderer may have dropped with the drag.
func (a *app) drop(out board.Outcome) {
	a.search.stopHint()
	if a.replayRefuses() {
		a.render()
		return
	}
	before := a.game.Position()
	a.settle(out)
	if out.Play && a.game.Position() == before {
		a.render()
	}
}

// currentMarks is the pick and the hint shown now (ctl).
func (a *app) currentMarks() board.Marks { return a.marks }

// played is the moves of the game so far (ctl).
func (a *app) played() []engine.Move { return a.game.Played() }

// redeal replaces the game just dealt by one starting at p (ctl).
func (a *app) redeal(p engine.Position) { a.game = engine.NewGame(p) }

// unmark drops the pick and the hint shown (ctl).
func (a *app) unmark() { a.marks = board.NoMarks }

// noteInput notes the player's input for the search of the next deal (ctl).
func (a *app) noteInput() { a.next.input() }

// shows reports whether r is the renderer of the game shown (ctl).
func (a *app) shows(r renderer) bool { return a.r == r }

// record is what the statistics hold for variant id, whether the game's end is counted in
// them, and whether the game is a replay (ctl).
func (a *app) record(id string) (s store.Stats, counted, replay bool) {
	if a.home.replay.on {
		return store.Stats{}, a.home.counted, true
	}
	return a.readStats()[id], a.home.counted, false
}

// settle shows the outcome of a click or a drop: its notice, then its move played or its
// pick drawn.
func (a *app) settle(out board.Outcome) {
	if out.Notice != "" {
		a.show(out.Notice, false)
	} else {
		a.hide()
	}
	if out.Play {
		a.play(out.Move) // the renderer keeps the focus on the board (shanghaiBoard.moveFocusOff)
	} else {
		a.marks.Selected = out.Selected
		a.render()
	}
}

// keepFocus moves the focus to a free tile when the focused tile was just removed, so that
// a keyboard player can go on without tabbing from the top of the page again.
func (a *app) keepFocus() {
	active := a.doc.Underlying().Get("activeElement")
	// Chromium may already have moved the focus of a hidden tile to the body.
	lost := active.IsNull() || active.Equal(a.doc.Underlying().Get("body")) ||
		!active.Call("closest", "dialog:not([open])").IsNull() // a dialog just closed
	if !lost && !active.Get("hidden").Bool() {
		return
	}
	for _, sel := range []string{`.tile[data-free="true"]:not([hidden])`,
		`[tabindex="0"], button:not([disabled]):not([hidden]):not([tabindex="-1"])`} {
		if next := a.board.Underlying().Call("querySelector", sel); !next.IsNull() {
			a.kit.focus(next)
			return
		}
	}
}

// onBoardPress keeps a press of the mouse from focusing what the renderer says it should not.
func (a *app) onBoardPress(ev js.Value) {
	a.next.input()
	if !a.r.focusOnPress(ev.Get("target")) {
		ev.Call("preventDefault")
	}
}

// onAction handles every button that carries data-action: the controls and the result's
// next actions.
func (a *app) onAction(ev js.Value) {
	a.next.input()
	a.perf.handling(ev)
	defer a.perf.done()
	btn := ev.Get("target").Call("closest", "button[data-action]")
	if btn.IsNull() || btn.Get("disabled").Bool() {
		return
	}
	if action, ok := page.ParseAction(btn.Call("getAttribute", "data-action").String()); ok {
		a.act(action)
	}
}

// act does action: the one path from a button, a key, a confirmation or the embedding
// page's command to what the action does.
func (a *app) act(action page.Action) {
	if a.game == nil || action == page.New && a.askNew() {
		return
	}
	if action == page.New || action == page.Restart {
		a.endReplay() // the new game is the player's own, saved and counted
	}
	if a.searchAction(action) {
		return
	}
	a.hide()
	switch action {
	case page.New:
		a.newGame(a.variant, freshDeal())
		a.keepFocus()
	case page.Restart:
		a.restart()
		a.keepFocus()
		a.sayCount(msg.T("Restarted"))
		if a.aside != nil {
			a.show(msg.T("Restarted. Undo brings back the game you left."), false)
		}
	case page.Undo:
		switch {
		case a.game.Undo():
			a.changed()
			a.sayCount(msg.T("Undone"))
		case a.undoRestart():
			a.sayCount(msg.T("Restart undone"))
		}
	case page.Redo:
		if a.game.Redo() {
			a.changed()
			a.sayCount(msg.T("Redone"))
		}
	case page.Help:
		if a.helpOpen() {
			a.closeHelp()
		} else {
			a.openHelp()
		}
	case page.CloseHelp:
		a.closeHelp()
	case page.UndoWinnable:
		a.undoToWinnable()
	case page.Hint:
		a.day.play.Hinted = true
		a.startHint()
	case page.Shuffle:
		sh, ok := a.r.(shuffler)
		if !ok {
			return
		}
		if _, allowed := sh.shuffles(a.game.Position()); allowed {
			a.play(sh.shuffleMove())
			left, _ := sh.shuffles(a.game.Position())
			a.show(shanghai.ShuffledNotice(left), false)
		}
	}
}

// changed redraws after undo or redo: the pick and the hint belonged to another position.
func (a *app) changed() {
	a.marks = board.NoMarks
	a.gen++
	a.render()
}

func (a *app) onPick(js.Value) {
	if v, ok := a.lookup(a.el.picker.Get("value").String()); ok && v != a.variant {
		a.hide()
		a.searchAction(page.Leave)
		a.newGame(v, a.resumeDeal(v, 0))
		a.searchAction(page.Picked)
	}
}

// onKey is the page's only keydown listener, the one place that decides who gets a key: the
// board's navigation (navKey), then the page's shortcuts, then the renderer's own keys
// (keyTaker). Only the current renderer is asked, so a game of another family leaves no
// listener behind.
func (a *app) onKey(ev js.Value) {
	a.next.input()
	a.navKey(ev)
	a.shortcutKey(ev)
	a.searchKey(ev)
	a.r.takeKey(ev)
}

// shortcutKey: Ctrl+Z or U undo, Ctrl+Y or Ctrl+Shift+Z redo, H hint, N new game, ? help,
// Escape drops the pick.
func (a *app) shortcutKey(v js.Value) {
	ev := dom.WrapKeyboardEvent(v)
	if ev.DefaultPrevented() || ev.AltKey() || a.modalOpen() {
		return // a dialog has the keys (the browser closes it on Escape)
	}
	var tag string
	if t := dom.Target(ev.BasicEvent); t != nil {
		tag = t.TagName()
	}
	action, unpick := page.KeyAction(page.Key{
		Key:        ev.Key(),
		Ctrl:       ev.CtrlKey() || ev.MetaKey(),
		Shift:      ev.ShiftKey(),
		Picked:     a.marks.Selected != engine.NoPlace,
		HelpOpen:   a.helpOpen(),
		TextTarget: tag == "SELECT" || tag == "INPUT",
	})
	switch {
	case unpick:
		a.marks.Selected = engine.NoPlace
		a.render()
		ev.PreventDefault()
	case action != page.None:
		ev.PreventDefault()
		a.act(action)
	}
}

// The clock counts only the time the page is visible.
func (a *app) onVisibility(js.Value) {
	if a.game == nil {
		return
	}
	if a.doc.Underlying().Get("hidden").Bool() {
		a.clock.Stop(time.Now())
		a.ticker.Stop()
	} else if a.game.Position().Status() == engine.Playing {
		a.clock.Run(time.Now())
		a.ticker.start(time.Second, a.tick)
	}
}

// startHint searches for a hint off the event callback, and shows it unless the position
// changed meanwhile.
func (a *app) startHint() {
	h, ok := a.r.(hinter)
	p := a.game.Position()
	if !ok || a.hinting || p.Status() != engine.Playing {
		return
	}
	a.hinting = true
	a.out.helped = true
	a.line.Enable(a.st.hint, "hint", false)
	gen := a.gen
	r := a.r
	v := a.solving(a.variant)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), hintTime)
		m, verdict := v.Hint(ctx, p)
		cancel()
		a.post(func() {
			a.hinting = false
			if gen != a.gen || r != a.r {
				a.render()
				return
			}
			marks, notice := h.hinted(p, m, verdict)
			a.marks.Hint = marks
			a.render()
			if notice != "" {
				a.show(notice, false)
			}
		})
	}()
}

// show puts text in #notice: sticky, it stays until the player acts; else it goes after a
// few seconds. Every action replaces or hides the notice.
func (a *app) show(text string, sticky bool) { a.notice.Show(text, sticky) }

// hide empties and hides #notice.
func (a *app) hide() { a.notice.Hide() }
