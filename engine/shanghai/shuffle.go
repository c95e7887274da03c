package shanghai

import (
	"mahjong/engine"
)

// shuffleAttempts bounds the removal simulations a shuffle tries before it gives up on a
// winnable arrangement.
const shuffleAttempts = 200

// shuffled returns the position after a shuffle: the remaining tiles rearranged on the
// remaining slots, one shuffle fewer.
//
// The stream is engine.NewRand(id+"/shuffle", n) with n = hash(remaining slots) xor (deal +
// shuffles used << 58), so that replaying a game, or undoing and redoing the shuffle, gives
// the same arrangement. The remaining tiles are grouped into matching pairs (pairs of a
// group taken in slot order), and the pairs put in a random order. When the remaining
// slots can be cleared by a removal simulation (as deals are built), the k-th pair goes on
// the k-th pair of slots removed, so the new arrangement is winnable. Otherwise (or when a
// group has an odd count, which only a hand-made position can have) one pair goes on two
// slots that are free in the shape, when there are two, and the rest at random.
func (p *Position) shuffled() *Position {
	q := *p
	q.shuffles--
	used := uint64(MaxShuffles - p.shuffles)
	r := engine.NewRand(p.k.id+"/shuffle", p.present.hash()^(p.deal+used<<58))

	var byGroup [numGroups][]engine.Tile
	p.present.each(func(i int) {
		g := group(p.tiles[i])
		byGroup[g] = append(byGroup[g], p.tiles[i])
	})
	var pairs [][2]engine.Tile
	var singles []engine.Tile
	for _, ts := range byGroup {
		for len(ts) >= 2 {
			pairs = append(pairs, [2]engine.Tile{ts[0], ts[1]})
			ts = ts[2:]
		}
		singles = append(singles, ts...)
	}
	r.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })

	if len(singles) == 0 {
		if order, ok := removalOrder(p.k.layout, p.present, r, shuffleAttempts); ok {
			place(&q, order, pairs, r)
			return &q
		}
	}

	slots := p.present.list(nil)
	r.Shuffle(len(slots), func(i, j int) { slots[i], slots[j] = slots[j], slots[i] })
	var tiles []engine.Tile
	for _, pr := range pairs {
		tiles = append(tiles, pr[0], pr[1])
	}
	tiles = append(tiles, singles...)
	if len(pairs) > 0 {
		shapeFree := p.k.layout.freeSet(&p.present)
		if fs := shapeFree.list(nil); len(fs) >= 2 {
			// Move two free slots to the front, where the first pair goes.
			i := r.Intn(len(fs))
			j := r.Intn(len(fs) - 1)
			if j >= i {
				j++
			}
			front := []int{fs[i], fs[j]}
			rest := slots[:0:0]
			for _, s := range slots {
				if s != front[0] && s != front[1] {
					rest = append(rest, s)
				}
			}
			slots = append(front, rest...)
		}
	}
	for i, s := range slots {
		q.tiles[s] = tiles[i]
	}
	return &q
}
