package oneplayer

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// CellName returns a cell's name in the move notation: its column letter (a–n, left to
// right) and its distance from the horizontal line, signed "+" above and "-" below: "e0" is
// the horizontal tile of column e, "e+3" the third cell of the line going up from it.
func CellName(pl engine.Place) string {
	row, col, ok := CellOf(pl)
	if !ok {
		return "?"
	}
	s := string(rune('a' + col))
	switch d := HorizontalRow - row; {
	case d > 0:
		return s + "+" + strconv.Itoa(d)
	case d < 0:
		return s + strconv.Itoa(d)
	}
	return s + "0"
}

// parseCell reads a cell name.
func parseCell(s string) (engine.Place, bool) {
	if len(s) < 2 {
		return 0, false
	}
	col := int(s[0]|0x20) - 'a'
	if col < 0 || col >= Cols {
		return 0, false
	}
	d, err := strconv.Atoi(s[1:])
	if err != nil || d < -Arm || d > Arm || (d == 0 && s[1:] != "0") || (d > 0 && s[1] != '+') {
		return 0, false
	}
	return CellPlace(HorizontalRow-d, col), true
}

// placeName names a place: hand slots "1"–"8", cells by CellName.
func placeName(pl engine.Place) string {
	if IsHand(pl) {
		return strconv.Itoa(int(pl) + 1)
	}
	return CellName(pl)
}

// FormatMove writes m: "3>e0" places the tile of hand slot 3 on cell e0, "e+1<>e+4" swaps
// two tiles of a line, "end" ends the turn.
func (p *Position) FormatMove(m engine.Move) string {
	switch m.Action {
	case engine.Step:
		return placeName(m.From) + ">" + placeName(m.To)
	case engine.Swap:
		return placeName(m.From) + "<>" + placeName(m.To)
	case engine.EndTurn:
		return "end"
	}
	return "?"
}

var errMoveForm = errors.New(`want "SLOT>CELL" (like "3>e0"), "CELL<>CELL" (like "e+1<>e+4") or "end"`)

// ParseMove reads a move written by FormatMove (letters in any case).
func (p *Position) ParseMove(s string) (engine.Move, error) {
	return ParseMove(s)
}

// ParseMove reads a move in One Player's notation. It checks the form, not legality.
func ParseMove(s string) (engine.Move, error) {
	text := strings.TrimSpace(s)
	bad := func() (engine.Move, error) {
		return engine.Move{}, &engine.ParseError{What: "move", Text: s, Err: errMoveForm}
	}
	if strings.EqualFold(text, "end") {
		return endTurn, nil
	}
	if a, b, ok := strings.Cut(text, "<>"); ok {
		from, ok1 := parseCell(a)
		to, ok2 := parseCell(b)
		if !ok1 || !ok2 {
			return bad()
		}
		return engine.Move{Action: engine.Swap, From: from, To: to}, nil
	}
	if a, b, ok := strings.Cut(text, ">"); ok {
		slot, err := strconv.Atoi(a)
		to, ok2 := parseCell(b)
		if err != nil || slot < 1 || slot > HandSize || len(a) != 1 || !ok2 {
			return bad()
		}
		return engine.StepMove(HandPlace(slot-1), to), nil
	}
	return bad()
}

func tileList(ts []engine.Tile) string {
	if len(ts) == 0 {
		return "-"
	}
	codes := make([]string, len(ts))
	for i, t := range ts {
		codes[i] = t.Code()
	}
	return strings.Join(codes, " ")
}

// String writes the position: the header (game, deal, turn, tiles placed this turn, score of
// the complete lines, the hand's 8 slots and the wall in drawing order, "-" when empty), a
// blank line, and the cross as it looks: one row of two-character codes per grid row, three
// characters per column, ".." for an empty cell of the horizontal line or of a started
// vertical line, blanks where no line is. Rows above and below the horizontal line are
// written only when a vertical line runs there, and then all 13 of them.
func (p *Position) String() string {
	var b strings.Builder
	engine.Header{Game: p.v.id, Deal: p.deal, Fields: []engine.Field{
		{Key: "turn", Value: strconv.Itoa(int(p.turn))},
		{Key: "placed", Value: strconv.Itoa(int(p.placed))},
		{Key: "score", Value: strconv.Itoa(p.Score())},
		{Key: "hand", Value: tileList(p.hand[:])},
		{Key: "wall", Value: tileList(p.wall[:p.nwall])},
	}}.Write(&b)
	top, bottom := HorizontalRow, HorizontalRow
	for col := 0; col < Cols; col++ {
		if p.Started(Vertical(col, false)) {
			top = 0
		}
		if p.Started(Vertical(col, true)) {
			bottom = Rows - 1
		}
	}
	for row := top; row <= bottom; row++ {
		var line []byte
		for col := 0; col < Cols; col++ {
			l, _ := lineOf(row, col)
			code := "  "
			if l == Horizontal || p.Started(l) {
				code = p.grid[row*Cols+col].Code()
			}
			if col > 0 {
				line = append(line, ' ')
			}
			line = append(line, code...)
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
