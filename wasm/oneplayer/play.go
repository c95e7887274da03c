package oneplayer

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
)

// What a click, a drop or the hint does in One Player. Legality is always the engine's: a move
// is tried with Apply, and a refusal shows the engine's reason.

// The notices of One Player that are the interface's own (the rules' reasons come from the
// engine).
const (
	NoticePickFirst = "Pick a tile from your hand first, then a marked cell."
	NoticeEmptySlot = "That hand slot is empty."
	NoticeOver      = "The game is over."
)

// Target is what was clicked: a hand slot or a cell (Place), or the End turn control.
type Target struct {
	End   bool
	Place engine.Place
}

// Click decides what a click does when selected is picked (or engine.NoPlace):
//   - the End turn control ends the turn;
//   - a hand tile is picked, or dropped when it was the pick;
//   - with a hand tile picked, a cell it can go to takes it;
//   - a placed tile is picked (to change places with another of its line), or, when a tile
//     of its line is picked, the two change places;
//   - anything else explains itself and changes nothing.
func Click(p *oneplayer.Position, selected engine.Place, t Target) board.Outcome {
	selected = opPick(p, selected)
	if p.Status() != engine.Playing {
		return board.Outcome{Selected: engine.NoPlace, Notice: msg.T(NoticeOver)}
	}
	if t.End {
		return opTry(p, selected, engine.Move{Action: engine.EndTurn, From: engine.NoPlace, To: engine.NoPlace})
	}
	here := t.Place
	if oneplayer.IsHand(here) {
		switch {
		case p.Hand()[here] == engine.NoTile:
			return board.Outcome{Selected: selected, Notice: msg.T(NoticeEmptySlot)}
		case here == selected:
			return board.Outcome{Selected: engine.NoPlace}
		}
		return board.Outcome{Selected: here}
	}
	if _, _, ok := oneplayer.CellOf(here); !ok {
		return board.Outcome{Selected: selected}
	}
	filled := p.At(here) != engine.NoTile
	switch {
	case here == selected:
		return board.Outcome{Selected: engine.NoPlace}
	case selected != engine.NoPlace && oneplayer.IsHand(selected) && !filled:
		return opTry(p, selected, engine.StepMove(selected, here))
	case !filled:
		return board.Outcome{Selected: selected, Notice: msg.T(NoticePickFirst)}
	case selected != engine.NoPlace && !oneplayer.IsHand(selected) && oneplayer.SameLine(selected, here):
		return opTry(p, selected, engine.Move{Action: engine.Swap, From: selected, To: here})
	}
	// A placed tile becomes the pick, unless it may never move.
	if p.IsAnchor(here) {
		return board.Outcome{Selected: selected, Notice: opSentence(p.AnchorReason(here))}
	}
	return board.Outcome{Selected: here}
}

// Drop decides what dropping the tile of from (a hand slot or a cell) on the cell to
// does: a hand tile is placed, a placed tile changes places with the tile there. A refusal
// gives the engine's reason and drops the pick.
func Drop(p *oneplayer.Position, from, to engine.Place) board.Outcome {
	if p.Status() != engine.Playing {
		return board.Outcome{Selected: engine.NoPlace, Notice: msg.T(NoticeOver)}
	}
	if from == to {
		return board.Outcome{Selected: engine.NoPlace}
	}
	if oneplayer.IsHand(from) {
		return opTry(p, engine.NoPlace, engine.StepMove(from, to))
	}
	if p.At(to) == engine.NoTile {
		// An empty cell of the line is not a swap; say what the rule is.
		if p.IsAnchor(from) {
			return board.Outcome{Selected: engine.NoPlace, Notice: opSentence(p.AnchorReason(from))}
		}
	}
	return opTry(p, engine.NoPlace, engine.Move{Action: engine.Swap, From: from, To: to})
}

// opTry plays m if the engine allows it, and otherwise keeps the pick and gives the reason.
func opTry(p *oneplayer.Position, selected engine.Place, m engine.Move) board.Outcome {
	if _, err := p.Apply(m); err != nil {
		return board.Outcome{Selected: selected, Notice: opReason(err)}
	}
	return board.Outcome{Selected: engine.NoPlace, Play: true, Move: m}
}

// opReason is the player's sentence for a refused move.
func opReason(err error) string {
	// The engine returns its *IllegalMoveError as it is: a type assertion finds it, where
	// errors.As would bring reflection's type checks into the page's WebAssembly.
	if illegal, ok := err.(*engine.IllegalMoveError); ok {
		return opSentence(illegal.Reason)
	}
	return opSentence(err.Error())
}

// opSentence turns one of the engine's reasons into a sentence.
func opSentence(reason string) string { return board.Capitalize(msg.D(reason)) + "." }

// HintEndTurn is the notice of a hint to end the turn.
const HintEndTurn = "End the turn."

// HintNotice is the notice of a hint to play m in p, naming its tiles and cells as the
// board's accessible names do, so that a screen reader says which they are: "Place
// Bamboo 3 from your hand at e+3." or "Swap Bamboo 3 at e+3 and Circle 2 at e-1."
func HintNotice(p *oneplayer.Position, m engine.Move) string {
	at := func(pl engine.Place) string {
		return msg.T("{tile} at {cell}", "tile", msg.D(p.At(pl).String()), "cell", opCellName(pl))
	}
	switch {
	case m.Action == engine.Swap:
		return msg.T("Swap {tile} and {other}.", "tile", at(m.From), "other", at(m.To))
	case m.Action == engine.Step && oneplayer.IsHand(m.From) && int(m.From) < len(p.Hand()):
		return msg.T("Place {tile} from your hand at {cell}.", "tile", msg.D(p.Hand()[m.From].String()), "cell", opCellName(m.To))
	}
	return msg.T(HintEndTurn)
}

// Hint turns m, the strategy's move from p (oneplayer.Hint), into what the page shows: the
// places to mark (engine.NoPlace marks the End turn control) and a notice.
func Hint(p *oneplayer.Position, m engine.Move) ([]engine.Place, string) {
	if p.Status() != engine.Playing {
		return nil, msg.T(NoticeOver)
	}
	switch m.Action {
	case engine.Step, engine.Swap:
		return []engine.Place{m.From, m.To}, HintNotice(p, m)
	}
	return []engine.Place{engine.NoPlace}, msg.T(HintEndTurn)
}
