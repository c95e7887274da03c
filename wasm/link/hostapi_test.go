package link

import (
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

// hostMsg is a plain object with the given fields: names, each followed by its value.
func hostMsg(fields ...any) HostMessage {
	m := HostMessage{Plain: true, Fields: map[string]HostValue{}}
	for i := 0; i < len(fields); i += 2 {
		m.Fields[fields[i].(string)] = fields[i+1].(HostValue)
	}
	return m
}

func str(s string) HostValue  { return HostValue{Kind: KindString, Str: s} }
func num(f float64) HostValue { return HostValue{Kind: KindNumber, Num: f} }

var null = HostValue{Kind: KindOther}

func TestParseCommand(t *testing.T) {
	const dealErr = "the deal is not a whole number from 1 to 9007199254740991"
	const notCommand = "the message type is not one of the commands"
	tests := []struct {
		name    string
		msg     HostMessage
		want    Command
		wantErr string
	}{
		{"new game and deal", hostMsg("type", str("new"), "game", str("shanghai-square"), "deal", num(7)), Command{Type: "new", Game: "shanghai-square", Deal: 7}, ""},
		{"new, same game, fresh deal", hostMsg("type", str("new")), Command{Type: "new"}, ""},
		{"new, deal only", hostMsg("type", str("new"), "deal", num(1)), Command{Type: "new", Deal: 1}, ""},
		{"new, largest deal", hostMsg("type", str("new"), "deal", num(MaxDeal)), Command{Type: "new", Deal: MaxDeal}, ""},
		{"undo", hostMsg("type", str("undo")), Command{Type: "undo"}, ""},
		{"redo", hostMsg("type", str("redo")), Command{Type: "redo"}, ""},
		{"state", hostMsg("type", str("state")), Command{Type: "state"}, ""},
		{"no type", hostMsg("game", str("shanghai-square")), Command{}, "the message has no type"},
		{"empty message", hostMsg(), Command{}, "the message has no type"},
		{"not a plain object (a Blob, an array, a string)", HostMessage{Fields: map[string]HostValue{"type": str("state")}}, Command{}, "the message is not a plain object"},
		{"nothing read", HostMessage{}, Command{}, "the message is not a plain object"},
		{"unknown type", hostMsg("type", str("eval")), Command{}, notCommand},
		{"type in capitals", hostMsg("type", str("UNDO")), Command{}, notCommand},
		{"an event is not a command", hostMsg("type", str("ready")), Command{}, notCommand},
		{"huge type", hostMsg("type", str(strings.Repeat("new", 100000))), Command{}, notCommand},
		{"type a number", hostMsg("type", num(5)), Command{}, notCommand},
		{"type null", hostMsg("type", null), Command{}, notCommand},
		{"a field no command takes", hostMsg("type", str("undo"), "code", str("alert(1)")), Command{}, `the message has a field "code" that no command takes`},
		{"a field no command takes, new", hostMsg("type", str("new"), "deal", num(3), "Deal", num(4)), Command{}, `the message has a field "Deal" that no command takes`},
		{"unknown game", hostMsg("type", str("new"), "game", str("chess")), Command{}, "the game is not one this page plays"},
		{"empty game", hostMsg("type", str("new"), "game", str("")), Command{}, "the game is not one this page plays"},
		{"game null", hostMsg("type", str("new"), "game", null), Command{}, "the game is not one this page plays"},
		{"game a number", hostMsg("type", str("new"), "game", num(7)), Command{}, "the game is not one this page plays"},
		{"huge game", hostMsg("type", str("new"), "game", str(strings.Repeat("x", 1e6))), Command{}, "the game is not one this page plays"},
		{"deal zero", hostMsg("type", str("new"), "deal", num(0)), Command{}, dealErr},
		{"deal negative", hostMsg("type", str("new"), "deal", num(-3)), Command{}, dealErr},
		{"deal fraction", hostMsg("type", str("new"), "deal", num(2.5)), Command{}, dealErr},
		{"deal too big", hostMsg("type", str("new"), "deal", num(MaxDeal+1)), Command{}, dealErr},
		{"deal NaN", hostMsg("type", str("new"), "deal", num(math.NaN())), Command{}, dealErr},
		{"deal infinite", hostMsg("type", str("new"), "deal", num(math.Inf(1))), Command{}, dealErr},
		{"deal a string", hostMsg("type", str("new"), "deal", str("7")), Command{}, dealErr},
		{"deal null", hostMsg("type", str("new"), "deal", null), Command{}, dealErr},
		{"undo with a game", hostMsg("type", str("undo"), "game", str("shanghai-square")), Command{}, `only "new" takes a game and a deal`},
		{"redo with a null game", hostMsg("type", str("redo"), "game", null), Command{}, `only "new" takes a game and a deal`},
		{"state with a deal", hostMsg("type", str("state"), "deal", num(3)), Command{}, `only "new" takes a game and a deal`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseCommand(tt.msg, known)
			checkParsed(t, "ParseCommand", tt.want, tt.wantErr, got, err)
		})
	}
}

// FuzzParseCommand checks that every message is either refused or gives a command the page
// can carry out as it is, read from exactly the fields the documentation names.
func FuzzParseCommand(f *testing.F) {
	f.Add(true, "type", 1, "new", 0.0, "game", 1, "shanghai-square", 0.0, "deal", 2, "", 7.0)
	f.Add(true, "type", 1, "undo", 0.0, "", 0, "", 0.0, "", 0, "", 0.0)
	f.Add(true, "type", 1, "redo", 0.0, "game", 0, "", 0.0, "", 0, "", 0.0)
	f.Add(false, "type", 1, "state", 0.0, "", 0, "", 0.0, "", 0, "", 0.0)
	f.Add(true, "type", 1, "state", 0.0, "deal", 2, "", 1e300, "junk", 1, "x", 0.0)
	f.Fuzz(func(t *testing.T, plain bool, n1 string, k1 int, s1 string, f1 float64, n2 string, k2 int, s2 string, f2 float64, n3 string, k3 int, s3 string, f3 float64) {
		m := HostMessage{Plain: plain, Fields: map[string]HostValue{}}
		for _, fl := range []struct {
			name string
			kind int
			s    string
			f    float64
		}{{n1, k1, s1, f1}, {n2, k2, s2, f2}, {n3, k3, s3, f3}} {
			if fl.name != "" {
				m.Fields[fl.name] = HostValue{Kind: HostKind(((fl.kind % 3) + 3) % 3), Str: fl.s, Num: fl.f}
			}
		}
		c, err := ParseCommand(m, known)
		if err != nil {
			if c != (Command{}) {
				t.Errorf("ParseCommand(%+v) = %+v with error %v; want the zero command", m, c, err)
			}
			return
		}
		if !plain {
			t.Errorf("ParseCommand accepted %+v, which is not a plain object", m)
		}
		for name, v := range m.Fields {
			if !inList(HostFields, name) {
				t.Errorf("ParseCommand accepted %+v with the field %q", m, name)
			}
			want := KindString
			if name == "deal" {
				want = KindNumber
			}
			if v.Kind != want {
				t.Errorf("ParseCommand accepted %+v, whose %s is of kind %d", m, name, v.Kind)
			}
		}
		typ, game, deal := m.Fields["type"], m.Fields["game"], m.Fields["deal"]
		if c.Type != typ.Str || !inList(Commands, c.Type) {
			t.Errorf("ParseCommand: type %q became %q", typ.Str, c.Type)
		}
		if c.Type != "new" && (len(m.Fields) != 1 || c != Command{Type: c.Type}) {
			t.Errorf("ParseCommand accepted %+v as %+v: only new takes a game and a deal", m, c)
		}
		if c.Game != "" && (!known(c.Game) || c.Game != game.Str) {
			t.Errorf("ParseCommand: game %q became %q", game.Str, c.Game)
		}
		if _, has := m.Fields["deal"]; has && (c.Deal < 1 || c.Deal > MaxDeal || float64(c.Deal) != deal.Num) || !has && c.Deal != 0 {
			t.Errorf("ParseCommand: deal %+v became %d", deal, c.Deal)
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
		{"status", Played{Game: "one-player", Deal: 2, Status: engine.Playing, Outlook: Outlook{State: "expected", Score: 310}}, 4,
			Event{Type: "status", Game: "one-player", Deal: 2, Moves: []string{}, Status: "playing", Seconds: 4, Outlook: Outlook{State: "expected", Score: 310}}},
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
