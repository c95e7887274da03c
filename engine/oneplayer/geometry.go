package oneplayer

import (
	"strconv"

	"mahjong/engine"
)

// The shape of the cross. The board is a grid of Rows × Cols cells: the horizontal line is the
// middle row, and each vertical line runs Arm cells straight up or straight down from the
// horizontal tile that anchors it.
const (
	HandSize      = 8  // tiles held
	LineLen       = 14 // tiles in every line, the anchor counted in both of its lines
	Cols          = 14 // columns of the grid: one per horizontal cell
	Arm           = 13 // cells of a vertical line beyond its anchor
	Rows          = 2*Arm + 1
	HorizontalRow = Arm // the grid row of the horizontal line
	MaxVertical   = 9   // vertical lines in a game
	Lines         = 1 + MaxVertical
	Placed        = LineLen + MaxVertical*Arm // tiles on the board at the end: 131

	numCells = Rows * Cols
)

// A Place is a hand slot (0–7) or a grid cell: HandSize + row×Cols + column, rows counted
// from the top (0–26, the horizontal line being row 13) and columns from the left (0–13).

// HandPlace returns the place of hand slot i (0–7).
func HandPlace(i int) engine.Place { return engine.Place(i) }

// CellPlace returns the place of the grid cell at row and col.
func CellPlace(row, col int) engine.Place { return engine.Place(HandSize + row*Cols + col) }

// IsHand reports whether pl is a hand slot.
func IsHand(pl engine.Place) bool { return pl >= 0 && pl < HandSize }

// CellOf returns the row and column of a grid cell place, and false for any other place.
func CellOf(pl engine.Place) (row, col int, ok bool) {
	i := int(pl) - HandSize
	if i < 0 || i >= numCells {
		return 0, 0, false
	}
	return i / Cols, i % Cols, true
}

// Line names one of the 29 lines a cross can have: the horizontal line, or the vertical line
// going up or down from a column of it. A game uses the horizontal line and 9 vertical ones.
type Line uint8

// Horizontal is the horizontal line; NumLines bounds every Line.
const (
	Horizontal Line = 0
	NumLines   Line = 1 + 2*Cols
)

// Vertical returns the vertical line anchored on column col (0–13), going down or up.
func Vertical(col int, down bool) Line {
	l := Line(1 + 2*col)
	if down {
		l++
	}
	return l
}

// IsVertical reports whether l is a vertical line.
func (l Line) IsVertical() bool { return l > Horizontal && l < NumLines }

// Column returns the anchor column of a vertical line.
func (l Line) Column() int { return int(l-1) / 2 }

// Down reports whether a vertical line runs down from its anchor.
func (l Line) Down() bool { return l.IsVertical() && (l-1)%2 == 1 }

// Cell returns the place of the line's i-th cell (0–13): for the horizontal line the cell in
// column i, for a vertical line its anchor (i = 0) and then the cells i rows away from it.
func (l Line) Cell(i int) engine.Place {
	if l == Horizontal {
		return CellPlace(HorizontalRow, i)
	}
	if l.Down() {
		return CellPlace(HorizontalRow+i, l.Column())
	}
	return CellPlace(HorizontalRow-i, l.Column())
}

// Cells returns the line's 14 places in order, for drawing.
func (l Line) Cells() []engine.Place {
	cells := make([]engine.Place, LineLen)
	for i := range cells {
		cells[i] = l.Cell(i)
	}
	return cells
}

// Anchor returns the horizontal cell a vertical line starts from.
func (l Line) Anchor() engine.Place { return l.Cell(0) }

// String names the line as the move notation does: "horizontal", "e up", "e down".
func (l Line) String() string {
	if l == Horizontal {
		return "horizontal"
	}
	if !l.IsVertical() {
		return "line " + strconv.Itoa(int(l))
	}
	s := string(rune('a'+l.Column())) + " up"
	if l.Down() {
		s = string(rune('a'+l.Column())) + " down"
	}
	return s
}

// lineOf returns the line a vertical-arm cell belongs to and its distance from the anchor;
// a horizontal cell returns Horizontal and its column.
func lineOf(row, col int) (Line, int) {
	switch {
	case row == HorizontalRow:
		return Horizontal, col
	case row < HorizontalRow:
		return Vertical(col, false), HorizontalRow - row
	}
	return Vertical(col, true), row - HorizontalRow
}

// LineOf returns the line a grid cell belongs to and its index in it (see Line.Cell). A
// horizontal cell always reports Horizontal, although it may also anchor vertical lines.
func LineOf(pl engine.Place) (Line, int, bool) {
	row, col, ok := CellOf(pl)
	if !ok {
		return 0, 0, false
	}
	l, i := lineOf(row, col)
	return l, i, true
}
