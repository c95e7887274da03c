package control

import (
	"testing"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/wasm/board"
)

// TestViewOf: every registered variant's family has a view (a family without one would
// vanish from the picker), Shanghai's alone shuffles, the FreeCell and Sea games alone hold
// a setting and search long.
func TestViewOf(t *testing.T) {
	type want struct{ view, shuffles, settings, long bool }
	wants := map[engine.Family]want{
		engine.Shanghai:  {view: true, shuffles: true},
		engine.FreeCell:  {view: true, settings: true, long: true},
		engine.Sea:       {view: true, settings: true, long: true},
		engine.Stones:    {view: true},
		engine.OnePlayer: {view: true},
		"no-such-family": {},
	}
	for _, v := range catalog.All() {
		if _, ok := wants[v.Family]; !ok {
			t.Errorf("variant %s: family %q has no expectation here", v.ID, v.Family)
		}
	}
	for f, w := range wants {
		t.Run(string(f), func(t *testing.T) {
			view := viewOf(f)
			_, shuffles := view.(board.Shuffler)
			_, settings := view.(board.Settings)
			got := want{view: view != nil, shuffles: shuffles, settings: settings, long: searchesLong(f)}
			if got != w {
				t.Errorf("got %+v, want %+v", got, w)
			}
		})
	}
}
