package catalog

import "testing"

// BenchmarkDeal deals deals 0, 1, 2, ... of every game, each variant a sub-benchmark:
//
//	go test -run '^$' -bench Deal/shanghai -benchtime 2000x ./engine/catalog
func BenchmarkDeal(b *testing.B) {
	for _, v := range All() {
		b.Run(v.ID, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				v.New(uint64(i))
			}
		})
	}
}
