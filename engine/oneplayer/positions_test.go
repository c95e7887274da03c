package oneplayer

// Positions written by hand from the rule book and the notation of doc.go, for the move
// tables, the refusals and the notation tests. Each is in canonical form, so printing the
// parsed position gives the text back. The horizontal line used once it is complete is
// 1b 1b 2b 2b ... 7b 7b: all one suit, 200 points. They are files under testdata/positions, which
// the page's One Player tests read too.

import "mahjong/engine/enginetest"

// position reads the file of testdata/positions.
func position(file string) string {
	return enginetest.Fixture("testdata", "positions", file)
}

var (
	posStart   = position("pos-start.txt")
	posOne     = position("pos-one.txt")
	posTwo     = position("pos-two.txt")
	posTwoSame = position("pos-two-same.txt")
	posAlmostH = position("pos-almost-h.txt")
	posCross0  = position("pos-cross-0.txt")

	// posCross1: the line going up from column a has two tiles.
	posCross1 = position("pos-cross-1.txt")

	// posNine: nine vertical lines started (up from a to i), one tile each.
	posNine = position("pos-nine.txt")

	// posScore: "a up" complete (1b anchor + 1b, Rd×3, 9c×4, singles: 10 + 40 + 40 = 90),
	// "b down" started (anchor 1b, Gd Gd 2b: a pair of Dragons so far, 20).
	posScore = position("pos-score.txt")

	// posDraw: three tiles placed this turn; the wall refills the hand's empty slots in order.
	posDraw = position("pos-draw.txt")

	// posLastTile: a short set: the hand's last tile and an empty wall.
	posLastTile = position("pos-last-tile.txt")

	// posEmptyHand: a short set whose hand is empty at the start of a turn.
	posEmptyHand = position("pos-empty-hand.txt")

	// posFlowers: the flowers variant's first turn.
	posFlowers = position("pos-flowers.txt")
)
