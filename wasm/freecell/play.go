package freecell

import (
	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/msg"
)

// The notices of a FreeCell or Sea click.
const (
	NoticeCovered = "That tile is covered: only the lowest tile of a level (or, in the Sea games, a run above it) can move"
	NoticePick    = "Pick a tile first"
	NoticeNoMove  = "That tile has no legal move"
)

// Click decides what a click on target does when selected is picked (or NoPlace).
// target is a slot place (SlotPlace), a cell, a pile, or a column (engine.Place 0–15,
// a click on a column's empty space). With nothing picked it picks a tile or group that may
// move. With a pick, it plays the legal move to the place clicked; when none is legal, a
// click on another movable tile picks that tile instead, and anything else plays the move
// anyway so that the engine's reason is shown.
func Click(p *freecell.Position, selected, target engine.Place) board.Outcome {
	pk := pickOf(p, selected)
	if !pk.ok {
		selected = engine.NoPlace
	}
	here := pickOf(p, target)
	if pk.ok && target == selected {
		return board.Outcome{Selected: engine.NoPlace}
	}
	if !pk.ok {
		switch {
		case here.ok && movable(p, here):
			return board.Outcome{Selected: target}
		case here.ok:
			return board.Outcome{Selected: engine.NoPlace, Notice: msg.T(NoticeCovered)}
		}
		return board.Outcome{Selected: engine.NoPlace, Notice: msg.T(NoticePick)}
	}
	if m, ok := fcDestination(p, pk, target); ok {
		return board.Outcome{Selected: engine.NoPlace, Play: true, Move: m}
	}
	if here.ok && movable(p, here) {
		return board.Outcome{Selected: target}
	}
	return board.Outcome{Selected: selected, Play: true, Move: pk.move(fcIntended(p, target))}
}

// movable: a tile or group that is a source, whether or not it has a legal move now, so
// that a click on it shows where it can go (or that it can go nowhere).
func movable(p *freecell.Position, pk fcPick) bool {
	if pk.cell >= 0 || pk.n == 1 {
		return pk.cell >= 0 || isAvailable(p, pk.from)
	}
	return len(pk.moves) > 0
}

func isAvailable(p *freecell.Position, pl engine.Place) bool {
	for _, a := range p.Available() {
		if a == pl {
			return true
		}
	}
	return false
}

// fcDestination finds the legal move of the pick that the click on target means.
func fcDestination(p *freecell.Position, pk fcPick, target engine.Place) (engine.Move, bool) {
	col := -1
	if s, ok := SlotOf(target); ok {
		for _, m := range pk.moves {
			if MarkOf(p, m.To) == target {
				return m, true
			}
		}
		col = s.Col
	} else if kind, i, _ := freecell.Where(target); kind == freecell.InTableau {
		col = i
	} else {
		for _, m := range pk.moves {
			if m.To == target {
				return m, true
			}
		}
		return engine.Move{}, false
	}
	// A click anywhere on a column: below its lowest tile first, else a new level.
	var best engine.Move
	found := false
	for _, m := range pk.moves {
		if kind, c, l := freecell.Where(m.To); kind == freecell.InTableau && c == col {
			if !found || l < p.Levels(c) {
				best, found = m, true
			}
		}
	}
	return best, found
}

// fcIntended is the destination an illegal click names, for the engine to explain: the
// level below a column's lowest tile, a cell or a pile.
func fcIntended(p *freecell.Position, target engine.Place) engine.Place {
	col := -1
	if s, ok := SlotOf(target); ok {
		col = s.Col
	} else if kind, i, _ := freecell.Where(target); kind == freecell.InTableau {
		col = i
	} else {
		return target
	}
	if n := p.Levels(col); n > 0 {
		return freecell.Level(col, n-1)
	}
	return freecell.Column(col)
}

// QuickMove is the move of a double-click on the tile or group picked by sel: to
// a foundation pile when one takes it; else, in this order, below a column's lowest tile,
// onto a new level, into an empty column, into a cell. The order keeps a cell (the
// scarcest room) for last and prefers building on a tile over spending an empty column.
func QuickMove(p *freecell.Position, sel engine.Place) (engine.Move, bool) {
	pk := pickOf(p, sel)
	if !pk.ok || len(pk.moves) == 0 {
		return engine.Move{}, false
	}
	rank := func(m engine.Move) int {
		kind, c, l := freecell.Where(m.To)
		switch {
		case kind == freecell.OnPile || kind == freecell.ToFoundation:
			return 0
		case kind == freecell.InTableau && l < p.Levels(c):
			return 1
		case kind == freecell.InTableau && l > 0:
			return 2
		case kind == freecell.InTableau:
			return 3
		}
		return 4
	}
	best := pk.moves[0]
	for _, m := range pk.moves[1:] {
		if rank(m) < rank(best) {
			best = m
		}
	}
	return best, true
}

// Counts are the numbers of the status line: tiles on the foundations.
func Counts(p *freecell.Position) int { return p.OnFoundations() }

// Result returns the message of a game that has ended.
func Result(p *freecell.Position, moves, seconds int) (board.Result, bool) {
	switch p.Status() {
	case engine.Won:
		return board.Result{Kind: "won", Title: msg.T("You won!"),
			Text: msg.N(p.TileCount(), "All {n} tile is on the foundations, in {moves} and {time}. Start a new deal, or play this one again.",
				"All {n} tiles are on the foundations, in {moves} and {time}. Start a new deal, or play this one again.",
				"moves", msg.N(moves, "{n} move", "{n} moves"), "time", clock.Format(seconds))}, true
	case engine.Lost:
		return board.Result{Kind: "lost", Title: msg.T("No legal move left"),
			Text: msg.N(p.OnFoundations(), "{n} tile is on the foundations and no tile can move. Undo to try another way, restart this deal, or start a new one.",
				"{n} tiles are on the foundations and no tile can move. Undo to try another way, restart this deal, or start a new one."),
			Undo: true}, true
	}
	return board.Result{}, false
}

// Drop is the move of the pick sel let go on target: the legal move the drop means
// or, when there is none, the move it names anyway so that the engine says why it is
// refused. False when the drop names no other place.
func Drop(p *freecell.Position, sel, target engine.Place) (engine.Move, bool) {
	pk := pickOf(p, sel)
	if !pk.ok || target == sel {
		return engine.Move{}, false
	}
	if m, ok := fcDestination(p, pk, target); ok {
		return m, true
	}
	to := fcIntended(p, target)
	if to == pk.from {
		return engine.Move{}, false
	}
	return pk.move(to), true
}

// GroupFaces returns the faces a pick moves, head first, for a dragged copy.
func GroupFaces(p *freecell.Position, sel engine.Place) []string {
	pk := pickOf(p, sel)
	if !pk.ok {
		return nil
	}
	if pk.cell >= 0 {
		return []string{p.CellTile(pk.cell).Code()}
	}
	var faces []string
	for _, t := range p.LevelTiles(pk.slot.Col, pk.slot.Level)[pk.slot.Row:] {
		faces = append(faces, t.Code())
	}
	return faces
}
