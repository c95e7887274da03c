package link

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/wasm/store"
)

// replayable are the games the replay links of these tests name.
func replayable(id string) bool {
	return id == "shanghai-square" || id == "one-player" || id == "sea-towers"
}

// played is deal of the game id after its first n moves, each the first legal one.
func played(t *testing.T, id string, deal uint64, n int) (*engine.Variant, *engine.Game) {
	t.Helper()
	v, ok := catalog.Lookup(id)
	if !ok {
		t.Fatalf("no variant %q", id)
	}
	g := engine.NewGame(v.New(deal))
	for range n {
		if ms := g.Position().Moves(); len(ms) == 0 || g.Play(ms[0]) != nil {
			t.Fatalf("%s deal %d: no first move after %d", id, deal, len(g.Played()))
		}
	}
	return v, g
}

func TestReplayRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		r    Replay
		frag string
	}{
		{"no move", Replay{Game: "shanghai-square", Deal: 4}, "#game=shanghai-square&deal=4&moves="},
		{"escaped moves and at", Replay{Game: "one-player", Deal: 42, Moves: []string{"1>a0", "e+1<>e+4", "end"}, At: 2},
			"#game=one-player&deal=42&moves=1%3Ea0,e+1%3C%3Ee+4,end&at=2"},
		{"setup", Replay{Game: "sea-towers", Deal: 7, Setup: "autoplay-off", Moves: []string{"auto-on"}, At: 1},
			"#game=sea-towers&deal=7&setup=autoplay-off&moves=auto-on&at=1"},
		{"a player's layout", Replay{Game: "shanghai-custom-8000000000000001", Deal: 3, Moves: []string{"0-1"}, Layout: "1ECAB", Name: "Two of us"},
			"#game=shanghai-custom-8000000000000001&deal=3&moves=0-1&layout=1ECAB&name=Two%20of%20us"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.frag, FormatReplay(tt.r)); diff != "" {
				t.Errorf("FormatReplay (-want +got):\n%s", diff)
			}
			if !IsReplay(tt.frag) {
				t.Errorf("IsReplay(%q) = false", tt.frag)
			}
			got, err := ParseReplay(tt.frag, replayable)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.r, got); diff != "" {
				t.Errorf("ParseReplay (-want +got):\n%s", diff)
			}
		})
	}
	// A browser may leave ">" as it is or escape it in lower case.
	for _, frag := range []string{"game=one-player&deal=42&moves=1>a0", "game=one-player&deal=42&moves=1%3ea0"} {
		got, err := ParseReplay(frag, replayable)
		if err != nil || len(got.Moves) != 1 || got.Moves[0] != "1>a0" {
			t.Errorf("ParseReplay(%q) = %v, %v; want the move 1>a0", frag, got, err)
		}
	}
	if IsReplay("#game=shanghai-square&deal=4") {
		t.Error("a game link reads as a replay")
	}
}

func TestParseReplayRefuses(t *testing.T) {
	tests := []struct{ name, frag, want string }{
		{"unknown game", "#game=chess&deal=1&moves=", "no game \"chess\""},
		{"no game", "#deal=1&moves=", "names no game"},
		{"no deal", "#game=shanghai-square&moves=1-2", "names no deal"},
		{"no moves", "#game=shanghai-square&deal=3&at=0", "no moves"},
		{"deal 0", "#game=shanghai-square&deal=0&moves=", "the deal \"0\""},
		{"twice", "#game=shanghai-square&deal=3&deal=4&moves=", "given twice"},
		{"unknown key", "#game=shanghai-square&deal=3&moves=&x=1", "\"x\" is not something"},
		{"no equals", "#game=shanghai-square&deal", "key=value"},
		{"broken escape", "#game=shanghai-square&deal=3&moves=1%3", "broken escape"},
		{"bad escape", "#game=shanghai-square&deal=3&moves=1%zz", "broken escape"},
		{"escaped separator", "#game=shanghai-square&deal=3&moves=1%3B2", "move 1"},
		{"at past the end", "#game=shanghai-square&deal=3&moves=1-2&at=2", "move number"},
		{"empty setup", "#game=sea-towers&deal=3&setup=&moves=", "setup"},
		{"setup not in letters", "#game=sea-towers&deal=3&setup=Auto%20off&moves=", "setup"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ParseReplay(tt.frag, replayable); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseReplay(%q) = %v, want an error with %q", tt.frag, err, tt.want)
			}
		})
	}
}

// The moves of a real game go through a link and replay to the same position.
func TestReplayLinkReplays(t *testing.T) {
	v, g := played(t, "one-player", 11, 6)
	linkRoundTrip(t, v, g)
}

// linkRoundTrip shares g as a link, reads it back, replays it, and checks that the replay
// reaches g's position; it returns the link read back.
func linkRoundTrip(t *testing.T, v *engine.Variant, g *engine.Game) Replay {
	t.Helper()
	s := store.Capture(v, g)
	r, err := ParseReplay(FormatReplay(Replay{Game: v.ID, Deal: s.Deal, Setup: s.Setup, Moves: s.Moves, At: len(s.Moves)}), replayable)
	if err != nil {
		t.Fatal(err)
	}
	back, err := store.ReplayMoves(v, r.Deal, r.Setup, r.Moves)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(g.Position().String(), back.Position().String()); diff != "" {
		t.Errorf("replayed position (-want +got):\n%s", diff)
	}
	return r
}

// A game begun with auto-play off keeps it off through its link: replayed with the
// variant's own start (auto-play on), the same moves would reach another position.
func TestReplayLinkKeepsSetup(t *testing.T) {
	v, _ := played(t, "sea-towers", 3, 0)
	start, err := v.New(3).(store.Setup).WithSetup("autoplay-off")
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(start)
	for i := 0; i < 12; i++ {
		ms := g.Position().Moves()
		if len(ms) == 0 {
			t.Fatalf("no move after %d", i)
		}
		if err := g.Play(ms[len(ms)-1]); err != nil {
			t.Fatal(err)
		}
	}
	if s := store.Capture(v, g); s.Setup != "autoplay-off" {
		t.Fatalf("the capture's setup is %q, want autoplay-off", s.Setup)
	}
	r := linkRoundTrip(t, v, g)
	back, _ := store.ReplayMoves(v, r.Deal, r.Setup, r.Moves)
	if on, err := store.ReplayMoves(v, r.Deal, "", r.Moves); err == nil && on.Position().String() == back.Position().String() {
		t.Error("the moves replay to the same position with auto-play on: the test shows nothing")
	}
	op, _ := played(t, "one-player", 3, 0)
	if _, err := store.ReplayMoves(op, 3, "autoplay-off", nil); err == nil {
		t.Error("a FreeCell setup applied to One Player: no error")
	}
}

func FuzzParseReplay(f *testing.F) {
	f.Add("#game=one-player&deal=42&moves=1%3Ea0,e+1%3C%3Ee+4,end&at=2")
	f.Add("game=shanghai-square&deal=3&moves=")
	f.Fuzz(func(t *testing.T, frag string) {
		r, err := ParseReplay(frag, replayable)
		if err != nil {
			return
		}
		again, err := ParseReplay(FormatReplay(r), replayable)
		if err != nil {
			t.Fatalf("the formatted link %q does not read back: %v", FormatReplay(r), err)
		}
		if diff := cmp.Diff(r, again); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	})
}
