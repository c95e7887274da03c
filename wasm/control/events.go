package control

import (
	"mahjong/wasm/msg"
	"time"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/page"
	"mahjong/wasm/shanghai"
)

// clicked plays the outcome of a click on the board, as the board read it.
func (a *Controller) clicked(m Clicked) {
	if a.core.game == nil || a.home.replayRefuses(&a.core) {
		return
	}
	a.search.stopHintSearch(&a.core, a) // the player plays on: a hint's search would answer for another position
	a.settle(m.Outcome)
}

// boardEvent handles what the board's own gestures and controls report.
func (a *Controller) boardEvent(e board.Event) {
	switch {
	case a.core.game == nil:
	case e.Outcome != nil:
		a.drop(*e.Outcome)
	case e.Setting != "":
		a.boardSetting(e.Setting, e.On)
	case e.Input:
		a.next.input()
	}
}

// drop plays what a drag let go on the board (or a double-click) means, out, which the
// board works out as it does a click's: the one path from a drop to a move. A move dropped
// ends the pick and the hint shown before it, played or refused. The move is played, or the
// pick and the notice shown, as for a click (settle); a refused move (or any move, in a
// replay) draws the board again, for the marks the board may have dropped with the drag.
func (a *Controller) drop(out board.Outcome) {
	if out.Play {
		a.core.marks = board.NoMarks
	}
	a.search.stopHintSearch(&a.core, a)
	if a.home.replayRefuses(&a.core) {
		a.render()
		return
	}
	before := a.core.game.Position()
	a.settle(out)
	if out.Play && a.core.game.Position() == before {
		a.render()
	}
}

// boardSetting keeps a setting the board's own control switched ("autoplay", "winnable").
// A setting the game holds too (FreeCell's auto-play, board.Settings) is switched in the
// game by a move of its history, which the view's Noted explains.
func (a *Controller) boardSetting(name string, on bool) {
	a.home.setSetting(name, on)
	s, ok := a.core.view.(board.Settings)
	if !ok {
		return
	}
	if m, ok := s.Switch(a.core.game.Position(), name, on); ok {
		a.search.stopSearch(&a.core, a)
		a.core.hide()
		a.play(m)
	}
}

// fresh returns p, a fresh deal's start, with the player's settings its view holds.
func (a *Controller) fresh(p engine.Position) engine.Position {
	if s, ok := a.core.view.(board.Settings); ok {
		return s.Fresh(p, a.home.setting)
	}
	return p
}

// resultGame is what the view's Result needs beyond the position. Once the game has ended,
// the record (the statistics of a scored variant, whether the game is counted in them, and
// whether it is a replay) is the one of the first render that showed the end, before
// afterRender counted it, kept until the next game: renders again, undos and a finish after
// an undo compare with the same record.
func (a *Controller) resultGame(p engine.Position) board.Game {
	g := board.Game{Played: a.core.game.Played(), Seconds: a.core.seconds(), Counted: a.home.counted, Replay: a.home.replay.on}
	if p.Status() == engine.Playing {
		return g
	}
	if a.core.ended == nil {
		rec := board.Game{Counted: g.Counted, Replay: g.Replay}
		if a.core.variant.Scored && !g.Replay { // a replay's score is another player's
			s := a.home.readStats(&a.core)[a.core.variant.ID]
			rec.Best, rec.Scored = s.BestScore, s.Scored
		}
		a.core.ended = &rec
	}
	g.Best, g.Scored, g.Counted, g.Replay = a.core.ended.Best, a.core.ended.Scored, a.core.ended.Counted, a.core.ended.Replay
	return g
}

// settle shows the outcome of a click or a drop: its notice, then its move played or its
// pick drawn.
func (a *Controller) settle(out board.Outcome) {
	if out.Notice != "" {
		a.core.show(out.Notice, false)
	} else {
		a.core.hide()
	}
	if out.Play {
		a.play(out.Move) // the board keeps the focus on itself (shanghai.DOM.moveFocusOff)
	} else {
		a.core.marks.Selected = out.Selected
		a.render()
	}
}

// keepFocus moves the focus to a free tile when the focused tile was just removed, so that
// a keyboard player can go on without tabbing from the top of the page again.
func (c *core) keepFocus() { c.p.Doc.KeepFocus() }

// act does action: the one path from a button, a key, a confirmation or the embedding
// page's command to what the action does.
func (a *Controller) act(action page.Action) {
	if a.core.game == nil || action == page.New && a.home.askNew(&a.core, &a.day) {
		return
	}
	if action == page.New || action == page.Restart {
		a.home.endReplay(&a.core) // the new game is the player's own, saved and counted
	}
	if a.searchAction(action) {
		return
	}
	a.core.hide()
	switch action {
	case page.New:
		a.newGame(a.core.variant, a.core.freshDeal())
		a.core.keepFocus()
	case page.Restart:
		a.restart()
		a.core.keepFocus()
		a.core.sayCount(msg.T("Restarted"))
		if a.aside != nil {
			a.core.show(msg.T("Restarted. Undo brings back the game you left."), false)
		}
	case page.Undo:
		switch {
		case a.core.game.Undo():
			a.changed()
			a.core.sayCount(msg.T("Undone"))
		case a.undoRestart():
			a.core.sayCount(msg.T("Restart undone"))
		}
	case page.Redo:
		if a.core.game.Redo() {
			a.changed()
			a.core.sayCount(msg.T("Redone"))
		}
	case page.Help:
		if a.core.helpOpen() {
			a.core.closeHelp()
		} else {
			a.core.openHelp()
		}
	case page.CloseHelp:
		a.core.closeHelp()
	case page.UndoWinnable:
		a.out.undoToWinnable(&a.core, a)
	case page.Hint:
		a.day.play.Hinted = true
		a.search.startHint(&a.core, &a.lay, &a.out)
	case page.Shuffle:
		sh, ok := a.core.view.(board.Shuffler)
		if !ok {
			return
		}
		if _, allowed := sh.Shuffles(a.core.game.Position()); allowed {
			a.play(sh.ShuffleMove())
			left, _ := sh.Shuffles(a.core.game.Position())
			a.core.show(shanghai.ShuffledNotice(left), false)
		}
	}
}

// changed redraws after undo or redo: the pick and the hint belonged to another position.
func (a *Controller) changed() {
	a.core.marks = board.NoMarks
	a.core.gen++
	a.render()
}

// pick opens the game the picker shows, id.
func (a *Controller) pick(id string) {
	if v, ok := a.lay.lookup(id); ok && v != a.core.variant {
		a.core.hide()
		a.searchAction(page.Leave)
		a.newGame(v, a.home.resumeDeal(&a.core, &a.lay, v, 0))
		a.searchAction(page.Picked)
	}
}

// keyed carries out a key the board left: the page's shortcuts (Ctrl+Z or U undo, Ctrl+Y or
// Ctrl+Shift+Z redo, H hint, N new game, ? help, Escape drops the pick), and Escape stops a
// search. It reports whether it took the key.
func (a *Controller) keyed(k Key) bool {
	a.next.input()
	if a.shortcut(k) {
		return true
	}
	return a.search.searchKey(&a.core, a, k.Key.Key)
}

// shortcut carries out the shortcut k names, if any, and reports whether it took the key.
func (a *Controller) shortcut(k Key) bool {
	if k.Prevented || k.Alt || a.core.modalOpen() {
		return false // a dialog has the keys (the browser closes it on Escape)
	}
	k.Key.Picked = a.core.marks.Selected != engine.NoPlace
	k.Key.HelpOpen = a.core.helpOpen()
	action, unpick := page.KeyAction(k.Key)
	switch {
	case unpick:
		a.core.marks.Selected = engine.NoPlace
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
	if a.core.game == nil {
		return
	}
	if hidden {
		a.core.clock.Stop(a.core.p.Env.Now())
		a.core.ticker.Stop()
		a.home.leave(&a.core)
	} else if a.core.game.Position().Status() == engine.Playing {
		a.core.clock.Run(a.core.p.Env.Now())
		a.core.ticker.Start(time.Second, a.core.tick)
	}
}

// show puts text in #notice: sticky, it stays until the player acts; else it goes after a
// few seconds. Every action replaces or hides the notice.
func (c *core) show(text string, sticky bool) { c.notice.Show(text, sticky) }

// hide empties and hides #notice.
func (c *core) hide() { c.notice.Hide() }
