package view

import (
	"mahjong/engine"
	"mahjong/engine/freecell"
)

// The notices of a FreeCell or Sea click.
const (
	FCNoticeCovered = "That tile is covered: only the lowest tile of a level (or, in the Sea games, a run above it) can move"
	FCNoticePick    = "Pick a tile first"
	FCNoticeNoMove  = "That tile has no legal move"
)

// FreeCellClick decides what a click on target does when selected is picked (or NoPlace).
// target is a slot place (FCSlotPlace), a cell, a pile, or a column (engine.Place 0–15,
// a click on a column's empty space). With nothing picked it picks a tile or group that may
// move. With a pick, it plays the legal move to the place clicked; when none is legal, a
// click on another movable tile picks that tile instead, and anything else plays the move
// anyway so that the engine's reason is shown.
func FreeCellClick(p *freecell.Position, selected, target engine.Place) Outcome {
	pk := pickOf(p, selected)
	if !pk.ok {
		selected = engine.NoPlace
	}
	here := pickOf(p, target)
	if pk.ok && target == selected {
		return Outcome{Selected: engine.NoPlace}
	}
	if !pk.ok {
		switch {
		case here.ok && movable(p, here):
			return Outcome{Selected: target}
		case here.ok:
			return Outcome{Selected: engine.NoPlace, Notice: FCNoticeCovered}
		}
		return Outcome{Selected: engine.NoPlace, Notice: FCNoticePick}
	}
	if m, ok := fcDestination(p, pk, target); ok {
		return Outcome{Selected: engine.NoPlace, Play: true, Move: m}
	}
	if here.ok && movable(p, here) {
		return Outcome{Selected: target}
	}
	return Outcome{Selected: selected, Play: true, Move: pk.move(fcIntended(p, target))}
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
	if s, ok := FCSlotOf(target); ok {
		for _, m := range pk.moves {
			if FCMarkOf(p, m.To) == target {
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
	if s, ok := FCSlotOf(target); ok {
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

// FreeCellQuickMove is the move of a double-click on the tile or group picked by sel: to
// a foundation pile when one takes it; else, in this order, below a column's lowest tile,
// onto a new level, into an empty column, into a cell. The order keeps a cell (the
// scarcest room) for last and prefers building on a tile over spending an empty column.
func FreeCellQuickMove(p *freecell.Position, sel engine.Place) (engine.Move, bool) {
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

// FCCounts are the numbers of the status line: tiles on the foundations.
func FCCounts(p *freecell.Position) int { return p.OnFoundations() }

// FreeCellResult returns the message of a game that has ended.
func FreeCellResult(p *freecell.Position, moves, seconds int) (Result, bool) {
	switch p.Status() {
	case engine.Won:
		return Result{Kind: "won", Title: "You won!",
			Text: "All " + plural(p.TileCount(), "tile is", "tiles are") + " on the foundations, in " + plural(moves, "move", "moves") +
				" and " + FormatClock(seconds) + ". Start a new deal, or play this one again."}, true
	case engine.Lost:
		return Result{Kind: "lost", Title: "No legal move left",
			Text: plural(p.OnFoundations(), "tile is", "tiles are") + " on the foundations and no tile can move. Undo to try another way, restart this deal, or start a new one.",
			Undo: true}, true
	}
	return Result{}, false
}

// FreeCellDrop is the move of the pick sel let go on target: the legal move the drop means
// or, when there is none, the move it names anyway so that the engine says why it is
// refused. False when the drop names no other place.
func FreeCellDrop(p *freecell.Position, sel, target engine.Place) (engine.Move, bool) {
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

// FCGroupFaces returns the faces a pick moves, head first, for a dragged copy.
func FCGroupFaces(p *freecell.Position, sel engine.Place) []string {
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
