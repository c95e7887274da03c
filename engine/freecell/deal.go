package freecell

import "mahjong/engine"

// deal lays out game number n: the variant's tiles in face order (Bamboo 1–9, Character
// 1–9, Circle 1–9 and the Dragons four times each, the Winds and Seasons three times each)
// are shuffled by the stream engine.NewRand(variant id, n), then dealt row by row, left to
// right, into the columns that still take tiles on that row (the top row first); what is
// left goes into the cells, first cell first.
func (v *spec) deal(n uint64) board {
	tiles := v.tileSet()
	r := engine.NewRand(v.id, n)
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	var cols [numCols][]engine.Tile
	next := 0
	for row := 0; row < v.rows; row++ {
		for c := 0; c < numCols; c++ {
			if row < int(v.dealt[c]) {
				cols[c] = append(cols[c], tiles[next])
				next++
			}
		}
	}
	var b board
	for c := 0; c < numCols; c++ {
		if len(cols[c]) > 0 {
			b.addBelow(c, 0, cols[c])
		}
	}
	for i := 0; next < len(tiles); i++ {
		b.cell[i] = tiles[next]
		next++
	}
	return b
}
