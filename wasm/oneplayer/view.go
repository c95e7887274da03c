package oneplayer

import (
	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

// View is what the page's controller asks of Mah-Jongg One Player (board.View): the status
// line, the result with the player's record, the announcements and the hint.
type View struct{}

func op(p engine.Position) *oneplayer.Position { return board.PositionOf[*oneplayer.Position](p) }

// Counts: the tiles left in the wall and the turn.
func (View) Counts(p engine.Position, _ []engine.Move) (tiles, moves int) {
	o := op(p)
	return o.WallLeft(), o.Turn()
}

func (View) TilesLabel() string { return msg.T("Wall") }
func (View) MovesLabel() string { return msg.T("Turn") }

// Result compares the score with the record g carries (none for a replay: its score is
// another player's).
func (View) Result(p engine.Position, g board.Game) (board.Result, bool) {
	o := op(p)
	rec := Record{}
	if !g.Replay {
		rec = Record{Known: true, Counted: g.Counted, Best: g.Best, Scored: g.Scored}
	}
	return Result(o.Status(), o.Score(), rec, g.Seconds)
}

func (View) Announce(before engine.Position, m engine.Move, after engine.Position) string {
	return Announce(op(before), m, op(after))
}

// Noted: a move calls for no notice of its own.
func (View) Noted(engine.Position, engine.Move, engine.Position) string { return "" }

func (View) Hinted(p engine.Position, m engine.Move, _ engine.Verdict) ([]engine.Place, string) {
	return Hint(op(p), m)
}

var _ board.View = View{}
