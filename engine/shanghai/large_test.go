package shanghai

import (
	"context"
	"testing"

	"mahjong/engine"
)

// Layouts with more tiles than one set: every face appears copies times (a multiple of 4),
// so a group has more than four tiles and the slot numbers pass 192.

// gridKind is a synthetic variant: a layer of cols x rows tiles and on it a layer of
// (cols-1) x (rows-1), each upper tile on the corners of four lower ones.
func gridKind(cols, rows int) *kind {
	var slots []Slot
	for y := range rows {
		for x := range cols {
			slots = append(slots, Slot{2 * x, 2 * y, 0})
			if x > 0 && y > 0 {
				slots = append(slots, Slot{2*x - 1, 2*y - 1, 1})
			}
		}
	}
	l := newLayout("Grid", slots)
	return &kind{id: "test-grid", name: "Grid", layout: l, pairs: l.Len() / 2}
}

// towerKind is a synthetic variant: cols x rows towers of height tiles.
func towerKind(cols, rows, height int) *kind {
	var slots []Slot
	for z := range height {
		for y := range rows {
			for x := range cols {
				slots = append(slots, Slot{2 * x, 2 * y, z})
			}
		}
	}
	l := newLayout("Towers", slots)
	return &kind{id: "test-towers", name: "Towers", layout: l, pairs: l.Len() / 2}
}

// repeatedPairs returns the pairs of the first groups groups (the 34 faces, then the
// Seasons and the Flowers), copies tiles of each group.
func repeatedPairs(groups, copies int) [][2]engine.Tile {
	var ps [][2]engine.Tile
	for g := range groups {
		for c := 0; c < copies; c += 2 {
			var t, u engine.Tile
			switch g {
			case seasonGroup:
				t, u = engine.Spring+engine.Tile(c%4), engine.Spring+engine.Tile(c%4+1)
			case flowerGroup:
				t, u = engine.Plum+engine.Tile(c%4), engine.Plum+engine.Tile(c%4+1)
			default:
				t = engine.Bamboo1 + engine.Tile(g)
				u = t
			}
			ps = append(ps, [2]engine.Tile{t, u})
		}
	}
	return ps
}

// shuffledDeal puts the tiles of pairs on every slot of k's layout in a random order.
func shuffledDeal(k *kind, pairs [][2]engine.Tile, r *engine.Rand) *Position {
	p := &Position{k: k, present: k.layout.all()}
	var tiles []engine.Tile
	for _, pr := range pairs {
		tiles = append(tiles, pr[0], pr[1])
	}
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	copy(p.tiles[:], tiles)
	return p
}

// On a 288-tile layout (36 faces, eight of each) Solve wins the deals built to be
// winnable and decides random ones; every won line replays to a win.
func TestSolveLarge(t *testing.T) {
	k := gridKind(13, 12)
	if n := k.layout.Len(); n != 288 {
		t.Fatalf("%d slots, want 288", n)
	}
	pairs := repeatedPairs(36, 8)
	for deal := uint64(1); deal <= 6; deal++ {
		r := engine.NewRand("test/large", deal)
		built, _ := construct(k, deal, r, pairs)
		random := shuffledDeal(k, pairs, r)
		for _, tt := range []struct {
			name string
			p    *Position
		}{{"built", built}, {"random", random}} {
			t.Run(tt.name, func(t *testing.T) {
				sol := Solve(context.Background(), tt.p)
				switch {
				case sol.Verdict == engine.Unknown:
					t.Fatalf("deal %d: unknown", deal)
				case tt.name == "built" && sol.Verdict != engine.Solved:
					t.Fatalf("deal %d: a deal built to be winnable is %v", deal, sol.Verdict)
				case sol.Verdict == engine.Solved:
					g, i, err := engine.Replay(tt.p, sol.Moves)
					if err != nil || g.Position().Status() != engine.Won {
						t.Fatalf("deal %d: the line fails at move %d (%v)", deal, i, err)
					}
				}
			})
		}
	}
}

// On a small layout with eight tiles of a face (groups of 105 pairings), Solve agrees with
// brute force, also when its search restarts after a few relaxations.
func TestSolveRepeatedFacesAgreesWithBruteForce(t *testing.T) {
	k := towerKind(4, 3, 4)
	pairs := repeatedPairs(6, 8)
	won, lost := 0, 0
	for deal := uint64(1); deal <= 100; deal++ {
		p := shuffledDeal(k, pairs, engine.NewRand("test/repeated", deal))
		want := brute(p, map[set]bool{})
		sol := Solve(context.Background(), p)
		if got := sol.Verdict == engine.Solved; got != want || sol.Verdict == engine.Unknown {
			t.Fatalf("deal %d: solver %v, brute force %v on\n%s", deal, sol.Verdict, want, p)
		}
		// Restarts after a few relaxations, in the middle of a search as often as not.
		if v := solve(context.Background(), p, 4).Verdict; (v == engine.Solved) != want || v == engine.Unknown {
			t.Fatalf("deal %d: with restarts every few relaxations %v, brute force %v", deal, v, want)
		}
		if want {
			won++
			g, i, err := engine.Replay(p, sol.Moves)
			if err != nil || g.Position().Status() != engine.Won {
				t.Fatalf("deal %d: the line fails at move %d (%v)", deal, i, err)
			}
		} else {
			lost++
		}
	}
	if won == 0 || lost == 0 {
		t.Errorf("only %d winnable and %d lost deals: the comparison proves little", won, lost)
	}
	t.Logf("%d winnable, %d lost deals agree", won, lost)
}
