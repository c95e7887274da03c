package link

import (
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

func str(s string) *string   { return &s }
func num(f float64) *float64 { return &f }

func TestParseCommand(t *testing.T) {
	const dealErr = "the deal is not a whole number from 1 to 9007199254740991"
	tests := []struct {
		name    string
		msg     HostMessage
		want    Command
		wantErr string
	}{
		{"new game and deal", HostMessage{Type: str("new"), Game: str("shanghai-square"), Deal: num(7)}, Command{Type: "new", Game: "shanghai-square", Deal: 7}, ""},
		{"new, same game, fresh deal", HostMessage{Type: str("new")}, Command{Type: "new"}, ""},
		{"new, deal only", HostMessage{Type: str("new"), Deal: num(1)}, Command{Type: "new", Deal: 1}, ""},
		{"new, largest deal", HostMessage{Type: str("new"), Deal: num(MaxDeal)}, Command{Type: "new", Deal: MaxDeal}, ""},
		{"undo", HostMessage{Type: str("undo")}, Command{Type: "undo"}, ""},
		{"redo", HostMessage{Type: str("redo")}, Command{Type: "redo"}, ""},
		{"state", HostMessage{Type: str("state")}, Command{Type: "state"}, ""},
		{"no type", HostMessage{Game: str("shanghai-square")}, Command{}, "the message has no type"},
		{"empty message", HostMessage{}, Command{}, "the message has no type"},
		{"unknown type", HostMessage{Type: str("eval")}, Command{}, "the message type is not one of the commands"},
		{"type in capitals", HostMessage{Type: str("UNDO")}, Command{}, "the message type is not one of the commands"},
		{"an event is not a command", HostMessage{Type: str("ready")}, Command{}, "the message type is not one of the commands"},
		{"huge type", HostMessage{Type: str(strings.Repeat("new", 100000))}, Command{}, "the message type is not one of the commands"},
		{"unknown game", HostMessage{Type: str("new"), Game: str("chess")}, Command{}, "the game is not one this page plays"},
		{"empty game", HostMessage{Type: str("new"), Game: str("")}, Command{}, "the game is not one this page plays"},
		{"huge game", HostMessage{Type: str("new"), Game: str(strings.Repeat("x", 1e6))}, Command{}, "the game is not one this page plays"},
		{"deal zero", HostMessage{Type: str("new"), Deal: num(0)}, Command{}, dealErr},
		{"deal negative", HostMessage{Type: str("new"), Deal: num(-3)}, Command{}, dealErr},
		{"deal fraction", HostMessage{Type: str("new"), Deal: num(2.5)}, Command{}, dealErr},
		{"deal too big", HostMessage{Type: str("new"), Deal: num(MaxDeal + 1)}, Command{}, dealErr},
		{"deal NaN", HostMessage{Type: str("new"), Deal: num(math.NaN())}, Command{}, dealErr},
		{"deal infinite", HostMessage{Type: str("new"), Deal: num(math.Inf(1))}, Command{}, dealErr},
		{"undo with a game", HostMessage{Type: str("undo"), Game: str("shanghai-square")}, Command{}, `only "new" takes a game and a deal`},
		{"state with a deal", HostMessage{Type: str("state"), Deal: num(3)}, Command{}, `only "new" takes a game and a deal`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseCommand(tt.msg, known)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if gotErr != tt.wantErr {
				t.Errorf("error = %q, want %q", gotErr, tt.wantErr)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseCommand (-want +got):\n%s", diff)
			}
		})
	}
}

// FuzzParseCommand checks that every message is either refused or gives a command the page
// can carry out as it is.
func FuzzParseCommand(f *testing.F) {
	f.Add(true, "new", true, "shanghai-square", true, 7.0)
	f.Add(true, "undo", false, "", false, 0.0)
	f.Add(false, "", true, "chess", true, -1.0)
	f.Add(true, "state", false, "", true, 1e300)
	f.Fuzz(func(t *testing.T, hasType bool, typ string, hasGame bool, game string, hasDeal bool, deal float64) {
		var m HostMessage
		if hasType {
			m.Type = &typ
		}
		if hasGame {
			m.Game = &game
		}
		if hasDeal {
			m.Deal = &deal
		}
		c, err := ParseCommand(m, known)
		if err != nil {
			if c != (Command{}) {
				t.Errorf("ParseCommand(%+v) = %+v with error %v; want the zero command", m, c, err)
			}
			return
		}
		if !hasType || c.Type != typ || !inList(Commands, c.Type) {
			t.Errorf("ParseCommand: type %q (given %v) became %q", typ, hasType, c.Type)
		}
		if c.Type != "new" && (hasGame || hasDeal || c != Command{Type: c.Type}) {
			t.Errorf("ParseCommand accepted %+v as %+v: only new takes a game and a deal", m, c)
		}
		if c.Game != "" && (!known(c.Game) || c.Game != game) {
			t.Errorf("ParseCommand: game %q became %q", game, c.Game)
		}
		if hasDeal && (c.Deal < 1 || c.Deal > MaxDeal || float64(c.Deal) != deal) {
			t.Errorf("ParseCommand: deal %v became %d", deal, c.Deal)
		}
		if !hasDeal && c.Deal != 0 {
			t.Errorf("ParseCommand: no deal became %d", c.Deal)
		}
	})
}

func TestHostEvents(t *testing.T) {
	start := Played{Game: "shanghai-square", Deal: 3, Moves: []string{}, Status: engine.Playing}
	one := Played{Game: "shanghai-square", Deal: 3, Moves: []string{"1 2"}, Status: engine.Playing}
	two := Played{Game: "shanghai-square", Deal: 3, Moves: []string{"1 2", "3 4"}, Status: engine.Playing}
	won := Played{Game: "shanghai-square", Deal: 3, Moves: []string{"1 2", "3 4"}, Status: engine.Won}
	lost := Played{Game: "shanghai-square", Deal: 3, Moves: []string{"1 2", "5 6"}, Status: engine.Lost}
	deadStart := Played{Game: "stones-classic", Deal: 9, Moves: []string{}, Status: engine.Lost}
	tests := []struct {
		name        string
		before, now Played
		fresh       bool
		want        []string
	}{
		{"first deal", Played{}, start, true, []string{"ready"}},
		{"restart after moves", two, start, true, []string{"ready"}},
		{"a deal that starts lost", start, deadStart, true, []string{"ready", "lost"}},
		{"a move", start, one, false, []string{"move"}},
		{"a redo", one, two, false, []string{"move"}},
		{"the winning move", one, won, false, []string{"move", "won"}},
		{"the last move, lost", one, lost, false, []string{"move", "lost"}},
		{"an undo", two, one, false, nil},
		{"an undo out of the win", won, one, false, nil},
		{"nothing changed (a pick, a hint)", one, one, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, HostEvents(tt.before, tt.now, tt.fresh)); diff != "" {
				t.Errorf("HostEvents (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNewEvent(t *testing.T) {
	p := Played{Game: "shanghai-square", Deal: 3, Moves: []string{"1 2", "3 4"}, Status: engine.Won}
	tests := []struct {
		kind    string
		p       Played
		seconds int
		want    Event
	}{
		{"move", p, 61, Event{Type: "move", Game: "shanghai-square", Deal: 3, Moves: []string{"1 2", "3 4"}, Move: "3 4", Status: "won", Seconds: 61}},
		{"won", p, 61, Event{Type: "won", Game: "shanghai-square", Deal: 3, Moves: []string{"1 2", "3 4"}, Status: "won", Seconds: 61}},
		{"ready", Played{Game: "shanghai-turtle", Deal: 5}, 0, Event{Type: "ready", Game: "shanghai-turtle", Deal: 5, Moves: []string{}, Status: "playing"}},
		{"state", Played{Game: "stones-classic", Deal: 1, Status: engine.Lost}, 9, Event{Type: "state", Game: "stones-classic", Deal: 1, Moves: []string{}, Status: "lost", Seconds: 9}},
	}
	for _, tt := range tests {
		t.Run(tt.kind, func(t *testing.T) {
			got := NewEvent(tt.kind, tt.p, tt.seconds)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("NewEvent (-want +got):\n%s", diff)
			}
			if got.Moves == nil {
				t.Error("NewEvent: Moves is nil; the host must get an array")
			}
		})
	}
}
