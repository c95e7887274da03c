package oneplayer

import "mahjong/engine"

// maxTiles is the size of the largest set, the one with Seasons and Flowers.
const maxTiles = 144

// Position is a game of One Player between moves: the grid, the hand, the wall still to be
// drawn, the turn and how many tiles the turn has placed. It is a plain value (no pointers
// but the variant), so copying it is the whole cost of a move.
type Position struct {
	v      *variant
	deal   uint64
	grid   [numCells]engine.Tile
	hand   [HandSize]engine.Tile
	wall   [maxTiles]engine.Tile // wall[:nwall] is drawn from the front; the rest is empty
	nwall  uint8
	turn   uint16 // 1 for the first turn
	placed uint8  // tiles placed in this turn
}

var _ engine.Position = (*Position)(nil)

// Variant returns the variant id.
func (p *Position) Variant() string { return p.v.id }

// Deal returns the deal number.
func (p *Position) Deal() uint64 { return p.deal }

// Hand returns the 8 hand slots; an empty slot is engine.NoTile.
func (p *Position) Hand() []engine.Tile {
	h := p.hand
	return h[:]
}

// Wall returns the tiles still to be drawn, in the order they will be drawn.
func (p *Position) Wall() []engine.Tile {
	return append([]engine.Tile(nil), p.wall[:p.nwall]...)
}

// WallLeft returns how many tiles are still to be drawn.
func (p *Position) WallLeft() int { return int(p.nwall) }

// Turn returns the turn number, 1 for the first.
func (p *Position) Turn() int { return int(p.turn) }

// PlacedThisTurn returns how many tiles the current turn has placed.
func (p *Position) PlacedThisTurn() int { return int(p.placed) }

// MinPlacements returns how many tiles the current turn must place: 2 on the first turn, 1
// afterwards.
func (p *Position) MinPlacements() int {
	if p.turn == 1 {
		return 2
	}
	return 1
}

// At returns the tile in a grid cell (engine.NoTile when empty or not a cell).
func (p *Position) At(pl engine.Place) engine.Tile {
	row, col, ok := CellOf(pl)
	if !ok {
		return engine.NoTile
	}
	return p.grid[row*Cols+col]
}

func (p *Position) cell(l Line, i int) engine.Tile {
	return p.grid[int(l.Cell(i))-HandSize]
}

// LineTiles returns the line's 14 tiles in the order of Line.Cells, engine.NoTile for empty.
func (p *Position) LineTiles(l Line) []engine.Tile {
	t := make([]engine.Tile, LineLen)
	for i := range t {
		t[i] = p.cell(l, i)
	}
	return t
}

// filled returns how many of the line's own cells hold a tile: for the horizontal line all
// 14, for a vertical line the 13 beyond its anchor (filled from the anchor outwards).
func (p *Position) filled(l Line) int {
	n := 0
	if l == Horizontal {
		for i := 0; i < LineLen; i++ {
			if p.cell(l, i) != engine.NoTile {
				n++
			}
		}
		return n
	}
	for n < Arm && p.cell(l, n+1) != engine.NoTile {
		n++
	}
	return n
}

// Started reports whether a line has a tile of its own: the horizontal line once any tile
// is placed on it, a vertical line once the cell next to its anchor holds one.
func (p *Position) Started(l Line) bool {
	if l == Horizontal {
		return p.filled(l) > 0
	}
	return l.IsVertical() && p.cell(l, 1) != engine.NoTile
}

// Complete reports whether all 14 tiles of a line are in place.
func (p *Position) Complete(l Line) bool {
	if l == Horizontal {
		return p.filled(l) == LineLen
	}
	return l.IsVertical() && p.filled(l) == Arm
}

// StartedLines returns the lines in play: the horizontal line (always) and every started
// vertical line, in Line order.
func (p *Position) StartedLines() []Line {
	ls := []Line{Horizontal}
	for l := Horizontal + 1; l < NumLines; l++ {
		if p.Started(l) {
			ls = append(ls, l)
		}
	}
	return ls
}

func (p *Position) verticalsStarted() int {
	n := 0
	for l := Horizontal + 1; l < NumLines; l++ {
		if p.cell(l, 1) != engine.NoTile {
			n++
		}
	}
	return n
}

// IsAnchor reports whether a horizontal cell anchors a started vertical line (and so may
// not be moved).
func (p *Position) IsAnchor(pl engine.Place) bool {
	row, col, ok := CellOf(pl)
	if !ok || row != HorizontalRow {
		return false
	}
	return p.Started(Vertical(col, false)) || p.Started(Vertical(col, true))
}

// LineScore returns a line's score: final once it is complete, else its groups so far.
func (p *Position) LineScore(l Line) LineScore {
	return ScoreLine(p.LineTiles(l))
}

// Score returns the score: the sum of the complete lines.
func (p *Position) Score() int {
	sum := 0
	for _, l := range p.StartedLines() {
		if s := p.LineScore(l); s.Complete {
			sum += s.Points
		}
	}
	return sum
}

// Running returns the complete lines' score plus the groups already present in the
// incomplete ones: what the player has so far if every incomplete line kept its groups.
func (p *Position) Running() int {
	sum := 0
	for _, l := range p.StartedLines() {
		sum += p.LineScore(l).Points
	}
	return sum
}

func (p *Position) won() bool {
	if !p.Complete(Horizontal) {
		return false
	}
	n := 0
	for l := Horizontal + 1; l < NumLines; l++ {
		if p.Complete(l) {
			n++
		}
	}
	return n == MaxVertical
}

func (p *Position) handEmpty() bool {
	for _, t := range p.hand {
		if t != engine.NoTile {
			return false
		}
	}
	return true
}

// Status is Won once the 10 lines are complete. A full set has more tiles (136 or 144) than
// the cross holds (131), so a dealt game always gets there; a position written by hand with
// fewer tiles can run out first: with hand and wall empty and a line incomplete, the game is
// over and Lost, scoring its complete lines.
func (p *Position) Status() engine.Status {
	switch {
	case p.won():
		return engine.Won
	case p.handEmpty() && p.nwall == 0:
		return engine.Lost
	}
	return engine.Playing
}
