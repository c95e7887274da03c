package faces

import (
	"math"

	"mahjong/engine"
)

// dragon draws the Red, Green or White Dragon: bold single emblems, so that the three read
// apart by shape as well as by colour.
func dragon(d *doc, t engine.Tile) {
	switch t {
	case engine.RedDragon:
		index(d, red, "R")
		// the "centre" emblem: a bold frame pierced by a bar
		d.el("rect", "x", "17", "y", "28", "width", "36", "height", "26", "rx", "3", "fill", "none",
			"stroke", red, "stroke-width", "6")
		d.el("path", "d", "M35 9V74", "stroke", red, "stroke-width", "7", "stroke-linecap", "round")
	case engine.GreenDragon:
		index(d, green, "G")
		// the "prosper" emblem, reduced to bold strokes
		d.el("path", "d", "M14 20H54M20 8L18 20M44 8L49 15M35 8C35 28 29 46 16 60"+
			"M24 36H48C44 50 36 60 22 68M28 44C34 56 42 64 54 68", "transform", at(1, 4, 1),
			"fill", "none", "stroke", green, "stroke-width", "5.5", "stroke-linecap", "round", "stroke-linejoin", "round")
	default:
		index(d, blue, "W")
		// the white dragon is a blue frame around nothing
		d.el("rect", "x", "17", "y", "10", "width", "36", "height", "62", "rx", "2", "fill", "none",
			"stroke", blue, "stroke-width", "4")
		d.el("rect", "x", "23.5", "y", "16.5", "width", "23", "height", "49", "fill", "none",
			"stroke", blue, "stroke-width", "1.6")
	}
}

// wind draws East, South, West or North: a compass rose whose point for this wind is red,
// above the big letter.
func wind(d *doc, t engine.Tile) {
	letter := "ESWN"[t.Index()]
	index(d, navy, string(letter))
	// compass directions clockwise from up, in the order north, east, south, west
	dir := [4]int{1, 2, 3, 0}[t.Index()]
	const cx, cy = 36, 20
	d.el("circle", "cx", num(cx), "cy", num(cy), "r", "8", "fill", "none", "stroke", navy, "stroke-width", "1.4")
	for i := 0; i < 4; i++ {
		if i != dir {
			compassPoint(d, cx, cy, i, 11, 3, navy)
		}
	}
	compassPoint(d, cx, cy, dir, 16, 4.5, red)
	bigGlyph(d, letter, 24, 36, 3, 6.5, navy)
}

// compassPoint draws one point of the compass rose: a kite from the centre (cx, cy) towards
// direction i (0 up, then clockwise), r long and 2×w wide.
func compassPoint(d *doc, cx, cy float64, i int, r, w float64, color string) {
	a := math.Pi / 2 * float64(i)
	sx, sy := math.Sin(a), -math.Cos(a)
	d.el("path", "d", poly(cx+w*sy, cy-w*sx, cx+r*sx, cy+r*sy, cx-w*sy, cy+w*sx, cx-w*sx/2, cy-w*sy/2), "fill", color)
}
