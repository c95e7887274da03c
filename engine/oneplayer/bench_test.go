package oneplayer

import (
	"context"
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

// midGame returns the position after the strategy's first n moves of a deal.
func midGame(b *testing.B, id string, n int) *Position {
	p := enginetest.Must(New(id, 3))
	for i := 0; i < n && p.Status() == engine.Playing; i++ {
		q, err := p.apply(strategy(p))
		if err != nil {
			b.Fatal(err)
		}
		p = q
	}
	return p
}

func BenchmarkMoves(b *testing.B) {
	for _, v := range Variants() {
		for _, stage := range []struct {
			name string
			n    int
		}{{"start", 0}, {"horizontal", 20}, {"vertical", 150}} {
			p := midGame(b, v.ID, stage.n)
			b.Run(v.ID+"/"+stage.name, func(b *testing.B) {
				for b.Loop() {
					p.Moves()
				}
			})
		}
	}
}

func BenchmarkHint(b *testing.B) {
	p := midGame(b, "one-player", 150)
	for b.Loop() {
		Hint(context.Background(), p)
	}
}

func BenchmarkSolve(b *testing.B) {
	for _, v := range Variants() {
		b.Run(v.ID, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				v.Solve(context.Background(), v.New(uint64(i)))
			}
		})
	}
}
