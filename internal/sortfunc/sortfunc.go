// Package sortfunc sorts slices through package sort's one non-generic sort, for the page's
// size: slices.SortFunc compiles a copy of its whole sort (about 20 KB of WebAssembly) for
// every element type it is used with, while these compile three small methods each. The
// algorithms are the very ones of slices.SortFunc and slices.SortStableFunc (both packages
// are generated from one template), so the order they give, ties included, is the same.
package sortfunc

import "sort"

// Sort sorts s in the order cmp gives (negative: a before b), as slices.SortFunc does; it
// is not stable.
func Sort[T any](s []T, cmp func(a, b T) int) {
	sort.Sort(&by[T]{s, cmp})
}

// Stable sorts s in the order cmp gives, keeping equal elements in their order, as
// slices.SortStableFunc does.
func Stable[T any](s []T, cmp func(a, b T) int) {
	sort.Stable(&by[T]{s, cmp})
}

// by has pointer methods: value methods would be compiled twice, the second time as wrappers
// for the pointer that sort.Interface holds.
type by[T any] struct {
	s   []T
	cmp func(a, b T) int
}

func (b *by[T]) Len() int           { return len(b.s) }
func (b *by[T]) Less(i, j int) bool { return b.cmp(b.s[i], b.s[j]) < 0 }
func (b *by[T]) Swap(i, j int)      { b.s[i], b.s[j] = b.s[j], b.s[i] }
