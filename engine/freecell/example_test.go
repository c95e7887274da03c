package freecell_test

import (
	"fmt"

	"mahjong/engine"
	"mahjong/engine/freecell"
)

// The position of the package documentation.
const docPosition = `game: mahjongg-freecell
deal: 0
autoplay: on

dragons: Rd Gd Wd
piles: Ww Nw Sw Ew | 7c 7c 7c 7c | 7d 7d 7d 7d
cells: 9c 8d .. ..

level 1
Ew Ww Ew Sw 9d .. .. .. .. .. .. .. .. .. .. ..
Sw 9d .. Nw 8d .. .. .. .. .. .. .. .. .. .. ..
Nw 8c .. Ww 8d .. .. .. .. .. .. .. .. .. .. ..
.. .. .. 9d 8d .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. 8c .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. 8c .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. 9c .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. 9c .. .. .. .. .. .. .. .. .. .. ..

level 2
9c .. 9d .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..

level 3
.. .. 8c .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
`

func ExampleParse() {
	p, err := freecell.Parse(docPosition)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, pl := range p.Available() {
		m := engine.MovesFrom(p, pl)
		fmt.Printf("%v: %d moves", p.Tile(pl), len(m))
		if len(m) > 0 {
			fmt.Printf(", first %s", p.FormatMove(m[0]))
		}
		fmt.Println()
	}
	// Output:
	// North Wind: 13 moves, first c1>x3
	// Character 9: 5 moves, first c1.2>x3
	// Character 8: 8 moves, first c2>p5
	// Character 8: 9 moves, first c3.3>p5
	// Circle 9: 5 moves, first c4>x3
	// Character 9: 5 moves, first c5>x3
	// Character 9: 3 moves, first x1>c1
	// Circle 8: 6 moves, first x2>p9
}
