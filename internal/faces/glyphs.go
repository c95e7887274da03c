package faces

// glyphs are the digits and letters of the corner index and of the big wind letters, drawn as
// single strokes in a box 8 units wide and 12 high. They are stroked paths rather than text
// so that the faces look the same everywhere, with no font to load or substitute.
var glyphs = []struct {
	char byte
	path string
}{
	{'1', "M1.5 3.5L4.8 1V11"},
	{'2', "M1 3.6C1.4 0 7.4 0 7 3.8C6.6 6.6 1.6 8.4 1 11H7.4"},
	{'3', "M1.2 1H7L3.6 5C6 4.7 7.4 6.4 7.4 8C7.4 11.8 2 12 1 9.4"},
	{'4', "M5.6 11V1L.8 8H7.6"},
	{'5', "M7 1H2.2L1.6 5.6C4.8 3.9 7.6 5.6 7.4 8.2C7.2 11.6 2.6 11.8 1 9.8"},
	{'6', "M6.6 1.6C3.4 .3 1 3 1 7.4C1 12 7.4 12 7.4 7.9C7.4 4.4 2.2 4.6 1.2 7.3"},
	{'7', "M1 1H7.4L3.4 11"},
	{'8', "M4.2 6C1 6 1 1 4.2 1C7.2 1 7.2 6 4.2 6C.6 6 .6 11 4.2 11C7.8 11 7.8 6 4.2 6Z"},
	{'9', "M7 4.6C7 8 1 8.2 1 4.2C1 .3 7 .2 7 4.6C7 9 5.4 11.4 1.8 10.6"},
	{'B', "M1.6 6H4.4C7.6 6 7.6 11 4.4 11H1.6V1H4.2C7 1 7 6 4.4 6"},
	{'C', "M7.2 2.6C5.4 0 1 .6 1 6C1 11.4 5.4 12 7.2 9.4"},
	{'E', "M7 1H1.6V11H7M1.6 6H6"},
	{'G', "M7.2 2.6C5.4 0 1 .6 1 6C1 11.4 5.8 12 7.2 9.2V6.6H4.6"},
	{'N', "M1.4 11V1L6.6 11V1"},
	{'R', "M1.6 11V1H4.4C7.6 1 7.6 6 4.4 6H1.6M4.4 6L7.4 11"},
	{'S', "M7 2.6C6 .4 1 .4 1 3.4C1 6.6 7.2 5.4 7.2 8.4C7.2 11.8 1.6 11.6 1 9.4"},
	{'W', "M.4 1L2.2 11L4 4.4L5.8 11L7.6 1"},
	// The Circles' mark: a ring, round and small so that it is not read as a 0 or an O (the
	// page calls the suit Circles in every language; a letter would be one language's).
	{'o', "M4 3.2C5.55 3.2 6.8 4.45 6.8 6C6.8 7.55 5.55 8.8 4 8.8C2.45 8.8 1.2 7.55 1.2 6C1.2 4.45 2.45 3.2 4 3.2Z"},
}

// glyphID names the shared drawing of a glyph among the parts the faces are drawn with.
func glyphID(c byte) string { return "f-" + string(c) }

func glyphDefs(d *doc) {
	for _, g := range glyphs {
		d.el("path", "id", glyphID(g.char), "d", g.path, "fill", "none",
			"stroke-linecap", "round", "stroke-linejoin", "round")
	}
}

// index draws the corner index: the characters stacked in the top-left corner, in one colour.
// The corner stays clear of the art on every face, which is what lets a player read a tile
// drawn too small to count its pips.
func index(d *doc, color, chars string) {
	d.open("g", "stroke", color, "stroke-width", "2.2")
	for i := 0; i < len(chars); i++ {
		d.el("use", "href", "#"+glyphID(chars[i]), "x", "5", "y", num(5+15*float64(i)))
	}
	d.end("g")
}

// bigGlyph draws a glyph scaled by s with its top-left corner at (x, y) and a stroke of w.
func bigGlyph(d *doc, c byte, x, y, s, w float64, color string) {
	d.use(glyphID(c), x, y, s, "stroke", color, "stroke-width", num2(w/s))
}
