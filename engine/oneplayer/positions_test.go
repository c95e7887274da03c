package oneplayer

// Positions written by hand from the rule book and the notation of doc.go, for the move
// tables, the refusals and the notation tests. Each is in canonical form, so printing the
// parsed position gives the text back. The horizontal line used once it is complete is
// 1b 1b 2b 2b ... 7b 7b: all one suit, 200 points.

const posStart = `game: one-player
deal: 0
turn: 1
placed: 0
score: 0
hand: 1b 2b 3b 4b 5b 6b 7b 8b
wall: 9b 1c

.. .. .. .. .. .. .. .. .. .. .. .. .. ..
`

const posOne = `game: one-player
deal: 0
turn: 1
placed: 1
score: 0
hand: .. 2b 3b 4b 5b 6b 7b 8b
wall: 9b 1c

1b .. .. .. .. .. .. .. .. .. .. .. .. ..
`

const posTwo = `game: one-player
deal: 0
turn: 1
placed: 2
score: 0
hand: .. .. 3b 4b 5b 6b 7b 8b
wall: 9b 1c

1b 2b .. .. .. .. .. .. .. .. .. .. .. ..
`

const posTwoSame = `game: one-player
deal: 0
turn: 1
placed: 2
score: 0
hand: .. .. 3b 4b 5b 6b 7b 8b
wall: 9b 1c

1b 1b .. .. .. .. .. .. .. .. .. .. .. ..
`

const posAlmostH = `game: one-player
deal: 0
turn: 2
placed: 0
score: 0
hand: 7b 8b 9b 1c 2c 3c 4c 5c
wall: 6c

1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b ..
`

const posCross0 = `game: one-player
deal: 0
turn: 3
placed: 0
score: 200
hand: 8b 9b 1c 2c 3c 4c 5c 6c
wall: 7c 8c

1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b 7b
`

// posCross1: the line going up from column a has two tiles.
const posCross1 = `game: one-player
deal: 0
turn: 5
placed: 1
score: 200
hand: .. 9b 1c 2c 3c 4c 5c 6c
wall: 7c 8c

..
..
..
..
..
..
..
..
..
..
..
Gd
Rd
1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b 7b
`

// posNine: nine vertical lines started (up from a to i), one tile each.
const posNine = `game: one-player
deal: 0
turn: 10
placed: 1
score: 200
hand: Rd .. .. .. .. .. .. ..
wall: Gd

.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. ..
1c 2c 3c 4c 5c 6c 7c 8c 9c
1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b 7b
`

// posScore: "a up" complete (1b anchor + 1b, Rd×3, 9c×4, singles: 10 + 40 + 40 = 90),
// "b down" started (anchor 1b, Gd Gd 2b: a pair of Dragons so far, 20).
const posScore = `game: one-player
deal: 0
turn: 30
placed: 1
score: 290
hand: .. 3c 4c 5c 6c 7c 8c 2c
wall: 1d

Nw
Ew
8d
5d
2d
9c
9c
9c
9c
Rd
Rd
Rd
1b
1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b 7b
   Gd
   Gd
   2b
   ..
   ..
   ..
   ..
   ..
   ..
   ..
   ..
   ..
   ..
`

// posDraw: three tiles placed this turn; the wall refills the hand's empty slots in order.
const posDraw = `game: one-player
deal: 0
turn: 4
placed: 3
score: 0
hand: 1b .. 2b .. 3b .. 4b 5b
wall: 6b 7b 8b 9b 1c

1c 2c 3c .. .. .. .. .. .. .. .. .. .. ..
`

// posLastTile: a short set: the hand's last tile and an empty wall.
const posLastTile = `game: one-player
deal: 0
turn: 9
placed: 0
score: 0
hand: Rd .. .. .. .. .. .. ..
wall: -

1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b ..
`

// posEmptyHand: a short set whose hand is empty at the start of a turn.
const posEmptyHand = `game: one-player
deal: 0
turn: 9
placed: 0
score: 0
hand: .. .. .. .. .. .. .. ..
wall: Rd

1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b ..
`

// posFlowers: the flowers variant's first turn.
const posFlowers = `game: one-player-flowers
deal: 3
turn: 1
placed: 1
score: 0
hand: Pl Sp Ch .. Rd Rd 9d Wi
wall: Bf

.. .. .. .. .. .. .. Su .. .. .. .. .. ..
`
