package stones

import "mahjong/engine"

// deal builds game number n of r.
//
// The stream is engine.NewRand(variant id, n). It first draws a permutation of the symbols
// (colour c gets symbol perm[c]), so that the C opening stones show every colour once and
// every symbol once; then it shuffles those stones over the opening squares (corners top
// left, top right, bottom left, bottom right, then the near-middle squares); then it
// shuffles the remaining 2C²-C stones, in colour-then-symbol order, into the stock, whose
// first stone is placed first. Golden tests pin the result.
func (r *rules) deal(n uint64) *Position {
	rng := engine.NewRand(r.id, n)
	c := r.colours
	perm := make([]int, c)
	for i := range perm {
		perm[i] = i
	}
	rng.Shuffle(c, func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
	opening := make([]Stone, c)
	for col := range opening {
		opening[col] = NewStone(Colour(col), Symbol(perm[col]))
	}
	rng.Shuffle(c, func(i, j int) { opening[i], opening[j] = opening[j], opening[i] })

	p := &Position{r: r, deal: n}
	for i, sq := range r.opening {
		p.board[sq] = opening[i]
	}
	stock := make([]Stone, 0, 2*c*c-c)
	for col := 0; col < c; col++ {
		for sym := 0; sym < c; sym++ {
			st := NewStone(Colour(col), Symbol(sym))
			stock = append(stock, st)
			if perm[col] != sym {
				stock = append(stock, st)
			}
		}
	}
	rng.Shuffle(len(stock), func(i, j int) { stock[i], stock[j] = stock[j], stock[i] })
	p.stock = stock
	return p
}
