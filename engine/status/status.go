// Package status answers the player's question "can this still be won?" (docs/rules.md#status)
// for a position of any game, and finds, when it cannot, the nearest earlier position of the game's history
// that can: "undo N moves to the last winnable position". The page and the command line
// both ask it; it only calls the variant's Solve, so it gains whatever the solvers gain.
//
// Answers are honest: a position is winnable or not winnable only when a search proved it
// (a winning line found, or every line exhausted); when the context ends first the answer
// is Undecided, never a guess.
//
//   - Shanghai: winnable means winnable without shuffling (pair moves alone clear the
//     layout), which is what the solver proves. A position with shuffles left may be "not
//     winnable" and still be rescued by a shuffle's luck; a shuffle is a move of the history
//     like any other, so the walk back steps over it.
//   - FreeCell, Sea, Stones: winnable means some sequence of moves wins from here.
//   - One Player has no win: its answer is the final score its strategy (the hint's) still
//     expects from the position (Expected); there is nothing to walk back to.
//
// A history is monotone except across a Shanghai shuffle: a position from which a winnable
// one was reached by moves is winnable too. The walk does not rely on it: it asks each
// position from the latest backwards and stops at the first it cannot decide, so that
// "nearest" is never claimed without proof of every position after it.
package status

import (
	"context"
	"strconv"

	"mahjong/engine"
)

// Kind is what is known of a position.
type Kind uint8

// The kinds.
const (
	Undecided   Kind = iota // the search ran out of time (or was not run)
	Winnable                // proved: a line of moves wins from here
	NotWinnable             // proved: no line of moves wins from here
	Won                     // the game is won
	Expected                // a scored game: Score is what the strategy expects to end with
)

// Status is the answer for one position.
type Status struct {
	Kind  Kind
	Score int // Expected: the final score; for an ended scored game, its score
	Nodes int // positions the search expanded, for reports
}

// String says the status in words for a player.
func (s Status) String() string {
	switch s.Kind {
	case Winnable:
		return "winnable (proved)"
	case NotWinnable:
		return "not winnable (proved)"
	case Won:
		return "won"
	case Expected:
		return "expected final score " + strconv.Itoa(s.Score)
	}
	return "not decided"
}

// Decide answers for p, a position of v, searching until ctx ends.
func Decide(ctx context.Context, v *engine.Variant, p engine.Position) Status {
	if v.Scored {
		if p.Status() != engine.Playing {
			if sc, ok := p.(engine.Scorer); ok {
				return Status{Kind: Expected, Score: sc.Score()}
			}
		}
		sol := v.Solve(ctx, p)
		if sol.Verdict != engine.Solved {
			return Status{Nodes: sol.Nodes}
		}
		return Status{Kind: Expected, Score: sol.Score, Nodes: sol.Nodes}
	}
	switch p.Status() {
	case engine.Won:
		return Status{Kind: Won}
	case engine.Lost:
		return Status{Kind: NotWinnable} // no legal move is left: nothing to search
	}
	sol := v.Solve(ctx, p)
	switch sol.Verdict {
	case engine.Solved:
		return Status{Kind: Winnable, Nodes: sol.Nodes}
	case engine.Unsolvable:
		return Status{Kind: NotWinnable, Nodes: sol.Nodes}
	}
	return Status{Nodes: sol.Nodes}
}

// Answer is the outcome of a walk back through a history.
type Answer uint8

// The answers.
const (
	// Found: the position Moves back is proved winnable, and every later one proved not.
	Found Answer = iota
	// NoneWinnable: every earlier position of the history, back to the start, is proved not
	// winnable (the deal itself cannot be won).
	NoneWinnable
	// CannotTell: the position Moves back could not be decided in time; every later one is
	// proved not winnable.
	CannotTell
	// NoWin: the game keeps a score and has no win to walk back to (One Player).
	NoWin
)

// Back is where the walk back stopped.
type Back struct {
	Answer Answer
	Moves  int // Found: undo this many moves; CannotTell: the position this many back
	Nodes  int // positions the searches expanded, for reports
}

// String says the answer in words for a player.
func (b Back) String() string {
	switch b.Answer {
	case Found:
		return "undo " + movesText(b.Moves) + " to the last winnable position"
	case NoneWinnable:
		return "no earlier position of this game is winnable: the deal cannot be won"
	case CannotTell:
		return "could not tell in time whether the position " + movesText(b.Moves) + " back is winnable"
	}
	return "this game has no win, only a score"
}

func movesText(n int) string {
	if n == 1 {
		return "1 move"
	}
	return strconv.Itoa(n) + " moves"
}

// Walk looks back through history, the positions of a game from its start (history[0]) to
// the current one (the last), for the nearest earlier position that is winnable. The current
// position is not searched again: ask Decide first, and walk back when it is not winnable.
// Every position is searched within the one ctx: when it ends, the answer is CannotTell for
// the position being searched.
func Walk(ctx context.Context, v *engine.Variant, history []engine.Position) Back {
	if v.Scored {
		return Back{Answer: NoWin}
	}
	var b Back
	for k := 1; k < len(history); k++ {
		s := Decide(ctx, v, history[len(history)-1-k])
		b.Nodes += s.Nodes
		switch s.Kind {
		case Winnable, Won:
			b.Answer, b.Moves = Found, k
			return b
		case Undecided:
			b.Answer, b.Moves = CannotTell, k
			return b
		}
	}
	b.Answer = NoneWinnable
	return b
}

// History returns the positions of g from its start to its current position, for Walk.
func History(g *engine.Game) []engine.Position {
	n := len(g.Played())
	h := make([]engine.Position, n+1)
	for i := range h {
		h[i] = g.PositionAt(i)
	}
	return h
}
