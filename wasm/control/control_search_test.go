//go:build !js

package control

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	freecellview "mahjong/wasm/freecell"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/remote"
)

// The long searches of the FreeCell and Sea games (a hint, a winnable deal): stopped by the
// player or by another action, their answer, late, changes nothing and says nothing.

const freecellDeal = "#game=mahjongg-freecell&deal=3"

// searchShown is what the page shows of a search and of its answer.
type searchShown struct {
	Notice, Button string
	Deal           uint64
	Moves          int
	Hinted         bool // the board marks a hint
}

func (tb *tab) searchShown() searchShown {
	p := tb.c.core.game.Position()
	return searchShown{Notice: tb.notice(), Button: tb.doc.el("hint").text, Deal: p.Deal(),
		Moves: len(tb.c.core.game.Played()), Hinted: len(tb.boards.last.marks.Hint) > 0}
}

// anyNotice stands for a notice shown, whatever its words.
const anyNotice = "(a notice)"

func TestSearchStopped(t *testing.T) {
	escape := func(a *tab) { a.send(Key{Key: page.Key{Key: "Escape"}}) }
	cancel := func(a *tab) { a.act(page.Hint) } // the Hint button reads Cancel
	hint := msg.T("Hint")
	tests := []struct {
		name string
		// moved plays a move first; deal searches for a winnable deal (New game), else for
		// a hint.
		moved, deal bool
		stop        func(a *tab) // nil: the search is not stopped, and its answer shows
		want        searchShown  // after the stop, and after the answer that comes late
	}{
		{"a hint, not stopped", false, false, nil, // the notice names the move
			searchShown{Notice: anyNotice, Button: hint, Deal: 3, Hinted: true}},
		{"a hint, Cancel", false, false, cancel,
			searchShown{Notice: msg.T(freecellview.HintCancelled), Button: hint, Deal: 3}},
		{"a hint, Escape", false, false, escape,
			searchShown{Notice: msg.T(freecellview.HintCancelled), Button: hint, Deal: 3}},
		{"a hint, Undo", true, false, func(a *tab) { a.act(page.Undo) },
			searchShown{Notice: "", Button: hint, Deal: 3}},
		{"a hint, a move", false, false, func(a *tab) { a.playFirst() },
			searchShown{Notice: "", Button: hint, Deal: 3, Moves: 1}},
		{"a hint, New game", false, false, func(a *tab) { a.act(page.New) },
			searchShown{Notice: freecellview.DealProgress(0), Button: msg.T("Cancel"), Deal: 3}},
		{"a winnable deal, not stopped", false, true, nil,
			searchShown{Notice: "", Button: hint, Deal: 0}},
		{"a winnable deal, Cancel", false, true, cancel,
			searchShown{Notice: msg.T(freecellview.DealCancelled), Button: hint, Deal: 3}},
		{"a winnable deal, Escape", false, true, escape,
			searchShown{Notice: msg.T(freecellview.DealCancelled), Button: hint, Deal: 3}},
		{"a winnable deal, Undo", false, true, func(a *tab) { a.act(page.Undo) },
			searchShown{Notice: "", Button: hint, Deal: 3}},
	}
	// When the answer comes: the worker answers after the search was stopped, or the search
	// had posted its answer before, which Update takes after the stop.
	late := []struct {
		name   string
		answer func(a *tab, r remote.Request, stop func(a *tab), reply func())
	}{
		{"answered after the stop", func(a *tab, r remote.Request, stop func(a *tab), reply func()) {
			stop(a)
			a.cancelled(r) // the worker is told to stop it
			reply()
		}},
		{"answer posted before the stop", func(a *tab, r remote.Request, stop func(a *tab), reply func()) {
			reply()
			found := a.next() // the search's answer, on its way to Update
			stop(a)
			found()
			a.check()
		}},
	}
	for _, tt := range tests {
		for i, when := range late {
			if tt.stop == nil && i > 0 {
				break // not stopped: no late answer
			}
			t.Run(tt.name+", "+when.name, func(t *testing.T) {
				a := open(t, nil, freecellDeal, false)
				if tt.moved {
					a.playFirst()
				}
				var r remote.Request
				var reply func()
				if tt.deal {
					a.act(page.New)
					r = a.request(remote.OpSolve, nil)
					reply = func() { a.answer(r, engine.Solved) }
				} else {
					a.act(page.Hint)
					p := a.c.core.game.Position()
					r = a.request(remote.OpHint, p)
					reply = func() { a.answer(r, engine.Solved, p.FormatMove(p.Moves()[0])) }
				}
				if tt.stop == nil {
					reply()
					a.pump(func() bool { return a.doc.el("hint").text == msg.T("Hint") })
					got := a.searchShown()
					if tt.want.Notice == anyNotice && got.Notice != "" {
						got.Notice = anyNotice
					}
					if tt.deal {
						if got.Deal == 3 {
							t.Error("the deal found was not dealt")
						}
						got.Deal = 0 // a fresh deal, whichever
					}
					if diff := cmp.Diff(tt.want, got); diff != "" {
						t.Errorf("the search answered (-want +got):\n%s", diff)
					}
					return
				}
				said := len(a.live.said)
				var stopped searchShown
				when.answer(a, r, func(a *tab) {
					tt.stop(a)
					stopped, said = a.searchShown(), len(a.live.said)
				}, reply)
				if diff := cmp.Diff(tt.want, stopped); diff != "" {
					t.Errorf("after the stop (-want +got):\n%s", diff)
				}
				if diff := cmp.Diff(tt.want, a.searchShown()); diff != "" {
					t.Errorf("after the late answer (-want +got):\n%s", diff)
				}
				if len(a.live.said) != said {
					t.Errorf("the late answer was said: %q", a.live.said[said:])
				}
			})
		}
	}
}

// TestSearchStoppedByAnotherDeal: a deal opened otherwise than by New game (the Daily
// dialog, a link followed in the same tab) ends the search of the game it replaces: its
// answer, posted before, neither deals over it nor speaks.
func TestSearchStoppedByAnotherDeal(t *testing.T) {
	daily := dailyDeal(t, "mahjongg-freecell")
	opens := []struct {
		name string
		open func(a *tab)
		deal uint64
	}{
		{"the Daily dialog's Play", func(a *tab) {
			a.send(Home{Name: "daily"})
			a.send(Home{Name: "daily-play", Game: "mahjongg-freecell", Date: today.String()})
		}, daily},
		{"a link followed", func(a *tab) {
			a.addr.hash = "#game=mahjongg-freecell&deal=5"
			a.send(Navigated{})
		}, 5},
	}
	for _, o := range opens {
		for _, s := range longSearches() {
			t.Run(s.name+", "+o.name, func(t *testing.T) {
				a := open(t, nil, freecellDeal, false)
				s.start(a)()
				found := a.next() // the search's answer, on its way to Update
				o.open(a)
				opened := a.searchShown()
				found()
				a.check()
				want := searchShown{Notice: opened.Notice, Button: msg.T("Hint"), Deal: o.deal}
				if diff := cmp.Diff(want, a.searchShown()); diff != "" {
					t.Errorf("after the late answer (-want +got):\n%s", diff)
				}
			})
		}
	}
}

// searchCase is a long search the player starts: start starts it, and returns what answers
// it as the worker would.
type searchCase struct {
	name  string
	start func(a *tab) (reply func())
}

// longSearches are the long searches: a hint, and a winnable deal (New game).
func longSearches() []searchCase {
	return []searchCase{
		{"a hint", func(a *tab) func() {
			a.act(page.Hint)
			p := a.c.core.game.Position()
			r := a.request(remote.OpHint, p)
			return func() { a.answer(r, engine.Solved, p.FormatMove(p.Moves()[0])) }
		}},
		{"a winnable deal", func(a *tab) func() {
			a.act(page.New)
			r := a.request(remote.OpSolve, nil)
			return func() { a.answer(r, engine.Solved) }
		}},
	}
}
