// Package oneplayer is Mah-Jongg One Player (docs/rules.md#one-player): the player builds a
// cross of ten lines of 14 tiles from a hand of 8, and each complete line scores its groups
// or a special hand. Two variants: one-player (136 tiles, no Seasons or Flowers) and
// one-player-flowers (all 144). The game is scored: it always ends with the ten lines
// complete, and the score is the sum of the lines.
//
// # Rules as implemented
//
// Rules marked [decided] are the rule book's resolutions of gaps in the original page and
// belong in the help text as such.
//
//   - The tiles are shuffled with engine.NewRand(variant id, deal) by engine.Rand.Shuffle; the
//     first 8 form the hand, the rest is the wall, drawn in order.
//   - The board is a grid of 27 rows × 14 columns. The horizontal line is the middle row
//     (row 13). A vertical line is named by the column of its anchor (a–n) and a direction: it
//     runs straight up or straight down from the anchor, which is its first tile, for 13 more
//     cells. So a horizontal tile anchors at most two vertical lines, one up and one down, and
//     is the end of both. [decided: the geometry]
//   - The horizontal line must be complete before any vertical line starts. Horizontal tiles go
//     to any empty cell of it. A vertical line starts when a tile is placed next to its anchor,
//     and it grows outwards one cell after another, without gaps (the order inside a line never
//     matters for the score, and tiles can be rearranged anyway). At most 9 vertical lines are
//     started; 14 + 9×13 = 131 tiles are placed. [decided: contiguous vertical lines]
//   - A turn places tiles from the hand (at least 2 on the first turn, at least 1 afterwards,
//     as many as wanted), then ends; the empty hand slots are refilled in order from the wall
//     while it lasts. A turn with an empty hand may end without a placement.
//   - Two tiles of one line may be swapped at any time. A swap is not a placement. Horizontal
//     tiles that anchor a vertical line never move. Swapping two identical tiles is not a move.
//     [decided: anchors; swaps]
//   - A line scores when it is complete. Identical tiles group (any two Seasons match, any two
//     Flowers match, a Season and a Flower do not); a group of 2, 3 or 4 scores 10, 20 or 40
//     for suited tiles and 20, 40 or 80 for Dragons, Winds, Seasons and Flowers. No group can
//     be larger: each face has 4 tiles, and there are 4 Seasons and 4 Flowers. The anchor
//     counts in both of its lines.
//   - A complete line that is a special hand scores 200 instead, when that is more than its
//     groups [decided]. The special hands [each reading decided]: All odd numbers (every tile a
//     suited tile of odd rank); All even numbers; All 1s and 9s (every tile a suited 1 or 9);
//     All Honours or Flowers (every tile a Dragon, Wind, Season or Flower); All one suit (every
//     tile suited, of one suit); Only two different numbers (every tile suited, at most two
//     ranks among them, suits mixed); Seven pairs (the tiles pair off: every group has an even
//     size, so a gong is two pairs); Three gongs (three groups of four, the other two tiles
//     anything). A line that is several is named by the first of this list, except that a
//     line of 1s and 9s is named All 1s and 9s rather than All odd numbers.
//   - A line's potential (LinePotential) is the most it can still score: its best score over
//     every way of filling its empty cells with tiles not yet on the board (the hand and the
//     wall, taken as a multiset, never in the wall's order), a special hand counting 200 where
//     one can still be made. It is the line's score once the line is complete and never less
//     than its running score. It is optimistic: each line may have every unseen tile, whatever
//     the other lines need and whenever the wall brings it. A line with more empty cells than
//     tiles left can never be completed, and its potential is its running score. The maximum
//     is computed exactly. [decided]
//   - The game ends, won, when the ten lines are complete. A dealt game always gets there (it
//     has more tiles than the cross holds). A position written by hand may hold fewer tiles
//     than the full set; if its hand and wall run out first, the game ends, lost, scoring its
//     complete lines. [decided]
//
// # Places and moves
//
// Places 0–7 are the hand slots; the grid cell at row r (0–26 from the top) and column c
// (0–13) is place 8 + 14r + c (CellPlace). Moves: engine.Step from a hand slot to a cell;
// engine.Swap between two cells of a line; engine.EndTurn. In notation a cell is its column
// letter and its signed distance from the horizontal line ("e0" horizontal, "e+3" three up,
// "e-3" three down) and a hand slot is 1–8: "3>e+1" places slot 3's tile on e+1, "e+1<>e+4"
// swaps two tiles, "end" ends the turn.
//
// # Notation
//
// After the common header come the turn (1 for the first), the tiles placed this turn, the
// score of the complete lines, the 8 hand slots ("..", empty) and the wall in drawing order
// ("-" when empty). The board is the cross as it looks: one row per grid row, a cell every
// three characters, ".." for an empty cell of the horizontal line or of a started vertical
// line, blanks elsewhere. The 13 rows above (or below) the horizontal line are written when
// a vertical line runs up (or down). Here the line up from column a is complete (90 points:
// a pair of 1b counting the anchor, a pung of Red Dragons, a gong of 9c) and the line down
// from column b has three tiles; the horizontal line is All one suit (200):
//
//	game: one-player
//	deal: 0
//	turn: 30
//	placed: 1
//	score: 290
//	hand: .. 3c 4c 5c 6c 7c 8c 2c
//	wall: 1d
//
//	Nw
//	Ew
//	8d
//	5d
//	2d
//	9c
//	9c
//	9c
//	9c
//	Rd
//	Rd
//	Rd
//	1b
//	1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b 7b
//	   Gd
//	   Gd
//	   2b
//	   ..
//	   ..
//	   ..
//	   ..
//	   ..
//	   ..
//	   ..
//	   ..
//	   ..
//	   ..
//
// # For a UI
//
// Position.Hand, Wall and WallLeft; Turn, PlacedThisTurn, MinPlacements; At (a cell's tile);
// Line.Cells (every line's places, in order from the anchor) with CellOf (row and column to
// draw); Started, Complete, StartedLines, IsAnchor; LineScore (points and special hand, or
// the groups so far for an incomplete line), LinePotential (the most a line can still score),
// Score and Running; OpenCells and engine.MovesFrom (the cells a hand tile can go to, the cells a
// placed tile can swap with); CanEndTurn and EndTurnReason ("place at least 2 tiles on the
// first turn"). Hint gives the strategy's next move, and Solve (Variant.Solve) plays the
// strategy to the end.
package oneplayer
