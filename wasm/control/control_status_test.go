//go:build !js

package control

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/remote"
	"mahjong/wasm/store"
)

// The status, "can this still be won?" (docs/rules.md#status), driven through Update with
// the worker's answers: what it shows, what it drops, and "Undo N moves".

// outlookShown is what the status shows: its state (data-state, after "hidden" when it is),
// its text, and its Undo button's label (when shown) and moves (data-undo).
type outlookShown struct {
	State, Text, Label string
	Undo               int
}

func (tb *tab) outlook() outlookShown {
	box, undo := tb.doc.el("outlook"), tb.doc.el("outlook-undo")
	o := outlookShown{State: box.attrs["data-state"], Text: tb.doc.el("outlook-text").text}
	if box.hidden {
		o.State = "hidden " + o.State
	}
	if !undo.hidden {
		o.Label = undo.text
	}
	o.Undo, _ = strconv.Atoi(box.attrs["data-undo"])
	return o
}

// outlookIs reports whether the status shows want.
func (tb *tab) outlookIs(want outlookShown) func() bool {
	return func() bool { return tb.outlook() == want }
}

func TestStatusAfterMove(t *testing.T) {
	working := outlookShown{State: "working", Text: msg.T("Not decided yet…")}
	tests := []struct {
		name string
		on   bool
		want outlookShown
	}{
		// Never written: the page's markup has it hidden, data-state="off".
		{"off: nothing shown, nothing asked", false, outlookShown{}},
		{"on: the position shown is searched", true, working},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := open(t, nil, square, false)
			a.statusOn(tt.on)
			a.playFirst()
			if diff := cmp.Diff(tt.want, a.outlook()); diff != "" {
				t.Errorf("the status after a move (-want +got):\n%s", diff)
			}
			if !tt.on {
				if len(a.worker.requests) != 0 {
					t.Errorf("the worker was asked %v with the status off", a.worker.requests)
				}
				return
			}
			r := a.request(remote.OpSolve, a.c.core.game.Position())
			if r.Game != "shanghai-square" {
				t.Errorf("the worker was asked about %q, want shanghai-square", r.Game)
			}
		})
	}
}

// TestStatusAnswer: what the worker answers for the position after three moves, and for the
// positions before it when it is not winnable, is what the status shows; Undo N moves takes
// back those moves.
func TestStatusAnswer(t *testing.T) {
	lost := msg.T("Not winnable without shuffling any more (proved)")
	tests := []struct {
		name   string
		decide engine.Verdict
		walk   []engine.Verdict // the answers for 1, 2, 3 moves back
		want   outlookShown
	}{
		{"winnable", engine.Solved, nil,
			outlookShown{State: "winnable", Text: msg.T("Winnable without shuffling (proved)")}},
		{"undecided", engine.Unknown, nil,
			outlookShown{State: "undecided", Text: msg.T("Not decided yet (too long to tell)")}},
		{"not winnable, winnable 1 move back", engine.Unsolvable, []engine.Verdict{engine.Solved},
			outlookShown{State: "not-winnable", Text: msg.T("Not winnable without shuffling any more (proved)."), Label: page.UndoLabel(1), Undo: 1}},
		{"not winnable, winnable 2 moves back", engine.Unsolvable, []engine.Verdict{engine.Unsolvable, engine.Solved},
			outlookShown{State: "not-winnable", Text: msg.T("Not winnable without shuffling any more (proved)."), Label: page.UndoLabel(2), Undo: 2}},
		{"not winnable from the start", engine.Unsolvable, []engine.Verdict{engine.Unsolvable, engine.Unsolvable, engine.Unsolvable},
			outlookShown{State: "not-winnable", Text: msg.T("Not winnable without shuffling (proved), not even from the deal's start.")}},
		{"not winnable, 2 moves back not told in time", engine.Unsolvable, []engine.Verdict{engine.Unsolvable, engine.Unknown},
			outlookShown{State: "not-winnable", Text: msg.T("{status}: could not tell in time which earlier position is winnable.", "status", lost)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := open(t, nil, square, false)
			positions := []engine.Position{a.c.core.game.Position()}
			for range 3 {
				a.playFirst()
				positions = append(positions, a.c.core.game.Position())
			}
			// On now, so that no earlier search asks about the positions the walk back asks.
			a.statusOn(true)
			a.answer(a.request(remote.OpSolve, positions[3]), tt.decide)
			for k, verdict := range tt.walk {
				a.answer(a.request(remote.OpSolve, positions[2-k]), verdict)
			}
			a.pump(a.outlookIs(tt.want))

			said := len(a.live.said)
			a.send(Act{Action: page.UndoWinnable})
			if got, want := len(a.c.core.game.Played()), 3-tt.want.Undo; got != want {
				t.Fatalf("Undo to the last winnable position left %d moves, want %d", got, want)
			}
			if tt.want.Undo == 0 {
				if len(a.live.said) != said {
					t.Errorf("with nothing to undo, the live region said %q", a.live.said[said:])
				}
				return
			}
			if len(a.live.said) == said {
				t.Error("the undo was not said")
			}
			if !a.c.core.game.CanRedo() {
				t.Error("the moves undone cannot be redone")
			}
			// The position shown is searched again.
			a.request(remote.OpSolve, positions[3-tt.want.Undo])
			if got := a.outlook().State; got != "working" {
				t.Errorf("after the undo the status is %q, want working", got)
			}
		})
	}
}

// TestStatusLateAnswer: the answer for a position the player has moved on from is dropped,
// whether the worker gives it late or the search had posted it before the move.
func TestStatusLateAnswer(t *testing.T) {
	tests := []struct {
		name string
		// moveOn plays the second move while the first position's answer is on its way.
		moveOn func(a *tab, first remote.Request)
	}{
		{"the worker answers after the move", func(a *tab, first remote.Request) {
			a.playFirst()
			a.cancelled(first) // the worker is told to stop it
			a.answer(first, engine.Solved)
		}},
		{"the answer was posted before the move", func(a *tab, first remote.Request) {
			a.answer(first, engine.Solved)
			found := a.next() // the first search's answer, on its way to Update
			a.playFirst()
			found()
			a.check()
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := open(t, nil, square, false)
			a.statusOn(true)
			a.playFirst()
			first := a.request(remote.OpSolve, a.c.core.game.Position())
			tt.moveOn(a, first)
			working := outlookShown{State: "working", Text: msg.T("Not decided yet…")}
			if diff := cmp.Diff(working, a.outlook()); diff != "" {
				t.Errorf("the status after the late answer (-want +got):\n%s", diff)
			}
			a.answer(a.request(remote.OpSolve, a.c.core.game.Position()), engine.Unknown)
			a.pump(a.outlookIs(outlookShown{State: "undecided", Text: msg.T("Not decided yet (too long to tell)")}))
		})
	}
}

// TestStatusCountsAsHelp: a game won with the status shown, at any time of the game, counts
// as won with help; Undo N moves changes nothing else in the statistics.
func TestStatusCountsAsHelp(t *testing.T) {
	tests := []struct {
		name string
		// play plays the game to its end.
		play   func(a *tab)
		helped int
	}{
		{"status off", func(a *tab) { a.playToWin() }, 0},
		{"status on", func(a *tab) {
			a.statusOn(true)
			a.playToWin()
		}, 1},
		{"status on for one move", func(a *tab) {
			a.statusOn(true)
			line := a.winningLine()
			a.play(line[0])
			a.statusOn(false)
			for _, m := range line[1:] {
				a.play(m)
			}
		}, 1},
		{"undo to the last winnable position, then won", func(a *tab) {
			line := a.winningLine()
			a.play(line[0])
			a.play(line[1])
			a.statusOn(true)
			a.answer(a.request(remote.OpSolve, a.c.core.game.Position()), engine.Unsolvable)
			a.answer(a.request(remote.OpSolve, a.c.core.game.PositionAt(1)), engine.Solved)
			a.pump(func() bool { return a.outlook().Undo == 1 })
			a.act(page.UndoWinnable)
			if got := len(a.c.core.game.Played()); got != 1 {
				t.Fatalf("the undo left %d moves, want 1", got)
			}
			a.playToWin()
		}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newFakeStorage()
			a := open(t, st, square, false)
			tt.play(a)
			want := store.Stats{Played: 1, Won: 1, Streak: 1, BestStreak: 1, Helped: tt.helped,
				Moves: engine.TileMoves(a.c.core.game.Played())}
			if diff := cmp.Diff(want, stats(t, st, "shanghai-square")); diff != "" {
				t.Errorf("the statistics (-want +got):\n%s", diff)
			}
		})
	}
}
