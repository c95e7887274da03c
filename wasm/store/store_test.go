package store

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
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
		{"no move", Save{Variant: "shanghai-square", Deal: 1, Seq: 1, Tab: "a1", Cursor: 0, Seconds: 0}, "1;shanghai-square;1;1;a1;0;0;0;"},
		{"moves and undo", Save{Variant: "one-player", Deal: 9007199254740991, Seq: 12, Tab: "k3x9", Cursor: 1, Counted: true, Seconds: 95, Moves: []string{"1>a0", "e+1<>e+4"}},
			"1;one-player;9007199254740991;12;k3x9;1;1;95;1>a0,e+1<>e+4"},
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
		{"empty", "", "not of version 1"},
		{"other version", "2;shanghai-square;1;1;a;0;0;0;", "not of version 1"},
		{"json", `{"game":"x"}`, "not of version 1"},
		{"missing field", "1;shanghai-square;1;1;a;0;0;", "8 fields, not 9"},
		{"extra field", "1;shanghai-square;1;1;a;0;0;0;;", "10 fields, not 9"},
		{"bad id", "1;Shanghai;1;1;a;0;0;0;", "names no game"},
		{"deal zero", "1;shanghai-square;0;1;a;0;0;0;", "the deal is 0"},
		{"deal too big", "1;shanghai-square;9007199254740992;1;a;0;0;0;", "deal"},
		{"leading zero", "1;shanghai-square;01;1;a;0;0;0;", "deal"},
		{"negative seq", "1;shanghai-square;1;-1;a;0;0;0;", "sequence number"},
		{"bad tab", "1;shanghai-square;1;1;A B;0;0;0;", "tab id"},
		{"counted 2", "1;shanghai-square;1;1;a;0;2;0;", "counted mark"},
		{"time too long", "1;shanghai-square;1;1;a;0;0;99999999;", "time"},
		{"cursor past moves", "1;shanghai-square;1;1;a;2;0;0;1-2", "past the 1 moves"},
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
			back, err := ParseSave(FormatSave(s))
			if err != nil {
				t.Fatal(err)
			}
			r, err := Restore(v, back)
			if err != nil {
				t.Fatal(err)
			}
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
	v, _ := catalog.Lookup("shanghai-square")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSave(text)
		if err != nil {
			return
		}
		if again := FormatSave(s); again != text {
			t.Errorf("FormatSave(ParseSave(%q)) = %q", text, again)
		}
		if s.Variant == v.ID && s.Deal < 1000 {
			Restore(v, s) // must not panic, whatever the moves
		}
	})
}
