package store

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/freecell"
)

func variant(t testing.TB, id string) *engine.Variant {
	t.Helper()
	v, ok := catalog.Lookup(id)
	if !ok {
		t.Fatalf("no variant %q", id)
	}
	return v
}

// firstMoves plays the first legal move n times from deal of v and returns the game.
func firstMoves(t testing.TB, v *engine.Variant, deal uint64, n int) *engine.Game {
	t.Helper()
	g := engine.NewGame(v.New(deal))
	for i := 0; i < n; i++ {
		ms := g.Position().Moves()
		if len(ms) == 0 {
			t.Fatalf("%s deal %d: no move after %d", v.ID, deal, i)
		}
		if err := g.Play(ms[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestSaveRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		save Save
		text string
	}{
		{"no move", Save{Variant: "shanghai-square", Deal: 1, Seq: 1, Tab: "a1", Cursor: 0, Seconds: 0}, "2;shanghai-square;1;1;a1;0;0;0;;"},
		{"moves and undo", Save{Variant: "one-player", Deal: 9007199254740991, Seq: 12, Tab: "k3x9", Cursor: 1, Counted: true, Seconds: 95, Moves: []string{"1>a0", "e+1<>e+4"}},
			"2;one-player;9007199254740991;12;k3x9;1;1;95;;1>a0,e+1<>e+4"},
		{"setup", Save{Variant: "sea-cell", Deal: 42, Seq: 7, Tab: "k3x9", Cursor: 3, Seconds: 95, Setup: "autoplay-off", Moves: []string{"c3>x1", "c5>c3", "auto-on"}},
			"2;sea-cell;42;7;k3x9;3;0;95;autoplay-off;c3>x1,c5>c3,auto-on"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.text, FormatSave(tt.save)); diff != "" {
				t.Errorf("FormatSave (-want +got):\n%s", diff)
			}
			got, err := ParseSave(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.save, got); diff != "" {
				t.Errorf("ParseSave (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseSaveRefuses(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "", "not of version 1 or 2"},
		{"other version", "3;shanghai-square;1;1;a;0;0;0;;", "not of version 1 or 2"},
		{"json", `{"game":"x"}`, "not of version 1 or 2"},
		{"missing field", "1;shanghai-square;1;1;a;0;0;", "8 fields, not 9"},
		{"extra field", "1;shanghai-square;1;1;a;0;0;0;;", "10 fields, not 9"},
		{"version 2 without setup", "2;shanghai-square;1;1;a;0;0;0;", "9 fields, not 10"},
		{"bad setup", "2;sea-cell;1;1;a;0;0;0;Auto Off;", "setup"},
		{"long setup", "2;sea-cell;1;1;a;0;0;0;" + strings.Repeat("a", 25) + ";", "setup"},
		{"bad id v2", "2;Shanghai;1;1;a;0;0;0;;", "names no game"},
		{"cursor past moves v2", "2;sea-cell;1;1;a;2;0;0;;c1>x1", "past the game's 1 move"},
		{"bad id", "1;Shanghai;1;1;a;0;0;0;", "names no game"},
		{"deal zero", "1;shanghai-square;0;1;a;0;0;0;", `the deal "0" is not a whole number from 1 to`},
		{"deal too big", "1;shanghai-square;9007199254740992;1;a;0;0;0;", "deal"},
		{"leading zero", "1;shanghai-square;01;1;a;0;0;0;", "deal"},
		{"negative seq", "1;shanghai-square;1;-1;a;0;0;0;", "sequence number"},
		{"bad tab", "1;shanghai-square;1;1;A B;0;0;0;", "tab id"},
		{"counted 2", "1;shanghai-square;1;1;a;0;2;0;", "counted mark"},
		{"time too long", "1;shanghai-square;1;1;a;0;0;99999999;", "time"},
		{"cursor past moves", "1;shanghai-square;1;1;a;2;0;0;1-2", "past the game's 1 move"},
		{"empty move", "1;shanghai-square;1;1;a;0;0;0;1-2,,3-4", "move 2"},
		{"space in move", "1;shanghai-square;1;1;a;0;0;0;1 2", "move 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseSave(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseSave(%q) = %v, want an error with %q", tt.text, err, tt.want)
			}
		})
	}
}

// A game captured with moves undone restores to the same position, history and cursor, in
// every family.
func TestCaptureRestore(t *testing.T) {
	for _, id := range []string{"shanghai-square", "mahjongg-stones", "one-player"} {
		t.Run(id, func(t *testing.T) {
			v := variant(t, id)
			g := firstMoves(t, v, 7, 5)
			g.Undo()
			g.Undo()
			s := Capture(v, g)
			s.Tab = "t1"
			if s.Cursor != 3 || len(s.Moves) != 5 {
				t.Fatalf("Capture: cursor %d of %d moves, want 3 of 5", s.Cursor, len(s.Moves))
			}
			r := roundTrip(t, v, s)
			if diff := cmp.Diff(g.Position().String(), r.Position().String()); diff != "" {
				t.Errorf("position (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(append(g.Played(), g.Undone()...), append(r.Played(), r.Undone()...)); diff != "" {
				t.Errorf("history (-want +got):\n%s", diff)
			}
			for r.Redo() {
			}
			g.Redo()
			g.Redo()
			if diff := cmp.Diff(g.Position().String(), r.Position().String()); diff != "" {
				t.Errorf("after redo (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRestoreRefuses(t *testing.T) {
	v := variant(t, "shanghai-square")
	good := Capture(v, firstMoves(t, v, 3, 2))
	tests := []struct {
		name string
		edit func(s *Save)
		want string
	}{
		{"other variant", func(s *Save) { s.Variant = "one-player" }, "is of \"one-player\""},
		{"unreadable move", func(s *Save) { s.Moves = append(s.Moves, "zz") }, "move 3 \"zz\" cannot be read"},
		{"illegal move", func(s *Save) { s.Moves = append(s.Moves, s.Moves[0]) }, "move 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := good
			s.Moves = append([]string(nil), good.Moves...)
			tt.edit(&s)
			if _, err := Restore(v, s); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Restore = %v, want an error with %q", err, tt.want)
			}
		})
	}
}

func FuzzParseSave(f *testing.F) {
	f.Add("1;shanghai-square;1;1;a1;0;0;0;")
	f.Add("1;one-player;5;12;k3x9;1;1;95;1>a0,e+1<>e+4")
	f.Add("1;shanghai-square;1;1;a;2;0;0;1-2")
	f.Add("2;shanghai-square;1;1;a;2;0;0;;1-2")
	f.Add("2;sea-cell;5;1;a;1;0;0;autoplay-off;c1>x1")
	v, _ := catalog.Lookup("shanghai-square")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSave(text)
		if err != nil {
			return
		}
		// A version 2 line is written back as it was read; a version 1 line is written as
		// version 2 and reads back the same.
		again := FormatSave(s)
		if strings.HasPrefix(text, "2;") && again != text {
			t.Errorf("FormatSave(ParseSave(%q)) = %q", text, again)
		}
		if back, err := ParseSave(again); err != nil || !cmp.Equal(s, back) {
			t.Errorf("ParseSave(%q) = %+v, %v; want %+v", again, back, err, s)
		}
		if s.Variant == v.ID && s.Deal < 1000 {
			Restore(v, s) // must not panic, whatever the moves
		}
	})
}

// An old save (version 1, without the setup field) still reads, as a game dealt the way its
// variant deals it, and restores.
func TestParseSaveVersion1(t *testing.T) {
	v := variant(t, "shanghai-square")
	g := firstMoves(t, v, 3, 2)
	s := Capture(v, g)
	old := "1;shanghai-square;3;4;a1;2;0;30;" + JoinMoves(s.Moves)
	got, err := ParseSave(old)
	if err != nil {
		t.Fatal(err)
	}
	want := Save{Variant: "shanghai-square", Deal: 3, Seq: 4, Tab: "a1", Cursor: 2, Seconds: 30, Moves: s.Moves}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseSave (-want +got):\n%s", diff)
	}
	r, err := Restore(v, got)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(g.Position().String(), r.Position().String()); diff != "" {
		t.Errorf("position (-want +got):\n%s", diff)
	}
}

// A FreeCell or Sea game keeps the auto-play it began with and its switches: a game begun
// with auto-play off, switched on and off again, with moves undone, restores to the same
// positions at every step of its history.
func TestCaptureRestoreAutoPlay(t *testing.T) {
	for _, tc := range []struct {
		id    string
		start bool // auto-play at the start
	}{
		{"sea-cell", false},
		{"mahjongg-freecell", false},
		{"sea-towers", true},
	} {
		t.Run(tc.id, func(t *testing.T) {
			v := variant(t, tc.id)
			start := v.New(5).(*freecell.Position).WithAutoPlay(tc.start)
			g := engine.NewGame(start)
			on := tc.start
			for i := 0; i < 12; i++ {
				if i%4 == 3 {
					on = !on
					if err := g.Play(freecell.AutoPlaySwitch(on)); err != nil {
						t.Fatal(err)
					}
					continue
				}
				ms := g.Position().Moves()
				if len(ms) == 0 {
					break
				}
				if err := g.Play(ms[len(ms)/2]); err != nil {
					t.Fatal(err)
				}
			}
			g.Undo()
			g.Undo()
			s := Capture(v, g)
			s.Tab = "t1"
			wantSetup := ""
			if !tc.start {
				wantSetup = "autoplay-off"
			}
			if s.Setup != wantSetup {
				t.Errorf("Capture: setup %q, want %q", s.Setup, wantSetup)
			}
			r := roundTrip(t, v, s)
			all := len(g.Played()) + len(g.Undone())
			if got := len(r.Played()) + len(r.Undone()); got != all || len(r.Played()) != len(g.Played()) {
				t.Fatalf("restored %d steps with %d played, want %d with %d", got, len(r.Played()), all, len(g.Played()))
			}
			for r.Redo() {
			}
			for g.Redo() {
			}
			for n := 0; n <= all; n++ {
				want, got := g.PositionAt(n).(*freecell.Position), r.PositionAt(n).(*freecell.Position)
				if diff := cmp.Diff(want.String(), got.String()); diff != "" {
					t.Fatalf("after %d steps (-want +got):\n%s", n, diff)
				}
			}
		})
	}
}

func TestRestoreSetupRefused(t *testing.T) {
	tests := []struct{ id, setup, want string }{
		{"shanghai-square", "autoplay-off", "does not apply to"},
		{"sea-cell", "autoplay-maybe", `the setup "autoplay-maybe" is not one Sea Cell knows`},
	}
	for _, tt := range tests {
		t.Run(tt.id+"/"+tt.setup, func(t *testing.T) {
			v := variant(t, tt.id)
			s := Save{Variant: tt.id, Deal: 1, Tab: "a", Setup: tt.setup}
			if _, err := Restore(v, s); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Restore = %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// roundTrip writes s as text, reads it back and restores its game, failing the test on any
// error.
func roundTrip(t *testing.T, v *engine.Variant, s Save) *engine.Game {
	t.Helper()
	back, err := ParseSave(FormatSave(s))
	if err != nil {
		t.Fatal(err)
	}
	g, err := Restore(v, back)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestEmbedKey: an embedded game's saves and statistics are under keys of their own, apart
// from every key of the site's page; the settings are shared.
func TestEmbedKey(t *testing.T) {
	site := []string{GameKey("shanghai-turtle"), GameKey("freecell"), StatsKey, StatsAsideKey}
	tests := []struct{ key, want string }{
		{GameKey("shanghai-turtle"), "mahjong.v1.embed.game.shanghai-turtle"},
		{StatsKey, "mahjong.v1.embed.stats"},
		{StatsAsideKey, "mahjong.v1.embed.stats.unread"},
		{SettingsKey, SettingsKey},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			got := EmbedKey(tt.key)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("EmbedKey(%q) (-want +got):\n%s", tt.key, diff)
			}
			if tt.key != SettingsKey && slices.Contains(site, got) {
				t.Errorf("EmbedKey(%q) = %q, a key of the site's page", tt.key, got)
			}
		})
	}
}
