package view

import (
	"strconv"

	"mahjong/engine"
)

// OnePlayerResult returns the message for a One Player game that has ended with status and
// total, with the variant's record as it was before this game (before) and after it (after,
// better when this game set it); false while the game goes on.
func OnePlayerResult(status engine.Status, total int, before, after BestScore, better bool, elapsed int) (Result, bool) {
	if status == engine.Playing {
		return Result{}, false
	}
	r := Result{Kind: "won", Title: "All ten lines are complete"}
	if status == engine.Lost {
		// Only a position written by hand can run out of tiles; a dealt game always ends won.
		r = Result{Kind: "lost", Title: "No tiles left", Undo: true}
	}
	r.Text = "You scored " + strconv.Itoa(total) + " in " + FormatClock(elapsed) + ". "
	switch {
	case better && before.Games == 0:
		r.Text += "That is your first score in this game: the best so far."
	case better:
		r.Text += "A new best score! The best was " + strconv.Itoa(before.Score) + "."
	default:
		r.Text += "Your best is " + strconv.Itoa(after.Score) + " (deal " + strconv.FormatUint(after.Deal, 10) + ")."
	}
	r.Text += " " + plural(after.Games, "game", "games") + " played."
	return r, true
}
