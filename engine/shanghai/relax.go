package shanghai

// The relaxation of the pairing search (see pairing.go) and its tile states.

// relax runs the relaxation on the current assignment and reports whether it clears the
// board. With every tile paired or in a pool of two it is exact, and with record set it
// leaves the pairs it played, in a legal order, in s.line.
func (s *pairSearch) relax() bool {
	s.count()
	copy(s.st, s.start)
	clear(s.nfree)
	clear(s.started)
	s.left = s.n
	s.stack = append(s.stack[:0], s.initial...)
	s.drain()
	return s.left == 0
}

// count counts a relaxation and halts the search when ctx is done or the budget spent.
func (s *pairSearch) count() {
	s.nodes++
	if s.nodes&255 == 0 && s.ctx.Err() != nil || s.nodes > s.limit {
		s.halted = true
	}
}

// drain handles the tiles on the stack, and those they free, until none is left.
func (s *pairSearch) drain() {
	for len(s.stack) > 0 {
		t := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		if s.st[t]&playedBit == 0 {
			s.freed(t)
		}
	}
}

// keep saves the state the last relaxation ended in, as the base of relaxWithout.
func (s *pairSearch) keep() {
	s.base.st = append(s.base.st[:0], s.st...)
	s.base.nfree = append(s.base.nfree[:0], s.nfree...)
	s.base.started = append(s.base.started[:0], s.started...)
	s.base.left = s.left
}

// relaxWithout is relax after the pairs of the variables vs, which were paired when keep
// saved the base, have gone back to their pools. Fewer pairs only let the relaxation play
// more, and every play of the base is a play the relaxation may make with the larger
// pools (a pair played together is its pool's first two tiles), so it goes on from the
// base and ends where a relaxation from the start would.
func (s *pairSearch) relaxWithout(vs []int32) bool {
	s.count()
	copy(s.st, s.base.st)
	copy(s.nfree, s.base.nfree)
	copy(s.started, s.base.started)
	s.left = s.base.left
	s.stack = s.stack[:0]
	for _, v := range vs {
		g := s.group[v]
		if s.gmark[g] {
			continue
		}
		s.gmark[g] = true
		s.nfree[g] = 0
		s.started[g] = false
		for _, m := range s.members[g] {
			if s.partner[m] >= 0 {
				continue
			}
			switch c := s.st[m]; {
			case c&playedBit != 0:
				s.started[g] = true
			case free(c):
				s.stack = append(s.stack, m)
			}
		}
	}
	for _, v := range vs {
		s.gmark[s.group[v]] = false
	}
	s.drain()
	return s.left == 0
}

// freed handles tile t, which has just become free.
func (s *pairSearch) freed(t int32) {
	g := s.group[t]
	if p := s.partner[t]; p >= 0 {
		if c := s.st[p]; c&playedBit == 0 && free(c) {
			s.pairUp(t, p)
		}
		return
	}
	if s.started[g] {
		s.play(t)
		return
	}
	s.nfree[g]++
	if s.nfree[g] >= 2 {
		s.started[g] = true
		var prev int32 = -1 // with record set, the pool has two tiles: they go as a pair
		for _, m := range s.members[g] {
			if s.partner[m] < 0 && s.st[m]&playedBit == 0 && free(s.st[m]) {
				if s.record && prev >= 0 {
					s.line = append(s.line, [2]int32{prev, m})
				}
				prev = m
				s.play(m)
			}
		}
	}
}

// pairUp removes the pair a, b in a relaxation.
func (s *pairSearch) pairUp(a, b int32) {
	s.play(a)
	s.play(b)
	if s.record {
		s.line = append(s.line, [2]int32{a, b})
	}
}

// play removes tile x and queues the tiles that it frees.
func (s *pairSearch) play(x int32) {
	s.st[x] |= playedBit
	s.left--
	for _, d := range s.dep[s.depAt[x]:s.depAt[x+1]] {
		t := d >> 2
		c := s.st[t]
		if c&playedBit != 0 {
			continue
		}
		n := c - 1<<(8*(d&3))
		s.st[t] = n
		if !free(c) && free(n) {
			s.stack = append(s.stack, t)
			if s.depth != nil {
				s.depth[t] = s.depth[x] + 1
			}
		}
	}
}

// A tile's state in a relaxation or playout: how many present tiles lie on it and block
// its left and right sides, one byte each, and whether it is played.
const (
	aboveMask = 0xFF
	leftMask  = 0xFF00
	rightMask = 0xFF0000
	playedBit = 1 << 31
)

func free(c uint32) bool {
	return c&aboveMask == 0 && (c&leftMask == 0 || c&rightMask == 0)
}
