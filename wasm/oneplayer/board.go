package oneplayer

import (
	"mahjong/wasm/msg"
	"sync"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
)

// One Player draws the whole grid of the cross (27 rows of 14 cells, the horizontal line in
// the middle row) once per game; a cell is shown when it holds a tile, belongs to a line in
// play, or is a cell a vertical line can start on. Beside the cross are the hand, the End turn
// control, the scores and one entry per line.
//
// A small stage (a phone) draws the same cells as bands instead: every line a row of 14, the
// vertical lines in play as rows above (up) and below (down) the horizontal one, each with a
// copy of its anchor (a Tag) first, and the cells that start a vertical line in a row just
// above or below the horizontal line's tiles, as in the cross. The cross grows to 27 rows
// once a line runs up and another down; the bands never pass 12 rows of 14, so the tiles
// stay large. Every cell carries its place in both (Cell's Row, Col and Band, Pos), and the
// style sheet chooses by the stage's size.

// Cell is how one cell of the One Player grid is drawn.
type Cell struct {
	Place    engine.Place
	Name     string // the cell in move notation: "e0", "e+3", "e-3"
	Row, Col int    // CSS grid lines of the cross, 1-based
	// Band and Pos are the cell's grid lines in the bands (see above), 1-based; Start marks
	// the first cell of a vertical line not yet started, which sits in a row of its own there.
	Band, Pos int
	Start     bool
	Face      string // the tile's code, "" when empty
	Shown     bool   // part of the cross now
	Open      bool   // a hand tile can go here now
	Target    bool   // the picked tile can go here, or change places with this tile
	Anchor    bool   // a horizontal tile that anchors a vertical line: it stays where it is
	Complete  bool   // in a complete line
	Selected  bool
	Hinted    bool
	Label     string // the accessible name
}

// Hand is how one hand slot is drawn.
type Hand struct {
	Slot     int
	Face     string // "" for an empty slot
	Selected bool
	Hinted   bool
	Label    string
}

// Line is one entry of the list of lines: a line in play, or an unused entry (not Shown).
type Line struct {
	Shown    bool
	Key      string // the line as the engine names it: "horizontal", "e up", "e down"
	Name     string // "Horizontal", "Above place 5", "Below place 5"
	Tiles    int    // tiles in the line, its anchor counted
	Complete bool
	Points   int    // final points when complete, else the points of its groups so far
	Special  string // the special hand a complete line scores as, or ""
	Score    string // "90 points" when complete, else tiles and points so far: "9 of 14 tiles, 40 points"
	// Potential is the most the line can still score (Position.LinePotential): its points
	// once complete. An incomplete line shows it after its score: "… 40 points of at most 200".
	Potential int
	Label     string // the accessible name: "Above place 5: 9 of 14 tiles, 40 points so far, at most 200"
}

// Tag is the copy of a vertical line's anchor that heads its band: shown while the line is
// in play.
type Tag struct {
	Shown bool
	Face  string // the anchor's tile
	Band  int    // the band's grid row
}

// Board is everything the One Player board shows.
type Board struct {
	Cells []Cell // every cell of the grid, in place order
	// Tags are the anchors' copies of the bands, one per vertical line (Line - 1).
	Tags [oneplayer.NumLines - 1]Tag
	// Bands and Starts are the rows of the bands that show tiles (the lines in play) and the
	// rows that show the cells a vertical line can start on (0, 1 or 2): the page sizes the
	// tiles of the bands for them.
	Bands, Starts int
	Hand          [oneplayer.HandSize]Hand
	Lines         [oneplayer.Lines]Line // the lines in play first, horizontal first, then by column

	Total    int // the sum of the complete lines
	Running  int // Total plus the groups already in the incomplete lines (Position.Running)
	WallLeft int
	Turn     int
	TurnText string // "Turn 3: 1 placed, place at least 1"

	Playing   bool
	CanEnd    bool
	EndNote   string // why the turn cannot end yet, or what ending it does
	EndHinted bool
}

// FitRows is the fewest rows the page sizes the cross for: the tiles do not grow past the
// size they have with this many rows shown.
const FitRows = 9

// RowsShown is how many rows of the cross show a cell, at least FitRows: the page sizes the
// tiles for these rows alone (rows with nothing shown take no room), so the placed lines get
// the height that the rows not yet reached do not need.
func (b Board) RowsShown() int {
	var used [oneplayer.Rows + 1]bool
	for _, c := range b.Cells {
		if c.Shown && c.Row >= 1 && c.Row <= oneplayer.Rows {
			used[c.Row] = true
		}
	}
	n := 0
	for _, u := range used {
		if u {
			n++
		}
	}
	return max(n, FitRows)
}

// Grid is the size of the cross's grid.
func Grid() board.Grid {
	return board.Grid{Cols: oneplayer.Cols, Rows: oneplayer.Rows, Layers: 1}
}

// BoardOf computes what the board shows for p with the player's pick and the hint.
// A pick left over from another position (an empty hand slot, an empty cell) is ignored. The
// hint marks engine.NoPlace when it suggests ending the turn.
func BoardOf(p *oneplayer.Position, m board.Marks) Board {
	b := Board{
		Total:     p.Score(),
		Running:   p.Running(),
		WallLeft:  p.WallLeft(),
		Turn:      p.Turn(),
		Playing:   p.Status() == engine.Playing,
		EndHinted: m.Hinted(engine.NoPlace),
	}
	sel := opPick(p, m.Selected)
	var set placeSets
	for _, c := range p.OpenCells() {
		set.open[c] = true
	}
	if sel != engine.NoPlace {
		for _, mv := range engine.MovesFrom(p, sel) {
			if mv.To >= 0 && mv.To < opPlaces {
				set.target[mv.To] = true
			}
		}
	}
	rows := b.layBands(p, &set)
	b.Cells, b.Starts = cellsOf(p, m, sel, &set, &rows)
	for i, t := range p.Hand() {
		b.Hand[i] = handSlot(i, t, sel, m)
	}
	b.CanEnd, b.EndNote = endNote(p, b.Playing)
	turn, placed := msg.Number(p.Turn()), msg.Number(p.PlacedThisTurn())
	b.TurnText = msg.T("Turn {turn}: {n} placed", "turn", turn, "n", placed)
	if b.Playing {
		b.TurnText = msg.T("Turn {turn}: {n} placed, at least {min}", "turn", turn, "n", placed, "min", msg.Number(p.MinPlacements()))
	}
	return b
}

// placeSets are sets of places, as arrays: a render is made for every pick and move, and
// maps of a few hundred places were most of its garbage.
type placeSets struct {
	open, target, inPlay, complete [opPlaces]bool
}

// bandRows is where the bands are: each started vertical line's band, and the bands of the
// row of cells that start a line up, of the horizontal line and of the row that starts a
// line down.
type bandRows struct {
	band                           [oneplayer.NumLines]int
	upStart, horizontal, downStart int
}

// layBands sets the lines, their tags and the number of bands, and the cells of started
// lines in set: the bands are the lines running up in column order, the row of the cells
// that start one, the horizontal line, the row of the cells that start a line down, the
// lines down.
func (b *Board) layBands(p *oneplayer.Position, set *placeSets) bandRows {
	var r bandRows
	up, down := 0, 0
	for i, l := range p.StartedLines() {
		for _, c := range l.Cells() {
			set.inPlay[c] = true
			if p.Complete(l) {
				set.complete[c] = true
			}
		}
		b.Lines[i] = opLine(p, l)
		switch {
		case !l.IsVertical():
		case l.Down():
			down++
			r.band[l] = down // counted from the horizontal line's, below
		default:
			up++
			r.band[l] = up
		}
	}
	r.upStart, r.horizontal, r.downStart = up+1, up+2, up+3
	for l := oneplayer.Line(1); l < oneplayer.NumLines; l++ {
		if r.band[l] == 0 {
			continue
		}
		if l.Down() {
			r.band[l] += r.downStart
		}
		b.Tags[l-1] = Tag{Shown: true, Face: p.At(l.Anchor()).Code(), Band: r.band[l]}
	}
	b.Bands = 1 + up + down
	return r
}

// cellsOf is how each cell of the cross is drawn, and how many of the two start rows show a
// cell.
func cellsOf(p *oneplayer.Position, m board.Marks, sel engine.Place, set *placeSets, r *bandRows) ([]Cell, int) {
	var startsUp, startsDown bool
	names := opNames()
	cells := make([]Cell, 0, oneplayer.Rows*oneplayer.Cols)
	for row := 0; row < oneplayer.Rows; row++ {
		for col := 0; col < oneplayer.Cols; col++ {
			pl := oneplayer.CellPlace(row, col)
			name := &names[pl-oneplayer.HandSize]
			c := Cell{
				Place:    pl,
				Name:     name.code,
				Row:      row + 1,
				Col:      col + 1,
				Open:     set.open[pl],
				Target:   set.target[pl],
				Anchor:   p.IsAnchor(pl),
				Complete: set.complete[pl],
				Selected: pl == sel,
				Hinted:   m.Hinted(pl),
			}
			l, k, _ := oneplayer.LineOf(pl)
			switch {
			case l == oneplayer.Horizontal:
				c.Band, c.Pos = r.horizontal, col+1
			case r.band[l] != 0:
				c.Band, c.Pos = r.band[l], k+1
			case l.Down(): // a line not started: hidden but for its first cell
				c.Band, c.Pos, c.Start = r.downStart, col+1, k == 1
			default:
				c.Band, c.Pos, c.Start = r.upStart, col+1, k == 1
			}
			t := p.At(pl)
			c.Shown = t != engine.NoTile || c.Open || set.inPlay[pl]
			if c.Shown && c.Start {
				startsUp, startsDown = startsUp || !l.Down(), startsDown || l.Down()
			}
			switch {
			case t != engine.NoTile:
				c.Face = t.Code()
				c.Label = msg.T("{tile} at {cell}", "tile", msg.D(t.String()), "cell", name.name)
				if c.Anchor {
					c.Label += msg.T(", anchor")
				}
			case c.Open:
				c.Label = name.open
			default:
				c.Label = name.empty
			}
			cells = append(cells, c)
		}
	}
	starts := 0
	for _, shown := range []bool{startsUp, startsDown} {
		if shown {
			starts++
		}
	}
	return cells, starts
}

// handSlot is how slot i of the hand, holding t, is drawn.
func handSlot(i int, t engine.Tile, sel engine.Place, m board.Marks) Hand {
	h := Hand{Slot: i, Selected: engine.Place(i) == sel, Hinted: m.Hinted(oneplayer.HandPlace(i))}
	n := msg.Number(i + 1)
	if t == engine.NoTile {
		h.Label = msg.T("Hand slot {n}, empty", "n", n)
	} else {
		h.Face = t.Code()
		h.Label = msg.T("Hand tile {n}: {tile}", "n", n, "tile", msg.D(t.String()))
	}
	return h
}

// endNote says whether the turn can be ended now, and what the End turn button would do.
func endNote(p *oneplayer.Position, playing bool) (canEnd bool, note string) {
	reason := p.EndTurnReason()
	switch {
	case !playing:
		return reason == "", msg.T(NoticeOver)
	case reason != "":
		return false, opSentence(reason)
	case p.WallLeft() == 0:
		return true, msg.T("Ends the turn. The wall is empty.")
	}
	return true, msg.T("Ends the turn and draws back up to {n} tiles.", "n", msg.Number(oneplayer.HandSize))
}

// opPlaces is the number of One Player's places: the hand slots, then the cells.
const opPlaces = oneplayer.HandSize + oneplayer.Rows*oneplayer.Cols

// opCellNames is a cell's name and its labels while empty, which every render needs for
// every cell: made once.
type opCellNames struct{ code, name, empty, open string }

var (
	opNamesOnce  sync.Once
	opNamesTable []opCellNames // by place, from the first cell
)

func opNames() []opCellNames {
	opNamesOnce.Do(func() {
		opNamesTable = make([]opCellNames, opPlaces-oneplayer.HandSize)
		for i := range opNamesTable {
			pl := engine.Place(oneplayer.HandSize + i)
			name := CellName(pl)
			opNamesTable[i] = opCellNames{oneplayer.CellName(pl), name, msg.T("Empty cell {cell}", "cell", name), msg.T("Empty cell {cell}, open", "cell", name)}
		}
	})
	return opNamesTable
}

// CellName names a cell of the cross as a player sees it, not by the notation's
// coordinates (oneplayer.CellName: "e+3"), which the board does not show: the horizontal
// line's places counted from the left, a vertical line's cells from the place it starts on.
func CellName(pl engine.Place) string {
	row, col, _ := oneplayer.CellOf(pl)
	place := msg.Number(col + 1)
	switch d := oneplayer.HorizontalRow - row; {
	case d > 0:
		return msg.T("{n} above place {place}", "n", msg.Number(d), "place", place)
	case d < 0:
		return msg.T("{n} below place {place}", "n", msg.Number(-d), "place", place)
	}
	return msg.T("place {place} of the horizontal line", "place", place)
}

// opCellName is the name of cell pl (CellName), made once.
func opCellName(pl engine.Place) string { return opNames()[pl-oneplayer.HandSize].name }

// opPick returns the pick if it still names a tile of p, else engine.NoPlace.
func opPick(p *oneplayer.Position, sel engine.Place) engine.Place {
	switch {
	case sel == engine.NoPlace:
	case oneplayer.IsHand(sel):
		if p.Hand()[sel] != engine.NoTile {
			return sel
		}
	case p.At(sel) != engine.NoTile:
		return sel
	}
	return engine.NoPlace
}

func opLine(p *oneplayer.Position, l oneplayer.Line) Line {
	e := Line{Shown: true, Key: l.String(), Name: l.String()}
	if l == oneplayer.Horizontal {
		e.Name = msg.T("Horizontal")
	} else if l.Down() {
		e.Name = msg.T("Below place {place}", "place", msg.Number(l.Column()+1))
	} else {
		e.Name = msg.T("Above place {place}", "place", msg.Number(l.Column()+1))
	}
	for _, t := range p.LineTiles(l) {
		if t != engine.NoTile {
			e.Tiles++
		}
	}
	s := p.LineScore(l)
	e.Complete, e.Points, e.Potential = s.Complete, s.Points, p.LinePotential(l)
	points := msg.Number(s.Points)
	if s.Complete {
		e.Score = msg.N(s.Points, "{n} point", "{n} points")
		e.Label = msg.N(s.Points, "{line}: complete, {n} point", "{line}: complete, {n} points", "line", e.Name)
		if s.Special != oneplayer.NoSpecial {
			e.Special = msg.D(s.Special.String())
			e.Label += msg.T(", ") + e.Special
		}
	} else {
		tiles := msg.Number(e.Tiles)
		e.Score = msg.N(s.Points, "{tiles} of {all} tiles, {n} point", "{tiles} of {all} tiles, {n} points", "tiles", tiles, "all", msg.Number(oneplayer.LineLen))
		e.Label = msg.T("{line}: {tiles} of {all} tiles, {points} points so far, at most {most}", "line", e.Name, "tiles", tiles,
			"all", msg.Number(oneplayer.LineLen), "points", points, "most", msg.Number(e.Potential))
	}
	return e
}
