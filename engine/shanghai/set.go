package shanghai

import "math/bits"

// setWords is the width of a set: enough words for maxSlots.
const setWords = 5

// set is a set of slot indexes, 0..maxSlots-1: the solver's whole state is one of these
// (which slots still hold a tile), so it is small, cheap to copy and to hash.
type set [setWords]uint64

func (s *set) add(i int)      { s[i>>6] |= 1 << uint(i&63) }
func (s *set) del(i int)      { s[i>>6] &^= 1 << uint(i&63) }
func (s *set) has(i int) bool { return s[i>>6]&(1<<uint(i&63)) != 0 }
func (s *set) meets(o *set) bool {
	var m uint64
	for w := range s {
		m |= s[w] & o[w]
	}
	return m != 0
}
func (s *set) empty() bool { return *s == set{} }
func (s *set) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}
func (s set) and(o set) set {
	for w := range s {
		s[w] &= o[w]
	}
	return s
}
func (s set) andNot(o set) set {
	for w := range s {
		s[w] &^= o[w]
	}
	return s
}
func trailing(m uint64) int { return bits.TrailingZeros64(m) }

// each calls f for every member, in increasing order.
func (s *set) each(f func(i int)) {
	for w := range s {
		for m := s[w]; m != 0; m &= m - 1 {
			f(w*64 + trailing(m))
		}
	}
}

// list returns the members in increasing order, appended to dst.
func (s *set) list(dst []int) []int {
	for w := range s {
		for m := s[w]; m != 0; m &= m - 1 {
			dst = append(dst, w*64+trailing(m))
		}
	}
	return dst
}

// hash mixes the words (the SplitMix64 finaliser on a running combination). The first three
// words mix as they always have, so that the shuffles of the 144-tile layouts stay the same.
func (s *set) hash() uint64 {
	h := s[0]*0x9E3779B97F4A7C15 ^ s[1]*0xBF58476D1CE4E5B9 ^ s[2]*0x94D049BB133111EB
	for _, w := range s[3:] {
		h ^= w * 0xD1B54A32D192ED03 // zero words change nothing
	}
	h ^= h >> 31
	h *= 0xD6E8FEB86659FD93
	h ^= h >> 32
	return h
}

func or(a, b set) set {
	for w := range a {
		a[w] |= b[w]
	}
	return a
}
