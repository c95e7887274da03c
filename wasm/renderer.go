//go:build js && wasm

package main

import (
	"context"

	"honnef.co/go/js/dom/v2"

	"mahjong/engine"
	"mahjong/wasm/view"
)

// renderer draws one family of games. The app owns the game, its history, the controls and
// the status line; a renderer owns the elements inside #board.
type renderer interface {
	// mount creates the board's elements for a new game, once per game, and returns the
	// size of the grid the stylesheet lays them out in.
	mount(board dom.Element, p engine.Position) view.Grid
	// draw brings the elements up to date with p and the marks, touching only what changed.
	draw(p engine.Position, m view.Marks)
	// click turns a click on target, an element inside the board, into an outcome; false
	// when the click was not on anything that plays.
	click(target dom.Element, p engine.Position, m view.Marks) (view.Outcome, bool)
	// counts returns the numbers of the status line: tiles left and moves available.
	counts(p engine.Position) (tiles, moves int)
	// movesLabel names the "moves available" number ("Pairs", "Moves").
	movesLabel() string
	// shuffles reports whether the family shuffles at all, and if so how many shuffles are
	// left and whether one is allowed now.
	shuffles(p engine.Position) (supported bool, left int, allowed bool)
	// shuffleMove is the move that shuffles.
	shuffleMove() engine.Move
	// result returns the message for a game that has ended.
	result(p engine.Position, seconds int) (view.Result, bool)
	// hint searches for a move to suggest, within ctx, and returns the places to highlight
	// and a notice for the player.
	hint(ctx context.Context, p engine.Position) ([]engine.Place, string)
	// help is the "How to play" text, as HTML.
	help() string
}

// renderers maps a family to the constructor of its renderer. A variant is offered in the
// picker only when its family is here.
var renderers = map[string]func() renderer{
	"shanghai":   newShanghai,
	"stones":     newStones,
	"one-player": newOnePlayer,
}

func hasRenderer(family string) bool {
	_, ok := renderers[family]
	return ok
}
