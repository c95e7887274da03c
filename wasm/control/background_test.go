//go:build !js

package control

import (
	"context"
	"slices"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/wasm/remote"
)

// The controller's searches (the status, a hint, a winnable deal) wait for the solvers'
// worker in goroutines, which report through Post to main's loop. Here the test is that
// loop, and the worker: it runs what the goroutines posted when it says (next, pump), and
// answers the requests the fake Worker port kept (request, answer).

// patience bounds how long a test waits for background work that should come at once: a
// bound on a failure, not a sleep.
const patience = 20 * time.Second

// next returns the next message background work posted, without running it: the test runs
// it when it says, as main's loop would once it got to it.
func (tb *tab) next() func() {
	tb.t.Helper()
	select {
	case m := <-tb.c.core.inbox:
		return func() { tb.c.Update(m) }
	case <-time.After(patience):
		tb.t.Fatalf("nothing was posted in %v (the status shows %+v, the notice %q)", patience, tb.outlook(), tb.notice())
		return nil
	}
}

// pump runs what background work posts, as main's loop does, until done holds.
func (tb *tab) pump(done func() bool) {
	tb.t.Helper()
	for !done() {
		tb.next()()
		tb.check()
	}
}

// request pumps until the worker is asked op about p (any position when p is nil), and
// returns the request, taken out of the worker's list. The others stay: a stopped search's
// (its OpCancel, or its request posted as it was stopped) come in any order with the next
// search's.
func (tb *tab) request(op remote.Op, p engine.Position) remote.Request {
	tb.t.Helper()
	w := tb.worker
	var found remote.Request
	tb.pump(func() bool {
		for i, r := range w.requests {
			if r.Op == op && (p == nil || r.Position == p.String()) {
				found = r
				w.requests = append(w.requests[:i:i], w.requests[i+1:]...)
				return true
			}
		}
		return false
	})
	return found
}

// cancelled pumps until the worker is told to stop the request r.
func (tb *tab) cancelled(r remote.Request) {
	tb.t.Helper()
	tb.pump(func() bool {
		return slices.ContainsFunc(tb.worker.requests, func(q remote.Request) bool {
			return q.Op == remote.OpCancel && q.ID == r.ID
		})
	})
}

// answer answers r as the worker would, with verdict and, for a hint, the move proposed.
func (tb *tab) answer(r remote.Request, verdict engine.Verdict, moves ...string) {
	tb.t.Helper()
	tb.send(SolverReply{Reply: remote.Reply{ID: r.ID, Verdict: verdict, Moves: moves}})
}

// winningLine is a line of moves that wins the game from the position shown, found by the
// variant's own solver (the test's, native): what the player plays to the end.
func (tb *tab) winningLine() []engine.Move {
	tb.t.Helper()
	p := tb.c.core.game.Position()
	v, ok := catalog.Lookup(p.Variant())
	if !ok {
		tb.t.Fatalf("no variant %s", p.Variant())
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	sol := v.Solve(ctx, p)
	if sol.Verdict != engine.Solved {
		tb.t.Fatalf("the solver found no win from the position of %s deal %d", p.Variant(), p.Deal())
	}
	return sol.Moves
}

// playToWin plays a winning line to the end of the game.
func (tb *tab) playToWin() {
	tb.t.Helper()
	for _, m := range tb.winningLine() {
		tb.play(m)
	}
	if got := tb.c.core.game.Position().Status(); got != engine.Won {
		tb.t.Fatalf("the game is %v after its winning line", got)
	}
}

// statusOn turns "Say whether the game can still be won" on in Settings, the other
// settings at their defaults.
func (tb *tab) statusOn(on bool) {
	tb.t.Helper()
	f := Form{"autoplay": "on", "winnable": "on", "available": "on", "animations": "on",
		"theme": "system", "size": "100", "faces": "classic"}
	if on {
		f["status"] = "on"
	}
	tb.send(SettingsChanged{Form: f})
}
