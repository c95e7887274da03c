package freecell

import (
	"encoding/binary"
	"iter"

	"mahjong/engine"
)

const (
	numCols   = 16
	maxLevels = 12 // top-row tiles of stacked levels fall by one rank each: 11 down to 0
	maxTiles  = 144
	maxCells  = 6
	numPiles  = 12
)

// board is the whole state of a game in a few fixed arrays, so that copying it is one
// memmove and the solver can keep millions of them in flight.
//
// The tableau tiles lie in t column by column; within a column, level by level from the
// lowest (the dealt tiles) up; within a level, from the top row down. A level always starts
// on the top row and has no gaps, so its length says which rows it covers.
type board struct {
	t      [maxTiles]engine.Tile
	n      [numCols]uint8            // tiles in each column
	nl     [numCols]uint8            // levels in each column (0: the column is empty)
	lv     [numCols][maxLevels]uint8 // length of each level
	cell   [maxCells]engine.Tile
	h      [numPiles]uint8       // tiles on each foundation pile
	wind   [numPiles]engine.Tile // the Wind on a pile, once it has one
	season [numPiles]engine.Tile // the Season on a pile (Long FreeCell)
	dragon [3]engine.Tile        // each set's Dragon kind, once its first Dragon is played
	found  uint8                 // tiles on the foundations
}

// start returns the index in t of column c's first tile: the sum of the counts of the
// columns before it, added eight at a time (a column holds at most 144 tiles, so that no
// byte of the sums carries into the next). Every move and child asks it, often several
// times.
func (b *board) start(c int) int {
	lo := binary.LittleEndian.Uint64(b.n[0:8])
	if c <= 8 {
		return byteSum(lo & (1<<(8*c) - 1))
	}
	hi := binary.LittleEndian.Uint64(b.n[8:16])
	return byteSum(lo) + byteSum(hi&(1<<(8*(c-8))-1))
}

// byteSum adds the bytes of x, whose sum must be below 256.
func byteSum(x uint64) int {
	return int(x * 0x0101010101010101 >> 56)
}

func (b *board) levelStart(c, l int) int {
	s := b.start(c)
	for i := 0; i < l; i++ {
		s += int(b.lv[c][i])
	}
	return s
}

// bottom returns the lowest tile of level l of column c.
func (b *board) bottom(c, l int) engine.Tile {
	return b.t[b.levelStart(c, l)+int(b.lv[c][l])-1]
}

// topRow returns the top-row tile of column c's highest level, the tile a new level starts on.
func (b *board) topRow(c int) engine.Tile {
	return b.t[b.levelStart(c, int(b.nl[c])-1)]
}

// available reports whether the bottom tile of level l of column c is free: no higher
// level of the column reaches its row.
func (b *board) available(c, l int) bool {
	for j := l + 1; j < int(b.nl[c]); j++ {
		if b.lv[c][j] >= b.lv[c][l] {
			return false
		}
	}
	return true
}

// freeBottoms yields the available tiles of column c (whose tiles start at index start of
// t) with their levels, the highest level first. The caller may change the board once it
// stops the loop, not before.
func (b *board) freeBottoms(c, start int) iter.Seq2[int, engine.Tile] {
	return func(yield func(int, engine.Tile) bool) {
		var higher uint8 // the longest level above the one looked at
		for l := int(b.nl[c]) - 1; l >= 0; l-- {
			if b.lv[c][l] <= higher {
				continue
			}
			higher = b.lv[c][l]
			ls := start
			for j := 0; j < l; j++ {
				ls += int(b.lv[c][j])
			}
			if !yield(l, b.t[ls+int(b.lv[c][l])-1]) {
				return
			}
		}
	}
}

// at returns the tile seen at row r of column c (the highest level reaching that row) and
// its level, or NoTile and -1.
func (b *board) at(c, r int) (engine.Tile, int) {
	for l := int(b.nl[c]) - 1; l >= 0; l-- {
		if int(b.lv[c][l]) > r {
			return b.t[b.levelStart(c, l)+r], l
		}
	}
	return engine.NoTile, -1
}

func (b *board) total() int {
	return b.start(numCols)
}

// removeBottom takes the bottom k tiles of level l of column c into out (top first).
// The caller has checked that they are free; an emptied level is always the highest.
func (b *board) removeBottom(c, l, k int, out []engine.Tile) {
	end := b.levelStart(c, l) + int(b.lv[c][l])
	tot := b.total()
	copy(out, b.t[end-k:end])
	copy(b.t[end-k:], b.t[end:tot])
	for i := tot - k; i < tot; i++ {
		b.t[i] = engine.NoTile
	}
	b.n[c] -= uint8(k)
	b.lv[c][l] -= uint8(k)
	if b.lv[c][l] == 0 {
		b.nl[c]--
	}
}

// insert puts tiles at index i of t, after the existing tiles there.
func (b *board) insert(i int, tiles []engine.Tile) {
	tot := b.total()
	k := len(tiles)
	copy(b.t[i+k:tot+k], b.t[i:tot])
	copy(b.t[i:], tiles)
}

// addBelow puts tiles below the bottom of level l of column c, or, when l is the column's
// level count, starts a new level on its top row with them.
func (b *board) addBelow(c, l int, tiles []engine.Tile) {
	if l == int(b.nl[c]) {
		b.insert(b.start(c)+int(b.n[c]), tiles)
		b.lv[c][l] = uint8(len(tiles))
		b.nl[c]++
	} else {
		b.insert(b.levelStart(c, l)+int(b.lv[c][l]), tiles)
		b.lv[c][l] += uint8(len(tiles))
	}
	b.n[c] += uint8(len(tiles))
}

// emptyCells counts the cells with no tile.
func (b *board) emptyCells(v *spec) int {
	k := 0
	for i := 0; i < v.cells; i++ {
		if b.cell[i] == engine.NoTile {
			k++
		}
	}
	return k
}

// run returns how many tiles at the bottom of column c form a run that moves as a group:
// each one rank lower than the one above it and meeting the suit rule (Sea: one level).
func (b *board) run(v *spec, c int) int {
	return b.runFrom(v, c, b.start(c))
}

// runFrom is run for column c whose tiles start at index s of t.
func (b *board) runFrom(v *spec, c, s int) int {
	if b.nl[c] == 0 {
		return 0
	}
	end := s + int(b.n[c])
	first := end - int(b.lv[c][b.nl[c]-1])
	k := 1
	for i := end - 1; i > first && v.buildsOn(b.t[i-1], b.t[i]); i-- {
		k++
	}
	return k
}
