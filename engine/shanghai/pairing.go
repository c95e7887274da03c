package shanghai

import (
	"cmp"
	"context"
	"slices"

	"mahjong/engine"
)

// The pairing search.
//
// Removing a tile never blocks another, so once every group's tiles are paired up (which
// two go together), greedy play decides the position exactly: remove any pair whose two
// tiles are free, until none is left. The search therefore branches on pairings, not on
// move order, and judges a partial assignment by a relaxation (relax.go): greedy play in
// which a committed pair goes as soon as both its tiles are free, and a group's tiles not
// yet paired (its pool) lose their first two as soon as two of them are free at once, and
// then each further one as soon as it is free. In any real line every tile goes no
// earlier than in the relaxation, so a stuck relaxation proves the partial assignment
// lost. A pool of two tiles plays exactly as a pair.
//
// The search's variables are tiles: a variable gives its tile a partner from its group's
// pool (a tile already paired, or in a pool of two, has nothing to choose). A group of
// four has one variable, its first tile, whose three values are the group's three
// pairings; a larger group has one per tile, so the search decides one pair at a time, a
// few partners at each step, instead of all 105 pairings of eight tiles at once, and the
// failure analysis keeps only the pairs a failure needs.
//
// Two exact searches share the variables and the relaxation. On groups of four (sure,
// search.go) the search gives each variable its preferred partner in turn until the
// relaxation is stuck, reduces the failure to the variables it needs (one whose pair can
// be dropped with the relaxation still stuck is not needed: it loses its pair, moves
// behind the failure and gets a new preferred partner), and branches only on those
// variables' other partners (after de Bondt's solver). With a larger group (search,
// backjump.go) a failure needs many pairs, often made long before, and recurs in other
// branches: that search explains each failure by all the earlier pairs it needs, jumps
// back to the latest of them (conflict-directed backjumping), and learns each failure as
// a nogood (nogood.go). The relaxation plays from every tile of the position, whatever
// order the search keeps its variables in.

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

	members [][]int32 // group -> its tiles
	stacked [][]bool  // group -> [i*k+j]: members i and j lie one on the other (k members)
	allowed [][]bool  // group -> [i*k+j]: members i and j pair in some possible pairing
	partner []int32   // tile -> its partner, or -1 while it is in its group's pool
	pool    []int32   // group -> how many of its tiles have no partner
	vars    []int32   // the tiles that are variables
	choice  []int32   // variable -> the partner it gave its tile, or -1 for none
	first   []int32   // tile -> the partner it is given first, or -1 for none
	order   []int32   // the variables, in search order: the levels of the search

	level  []int32 // variable -> its place in order, kept by sure
	depth  []int32 // relax's record of how many removals deep it frees each tile, when not nil
	rank   []int32 // tile -> its depth in the relaxation with no variable assigned (see byGroups)
	orders int     // the orders reorder has made
	plain  bool    // every order random: none by groups

	// the backjumping search's levels (see backjump.go)
	nw      int        // words of a set of levels
	conf    []uint64   // level -> the earlier levels its failures need, nw words each
	tried   []int32    // level -> how many partners it has tried after its first
	startAt []int32    // level -> the member index of its first partner
	xs      []int32    // explain's scratch
	bad     nogoods    // learned nogoods (see nogood.go)
	hit     int32      // stuckAt: the nogood its last variable completes, or -1
	big     bool       // a group with a choice has more than four tiles
	one     [1]int32   // reduce's scratch
	dropped [][2]int32 // explain's scratch: pairs dropped, to put back
	gmark   []bool     // relaxWithout's scratch: groups seen

	base struct { // the state relaxWithout starts from
		st      []uint32
		nfree   []int32
		started []bool
		left    int
	}

	// relaxation and playout scratch
	freeMask []uint64 // playouts: group -> its free members, by index
	st       []uint32 // each tile's state (see free)
	nfree    []int32  // relaxation: free pool tiles seen of each group; playout: tiles left
	started  []bool   // relaxation: the group's pool has lost its first two tiles
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
	s.links(l, present, index)
	g := len(s.members)
	s.partner = make([]int32, s.n)
	s.choice = make([]int32, s.n)
	s.first = make([]int32, s.n)
	for i := range s.n {
		s.partner[i], s.choice[i], s.first[i] = -1, -1, -1
	}
	s.pool = make([]int32, g)
	s.stacked = make([][]bool, g)
	for d, ms := range s.members {
		s.pool[d] = int32(len(ms))
		s.stacked[d] = s.stackedPairs(l, present, ms)
	}
	s.st = make([]uint32, s.n)
	s.nfree = make([]int32, g)
	s.started = make([]bool, g)
	s.freeMask = make([]uint64, g)
	s.gmark = make([]bool, g)
	s.level = make([]int32, s.n)
	return s
}

// links fills in which tiles each tile blocks, and the tiles' states with all present.
func (s *pairSearch) links(l *Layout, present set, index []int32) {
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
}

// setup pairs the tiles of each group that has one possible pairing and makes the
// variables of the others; it reports false when a group has no possible pairing.
func (s *pairSearch) setup() bool {
	s.allowed = make([][]bool, len(s.members))
	all := map[int][][]int8{} // the matchings of k tiles, made once for each k
	for g, ms := range s.members {
		if all[len(ms)] == nil {
			all[len(ms)] = matchings(len(ms))
		}
		ps := s.possible(int32(g), all[len(ms)])
		s.allowed[g] = make([]bool, len(ms)*len(ms))
		for _, m := range ps {
			for a, b := range m {
				s.allowed[g][a*len(ms)+int(b)] = true
			}
		}
		switch {
		case len(ps) == 0:
			return false
		case len(ps) == 1:
			for a, b := range ps[0] {
				if a < int(b) {
					s.commit(ms[a], ms[b])
				}
			}
		case len(ms) == 4:
			s.vars = append(s.vars, ms[0])
		default:
			s.vars = append(s.vars, ms...)
			s.big = true
		}
	}
	s.reorder()
	return true
}

// reorder puts every variable in the search order, unassigned, in a random order from a
// fixed stream: the answer does not depend on luck, and the order spreads the variables
// the failures point at. It rebuilds the order from the variables, since a search that
// halts in the middle of its failure analysis leaves the order unfinished (a variable
// twice, another missing: a search on it would skip partners). With a group of more than
// four tiles every other order, from the second, is by groups instead (see byGroups):
// each kind decides deals the other takes millions of relaxations on.
func (s *pairSearch) reorder() {
	for _, v := range s.vars {
		s.unassign1(v)
	}
	s.order = append(s.order[:0], s.vars...)
	for i := len(s.order) - 1; i > 0; i-- {
		j := int(s.next() % uint64(i+1))
		s.order[i], s.order[j] = s.order[j], s.order[i]
	}
	s.orders++
	if s.big && !s.plain && s.orders%2 == 0 {
		s.byGroups()
	}
	for i, v := range s.order {
		s.level[v] = int32(i)
	}
}

// byGroups sorts the order so that each group's variables come together, the groups by
// how early the relaxation with no variable assigned frees their first tile, and each
// group's tiles by how early it frees them. A group of eight is then paired up within a
// few levels, and a failure among the tiles freed early (the top of a pyramid, the ends
// of rows) needs few levels, where a random order spreads it over the whole search: a
// lost Grand Pyramid random deal (13) takes 10 million relaxations in random orders, 653
// when the first order is by groups, 151,590 as Solve alternates them (the first order
// stays random: by groups, Twin Peaks' random deals took four times the CPU at the median).
// After the first such order, each group moves by up to two removals of depth, drawn
// from the search's stream, so the runs differ.
func (s *pairSearch) byGroups() {
	if s.rank == nil {
		s.depth = make([]int32, s.n)
		s.relax()
		s.rank, s.depth = s.depth, nil
	}
	key := make([]int64, len(s.members))
	for g, ms := range s.members {
		lo := int64(1) << 20
		for _, m := range ms {
			lo = min(lo, int64(s.rank[m]))
		}
		if s.orders > 2 {
			lo += int64(s.next() % 3)
		}
		key[g] = lo<<20 | int64(g)
	}
	slices.SortStableFunc(s.order, func(u, v int32) int {
		return cmp.Compare(key[s.group[u]]<<10|int64(s.rank[u]), key[s.group[v]]<<10|int64(s.rank[v]))
	})
}

// solve decides the position: random playouts first (see quick), then the exact search,
// restarted with a fresh order each time a budget of relaxations runs out (with a group
// of more than four tiles, after as many random games again, the best of which gives the
// partners tried first: they vary the search more than a new order alone). A run that
// ends inside its budget is exact; only ctx ends the last. On Solved the winning pairs
// are in s.line.
func (s *pairSearch) solve(first int) engine.Verdict {
	s.limit = int(^uint(0) >> 1)
	if !s.setup() {
		return engine.Unsolvable // every pairing of a group puts a tile with one lying on it
	}
	if !s.relax() {
		return engine.Unsolvable
	}
	if s.quick(playouts) {
		return engine.Solved
	}
	for run := 1; ; run++ {
		s.limit = s.nodes + s.budget(first, run)
		if s.exact() {
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
		if s.big && s.quick(playouts) {
			return engine.Solved
		}
		s.reorder()
	}
}

// exact runs one exact search: conflict-directed backjumping with learned nogoods (see
// backjump.go) when a group has more than four tiles, where failures need many pairs
// and the same ones recur; else the search that moves the variables a failure does
// not need behind it (see search.go), which wins sooner on groups of four.
func (s *pairSearch) exact() bool {
	if s.big {
		return s.search()
	}
	return s.sure(0)
}

// budget returns the relaxations the exact search's run may use (counting from 1): first,
// then twice as many each time; with a group of more than four tiles, whose searches
// are long only by bad luck of the order, first/8 times the Luby sequence (1, 1, 2, 1,
// 1, 2, 4, ...), which restarts often and still gives some runs all the time they need.
// The unit is short because a run that wins mostly wins within its first few thousand
// relaxations (its fresh order and first partners are what win): on random Stairs deals
// 1-40 with 4.5 million relaxations each, a unit of 50,000 won 26, 10,000 won 32, and
// 5,000 or 2,500 won 37 (2,500 with a fifth fewer relaxations in all).
func (s *pairSearch) budget(first, run int) int {
	if !s.big {
		return first << min(run-1, 40)
	}
	return max(first/8, 1) * luby(run)
}

// luby returns the i-th term (from 1) of the Luby sequence.
func luby(i int) int {
	for k := 1; ; k++ {
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		if i < 1<<k-1 {
			return luby(i - 1<<(k-1) + 1)
		}
	}
}

// firstRun is the relaxations the first run of the exact search may use.
const firstRun = 20000

func (s *pairSearch) next() uint64 {
	s.rng += 0x9E3779B97F4A7C15
	return engine.Mix64(s.rng)
}
