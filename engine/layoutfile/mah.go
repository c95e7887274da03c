package layoutfile

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

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
	var f struct {
		Mah    string            `json:"mah"`
		Boards []json.RawMessage `json:"boards"`
	}
	if err := json.Unmarshal([]byte(text), &f); err != nil {
		return nil, jsonError(text, err)
	}
	switch {
	case f.Mah != "1.0":
		return nil, errors.New("not a Mah export: want \"mah\": \"1.0\"")
	case len(f.Boards) == 0:
		return nil, errors.New("the file holds no boards")
	case len(f.Boards) > maxBoards:
		return nil, errors.New(strconv.Itoa(len(f.Boards)) + " boards: at most " + strconv.Itoa(maxBoards) + " in one file")
	}
	var ls []Layout
	for i, raw := range f.Boards {
		var b struct {
			Name string          `json:"name"`
			Cat  string          `json:"cat"`
			Map  json.RawMessage `json:"map"`
		}
		which := "board " + strconv.Itoa(i+1)
		if err := json.Unmarshal(raw, &b); err != nil {
			return nil, errors.New(which + ": want an object with a name and a map")
		}
		if b.Name != "" {
			which += " (" + oneLine(b.Name) + ")"
		}
		slots, err := mahMap(b.Map)
		if err != nil {
			return nil, errors.New(which + ": " + err.Error())
		}
		l, err := check(oneLine(b.Name), oneLine(b.Cat), slots)
		if err != nil {
			return nil, errors.New(which + ": " + err.Error())
		}
		ls = append(ls, l)
	}
	return ls, nil
}

// mahMap reads a board's map. Numbers must be whole; runs may not reach past the largest
// board, so a hostile file cannot ask for millions of tiles.
func mahMap(raw json.RawMessage) ([]shanghai.Slot, error) {
	var layers [][2]json.RawMessage
	if err := json.Unmarshal(raw, &layers); err != nil {
		return nil, errors.New("the map is not a list of [layer, rows]")
	}
	var ss []shanghai.Slot
	for _, lr := range layers {
		z, err := whole(lr[0], "a layer number")
		if err != nil {
			return nil, err
		}
		var rows [][2]json.RawMessage
		if err := json.Unmarshal(lr[1], &rows); err != nil {
			return nil, errors.New("layer " + strconv.Itoa(z) + ": want a list of [row, columns]")
		}
		for _, rc := range rows {
			y, err := whole(rc[0], "a row number")
			if err != nil {
				return nil, errors.New("layer " + strconv.Itoa(z) + ": " + err.Error())
			}
			at := "layer " + strconv.Itoa(z) + ", row " + strconv.Itoa(y) + ": "
			xs, err := columns(rc[1])
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
func columns(raw json.RawMessage) ([]int, error) {
	if x, err := whole(raw, "a column"); err == nil {
		return []int{x}, nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, errors.New("want a column or a list of columns and runs [column, count]")
	}
	var xs []int
	for _, it := range items {
		if x, err := whole(it, "a column"); err == nil {
			xs = append(xs, x)
			continue
		}
		var run [2]json.RawMessage
		if err := json.Unmarshal(it, &run); err != nil {
			return nil, errors.New("want a column or a run [column, count], not " + clip(string(it)))
		}
		x, err := whole(run[0], "a column")
		if err != nil {
			return nil, err
		}
		n, err := whole(run[1], "a count")
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
func whole(raw json.RawMessage, what string) (int, error) {
	var v float64
	if err := json.Unmarshal(raw, &v); err != nil || v != float64(int(v)) || v < 0 || v > 1000 {
		return 0, errors.New("want " + what + " (a whole number from 0 to 1000), not " + clip(string(raw)))
	}
	return int(v), nil
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

// jsonError names the line of a JSON syntax error.
func jsonError(text string, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + strings.Count(text[:min(int(se.Offset), len(text))], "\n")
		return errors.New("line " + strconv.Itoa(line) + ": not valid JSON: " + se.Error())
	}
	return errors.New("not a Mah export: " + err.Error())
}
