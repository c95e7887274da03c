// Package shanghai is Mahjong Solitaire (Shanghai), docs/rules.md#shanghai: the variants
// shanghai-square, shanghai-pyramid and shanghai-turtle ("Mahjong Solitaire: Square",
// "... Pyramid", "... Turtle"), with the free-tile rule, pairing, deals winnable by
// construction, the shuffle, the position and move notation, and an exact solver with the
// hint built on it.
//
// # Rules as implemented
//
// A tile at (x, y, z) covers x..x+1 × y..y+1 of layer z, in half-tile units. It is free when
// no tile of any higher layer has |x'−x| ≤ 1 and |y'−y| ≤ 1, and its left side (no tile of
// its layer at x−2 with |y'−y| ≤ 1) or its right side (the same at x+2) is open. Two free
// tiles are removed together when they have the same face, or are two Seasons, or two
// Flowers; never a Season with a Flower.
//
// Any layout: NewLayout checks a shape (an even number of tiles, up to 288; no two tiles of
// a layer overlapping) and holds every tile above the bottom layer to one rule for
// half-supported tiles: at least two of its four quarters rest on tiles of the layer just
// below; a tile with less floats and the layout is refused. NewVariant deals on any such
// layout that some removal order can clear. Package layouts holds the library of layouts
// and the random ones; package layoutfile reads players' layout files.
//
// Decided rules (docs/rules.md marks them Decided; the help text must say so): the Square and
// Pyramid placements; the Turtle layout itself (layouts/turtle.txt, the classic 144-tile
// shape); the support rule above; a layout of fewer than 144 tiles deals that many as whole
// matching pairs drawn from the full set (the 50-tile layouts deal 25 of the 72), one of
// more than 144 the whole set as many times as it fits and the rest as pairs drawn from one
// more set; deals are winnable by construction; a shuffle is winnable by construction when
// the remaining shape allows it, and otherwise leaves a free pair when one can exist. From the seed: at
// most five shuffles a game, only when no pair is left; the game is lost when no pair is
// left and no shuffle remains or none could give a free pair.
//
// # Deals and shuffles
//
// A deal draws its pairs and a removal order of the layout from engine.NewRand(variant id,
// deal): repeatedly two slots free among the slots not yet picked, then the k-th drawn pair
// of tiles on the k-th picked pair of slots. Removing the pairs in the order they were
// picked wins. Random(deal) puts the same tiles on the slots uniformly at random (stream
// id+"/random"), to measure the solver. A shuffle uses the stream id+"/shuffle" seeded from
// the deal, the shuffles used and the remaining slots, so undo, redo and replays repeat it.
//
// # Notation
//
// A position is the engine header with "shuffles: N" (shuffles left), then each layer as
// "layer Z" followed by the rows of its half-tile grid: two characters per half-tile column,
// a tile's code at its slot's (X, Y), ".." where the tile was removed, blanks elsewhere, so
// the text looks like the board. Here four tiles are left on the Square: a 3c under a 4c in
// one corner, a 4c under a 3c in the other; the free tiles (the two on layer 1) do not
// match, so the player may shuffle:
//
//	game: shanghai-square
//	deal: 0
//	shuffles: 5
//
//	layer 0
//	3c  ..  ..  ..  ..
//
//	..  ..  ..  ..  ..
//
//	..  ..  ..  ..  ..
//
//	..  ..  ..  ..  ..
//
//	..  ..  ..  ..  4c
//
//	layer 1
//
//	  4c  ..  ..  ..
//
//	  ..  ..  ..  ..
//
//	  ..  ..  ..  ..
//
//	  ..  ..  ..  3c
//
//	layer 2
//
//
//	    ..  ..  ..
//
//	    ..  ..  ..
//
//	    ..  ..  ..
//
// Slots are numbered in Layout.Slots order (by layer, then row, then column; above, the
// 3c in layer 0 is slot 0 and the 3c in layer 1 is slot 40). A pair removal is written as
// its two slot numbers, "12-40" (Moves lists the smaller first; either order is accepted);
// a shuffle is "shuffle".
//
// # Solver
//
// Solve decides any position, dealt or hand-made, by pair moves alone: shuffles are not
// part of the search, so "solvable" means a player who never shuffles can clear the
// board. It first plays the moves that can never lose a win and looks for a group whose
// every pairing is stacked; then it searches over pairings (which two tiles of each group
// go together) rather than over move order, since once every group is paired greedy play
// decides the rest. It decides one tile's partner at a time (a group of four has one
// such choice, one of eight up to seven); a relaxation (greedy play in which the tiles of
// a group not yet paired lose their first two as soon as two are free, then each further
// one as soon as it is free) judges each partial assignment, failures are reduced to the
// pairs they need (conflict-directed backjumping, after de Bondt's solver, with learned
// nogoods on groups of more than four tiles, whose search restarts alternate random orders
// with orders by groups), and a few hundred random games come first,
// since they win most deals within a millisecond. It answers
// Unsolvable only after a proof, and Unknown when its context is done; budgets count
// relaxations, not time. Layouts of up to 288 tiles (the most NewLayout accepts) and up to
// twelve tiles of a group are handled. Hint gives the first move of the solver's line.
package shanghai
