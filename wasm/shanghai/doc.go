// Package shanghai is the view of the Shanghai games: from a position and the marks it
// computes how every tile is drawn (its place in the CSS grid, stacking order, face, state and
// accessible label), writes the board's markup and the changes a move makes to it, and gives
// the words of the status line, the notices, the hint and the result. The rules are the
// engine's (mahjong/engine/shanghai); there is no DOM here, so all of it is tested natively.
package shanghai
