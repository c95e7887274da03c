package shanghai

import (
	"strings"
	"testing"

	"mahjong/engine/shanghai"
)

// square1 is deal 1 of shanghai-square as dealt. The free tiles are the six at the ends of
// the top layer's rows: 9d (slot 41), 1b (43), 8b (44), 8b (46), 1b (47), Nw (49).
const square1 = `game: shanghai-square
deal: 1
shuffles: 5

layer 0
6c  Gd  4c  4c  Wd

5b  7d  7d  3c  7b

4c  7d  7d  4b  7b

Gd  3c  4b  9b  9d

Ww  Sw  6d  Sw  8d

layer 1

  2d  6c  2b  9d

  8d  9b  2b  6d

  9c  Ww  6d  2d

  6d  Wd  4c  9d

layer 2


    9d  9c  1b

    8b  Nw  8b

    1b  5b  Nw
`

// emptyBelow is a square layout with layers 0 and 1 cleared.
const emptyBelow = `layer 0
..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

layer 1

  ..  ..  ..  ..

  ..  ..  ..  ..

  ..  ..  ..  ..

  ..  ..  ..  ..
`

// stuck has a 9d and a Nw each covered by the other's match: no pair can be removed, but a
// shuffle could free the two 9d.
const stuck = `layer 0
..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

layer 1

  ..  ..  ..  ..

  ..  Nw  ..  ..

  ..  ..  9d  ..

  ..  ..  ..  ..

layer 2


    Nw  ..  ..

    ..  9d  ..

    ..  ..  ..
`

// apart has two tiles that can never pair: a 9d covered by the other.
const apart = `layer 0
..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

..  ..  ..  ..  ..

layer 1

  ..  ..  ..  ..

  ..  ..  ..  ..

  ..  ..  ..  9d

  ..  ..  ..  ..

layer 2


    ..  ..  ..

    ..  ..  ..

    ..  ..  9d
`

// cleared is the square layout with every tile removed.
const cleared = emptyBelow + `
layer 2


    ..  ..  ..

    ..  ..  ..

    ..  ..  ..
`

func header(shuffles string) string {
	return "game: shanghai-square\ndeal: 1\nshuffles: " + shuffles + "\n\n"
}

// position parses a square position from its notation.
func position(t *testing.T, text string) *shanghai.Position {
	t.Helper()
	for _, v := range shanghai.Variants() {
		if v.ID == "shanghai-square" {
			p, err := v.Parse(text)
			if err != nil {
				t.Fatalf("parse: %v\n%s", err, text)
			}
			return p.(*shanghai.Position)
		}
	}
	t.Fatal("no shanghai-square variant")
	return nil
}

func TestFixturesParse(t *testing.T) {
	for name, text := range map[string]string{
		"square1": square1, "stuck": header("5") + stuck, "apart": header("0") + apart,
		"cleared": header("3") + cleared,
	} {
		t.Run(name, func(t *testing.T) {
			p := position(t, text)
			if got := strings.TrimSpace(p.String()); !strings.Contains(got, "game: shanghai-square") {
				t.Errorf("String() = %q", got)
			}
		})
	}
}
