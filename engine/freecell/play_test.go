package freecell

import (
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

// candidates lists every move of the right form that could be asked of p: from each
// column level that exists (and one above), each cell, to each level up to one above the
// highest, each cell and pile, in every group size.
func candidates(p *Position) []engine.Move {
	var from, to []engine.Place
	for c := 0; c < numCols; c++ {
		for l := 0; l <= p.Levels(c) && l < maxLevels; l++ {
			from = append(from, Level(c, l))
			to = append(to, Level(c, l))
		}
	}
	for i := 0; i < p.Cells(); i++ {
		from = append(from, Cell(i))
		to = append(to, Cell(i))
	}
	for i := 0; i < numPiles; i++ {
		to = append(to, Pile(i))
	}
	var out []engine.Move
	for _, f := range from {
		for _, d := range to {
			for _, n := range []uint8{0, 2, 3, 5} {
				out = append(out, engine.Move{From: f, To: d, N: n})
			}
		}
	}
	return out
}

// walk plays up to n moves of p chosen by the stream, calling check on every position.
func walk(p *Position, r *engine.Rand, n int, check func(*Position)) {
	for i := 0; i < n; i++ {
		check(p)
		ms := p.Moves()
		if len(ms) == 0 {
			return
		}
		q, err := p.Apply(ms[r.Intn(len(ms))])
		if err != nil {
			panic(err)
		}
		p = q.(*Position)
	}
}

// TestMovesAreTheLegalMoves checks, along random games of every variant, that Apply
// accepts exactly the moves Moves lists, leaves its receiver alone and loses no tile.
func TestMovesAreTheLegalMoves(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			r := engine.NewRand("test/"+v.ID, 1)
			for game := uint64(0); game < 2; game++ {
				p, _ := New(v.ID, game)
				p = p.WithAutoPlay(game%2 == 0)
				step := -1
				walk(p, r, 30, func(p *Position) {
					if step++; !enginetest.Sampled(step) {
						return
					}
					legal := map[engine.Move]bool{}
					for _, m := range p.Moves() {
						if legal[m] {
							t.Fatalf("%s listed twice", p.FormatMove(m))
						}
						legal[m] = true
					}
					before := p.String()
					for _, m := range candidates(p) {
						q, err := p.Apply(m)
						if (err == nil) != legal[m] {
							t.Fatalf("%s: Apply error %v, listed %v, in\n%s", p.FormatMove(m), err, legal[m], p)
						}
						if err != nil && !isIllegal(err) {
							t.Fatalf("%s: %T, want *engine.IllegalMoveError", p.FormatMove(m), err)
						}
						if err == nil {
							qp := q.(*Position)
							if qp.OnFoundations()+qp.tableauCount() != p.TileCount() {
								t.Fatalf("%s lost tiles", p.FormatMove(m))
							}
						}
					}
					if p.String() != before {
						t.Fatal("Apply changed its receiver")
					}
				})
			}
		})
	}
}

// FuzzApplyUndo plays the moves the input picks through engine.Game, with undos and redos
// mixed in (enginetest.PlayScript), and checks that the position reached reads back.
func FuzzApplyUndo(f *testing.F) {
	f.Add(uint8(0), uint64(1), []byte{3, 1, 4, 1, 5, 9, 2, 6})
	f.Add(uint8(4), uint64(7), []byte{2, 2, 2, 2, 0, 1, 2, 2})
	f.Add(uint8(6), uint64(99), []byte{255, 128, 64, 32, 16, 8, 4, 2, 1})
	vs := Variants()
	f.Fuzz(func(t *testing.T, variant uint8, deal uint64, script []byte) {
		g := enginetest.PlayScript(t, vs[int(variant)%len(vs)].New(deal), script)
		q, err := Parse(g.Position().String())
		if err != nil || q.String() != g.Position().String() {
			t.Fatalf("the position reached does not read back: %v", err)
		}
	})
}
