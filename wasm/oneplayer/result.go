package oneplayer

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
)

// Record is what a One Player variant's statistics say of its scored games, and whether
// the game the result is about is counted in them already.
type Record struct {
	Known   bool // false when no record applies (a replay shows another player's game)
	Counted bool // the statistics include this game (a finished game opened again)
	Best    int  // the best score; meaningful when Scored > 0
	Scored  int  // games that ended with a score
}

// Result returns the message for a One Player game that has ended with status and
// total, compared with the variant's record rec; false while the game goes on.
func Result(status engine.Status, total int, rec Record, elapsed int) (board.Result, bool) {
	if status == engine.Playing {
		return board.Result{}, false
	}
	r := board.Result{Kind: "won", Title: msg.T("All ten lines are complete")}
	if status == engine.Lost {
		// Only a position written by hand can run out of tiles; a dealt game always ends won.
		r = board.Result{Kind: "lost", Title: msg.T("No tiles left"), Undo: true}
	}
	r.Text = msg.T("You scored {score} in {time}.", "score", msg.Number(total), "time", clock.Format(elapsed))
	if !rec.Known {
		return r, true
	}
	scored := rec.Scored
	var best string
	switch {
	case rec.Counted && scored > 0:
		best = msg.T("Your best is {best}.", "best", msg.Number(rec.Best))
	case rec.Counted:
		// The statistics were cleared since this game was counted: nothing to compare with.
		return r, true
	case scored == 0:
		best = msg.T("That is your first score in this game: the best so far.")
		scored++
	case total > rec.Best:
		best = msg.T("A new best score! The best was {best}.", "best", msg.Number(rec.Best))
		scored++
	default:
		best = msg.T("Your best is {best}.", "best", msg.Number(rec.Best))
		scored++
	}
	r.Text = board.Sentences(r.Text, best, msg.N(scored, "{n} game scored.", "{n} games scored."))
	return r, true
}
