package layoutfile

import (
	"strconv"
	"unicode/utf8"

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
		return nil, refuse("not a Mah export: want a JSON object")
	case f.get("mah").kind != 's' || f.get("mah").str != "1.0":
		return nil, refuse(`not a Mah export: want "mah": "1.0"`)
	case boards.kind != '[' || len(boards.items) == 0:
		return nil, refuse("the file holds no boards")
	case len(boards.items) > maxBoards:
		return nil, refuse("too many boards ({n}): at most {max} in one file", "n", strconv.Itoa(len(boards.items)), "max", strconv.Itoa(maxBoards))
	}
	var ls []Layout
	for i, b := range boards.items {
		board := strconv.Itoa(i + 1)
		if b.kind != '{' {
			return nil, refuse("board {board}: want an object with a name and a map", "board", board)
		}
		name, cat := oneLine(b.get("name").str), oneLine(b.get("cat").str)
		// which says which board err is about.
		which := func(err error) error {
			if name == "" {
				return refuse("board {board}: {error}", "board", board, "error", err.Error())
			}
			return refuse("board {board} ({name}): {error}", "board", board, "name", name, "error", err.Error())
		}
		slots, err := mahMap(b.get("map"))
		if err != nil {
			return nil, which(err)
		}
		l, err := check(name, cat, slots)
		if err != nil {
			return nil, which(err)
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
		return nil, refuse("the map is not a list of [layer, rows]")
	}
	var ss []shanghai.Slot
	for _, lr := range layers {
		z, ok := whole(lr.items[0])
		if !ok {
			return nil, refuse("want a layer number (a whole number from 0 to {max}), not {text}", notWhole(lr.items[0])...)
		}
		layer := strconv.Itoa(z)
		rows, ok := pairs(lr.items[1])
		if !ok {
			return nil, refuse("layer {layer}: want a list of [row, columns]", "layer", layer)
		}
		for _, rc := range rows {
			y, ok := whole(rc.items[0])
			if !ok {
				return nil, refuse("layer {layer}: {error}", "layer", layer, "error",
					refuse("want a row number (a whole number from 0 to {max}), not {text}", notWhole(rc.items[0])...).Error())
			}
			// at says which row err is about.
			at := func(err error) error {
				return refuse("layer {layer}, row {row}: {error}", "layer", layer, "row", strconv.Itoa(y), "error", err.Error())
			}
			xs, err := columns(rc.items[1])
			if err != nil {
				return nil, at(err)
			}
			for _, x := range xs {
				ss = append(ss, shanghai.Slot{X: x, Y: y, Z: z})
				if len(ss) > maxTiles {
					return nil, at(refuse("more than {max} tiles: a layout has at most {max}", "max", strconv.Itoa(maxTiles)))
				}
			}
		}
	}
	return ss, nil
}

// columns reads a row's cells: a column, or a list of columns and runs [x, n].
func columns(v jvalue) ([]int, error) {
	if x, ok := whole(v); ok {
		return []int{x}, nil
	}
	if v.kind != '[' {
		return nil, refuse("want a column or a list of columns and runs [column, count]")
	}
	var xs []int
	for _, it := range v.items {
		if x, ok := whole(it); ok {
			xs = append(xs, x)
			continue
		}
		if it.kind != '[' || len(it.items) != 2 {
			return nil, refuse("want a column or a run [column, count], not {text}", "text", clip(it.raw))
		}
		x, ok := whole(it.items[0])
		if !ok {
			return nil, refuse("want a column (a whole number from 0 to {max}), not {text}", notWhole(it.items[0])...)
		}
		n, ok := whole(it.items[1])
		if !ok {
			return nil, refuse("want a count (a whole number from 0 to {max}), not {text}", notWhole(it.items[1])...)
		}
		if n > 64 {
			return nil, refuse("a run of {n} tiles is wider than the largest board", "n", strconv.Itoa(n))
		}
		for k := range n {
			xs = append(xs, x+2*k)
		}
	}
	return xs, nil
}

// maxWhole bounds the numbers of a map: coordinates beyond the board are refused later,
// with their place.
const maxWhole = 1000

// maxTiles is shanghai's bound, checked early so that runs cannot pile up millions of tiles.
const maxTiles = 288

// whole reads a whole number from 0 to maxWhole.
func whole(v jvalue) (int, bool) {
	n, ok := wholeNumber(v.raw, maxWhole)
	return n, ok && v.kind == '0'
}

// notWhole fills the placeholders of an error for v, which is not a whole number.
func notWhole(v jvalue) []string {
	return []string{"max", strconv.Itoa(maxWhole), "text", clip(v.raw)}
}

// clip shortens a value's source text for an error (every value read has some), at a
// character's start.
func clip(s string) string {
	if len(s) <= 20 {
		return s
	}
	n := 20
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}
