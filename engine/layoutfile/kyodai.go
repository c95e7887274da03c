package layoutfile

import (
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
		return Layout{}, atLine(n+2, refuse("want the layout's name after the Kyodai header"))
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
				return Layout{}, refuse("line {line}, column {column}: {char} is not 0 or 1",
					"line", strconv.Itoa(n+3+k), "column", strconv.Itoa(i+1), "char", strconv.QuoteRune(r))
			}
		}
	}
	if err := cellCount(len(cells), kyW, kyH, kyD); err != nil {
		return Layout{}, err
	}
	slots := grid(kyW, kyH, kyD, func(i int) bool { return cells[i] == '1' })
	if err := pastEdge(slots, kyW, kyH); err != nil {
		return Layout{}, err
	}
	return check(name, "", slots)
}
