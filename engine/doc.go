// Package engine is the rules core shared by every game of the collection: the tiles of the
// standard mahjong set, the deterministic random stream that deals are made from, the one
// move model (a move goes from a place to a place; shuffles and the end of a turn are moves
// too), positions as values, the game history with unlimited undo and redo, and the header of
// the position notation.
//
// Each family of games lives in a package of its own below this one (shanghai, freecell,
// stones, oneplayer) and supplies an implementation of Position; package catalog lists them.
// Every family's package offers the same functions on its own position type: New(id, deal),
// Parse(text), Solve(ctx, p) and Hint(ctx, p); a Variant carries them for code that handles
// any game, and package enginetest checks that every family keeps this package's contracts.
// Nothing here knows about the browser: the engine runs natively, in tests, in the command
// line tool and, compiled to WebAssembly, in the page.
//
// # Notation
//
// Every position prints as text that looks like the board and parses back to the same
// position. The text starts with a header of "key: value" lines, always "game" (the variant
// id) and "deal" (the deal number) first, then what the family adds; a blank line; then the
// board, drawn by the family. Tiles are written as two characters: the rank and a suit letter
// for suited tiles (1b–9b Bamboos, 1c–9c Characters, 1d–9d Circles, "d" for dots), and two
// letters for the others: Rd Gd Wd (Dragons), Ew Sw Ww Nw (Winds), Sp Su Au Wi (Seasons),
// Pl Or Ch Bf (Flowers). ".." is an empty place. Codes are read in any letter case.
//
//	game: shanghai-square
//	deal: 7
//	shuffles: 5
//
//	layer 0
//	...
package engine
