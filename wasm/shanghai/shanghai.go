package shanghai

import (
	"mahjong/wasm/msg"
	"sync"

	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
)

// Tile is how one slot of a Shanghai layout is drawn.
type Tile struct {
	Slot int
	// Where: CSS grid lines (1-based; the tile spans two columns and two rows), the layer,
	// and the stacking order (z-index). These depend on the layout only.
	Col, Row, Layer, Z int
	// What: the face code ("" once removed) and the state the player sees.
	Face                   string
	Free, Selected, Hinted bool
	Removed                bool
	Label                  string // the accessible name: "Bamboo 3, free"
}

// Grid returns the grid a layout needs.
func Grid(l *shanghai.Layout) board.Grid {
	return board.Grid{Cols: l.Width, Rows: l.Height, Layers: l.Depth}
}

// Tiles returns how every slot of p is drawn, in slot order.
//
// Tiles show their thickness on the right and at the bottom, and higher layers are lifted up
// and to the left; so a tile must be drawn above every tile of its layer that lies to its
// left or above it, and above every lower layer. Ordering by layer, then by x+y, does that.
func Tiles(p *shanghai.Position, m board.Marks) []Tile {
	return TilesInto(nil, p, m)
}

// TilesInto is Tiles writing into dst's array when it is large enough, so
// that drawing a move allocates nothing.
func TilesInto(dst []Tile, p *shanghai.Position, m board.Marks) []Tile {
	l := p.Layout()
	tiles := dst[:0]
	if cap(tiles) < len(l.Slots) {
		tiles = make([]Tile, 0, len(l.Slots))
	}
	diag := l.Width + l.Height
	for i, s := range l.Slots {
		t := Tile{
			Slot:  i,
			Col:   s.X + 1,
			Row:   s.Y + 1,
			Layer: s.Z,
			Z:     1 + s.Z*diag + s.X + s.Y,
		}
		face := p.Tile(i)
		if face == engine.NoTile {
			t.Removed = true
		} else {
			t.Face = face.Code()
			t.Free = p.IsFree(i)
			t.Selected = m.Selected == engine.Place(i)
			t.Hinted = m.Hinted(engine.Place(i))
			t.Label = tileLabel(face, t.Free)
		}
		tiles = append(tiles, t)
	}
	return tiles
}

// tileLabels holds every tile's accessible name, free ([1]) and blocked ([0]), made once,
// when first drawn: after the page has chosen its language (package msg).
var (
	tileLabelsOnce sync.Once
	tileLabels     [engine.NumFaces][2]string
)

func labels() *[engine.NumFaces][2]string {
	tileLabelsOnce.Do(func() {
		for f := range tileLabels {
			tileLabels[f] = [2]string{blockedLabel(engine.Tile(f)), freeLabel(engine.Tile(f))}
		}
	})
	return &tileLabels
}

func freeLabel(t engine.Tile) string    { return msg.T("{tile}, free", "tile", msg.D(t.String())) }
func blockedLabel(t engine.Tile) string { return msg.T("{tile}, blocked", "tile", msg.D(t.String())) }

func tileLabel(face engine.Tile, free bool) string {
	if int(face) >= engine.NumFaces {
		if free {
			return freeLabel(face)
		}
		return blockedLabel(face)
	}
	if free {
		return labels()[face][1]
	}
	return labels()[face][0]
}

// The notices of a Shanghai click.
const (
	NoticeBlocked = "That tile is blocked"
	NoticeNoMatch = "Those tiles don't match"
	NoticeNoTile  = "That tile has been removed"
)

// Click decides what a click on slot does when selected is picked (or NoPlace): pick
// a free tile, drop the pick when the picked tile is clicked again, remove a matching free
// pair, and explain a blocked or non-matching tile. Whether tiles are free or match is the
// engine's answer.
func Click(p *shanghai.Position, selected engine.Place, slot int) board.Outcome {
	if slot < 0 || slot >= len(p.Layout().Slots) || p.Tile(slot) == engine.NoTile {
		return board.Outcome{Selected: selected, Notice: msg.T(NoticeNoTile)}
	}
	if selected != engine.NoPlace && (int(selected) >= len(p.Layout().Slots) || p.Tile(int(selected)) == engine.NoTile) {
		selected = engine.NoPlace // a pick left over from a position that has changed
	}
	here := engine.Place(slot)
	switch {
	case here == selected:
		return board.Outcome{Selected: engine.NoPlace}
	case !p.IsFree(slot):
		return board.Outcome{Selected: selected, Notice: msg.T(NoticeBlocked)}
	case selected == engine.NoPlace:
		return board.Outcome{Selected: here}
	case shanghai.Matches(p.Tile(int(selected)), p.Tile(slot)):
		return board.Outcome{Selected: engine.NoPlace, Play: true, Move: engine.Move{Action: engine.Step, From: selected, To: here}}
	default:
		return board.Outcome{Selected: here, Notice: msg.T(NoticeNoMatch)}
	}
}

// Counts returns the numbers of the status line: the tiles left and the free pairs
// that can be removed now.
func Counts(p *shanghai.Position) (tilesLeft, movesAvailable int) {
	return p.Remaining(), p.PairCount()
}

// ShuffleLabel is the text of the shuffle button.
func ShuffleLabel(left int) string {
	return msg.T("Shuffle ({n})", "n", msg.Number(left))
}

// ShuffledNotice is the notice after a shuffle.
func ShuffledNotice(left int) string {
	if left == 0 {
		return msg.T("Shuffled. That was the last shuffle.")
	}
	return msg.N(left, "Shuffled. {n} shuffle left.", "Shuffled. {n} shuffles left.")
}
