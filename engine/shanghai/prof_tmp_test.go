package shanghai

import (
	"context"
	"testing"
)

func BenchmarkTmpTail(b *testing.B) {
	v := variant(b, "shanghai-turtle")
	for b.Loop() {
		for _, deal := range []uint64{117, 2662, 2840, 427, 568, 168} {
			v.Solve(context.Background(), v.Random(deal))
		}
	}
}
