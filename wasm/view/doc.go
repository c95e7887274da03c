// Package view is the pure-Go half of the page: from a game position and the state of the
// interface (what is selected, what the hint shows, how long the game has run) it computes
// what the page draws — each tile's place in the CSS grid, its stacking order, its face,
// whether it is free, its accessible label — the numbers of the status line, the words of
// notices and of the result message, and the URL fragment that names a game.
//
// It holds no rules: whether a tile is free or two tiles match is asked of the engine. And it
// holds no DOM: package main (wasm/) applies what this package computes, so everything here
// runs and is tested natively.
package view
