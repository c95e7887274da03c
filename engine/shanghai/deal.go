package shanghai

import (
	"mahjong/engine"
)

// Deals.
//
// A deal of variant id and number n takes the stream engine.NewRand(id, n). It first draws
// the pairs of tiles (see drawPairs): a partial Fisher–Yates over the 72 pairs of tilePairs
// (for k = 0.., swap pair k with a uniform one of k..71) keeps the first 25 for the 50-tile
// layouts and all 72 for the Turtle, in the drawn order. Then it builds a removal order of
// the layout (see removalOrder; a layout of NewVariant whose simulation gets stuck
// maxAttempts times takes the order NewVariant found) and gives the k-th removed pair of
// slots the k-th drawn pair of tiles, the pair's first tile on the first slot when the next
// Intn(2) is 0, else swapped. The deal is won by removing the pairs in the order they were
// picked.
//
// docs/rules.md#shanghai words the simulation the same way: each pair of slots is free among
// the slots not yet picked, so removing the pairs in the order they were picked wins.

// maxAttempts bounds the restarts of the removal simulation; the layouts need at most a
// handful (a test deals many numbers of each).
const maxAttempts = 1000

// drawPairs draws the n pairs of a deal on any layout. Up to 72 pairs (144 tiles) it is
// drawFromSet. Beyond, it takes the whole set as many times as it fits in n, draws the rest
// from one more set as drawFromSet does, and shuffles all of them (a Fisher–Yates over the
// whole list): a 288-tile layout holds every tile twice, a 200-tile layout the set once and
// 28 pairs of a second. The three built-in layouts, at most 144 tiles, call drawFromSet
// directly, which keeps this out of the page.
func drawPairs(r *engine.Rand, n int) [][2]engine.Tile {
	if n <= 72 {
		return drawFromSet(r, n)
	}
	var all [][2]engine.Tile
	for range n / 72 {
		all = append(all, tilePairs()...)
	}
	all = append(all, drawFromSet(r, n%72)...)
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all
}

// drawFromSet draws n of the 72 pairs of one set, in the drawn order: a partial
// Fisher–Yates.
func drawFromSet(r *engine.Rand, n int) [][2]engine.Tile {
	all := tilePairs()
	for k := 0; k < n; k++ {
		j := k + r.Intn(len(all)-k)
		all[k], all[j] = all[j], all[k]
	}
	return all[:n]
}

// removalOrder simulates removing the slots of shape two at a time, each time two slots
// picked uniformly among those free in what is left. A simulation that gets stuck (fewer
// than two free slots) starts again on the same stream, up to attempts times. It returns
// the pairs in removal order, or false.
func removalOrder(l *Layout, shape set, r *engine.Rand, attempts int) ([][2]int, bool) {
	n := shape.count()
	if n%2 != 0 {
		return nil, false
	}
	order := make([][2]int, 0, n/2)
	free := make([]int, 0, 64)
	for a := 0; a < attempts; a++ {
		order = order[:0]
		left := shape
		for !left.empty() {
			fs := l.freeSet(&left)
			free = fs.list(free[:0])
			if len(free) < 2 {
				break
			}
			i := r.Intn(len(free))
			j := r.Intn(len(free) - 1)
			if j >= i {
				j++
			}
			s, t := free[i], free[j]
			order = append(order, [2]int{s, t})
			left.del(s)
			left.del(t)
		}
		if left.empty() {
			return order, true
		}
	}
	return nil, false
}

// construct deals the pairs on the layout by a removal order drawn from r, and returns the
// order, which wins the deal.
func construct(k *kind, deal uint64, r *engine.Rand, pairs [][2]engine.Tile) (*Position, [][2]int) {
	p := &Position{k: k, deal: deal, present: k.layout.all(), shuffles: MaxShuffles}
	order, ok := removalOrder(k.layout, p.present, r, maxAttempts)
	if !ok {
		if k.fallback == nil {
			panic("shanghai: no removal order for the " + k.layout.Name)
		}
		order = k.fallback
	}
	place(p, order, pairs, r)
	return p, order
}

// place puts pairs[i] on order[i], each pair's tiles in an order given by a coin flip.
func place(p *Position, order [][2]int, pairs [][2]engine.Tile, r *engine.Rand) {
	for i, o := range order {
		a, b := pairs[i][0], pairs[i][1]
		if r.Intn(2) == 1 {
			a, b = b, a
		}
		p.tiles[o[0]], p.tiles[o[1]] = a, b
	}
}

// newDeal deals game number deal, winnable by construction.
func newDeal(k *kind, deal uint64) *Position {
	p, _ := build(k, deal)
	return p
}

// build deals game number deal and returns the removal order that wins it.
func build(k *kind, deal uint64) (*Position, [][2]int) {
	r := engine.NewRand(k.id, deal)
	return construct(k, deal, r, k.draw(r, k.pairs))
}

// randomDeal deals the tiles of deal number deal (the same pairs as newDeal draws) on the
// slots uniformly at random, from the stream NewRand(id+"/random", deal). Most are not
// winnable; they measure the solver.
func randomDeal(k *kind, deal uint64) *Position {
	pairs := k.draw(engine.NewRand(k.id, deal), k.pairs)
	tiles := make([]engine.Tile, 0, 2*len(pairs))
	for _, pr := range pairs {
		tiles = append(tiles, pr[0], pr[1])
	}
	r := engine.NewRand(k.id+"/random", deal)
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	p := &Position{k: k, deal: deal, present: k.layout.all(), shuffles: MaxShuffles}
	copy(p.tiles[:], tiles)
	return p
}
