// Package remote runs the engine's solvers away from the page's thread, in a Web Worker of
// their own (solve.wasm, built from wasm/solve). The page's module is built without the
// solvers (engine.Solvers is false there): they are code the first board does not need, and
// in a worker a search never delays the player's input, however long it runs.
//
// The page equips a variant with a Client (Client.Equip): its Solve and Hint then send the
// position to the worker as text and wait for the answer, so code written against
// engine.Variant (engine/status, the page's searches) works unchanged. The worker runs a
// Server, which answers the requests one at a time, in the order they came.
package remote

import (
	"context"
	"time"

	"mahjong/engine"
)

// Op is what a request asks.
type Op uint8

// The requests.
const (
	OpSolve  Op = iota + 1 // Variant.Solve
	OpHint                 // Variant.Hint
	OpCancel               // stop the search of request ID, or drop it unstarted
)

// A Request is one message from the page to the worker.
type Request struct {
	ID       int
	Op       Op
	Game     string        // the variant id
	Layout   string        // a layout the catalog does not hold: its slots, as link.EncodeLayout writes them
	Position string        // the position, as Position.String writes it
	Budget   time.Duration // how long the search may take, counted from when it starts
}

// A Reply is the worker's answer to one request (none for OpCancel, nor for a request
// cancelled before it started).
type Reply struct {
	ID      int
	Verdict engine.Verdict
	// Moves is the move proposed (OpHint: none when the zero Move), as the position writes
	// it. OpSolve sends no line (Client.Equip says why).
	Moves []string
	Score int // OpSolve: Solution.Score
	Nodes int // OpSolve: Solution.Nodes
	// Err says why the request could not be answered (an unknown game, a position that does
	// not parse, a worker that failed to start); Verdict is then Unknown.
	Err string
}

// Answer runs req on p, a position of v (a variant carrying its solvers), within ctx.
func Answer(ctx context.Context, v *engine.Variant, p engine.Position, op Op) Reply {
	switch op {
	case OpSolve:
		sol := v.Solve(ctx, p)
		return Reply{Verdict: sol.Verdict, Score: sol.Score, Nodes: sol.Nodes}
	case OpHint:
		m, verdict := v.Hint(ctx, p)
		r := Reply{Verdict: verdict}
		if m != (engine.Move{}) {
			r.Moves = []string{p.FormatMove(m)}
		}
		return r
	}
	return Reply{Err: "no such request"}
}
