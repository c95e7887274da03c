package shanghai

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A full store keeps its shorter half, the later learned of equal length, in the order
// learned, and its index names exactly the nogoods kept.
func TestNogoodsHalve(t *testing.T) {
	for _, tt := range []struct {
		name string
		in   [][]uint32
		want [][]uint32
	}{
		{"shorter half", [][]uint32{{1, 2, 3}, {4}, {5, 6}, {7, 8, 9, 10}}, [][]uint32{{4}, {5, 6}}},
		{"later of equal length", [][]uint32{{1, 2}, {3, 4}, {5, 6}, {7, 8}}, [][]uint32{{5, 6}, {7, 8}}},
		{"odd count", [][]uint32{{1}, {2, 3}, {4}}, [][]uint32{{4}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := nogoods{by: map[uint32][]int32{}}
			for _, ps := range tt.in {
				b.pairs = append(b.pairs, ps)
				for _, p := range ps {
					b.by[p] = append(b.by[p], int32(len(b.pairs)-1))
				}
			}
			b.halve()
			if diff := cmp.Diff(tt.want, b.pairs); diff != "" {
				t.Errorf("kept (-want +got):\n%s", diff)
			}
			want := map[uint32][]int32{}
			for id, ps := range tt.want {
				for _, p := range ps {
					want[p] = append(want[p], int32(id))
				}
			}
			got := map[uint32][]int32{}
			for p, ids := range b.by {
				if len(ids) > 0 {
					got[p] = slices.Clone(ids)
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("index (-want +got):\n%s", diff)
			}
		})
	}
}
