package layoutfile

import (
	"strconv"
	"strings"
	"unicode/utf8"

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
				return Layout{}, atLine(n+1, twice(k))
			}
			seen[k] = true
			v, err := strconv.Atoi(strings.TrimSpace(line[1:]))
			lo, hi := 2, 128
			if k == 'd' {
				lo, hi = 1, 16
			}
			if err != nil || v < lo || v > hi {
				return Layout{}, atLine(n+1, outOfRange(k, line, lo, hi))
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
					return Layout{}, atLine(n+1, refuse("column {column}: {char} is not one of . 1 2 3 4",
						"column", strconv.Itoa(i+1), "char", quoteRune(line[i:])))
				}
			}
			body.WriteString(line)
		}
	}
	if v11 && len(seen) != 3 {
		return Layout{}, refuse("a kmahjongg-layout-v1.1 file gives its size in lines w, h and d before the board")
	}
	b := body.String()
	if err := cellCount(len(b), w, h, d); err != nil {
		return Layout{}, err
	}
	slots := grid(w, h, d, func(i int) bool { return b[i] == '1' })
	if err := pastEdge(slots, w, h); err != nil {
		return Layout{}, err
	}
	return check(name, category, slots)
}

// twice refuses a size given twice, by its letter. (A function, not a map of errors: the
// page imports the package, and a map would be built as the page starts.)
func twice(k byte) error {
	switch k {
	case 'w':
		return refuse("the size w is given twice")
	case 'h':
		return refuse("the size h is given twice")
	}
	return refuse("the size d is given twice")
}

// outOfRange refuses the size line, of letter k, for a number outside lo..hi.
func outOfRange(k byte, line string, lo, hi int) error {
	args := []string{"text", line, "min", strconv.Itoa(lo), "max", strconv.Itoa(hi)}
	switch k {
	case 'w':
		return refuse("size out of range: {text} (want w{min} to w{max})", args...)
	case 'h':
		return refuse("size out of range: {text} (want h{min} to h{max})", args...)
	}
	return refuse("size out of range: {text} (want d{min} to d{max})", args...)
}

// quoteRune quotes the first character of s as Go does ('x'; Read has checked that the file
// is UTF-8).
func quoteRune(s string) string {
	r, _ := utf8.DecodeRuneInString(s)
	return strconv.QuoteRune(r)
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
