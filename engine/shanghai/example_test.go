package shanghai_test

import (
	"context"
	"fmt"

	"mahjong/engine/shanghai"
)

func Example() {
	v := shanghai.Variants()[0] // shanghai-square
	p := v.New(1).(*shanghai.Position)
	fmt.Println(v.Name, "deal 1:", p.Remaining(), "tiles,", p.PairCount(), "pairs free,", p.ShufflesLeft(), "shuffles")
	for _, m := range p.Moves() {
		fmt.Println(p.FormatMove(m), p.Tile(int(m.From)), "+", p.Tile(int(m.To)))
	}
	sol := v.Solve(context.Background(), p)
	fmt.Println(sol.Verdict, len(sol.Moves), "pairs")
	// Output:
	// Mahjong Solitaire: Square deal 1: 50 tiles, 2 pairs free, 5 shuffles
	// 43-47 Bamboo 1 + Bamboo 1
	// 44-46 Bamboo 8 + Bamboo 8
	// won 25 pairs
}
