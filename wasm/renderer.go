//go:build js && wasm

package main

import (
	"context"
	"syscall/js"

	"mahjong/wasm/dom"

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
	// tilesLabel names the first number of the status line ("Tiles", "Stock", ...).
	tilesLabel() string
	// movesLabel names the "moves available" number ("Pairs", "Moves").
	movesLabel() string
	// result returns the message for a game that has ended.
	result(p engine.Position, seconds int) (view.Result, bool)
}

// rendererOf returns the constructor of the renderer of a family, or nil. A variant is
// offered in the picker only when its family has one.
func rendererOf(family engine.Family) func() renderer {
	switch family {
	case engine.Shanghai:
		return newShanghai
	case engine.Stones:
		return newStones
	case engine.OnePlayer:
		return newOnePlayer
	case engine.FreeCell, engine.Sea:
		return newFreeCell
	}
	return nil
}

// shuffler is a renderer whose games shuffle the tiles left (Shanghai): the app shows the
// Shuffle button only for it.
type shuffler interface {
	// shuffles returns how many shuffles are left and whether one is allowed now.
	shuffles(p engine.Position) (left int, allowed bool)
	// shuffleMove is the move that shuffles.
	shuffleMove() engine.Move
}

// hinter is a renderer whose Hint the app runs: a search bounded by hintTime, on the page's
// only thread. A renderer that runs a longer, cancellable search takes the Hint action
// itself instead (actionTaker).
type hinter interface {
	// hint searches for a move to suggest, within ctx, and returns the places to highlight
	// and a notice for the player.
	hint(ctx context.Context, p engine.Position) ([]engine.Place, string)
}

// appUser is a renderer that needs the app itself (its history, notices, new games), for what
// the renderer interface does not carry. The app calls useApp once, right after making it.
type appUser interface{ useApp(a *app) }

// actionTaker is a renderer that handles some of the page's actions itself (a cancellable
// hint, a search for a winnable deal): takeAction is called first for each action and
// reports whether it handled it.
type actionTaker interface{ takeAction(action string) bool }

// keyTaker is a renderer with keys of its own (Escape stopping a search, E ending a turn,
// the Stones board's roving focus). The app's only keydown listener hands it every key,
// after the page's own (see onKey), and only while it is the app's renderer.
type keyTaker interface{ takeKey(ev js.Value) }

// pressFocuser is a renderer that decides whether a press of the mouse on target, an element
// inside the board, focuses it as the browser does by default.
type pressFocuser interface{ focusOnPress(target js.Value) bool }
