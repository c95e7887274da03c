package page

import "testing"

func TestParseAction(t *testing.T) {
	tests := []struct {
		name string
		want Action
		ok   bool
	}{
		{"new", New, true},
		{"restart", Restart, true},
		{"undo", Undo, true},
		{"redo", Redo, true},
		{"help", Help, true},
		{"hint", Hint, true},
		{"shuffle", Shuffle, true},
		{"undo-winnable", UndoWinnable, true},
		{"leave", None, false}, // the picker's, never a button's
		{"picked", None, false},
		{"", None, false},
		{"New", None, false},
		{"state", None, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := ParseAction(tt.name)
			if got != tt.want || ok != tt.ok {
				t.Errorf("ParseAction(%q) = %d, %v; want %d, %v", tt.name, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestKeyAction(t *testing.T) {
	tests := []struct {
		name   string
		key    Key
		want   Action
		unpick bool
	}{
		{"ctrl z undoes", Key{Key: "z", Ctrl: true}, Undo, false},
		{"ctrl Z undoes", Key{Key: "Z", Ctrl: true}, Undo, false},
		{"ctrl shift z redoes", Key{Key: "Z", Ctrl: true, Shift: true}, Redo, false},
		{"ctrl y redoes", Key{Key: "y", Ctrl: true}, Redo, false},
		{"u undoes", Key{Key: "u"}, Undo, false},
		{"h hints", Key{Key: "H"}, Hint, false},
		{"n deals anew", Key{Key: "n"}, New, false},
		{"? helps", Key{Key: "?", Shift: true}, Help, false},
		{"ctrl h is the browser's", Key{Key: "h", Ctrl: true}, None, false},
		{"ctrl n is the browser's", Key{Key: "n", Ctrl: true}, None, false},
		{"alt z is not a shortcut", Key{Key: "z", Ctrl: true, Alt: true}, None, false},
		{"a key typed in a field", Key{Key: "n", TextTarget: true}, None, false},
		{"escape drops a pick", Key{Key: "Escape", Picked: true}, None, true},
		{"escape with nothing picked", Key{Key: "Escape"}, None, false},
		{"escape closes the help", Key{Key: "Escape", HelpOpen: true}, CloseHelp, false},
		{"escape drops a pick before it closes the help", Key{Key: "Escape", Picked: true, HelpOpen: true}, None, true},
		{"another key", Key{Key: "x"}, None, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, unpick := KeyAction(tt.key)
			if got != tt.want || unpick != tt.unpick {
				t.Errorf("KeyAction(%+v) = %d, %v; want %d, %v", tt.key, got, unpick, tt.want, tt.unpick)
			}
		})
	}
}
