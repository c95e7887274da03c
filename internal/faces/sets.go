package faces

import (
	"strconv"

	"mahjong/engine"
)

// Set is one look of the tile faces. Every set draws every face under the same symbol ids,
// so that the page changes look by swapping its sprite and nothing else.
type Set struct {
	// Name is the set's name in the player's settings (store.FaceSets) and in its file name.
	Name string
	// face draws one tile face.
	face func(*doc, engine.Tile)
	// ink, when set, gives the colours that replace the drawing's own in a face of the set.
	ink func(engine.Tile) map[string]string
}

// File is the name of the set's sprite among the site's files: faces.svg for the classic set,
// which the build puts inside the page, faces-<name>.svg for the others, which the page
// fetches when a player first chooses one.
func (set Set) File() string {
	if set.Name == Sets[0].Name {
		return "faces.svg"
	}
	return "faces-" + set.Name + ".svg"
}

// Sets are the face sets, the classic one first:
//
//   - classic: the traditional pictures, with a corner index.
//   - large: large print, for small tiles and tired eyes: each face is its index, a big Arabic
//     numeral and the suit's mark (B, C, a ring for Circles) and sign, or the letter of a wind or dragon, in heavy
//     strokes of dark ink.
//   - colourblind: the classic pictures in the Okabe–Ito colours, each suit in a colour of its
//     own, and dragons of three different silhouettes (disc, triangle, frame), so that no face
//     depends on telling red from green.
var Sets = []Set{
	{Name: "classic", face: face},
	{Name: "large", face: largeFace, ink: func(engine.Tile) map[string]string { return largeInk }},
	{Name: "colourblind", face: safeFace, ink: safeInk},
}

// bonusIndex is the corner index of a Season or a Flower: its number, white in a blue square
// for the Seasons and in a red disc for the Flowers, so that the two groups (which never
// match each other) differ by shape as well as colour at any size.
func bonusIndex(d *doc, t engine.Tile) {
	if t.Kind() == engine.Flower {
		d.el("circle", "cx", "9", "cy", "11", "r", "9", "fill", red)
	} else {
		d.el("rect", "x", "2", "y", "2", "width", "14", "height", "18", "rx", "2", "fill", blue)
	}
	index(d, white, strconv.Itoa(t.Index()+1))
}

// largeInk darkens the classic colours for the large-print set: each has a contrast of 7:1
// or more with the tile body (TestInkContrast).
var largeInk = map[string]string{red: "#96000b", green: "#005421", blue: "#002f8f", navy: "#111"}

// largeFace draws a face of the large-print set.
func largeFace(d *doc, t engine.Tile) {
	switch t.Kind() {
	case engine.Suited:
		rank := byte('0' + t.Rank())
		bigGlyph(d, rank, 5, 4, 3.2, 7.5, navy)
		switch t.Suit() {
		case engine.Bamboos:
			bigGlyph(d, 'B', 36, 6, 2, 5, green)
			d.el("use", "href", "#f-s", "transform", "translate(30 63)rotate(90)scale(1.9)", "color", green)
		case engine.Characters:
			bigGlyph(d, 'C', 36, 6, 2, 5, red)
			d.use("f-w", 12, 48, .9)
		default:
			bigGlyph(d, 'o', 36, 6, 2, 5, blue)
			d.use("f-c", 30, 62, 1.35, "color", blue)
		}
	case engine.Dragon:
		ink, letter := red, byte('R')
		switch t {
		case engine.GreenDragon:
			ink, letter = green, 'G'
		case engine.WhiteDragon:
			ink, letter = blue, 'W'
		}
		// a heavy frame, which the winds do not have: the White Dragon's W is not West's
		d.el("rect", "x", "5", "y", "5", "width", "50", "height", "70", "rx", "6", "fill", "none", "stroke", ink, "stroke-width", "5")
		bigGlyph(d, letter, 15.6, 18.4, 3.6, 7.5, ink)
	case engine.Wind:
		bigGlyph(d, "ESWN"[t.Index()], 12, 7, 4.5, 8.5, navy)
		// the wind's direction, as on a compass: north up
		compassPoint(d, 30, 72, [4]int{1, 2, 3, 0}[t.Index()], 6, 2.5, red)
	default:
		digit := byte('1' + t.Index())
		if t.Kind() == engine.Flower {
			d.el("circle", "cx", "30", "cy", "40", "r", "25", "fill", red)
			bigGlyph(d, digit, 18, 22, 3, 7, white)
		} else {
			d.el("rect", "x", "8", "y", "12", "width", "44", "height", "56", "rx", "4", "fill", blue)
			bigGlyph(d, digit, 16.4, 19.6, 3.4, 7, white)
		}
	}
}

// The colour-blind set's colours: Okabe and Ito's palette for colour-blind readers, its
// blue, bluish green and vermilion darkened to a contrast of 4.5:1 with the tile body.
const (
	safeBlue      = "#0069a4"
	safeGreen     = "#007253"
	safeVermilion = "#a44800"
	safeBlack     = "#111"
)

// safeInk gives each suit one colour of its own, and the honours and bonus tiles the
// Okabe–Ito colours nearest to the classic ones.
func safeInk(t engine.Tile) map[string]string {
	one := func(c string) map[string]string {
		return map[string]string{red: c, green: c, blue: c, navy: c, gold: c, orange: c, pink: c, purple: c, brown: c}
	}
	if t.Kind() == engine.Suited {
		switch t.Suit() {
		case engine.Bamboos:
			return one(safeGreen)
		case engine.Circles:
			return one(safeBlue)
		default:
			return map[string]string{navy: safeBlack, red: safeVermilion}
		}
	}
	return map[string]string{red: safeVermilion, green: safeGreen, blue: safeBlue, navy: safeBlack,
		gold: "#e69f00", orange: "#d55e00", pink: "#cc79a7", purple: "#6a3d9a", brown: "#7a4a22"}
}

// safeFace draws a face of the colour-blind set: the classic face, but for the dragons, which
// differ by silhouette: the Red a disc, the Green a triangle, the White an empty frame.
func safeFace(d *doc, t engine.Tile) {
	switch t {
	case engine.RedDragon:
		index(d, red, "R")
		d.el("circle", "cx", "34", "cy", "46", "r", "21", "fill", red)
		bigGlyph(d, 'R', 26, 34, 2, 4.5, white)
	case engine.GreenDragon:
		index(d, green, "G")
		d.el("path", "d", poly(34, 16, 57, 72, 11, 72), "fill", green, "stroke", green, "stroke-width", "3", "stroke-linejoin", "round")
		bigGlyph(d, 'G', 26, 42, 2, 4.5, white)
	case engine.WhiteDragon:
		index(d, blue, "W")
		d.el("rect", "x", "16", "y", "24", "width", "36", "height", "44", "fill", "none", "stroke", blue, "stroke-width", "6")
	default:
		face(d, t)
	}
}
