//go:build !js

package control

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/catalog"
	"mahjong/engine/daily"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/remote"
	"mahjong/wasm/store"
)

// The deal of the day (docs/rules.md#daily), driven through Update: however it is opened, a
// daily game played to its end is kept once in the daily record, which other tabs' games
// join, and never in the statistics.

// today is the tests' day (start's date).
var today = daily.Of(start)

// dailyRecord reads the daily record kept in st.
func dailyRecord(t *testing.T, st *fakeStorage) []daily.Result {
	t.Helper()
	text, ok := st.m[store.DailyKey]
	if !ok {
		return nil
	}
	results, err := store.ParseDaily(text)
	if err != nil {
		t.Fatalf("the daily record does not read: %v", err)
	}
	return results
}

// dailyDeal is today's deal of the game id.
func dailyDeal(t *testing.T, id string) uint64 {
	t.Helper()
	v, ok := catalog.Lookup(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	d, err := daily.For(v, today)
	if err != nil {
		t.Fatal(err)
	}
	return d.Number
}

// openDaily opens today's deal of the game id the way how says.
func openDaily(t *testing.T, st *fakeStorage, id, how string) *tab {
	t.Helper()
	switch how {
	case "dialog":
		a := open(t, st, square, false)
		a.send(Home{Name: "daily"})
		if !a.doc.el("daily-dialog").open {
			t.Fatal("the Daily button did not open the Daily dialog")
		}
		a.send(Home{Name: "daily-play", Game: id, Date: today.String()})
		return a
	case "link":
		return open(t, st, "#game="+id+"&daily="+today.String(), false)
	case "deal":
		return open(t, st, "#game="+id+"&deal="+strconv.FormatUint(dailyDeal(t, id), 10), false)
	}
	t.Fatalf("no way %q", how)
	return nil
}

func TestDailyRecordedOnce(t *testing.T) {
	tests := []struct {
		name   string
		how    string // the Daily dialog's Play, a link with daily=, or a link to the deal's number
		status bool   // the status is shown while it is played
	}{
		{"from the Daily dialog", "dialog", false},
		{"from a daily= link", "link", false},
		{"from a link to today's deal by its number", "deal", false},
		{"from the Daily dialog, with the status shown", "dialog", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newFakeStorage()
			a := openDaily(t, st, "shanghai-square", tt.how)
			if got, want := a.c.core.game.Position().Deal(), dailyDeal(t, "shanghai-square"); got != want {
				t.Fatalf("the deal opened is %d, want today's, %d", got, want)
			}
			if want := "#game=shanghai-square&daily=" + today.String(); a.addr.hash != want {
				t.Errorf("the address is %q, want %q", a.addr.hash, want)
			}
			a.statusOn(tt.status)
			a.playToWin()
			want := []daily.Result{{Game: "shanghai-square", Date: today, Begun: today, Outcome: daily.Won, Assisted: tt.status}}
			// What follows the end changes nothing in the record: the result closed, an undo
			// (the day stays won) and its redo, the page hidden, a new game.
			a.send(ResultClosed{})
			a.act(page.Undo)
			if diff := cmp.Diff(want, dailyRecord(t, st)); diff != "" {
				t.Errorf("the daily record after an undo of the last move (-want +got):\n%s", diff)
			}
			a.act(page.Redo)
			a.send(Visibility{Hidden: true})
			a.send(Visibility{Hidden: false})
			a.act(page.New)

			if diff := cmp.Diff(want, dailyRecord(t, st)); diff != "" {
				t.Errorf("the daily record (-want +got):\n%s", diff)
			}
			if got := stats(t, st, "shanghai-square"); got != (store.Stats{}) {
				t.Errorf("the daily game counted in the statistics: %+v", got)
			}
			a.send(Home{Name: "daily"})
			streak := `<dd id="daily-streak">` + msg.Escape(msg.N(1, "{n} day", "{n} days")) + `</dd>`
			if body := a.doc.el("daily-body").html; !strings.Contains(body, streak) {
				t.Errorf("the Daily dialog does not show a streak of 1 day (%s) in\n%s", streak, body)
			}
		})
	}
}

// TestDailyTwoTabs: a daily game ended in one tab while another plays one keeps both in
// the record, whatever the order of the writes.
func TestDailyTwoTabs(t *testing.T) {
	st := newFakeStorage()
	a := openDaily(t, st, "shanghai-square", "link")
	line := a.winningLine()
	a.play(line[0]) // begun: in the record, not finished
	b := openDaily(t, st, "shanghai-pyramid", "link")
	b.playToWin()
	for _, m := range line[1:] {
		a.play(m)
	}
	want := map[string]daily.Outcome{"shanghai-square": daily.Won, "shanghai-pyramid": daily.Won}
	got := map[string]daily.Outcome{}
	for _, r := range dailyRecord(t, st) {
		if _, twice := got[r.Game]; twice {
			t.Errorf("%s is in the record twice", r.Game)
		}
		got[r.Game] = r.Outcome
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the daily record after two tabs (-want +got):\n%s", diff)
	}
	if s := daily.Streaks(dailyRecord(t, st), "", today); s.Current != 1 {
		t.Errorf("the streak of every game is %d, want 1", s.Current)
	}
}

// TestDailyAbandoned: a daily game left for a new one stays begun in the record, and the
// statistics do not count it as lost.
func TestDailyAbandoned(t *testing.T) {
	st := newFakeStorage()
	a := openDaily(t, st, "shanghai-square", "link")
	a.playFirst()
	a.act(page.New)
	if want := msg.T("The daily game in progress will stay begun, not finished, in the Daily record; you can play its deal again from there."); a.doc.el("confirm-new-text").text != want {
		t.Errorf("New game asks %q, want %q", a.doc.el("confirm-new-text").text, want)
	}
	a.send(Home{Name: "new-yes", Dialog: "confirm-new"})
	want := []daily.Result{{Game: "shanghai-square", Date: today, Begun: today, Outcome: daily.Unfinished}}
	if diff := cmp.Diff(want, dailyRecord(t, st)); diff != "" {
		t.Errorf("the daily record (-want +got):\n%s", diff)
	}
	if got := stats(t, st, "shanghai-square"); got != (store.Stats{}) {
		t.Errorf("the daily game left counted in the statistics: %+v", got)
	}
}

// TestDailyHelp: a daily game in which a hint was asked is kept as played with help, as the
// statistics count it, whichever game's hint it was.
func TestDailyHelp(t *testing.T) {
	tests := []struct{ name, game string }{
		{"a hint of Mahjong Solitaire", "shanghai-square"},
		{"a hint of FreeCell, a long search", "mahjongg-freecell"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newFakeStorage()
			a := openDaily(t, st, tt.game, "link")
			a.playFirst() // begun: in the record
			a.act(page.Hint)
			a.request(remote.OpHint, a.c.core.game.Position())
			a.playFirst()
			want := []daily.Result{{Game: tt.game, Date: today, Begun: today, Outcome: daily.Unfinished, Assisted: true}}
			if diff := cmp.Diff(want, dailyRecord(t, st)); diff != "" {
				t.Errorf("the daily record (-want +got):\n%s", diff)
			}
		})
	}
}
