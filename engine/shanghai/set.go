package shanghai

import "math/bits"

// words is the size of a set in 64-bit words: enough for maxSlots.
const words = 5

// set is a set of slot indexes, 0..319: the solver's whole state is one of these (which
// slots still hold a tile), so it is small, cheap to copy and to hash.
type set [words]uint64

func (s *set) add(i int)      { s[i>>6] |= 1 << uint(i&63) }
func (s *set) del(i int)      { s[i>>6] &^= 1 << uint(i&63) }
func (s *set) has(i int) bool { return s[i>>6]&(1<<uint(i&63)) != 0 }
func (s *set) meets(o *set) bool {
	return s[0]&o[0]|s[1]&o[1]|s[2]&o[2]|s[3]&o[3]|s[4]&o[4] != 0
}
func (s *set) empty() bool { return s[0]|s[1]|s[2]|s[3]|s[4] == 0 }
func (s *set) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) +
		bits.OnesCount64(s[3]) + bits.OnesCount64(s[4])
}
func (s set) and(o set) set {
	return set{s[0] & o[0], s[1] & o[1], s[2] & o[2], s[3] & o[3], s[4] & o[4]}
}
func (s set) andNot(o set) set {
	return set{s[0] &^ o[0], s[1] &^ o[1], s[2] &^ o[2], s[3] &^ o[3], s[4] &^ o[4]}
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

// hash mixes the words (the SplitMix64 finaliser on a running combination).
func (s *set) hash() uint64 {
	h := s[0]*0x9E3779B97F4A7C15 ^ s[1]*0xBF58476D1CE4E5B9 ^ s[2]*0x94D049BB133111EB ^
		s[3]*0xD6E8FEB86659FD93 ^ s[4]*0xFF51AFD7ED558CCD
	h ^= h >> 31
	h *= 0xD6E8FEB86659FD93
	h ^= h >> 32
	return h
}

func or(a, b set) set {
	return set{a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3], a[4] | b[4]}
}
