package layoutfile

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine/shanghai"
)

// KMahjongg .layout files.
//
// The first line is kmahjongg-layout-v1.0 or kmahjongg-layout-v1.1. Lines starting with '#'
// are comments (KMahjongg's own files name the layout in "# name: ..." and this reader takes
// the name, and the category, from such lines when they are there). Version 1.1 gives the
// board's size in lines "wN" (width), "hN" (height) and "dN" (depth); version 1.0 is always
// 32 by 16 by 5. The body is every other line, trimmed and joined, then sliced by the width
// into rows, rows into layers: so a file whose rows are wrapped reads the same. In it, '1'
// marks a tile's top-left quarter, '2', '3' and '4' its other quarters, '.' nothing.

const kmHeader11 = "kmahjongg-layout-v1.1"

func readKMahjongg(lines []string) (Layout, error) {
	w, h, d := 32, 16, 5
	v11 := false
	var name, category string
	var body strings.Builder
	seen := map[byte]bool{}
	header := true
	for n, raw := range lines {
		line := strings.TrimSpace(raw)
		bad := func(msg string) error { return errors.New("line " + strconv.Itoa(n+1) + ": " + msg) }
		switch {
		case line == "":
			continue
		case header:
			header = false
			v11 = line == kmHeader11
		case strings.HasPrefix(line, "#"):
			c := strings.TrimSpace(line[1:])
			if v, ok := strings.CutPrefix(c, "name:"); ok && name == "" {
				name = strings.TrimSpace(v)
			}
			if v, ok := strings.CutPrefix(c, "category:"); ok && category == "" {
				category = strings.TrimSpace(v)
			}
		case v11 && body.Len() == 0 && strings.IndexByte("whd", line[0]) >= 0 && len(line) > 1 && isDigits(strings.TrimSpace(line[1:])):
			k := line[0]
			if seen[k] {
				return Layout{}, bad("the size " + string(k) + " is given twice")
			}
			seen[k] = true
			v, err := strconv.Atoi(strings.TrimSpace(line[1:]))
			lo, hi := 2, 128
			if k == 'd' {
				lo, hi = 1, 16
			}
			if err != nil || v < lo || v > hi {
				return Layout{}, bad("size out of range: " + line + " (want " + string(k) + strconv.Itoa(lo) + " to " + string(k) + strconv.Itoa(hi) + ")")
			}
			switch k {
			case 'w':
				w = v
			case 'h':
				h = v
			default:
				d = v
			}
		default:
			for i := 0; i < len(line); i++ {
				if strings.IndexByte(".1234", line[i]) < 0 {
					return Layout{}, bad("column " + strconv.Itoa(i+1) + ": '" + line[i:i+1] + "' is not one of . 1 2 3 4")
				}
			}
			body.WriteString(line)
		}
	}
	if v11 && len(seen) != 3 {
		return Layout{}, errors.New("a kmahjongg-layout-v1.1 file gives its size in lines w, h and d before the board")
	}
	b := body.String()
	if len(b) != w*h*d {
		return Layout{}, errors.New("the board has " + strconv.Itoa(len(b)) + " cells, want " + strconv.Itoa(w) + " × " +
			strconv.Itoa(h) + " × " + strconv.Itoa(d) + " = " + strconv.Itoa(w*h*d))
	}
	slots := grid(w, h, d, func(i int) bool { return b[i] == '1' })
	for _, s := range slots {
		if s.X+2 > w || s.Y+2 > h {
			return Layout{}, errors.New(where((s.Z*h+s.Y)*w+s.X, w, h) + ": a tile reaches past the board's edge")
		}
	}
	return check(name, category, slots)
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// WriteKMahjongg writes l as a KMahjongg v1.1 file: the header, the name and category as
// comments, the size, and each layer under a comment naming it.
func WriteKMahjongg(name, category string, l *shanghai.Layout) []byte {
	w, h, d := l.Width, l.Height, l.Depth
	cells := make([]byte, w*h*d)
	for i := range cells {
		cells[i] = '.'
	}
	for _, s := range l.Slots {
		i := (s.Z*h+s.Y)*w + s.X
		cells[i], cells[i+1], cells[i+w], cells[i+w+1] = '1', '2', '4', '3'
	}
	var b strings.Builder
	b.WriteString(kmHeader11 + "\n")
	b.WriteString("# name: " + oneLine(name) + "\n")
	if category != "" {
		b.WriteString("# category: " + oneLine(category) + "\n")
	}
	b.WriteString("w" + strconv.Itoa(w) + "\nh" + strconv.Itoa(h) + "\nd" + strconv.Itoa(d) + "\n")
	for z := range d {
		b.WriteString("# layer " + strconv.Itoa(z) + "\n")
		for y := range h {
			b.Write(cells[(z*h+y)*w : (z*h+y+1)*w])
			b.WriteByte('\n')
		}
	}
	return []byte(b.String())
}

// oneLine keeps a name on its comment line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
