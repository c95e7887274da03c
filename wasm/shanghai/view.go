package shanghai

import (
	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

// View is what the page's controller asks of the Shanghai games (board.View): the status
// line, the result, the announcements and the hint, and their shuffles (board.Shuffler).
type View struct{}

func sh(p engine.Position) *shanghai.Position { return board.PositionOf[*shanghai.Position](p) }

// Counts: the tiles left and the free pairs.
func (View) Counts(p engine.Position, _ []engine.Move) (tiles, moves int) { return Counts(sh(p)) }

func (View) TilesLabel() string { return msg.T("Tiles") }
func (View) MovesLabel() string { return msg.T("Pairs") }

func (View) Result(p engine.Position, g board.Game) (board.Result, bool) {
	sp := sh(p)
	return Result(sp.Status(), sp.Remaining(), sp.ShufflesLeft(), g.Seconds)
}

func (View) Announce(before engine.Position, m engine.Move, after engine.Position) string {
	return Announce(sh(before), m, sh(after))
}

// Noted: a Shanghai move calls for no notice of its own.
func (View) Noted(engine.Position, engine.Move, engine.Position) string { return "" }

// Hinted: the pair to remove; no move (the zero move) means the search found none.
func (View) Hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string) {
	return Hint(sh(p), m, m != (engine.Move{}), verdict)
}

func (View) Shuffles(p engine.Position) (left int, allowed bool) {
	sp := sh(p)
	return sp.ShufflesLeft(), sp.CanShuffle()
}

func (View) ShuffleMove() engine.Move { return shanghai.ShuffleMove }

var (
	_ board.View     = View{}
	_ board.Shuffler = View{}
)
