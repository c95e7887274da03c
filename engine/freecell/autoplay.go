package freecell

import "mahjong/engine"

// Auto-play moves to the foundations only tiles that no play can still need, so that it
// never turns a won game into a lost one (Goodsol's convention). A tile X of rank r is safe
// when both hold:
//
//  1. No tile that could ever be built on X is left off the foundations: every tile of
//     rank r−1 that meets the suit rule against X is already up (for a 1, every Dragon; for a
//     Wind, every 9; for a Season, every Wind). Then X can serve no move but its own trip to
//     the foundations, and taking it away early only frees a cell or uncovers tiles.
//  2. Where it goes cannot matter:
//     - with the rank lock, the piles of a set that can take X are interchangeable (the next
//     rank waits for all of them); a Dragon's set must be settled (its kind already has a
//     set, or only one set has no kind yet);
//     - without the rank lock (Sea Towers, Sea Breeze, Sea Cell, whose piles are bound to
//     their Winds and so are not interchangeable), X must be the last tile of its rank for its
//     set: every other pile of the set is already past that rank;
//     - a Wind in the 132-tile games ends its pile, so any pile that takes it will do; in
//     Long FreeCell a Season follows it, so only the last set lacking that Wind is safe;
//     - a Season ends its pile: any pile that takes it will do.
//
// Because a safe move can never lose a win, the solver plays safe moves as forced moves and
// its "unsolvable" stays a proof.

// pileMins holds the lowest pile height of each set (1–3, by suit) and of all (0).
type pileMins [4]uint8

func (b *board) mins() pileMins {
	m := pileMins{255, 255, 255, 255}
	for p := 0; p < numPiles; p++ {
		s := p/4 + 1
		m[s] = min(m[s], b.h[p])
	}
	m[0] = min(m[1], m[2], m[3])
	return m
}

// maxes returns the highest pile height of each set (1–3, by suit) and of all (0).
func (b *board) maxes() pileMins {
	var m pileMins
	for p := 0; p < numPiles; p++ {
		s := p/4 + 1
		m[s] = max(m[s], b.h[p])
	}
	m[0] = max(m[1], m[2], m[3])
	return m
}

// safePile returns the pile auto-play may put t on, or -1. m is b.mins().
// hi is b.maxes().
func (v *spec) safePile(b *board, t engine.Tile, m, hi *pileMins) int {
	r := int(rankOf[t])
	// No pile takes a tile of a rank no pile of its set has reached (any set, for the
	// suitless tiles): most tiles looked at end here.
	if su := suitOf[t]; su != 0 {
		if r < int(m[su]) || r > int(hi[su]) {
			return -1
		}
	} else if r < int(m[0]) || r > int(hi[0]) {
		return -1
	}
	if r == 0 && b.dragon[0] != t && b.dragon[1] != t && b.dragon[2] != t && b.unsetDragons() != 1 {
		// a Dragon of a kind no set has yet: safe only when one set is left to take it
		return -1
	}
	// 1. nothing can still be built on t.
	switch {
	case r == 0:
	case r == 1 || r >= 10: // a 1 needs every Dragon home, a Wind every 9, a Season every Wind
		if int(m[0]) < r {
			return -1
		}
	default:
		s := int(suitOf[t])
		if v.sameSuit && int(m[s]) < r {
			return -1
		}
		if !v.sameSuit {
			for o := 1; o <= 3; o++ {
				if o != s && int(m[o]) < r {
					return -1
				}
			}
		}
	}
	// 2. the choice of pile cannot matter.
	first := -1
	sets := 0
	for s := 0; s < 3; s++ {
		found := -1
		for p := s * 4; p < s*4+4; p++ {
			if v.accepts(b, p, t) {
				found = p
				break
			}
		}
		if found < 0 {
			continue
		}
		sets++
		if first < 0 {
			first = found
		}
		if !v.rankLock && r <= 9 {
			for p := s * 4; p < s*4+4; p++ {
				if int(b.h[p]) < r || int(b.h[p]) == r && p != found {
					return -1
				}
			}
		}
	}
	if first < 0 {
		return -1
	}
	if t.Kind() == engine.Wind && v.seasons && sets != 1 {
		return -1
	}
	return first
}

// unsetDragons counts the sets whose Dragon kind is not fixed yet.
func (b *board) unsetDragons() int {
	n := 0
	for s := 0; s < 3; s++ {
		if b.dragon[s] == engine.NoTile {
			n++
		}
	}
	return n
}

// AutoMove is one tile auto-play moved to the foundations.
type AutoMove struct {
	Tile engine.Tile
	From engine.Place // where it was: a column's level or a cell
	To   engine.Place // the pile
}

// autoPlay plays safe tiles until none is left and appends what it moved to log (which
// may be nil when nobody needs it). Each time it plays the first safe tile it finds,
// columns left to right (in a column, the highest free level first), then the cells, and
// looks again from the start; a tile goes to the first pile that may take it.
func (v *spec) autoPlay(b *board, log []AutoMove) []AutoMove {
	for {
		moved := false
		m, hi := b.mins(), b.maxes()
		start := 0
		for c := 0; c < numCols && !moved; c++ {
			for l, t := range b.freeBottoms(c, start) {
				if p := v.safePile(b, t, &m, &hi); p >= 0 {
					var one [1]engine.Tile
					b.removeBottom(c, l, 1, one[:])
					b.play(p, t)
					if log != nil {
						log = append(log, AutoMove{t, Level(c, l), Pile(p)})
					}
					moved = true
					break
				}
			}
			start += int(b.n[c])
		}
		for i := 0; i < v.cells && !moved; i++ {
			t := b.cell[i]
			if t == engine.NoTile {
				continue
			}
			if p := v.safePile(b, t, &m, &hi); p >= 0 {
				b.cell[i] = engine.NoTile
				b.play(p, t)
				if log != nil {
					log = append(log, AutoMove{t, Cell(i), Pile(p)})
				}
				moved = true
			}
		}
		if !moved {
			return log
		}
	}
}

// autoPlayAfter is autoPlay(b, nil) for a board that was settled (no safe tile) before m
// was played on it. Safety depends only on the tile and the foundations, so unless m went
// to a pile, only a tile m uncovered in its source column can be safe: when none is, the
// other columns and the cells need no look. memo (nil for none) holds the verdicts on
// tiles of the board before m, which such a move leaves valid: the best-first search
// shares one among a position's children, which ask about the same few tiles.
func (v *spec) autoPlayAfter(b *board, m engine.Move, memo *safeMemo) {
	kind, c, _ := Where(m.From)
	if tk, _, _ := Where(m.To); kind != InTableau || tk == OnPile || tk == ToFoundation {
		if kind == InCell && tk != OnPile && tk != ToFoundation {
			return // nothing uncovered, the foundations as they were
		}
		v.autoPlay(b, nil)
		return
	}
	if memo == nil {
		memo = new(safeMemo)
	}
	for _, t := range b.freeBottoms(c, b.start(c)) {
		if memo.safe(v, b, t) {
			v.autoPlay(b, nil)
			return
		}
	}
}

// safeMemo remembers safePile's verdict on each tile for one state of the foundations.
type safeMemo struct {
	ready     bool
	m, hi     pileMins
	known, ok [engine.NumFaces]bool
}

// reset forgets every verdict: the foundations are about to change.
func (sm *safeMemo) reset() {
	sm.ready = false
	clear(sm.known[:])
}

// safe reports whether auto-play may play t from b, whose foundations must be those of
// every board asked about since the last reset.
func (sm *safeMemo) safe(v *spec, b *board, t engine.Tile) bool {
	if !sm.known[t] {
		if !sm.ready {
			sm.m, sm.hi, sm.ready = b.mins(), b.maxes(), true
		}
		sm.known[t] = true
		sm.ok[t] = v.safePile(b, t, &sm.m, &sm.hi) >= 0
	}
	return sm.ok[t]
}
