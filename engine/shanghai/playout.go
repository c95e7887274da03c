package shanghai

import "math/bits"

// Random playouts: before the exact search, a few hundred games that each time remove a
// pair drawn uniformly among the free pairs (a group whose remaining tiles are all free
// goes at once, which never loses a win). Most winnable deals are won this way within a
// millisecond; the best game that is not a win gives each group the pairing the search
// tries first.

// playout plays one random game and reports how many tiles it left; the pairs it removed,
// in order, are in s.line.
func (s *pairSearch) playout() int {
	copy(s.st, s.start)
	s.line = s.line[:0]
	fm := s.freeMask[:len(s.members)]
	clear(fm)
	rest := s.nfree // the playout's count of each group's tiles left
	for g, ms := range s.members {
		rest[g] = int32(len(ms))
	}
	for _, t := range s.initial {
		fm[s.group[t]] |= 1 << uint(s.pos[t])
	}
	left := s.n
	for left > 0 {
		total := 0
		forced := -1
		for g, m := range fm {
			k := bits.OnesCount64(m)
			if k >= 2 && int32(k) == rest[g] {
				forced = g
				break
			}
			total += k * (k - 1) / 2
		}
		if forced >= 0 {
			for m := fm[forced]; m != 0; {
				a := bits.TrailingZeros64(m)
				m &= m - 1
				b := bits.TrailingZeros64(m)
				m &= m - 1
				left -= s.playPair(s.members[forced][a], s.members[forced][b])
			}
			continue
		}
		if total == 0 {
			break
		}
		r := int(s.next() % uint64(total))
		for g, m := range fm {
			k := bits.OnesCount64(m)
			c := k * (k - 1) / 2
			if r >= c {
				r -= c
				continue
			}
			// The r-th pair of the free members of g.
			var idx [64]int
			n := 0
			for mm := m; mm != 0; mm &= mm - 1 {
				idx[n] = bits.TrailingZeros64(mm)
				n++
			}
			for i := 0; i < n; i++ {
				if r < n-1-i {
					left -= s.playPair(s.members[g][idx[i]], s.members[g][idx[i+1+r]])
					break
				}
				r -= n - 1 - i
			}
			break
		}
	}
	return left
}

// playPair removes a and b in a playout and returns 2.
func (s *pairSearch) playPair(a, b int32) int {
	s.line = append(s.line, [2]int32{a, b})
	s.nfree[s.group[a]] -= 2
	s.stack = s.stack[:0]
	for _, x := range [2]int32{a, b} {
		s.freeMask[s.group[x]] &^= 1 << uint(s.pos[x])
		s.play(x)
	}
	for _, t := range s.stack {
		s.freeMask[s.group[t]] |= 1 << uint(s.pos[t])
	}
	return 2
}

// prefer sets each tile's first partner to its partner in line, or none.
func (s *pairSearch) prefer(line [][2]int32) {
	for i := range s.first {
		s.first[i] = -1
	}
	for _, pr := range line {
		s.first[pr[0]], s.first[pr[1]] = pr[1], pr[0]
	}
}

// playouts is how many random games Solve plays before its exact search.
const playouts = 300

// quick plays up to n random games and reports whether one cleared the board (its pairs
// are then in s.line). Otherwise the best game sets the pairings tried first. Each game
// counts as a node. They poll ctx every 16 games, as the exact search does every 256
// relaxations: a page that runs the search on its only thread gets its turn at a poll.
func (s *pairSearch) quick(n int) bool {
	best, bestLeft := [][2]int32(nil), s.n+1
	for i := range n {
		if i&15 == 15 && s.ctx.Err() != nil {
			break
		}
		s.nodes++
		left := s.playout()
		if left == 0 {
			return true
		}
		if left < bestLeft {
			best, bestLeft = append(best[:0], s.line...), left
		}
	}
	s.prefer(best)
	s.line = s.line[:0]
	return false
}
