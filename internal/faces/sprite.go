package faces

import (
	"strings"

	"mahjong/engine"
)

// FaceID is the id of the symbol that draws t in the sprite: "t-" and the tile's code.
func FaceID(t engine.Tile) string { return "t-" + t.Code() }

// Sprite returns the sprite of the classic set, the one the page holds inside itself.
func Sprite() string { return Sets[0].Sprite() }

// Sprite returns the SVG document with every tile face of the set and every Stones symbol;
// the page references them as #t-3b or #s-0. The same call always returns the same text.
//
// The faces are drawn with shared parts (glyphs, pips, sticks) placed by <use>; the sprite
// holds them flattened (flat.go), so that the browser copies a few paths per tile, not trees
// of nested copies.
func (set Set) Sprite() string {
	parts := &doc{}
	glyphDefs(parts)
	suitDefs(parts)
	characterDefs(parts)
	defs := map[string]*elem{}
	for _, e := range parts.root.kids {
		defs[e.get("id")] = e
	}
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg">` + "\n")
	symbol := func(id, viewBox string, draw func(*doc), ink map[string]string) {
		d := &doc{}
		draw(d)
		b.WriteString(`<symbol id="` + id + `" viewBox="` + viewBox + `">`)
		for _, e := range flatten(d, defs) {
			recolour(e, ink)
			write(&b, e)
		}
		b.WriteString("</symbol>\n")
	}
	for t := engine.Bamboo1; int(t) < engine.NumFaces; t++ {
		var ink map[string]string
		if set.ink != nil {
			ink = set.ink(t)
		}
		symbol(FaceID(t), "0 0 60 80", func(d *doc) { set.face(d, t) }, ink)
	}
	for i, draw := range stoneShapes {
		symbol(StoneID(i), "0 0 60 60", draw, nil)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// write writes e and its children as markup.
func write(b *strings.Builder, e *elem) {
	b.WriteString("<" + e.name)
	for i := 0; i+1 < len(e.attr); i += 2 {
		b.WriteString(" " + e.attr[i] + `="` + e.attr[i+1] + `"`)
	}
	if len(e.kids) == 0 {
		b.WriteString("/>")
		return
	}
	b.WriteByte('>')
	for _, k := range e.kids {
		write(b, k)
	}
	b.WriteString("</" + e.name + ">")
}

// recolour replaces the colours of e's paint by their entries in ink.
func recolour(e *elem, ink map[string]string) {
	for i := 0; i+1 < len(e.attr); i += 2 {
		if k := e.attr[i]; k == "fill" || k == "stroke" {
			if c, ok := ink[e.attr[i+1]]; ok {
				e.attr[i+1] = c
			}
		}
	}
}

// face draws the art and corner index of one tile face of the classic set.
func face(d *doc, t engine.Tile) {
	switch t.Kind() {
	case engine.Suited:
		switch t.Suit() {
		case engine.Bamboos:
			suited(d, 'B', t.Rank(), green, bamboos)
		case engine.Characters:
			suited(d, 'C', t.Rank(), red, characters)
		default:
			suited(d, 'o', t.Rank(), blue, circles)
		}
	case engine.Dragon:
		dragon(d, t)
	case engine.Wind:
		wind(d, t)
	default:
		bonus(d, t)
	}
}
