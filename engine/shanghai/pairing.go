package shanghai

import (
	"context"

	"mahjong/engine"
)

// The pairing search.
//
// Removing a tile never blocks another, so once every group's tiles are paired up (which
// two go together), greedy play decides the position exactly: remove any pair whose two
// tiles are free, until none is left. The search therefore branches on pairings, not on
// move order, and judges a partial assignment by a relaxation (relax): greedy play in
// which a group without a pairing removes its first two tiles as soon as two of them are
// free at once, and then each further tile as soon as it is free. In any real line every
// tile goes no earlier than in the relaxation, so when the relaxation is stuck no line
// wins, and a stuck relaxation proves the partial assignment lost.
//
// The search (sure) assigns each group its preferred pairing in turn until the
// relaxation is stuck. It then reduces the failure to the groups it needs (a group whose
// pairing can be dropped with the relaxation still stuck is not needed: it loses its
// pairing, moves behind the failure and gets a new preferred pairing), and branches only
// on those groups' other pairings (conflict-directed backjumping, after de Bondt's
// solver). The relaxation plays from every tile of the position, whatever order the search
// keeps its groups in.

// pairSearch is the state of one pairing search over the tiles left in a position.
type pairSearch struct {
	ctx    context.Context
	nodes  int  // relaxations and random games run
	limit  int  // relaxations allowed
	halted bool // ctx done or limit reached: nothing proven
	rng    uint64

	n       int      // tiles
	slot    []int    // tile -> slot
	group   []int32  // tile -> group (dense, 0..groups-1)
	pos     []int32  // tile -> its index among its group's members
	depAt   []int32  // tile x's dependents are dep[depAt[x]:depAt[x+1]]
	dep     []int32  // t<<2 | side: removing x lowers t's count on that side (0 above, 1 left, 2 right)
	start   []uint32 // each tile's state (see free) with every tile present
	initial []int32  // the tiles free with every tile present

	members [][]int32  // group -> its tiles
	matches [][][]int8 // group -> its possible pairings, each a partner index per member
	choice  []int32    // group -> index of its pairing in matches, or -1 for none
	first   []int32    // group -> the pairing it is given first
	order   []int32    // the groups with a choice, in search order

	base struct { // the state relaxWithout starts from
		st      []uint32
		nfree   []int32
		started []bool
		left    int
	}

	// relaxation and playout scratch
	freeMask []uint64 // playouts: group -> its free members, by index
	st       []uint32 // each tile's state (see free)
	partner  []int32  // tile -> its partner in its group's pairing, or -1
	nfree    []int32  // relaxation: free tiles seen of each group without a pairing; playout: tiles left
	started  []bool   // relaxation: the group without a pairing has lost its first two tiles
	stack    []int32
	left     int
	record   bool
	line     [][2]int32
}

// newPairSearch prepares the search over the tiles present in p (each group's count even).
func newPairSearch(ctx context.Context, l *Layout, tiles *[maxSlots]engine.Tile, present set) *pairSearch {
	s := &pairSearch{ctx: ctx, rng: 0x9E3779B97F4A7C15}
	index := make([]int32, l.Len())
	gid := map[int]int32{}
	present.each(func(i int) {
		index[i] = int32(s.n)
		s.slot = append(s.slot, i)
		g := group(tiles[i])
		d, ok := gid[g]
		if !ok {
			d = int32(len(s.members))
			gid[g] = d
			s.members = append(s.members, nil)
		}
		s.group = append(s.group, d)
		s.pos = append(s.pos, int32(len(s.members[d])))
		s.members[d] = append(s.members[d], int32(s.n))
		s.n++
	})
	s.depAt = make([]int32, s.n+1)
	s.start = make([]uint32, s.n)
	for x, sl := range s.slot {
		s.depAt[x] = int32(len(s.dep))
		deps := l.blocks[sl].and(present)
		deps.each(func(j int) {
			t := index[j]
			side := int32(0)
			switch {
			case l.left[j].has(sl):
				side = 1
			case l.right[j].has(sl):
				side = 2
			}
			s.dep = append(s.dep, t<<2|side)
			s.start[t] += 1 << (8 * side)
		})
	}
	s.depAt[s.n] = int32(len(s.dep))
	for t := range s.n {
		if free(s.start[t]) {
			s.initial = append(s.initial, int32(t))
		}
	}
	g := len(s.members)
	s.matches = make([][][]int8, g)
	s.choice = make([]int32, g)
	s.partner = make([]int32, s.n)
	s.first = make([]int32, g)
	for d, ms := range s.members {
		s.matches[d] = s.possible(l, present, ms)
		s.setChoice(int32(d), -1)
		if len(s.matches[d]) == 1 {
			s.setChoice(int32(d), 0)
		}
	}
	s.reorder()
	s.st = make([]uint32, s.n)
	s.nfree = make([]int32, g)
	s.started = make([]bool, g)
	s.freeMask = make([]uint64, g)
	return s
}

// reorder puts every group with a choice of pairing in the search order, unassigned, in
// a random order from a fixed stream: the answer does not depend on luck, and the order
// spreads the groups the failures point at. It rebuilds the order from the groups, since
// a search that halts in the middle of its failure analysis leaves the order unfinished
// (a group twice, another missing: a search on it would skip pairings).
func (s *pairSearch) reorder() {
	s.order = s.order[:0]
	for g, ms := range s.matches {
		if len(ms) > 1 {
			s.order = append(s.order, int32(g))
			s.setChoice(int32(g), -1)
		}
	}
	for i := len(s.order) - 1; i > 0; i-- {
		j := int(s.next() % uint64(i+1))
		s.order[i], s.order[j] = s.order[j], s.order[i]
	}
}

// solve decides the position: random playouts first (see quick), then the exact search,
// restarted with a fresh order and half as many relaxations again each time a budget
// runs out. A run that ends inside its budget is exact; only ctx ends the last. On
// Solved the winning pairs are in s.line.
func (s *pairSearch) solve(first int) engine.Verdict {
	s.limit = int(^uint(0) >> 1)
	for _, ms := range s.matches {
		if len(ms) == 0 {
			return engine.Unsolvable // every pairing of a group puts a tile with one lying on it
		}
	}
	if !s.relax() {
		return engine.Unsolvable
	}
	if s.quick(playouts) {
		return engine.Solved
	}
	budget := first
	for {
		s.limit = s.nodes + budget
		if s.sure(0) {
			s.record = true
			s.relax()
			return engine.Solved
		}
		switch {
		case !s.halted:
			return engine.Unsolvable
		case s.ctx.Err() != nil:
			return engine.Unknown
		}
		s.halted = false
		budget *= 2
		s.reorder()
	}
}

// firstRun is the relaxations the first run of the exact search may use.
const firstRun = 20000

// possible returns the pairings of the tiles ms that can ever be played: none pairs two
// tiles one of which lies on the other through a stack of present tiles.
func (s *pairSearch) possible(l *Layout, present set, ms []int32) [][]int8 {
	var out [][]int8
	for _, m := range matchings(len(ms)) {
		ok := true
		for a, b := range m {
			if int(b) > a && l.stacked(s.slot[ms[a]], s.slot[ms[b]], &present) {
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

func (s *pairSearch) next() uint64 {
	s.rng += 0x9E3779B97F4A7C15
	return engine.Mix64(s.rng)
}

// relax runs the relaxation on the current assignment and reports whether it clears the
// board. With every group assigned it is exact, and with record set it leaves the pairs
// it played, in a legal order, in s.line.
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

// relaxWithout is relax after group g, which had a pairing when keep saved the base, has
// lost it. Fewer pairings only let the relaxation play more, and every play of the base
// is a play the relaxation may make without g's pairing, so it goes on from the base
// and ends where a relaxation from the start would.
func (s *pairSearch) relaxWithout(g int32) bool {
	s.count()
	copy(s.st, s.base.st)
	copy(s.nfree, s.base.nfree)
	copy(s.started, s.base.started)
	s.left = s.base.left
	s.nfree[g] = 0
	s.started[g] = false
	s.stack = s.stack[:0]
	for _, m := range s.members[g] {
		switch c := s.st[m]; {
		case c&playedBit != 0:
			s.started[g] = true
		case free(c):
			s.stack = append(s.stack, m)
		}
	}
	s.drain()
	return s.left == 0
}

// freed handles tile t, which has just become free.
func (s *pairSearch) freed(t int32) {
	g := s.group[t]
	if p := s.partner[t]; p >= 0 {
		if c := s.st[p]; c&playedBit == 0 && free(c) {
			s.play(t)
			s.play(p)
			if s.record {
				s.line = append(s.line, [2]int32{t, p})
			}
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
		for _, m := range s.members[g] {
			if s.st[m]&playedBit == 0 && free(s.st[m]) {
				s.play(m)
			}
		}
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

// setChoice gives group g its pairing c (-1: none) and its tiles their partners.
func (s *pairSearch) setChoice(g int32, c int32) {
	s.choice[g] = c
	for i, t := range s.members[g] {
		if c < 0 {
			s.partner[t] = -1
		} else {
			s.partner[t] = s.members[g][s.matches[g][c][i]]
		}
	}
}

// sure reports whether the groups order[from:] can be given pairings that win, the
// groups before from keeping theirs. On false every group of order[from:] is left
// without a pairing; it proves a loss only when s.halted is false.
func (s *pairSearch) sure(from int) bool {
	if !s.relax() || s.halted {
		return false
	}
	if from == len(s.order) {
		return true
	}
	// Give the groups their first pairings in order until the relaxation is stuck: by
	// growing steps, then by bisection (a longer prefix only constrains the relaxation
	// more). Most failures come within a few groups, and most wins need one step more.
	lo, hi := from, len(s.order) // order[from:lo] is not stuck; order[from:hi] is, unless hi is len(order)
	stuck := true                // the last relaxation is the one of order[from:hi]
	for end, step := from+1, 1; ; step *= 2 {
		s.assign(lo, end)
		ok := s.relax()
		if s.halted {
			return false
		}
		if !ok {
			hi = end
			break
		}
		if end == len(s.order) {
			return true
		}
		lo = end
		end = min(end+step, len(s.order))
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		s.unassign(mid, hi)
		ok := s.relax()
		if s.halted {
			return false
		}
		if ok {
			s.assign(mid, hi)
			lo = mid
		} else {
			hi = mid
		}
		stuck = !ok
	}
	k := hi - 1
	s.unassign(hi, len(s.order))
	if !stuck {
		s.relax()
		if s.halted {
			return false
		}
	}
	s.keep()
	// The groups order[from:k+1] with their first pairings are stuck. Keep the ones the
	// failure needs, at order[from:cut+1]; move the others behind them, unassigned.
	need := []int32{s.order[k]}
	cut := k
	for i := k - 1; i >= from; i-- {
		g := s.order[i]
		s.setChoice(g, -1)
		if s.relaxWithout(g) {
			s.setChoice(g, s.first[g])
			need = append(need, g)
		} else {
			s.keep()
			s.first[g] = int32((int(s.first[g]) + 1 + int(s.next()%uint64(len(s.matches[g])-1))) % len(s.matches[g]))
			s.order[cut] = g
			cut--
		}
		if s.halted {
			return false // the search is abandoned: the order need not be whole
		}
	}
	copy(s.order[from:cut+1], need)
	// Some needed group takes another pairing: the last one with the others first, then
	// the one before it with the later ones free, and so on.
	for i := cut; i >= from; i-- {
		g := s.order[i]
		m := len(s.matches[g])
		for d := 1; d < m; d++ {
			s.setChoice(g, int32((int(s.first[g])+d)%m))
			if s.sure(i + 1) {
				return true
			}
			if s.halted {
				return false
			}
		}
		s.setChoice(g, -1)
	}
	return false
}

// assign gives the groups order[from:to] their first pairings.
func (s *pairSearch) assign(from, to int) {
	for _, g := range s.order[from:to] {
		s.setChoice(g, s.first[g])
	}
}

// unassign takes the pairings of the groups order[from:to] away.
func (s *pairSearch) unassign(from, to int) {
	for _, g := range s.order[from:to] {
		s.setChoice(g, -1)
	}
}
