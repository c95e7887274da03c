package shanghai

// The pairing search's variables: giving a tile a partner from its group's pool, and
// taking it back.

// assign gives the variables order[from:to] their first partners, and returns the first
// whose partner completes a nogood (see nogood.go), the ones after it left unassigned,
// with the nogood; or -1, -1.
func (s *pairSearch) assign(from, to int) (int, int32) {
	for i, v := range s.order[from:to] {
		g := s.group[v]
		if s.partner[v] >= 0 || s.pool[g] <= 2 {
			s.choice[v] = -1
			continue
		}
		b := s.pick(v)
		id := s.violated(v, b)
		s.set(v, b)
		if id >= 0 {
			return from + i, id
		}
	}
	return -1, -1
}

// unassign takes the partners of the variables order[from:to] away.
func (s *pairSearch) unassign(from, to int) {
	for _, v := range s.order[from:to] {
		s.unassign1(v)
	}
}

// unassign1 sends variable v's pair, if it made one, back to the pool.
func (s *pairSearch) unassign1(v int32) {
	if b := s.choice[v]; b >= 0 {
		s.partner[v], s.partner[b] = -1, -1
		s.pool[s.group[v]] += 2
		s.choice[v] = -1
	}
}

// set makes variable v pair its tile with b.
func (s *pairSearch) set(v, b int32) {
	s.commit(v, b)
	s.choice[v] = b
}

// commit pairs tiles a and b, both in their group's pool.
func (s *pairSearch) commit(a, b int32) {
	s.partner[a], s.partner[b] = b, a
	s.pool[s.group[a]] -= 2
}

// can reports whether tile v may pair with m: both in the pool, and the two paired in
// some possible pairing of their group.
func (s *pairSearch) can(v, m int32) bool {
	g := s.group[v]
	k := int32(len(s.members[g]))
	return m != v && s.partner[m] < 0 && s.allowed[g][s.pos[v]*k+s.pos[m]]
}

// pick returns the partner variable v is given first: its preferred one if it can, else
// one that prefers no other tile, else any it can, else any tile of the pool (the
// relaxation is then stuck).
func (s *pairSearch) pick(v int32) int32 {
	if f := s.first[v]; f >= 0 && s.can(v, f) {
		return f
	}
	ms := s.members[s.group[v]]
	fit, rest := int32(-1), int32(-1)
	for _, m := range ms {
		switch {
		case !s.can(v, m):
			if rest < 0 && m != v && s.partner[m] < 0 {
				rest = m
			}
		case s.first[m] < 0 || s.first[m] == v:
			return m
		case fit < 0:
			fit = m
		}
	}
	if fit >= 0 {
		return fit
	}
	return rest // a pool has at least four tiles when pick is called: rest is one
}

// other returns a tile of v's group other than v and b, drawn from the search's stream.
func (s *pairSearch) other(v, b int32) int32 {
	ms := s.members[s.group[v]]
	for {
		m := ms[s.next()%uint64(len(ms))]
		if m != v && m != b {
			return m
		}
	}
}
