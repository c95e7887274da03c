//go:build js && wasm

package control

import (
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

func (a *Controller) onBoardClick(ev js.Value) {
	a.handling(ev)
	defer a.handled()
	target := dom.WrapElement(ev.Get("target"))
	if target == nil || a.game == nil || a.replayRefuses() {
		return
	}
	out, ok := a.r.click(target, a.game.Position(), a.marks)
	if !ok {
		return
	}
	a.stopHintSearch() // the player plays on: a hint's search would answer for another position
	a.settle(out)
}

// drop plays what a drag let go on the board means, out, which the renderer works out as it
// does a click's: the one path from a drop to a move. The move is played, or the pick and
// the notice shown, as for a click (settle); a refused move (or any move, in a replay)
// draws the board again, for the marks the renderer may have dropped with the drag.
func (a *Controller) drop(out board.Outcome) {
	a.stopHintSearch()
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
func (a *Controller) currentMarks() board.Marks { return a.marks }

// played is the moves of the game so far (ctl).
func (a *Controller) played() []engine.Move { return a.game.Played() }

// redeal replaces the game just dealt by one starting at p (ctl).
func (a *Controller) redeal(p engine.Position) { a.game = engine.NewGame(p) }

// unmark drops the pick and the hint shown (ctl).
func (a *Controller) unmark() { a.marks = board.NoMarks }

// noteInput notes the player's input for the search of the next deal (ctl).
func (a *Controller) noteInput() { a.next.input() }

// shows reports whether r is the renderer of the game shown (ctl).
func (a *Controller) shows(r renderer) bool { return a.r == r }

// record is what the statistics hold for variant id, whether the game's end is counted in
// them, and whether the game is a replay (ctl).
func (a *Controller) record(id string) (s store.Stats, counted, replay bool) {
	if a.home.replay.on {
		return store.Stats{}, a.home.counted, true
	}
	return a.readStats()[id], a.home.counted, false
}

// settle shows the outcome of a click or a drop: its notice, then its move played or its
// pick drawn.
func (a *Controller) settle(out board.Outcome) {
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
func (a *Controller) keepFocus() {
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
func (a *Controller) onBoardPress(ev js.Value) {
	a.next.input()
	if !a.r.focusOnPress(ev.Get("target")) {
		ev.Call("preventDefault")
	}
}

// act does action: the one path from a button, a key, a confirmation or the embedding
// page's command to what the action does.
func (a *Controller) act(action page.Action) {
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
		a.newGame(a.variant, a.freshDeal())
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
func (a *Controller) changed() {
	a.marks = board.NoMarks
	a.gen++
	a.render()
}

// pick opens the game the picker shows, id.
func (a *Controller) pick(id string) {
	if v, ok := a.lookup(id); ok && v != a.variant {
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
func (a *Controller) onKey(ev js.Value) {
	a.next.input()
	a.navKey(ev)
	a.shortcutKey(ev)
	if a.searchKey(ev.Get("key").String()) {
		ev.Call("preventDefault")
	}
	a.r.takeKey(ev)
}

// shortcutKey hands the browser's keydown ev to keyed, and prevents its default when keyed
// took it.
func (a *Controller) shortcutKey(ev js.Value) {
	tag := ev.Get("target").Get("tagName")
	handled := false
	a.Update(Key{
		Key: page.Key{
			Key:        ev.Get("key").String(),
			Ctrl:       ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool(),
			Shift:      ev.Get("shiftKey").Bool(),
			TextTarget: tag.Truthy() && (tag.String() == "SELECT" || tag.String() == "INPUT"),
		},
		Prevented: ev.Get("defaultPrevented").Bool(),
		Alt:       ev.Get("altKey").Bool(),
		Handled:   &handled,
	})
	if handled {
		ev.Call("preventDefault")
	}
}

// keyed carries out the page's shortcuts: Ctrl+Z or U undo, Ctrl+Y or Ctrl+Shift+Z redo, H
// hint, N new game, ? help, Escape drops the pick. It reports whether it took the key.
func (a *Controller) keyed(k Key) bool {
	if k.Prevented || k.Alt || a.modalOpen() {
		return false // a dialog has the keys (the browser closes it on Escape)
	}
	k.Key.Picked = a.marks.Selected != engine.NoPlace
	k.Key.HelpOpen = a.helpOpen()
	action, unpick := page.KeyAction(k.Key)
	switch {
	case unpick:
		a.marks.Selected = engine.NoPlace
		a.render()
		return true
	case action != page.None:
		a.act(action)
		return true
	}
	return false
}

// visibility follows the page going out of sight and back: the clock counts only the time
// the page is visible, and what is pending is written before the browser may end the page.
func (a *Controller) visibility(hidden bool) {
	if a.game == nil {
		return
	}
	if hidden {
		a.clock.Stop(a.p.Env.Now())
		a.ticker.Stop()
		a.leave()
	} else if a.game.Position().Status() == engine.Playing {
		a.clock.Run(a.p.Env.Now())
		a.ticker.Start(time.Second, a.tick)
	}
}

// show puts text in #notice: sticky, it stays until the player acts; else it goes after a
// few seconds. Every action replaces or hides the notice.
func (a *Controller) show(text string, sticky bool) { a.notice.Show(text, sticky) }

// hide empties and hides #notice.
func (a *Controller) hide() { a.notice.Hide() }
