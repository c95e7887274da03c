// Package layoutfile reads the Mahjong Solitaire layout files players bring from other games
// and writes layouts for them: KMahjongg .layout (v1.0 and v1.1), Kyodai .lay (3.0 and 6.0)
// and the web game Mah's .mah export (several layouts in one JSON file) are read; any layout
// is written as KMahjongg v1.1.
//
// Every format counts in half-tiles, as package shanghai does: a tile at (x, y) of layer z
// covers x..x+1 and y..y+1. A file that cannot be played is refused with an error that says
// why and where: not text, an unknown format, a size out of range, a malformed line, an odd
// number of tiles, two tiles overlapping, a tile floating (less than half of it resting on
// the layer below: shanghai.NewLayout's rule, the same for every layout), or a shape on which
// no deal can be won. Layers, rows and columns are counted from 0, lines from 1. The errors
// are English sentences made of templates (Errors), which the page translates.
package layoutfile

import (
	"bytes"
	"hash/fnv"
	"strconv"
	"strings"
	"unicode/utf8"

	"mahjong/engine/shanghai"
)

// Layout is one layout read from a file, checked: its name and category as the file gives
// them (the category may be empty) and its shape.
type Layout struct {
	Name, Category string
	Layout         *shanghai.Layout
}

// IDPrefix begins the variant id of every layout read from a file (ID).
const IDPrefix = "shanghai-custom-"

// ID returns the variant id of a layout read from a file, from its shape alone: IDPrefix and
// 16 hexadecimal digits of a hash of its slots. The same shape has the same deals whatever
// the file's name or format.
func ID(l *shanghai.Layout) string {
	h := fnv.New64a()
	for _, s := range l.Slots {
		h.Write([]byte(strconv.Itoa(s.X) + " " + strconv.Itoa(s.Y) + " " + strconv.Itoa(s.Z) + "\n"))
	}
	return IDPrefix + strconv.FormatUint(h.Sum64()|1<<63, 16)
}

// maxFile bounds what Read looks at: the largest real layout files are a few kilobytes, and
// a .mah file of many layouts a few hundred.
const maxFile = 4 << 20

// Read reads every layout of a file in any of the three formats, chosen by its first line.
func Read(data []byte) ([]Layout, error) {
	if len(data) > maxFile {
		return nil, refuse("the file is larger than {n} MB: not a layout file", "n", strconv.Itoa(maxFile>>20))
	}
	if bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data) {
		return nil, refuse("not a text file (byte {byte})", "byte", strconv.Itoa(firstBad(data)))
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	first := ""
	for _, l := range lines {
		if first = strings.TrimSpace(l); first != "" {
			break
		}
	}
	switch {
	case first == "kmahjongg-layout-v1.0" || first == "kmahjongg-layout-v1.1":
		l, err := readKMahjongg(lines)
		return one(l, err)
	case first == "Kyodai 3.0" || first == "Kyodai 6.0":
		l, err := readKyodai(lines)
		return one(l, err)
	case strings.HasPrefix(first, "{"):
		return readMah(text)
	}
	return nil, refuse("unknown format: want a KMahjongg .layout (first line kmahjongg-layout-v1.0 or -v1.1), " +
		"a Kyodai .lay (first line Kyodai 3.0 or Kyodai 6.0) or a Mah .mah file (JSON)")
}

// firstBad returns the offset of the first NUL byte or invalid UTF-8 sequence.
func firstBad(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == 0 || r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(data)
}

func one(l Layout, err error) ([]Layout, error) {
	if err != nil {
		return nil, err
	}
	return []Layout{l}, nil
}

// check makes a checked layout of slots, trimmed, and makes sure a deal on it can be won.
// Names and categories keep to one line, their blanks single.
func check(name, category string, slots []shanghai.Slot) (Layout, error) {
	name, category = oneLine(name), oneLine(category)
	if name == "" {
		name = "Untitled"
	}
	l, err := shanghai.NewLayout(name, Trim(slots))
	if err != nil {
		return Layout{}, err
	}
	if _, err := shanghai.NewVariant(ID(l), name, l); err != nil {
		return Layout{}, err
	}
	return Layout{Name: name, Category: category, Layout: l}, nil
}

// Trim moves slots left and up so that a tile is in column 0 and one in row 0: the empty
// margins of a file's grid are not part of its layout, and a board drawn with them would
// sit off-centre. It returns slots themselves when they have no margin. Moving a layout
// changes neither its slots' order nor which tile blocks which, so a variant keeps its
// deals: a layout kept or shared before trimming, with the id of its untrimmed shape
// (ID), plays the same trimmed.
func Trim(slots []shanghai.Slot) []shanghai.Slot {
	if len(slots) == 0 {
		return slots
	}
	x, y := slots[0].X, slots[0].Y
	for _, s := range slots {
		x, y = min(x, s.X), min(y, s.Y)
	}
	if x == 0 && y == 0 {
		return slots
	}
	out := make([]shanghai.Slot, len(slots))
	for i, s := range slots {
		out[i] = shanghai.Slot{X: s.X - x, Y: s.Y - y, Z: s.Z}
	}
	return out
}

// grid reads tiles from cells laid out layer by layer, row by row, w by h by d: a tile
// wherever corner(i) says cell i is its top-left corner.
func grid(w, h, d int, corner func(i int) bool) []shanghai.Slot {
	var ss []shanghai.Slot
	for z := range d {
		for y := range h {
			for x := range w {
				if corner((z*h+y)*w + x) {
					ss = append(ss, shanghai.Slot{X: x, Y: y, Z: z})
				}
			}
		}
	}
	return ss
}

// atLine says that err is at line n of the file.
func atLine(n int, err error) error {
	return refuse("line {line}: {error}", "line", strconv.Itoa(n), "error", err.Error())
}

// pastEdge refuses the first of slots that reaches past the right or bottom edge of a w by
// h grid, if one does.
func pastEdge(slots []shanghai.Slot, w, h int) error {
	for _, s := range slots {
		if s.X+2 > w || s.Y+2 > h {
			return refuse("layer {layer}, row {row}, column {column}: a tile reaches past the board's edge",
				"layer", strconv.Itoa(s.Z), "row", strconv.Itoa(s.Y), "column", strconv.Itoa(s.X))
		}
	}
	return nil
}

// cellCount refuses a board of got cells where w × h × d are wanted.
func cellCount(got, w, h, d int) error {
	if got == w*h*d {
		return nil
	}
	return refuse("wrong number of cells: {cells}, want {width} × {height} × {layers} = {want}", "cells", strconv.Itoa(got),
		"width", strconv.Itoa(w), "height", strconv.Itoa(h), "layers", strconv.Itoa(d), "want", strconv.Itoa(w*h*d))
}
