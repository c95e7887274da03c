package shanghai

// The possible pairings of a group: none pairs two tiles one of which lies on the other
// through a stack of present tiles, since the lower one cannot be free while the upper
// one is there.

// stackedPairs returns which of the tiles ms lie one on the other, as [i*k+j] for k tiles.
func (s *pairSearch) stackedPairs(l *Layout, present set, ms []int32) []bool {
	k := len(ms)
	out := make([]bool, k*k)
	for i := range k {
		for j := i + 1; j < k; j++ {
			st := l.stacked(s.slot[ms[i]], s.slot[ms[j]], &present)
			out[i*k+j], out[j*k+i] = st, st
		}
	}
	return out
}

// possible returns the pairings among all (see matchings) of group g's tiles that can
// ever be played, each as the partner of each member.
func (s *pairSearch) possible(g int32, all [][]int8) [][]int8 {
	k := len(s.members[g])
	var out [][]int8
	for _, m := range all {
		ok := true
		for a, b := range m {
			if s.stacked[g][a*k+int(b)] {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// matchings returns every way to split k items (k even) into pairs, each as the partner
// of each item.
func matchings(k int) [][]int8 {
	if k == 0 {
		return [][]int8{{}}
	}
	var out [][]int8
	var rec func(m []int8)
	rec = func(m []int8) {
		a := -1
		for i, p := range m {
			if p < 0 {
				a = i
				break
			}
		}
		if a < 0 {
			out = append(out, append([]int8(nil), m...))
			return
		}
		for b := a + 1; b < len(m); b++ {
			if m[b] < 0 {
				m[a], m[b] = int8(b), int8(a)
				rec(m)
				m[a], m[b] = -1, -1
			}
		}
	}
	m := make([]int8, k)
	for i := range m {
		m[i] = -1
	}
	rec(m)
	return out
}
