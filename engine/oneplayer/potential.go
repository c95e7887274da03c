package oneplayer

import "mahjong/engine"

// LinePotential returns the most line l can still score: the best score of the line over
// every way of filling its empty cells with tiles not yet on the board (the hand and the
// wall, taken as a multiset: the order of the wall is never looked at), a special hand
// counting 200 where one can still be made. It is the line's score once the line is
// complete, and never less than its running score (LineScore). It is optimistic: it gives
// the line every unseen tile it wants, ignoring the other lines' needs and whether the wall
// brings the tiles in time. When fewer tiles are left than the line has empty cells (a
// position written by hand), the line can never be completed and its potential is its
// running score. [decided]
//
// The maximum is exact, not a bound: a small dynamic programme over the tile faces for the
// groups, and a counting test for each special hand. It takes a few microseconds.
func (p *Position) LinePotential(l Line) int {
	if l >= NumLines {
		return 0
	}
	var line [LineLen]engine.Tile
	for i := range line {
		line[i] = p.cell(l, i)
	}
	var pool tally
	pool.add(p.hand[:])
	pool.add(p.wall[:p.nwall])
	return potential(line[:], &pool)
}

// potential is LinePotential for a line's tiles (engine.NoTile for an empty cell) and the
// tiles that can still fill it, counted by group key.
func potential(line []engine.Tile, pool *tally) int {
	var have tally
	have.add(line)
	open := 0
	for _, t := range line {
		if t == engine.NoTile {
			open++
		}
	}
	open += LineLen - len(line)
	if open == 0 {
		return ScoreLine(line).Points
	}
	size := 0
	for _, n := range pool {
		size += int(n)
	}
	best := -1
	if size >= open {
		best = bestGroups(&have, pool, open)
	}
	if best < 0 { // the line cannot be completed
		return have.points()
	}
	if best < SpecialPoints && specialReachable(&have, pool, open) {
		best = SpecialPoints
	}
	return best
}

// bestGroups returns the most the groups of a line holding have can score once exactly open
// tiles from pool are added, or -1 when that many cannot be added. A group never exceeds 4.
func bestGroups(have, pool *tally, open int) int {
	// dp[j] is the best gain over the faces seen so far with j tiles added, -1 if impossible.
	// A face whose tiles cannot make a pair in the line only fills cells: filler counts them.
	var dp, next [LineLen + 1]int
	for j := range dp {
		dp[j] = -1
	}
	dp[0] = 0
	filler, reach := 0, 0
	for k := range pool {
		c := int(have[k])
		most := min(int(pool[k]), 4-c, open)
		if most <= 0 {
			continue
		}
		if c+most < 2 {
			filler += most
			continue
		}
		key := engine.Tile(k)
		base := groupPoints(key, c)
		var gain [5]int
		for x := 1; x <= most; x++ {
			gain[x] = groupPoints(key, c+x) - base
		}
		next = dp
		for j := 0; j <= reach; j++ {
			v := dp[j]
			if v < 0 {
				continue
			}
			for x := 1; x <= most && j+x <= open; x++ {
				if g := v + gain[x]; g > next[j+x] {
					next[j+x] = g
				}
			}
		}
		dp = next
		reach = min(reach+most, open)
	}
	best := -1
	for j := max(0, open-filler); j <= reach; j++ {
		best = max(best, dp[j])
	}
	if best < 0 {
		return -1
	}
	return have.points() + best
}

// specialReachable reports whether open tiles from pool can make the line holding have one
// of the special hands. The pool holds at least open tiles.
func specialReachable(have, pool *tally, open int) bool {
	// Tiles of a kind: every tile of the line must be one, and the pool must hold enough.
	reach := func(ok func(engine.Tile) bool) bool {
		n := 0
		for k := range have {
			if !ok(engine.Tile(k)) {
				if have[k] > 0 {
					return false
				}
				continue
			}
			n += int(pool[k])
		}
		return n >= open
	}
	isSuited := func(t engine.Tile) bool { return t.Kind() == engine.Suited }
	if reach(func(t engine.Tile) bool { return isSuited(t) && t.Rank()%2 == 1 }) || // All odd numbers, and so All 1s and 9s
		reach(func(t engine.Tile) bool { return isSuited(t) && t.Rank()%2 == 0 }) ||
		reach(func(t engine.Tile) bool { return t.Valid() && !isSuited(t) }) {
		return true
	}
	for s := engine.Bamboos; s <= engine.Circles; s++ {
		if reach(func(t engine.Tile) bool { return t.Suit() == s }) {
			return true
		}
	}
	return twoNumbersReachable(have, pool, open) || sevenPairsReachable(have, pool, open) ||
		threeGongsReachable(have, pool, open)
}

// twoNumbersReachable: every tile suited, at most two ranks.
func twoNumbersReachable(have, pool *tally, open int) bool {
	var in, avail [10]int
	for k := range have {
		t := engine.Tile(k)
		if t.Kind() != engine.Suited {
			if have[k] > 0 {
				return false
			}
			continue
		}
		in[t.Rank()] += int(have[k])
		avail[t.Rank()] += int(pool[k])
	}
	// The two ranks: those of the line, then the ranks with most tiles left.
	var chosen [2]int
	n := 0
	for r := 1; r <= 9; r++ {
		if in[r] > 0 {
			if n == 2 {
				return false
			}
			chosen[n] = r
			n++
		}
	}
	for ; n < 2; n++ {
		bestR := 0
		for r := 1; r <= 9; r++ {
			if r != chosen[0] && (bestR == 0 || avail[r] > avail[bestR]) {
				bestR = r
			}
		}
		chosen[n] = bestR
	}
	return avail[chosen[0]]+avail[chosen[1]] >= open
}

// sevenPairsReachable: every group of an even size. A face held an odd number of times needs
// one more tile; the rest of the empty cells take pairs.
func sevenPairsReachable(have, pool *tally, open int) bool {
	need, pairs := 0, 0
	for k := range have {
		c, a := int(have[k]), min(int(pool[k]), 4-int(have[k]))
		if c%2 == 1 {
			if a < 1 {
				return false
			}
			need++
			a--
		}
		pairs += a / 2
	}
	return need <= open && (open-need)%2 == 0 && 2*pairs >= open-need
}

// threeGongsReachable: three faces held four times; the other tiles may be anything (the
// pool holds enough to fill the rest).
func threeGongsReachable(have, pool *tally, open int) bool {
	var cost [3]int // the three cheapest gongs, in tiles still needed
	for i := range cost {
		cost[i] = LineLen + 1
	}
	for k := range have {
		c := int(have[k])
		if c > 4 || c+int(pool[k]) < 4 {
			continue
		}
		x := 4 - c
		for i := range cost {
			if x < cost[i] {
				x, cost[i] = cost[i], x
			}
		}
	}
	return cost[0]+cost[1]+cost[2] <= open
}
