package oneplayer

// Positions written by hand from the rule book and the notation of doc.go, for the move
// tables, the refusals and the notation tests. Each is in canonical form, so printing the
// parsed position gives the text back. The horizontal line used once it is complete is
// 1b 1b 2b 2b ... 7b 7b: all one suit, 200 points. They are files under testdata/positions, which
// the page's One Player tests read too.

import "mahjong/engine/enginetest"

var posStart = enginetest.Fixture("testdata", "positions", "pos-start.txt")

var posOne = enginetest.Fixture("testdata", "positions", "pos-one.txt")

var posTwo = enginetest.Fixture("testdata", "positions", "pos-two.txt")

var posTwoSame = enginetest.Fixture("testdata", "positions", "pos-two-same.txt")

var posAlmostH = enginetest.Fixture("testdata", "positions", "pos-almost-h.txt")

var posCross0 = enginetest.Fixture("testdata", "positions", "pos-cross-0.txt")

// posCross1: the line going up from column a has two tiles.
var posCross1 = enginetest.Fixture("testdata", "positions", "pos-cross-1.txt")

// posNine: nine vertical lines started (up from a to i), one tile each.
var posNine = enginetest.Fixture("testdata", "positions", "pos-nine.txt")

// posScore: "a up" complete (1b anchor + 1b, Rd×3, 9c×4, singles: 10 + 40 + 40 = 90),
// "b down" started (anchor 1b, Gd Gd 2b: a pair of Dragons so far, 20).
var posScore = enginetest.Fixture("testdata", "positions", "pos-score.txt")

// posDraw: three tiles placed this turn; the wall refills the hand's empty slots in order.
var posDraw = enginetest.Fixture("testdata", "positions", "pos-draw.txt")

// posLastTile: a short set: the hand's last tile and an empty wall.
var posLastTile = enginetest.Fixture("testdata", "positions", "pos-last-tile.txt")

// posEmptyHand: a short set whose hand is empty at the start of a turn.
var posEmptyHand = enginetest.Fixture("testdata", "positions", "pos-empty-hand.txt")

// posFlowers: the flowers variant's first turn.
var posFlowers = enginetest.Fixture("testdata", "positions", "pos-flowers.txt")
