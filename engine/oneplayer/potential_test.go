package oneplayer

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

// The potentials below are worked out by hand from the points table: the best score of the
// line over every filling of its empty cells ("..") from the pool.
func TestPotential(t *testing.T) {
	tests := []struct {
		name, line, pool string
		want             int
	}{
		{"complete line is its score", "1b 1b 1b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", "5c 5c", 20},
		{"complete special hand is 200", "1b 1b 3b 3c 5d 5d 7b 7c 9d 9d 1c 3d 5b 7d", "", 200},
		{"complete honours above 200", "Rd Rd Rd Rd Gd Gd Gd Gd Wd Wd Wd Wd Ew Ew", "Ew", 260},
		{"nothing matches", "1b 1b 1b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c ..", "Rd", 20},
		{"the pung becomes a gong", "1b 1b 1b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c ..", "Rd 1b", 40},
		{"a Dragon pair is worth the gong", "1b 1b 1b 4b 5b 6b 7b 8b 9b 1c 2c 3c .. ..", "Rd Rd 1b", 40},
		{"the order of the pool does not matter", "1b 1b 1b 4b 5b 6b 7b 8b 9b 1c 2c 3c .. ..", "1b Rd Rd", 40},
		{"all one suit reachable", "1b 2b 3b 4b 5b 6b 7b 8b 9b 1b 2b 3b 4b ..", "5c 5b", 200},
		{"all one suit out of reach", "1b 2b 3b 4b 5b 6b 7b 8b 9b 1b 2b 3b 4b ..", "5c Rd", 40},
		{"seven pairs reachable", "1b 1b 5c 5c Rd Rd Ew Ew 9d 9d 2b 2b 7c ..", "6c 7c", 200},
		{"seven pairs out of reach", "1b 1b 5c 5c Rd Rd Ew Ew 9d 9d 2b 2b 7c ..", "6c 8c", 80},
		{"seven pairs from two pool pairs", "1b 1b 5c 5c Rd Rd Ew Ew 9d 9d .. .. .. ..", "3b 3b 4b 4b 6c", 200},
		{"three gongs reachable", "1b 1b 1b 1b 5c 5c 5c 5c 9d 9d .. .. 2b 3c", "9d 9d Rd", 200},
		{"three gongs out of reach", "1b 1b 1b 1b 5c 5c 5c 5c 9d 9d .. .. 2b 3c", "9d Rd Gd", 100},
		{"honour gongs beat 200", "Rd Rd Rd Rd Gd Gd Gd Gd Wd Wd Wd .. Ew Ew", "Wd Ew", 260},
		{"all odd reachable, not all 1s and 9s", "1b 9b 1c 9c 1d 9d 1b 9b 1c 9c 1d 9d .. ..", "1b 3b", 200},
		{"all odd out of reach", "1b 9b 1c 9c 1d 9d 1b 9b 1c 9c 1d 9d .. ..", "1b 2b", 70},
		{"all even reachable", "2b 4b 6b 8b 2c 4c 6c 8c 2d 4d 6d 8d .. ..", "2b 5b 4b", 200},
		{"all even out of reach", "2b 4b 6b 8b 2c 4c 6c 8c 2d 4d 6d 8d .. ..", "5b 7b", 0},
		{"two numbers reachable", "3b 3c 3d 8b 8c 8d 3b .. .. .. .. .. .. ..", "3c 3d 8b 8c 8d 8b 8c 5b", 200},
		{"a third number is needed", "3b 3c 3d 8b 8c 8d 3b .. .. .. .. .. .. ..", "3c 3d 8b 8c 8d 5b 5c 5d", 60},
		{"two numbers from one", "3b 3c 3d .. .. .. .. .. .. .. .. .. .. ..", "3b 6b 6c 6d 6b 6c 6d 6b 6c 6d 6b Rd", 200},
		{"all honours with flowers", "Pl Or Sp Su Rd Rd Rd Ew Sw Ww Nw Gd .. ..", "Wd Ch", 200},
		{"all honours out of reach", "Pl Or Sp Su Rd Rd Rd Ew Sw Ww Nw Gd .. ..", "Wd 1b", 80},
		{"too few tiles left: the running score", "1b 1b .. .. .. .. .. .. .. .. .. .. .. ..", "2b", 10},
		{"empty line, no two tiles alike", ".. .. .. .. .. .. .. .. .. .. .. .. .. ..", "1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var pool tally
			pool.add(tilesOf(tt.pool))
			line := lineTiles(t, tt.line)
			if got := potential(line, &pool); got != tt.want {
				t.Errorf("potential(%s | %s) = %d, want %d", tt.line, tt.pool, got, tt.want)
			}
		})
	}
}

// lineTiles reads a line of 14 codes, ".." for an empty cell.
func lineTiles(t *testing.T, s string) []engine.Tile {
	t.Helper()
	var ts []engine.Tile
	for _, f := range strings.Fields(s) {
		if f == ".." {
			ts = append(ts, engine.NoTile)
			continue
		}
		ts = append(ts, tilesOf(f)...)
	}
	if len(ts) != LineLen {
		t.Fatalf("%d tiles in %q", len(ts), s)
	}
	return ts
}

// potentialByBruteForce tries every filling of the line's empty cells from the pool.
func potentialByBruteForce(line, pool []engine.Tile) int {
	var empty []int
	for i, t := range line {
		if t == engine.NoTile {
			empty = append(empty, i)
		}
	}
	if len(pool) < len(empty) {
		return GroupPoints(line)
	}
	best := -1
	filled := append([]engine.Tile(nil), line...)
	var try func(from, k int)
	try = func(from, k int) {
		if k == len(empty) {
			best = max(best, ScoreLine(filled).Points)
			return
		}
		for i := from; i < len(pool); i++ {
			filled[empty[k]] = pool[i]
			try(i+1, k+1)
		}
	}
	try(0, 0)
	return best
}

// Random lines and pools from the full set, most of them drawn from a family of tiles that
// makes a special hand likely, checked against every filling.
func TestPotentialBruteForce(t *testing.T) {
	suited := func(t engine.Tile) bool { return t.Kind() == engine.Suited }
	families := []func(engine.Tile) bool{
		func(engine.Tile) bool { return true },
		func(t engine.Tile) bool { return suited(t) && t.Rank()%2 == 1 },
		func(t engine.Tile) bool { return suited(t) && t.Rank()%2 == 0 },
		func(t engine.Tile) bool { return suited(t) && (t.Rank() == 1 || t.Rank() == 9) },
		func(t engine.Tile) bool { return !suited(t) },
		func(t engine.Tile) bool { return t.Suit() == engine.Circles },
		func(t engine.Tile) bool { return suited(t) && (t.Rank() == 3 || t.Rank() == 8) },
		func(t engine.Tile) bool { return t <= engine.Bamboo4 || t >= engine.Spring },
		func(t engine.Tile) bool {
			return t == engine.Character7 || t.Kind() == engine.Dragon || t.Kind() == engine.Season
		},
	}
	r := rand.New(rand.NewPCG(3, 4))
	set := withFlowers.set()
	specials := 0
	for i := range 4000 {
		in := families[i%len(families)]
		var src, rest []engine.Tile
		for _, tile := range set {
			if in(tile) {
				src = append(src, tile)
			} else {
				rest = append(rest, tile)
			}
		}
		r.Shuffle(len(src), func(i, j int) { src[i], src[j] = src[j], src[i] })
		r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
		src = append(src, rest...)
		for range r.IntN(3) { // a stray tile or two
			a, b := r.IntN(21), r.IntN(len(src))
			src[a], src[b] = src[b], src[a]
		}
		line := append([]engine.Tile(nil), src[:LineLen]...)
		for range r.IntN(6) {
			line[r.IntN(LineLen)] = engine.NoTile
		}
		pool := src[LineLen : LineLen+r.IntN(8)]
		var pt tally
		pt.add(pool)
		want := potentialByBruteForce(line, pool)
		if want == SpecialPoints {
			specials++
		}
		if got := potential(line, &pt); got != want {
			t.Fatalf("potential(%v | %v) = %d, want %d", line, pool, got, want)
		}
	}
	if specials < 200 {
		t.Errorf("only %d cases reach a special hand", specials)
	}
}

func TestLinePotential(t *testing.T) {
	got := map[string]int{}
	for _, c := range []struct {
		name, text string
		line       Line
	}{
		{"almost horizontal", posAlmostH, Horizontal}, // 7b in the hand: all one suit
		{"last tile", posLastTile, Horizontal},        // only Rd left: six pairs
		{"score horizontal", posScore, Horizontal},
		{"score a up", posScore, Vertical(0, false)},
		{"score b down", posScore, Vertical(1, true)}, // 10 cells, 8 tiles left
		{"flowers", posFlowers, Horizontal},           // 13 cells, 8 tiles left
	} {
		got[c.name] = mustParse(t, c.text).LinePotential(c.line)
	}
	for _, id := range []string{"one-player", "one-player-flowers"} {
		got[id] = enginetest.Must(New(id, 7)).LinePotential(Horizontal) // three Dragon gongs and a pair of Winds
	}
	want := map[string]int{
		"almost horizontal": 200, "last tile": 60, "score horizontal": 200, "score a up": 90,
		"score b down": 20, "flowers": 0, "one-player": 260, "one-player-flowers": 260,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("LinePotential (-want +got):\n%s", diff)
	}
}

// Through whole games, a started line's potential never rises, never falls below its
// running score, and ends as its score.
func TestLinePotentialThroughGames(t *testing.T) {
	for _, id := range []string{"one-player", "one-player-flowers"} {
		for deal := range uint64(3) {
			p := enginetest.Must(New(id, deal))
			last := map[Line]int{}
			for p.Status() == engine.Playing {
				for _, l := range p.StartedLines() {
					pot, s := p.LinePotential(l), p.LineScore(l)
					if prev, ok := last[l]; ok && pot > prev {
						t.Fatalf("%s %d: %s potential rose from %d to %d:\n%s", id, deal, l, prev, pot, p)
					}
					if pot < s.Points || s.Complete && pot != s.Points {
						t.Fatalf("%s %d: %s potential %d, score %+v:\n%s", id, deal, l, pot, s, p)
					}
					last[l] = pot
				}
				q, err := p.apply(strategy(p))
				if err != nil {
					t.Fatal(err)
				}
				p = q
			}
			for _, l := range p.StartedLines() {
				if pot, s := p.LinePotential(l), p.LineScore(l); pot != s.Points {
					t.Errorf("%s %d: finished %s potential %d, score %d", id, deal, l, pot, s.Points)
				}
			}
		}
	}
}

func BenchmarkLinePotential(b *testing.B) {
	p := midGame(b, "one-player", 150)
	ls := p.StartedLines()
	for b.Loop() {
		for _, l := range ls {
			p.LinePotential(l)
		}
	}
}
