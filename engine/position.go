package engine

import "context"

// Status is where a game stands.
type Status uint8

// The statuses.
const (
	Playing Status = iota
	Won
	Lost // no legal move is left (or, in scored games, the game is over)
)

func (s Status) String() string {
	switch s {
	case Won:
		return "won"
	case Lost:
		return "lost"
	}
	return "playing"
}

// Position is the state of one game between moves. Positions are values: Apply returns a new
// position and leaves its receiver as it was, so that history, hints and solvers can keep
// and share them freely.
type Position interface {
	// Variant returns the variant id ("shanghai-turtle").
	Variant() string
	// Deal returns the deal number the game was dealt from.
	Deal() uint64
	// Status reports whether the game goes on, is won or is lost.
	Status() Status
	// Moves returns every legal move, in a fixed order.
	Moves() []Move
	// Apply returns the position after m, or an error (an *IllegalMoveError for a move the
	// rules refuse) and no position.
	Apply(m Move) (Position, error)
	// FormatMove writes m in the family's move notation.
	FormatMove(m Move) string
	// ParseMove reads a move in the family's notation. It checks the form, not legality.
	ParseMove(s string) (Move, error)
	// String writes the position in notation: a header, then the board as it looks.
	String() string
}

// AsPosition returns p as a Position, or a nil Position and err: returning p itself with an
// error would put a typed nil inside the interface, which does not compare equal to nil. A
// family's Apply, and a Variant's Parse, are made from the family's typed ones with it.
func AsPosition[P Position](p P, err error) (Position, error) {
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Verdict is a solver's answer.
type Verdict uint8

// The verdicts.
const (
	Unknown    Verdict = iota // the budget ran out first
	Solved                    // Moves wins the game (or, for scored games, reaches Score)
	Unsolvable                // proved: no sequence of moves wins
)

func (v Verdict) String() string {
	switch v {
	case Solved:
		return "won"
	case Unsolvable:
		return "unsolvable"
	}
	return "unknown"
}

// Solution is what a solver found.
type Solution struct {
	Verdict Verdict
	Moves   []Move // the winning line from the position, when Verdict is Solved
	Score   int    // scored games: the final score the line reaches
	Nodes   int    // positions searched, for reports
}

// Solver searches a position until it decides it or ctx is done.
type Solver func(ctx context.Context, p Position) Solution

// MaxDeal is the largest deal number. Deals are numbered from 1 to MaxDeal everywhere: the
// page's links, the embedding page's commands and the command line. It is the largest
// integer a JavaScript number holds exactly, so that a deal reads the same in Go, in the page
// and in a host's script. (New deals any number; the range is what the interfaces accept.)
const MaxDeal = 1<<53 - 1

// Hinter proposes a move from a position, within ctx, with the verdict of the search behind
// it: Solved when the move starts a winning line (for scored games, the line of Solve),
// Unsolvable when no line wins (the move may then be the zero Move, or the family's best
// guess), Unknown when ctx ran out first (the move is the family's best guess). The zero
// Move means there is no move to propose.
type Hinter func(ctx context.Context, p Position) (Move, Verdict)

// Scorer is a position that carries a score: the points a player has made so far, and in
// scored games (Variant.Scored) the result of the game.
type Scorer interface {
	Score() int
}

// Variant describes one game of the collection.
type Variant struct {
	ID     string // fixed: URLs, saved games and statistics use it
	Name   string // display name
	Family Family
	Scored bool // the game ends with a score rather than a win or a loss

	// New deals game number deal.
	New func(deal uint64) Position
	// Random, where not nil, deals the same tiles uniformly at random instead of by the
	// family's construction (for measuring solvers on deals not built to be winnable).
	Random func(deal uint64) Position
	// Parse reads a position written by Position.String.
	Parse func(text string) (Position, error)
	// Solve searches a position of this variant.
	Solve Solver
	// Hint proposes a move from a position of this variant.
	Hint Hinter
}
