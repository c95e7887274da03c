package page

// Action is one of the page's actions: a control's button (its data-action), a key, a
// command of the embedding page, or a step of changing games.
type Action uint8

// The actions. None is the zero value: no action.
const (
	None    Action = iota
	New            // deal a new game of the variant being played
	Restart        // deal the same deal again
	Undo           // take the last move back
	Redo           // play the move taken back again
	Help           // open the help, or close it when it is open (the Help button, ?)
	Hint           // show a move
	Shuffle        // shuffle the tiles left (Shanghai)
	// Leave and Picked bracket a change of variant in the picker: Leave before the game
	// being played is left, Picked once the new variant's game is dealt.
	Leave
	Picked
	CloseHelp // close the help (Escape while it is open)
	// UndoWinnable takes back the moves since the last winnable position, as the status
	// found it ("Undo N moves").
	UndoWinnable
)

// ParseAction returns the action a button's data-action names; false for a name that is
// not an action.
func ParseAction(name string) (Action, bool) {
	switch name {
	case "new":
		return New, true
	case "restart":
		return Restart, true
	case "undo":
		return Undo, true
	case "redo":
		return Redo, true
	case "help":
		return Help, true
	case "hint":
		return Hint, true
	case "shuffle":
		return Shuffle, true
	case "undo-winnable":
		return UndoWinnable, true
	}
	return None, false
}

// Key is a key pressed on the page, as the keydown event gives it.
type Key struct {
	Key                string // the key's value: "z", "Z", "Escape", "?"
	Ctrl, Shift, Alt   bool   // Ctrl stands for Meta too (Command on a Mac)
	Picked, TextTarget bool   // a tile is picked; the key went to a text field or a select
	HelpOpen           bool   // the help panel is open
}

// KeyAction returns the page's shortcut for k: Ctrl+Z or U undo, Ctrl+Y or Ctrl+Shift+Z
// redo, H hint, N new game, ? help. unpick is true for Escape while a tile is picked: the key
// drops the pick; with nothing picked, Escape closes the help when it is open. Keys with Alt,
// and keys typed into a field, are not shortcuts.
func KeyAction(k Key) (a Action, unpick bool) {
	if k.Alt || k.TextTarget {
		return None, false
	}
	z := k.Key == "z" || k.Key == "Z"
	switch {
	case k.Ctrl && z && !k.Shift:
		return Undo, false
	case k.Ctrl && (z && k.Shift || k.Key == "y" || k.Key == "Y"):
		return Redo, false
	case k.Ctrl:
		return None, false
	case k.Key == "h" || k.Key == "H":
		return Hint, false
	case k.Key == "u" || k.Key == "U":
		return Undo, false
	case k.Key == "n" || k.Key == "N":
		return New, false
	case k.Key == "?":
		return Help, false
	case k.Key == "Escape" && k.Picked:
		return None, true
	case k.Key == "Escape" && k.HelpOpen:
		return CloseHelp, false
	}
	return None, false
}
