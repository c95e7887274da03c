package freecell

import "mahjong/engine"

// seenSet is the solver's transposition table: an open-addressing set of 128-bit state
// keys. Two independent 64-bit hashes make a false "seen" (which could hide a win) far less
// likely than a hardware fault.
type seenSet struct {
	keys  [][2]uint64
	count int
	limit int // most slots the table may grow to
	sink  uint64
}

func newSeenSet(limit int) *seenSet {
	return &seenSet{keys: make([][2]uint64, min(1<<14, limit)), limit: limit}
}

// clear empties the set, keeping its memory.
func (s *seenSet) clear() {
	clear(s.keys)
	s.count = 0
}

// add inserts k and reports whether it was new. full is set when the table may not grow.
func (s *seenSet) add(k [2]uint64) (added, full bool) {
	if k == [2]uint64{} {
		k[0] = 1
	}
	if s.count*4 >= len(s.keys)*3 {
		if len(s.keys)*2 > s.limit {
			return false, true
		}
		s.grow()
	}
	mask := uint64(len(s.keys) - 1)
	for i := k[0] & mask; ; i = (i + 1) & mask {
		switch s.keys[i] {
		case k:
			return false, false
		case [2]uint64{}:
			s.keys[i] = k
			s.count++
			return true, false
		}
	}
}

// touch reads the first slot each of keys would probe, so that their cache misses are
// waited for together rather than one by one in add.
func (s *seenSet) touch(keys [][2]uint64) {
	mask := uint64(len(s.keys) - 1)
	var x uint64
	for _, k := range keys {
		x += s.keys[k[0]&mask][0]
	}
	s.sink = x
}

// has reports whether k is in the set.
func (s *seenSet) has(k [2]uint64) bool {
	if k == [2]uint64{} {
		k[0] = 1
	}
	mask := uint64(len(s.keys) - 1)
	for i := k[0] & mask; ; i = (i + 1) & mask {
		switch s.keys[i] {
		case k:
			return true
		case [2]uint64{}:
			return false
		}
	}
}

// grow makes the table four times larger, or twice when four times would pass the limit:
// each growth moves every key, with a likely cache miss each, and the searches that grow
// far grow by several steps.
func (s *seenSet) grow() {
	old := s.keys
	n := len(old) * 4
	if n > s.limit {
		n = len(old) * 2
	}
	s.keys = make([][2]uint64, n)
	mask := uint64(len(s.keys) - 1)
	for _, k := range old {
		if k == [2]uint64{} {
			continue
		}
		i := k[0] & mask
		for s.keys[i] != [2]uint64{} {
			i = (i + 1) & mask
		}
		s.keys[i] = k
	}
}

// key hashes the parts of a state the rules can see, the same for states that differ only
// by the order of the columns or of the cells (both are interchangeable): each column and
// each cell is hashed alone and the hashes are added.
func (b *board) key() [2]uint64 {
	k := b.restKey()
	i := 0
	for c := 0; c < numCols; c++ {
		h := b.colKey(c, i)
		k[0] += h[0]
		k[1] += h[1]
		i += int(b.n[c])
	}
	return k
}

// colKey is column c's part of key (its tiles start at index i of t): nothing for an
// empty column.
func (b *board) colKey(c, i int) [2]uint64 {
	if b.nl[c] == 0 {
		return [2]uint64{}
	}
	h1, h2 := uint64(0xcbf29ce484222325), uint64(0x84222325cbf29ce4)
	for l := 0; l < int(b.nl[c]); l++ {
		for r := 0; r < int(b.lv[c][l]); r++ {
			t := uint64(b.t[i])
			i++
			h1 = (h1 ^ t) * 0x100000001b3
			h2 = (h2 ^ t) * 0x9E3779B97F4A7C15
		}
		h1 = (h1 ^ 0xff) * 0x100000001b3
		h2 = (h2 ^ 0xff) * 0x9E3779B97F4A7C15
	}
	return [2]uint64{engine.Mix64(h1), engine.Mix64(h2 ^ 0x5555)}
}

// restKey is the part of key that is not the columns': cells, piles and Dragon kinds.
func (b *board) restKey() [2]uint64 {
	k := b.cellKey()
	p := b.pileKey()
	return [2]uint64{k[0] + p[0], k[1] + p[1]}
}

// cellKey is the cells' part of key.
func (b *board) cellKey() [2]uint64 {
	var k [2]uint64
	for _, t := range b.cell {
		if t != 0 {
			h := &cellHash[t]
			k[0] += h[0]
			k[1] += h[1]
		}
	}
	return k
}

// cellHash is each tile's part of cellKey when it lies in a cell, worked out once: the
// key of every child looks at every cell.
var cellHash = func() (h [256][2]uint64) {
	for t := range h {
		h[t] = [2]uint64{engine.Mix64(uint64(t) + 0x1000), engine.Mix64(uint64(t)*0x9E3779B97F4A7C15 + 0x2000)}
	}
	return h
}()

// pileKey is the piles' and Dragon kinds' part of key: it changes only when a tile goes
// home.
func (b *board) pileKey() [2]uint64 {
	var k [2]uint64
	for p := 0; p < numPiles; p++ {
		top := uint64(b.h[p])
		if b.h[p] == 11 {
			top |= uint64(b.wind[p]) << 8 // the Wind under a Season matters to nothing
		}
		if b.h[p] == 12 {
			top |= uint64(b.season[p]) << 8
		}
		k[0] ^= engine.Mix64(top + uint64(p)<<20 + 0x3000)
		k[1] ^= engine.Mix64((top+uint64(p)<<20)*0x9E3779B97F4A7C15 + 0x4000)
	}
	for s := 0; s < 3; s++ {
		k[0] ^= engine.Mix64(uint64(b.dragon[s]) + uint64(s)<<8 + 0x5000)
		k[1] ^= engine.Mix64((uint64(b.dragon[s])+uint64(s)<<8)*0x9E3779B97F4A7C15 + 0x6000)
	}
	return k
}
