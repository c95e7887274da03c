//go:build js && wasm

package control

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	"mahjong/wasm/nav"
	"mahjong/wasm/store"
)

// renderer draws one family of games. The app owns the game, its history, the controls and
// the status line; a renderer owns the elements inside #board.
type renderer interface {
	// mount creates the board's elements for a new game, once per game, and returns the
	// size of the grid the stylesheet lays them out in.
	mount(board dom.Element, p engine.Position) board.Grid
	// draw brings the elements up to date with p and the marks, touching only what changed.
	draw(p engine.Position, m board.Marks)
	// click turns a click on target, an element inside the board, into an outcome; false
	// when the click was not on anything that plays.
	click(target dom.Element, p engine.Position, m board.Marks) (board.Outcome, bool)
	// counts returns the numbers of the status line: tiles left and moves available.
	counts(p engine.Position) (tiles, moves int)
	// tilesLabel names the first number of the status line ("Tiles", "Stones left", ...).
	tilesLabel() string
	// movesLabel names the "moves available" number ("Pairs", "Moves").
	movesLabel() string
	// result returns the message for a game that has ended.
	result(p engine.Position, seconds int) (board.Result, bool)
	// announce says in words what the move m from before to after did, for the live region
	// ("" when it cannot: the app then says the count).
	announce(before engine.Position, m engine.Move, after engine.Position) string
	// navItems is the keyboard's map of the board: the places in the order of els, with
	// their elements (see navKey).
	navItems() ([]nav.Item, []js.Value)
	// takeKey takes the keys of the board's own (E ending a turn, the Stones board's roving
	// focus): the app's only keydown listener hands it every key, after the page's own
	// (see onKey), and only while it is the app's renderer.
	takeKey(ev js.Value)
	// focusOnPress decides whether a press of the mouse on target, an element inside the
	// board, focuses it as the browser does by default.
	focusOnPress(target js.Value) bool
}

// rendererOf returns the constructor of family's renderer; nil for a family the page does not
// draw. A variant is offered in the picker only when its family has one.
func rendererOf(family engine.Family) func(k *kit, c ctl) renderer {
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

// hinter is a renderer whose Hint the app runs: a search bounded by hintTime, in the
// solvers' worker (remote). The games whose search is longer are searchers instead
// (search.go).
type hinter interface {
	// hinted returns the places to highlight for m, the move the search proposes from p
	// with verdict, and a notice for the player.
	hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string)
}

// ctl is what a renderer may ask of the page controller, handed to it when it is made: a
// renderer reads and changes the controller's state only through these.
type ctl interface {
	// drop plays what a drag let go on the board means, out, as a click's outcome is
	// played: the one path from an outcome to the game.
	drop(out board.Outcome)
	// currentMarks is the pick and the hint shown now.
	currentMarks() board.Marks
	// shows reports whether r is the renderer of the game shown.
	shows(r renderer) bool
	// modalOpen reports whether a dialog has the keys.
	modalOpen() bool
	// record is what the statistics hold for variant id, whether the game's end is counted
	// in them already, and whether the game is a replay (another player's).
	record(id string) (s store.Stats, counted, replay bool)

	// played is the moves of the game so far.
	played() []engine.Move
	// redeal replaces the game just dealt, before anything is played in it, by one
	// starting at p (the same deal, with the player's settings).
	redeal(p engine.Position)
	// play plays m and draws the board, or explains why m is refused.
	play(m engine.Move)
	// unmark drops the pick and the hint shown.
	unmark()
	// show and hide write the notice (see app.show).
	show(text string, sticky bool)
	hide()
	// homeSetting and setHomeSetting read and write the player's settings that the board
	// shows ("autoplay", "winnable").
	homeSetting(name string) bool
	setHomeSetting(name string, on bool)
	// noteInput notes the player's input that the page's listeners do not see (a touch
	// press): the search for the next deal waits for the page to be idle.
	noteInput()
	// stopSearch stops the search in progress, if any.
	stopSearch()
}

// takeKey: the Shanghai, FreeCell and Sea boards have no keys of their own; the app's
// navigation and shortcuts serve them.
func (b *shanghaiBoard) takeKey(js.Value) {}

func (b *fcBoard) takeKey(js.Value) {}
