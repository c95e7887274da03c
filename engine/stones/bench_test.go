package stones

import (
	"context"
	"testing"
	"time"

	"mahjong/engine"
)

// midGame plays the solver's line of deal 1 halfway, to measure move generation on a board
// with stones all over.
func midGame(b *testing.B, v *engine.Variant) *Position {
	p := v.New(1).(*Position)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	sol := Solve(ctx, p)
	if sol.Verdict != engine.Solved {
		b.Fatalf("deal 1 not solved: %v", sol.Verdict)
	}
	for _, m := range sol.Moves[:len(sol.Moves)/2] {
		p, _ = p.Place(m)
	}
	return p
}

func BenchmarkMoves(b *testing.B) {
	for _, v := range Variants() {
		b.Run(v.ID, func(b *testing.B) {
			p := midGame(b, v)
			for b.Loop() {
				p.Moves()
			}
		})
	}
}

func BenchmarkApply(b *testing.B) {
	for _, v := range Variants() {
		b.Run(v.ID, func(b *testing.B) {
			p := midGame(b, v)
			m := p.Moves()[0]
			for b.Loop() {
				if _, err := p.Apply(m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSolve(b *testing.B) {
	for _, v := range Variants() {
		b.Run(v.ID, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
				Solve(ctx, v.New(uint64(1+i%3)).(*Position))
				cancel()
			}
		})
	}
}
