package faces

import (
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strings"
	"testing"

	"mahjong/engine"
	"mahjong/engine/golden"
)

// TestGolden keeps the sprites the site serves, static/faces.svg and static/faces-<set>.svg,
// equal to each set's Sprite(): go test ./internal/faces -update rewrites them.
func TestGolden(t *testing.T) {
	for _, set := range Sets {
		t.Run(set.Name, func(t *testing.T) {
			golden.Check(t, "../../static/"+set.File(), set.Sprite())
		})
	}
}

// node is a decoded element of the sprite.
type node struct {
	name     string
	attr     map[string]string
	children []*node
}

// parse decodes the sprite with encoding/xml, failing the test on any malformed markup.
func parse(t *testing.T, s string) *node {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(s))
	dec.Strict = true
	root := &node{name: "#document"}
	stack := []*node{root}
	for {
		tok, err := dec.Token()
		if err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			t.Fatalf("sprite is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &node{name: tok.Name.Local, attr: map[string]string{}}
			if tok.Name.Local == "svg" && tok.Name.Space != "http://www.w3.org/2000/svg" {
				t.Errorf("svg element in namespace %q, want the SVG namespace", tok.Name.Space)
			}
			for _, a := range tok.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			top := stack[len(stack)-1]
			top.children = append(top.children, n)
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if strings.TrimSpace(string(tok)) != "" {
				t.Errorf("character data %q in the sprite: faces must be drawn, not written", tok)
			}
		}
	}
	if len(stack) != 1 {
		t.Fatalf("%d elements left open", len(stack)-1)
	}
	return root
}

func (n *node) walk(f func(*node)) {
	f(n)
	for _, c := range n.children {
		c.walk(f)
	}
}

// symbols returns the sprite's symbols by id, with how many times each id occurs.
func symbols(root *node) (map[string]*node, map[string]int) {
	byID := map[string]*node{}
	count := map[string]int{}
	root.walk(func(n *node) {
		if n.name == "symbol" {
			byID[n.attr["id"]] = n
			count[n.attr["id"]]++
		}
	})
	return byID, count
}

// forEachSet runs f as a subtest for every face set, with the set's sprite.
func forEachSet(t *testing.T, f func(t *testing.T, set Set, sprite string)) {
	for _, set := range Sets {
		t.Run(set.Name, func(t *testing.T) { f(t, set, set.Sprite()) })
	}
}

// TestEveryFaceHasOneSymbol checks that every set draws every face and Stones symbol under
// the same ids, so that the page can swap one set's sprite for another's.
func TestEveryFaceHasOneSymbol(t *testing.T) { forEachSet(t, everyFaceHasOneSymbol) }

func everyFaceHasOneSymbol(t *testing.T, _ Set, sprite string) {
	byID, count := symbols(parse(t, sprite))
	want := map[string]bool{}
	// symbol returns the one symbol with the id, after checking its size.
	symbol := func(t *testing.T, id, viewBox string) *node {
		t.Helper()
		if count[id] != 1 {
			t.Fatalf("%d symbols with id %q, want 1", count[id], id)
		}
		if got := byID[id].attr["viewBox"]; got != viewBox {
			t.Errorf("viewBox = %q, want %q", got, viewBox)
		}
		return byID[id]
	}
	for tile := engine.Tile(1); int(tile) < engine.NumFaces; tile++ {
		id := "t-" + tile.Code()
		want[id] = true
		t.Run(tile.String(), func(t *testing.T) {
			if FaceID(tile) != id {
				t.Errorf("FaceID = %q, want %q", FaceID(tile), id)
			}
			if len(symbol(t, id, "0 0 60 80").children) == 0 {
				t.Error("symbol draws nothing")
			}
		})
	}
	for i := 0; i < NumStones; i++ {
		id := "s-" + string(rune('0'+i))
		want[id] = true
		t.Run(id, func(t *testing.T) {
			if StoneID(i) != id {
				t.Errorf("StoneID = %q, want %q", StoneID(i), id)
			}
			// the page colours the stones, so every mark must take currentColor
			symbol(t, id, "0 0 60 60").walk(func(n *node) {
				for _, a := range []string{"fill", "stroke"} {
					if v, ok := n.attr[a]; ok && v != "currentColor" {
						t.Errorf("<%s %s=%q>, want currentColor", n.name, a, v)
					}
				}
			})
		})
	}
	for id := range count {
		if !want[id] {
			t.Errorf("unexpected symbol %q", id)
		}
	}
}

func TestNoTextNoFonts(t *testing.T) { forEachSet(t, noTextNoFonts) }

func noTextNoFonts(t *testing.T, _ Set, sprite string) {
	parse(t, sprite).walk(func(n *node) {
		switch n.name {
		case "text", "tspan", "textPath", "font", "font-face", "foreignObject", "image", "style":
			t.Errorf("<%s> element: the faces must be drawn shapes, with no fonts or outside resources", n.name)
		}
		for a := range n.attr {
			if strings.HasPrefix(a, "font") {
				t.Errorf("<%s> has attribute %s", n.name, a)
			}
		}
	})
}

func TestReferencesResolve(t *testing.T) { forEachSet(t, referencesResolve) }

func referencesResolve(t *testing.T, _ Set, sprite string) {
	root := parse(t, sprite)
	ids := map[string]int{}
	root.walk(func(n *node) {
		if id, ok := n.attr["id"]; ok {
			ids[id]++
		}
	})
	for id, c := range ids {
		if c > 1 {
			t.Errorf("id %q defined %d times", id, c)
		}
	}
	root.walk(func(n *node) {
		if href, ok := n.attr["href"]; ok {
			t.Errorf("<%s href=%q>: the symbols must be flat", n.name, href)
		}
	})
}

// TestFlat keeps every symbol a few paths: the page copies a symbol's whole tree for each
// tile it shows, so nested groups and uses would be copied a hundred times over.
func TestFlat(t *testing.T) { forEachSet(t, flat) }

func flat(t *testing.T, _ Set, sprite string) {
	byID, _ := symbols(parse(t, sprite))
	total := 0
	for id, sym := range byID {
		for _, c := range sym.children {
			if c.name != "path" || len(c.children) != 0 {
				t.Errorf("%s holds a <%s> with %d children, want paths only", id, c.name, len(c.children))
			}
		}
		total += len(sym.children)
	}
	// 230 when this was written: a guard against merging that stops working
	if total > 250 {
		t.Errorf("%d elements in the symbols, want at most 250", total)
	}
}

// TestCornerIndex checks the corner index of every face against the rule book: the rank and
// suit letter of suited tiles (B Bamboos, C Characters, D Circles as dots), the letter of
// each Dragon and Wind, and the number 1–4 of each Season and Flower. The large-print set
// has none: each of its faces is its index, drawn big.
func TestCornerIndex(t *testing.T) {
	forEachSet(t, func(t *testing.T, set Set, sprite string) {
		if set.Name != "large" {
			cornerIndex(t, sprite)
		}
	})
}

func cornerIndex(t *testing.T, sprite string) {
	want := map[string]string{
		"1b": "1B", "2b": "2B", "3b": "3B", "4b": "4B", "5b": "5B", "6b": "6B", "7b": "7B", "8b": "8B", "9b": "9B",
		"1c": "1C", "2c": "2C", "3c": "3C", "4c": "4C", "5c": "5C", "6c": "6C", "7c": "7C", "8c": "8C", "9c": "9C",
		"1d": "1o", "2d": "2o", "3d": "3o", "4d": "4o", "5d": "5o", "6d": "6o", "7d": "7o", "8d": "8o", "9d": "9o",
		"Rd": "R", "Gd": "G", "Wd": "W",
		"Ew": "E", "Sw": "S", "Ww": "W", "Nw": "N",
		"Sp": "1", "Su": "2", "Au": "3", "Wi": "4",
		"Pl": "1", "Or": "2", "Ch": "3", "Bf": "4",
	}
	byID, _ := symbols(parse(t, sprite))
	for tile := engine.Tile(1); int(tile) < engine.NumFaces; tile++ {
		t.Run(tile.String(), func(t *testing.T) {
			sym := byID[FaceID(tile)]
			if sym == nil {
				t.Fatal("no symbol")
			}
			// the index is drawn with the glyphs of its characters, flattened the same way
			var idx doc
			index(&idx, navy, want[tile.Code()])
			paths := flatten(&idx, glyphParts())
			if len(paths) != 1 {
				t.Fatalf("the index %q flattens to %d paths, want 1", want[tile.Code()], len(paths))
			}
			d := paths[0].get("d")
			found := false
			for _, c := range sym.children {
				if c.attr["stroke-width"] == "2.2" && strings.Contains(c.attr["d"], d) {
					found = true
				}
			}
			if !found {
				t.Errorf("no path of stroke width 2.2 draws the corner index %q (%s)", want[tile.Code()], d)
			}
		})
	}
}

// glyphParts returns the glyphs' drawings by id, as Sprite uses them.
func glyphParts() map[string]*elem {
	var d doc
	glyphDefs(&d)
	parts := map[string]*elem{}
	for _, e := range d.root.kids {
		parts[e.get("id")] = e
	}
	return parts
}

// TestFacesDiffer guards against two faces of a set drawn alike, which would make a game
// unplayable. (e2e/faces_test.go compares them as the browser draws them at 24 px.)
func TestFacesDiffer(t *testing.T) { forEachSet(t, facesDiffer) }

func facesDiffer(t *testing.T, _ Set, s string) {
	re := regexp.MustCompile(`<symbol id="([^"]+)"[^>]*>(.*?)</symbol>`)
	seen := map[string]string{}
	for _, m := range re.FindAllStringSubmatch(s, -1) {
		if other, ok := seen[m[2]]; ok {
			t.Errorf("%s is drawn exactly like %s", m[1], other)
		}
		seen[m[2]] = m[1]
	}
	if want := engine.NumFaces - 1 + NumStones; len(seen) != want {
		t.Errorf("%d distinct symbols, want %d", len(seen), want)
	}
}

func TestCompact(t *testing.T) { forEachSet(t, compact) }

func compact(t *testing.T, set Set, s string) {
	if len(s) > 40*1024 {
		t.Errorf("sprite is %d bytes, want at most 40 KiB", len(s))
	}
	if m := regexp.MustCompile(`\d\.\d{3,}`).FindString(s); m != "" {
		t.Errorf("needless precision: %q", m)
	}
	if set.Sprite() != s {
		t.Error("Sprite is not deterministic")
	}
}

func TestNum(t *testing.T) {
	for _, tc := range []struct {
		in   float64
		want string
	}{
		{0, "0"},
		{-0.01, "0"},
		{1, "1"},
		{0.5, ".5"},
		{-0.5, "-.5"},
		{12.34, "12.3"},
		{12.36, "12.4"},
		{-3.96, "-4"},
		{59.99, "60"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := num(tc.in); got != tc.want {
				t.Errorf("num(%v) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func BenchmarkSprite(b *testing.B) {
	for b.Loop() {
		Sprite()
	}
}
