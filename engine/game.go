package engine

// Game is one game being played: its starting position and the moves made, with unlimited
// undo and redo. Every variant shares it; a family only supplies positions.
//
// Because positions are values, the history keeps the position after each move, and undo
// and redo only move a cursor.
type Game struct {
	start Position
	moves []Move
	after []Position // after[i] is the position after moves[i]
	cur   int        // moves[:cur] are played; moves[cur:] can be redone
}

// NewGame starts a game from p.
func NewGame(p Position) *Game { return &Game{start: p} }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.start }

// Position returns the current position.
func (g *Game) Position() Position {
	if g.cur == 0 {
		return g.start
	}
	return g.after[g.cur-1]
}

// Play applies m to the current position. A new move drops the moves that could be redone.
// On error nothing changes.
func (g *Game) Play(m Move) error {
	next, err := g.Position().Apply(m)
	if err != nil {
		return err
	}
	g.moves = append(g.moves[:g.cur], m)
	g.after = append(g.after[:g.cur], next)
	g.cur++
	return nil
}

// Undo takes back the last move played and reports whether there was one.
func (g *Game) Undo() bool {
	if g.cur == 0 {
		return false
	}
	g.cur--
	return true
}

// Redo plays again the last move undone and reports whether there was one.
func (g *Game) Redo() bool {
	if g.cur == len(g.moves) {
		return false
	}
	g.cur++
	return true
}

// CanUndo reports whether a move can be taken back.
func (g *Game) CanUndo() bool { return g.cur > 0 }

// CanRedo reports whether an undone move can be played again.
func (g *Game) CanRedo() bool { return g.cur < len(g.moves) }

// Played returns the moves from the start to the current position. The caller must not
// modify the slice.
func (g *Game) Played() []Move { return g.moves[:g.cur:g.cur] }

// Undone returns the moves that Redo would play again, in order.
func (g *Game) Undone() []Move { return g.moves[g.cur:len(g.moves):len(g.moves)] }

// Moved reports whether the game has been played: a move played, or played and undone, since
// its start, a Setting switch aside (see Plays).
func (g *Game) Moved() bool { return Plays(g.moves) > 0 }

// PositionAt returns the position after the first n moves played (0 is the start).
func (g *Game) PositionAt(n int) Position {
	if n <= 0 {
		return g.start
	}
	return g.after[n-1]
}

// Replay plays moves in order from the start of a new game on p, and stops at the first
// move that fails, returning the game so far and that move's error with its index.
func Replay(p Position, moves []Move) (*Game, int, error) {
	g := NewGame(p)
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			return g, i, err
		}
	}
	return g, len(moves), nil
}

// ReplayNotation is Replay for moves written in the notation of p's family, as a player or a
// file gives them: a move that does not read stops it as one that cannot be played does.
func ReplayNotation(p Position, moves []string) (*Game, int, error) {
	g := NewGame(p)
	for i, s := range moves {
		m, err := g.Position().ParseMove(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return g, i, err
		}
	}
	return g, len(moves), nil
}
