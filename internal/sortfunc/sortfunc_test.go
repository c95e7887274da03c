package sortfunc

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// pair sorts by key alone, so that ties show whether the order of equal elements is the one
// package slices gives.
type pair struct{ key, id int }

func byKey(a, b pair) int { return a.key - b.key }

func TestSameOrderAsSlices(t *testing.T) {
	for _, n := range []int{0, 1, 2, 12, 13, 50, 300, 2000} {
		r := rand.New(rand.NewPCG(uint64(n), 7))
		in := make([]pair, n)
		for i := range in {
			in[i] = pair{key: r.IntN(n/4 + 1), id: i}
		}
		for _, tc := range []struct {
			name      string
			got, want func([]pair)
		}{
			{"Sort", func(s []pair) { Sort(s, byKey) }, func(s []pair) { slices.SortFunc(s, byKey) }},
			{"Stable", func(s []pair) { Stable(s, byKey) }, func(s []pair) { slices.SortStableFunc(s, byKey) }},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got, want := slices.Clone(in), slices.Clone(in)
				tc.got(got)
				tc.want(want)
				if diff := cmp.Diff(want, got, cmp.AllowUnexported(pair{})); diff != "" {
					t.Errorf("n=%d (-want +got):\n%s", n, diff)
				}
			})
		}
	}
}
