package shanghai

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

// Hand-made Square positions. Square slots: layer 0 is 0..24 (row by row, x = 0..8), layer 1
// is 25..40 (x, y odd), layer 2 is 41..49 (x, y in 2, 4, 6).

// fullTop: all 50 tiles. Only layer 2's row ends are free (6 tiles): Sp 41, Su 43, Pl 44,
// Au 46, Or 47 and the 9c at 49. Any Season pairs with any Season (3 pairs), the two
// Flowers pair (1), the other 9c (48) sits between two tiles, and the 9c in layer 1 are
// covered: 4 pairs.
const fullTop = `
	game: shanghai-square
	deal: 0
	shuffles: 5

	layer 0
	1b  1b  2b  2b  3b

	3b  4b  4b  5b  5b

	6b  6b  7b  7b  8b

	8b  9b  9b  1c  1c

	2c  2c  3c  3c  4c

	layer 1

	  4c  5c  5c  6c

	  6c  7c  7c  8c

	  8c  9c  9c  1d

	  1d  2d  2d  3d

	layer 2


	    Sp  3d  Su

	    Pl  4d  Au

	    Or  9c  9c
`

// sides: a few tiles of layer 0 and one of layer 1.
//   - row 0: 5b 5b 5b at slots 0, 1, 2, nothing at 3, 7b at 4: slot 0 is open on the left,
//     slot 2 on the right (slot 3 is empty), slot 1 has tiles on both sides;
//   - 7b at slot 5 alone; Ew Sw Ew at 10, 11, 12 (the Sw between them is blocked);
//   - 1d at 20 (free) and 24, and a 1d at layer-1 slot 40 (x 7, y 7), which lies on
//     slot 24 (x 8, y 8: one half-tile off in both directions).
//
// Pairs: 0-2 (5b), 4-5 (7b), 10-12 (Ew), 20-40 (1d): 4.
const sides = `
	game: shanghai-square
	deal: 0
	shuffles: 5

	layer 0
	5b  5b  5b  ..  7b

	7b  ..  ..  ..  ..

	Ew  Sw  Ew  ..  ..

	..  ..  ..  ..  ..

	1d  ..  ..  ..  1d

	layer 1

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  1d

	layer 2


	    ..  ..  ..

	    ..  ..  ..

	    ..  ..  ..
`

// crossed: two 3c and two 4c, each 4c lying on a 3c and each 3c on a 4c: 25 (4c) covers 0
// (3c), 40 (3c) covers 24 (4c). The free tiles are 25 and 40, which do not match: no pair,
// but a shuffle can put a matching pair on the two free slots.
const crossed = `
	game: shanghai-square
	deal: 0
	shuffles: 5

	layer 0
	3c  ..  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  4c

	layer 1

	  4c  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  3c

	layer 2


	    ..  ..  ..

	    ..  ..  ..

	    ..  ..  ..
`

// stacked: a 3c on a 3c (25 on 6): one free slot in the shape, so no arrangement gives a
// free pair and the game is lost even with shuffles left.
const stacked = `
	game: shanghai-square
	deal: 0
	shuffles: 5

	layer 0
	..  ..  ..  ..  ..

	..  3c  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	layer 1

	  3c  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	layer 2


	    ..  ..  ..

	    ..  ..  ..

	    ..  ..  ..
`

// empty: every tile removed.
const empty = `
	game: shanghai-square
	deal: 0
	shuffles: 3

	layer 0
	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	..  ..  ..  ..  ..

	layer 1

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	  ..  ..  ..  ..

	layer 2


	    ..  ..  ..

	    ..  ..  ..

	    ..  ..  ..
`

func withShuffles(text string, n string) string {
	return replaceOnce(dedent(text), "shuffles: 5", "shuffles: "+n)
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}

// Move tables, like chess perft: the legal moves of fixed positions, worked out from the
// rule book (see each position's comment).
func TestMoves(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		moves  []string
		free   []int
		status engine.Status
	}{
		{"full top", fullTop, []string{"41-43", "41-46", "43-46", "44-47"}, []int{41, 43, 44, 46, 47, 49}, engine.Playing},
		{"sides", sides, []string{"0-2", "4-5", "10-12", "20-40"}, []int{0, 2, 4, 5, 10, 12, 20, 40}, engine.Playing},
		{"crossed", crossed, []string{"shuffle"}, []int{25, 40}, engine.Playing},
		{"crossed, no shuffle left", withShuffles(crossed, "0"), nil, []int{25, 40}, engine.Lost},
		{"stacked", stacked, nil, []int{25}, engine.Lost},
		{"empty", empty, nil, nil, engine.Won},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, tt.text)
			if diff := cmp.Diff(tt.moves, formatMoves(p, p.Moves())); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
			var free []int
			for i := range p.Layout().Slots {
				if p.IsFree(i) {
					free = append(free, i)
				}
			}
			if diff := cmp.Diff(tt.free, free); diff != "" {
				t.Errorf("free slots (-want +got):\n%s", diff)
			}
			if got := p.Status(); got != tt.status {
				t.Errorf("status %v, want %v", got, tt.status)
			}
			pairs := 0
			for _, m := range p.Moves() {
				if m.Action == engine.Step {
					pairs++
				}
			}
			if got := p.PairCount(); got != pairs {
				t.Errorf("PairCount %d, want %d", got, pairs)
			}
		})
	}
}

// Every pairing rule, allowing and refusing.
func TestPairRules(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		move   string
		reason string // "" when the move is legal
	}{
		{"same face", sides, "0-2", ""},
		{"either order", sides, "2-0", ""},
		{"Season with Season (Spring, Summer)", fullTop, "41-43", ""},
		{"Season with Season (Summer, Autumn)", fullTop, "46-43", ""},
		{"Flower with Flower", fullTop, "44-47", ""},
		{"free on one side only (right)", sides, "2-0", ""},
		{"Season with Flower", fullTop, "41-44", "Spring does not match Plum"},
		{"different faces", sides, "0-4", "Bamboo 5 does not match Bamboo 7"},
		{"blocked on both sides", sides, "0-1", "a tile is not free (covered, or blocked on both sides)"},
		{"covered by a higher layer", sides, "20-24", "a tile is not free (covered, or blocked on both sides)"},
		{"between two tiles on top", fullTop, "49-48", "a tile is not free (covered, or blocked on both sides)"},
		{"same slot", sides, "0-0", "a tile cannot pair with itself"},
		{"empty slot", sides, "0-3", "that slot is empty"},
		{"shuffle while a pair exists", sides, "shuffle", "a pair can still be removed; shuffle only when stuck"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, tt.text)
			before := p.String()
			m, err := p.ParseMove(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			next, err := p.Apply(m)
			if p.String() != before {
				t.Error("Apply changed its receiver")
			}
			if tt.reason == "" {
				if err != nil {
					t.Fatalf("Apply(%s): %v", tt.move, err)
				}
				q := pos(t, next)
				if q.Remaining() != p.Remaining()-2 || q.Tile(int(m.From)) != engine.NoTile || q.Tile(int(m.To)) != engine.NoTile {
					t.Errorf("after %s: %d tiles left, slots hold %v %v", tt.move, q.Remaining(), q.Tile(int(m.From)), q.Tile(int(m.To)))
				}
				return
			}
			var ill *engine.IllegalMoveError
			if !errors.As(err, &ill) {
				t.Fatalf("Apply(%s) = %v, want an IllegalMoveError", tt.move, err)
			}
			if ill.Reason != tt.reason {
				t.Errorf("reason %q, want %q", ill.Reason, tt.reason)
			}
			if next != nil {
				t.Error("a refused move returned a position")
			}
		})
	}
}

func TestMatches(t *testing.T) {
	tests := []struct {
		a, b engine.Tile
		want bool
	}{
		{engine.Bamboo3, engine.Bamboo3, true},
		{engine.Bamboo3, engine.Bamboo4, false},
		{engine.Bamboo3, engine.Character3, false},
		{engine.RedDragon, engine.RedDragon, true},
		{engine.RedDragon, engine.GreenDragon, false},
		{engine.Spring, engine.Winter, true},
		{engine.Summer, engine.Summer, true},
		{engine.Plum, engine.BambooFlower, true},
		{engine.Spring, engine.Plum, false},
		{engine.Winter, engine.Chrysanthemum, false},
		{engine.NoTile, engine.NoTile, false},
	}
	for _, tt := range tests {
		t.Run(tt.a.Code()+"~"+tt.b.Code(), func(t *testing.T) {
			if got := Matches(tt.a, tt.b); got != tt.want {
				t.Errorf("Matches(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
			if got := Matches(tt.b, tt.a); got != tt.want {
				t.Errorf("Matches(%v, %v) = %v, want %v", tt.b, tt.a, got, tt.want)
			}
		})
	}
}

func TestStatusAndCounters(t *testing.T) {
	tests := []struct {
		name       string
		text       string
		remaining  int
		shuffles   int
		canShuffle bool
		status     engine.Status
	}{
		{"full top", fullTop, 50, 5, false, engine.Playing},
		{"crossed", crossed, 4, 5, true, engine.Playing},
		{"crossed, none left", withShuffles(crossed, "0"), 4, 0, false, engine.Lost},
		{"stacked: no arrangement helps", stacked, 2, 5, false, engine.Lost},
		{"empty", empty, 0, 3, false, engine.Won},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, tt.text)
			got := []any{p.Remaining(), p.ShufflesLeft(), p.CanShuffle(), p.Status()}
			want := []any{tt.remaining, tt.shuffles, tt.canShuffle, tt.status}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Remaining, ShufflesLeft, CanShuffle, Status (-want +got):\n%s", diff)
			}
		})
	}
}

// Removing every pair of a solved line wins: Status goes from Playing to Won.
func TestWinByPairs(t *testing.T) {
	p := mustParse(t, sides)
	var cur engine.Position = p
	for _, mv := range []string{"0-2", "4-5", "10-12", "20-40"} {
		m, err := cur.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		if cur, err = cur.Apply(m); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	// Left: 1 (5b, now free on the left) and 11 (Sw) and 24 (1d, no longer covered): no
	// pair, and no two tiles match: lost.
	if got := cur.Status(); got != engine.Lost {
		t.Errorf("status %v, want lost", got)
	}
	if got := pos(t, cur).Remaining(); got != 3 {
		t.Errorf("%d tiles left, want 3", got)
	}
}
