package faces

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/wasm/store"
)

// TestSetNames keeps the sets the faces draw and the sets the settings accept the same, with
// the classic set, the one inside the page, first.
func TestSetNames(t *testing.T) {
	var names []string
	for _, set := range Sets {
		names = append(names, set.Name)
	}
	if diff := cmp.Diff(store.FaceSets, names); diff != "" {
		t.Errorf("face sets (-settings +faces):\n%s", diff)
	}
	if got := Sets[0].File(); got != "faces.svg" {
		t.Errorf("the classic set's file is %q, want faces.svg (build.sh puts it inside the page)", got)
	}
	if got := Sets[1].File(); got != "faces-large.svg" {
		t.Errorf("the large set's file is %q, want faces-large.svg", got)
	}
}

// TestInkContrast checks the ink of the faces against the tile body, light and dark theme
// (static/style.css, --face): the large-print set's every colour has 7:1 or more (WCAG's
// enhanced contrast for text; or it is white, on such a colour), the colour-blind set's
// corner index 4.5:1 (text), and the classic set's 3:1 (WCAG's least for graphics).
func TestInkContrast(t *testing.T) {
	bodies := []rgb{hexColour(t, "#fbf6e9"), hexColour(t, "#e9e2cf")}
	white := hexColour(t, "#fff")
	forEachSet(t, func(t *testing.T, set Set, sprite string) {
		byID, _ := symbols(parse(t, sprite))
		for tile := engine.Bamboo1; int(tile) < engine.NumFaces; tile++ {
			for _, p := range byID[FaceID(tile)].children {
				index := p.attr["stroke-width"] == "2.2"
				for _, a := range []string{"fill", "stroke"} {
					c, ok := p.attr[a]
					if !ok || c == "none" || (set.Name != "large" && !index) {
						continue
					}
					want := map[string]float64{"classic": 3, "large": 7, "colourblind": 4.5}[set.Name]
					ink := hexColour(t, c)
					if ink == white {
						continue
					}
					for _, body := range bodies {
						if got := contrast(ink, body); got < want {
							t.Errorf("%s: %s %s has a contrast of %.1f:1 with the tile, want %v:1", tile, a, c, got, want)
						}
					}
				}
			}
		}
	})
}
