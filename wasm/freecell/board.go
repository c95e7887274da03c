package freecell

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/board"
)

// The FreeCell and Sea games (package freecell) are drawn from what the position reports:
// the 12 piles in their three sets, the cells, and the tableau as slots, one per column,
// level and row. A slot is a place on the screen, not a tile: it shows whatever tile lies
// there now, or a dashed target where the picked tile may go, or nothing.
//
// Picks and hints name slots with SlotPlace, which lies above every place of the engine,
// so that the app's Marks carry them unchanged; cells and piles keep their engine places.

// Slot is one place on the tableau: a column, a level (0 the dealt one) and a row (0 the
// top row).
type Slot struct{ Col, Level, Row int }

// fcSlotBase is the first slot place: above the engine's places (at most 224).
const fcSlotBase = 1024

// SlotPlace names slot s as a place for Marks.
func SlotPlace(s Slot) engine.Place {
	return engine.Place(fcSlotBase + (s.Level*16+s.Col)*16 + s.Row)
}

// SlotOf decodes a place made by SlotPlace.
func SlotOf(pl engine.Place) (Slot, bool) {
	n := int(pl) - fcSlotBase
	if n < 0 || n >= 12*16*16 {
		return Slot{}, false
	}
	return Slot{Col: n / 16 % 16, Level: n / 256, Row: n % 16}, true
}

// Tile is how one slot is drawn.
type Tile struct {
	Slot
	Face   string // the tile's code, "" for an empty slot
	Avail  bool   // the tile may be picked: a level's bottom tile, or the head of a movable group
	Picked bool   // part of the picked tile or group
	Target bool   // an empty slot where the picked tile may go
	Hint   bool
	// NewLevel: an empty slot (a target or a hinted destination) that starts a new level
	// over the column's top-row tile. A column may offer it beside the slot below a level's
	// bottom tile, which it would overlap, so it is drawn apart (see freecell.css).
	NewLevel bool
	Label    string
}

// Pile is how one foundation pile is drawn.
type Pile struct {
	Index  int
	Face   string // the top tile, "" while empty
	Wind   string // the Wind letter it is bound to in the Sea games (W N S E), else ""
	Count  int
	Target bool
	Hint   bool
	Label  string
}

// Cell is how one cell is drawn.
type Cell struct {
	Index  int
	Face   string
	Avail  bool
	Picked bool
	Target bool
	Hint   bool
	Label  string
}

// Board is everything the board shows.
type Board struct {
	Family  string // "freecell" or "sea"
	Levels  bool   // tiles stack in levels (the FreeCell games)
	Dragons [3]string
	Piles   [12]Pile
	Cells   []Cell
	Tiles   []Tile // the occupied slots and the targets, column by column, level by level, row by row
	Auto    bool
	// Raised is, for each column, how many levels it has above its first: the column is
	// drawn that many level shifts wider, so that its higher levels stay inside it.
	Raised [16]int
}

// RaisedTotal is the sum of Raised: how many level shifts the tableau must make room for.
func (b Board) RaisedTotal() int {
	n := 0
	for _, r := range b.Raised {
		n += r
	}
	return n
}

// fcWindLetter is the letter of Wind w's code (W N S E), "" for NoTile.
func fcWindLetter(w engine.Tile) string {
	if w == engine.NoTile {
		return ""
	}
	return w.Code()[:1]
}

// SetName names set s (0–2) as the engine does.
func SetName(s int) string { return msg.D(freecell.SetName(s)) }

// fcPick is what a pick (Marks.Selected) moves: the source place, how many tiles, and the
// legal moves of exactly those tiles.
type fcPick struct {
	ok    bool
	slot  Slot // for a tableau pick: the slot of the group's head
	cell  int  // for a cell pick, else -1
	from  engine.Place
	n     int
	moves []engine.Move
}

func moveSize(m engine.Move) int {
	if m.N > 1 {
		return int(m.N)
	}
	return 1
}

// pickOf decodes sel against p; a pick that no longer names a tile is no pick.
func pickOf(p *freecell.Position, sel engine.Place) fcPick {
	if kind, i, _ := freecell.Where(sel); kind == freecell.InCell && sel < 1024 {
		if p.CellTile(i) == engine.NoTile {
			return fcPick{cell: -1}
		}
		return fcPick{ok: true, cell: i, from: sel, n: 1, moves: engine.MovesFrom(p, sel)}
	}
	s, ok := SlotOf(sel)
	if !ok || s.Col >= p.Columns() || s.Level >= p.Levels(s.Col) {
		return fcPick{cell: -1}
	}
	tiles := p.LevelTiles(s.Col, s.Level)
	if s.Row >= len(tiles) || p.Levels(s.Col) == 0 {
		return fcPick{cell: -1}
	}
	from := freecell.Level(s.Col, s.Level)
	n := len(tiles) - s.Row
	pk := fcPick{ok: true, slot: s, cell: -1, from: from, n: n}
	for _, m := range engine.MovesFrom(p, from) {
		if moveSize(m) == n {
			pk.moves = append(pk.moves, m)
		}
	}
	return pk
}

// move returns the move of the pick to to, with its group size.
func (pk fcPick) move(to engine.Place) engine.Move {
	m := engine.Move{Action: engine.Step, From: pk.from, To: to}
	if pk.n > 1 {
		m.N = uint8(pk.n)
	}
	return m
}

// TargetSlot returns the slot where a move to tableau place to lands: below the bottom
// tile of that level, or the top row of a new level (or of an empty column).
func TargetSlot(p *freecell.Position, to engine.Place) (Slot, bool) {
	kind, c, l := freecell.Where(to)
	if kind != freecell.InTableau {
		return Slot{}, false
	}
	if l < p.Levels(c) {
		return Slot{Col: c, Level: l, Row: len(p.LevelTiles(c, l))}, true
	}
	return Slot{Col: c, Level: l, Row: 0}, true
}

// MarkOf returns the mark of a move's end: the slot place of a tableau destination, the
// engine place of a cell or a pile.
func MarkOf(p *freecell.Position, to engine.Place) engine.Place {
	if s, ok := TargetSlot(p, to); ok {
		return SlotPlace(s)
	}
	return to
}

// SourceMark returns the mark of a move's source: the slot of the moving group's head, or
// the cell.
func SourceMark(p *freecell.Position, m engine.Move) engine.Place {
	kind, c, l := freecell.Where(m.From)
	if kind != freecell.InTableau {
		return m.From
	}
	return SlotPlace(Slot{Col: c, Level: l, Row: len(p.LevelTiles(c, l)) - moveSize(m)})
}

// BoardOf computes how p is drawn with marks m.
func BoardOf(p *freecell.Position, m board.Marks) Board {
	b := Board{Family: string(p.Family()), Levels: p.HasLevels(), Auto: p.AutoPlay()}
	pk := pickOf(p, m.Selected)
	targets := map[engine.Place]bool{}
	for _, mv := range pk.moves {
		targets[MarkOf(p, mv.To)] = true
	}
	// Sources: every level's bottom tile that is available, and the head of every group a
	// legal move takes.
	avail := map[engine.Place]bool{}
	for _, pl := range p.Available() {
		avail[SourceMark(p, engine.Move{From: pl})] = true
	}
	for _, mv := range p.Moves() {
		avail[SourceMark(p, mv)] = true
	}
	for s := 0; s < 3; s++ {
		b.Dragons[s] = fcCode(p.SetDragon(s))
	}
	for i := range b.Piles {
		pl := freecell.Pile(i)
		b.Piles[i] = Pile{Index: i, Face: fcCode(p.PileTop(i)), Wind: fcWindLetter(p.PileWind(i)),
			Count: len(p.PileTiles(i)), Target: targets[pl], Hint: m.Hinted(pl)}
		b.Piles[i].Label = pileLabel(b.Piles[i], p.PileWind(i), p.PileTop(i)) + fcTargetSuffix(targets[pl])
	}
	for i := 0; i < p.Cells(); i++ {
		pl := freecell.Cell(i)
		t := p.CellTile(i)
		c := Cell{Index: i, Face: fcCode(t), Avail: t != engine.NoTile && avail[pl], Picked: pk.ok && pk.cell == i,
			Target: targets[pl], Hint: m.Hinted(pl)}
		c.Label = msg.T("Cell {n}, {tile}", "n", msg.Number(i+1), "tile", fcName(t, msg.T("empty")))
		if t != engine.NoTile {
			c.Label += fcState(c.Avail)
		}
		c.Label += fcTargetSuffix(c.Target)
		b.Cells = append(b.Cells, c)
	}
	for c := 0; c < p.Columns(); c++ {
		nl := p.Levels(c)
		if c < len(b.Raised) {
			b.Raised[c] = max(nl-1, 0)
		}
		for l := 0; l <= nl; l++ {
			var tiles []engine.Tile
			if l < nl {
				tiles = p.LevelTiles(c, l)
			}
			for r := 0; r <= len(tiles) && r < p.Rows(); r++ {
				s := Slot{Col: c, Level: l, Row: r}
				sp := SlotPlace(s)
				t := Tile{Slot: s, Hint: m.Hinted(sp)}
				if r < len(tiles) {
					t.Face = tiles[r].Code()
					t.Avail = avail[sp]
					t.Picked = pk.ok && pk.cell < 0 && pk.slot.Col == c && pk.slot.Level == l && r >= pk.slot.Row
					t.Label = fcTileLabel(tiles[r], c, l, r, t.Avail, b.Levels)
				} else {
					t.Target = targets[sp]
					if !t.Target && !t.Hint {
						continue
					}
					t.NewLevel = l == nl && l > 0
					t.Label = fcTargetLabel(p, s, t.NewLevel)
				}
				b.Tiles = append(b.Tiles, t)
			}
		}
	}
	return b
}

func fcCode(t engine.Tile) string {
	if t == engine.NoTile {
		return ""
	}
	return t.Code()
}

func fcName(t engine.Tile, none string) string {
	if t == engine.NoTile {
		return none
	}
	return msg.D(t.String())
}

// pileLabel names a pile, the Wind it is bound to (NoTile for none) and its top tile.
func pileLabel(pl Pile, wind, top engine.Tile) string {
	n := msg.Number(pl.Index%4 + 1)
	if wind != engine.NoTile {
		return msg.T("{set} pile {n} ({wind}), {tile}", "set", SetName(pl.Index/4), "n", n, "wind", msg.D(wind.String()), "tile", fcName(top, msg.T("empty")))
	}
	return msg.T("{set} pile {n}, {tile}", "set", SetName(pl.Index/4), "n", n, "tile", fcName(top, msg.T("empty")))
}

// fcTargetLabel names an empty destination slot: a new level, below a level's bottom tile,
// or an empty column.
func fcTargetLabel(p *freecell.Position, s Slot, newLevel bool) string {
	col := msg.Number(s.Col + 1)
	switch {
	case newLevel:
		return msg.T("Column {n}, start level {level} here", "n", col, "level", msg.Number(s.Level+1))
	case s.Row > 0:
		// A column may offer a destination below the bottom tile of several of its levels,
		// and two of those tiles may be alike: the level tells the destinations apart.
		tiles := p.LevelTiles(s.Col, s.Level)
		below := msg.D(tiles[s.Row-1].String())
		if p.HasLevels() {
			return msg.T("Column {n}, level {level}, below {tile}, put it here", "n", col, "level", msg.Number(s.Level+1), "tile", below)
		}
		return msg.T("Column {n}, below {tile}, put it here", "n", col, "tile", below)
	}
	return msg.T("Column {n}, empty, put it here", "n", col)
}

// fcTileLabel names a tableau tile for screen readers, its state first ("Bamboo 3,
// available, column 2, row 5"), then where it lies.
func fcTileLabel(t engine.Tile, c, l, r int, avail, levels bool) string {
	if levels {
		return msg.T("{tile}{state}, column {n}, level {level}, row {row}", "tile", msg.D(t.String()), "state", fcState(avail),
			"n", msg.Number(c+1), "level", msg.Number(l+1), "row", msg.Number(r+1))
	}
	return msg.T("{tile}{state}, column {n}, row {row}", "tile", msg.D(t.String()), "state", fcState(avail),
		"n", msg.Number(c+1), "row", msg.Number(r+1))
}

// fcState is a tile's state in its name: available (it may move) or covered.
func fcState(avail bool) string {
	if avail {
		return msg.T(", available")
	}
	return msg.T(", covered")
}

func fcTargetSuffix(target bool) string {
	if target {
		return msg.T(", put it here")
	}
	return ""
}
