package layoutfile

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
)

// Kyodai .lay files.
//
// A header line, "Kyodai 3.0" or "Kyodai 6.0"; a line with the layout's name; then 5 layers
// of 20 rows of 34 cells, each cell '0' or '1', '1' marking a tile's top-left quarter.
// Whitespace between the cells is ignored, so the cells may stand on one line or many.

const kyW, kyH, kyD = 34, 20, 5

func readKyodai(lines []string) (Layout, error) {
	n := 0
	for n < len(lines) && strings.TrimSpace(lines[n]) == "" {
		n++
	}
	if n+1 >= len(lines) {
		return Layout{}, errors.New("line " + strconv.Itoa(n+2) + ": want the layout's name after the Kyodai header")
	}
	name := strings.TrimSpace(lines[n+1])
	var cells []byte
	for k, line := range lines[n+2:] {
		for i, r := range line {
			switch {
			case r == '0' || r == '1':
				cells = append(cells, byte(r))
			case unicode.IsSpace(r):
			default:
				return Layout{}, errors.New("line " + strconv.Itoa(n+3+k) + ", column " + strconv.Itoa(i+1) +
					": '" + string(r) + "' is not 0 or 1")
			}
		}
	}
	if len(cells) != kyW*kyH*kyD {
		return Layout{}, errors.New("the board has " + strconv.Itoa(len(cells)) + " cells, want 34 × 20 × 5 = " +
			strconv.Itoa(kyW*kyH*kyD))
	}
	slots := grid(kyW, kyH, kyD, func(i int) bool { return cells[i] == '1' })
	for _, s := range slots {
		if s.X+2 > kyW || s.Y+2 > kyH {
			return Layout{}, errors.New(where((s.Z*kyH+s.Y)*kyW+s.X, kyW, kyH) + ": a tile reaches past the board's edge")
		}
	}
	return check(name, "", slots)
}
