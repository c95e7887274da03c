package stones

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/wasm/nav"
)

func TestStonesNav(t *testing.T) {
	items := Nav(3, 2)
	want := []nav.Item{{X: 0, Y: 0, Present: true}, {X: 1, Y: 0, Present: true}, {X: 2, Y: 0, Present: true}, {X: 0, Y: 1, Present: true}, {X: 1, Y: 1, Present: true}, {X: 2, Y: 1, Present: true}}
	if diff := cmp.Diff(want, items); diff != "" {
		t.Errorf("StonesNav(3, 2) (-want +got):\n%s", diff)
	}
}
