//go:build !(js && wasm)

package board

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/freecell"
	"mahjong/engine/oneplayer"
	"mahjong/engine/shanghai"
	"mahjong/engine/stones"
)

// TestPositionOf deals every game and converts its position to each family's type: only its
// own family's converts, to the same position, and any other panics.
func TestPositionOf(t *testing.T) {
	types := []struct {
		name string
		of   func(engine.Position) (engine.Position, bool)
	}{
		{"shanghai", positionAs[*shanghai.Position]},
		{"freecell", positionAs[*freecell.Position]},
		{"stones", positionAs[*stones.Position]},
		{"oneplayer", positionAs[*oneplayer.Position]},
	}
	want := map[engine.Family][]string{
		engine.Shanghai:  {"shanghai"},
		engine.FreeCell:  {"freecell"},
		engine.Sea:       {"freecell"},
		engine.Stones:    {"stones"},
		engine.OnePlayer: {"oneplayer"},
	}
	for _, v := range catalog.All() {
		p := v.New(1)
		var got []string
		for _, ty := range types {
			q, ok := ty.of(p)
			if !ok {
				continue
			}
			got = append(got, ty.name)
			if q != p {
				t.Errorf("%s as %s: a position other than the one given", v.ID, ty.name)
			}
		}
		if diff := cmp.Diff(want[v.Family], got); diff != "" {
			t.Errorf("%s (%s): the types its position converts to (-want +got):\n%s", v.ID, v.Family, diff)
		}
	}
}

// positionAs is PositionOf with its panic caught: the position and true, or false.
func positionAs[P engine.Position](p engine.Position) (q engine.Position, ok bool) {
	defer func() {
		if recover() != nil {
			q, ok = nil, false
		}
	}()
	return PositionOf[P](p), true
}
