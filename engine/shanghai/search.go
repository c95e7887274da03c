package shanghai

// The exact pairing search, by failures reduced to the variables they need (see
// pairing.go).

// sure reports whether the variables order[from:] can be given partners that win, those
// before from keeping theirs. On false every variable of order[from:] is left without a
// partner; it proves a loss only when s.halted is false.
func (s *pairSearch) sure(from int) bool {
	if !s.relax() || s.halted {
		return false
	}
	if from == len(s.order) {
		return true
	}
	k := s.stuckAt(from)
	if k < 0 || s.halted {
		return k < 0 && !s.halted
	}
	cut := s.reduce(from, k)
	if s.halted {
		return false // the search is abandoned: the order need not be whole
	}
	return s.branch(from, cut)
}

// stuckAt gives the variables order[from:] their first partners in order until the
// relaxation is stuck, and returns the index k of the variable that makes it stuck, with
// order[from:k+1] assigned, the rest not, and the stuck state kept (see keep), or s.hit
// the nogood that order[k] completes (-1 for none); or -1
// when every variable is assigned and the board clears. It grows the prefix by growing
// steps, then bisects (a longer prefix only constrains the relaxation more): most
// failures come within a few variables, and most wins need one step more.
func (s *pairSearch) stuckAt(from int) int {
	lo, hi := from, len(s.order) // order[from:lo] is not stuck; order[from:hi] is
	stuck := true                // the last relaxation is the one of order[from:hi]
	s.hit = -1
	for end, step := from+1, 1; ; step *= 2 {
		if p, id := s.assign(lo, end); p >= 0 {
			hi, s.hit = p+1, id // a nogood: order[from:p+1] fails without a relaxation
			break
		}
		ok := s.relax()
		if s.halted {
			return 0
		}
		if !ok {
			hi = end
			break
		}
		if end == len(s.order) {
			return -1
		}
		lo = end
		end = min(end+step, len(s.order))
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		s.unassign(mid, hi)
		ok := s.relax()
		if s.halted {
			return 0
		}
		if ok {
			s.assign(mid, hi)
			lo = mid
		} else {
			hi, s.hit = mid, -1
		}
		stuck = !ok
	}
	s.unassign(hi, len(s.order))
	if s.hit >= 0 {
		return hi - 1
	}
	if !stuck {
		s.relax()
	}
	s.keep()
	return hi - 1
}

// reduce keeps, of the stuck variables order[from:k+1], the ones the failure needs, at
// order[from:cut+1], and returns cut; it moves the others behind them, unassigned, each
// with a new first partner. A variable with no partner of its own (its tile paired by
// another, or its pool down to two) is never needed.
func (s *pairSearch) reduce(from, k int) int {
	need := []int32{s.order[k]}
	cut := k
	for i := k - 1; i >= from; i-- {
		v := s.order[i]
		b := s.choice[v]
		if b < 0 {
			s.order[cut] = v
			cut--
			continue
		}
		s.unassign1(v)
		s.one[0] = v
		if s.relaxWithout(s.one[:]) {
			s.set(v, b)
			need = append(need, v)
		} else {
			s.keep()
			s.first[v] = s.other(v, b)
			s.order[cut] = v
			cut--
		}
		if s.halted {
			return cut
		}
	}
	copy(s.order[from:cut+1], need)
	return cut
}

// branch tries the other partners of the needed variables order[from:cut+1]: the last
// one's with the others kept, then the one's before it with the later ones free, and so on.
func (s *pairSearch) branch(from, cut int) bool {
	for i := cut; i >= from; i-- {
		v := s.order[i]
		ms := s.members[s.group[v]]
		b := s.choice[v]
		s.unassign1(v)
		for d := 1; d < len(ms); d++ {
			m := ms[(int(s.pos[b])+d)%len(ms)]
			if !s.can(v, m) {
				continue
			}
			s.set(v, m)
			if s.sure(i + 1) {
				return true
			}
			if s.halted {
				return false
			}
			s.unassign1(v)
		}
	}
	return false
}
