package stones_test

import (
	"fmt"
	"strings"

	"mahjong/engine/stones"
)

func Example() {
	p, err := stones.New("tiny-pebbles", 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	st, _ := p.Current()
	fmt.Println("current:", st.Code(), st)
	var names []string
	for _, sq := range p.LegalSquares() {
		names = append(names, stones.SquareName(sq, p.Cols()))
	}
	fmt.Println(strings.Join(names, " "))
	fmt.Println("g1:", p.Reason(6))
	m, _ := p.ParseMove("b6")
	q, _ := p.Apply(m)
	fmt.Println("after b6:", q.(*stones.Position).At(41), "stock left", q.(*stones.Position).StockLeft())
	// Output:
	// game: tiny-pebbles
	// deal: 1
	// score: 0
	// fourways: 0
	//
	// stock: G2 G2 Y2 Y3 R1 R3 R4 B1 B3 B1 Y1 G3 Y4 R4 Y1 R1 R2 G4 B2 R2 G1 G4 G3 B2 Y4 B3 Y3 B4
	// B4 .. .. .. .. .. .. R3
	// .. .. .. .. .. .. .. ..
	// .. .. .. .. .. .. .. ..
	// .. .. .. .. .. .. .. ..
	// .. .. .. .. .. .. .. ..
	// G1 .. .. .. .. .. .. Y2
	// current: G2 Green triangle
	// a5 h5 b6 g6
	// g1: the stone to the right (Red square) shares neither colour nor symbol with Green triangle
	// after b6: Green triangle stock left 27
}
