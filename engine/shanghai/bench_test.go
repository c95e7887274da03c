package shanghai

import (
	"context"
	"testing"
)

func BenchmarkMoves(b *testing.B) {
	for _, v := range Variants() {
		b.Run(v.ID, func(b *testing.B) {
			p := v.New(1)
			for b.Loop() {
				p.Moves()
			}
		})
	}
}

// BenchmarkSolveRandomTurtle solves a fixed set of random (not constructed) Turtle deals,
// chosen among those the solver decides quickly, so that the benchmark measures speed
// rather than luck.
func BenchmarkSolveRandomTurtle(b *testing.B) {
	v := variant(b, "shanghai-turtle")
	for b.Loop() {
		for _, deal := range []uint64{3, 5, 7, 8, 9, 10, 14, 15} {
			v.Solve(context.Background(), v.Random(deal))
		}
	}
}

func BenchmarkSolveConstructed(b *testing.B) {
	for _, v := range Variants() {
		b.Run(v.ID, func(b *testing.B) {
			for b.Loop() {
				for deal := uint64(1); deal <= 10; deal++ {
					v.Solve(context.Background(), v.New(deal))
				}
			}
		})
	}
}
