package oneplayer_test

import (
	"fmt"

	"mahjong/engine/oneplayer"
)

func Example() {
	p, err := oneplayer.New("one-player", 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Hand(), p.WallLeft(), p.MinPlacements())
	fmt.Println(p.EndTurnReason())
	m, _ := p.ParseMove("1>a0")
	q, _ := p.Apply(m)
	fmt.Println(q.(*oneplayer.Position).At(m.To), len(q.(*oneplayer.Position).OpenCells()))
	// Output:
	// [Circle 7 Character 1 Bamboo 6 Bamboo 1 Circle 4 Bamboo 8 Circle 5 Character 5] 128 2
	// place at least 2 tiles on the first turn
	// Circle 7 13
}
