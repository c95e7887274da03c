//go:build !js

package control

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/store"
)

// The controller's policy, driven natively through Update with in-memory ports (ports_test.go,
// harness_test.go). Every test also fails on any text that reaches a port without passing
// through the catalog.

const square = "#game=shanghai-square&deal=7"

// stats reads the statistics kept in st for the variant id.
func stats(t *testing.T, st *fakeStorage, id string) store.Stats {
	t.Helper()
	text, ok := st.m[store.StatsKey]
	if !ok {
		return store.Stats{}
	}
	all, err := store.ParseStats(text)
	if err != nil {
		t.Fatalf("the statistics do not read: %v", err)
	}
	return all[id]
}

func TestResumeAfterReload(t *testing.T) {
	tests := []struct {
		name     string
		reloaded bool
		want     int // moves of the game shown after opening the same address again
	}{
		{"reloaded, the game resumes", true, 2},
		{"opened from the link, a fresh deal", false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newFakeStorage()
			a := open(t, st, square, false)
			a.playFirst()
			a.playFirst()
			a.send(Leaving{})
			b := open(t, st, a.addr.hash, tt.reloaded)
			if got := len(b.c.core.game.Played()); got != tt.want {
				t.Errorf("the game opened again has %d moves, want %d", got, tt.want)
			}
			if got := b.c.core.game.Position().Deal(); got != 7 {
				t.Errorf("the deal opened again is %d, want 7", got)
			}
		})
	}
}

func TestAbandonCountsOnce(t *testing.T) {
	st := newFakeStorage()
	a := open(t, st, square, false)
	a.act(page.New) // nothing played: no question, nothing counted
	if got := stats(t, st, "shanghai-square").Played; got != 0 {
		t.Fatalf("a new game before any move counted %d games", got)
	}
	a.playFirst()
	a.act(page.New)
	if !a.doc.el("confirm-new").open {
		t.Fatal("New game after a move did not ask first")
	}
	if got := stats(t, st, "shanghai-square").Played; got != 0 {
		t.Fatalf("asking counted the game already (%d)", got)
	}
	a.send(Home{Name: "new-yes", Dialog: "confirm-new"})
	s := stats(t, st, "shanghai-square")
	if diff := cmp.Diff(1, s.Played); diff != "" {
		t.Errorf("games played after abandoning one (-want +got):\n%s", diff)
	}
	if s.Won != 0 {
		t.Errorf("an abandoned game counted as won")
	}
	a.act(page.New) // the new game has no move: leaving it counts nothing
	if got := stats(t, st, "shanghai-square").Played; got != 1 {
		t.Errorf("games played after leaving an empty one: %d, want 1", got)
	}
}

func TestTwoTabs(t *testing.T) {
	st := newFakeStorage()
	a := open(t, st, square, false)
	a.wait(5 * time.Second) // each tab writes its fresh game once its board is drawn
	b := open(t, st, square, false)
	b.wait(5 * time.Second)
	a.playFirst()
	a.playFirst()
	a.wait(5 * time.Second)
	key := store.GameKey("shanghai-square")
	b.send(Stored{Key: key, Value: st.m[key]})
	if got := len(b.c.core.game.Played()); got != 2 {
		t.Fatalf("the other tab shows %d moves after the first played 2, want 2", got)
	}
	if want := msg.T("This game was continued in another tab; it shows the latest move."); b.notice() != want {
		t.Errorf("the other tab says %q, want %q", b.notice(), want)
	}
	// An older save (of a tab that did not follow) never replaces the newer one.
	b.playFirst()
	b.send(Leaving{})
	newer := st.m[key]
	a.send(Leaving{})
	if st.m[key] != newer {
		t.Errorf("a tab that did not follow wrote its older game over the newer save")
	}
}

func TestRestartAndUndo(t *testing.T) {
	a := open(t, nil, square, false)
	first := a.playFirst()
	a.playFirst()
	a.act(page.Restart)
	if got := len(a.c.core.game.Played()); got != 0 {
		t.Fatalf("after Restart the game has %d moves, want 0", got)
	}
	if !a.c.canUndo() {
		t.Fatal("after Restart, Undo is not offered")
	}
	a.act(page.Undo)
	played := a.c.core.game.Played()
	if len(played) != 2 || played[0] != first {
		t.Fatalf("Undo after Restart brought back %v, want the 2 moves set aside", played)
	}
	a.act(page.Undo)
	if got := len(a.c.core.game.Played()); got != 1 {
		t.Errorf("a second Undo left %d moves, want 1", got)
	}
}

func TestReplay(t *testing.T) {
	st := newFakeStorage()
	a := open(t, st, square, false)
	a.playFirst()
	a.playFirst()
	a.playFirst()
	link := a.c.home.shareURL(&a.c.core, &a.c.lay)
	hash := link[strings.Index(link, "#"):]
	b := open(t, newFakeStorage(), hash, false)
	if !b.c.home.replay.on {
		t.Fatal("the replay link did not open a replay")
	}
	if got := b.doc.el("replay-pos").attrs["data-at"]; got != "3" {
		t.Errorf("the replay opens at move %s, want 3", got)
	}
	b.send(Home{Name: "r-first"})
	if got := len(b.c.core.game.Played()); got != 0 {
		t.Errorf("First left %d moves shown", got)
	}
	before := b.c.core.game.Position()
	b.play(a.c.core.game.Start().Moves()[0])
	if b.c.core.game.Position() != before {
		t.Error("a move on the board of a replay was played")
	}
	b.send(Home{Name: "r-play"})
	if b.c.home.replay.on {
		t.Error("Play from here left the replay on")
	}
	b.playFirst()
	if got := len(b.c.core.game.Played()); got != 1 {
		t.Errorf("after Play from here a move gives %d moves, want 1", got)
	}
}

// TestCorruptSettingsTell: every kind of corrupt settings is put back to the defaults, and
// the player is told, once the first board is drawn.
func TestCorruptSettingsTell(t *testing.T) {
	tests := []struct{ name, value string }{
		{"not settings", "xyz"},
		{"empty", ""},
		{"another version", "2;autoplay=1"},
		{"a size of 999", "1;autoplay=1;winnable=1;available=1;animations=1;theme=system;size=999;faces=classic;status=0"},
		{"fields out of order", "1;winnable=1;autoplay=1;available=1;animations=1;theme=system;size=100;faces=classic;status=0"},
		{"a flag of 2", "1;autoplay=2;winnable=1;available=1;animations=1;theme=system;size=100;faces=classic;status=0"},
		{"a JSON object", `{"autoplay":true}`},
		{"no such theme", "1;autoplay=1;winnable=1;available=1;animations=1;theme=pink;size=100;faces=classic;status=0"},
		{"no such faces", "1;autoplay=1;winnable=1;available=1;animations=1;theme=system;size=100;faces=gold;status=0"},
		{"too many fields", "1;autoplay=1;winnable=1;available=1;animations=1;theme=system;size=100;faces=classic;status=0;x=1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newFakeStorage()
			st.m[store.SettingsKey] = tt.value
			a := open(t, st, square, false)
			if _, kept := st.m[store.SettingsKey]; kept {
				t.Errorf("the corrupt settings were kept")
			}
			if a.c.home.set != store.DefaultSettings {
				t.Errorf("the settings are %+v, want the defaults", a.c.home.set)
			}
			told := strings.SplitN(msg.T("Your settings could not be read ({error}) and are back to the defaults.", "error", "\x00"), "\x00", 2)[0]
			a.wait(page.NoticeTime * 2)
			if !strings.Contains(a.notice(), told) {
				t.Errorf("the notice is %q, want one that starts %q", a.notice(), told)
			}
		})
	}
}

func TestStorageBlocked(t *testing.T) {
	st := newFakeStorage()
	st.blocked = true
	a := open(t, st, square, false)
	want := msg.T("This browser blocks this site's storage: you can play, but your games, statistics and settings will not be kept.")
	if !strings.Contains(a.notice(), want) {
		t.Errorf("the notice is %q, want %q", a.notice(), want)
	}
	a.playFirst()
	a.send(Leaving{}) // nothing to keep it in: no second word, no crash
	if len(a.c.core.game.Played()) != 1 {
		t.Errorf("the game does not go on with the storage blocked")
	}
}

func TestUndoRedoSay(t *testing.T) {
	a := open(t, nil, square, false)
	a.playFirst()
	a.act(page.Undo)
	a.act(page.Redo)
	if len(a.live.said) < 3 {
		t.Fatalf("the live region said %q, want the move, the undo and the redo", a.live.said)
	}
}
