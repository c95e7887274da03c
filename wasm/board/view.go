package board

import "mahjong/engine"

// View is what the page's controller asks of a family's view, natively: the numbers and
// labels of the status line, the end of a game, what a move says, where a hint points. Each
// family's view package has one; the browser's side of the board (Board, behind the
// controller's port) draws what the same package computes.
type View interface {
	// Counts returns the numbers of the status line: tiles left (or the family's first
	// number) and moves available (or made), given the moves played so far.
	Counts(p engine.Position, played []engine.Move) (tiles, moves int)
	// TilesLabel names the first number of the status line ("Tiles", "Stones left", ...),
	// MovesLabel the second ("Pairs", "Moves").
	TilesLabel() string
	MovesLabel() string
	// Result returns the message for a game that has ended.
	Result(p engine.Position, g Game) (Result, bool)
	// Announce says in words what the move m from before to after did, for the live region
	// ("" when it cannot: the controller then says the count).
	Announce(before engine.Position, m engine.Move, after engine.Position) string
	// Noted is a notice a move calls for ("" for none): FreeCell's tiles auto-played.
	Noted(before engine.Position, m engine.Move, after engine.Position) string
	// Hinted returns the places to highlight for m, the move a search proposes from p with
	// verdict, and the notice that explains it.
	Hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string)
}

// Game is what a View's Result needs to know of the game beyond its position.
type Game struct {
	Played  []engine.Move
	Seconds int
	// Best is the best score kept for the variant before this game and Scored the number of
	// its games that ended with a score (scored variants: engine.Variant.Scored); Replay is
	// set when the game is another player's.
	Best    int
	Scored  int
	Counted bool // the game's end is in the statistics already
	Replay  bool
}

// Shuffler is a View whose games shuffle the tiles left (Mahjong Solitaire): the controller
// shows the Shuffle button only for it.
type Shuffler interface {
	// Shuffles returns how many shuffles are left and whether one is allowed now.
	Shuffles(p engine.Position) (left int, allowed bool)
	// ShuffleMove is the move that shuffles.
	ShuffleMove() engine.Move
}

// Settings is a View whose games hold some of the player's settings in their positions
// (FreeCell and Sea: auto-play), which a deal starts with and a move of the game switches.
type Settings interface {
	// Fresh returns p, a fresh deal's start, with the player's settings (setting reports
	// each by its name: "autoplay").
	Fresh(p engine.Position, setting func(name string) bool) engine.Position
	// Switch returns the move that switches the setting name to on in the game at p; false
	// when p has it so already, or holds no such setting.
	Switch(p engine.Position, name string, on bool) (engine.Move, bool)
}

// Mount is what the browser's board needs beyond the position to build a new game's
// elements: the settings it shows in its own controls.
type Mount struct {
	Winnable bool // FreeCell and Sea: "Winnable deals only" is checked
}

// Event is what the browser's board tells the controller besides the outcome of a click:
// the outcome of a drag or a double-click, a switch of its own controls, or the player's
// input on it (a press). Exactly one of its parts is set.
type Event struct {
	// Outcome, when set, is played or shown as a click's outcome is; a move played or
	// refused this way ends the pick and the hint shown before it.
	Outcome *Outcome
	// Setting names a setting the board's own control switched ("autoplay", "winnable"),
	// On its new value.
	Setting string
	On      bool
	// Input notes a press on the board (of the mouse, or a touch that starts a drag): the
	// search of the next deal waits for the page to be idle.
	Input bool
}
