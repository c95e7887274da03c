package faces

import "mahjong/engine"

// FaceID is the id of the symbol that draws t in the sprite: "t-" and the tile's code.
func FaceID(t engine.Tile) string { return "t-" + t.Code() }

// Sprite returns the SVG document with every tile face and Stones symbol; the page references
// them as faces.svg#t-3b or faces.svg#s-0. The same call always returns the same text.
func Sprite() string {
	d := &doc{}
	d.open("svg", "xmlns", "http://www.w3.org/2000/svg")
	d.WriteString("\n<defs>")
	glyphDefs(d)
	suitDefs(d)
	characterDefs(d)
	d.end("defs")
	d.WriteByte('\n')
	for t := engine.Bamboo1; int(t) < engine.NumFaces; t++ {
		d.open("symbol", "id", FaceID(t), "viewBox", "0 0 60 80")
		face(d, t)
		d.end("symbol")
		d.WriteByte('\n')
	}
	for i, draw := range stoneShapes {
		d.open("symbol", "id", StoneID(i), "viewBox", "0 0 60 60")
		draw(d)
		d.end("symbol")
		d.WriteByte('\n')
	}
	d.end("svg")
	d.WriteByte('\n')
	return d.String()
}

// face draws the art and corner index of one tile face.
func face(d *doc, t engine.Tile) {
	switch t.Kind() {
	case engine.Suited:
		switch t.Suit() {
		case engine.Bamboos:
			suited(d, 'B', t.Rank(), green, bamboos)
		case engine.Characters:
			suited(d, 'C', t.Rank(), red, characters)
		default:
			suited(d, 'D', t.Rank(), blue, circles)
		}
	case engine.Dragon:
		dragon(d, t)
	case engine.Wind:
		wind(d, t)
	default:
		bonus(d, t)
	}
}
