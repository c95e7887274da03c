package freecell

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

func TestAccessors(t *testing.T) {
	p := mustPos(t, "mahjongg-freecell", "off", mfcF2, mfcF2L1, mfcF2L2, mfcF2L3)
	if p.Rows() != 8 || p.Columns() != 16 || p.Cells() != 4 || p.TileCount() != 132 || p.OnFoundations() != 108 {
		t.Fatalf("sizes %d %d %d %d %d", p.Rows(), p.Columns(), p.Cells(), p.TileCount(), p.OnFoundations())
	}
	if p.Levels(2) != 3 || p.Levels(5) != 0 {
		t.Fatalf("levels %d %d", p.Levels(2), p.Levels(5))
	}
	if diff := cmp.Diff([]engine.Tile{engine.EastWind, engine.SouthWind, engine.NorthWind}, p.LevelTiles(0, 0)); diff != "" {
		t.Errorf("LevelTiles (-want +got):\n%s", diff)
	}
	// Row 0 of column 1 shows the level-2 9 of Characters; row 1 the level-1 South Wind.
	if tile, l := p.TileAt(0, 0); tile != engine.Character9 || l != 1 {
		t.Errorf("TileAt(0,0) = %v, %d", tile, l)
	}
	if tile, l := p.TileAt(0, 1); tile != engine.SouthWind || l != 0 {
		t.Errorf("TileAt(0,1) = %v, %d", tile, l)
	}
	if tile, l := p.TileAt(0, 3); tile != engine.NoTile || l != -1 {
		t.Errorf("TileAt(0,3) = %v, %d", tile, l)
	}
	want := []engine.Place{Column(0), Level(0, 1), Column(1), Level(2, 2), Column(3), Column(4), Cell(0), Cell(1)}
	if diff := cmp.Diff(want, p.Available()); diff != "" {
		t.Errorf("Available (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]engine.Tile{engine.GreenDragon, engine.Character1, engine.Character2, engine.Character3,
		engine.Character4, engine.Character5, engine.Character6, engine.Character7}, p.PileTiles(4)); diff != "" {
		t.Errorf("PileTiles (-want +got):\n%s", diff)
	}
	if p.PileTop(0) != engine.WestWind || p.PileTop(5) != engine.Character7 || p.SetDragon(1) != engine.GreenDragon {
		t.Error("pile tops or set Dragon")
	}
	if p.PileWind(0) != engine.NoTile {
		t.Error("MahJongg FreeCell piles are not bound to Winds")
	}
	sea := mustPos(t, "sea-towers", "off", seaS1, seaS1Grid)
	for i, w := range []engine.Tile{engine.WestWind, engine.NorthWind, engine.SouthWind, engine.EastWind} {
		if sea.PileWind(i) != w || sea.PileWind(8+i) != w {
			t.Errorf("pile %d bound to %v", i, sea.PileWind(i))
		}
	}
	if SetSuit(2) != engine.Circles {
		t.Error("set 3 is the Circles")
	}
	for _, pl := range []engine.Place{Level(15, 11), Cell(5), Pile(11), Foundation, -1, 300} {
		kind, i, l := Where(pl)
		var back engine.Place = -2
		switch kind {
		case InTableau:
			back = Level(i, l)
		case InCell:
			back = Cell(i)
		case OnPile:
			back = Pile(i)
		case ToFoundation:
			back = Foundation
		}
		if kind != Nowhere && back != pl || kind == Nowhere && pl >= 0 && pl < 225 {
			t.Errorf("Where(%d) = %v %d %d", pl, kind, i, l)
		}
	}
}

// start must be the sum of the counts of the columns before c, for every c and counts up
// to a full tableau.
func TestBoardStart(t *testing.T) {
	var b board
	for trial := 0; trial < 200; trial++ {
		left := maxTiles
		for c := range b.n {
			k := min(left, (trial*7+c*13)%20)
			if trial%5 == 0 && c == trial%numCols {
				k = left // one column holding every tile left
			}
			b.n[c] = uint8(k)
			left -= k
		}
		s := 0
		for c := 0; c <= numCols; c++ {
			if got := b.start(c); got != s {
				t.Fatalf("trial %d: start(%d) = %d, want %d (counts %v)", trial, c, got, s, b.n)
			}
			if c < numCols {
				s += int(b.n[c])
			}
		}
	}
}
