package shanghai

import (
	"cmp"
	"math/bits"
	"slices"
)

// Learned nogoods for the backjumping search: sets of pairs that no winning line has all
// of. Each is a failure's reasons with the pair that failed, or the reasons of a level
// that tried every partner, so a later branch that makes the same pairs stops at once
// instead of searching the same failure again. They hold for the position, whatever the
// order of the search, so they outlive its restarts.

// nogoods is the store: each nogood's pairs, and the nogoods that hold each pair.
type nogoods struct {
	pairs [][]uint32
	by    map[uint32][]int32
	max   int // the store's bound, maxNogoods when 0 (the tests set a small one)
}

// Bounds on the store: longer nogoods rarely fire, and the store must not grow without
// end. A full store drops its longer half (see halve) and goes on learning: a proof of
// loss on a large layout takes millions of relaxations and learns about one nogood every
// 15 of them, and a store that stopped learning when full (at 65,536) left such searches
// to restart without memory. Random Great Wall deals: see docs/solver.md.
const (
	maxNogoodPairs = 24
	maxNogoods     = 1 << 15
)

// pairKey names the pair of tiles a and b.
func pairKey(a, b int32) uint32 {
	if a > b {
		a, b = b, a
	}
	return uint32(a)<<16 | uint32(b)
}

// learn stores the nogood made of the pairs of the levels in c and, when v >= 0, the
// pair v, m.
func (s *pairSearch) learn(c []uint64, v, m int32) {
	if len(s.bad.pairs) >= s.bad.bound() {
		s.bad.halve()
	}
	var ps []uint32
	if v >= 0 && m >= 0 {
		ps = append(ps, pairKey(v, m))
	}
	for w, word := range c {
		for ; word != 0; word &= word - 1 {
			l := w*64 + bits.TrailingZeros64(word)
			u := s.order[l]
			if s.choice[u] < 0 || len(ps) == maxNogoodPairs {
				return // a level without a pair is no reason; a long nogood rarely fires
			}
			ps = append(ps, pairKey(u, s.choice[u]))
		}
	}
	if len(ps) == 0 {
		return
	}
	if s.bad.by == nil {
		s.bad.by = map[uint32][]int32{}
	}
	id := int32(len(s.bad.pairs))
	s.bad.pairs = append(s.bad.pairs, ps)
	for _, p := range ps {
		s.bad.by[p] = append(s.bad.by[p], id)
	}
}

// bound returns how many nogoods the store holds at most.
func (b *nogoods) bound() int {
	if b.max > 0 {
		return max(b.max, 2)
	}
	return maxNogoods
}

// halve keeps the shorter half of the store's nogoods (of those of equal length, the
// later learned), in the order learned. Dropping a nogood is sound, since each holds for
// the position whatever else the search learns; the short ones fire most, and a bounded
// store keeps each check (violated) cheap. Halving rather than dropping the longest one
// at a time keeps the cost of rebuilding the index to one pass per half-store learned.
func (b *nogoods) halve() {
	ids := make([]int32, len(b.pairs))
	for i := range ids {
		ids[i] = int32(i)
	}
	slices.SortFunc(ids, func(x, y int32) int {
		return cmp.Or(cmp.Compare(len(b.pairs[x]), len(b.pairs[y])), cmp.Compare(y, x))
	})
	ids = ids[:len(ids)/2]
	slices.Sort(ids)
	kept := make([][]uint32, 0, len(ids))
	for _, id := range ids {
		kept = append(kept, b.pairs[id])
	}
	b.pairs = kept
	clear(b.by)
	for id, ps := range b.pairs {
		for _, p := range ps {
			b.by[p] = append(b.by[p], int32(id))
		}
	}
}

// violated returns a nogood that pairing v with m would complete, its other pairs all
// made, or -1.
func (s *pairSearch) violated(v, m int32) int32 {
	if len(s.bad.pairs) == 0 {
		return -1
	}
	k := pairKey(v, m)
next:
	for _, id := range s.bad.by[k] {
		for _, p := range s.bad.pairs[id] {
			if p == k {
				continue
			}
			if a, b := int32(p>>16), int32(p&0xFFFF); s.partner[a] != b {
				continue next
			}
		}
		return id
	}
	return -1
}

// blame adds to c the levels that made the pairs of nogood id other than v, m.
func (s *pairSearch) blame(id, v, m int32, c []uint64) {
	k := pairKey(v, m)
	for _, p := range s.bad.pairs[id] {
		if p == k {
			continue
		}
		if l := s.pairedAt(int32(p >> 16)); l >= 0 {
			c[l/64] |= 1 << (l % 64)
		}
	}
}
