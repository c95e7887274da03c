package stones

import (
	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

// View is what the page's controller asks of the Stones games (board.View): the status
// line, the result, the announcements and the hint.
type View struct{}

func st(p engine.Position) *stones.Position { return board.PositionOf[*stones.Position](p) }

// Counts: the stones still to place and the squares the current one may go to.
func (View) Counts(p engine.Position, _ []engine.Move) (tiles, moves int) { return Counts(st(p)) }

func (View) TilesLabel() string { return msg.T("Stones left") }
func (View) MovesLabel() string { return msg.T("Legal squares") }

func (View) Result(p engine.Position, g board.Game) (board.Result, bool) {
	return Result(st(p), g.Seconds)
}

func (View) Announce(before engine.Position, m engine.Move, after engine.Position) string {
	return Announce(st(before), m, st(after))
}

// Noted: a placement calls for no notice of its own.
func (View) Noted(engine.Position, engine.Move, engine.Position) string { return "" }

// Hinted shows the solver's square with its verdict; when the solver could not prove a
// square (no move), the heuristic's best square it proposes instead.
func (View) Hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string) {
	square := -1
	if m != (engine.Move{}) {
		square = int(m.To)
	}
	return Hint(st(p), square, verdict)
}

var _ board.View = View{}
