// Package stones is the view of the Stones games: each square of the board and the panel
// (the current stone, the stock, the score), their markup and changes, what a click on a square
// plays, and the words of hints, notices and the result. The rules are the engine's
// (mahjong/engine/stones); there is no DOM here, so all of it is tested natively.
package stones
