package layouts

import (
	"strconv"
	"strings"
	"testing"

	"mahjong/engine/golden"
	"mahjong/engine/shanghai"
)

// A random layout is 72 to 144 tiles, even, 1 to 5 layers, symmetric about both axes, and
// has a winnable deal (NewVariant checks it; the construction test in package shanghai
// plays seeds 1..10). Lookup finds it by its id.
func TestRandomLayouts(t *testing.T) {
	depths := map[int]int{}
	for seed := uint64(0); seed < 1000; seed++ {
		e, err := Random(seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		l := e.Layout
		if n := l.Len(); n < 72 || n > 144 || n%2 != 0 {
			t.Errorf("seed %d: %d tiles, want an even number from 72 to 144", seed, n)
		}
		depths[l.Depth]++
		if !symmetric(l.Slots) {
			t.Errorf("seed %d: not symmetric about both axes", seed)
		}
		id := "shanghai-random-" + strconv.FormatUint(seed, 10)
		if e.ID != id || e.Variant.ID != id {
			t.Errorf("seed %d: id %q, variant %q", seed, e.ID, e.Variant.ID)
		}
		if seed < 5 {
			if got, ok := Lookup(id); !ok || FormatDrawing(drawing(got)) != FormatDrawing(drawing(e)) {
				t.Errorf("Lookup(%q) differs from Random(%d)", id, seed)
			}
		}
	}
	for d := 1; d <= 5; d++ {
		if depths[d] == 0 {
			t.Errorf("no random layout of %d layers in 1000 seeds: %v", d, depths)
		}
	}
}

func drawing(e Entry) Drawing {
	return Drawing{Name: e.Name, Category: e.Category, Slots: e.Layout.Slots}
}

func symmetric(ss []shanghai.Slot) bool {
	in := map[shanghai.Slot]bool{}
	minX, maxX, minY, maxY := ss[0].X, ss[0].X, ss[0].Y, ss[0].Y
	for _, s := range ss {
		in[s] = true
		minX, maxX, minY, maxY = min(minX, s.X), max(maxX, s.X), min(minY, s.Y), max(maxY, s.Y)
	}
	for _, s := range ss {
		if !in[shanghai.Slot{X: minX + maxX - s.X, Y: s.Y, Z: s.Z}] || !in[shanghai.Slot{X: s.X, Y: minY + maxY - s.Y, Z: s.Z}] {
			return false
		}
	}
	return true
}

// Random layouts never change: seed N names the same layout, and its deal numbers the same
// deals, forever.
func TestRandomGolden(t *testing.T) {
	var b strings.Builder
	for _, seed := range []uint64{1, 2, 3, 4, 5, 1 << 40} {
		e, err := Random(seed)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(FormatDrawing(drawing(e)))
		b.WriteString(e.ID + " 1:" + tiles(e.Variant.New(1)) + "\n\n")
	}
	golden.CheckTestdata(t, "random.golden", b.String())
}
