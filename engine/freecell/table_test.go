package freecell

import (
	"testing"

	"mahjong/engine"
)

func TestKeyIgnoresColumnAndCellOrder(t *testing.T) {
	p := mustPos(t, "mahjongg-freecell", "off", mfcF2, mfcF2L1, mfcF2L2, mfcF2L3)
	// The same position with columns 1 and 3 swapped and the two cell tiles swapped.
	swapped := mustPos(t, "mahjongg-freecell", "off", `
dragons: Rd Gd Wd
piles: Ww Nw Sw Ew | 7c 7c 7c 7c | 7d 7d 7d 7d
cells: 8d .. 9c ..`, `
Ew Ww Ew Sw 9d
.. 9d Sw Nw 8d
.. 8c Nw Ww 8d
.. .. .. 9d 8d
.. .. .. .. 8c
.. .. .. .. 8c
.. .. .. .. 9c
.. .. .. .. 9c`, `9d .. 9c`, `8c`)
	if p.b.key() != swapped.b.key() {
		t.Error("equal positions up to column and cell order have different keys")
	}
	// One move later the position differs.
	q, err := p.Apply(engine.StepMove(Cell(1), Level(0, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if q.(*Position).b.key() == p.b.key() {
		t.Error("different positions share a key")
	}
	// Moving a tile from one level to another of the same column changes the key too.
	r, err := p.Apply(engine.StepMove(Level(0, 1), Column(0)))
	if err != nil {
		t.Fatal(err)
	}
	if r.(*Position).b.key() == p.b.key() {
		t.Error("a level change is not in the key")
	}
}

func TestSeenSet(t *testing.T) {
	s := newSeenSet(1 << 15)
	for i := uint64(0); i < 20000; i++ {
		if added, full := s.add([2]uint64{engine.Mix64(i), i}); !added || full {
			t.Fatalf("key %d: added %v full %v", i, added, full)
		}
	}
	for i := uint64(0); i < 20000; i++ {
		if !s.has([2]uint64{engine.Mix64(i), i}) {
			t.Fatalf("key %d lost", i)
		}
		if added, _ := s.add([2]uint64{engine.Mix64(i), i}); added {
			t.Fatalf("key %d added twice", i)
		}
	}
	if s.has([2]uint64{1, 1 << 40}) {
		t.Fatal("a key never added is there")
	}
	// The table is at its limit: it refuses to grow rather than forget.
	var full bool
	for i := uint64(20000); i < 40000 && !full; i++ {
		_, full = s.add([2]uint64{engine.Mix64(i), i})
	}
	if !full {
		t.Fatal("the table grew past its limit")
	}
}

func TestSeenSetClear(t *testing.T) {
	s := newSeenSet(1 << 16)
	for i := uint64(0); i < 30000; i++ {
		s.add([2]uint64{engine.Mix64(i), i})
	}
	size := len(s.keys)
	s.clear()
	if s.has([2]uint64{engine.Mix64(7), 7}) || s.count != 0 {
		t.Fatal("a cleared set still holds keys")
	}
	if len(s.keys) != size {
		t.Fatalf("clear shrank the table from %d to %d slots", size, len(s.keys))
	}
	if added, full := s.add([2]uint64{engine.Mix64(7), 7}); !added || full {
		t.Fatalf("after clear: added %v full %v", added, full)
	}
}
