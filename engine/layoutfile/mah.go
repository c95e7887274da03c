package layoutfile

import (
	"errors"
	"strconv"

	"mahjong/engine/shanghai"
)

// Mah .mah files: the export of the web game Mah, JSON:
//
//	{"mah": "1.0", "boards": [{"id": "...", "name": "...", "cat": "...", "by": "...", "map": MAP}, ...]}
//
// MAP lists layers as [z, ROWS]; ROWS lists rows as [y, CELLS]; CELLS is one column x, or a
// list whose items are a column x or a run [x, n] of n tiles at x, x+2, .... Several boards
// in one file are read together; one that cannot be used refuses the file, naming it.

const maxBoards = 1000

func readMah(text string) ([]Layout, error) {
	f, err := parseJSON(text)
	if err != nil {
		return nil, err
	}
	boards := f.get("boards")
	switch {
	case f.kind != '{':
		return nil, errors.New("not a Mah export: want a JSON object")
	case f.get("mah").kind != 's' || f.get("mah").str != "1.0":
		return nil, errors.New("not a Mah export: want \"mah\": \"1.0\"")
	case boards.kind != '[' || len(boards.items) == 0:
		return nil, errors.New("the file holds no boards")
	case len(boards.items) > maxBoards:
		return nil, errors.New(strconv.Itoa(len(boards.items)) + " boards: at most " + strconv.Itoa(maxBoards) + " in one file")
	}
	var ls []Layout
	for i, b := range boards.items {
		which := "board " + strconv.Itoa(i+1)
		if b.kind != '{' {
			return nil, errors.New(which + ": want an object with a name and a map")
		}
		name, cat := b.get("name").str, b.get("cat").str
		if name != "" {
			which += " (" + oneLine(name) + ")"
		}
		slots, err := mahMap(b.get("map"))
		if err != nil {
			return nil, errors.New(which + ": " + err.Error())
		}
		l, err := check(oneLine(name), oneLine(cat), slots)
		if err != nil {
			return nil, errors.New(which + ": " + err.Error())
		}
		ls = append(ls, l)
	}
	return ls, nil
}

// pairs reads a list of [number, value] pairs, as a map's layers and a layer's rows are.
func pairs(v jvalue) ([]jvalue, bool) {
	if v.kind != '[' {
		return nil, false
	}
	for _, p := range v.items {
		if p.kind != '[' || len(p.items) != 2 {
			return nil, false
		}
	}
	return v.items, true
}

// mahMap reads a board's map. Numbers must be whole; runs may not reach past the largest
// board, so a hostile file cannot ask for millions of tiles.
func mahMap(m jvalue) ([]shanghai.Slot, error) {
	layers, ok := pairs(m)
	if !ok {
		return nil, errors.New("the map is not a list of [layer, rows]")
	}
	var ss []shanghai.Slot
	for _, lr := range layers {
		z, err := whole(lr.items[0], "a layer number")
		if err != nil {
			return nil, err
		}
		rows, ok := pairs(lr.items[1])
		if !ok {
			return nil, errors.New("layer " + strconv.Itoa(z) + ": want a list of [row, columns]")
		}
		for _, rc := range rows {
			y, err := whole(rc.items[0], "a row number")
			if err != nil {
				return nil, errors.New("layer " + strconv.Itoa(z) + ": " + err.Error())
			}
			at := "layer " + strconv.Itoa(z) + ", row " + strconv.Itoa(y) + ": "
			xs, err := columns(rc.items[1])
			if err != nil {
				return nil, errors.New(at + err.Error())
			}
			for _, x := range xs {
				ss = append(ss, shanghai.Slot{X: x, Y: y, Z: z})
				if len(ss) > 288 {
					return nil, errors.New(at + "more than 288 tiles: a layout has at most 288")
				}
			}
		}
	}
	return ss, nil
}

// columns reads a row's cells: a column, or a list of columns and runs [x, n].
func columns(v jvalue) ([]int, error) {
	if x, err := whole(v, "a column"); err == nil {
		return []int{x}, nil
	}
	if v.kind != '[' {
		return nil, errors.New("want a column or a list of columns and runs [column, count]")
	}
	var xs []int
	for _, it := range v.items {
		if x, err := whole(it, "a column"); err == nil {
			xs = append(xs, x)
			continue
		}
		if it.kind != '[' || len(it.items) != 2 {
			return nil, errors.New("want a column or a run [column, count], not " + clip(it.raw))
		}
		x, err := whole(it.items[0], "a column")
		if err != nil {
			return nil, err
		}
		n, err := whole(it.items[1], "a count")
		if err != nil {
			return nil, err
		}
		if n > 64 {
			return nil, errors.New("a run of " + strconv.Itoa(n) + " tiles is wider than the largest board")
		}
		for k := range n {
			xs = append(xs, x+2*k)
		}
	}
	return xs, nil
}

// whole reads a whole number from 0 to 1000 (coordinates beyond the board are refused
// later, with their place).
func whole(v jvalue, what string) (int, error) {
	n, ok := wholeNumber(v.raw, 1000)
	if v.kind != '0' || !ok {
		return 0, errors.New("want " + what + " (a whole number from 0 to 1000), not " + clip(v.raw))
	}
	return n, nil
}

func clip(s string) string {
	if s == "" {
		return "nothing"
	}
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}
