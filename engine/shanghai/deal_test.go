package shanghai

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/golden"
)

// Deals never change: a deal number names the same deal forever.
func TestDealGolden(t *testing.T) {
	var b strings.Builder
	for _, v := range Variants() {
		for _, deal := range []uint64{1, 2, 1 << 40} {
			b.WriteString(v.New(deal).String())
			b.WriteString("\n")
		}
		b.WriteString(v.Random(1).String())
		b.WriteString("\n")
	}
	golden.CheckTestdata(t, "deals.golden", b.String())
}

func TestVariants(t *testing.T) {
	var got [][3]string
	for _, v := range Variants() {
		got = append(got, [3]string{v.ID, v.Name, string(v.Family)})
		if v.Scored || v.New == nil || v.Random == nil || v.Parse == nil || v.Solve == nil || v.Hint == nil {
			t.Errorf("%s: incomplete variant", v.ID)
		}
	}
	want := [][3]string{
		{"shanghai-square", "Mahjong Solitaire: Square", "shanghai"},
		{"shanghai-pyramid", "Mahjong Solitaire: Pyramid", "shanghai"},
		{"shanghai-turtle", "Mahjong Solitaire: Turtle", "shanghai"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("variants (-want +got):\n%s", diff)
	}
}

// The tiles of a deal: the Turtle has the whole standard set; a 50-tile deal has 25 of the
// 72 matching pairs, so every face an even number of times (at most 4), each Season and
// Flower at most once, and an even number of Seasons and of Flowers. Random deals hold the
// same tiles as New deals of the same number.
func TestDealTiles(t *testing.T) {
	full := map[engine.Tile]int{}
	for _, tl := range engine.StandardSet() {
		full[tl]++
	}
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			for deal := uint64(0); deal < 50; deal++ {
				p := pos(t, v.New(deal))
				r := pos(t, v.Random(deal))
				ms := multiset(p)
				if diff := cmp.Diff(ms, multiset(r)); diff != "" {
					t.Fatalf("deal %d: Random has other tiles than New (-new +random):\n%s", deal, diff)
				}
				if p.Remaining() != p.Layout().Len() || p.ShufflesLeft() != MaxShuffles || p.Deal() != deal {
					t.Fatalf("deal %d: %d tiles, %d shuffles, deal %d", deal, p.Remaining(), p.ShufflesLeft(), p.Deal())
				}
				if p.Layout().Len() == 144 {
					if diff := cmp.Diff(full, ms); diff != "" {
						t.Fatalf("deal %d: not the standard set (-want +got):\n%s", deal, diff)
					}
					continue
				}
				seasons, flowers := 0, 0
				for tl, n := range ms {
					switch tl.Kind() {
					case engine.Season:
						seasons += n
					case engine.Flower:
						flowers += n
					}
					if n > full[tl] || tl.Kind() != engine.Season && tl.Kind() != engine.Flower && n%2 != 0 {
						t.Fatalf("deal %d: %v appears %d times", deal, tl, n)
					}
				}
				if seasons%2 != 0 || flowers%2 != 0 {
					t.Fatalf("deal %d: %d Seasons, %d Flowers", deal, seasons, flowers)
				}
			}
		})
	}
}

// Deals are winnable by construction: the order the construction removed the slots in
// wins deals 1..200 of every layout, played through engine.Game.
func TestConstructionLine(t *testing.T) {
	for _, k := range kinds {
		t.Run(k.id, func(t *testing.T) {
			for deal := uint64(1); deal <= 200; deal++ {
				p, order := build(k, deal)
				var ms []engine.Move
				for _, o := range order {
					ms = append(ms, engine.Move{Action: engine.Step, From: engine.Place(o[0]), To: engine.Place(o[1])})
				}
				g, i, err := engine.Replay(p, ms)
				if err != nil {
					t.Fatalf("deal %d: move %d of the construction: %v", deal, i, err)
				}
				if st := g.Position().Status(); st != engine.Won {
					t.Fatalf("deal %d: the construction's line ends %v", deal, st)
				}
			}
		})
	}
}

// The solver wins deals 1..200 of every layout, and its line replays to a won game. (The
// solver's restarts count nodes, not time, so this is the same on every machine.)
func TestDealsWinnable(t *testing.T) {
	n := uint64(200)
	if testing.Short() {
		n = 20
	}
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			for deal := uint64(1); deal <= n; deal++ {
				p := v.New(deal)
				sol := v.Solve(context.Background(), p)
				if sol.Verdict != engine.Solved {
					t.Fatalf("deal %d: %v", deal, sol.Verdict)
				}
				g, i, err := engine.Replay(p, sol.Moves)
				if err != nil {
					t.Fatalf("deal %d: move %d of the line: %v", deal, i, err)
				}
				if g.Position().Status() != engine.Won {
					t.Fatalf("deal %d: the line ends %v", deal, g.Position().Status())
				}
			}
		})
	}
}

func TestDealDeterministic(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			for _, deal := range []uint64{0, 7, 1<<64 - 1} {
				if a, b := v.New(deal).String(), v.New(deal).String(); a != b {
					t.Errorf("deal %d differs between two calls", deal)
				}
				if a, b := v.Random(deal).String(), v.Random(deal).String(); a != b {
					t.Errorf("random deal %d differs between two calls", deal)
				}
			}
			if v.New(1).String() == v.New(2).String() {
				t.Error("deals 1 and 2 are the same")
			}
		})
	}
}
