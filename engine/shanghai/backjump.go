package shanghai

import "math/bits"

// The exact pairing search for groups of more than four tiles: conflict-directed
// backjumping over the variables in order (see pairing.go). Each level of the search is
// one variable of order; the search gives the levels their first partners as sure does
// (see stuckAt) until the relaxation is stuck. A level whose partner makes the
// relaxation stuck learns why: the earlier levels whose pairs the failure needs (see
// explain), or those of the nogood it completes. When a level has tried every partner,
// the search jumps back to the latest level among the reasons of all its failures,
// carrying the other reasons with it; when there is none, no line wins.

// search reports whether the variables can be given partners that win. On false it
// proves a loss only when s.halted is false.
func (s *pairSearch) search() bool {
	n := len(s.order)
	s.nw = (n + 63) / 64
	s.conf = make([]uint64, n*s.nw)
	s.tried = make([]int32, n)
	s.startAt = make([]int32, n)
	if !s.relax() || s.halted {
		return false
	}
	for i := 0; i < n; {
		k := s.stuckAt(i)
		if k < 0 || s.halted {
			return !s.halted
		}
		for j := i; j <= k; j++ {
			clear(s.confOf(j))
			s.tried[j] = 0
			if b := s.choice[s.order[j]]; b >= 0 {
				s.startAt[j] = s.pos[b]
			}
		}
		if s.hit >= 0 {
			v := s.order[k]
			s.blame(s.hit, v, s.choice[v], s.confOf(k))
		} else {
			s.explain(k)
		}
		for {
			ok := s.retry(k)
			if s.halted {
				return false
			}
			if ok {
				i = k + 1
				break
			}
			h := s.jump(k)
			if h < 0 {
				return false
			}
			k = h
		}
	}
	return true
}

// retry gives level k's variable its next partners in turn until one leaves the
// relaxation not stuck, learning the reasons of each failure; it reports false when no
// partner is left. A partner taken by an earlier level is a reason too.
func (s *pairSearch) retry(k int) bool {
	v := s.order[k]
	ms := s.members[s.group[v]]
	s.unassign1(v)
	for s.tried[k]+1 < int32(len(ms)) {
		s.tried[k]++
		m := ms[(s.startAt[k]+s.tried[k])%int32(len(ms))]
		if !s.can(v, m) {
			if l := s.pairedAt(m); l >= 0 {
				s.confOf(k)[l/64] |= 1 << (l % 64)
			}
			continue
		}
		if id := s.violated(v, m); id >= 0 {
			s.blame(id, v, m, s.confOf(k))
			continue
		}
		s.set(v, m)
		if s.relax() {
			return true
		}
		if s.halted {
			return false
		}
		s.keep()
		s.explain(k)
		s.unassign1(v)
	}
	return false
}

// jump goes back from level k, which has tried every partner, to the latest level among
// the reasons of its failures, which inherits the others, and returns it; or -1 when
// there is none: the failures need no earlier choice, and no line wins.
func (s *pairSearch) jump(k int) int {
	c := s.confOf(k)
	h := -1
	for w := len(c) - 1; w >= 0; w-- {
		if c[w] != 0 {
			h = w*64 + 63 - bits.LeadingZeros64(c[w])
			break
		}
	}
	if h < 0 {
		return -1
	}
	s.learn(c, -1, -1)
	c[h/64] &^= 1 << (h % 64)
	ch := s.confOf(h)
	for w := range c {
		ch[w] |= c[w]
	}
	s.unassign(h+1, k+1)
	return h
}

// explain adds to level k's reasons the earlier levels whose pairs the stuck relaxation
// (kept as the base) needs: it drops pairs, a half at a time, keeping dropped those the
// relaxation stays stuck without, then puts every pair back. A reason's pairs with level
// k's are enough to get the relaxation stuck, so no assignment with them all wins.
func (s *pairSearch) explain(k int) {
	xs := s.xs[:0]
	for _, v := range s.order[:k] {
		if s.choice[v] >= 0 {
			xs = append(xs, v)
		}
	}
	s.xs = xs
	s.dropped = s.dropped[:0]
	s.needed(xs, s.confOf(k), false)
	for _, d := range s.dropped {
		s.set(d[0], d[1])
	}
	v := s.order[k]
	s.learn(s.confOf(k), v, s.choice[v])
}

// needed finds which of the levels' variables xs the failure needs and marks them in c,
// leaving the others' pairs dropped; with check set it first tries dropping them all.
func (s *pairSearch) needed(xs []int32, c []uint64, check bool) {
	if len(xs) == 0 || s.halted {
		return
	}
	if check {
		mark := len(s.dropped)
		for _, v := range xs {
			s.dropped = append(s.dropped, [2]int32{v, s.choice[v]})
			s.unassign1(v)
		}
		if !s.relaxWithout(xs) {
			s.keep()
			return
		}
		for _, d := range s.dropped[mark:] {
			s.set(d[0], d[1])
		}
		s.dropped = s.dropped[:mark]
		if len(xs) == 1 {
			l := s.level[xs[0]]
			c[l/64] |= 1 << (l % 64)
			return
		}
	}
	half := len(xs) / 2
	s.needed(xs[half:], c, true) // the later levels first: the earlier a reason, the farther the jump
	s.needed(xs[:half], c, true)
}

// pairedAt returns the level whose variable paired tile m, or -1 (none, or the setup).
func (s *pairSearch) pairedAt(m int32) int32 {
	if s.choice[m] >= 0 {
		return s.level[m]
	}
	if p := s.partner[m]; p >= 0 && s.choice[p] == m {
		return s.level[p]
	}
	return -1
}

// confOf returns level k's reasons, a set of earlier levels.
func (s *pairSearch) confOf(k int) []uint64 {
	return s.conf[k*s.nw : (k+1)*s.nw]
}
