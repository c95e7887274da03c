// Package freecell is the engine of the foundation-building games: MahJongg FreeCell and
// Long FreeCell (family "freecell"), and the five Sea games, Sea Towers, Sea Breeze, Sea
// Winds, Sea Level and Sea Cell (family "sea"), as docs/rules.md#freecell and #sea describe them.
//
// One implementation serves all seven; a small description of each variant (grid size,
// deal shape, cells, tile set, suit rule, what an empty column takes, rank lock, Wind
// binding of the piles, levels, group moves) is all that tells them apart.
//
// Tiles rank Dragon 0, suit tiles 1–9, Wind 10, Season 11. The 12 foundation piles form
// three sets of four, Bamboos (piles 1–4), Characters (5–8), Circles (9–12); each pile
// builds Dragon, 1–9 of the set's suit, Wind, and in Long FreeCell a Season.
//
// # Levels
//
// In the FreeCell games a column is a stack of levels, each a run of tiles from the top row
// down; a tile may start a new level on the top-row tile of a column's highest level.
// The bottom tile of a level is available when no higher level of its column is as long.
//
// # Notation
//
// A position is the engine header with an "autoplay" line, then the set Dragons, the top
// tile of each pile (a pile closed by a Season shows the Wind under it too, as "Ew+Sp"),
// the cells, and the tableau as it lies: one grid per level (the Sea games have one, headed
// "tableau"), one line per row, 16 two-character codes a line, ".." for an empty space.
// A level shows only its own tiles. In this MahJongg FreeCell position the Bamboo set is
// complete and the other two wait for their 8s. Column 1 has a second level: the 9 of
// Characters on its top-row East Wind, covering only row 1, so the North Wind at the
// bottom of level 1 is free too. Column 3 has three levels of one tile each, East Wind, 9 of
// Circles, 8 of Characters: only the 8 is free. Column 5 fills all 8 rows.
//
//	game: mahjongg-freecell
//	deal: 0
//	autoplay: on
//
//	dragons: Rd Gd Wd
//	piles: Ww Nw Sw Ew | 7c 7c 7c 7c | 7d 7d 7d 7d
//	cells: 9c 8d .. ..
//
//	level 1
//	Ew Ww Ew Sw 9d .. .. .. .. .. .. .. .. .. .. ..
//	Sw 9d .. Nw 8d .. .. .. .. .. .. .. .. .. .. ..
//	Nw 8c .. Ww 8d .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. 9d 8d .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. 8c .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. 8c .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. 9c .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. 9c .. .. .. .. .. .. .. .. .. .. ..
//
//	level 2
//	9c .. 9d .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//
//	level 3
//	.. .. 8c .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
//
// Moves are written source>destination: columns c1–c16 (a higher level as c3.2: column 3,
// level 2), cells x1–x6, piles p1–p12, and f for "the first pile that takes it"; a Sea
// group of n tiles adds "/n". Examples: c3>c7, c3.2>c7.3, x2>c4, c3>p5, c3>f, c3>c7/3.
// As a destination, a level means "below its bottom tile", and the level above a column's
// highest means "a new level on its top-row tile".
//
// # Places and what a user interface reads
//
// Where decodes an engine.Place: Level(c, l) is level l of column c (Column(c) is its
// dealt level, the only one in the Sea games), Cell(i) a cell, Pile(p) a foundation pile,
// Foundation "the first pile that takes it". A renderer reads the grid size (Rows,
// Columns, Cells), each column's levels (Levels, LevelTiles: tiles top row first) or the
// tile seen on a square (TileAt, with its level), the free tiles (Available: the places
// whose tile may move, Tile(place) to name it), the cells (CellTile), the piles
// (PileTop, PileTiles, PileWind: the Wind a Sea pile is bound to; SetDragon: a set's
// Dragon; SetSuit), the counters (OnFoundations, TileCount), where a picked tile may go
// (engine.MovesFrom) and what auto-play just did (AutoPlayed). Help gives each game's rules as
// text, with the project's decisions marked.
//
// # Deals
//
// A deal shuffles the game's tiles with engine.NewRand(variant id, deal number) and deals
// them row by row into the columns, the rest into the cells (see deal.go). Every deal is
// uniformly random already, so Variant.Random is nil.
//
// # Auto-play
//
// Auto-play is on by default and part of the position ("autoplay: on|off"): after each
// move Apply plays every safe tile to the foundations in the same returned position, so
// that engine.Game undoes them with the move, and AutoPlayed lists them. WithAutoPlay
// sets it on a position (a game's start); during a game the switch is a move of its own,
// AutoPlaySwitch (notation auto-on, auto-off), so that the history keeps the moves before
// it and Undo switches back. See autoplay.go for what "safe" means and why it never loses
// a win.
//
// # Solver
//
// Solve first searches best first (most promising position first, by tiles home, ranks
// complete on every pile of a set, free cells and columns and how deeply the tiles the
// foundations want next are buried): without the rank lock one search, with it a few
// searches with different weights taking turns, each keeping its work and going on
// without recording new positions once its table is full; then, if they all run dry,
// depth first. All work on compact boards with a transposition table of 128-bit keys
// (equal up to the order of columns and cells) and play safe tiles as forced moves. They leave out moves that can never help: to
// a second empty cell or column when a first one is there, a whole column to an empty
// column, to one of several interchangeable piles, a tile moved on again at once. Solved
// comes with a line; Unsolvable only when a search ran through every position reachable;
// Unknown when the context ends first. Hint gives the first move of a winning line.
package freecell
