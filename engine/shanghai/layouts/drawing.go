package layouts

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine/shanghai"
)

// Drawing is a layout as its data file holds it: a name, a category and the slots.
type Drawing struct {
	Name, Category string
	Slots          []shanghai.Slot
}

// ParseDrawing reads a layout data file (see the package doc for the format). Errors name
// the line.
func ParseDrawing(text string) (Drawing, error) {
	var d Drawing
	z := -1
	var rows []string // the current layer's lines
	flush := func() error {
		ss, err := tilesOf(rows, z)
		d.Slots = append(d.Slots, ss...)
		rows = rows[:0]
		return err
	}
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for n, line := range lines {
		bad := func(msg string) error { return errors.New("line " + strconv.Itoa(n+1) + ": " + msg) }
		switch {
		case z < 0 && strings.HasPrefix(line, "#"):
			continue
		case z < 0 && strings.TrimSpace(line) == "":
			continue
		case z < 0 && strings.HasPrefix(line, "name: "):
			d.Name = strings.TrimSpace(line[len("name: "):])
		case z < 0 && strings.HasPrefix(line, "category: "):
			d.Category = strings.TrimSpace(line[len("category: "):])
		case strings.HasPrefix(line, "layer "):
			if err := flush(); err != nil {
				return d, err
			}
			next, err := strconv.Atoi(strings.TrimSpace(line[len("layer "):]))
			if err != nil || next != z+1 {
				return d, bad("want \"layer " + strconv.Itoa(z+1) + "\"")
			}
			z = next
		case z < 0:
			return d, bad("want \"name: \", \"category: \" or \"layer 0\"")
		default:
			if strings.Trim(line, "[] ") != "" {
				return d, bad("a layer's rows hold only \"[]\" and blanks")
			}
			rows = append(rows, strings.TrimRight(line, " "))
		}
	}
	if err := flush(); err != nil {
		return d, err
	}
	if d.Name == "" || d.Category == "" || z < 0 {
		return d, errors.New("want a name, a category and at least one layer")
	}
	return d, nil
}

// tilesOf reads one layer's rows: each tile is "[]" on row Y at columns X, X+1 and again on
// row Y+1. Taking the first unread "[" in reading order as a tile's top-left corner is
// exact, because that is where every tile's first cell lies.
func tilesOf(rows []string, z int) ([]shanghai.Slot, error) {
	used := make([][]bool, len(rows))
	for y, r := range rows {
		used[y] = make([]bool, len(r))
	}
	cell := func(x, y int, c byte) bool {
		return y < len(rows) && x < len(rows[y]) && rows[y][x] == c && !used[y][x]
	}
	var ss []shanghai.Slot
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			if r[x] == ' ' || used[y][x] {
				continue
			}
			if !cell(x, y, '[') || !cell(x+1, y, ']') || !cell(x, y+1, '[') || !cell(x+1, y+1, ']') {
				return nil, errors.New("layer " + strconv.Itoa(z) + ", row " + strconv.Itoa(y) + ", column " +
					strconv.Itoa(x) + ": not part of a whole tile (\"[]\" over \"[]\")")
			}
			used[y][x], used[y][x+1], used[y+1][x], used[y+1][x+1] = true, true, true, true
			ss = append(ss, shanghai.Slot{X: x, Y: y, Z: z})
		}
	}
	return ss, nil
}

// FormatDrawing writes d in the data file format, the exact inverse of ParseDrawing.
func FormatDrawing(d Drawing) string {
	var b strings.Builder
	b.WriteString("name: " + d.Name + "\ncategory: " + d.Category + "\n")
	depth := 0
	for _, s := range d.Slots {
		depth = max(depth, s.Z+1)
	}
	for z := range depth {
		var grid [][]byte
		for _, s := range d.Slots {
			if s.Z != z {
				continue
			}
			for len(grid) < s.Y+2 {
				grid = append(grid, nil)
			}
			for _, y := range []int{s.Y, s.Y + 1} {
				for len(grid[y]) < s.X+2 {
					grid[y] = append(grid[y], ' ')
				}
				grid[y][s.X], grid[y][s.X+1] = '[', ']'
			}
		}
		b.WriteString("layer " + strconv.Itoa(z) + "\n")
		for _, r := range grid {
			b.Write(r)
			b.WriteByte('\n')
		}
	}
	return b.String()
}
