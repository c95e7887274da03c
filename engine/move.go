package engine

// Place names somewhere a move starts or ends: a layout slot, a column, a cell, a foundation
// pile, a board square, the hand. What the number means belongs to each family; the engine
// core only carries it.
type Place int16

// NoPlace is the place of a move that has none (a shuffle, the end of a turn).
const NoPlace Place = -1

// Action says what kind of move it is. Every game moves from a place to a place; the extra
// actions are moves too, so that history, replays, notation and solvers treat them alike.
type Action uint8

// The actions.
const (
	Step    Action = iota // from → to: a pair removed, a tile or group moved, a stone placed
	Shuffle               // Shanghai: rearrange the remaining tiles
	EndTurn               // One Player: end the turn and draw
	Swap                  // One Player: exchange two tiles inside a line
	Setting               // a rule switched for the rest of the game (FreeCell's auto-play): To is 1 for on, 0 for off
)

// Move is one move of any game. It is a small value so that solvers can keep millions.
//
// The zero Move, a step from place 0 to itself, is no game's move: a hint that has none to
// give returns it.
type Move struct {
	Action Action
	From   Place
	To     Place
	N      uint8 // how many tiles move together (group moves); 0 or 1 means one
}

// StepMove returns the move of one thing from from to to.
func StepMove(from, to Place) Move { return Move{Action: Step, From: from, To: to} }

// Plays counts the moves of ms that play the game: every action but a Setting switch, which
// changes how later moves behave and moves nothing itself.
func Plays(ms []Move) int {
	n := 0
	for _, m := range ms {
		if m.Action != Setting {
			n++
		}
	}
	return n
}

// TileMoves counts the moves of ms that move tiles: every play (Plays) but the end of a
// turn, which only draws. They are the moves the statistics average.
func TileMoves(ms []Move) int {
	n := 0
	for _, m := range ms {
		if m.Action != Setting && m.Action != EndTurn {
			n++
		}
	}
	return n
}

// MovesFrom returns the legal moves of p that start at from, in p.Moves order, for a player
// who has picked the thing at from. A Swap exchanges two places, so it starts at either: one
// that ends at from is returned turned around.
//
// It is generic, and not inlined, so that a program links the move generators of only the
// families it calls it for, in one copy.
//
//go:noinline
func MovesFrom[P Position](p P, from Place) []Move {
	var out []Move
	for _, m := range p.Moves() {
		if m.Action == Swap && m.To == from {
			m.From, m.To = m.To, m.From
		}
		if m.From == from {
			out = append(out, m)
		}
	}
	return out
}
