package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mahjong/engine/catalog"
	"mahjong/engine/golden"
)

func TestDaily(t *testing.T) {
	r := call(t, "", "daily", "-date", "2026-11-26")
	if r.Code != 0 {
		t.Fatalf("exit %d: %s", r.Code, r.Stderr)
	}
	golden.CheckTestdata(t, "daily-2026-11-26.golden", r.Stdout)
	if got, want := strings.Count(r.Stdout, "\n"), len(catalog.All())+1; got != want {
		t.Errorf("%d lines, want a title and one line per game (%d)", got, want)
	}
	if today := call(t, "", "daily"); today.Code != 0 || !strings.HasPrefix(today.Stdout, "daily deals of ") {
		t.Errorf("daily with no date: exit %d, %q, %q", today.Code, today.Stdout, today.Stderr)
	}
}

// deal -date prints the deal whose number daily lists, for every game; play and solve take
// -date as they take -deal.
func TestDateIsDeal(t *testing.T) {
	list := call(t, "", "daily", "-date", "2027-01-01").Stdout
	for _, line := range strings.Split(strings.TrimSpace(list), "\n")[1:] {
		id, rest, _ := strings.Cut(line, "\t")
		number, _, _ := strings.Cut(rest, "\t")
		t.Run(id, func(t *testing.T) {
			byDate := call(t, "", "deal", "-game", id, "-date", "2027-01-01")
			byNumber := call(t, "", "deal", "-game", id, "-deal", number)
			if byDate.Code != 0 || byDate.Stdout != byNumber.Stdout {
				t.Errorf("deal -date: exit %d %q; it differs from deal -deal %s", byDate.Code, byDate.Stderr, number)
			}
			first := strings.SplitN(call(t, "", "moves", "-game", id, "-date", "2027-01-01").Stdout, "\n", 2)[0]
			played := call(t, "", "play", "-game", id, "-date", "2027-01-01", first)
			want := call(t, "", "play", "-game", id, "-deal", number, first)
			if played.Code != 0 || played.Stdout != want.Stdout {
				t.Errorf("play -date: exit %d %q; it differs from play -deal %s", played.Code, played.Stderr, number)
			}
		})
	}
	solved := call(t, "", "solve", "-game", "tiny-pebbles", "-date", "2027-01-01")
	if solved.Code != 0 || !strings.HasPrefix(solved.Stdout, "won\n") {
		t.Errorf("solve -date: exit %d, %q, %q", solved.Code, tail(solved.Stdout), solved.Stderr)
	}
}

func TestBadDates(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // in the message
	}{
		{"no such day", []string{"deal", "-game", "tiny-pebbles", "-date", "2026-11-31"}, `bad date "2026-11-31": want a day written YYYY-MM-DD`},
		{"not a date", []string{"deal", "-game", "tiny-pebbles", "-date", "tomorrow"}, `bad date "tomorrow"`},
		{"another format", []string{"daily", "-date", "26/11/2026"}, `bad date "26/11/2026"`},
		{"before the first day", []string{"daily", "-date", "2026-10-31"}, "the daily deals run from 2026-11-01"},
		{"past the last day", []string{"play", "-game", "sea-towers", "-date", "10000-01-01"}, `bad date "10000-01-01"`},
		{"with -deal", []string{"deal", "-game", "sea-towers", "-date", "2026-11-26", "-deal", "3"}, "give -date alone"},
		{"with -random", []string{"solve", "-game", "shanghai-square", "-date", "2026-11-26", "-random"}, "give -date alone"},
		{"in a survey", []string{"survey", "-game", "sea-towers", "-deals", "1-2", "-date", "2026-11-26"}, "survey takes"},
		{"daily with words", []string{"daily", "today"}, "daily takes only -date"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := call(t, "", tt.args...)
			if r.Code != 2 || !strings.Contains(r.Stderr, tt.want) || r.Stdout != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and a message with %q", r.Code, r.Stdout, r.Stderr, tt.want)
			}
		})
	}
}

// TestStatus runs the status command on the fixtures of package status.
func TestStatus(t *testing.T) {
	tests := []struct {
		fixture string
		want    string
	}{
		{"square-loss.txt", "status: not winnable (proved)\nback: undo 3 moves to the last winnable position\n"},
		{"pebbles-loss.txt", "status: not winnable (proved)\nback: undo 2 moves to the last winnable position\n"},
		{"square-random.txt", "status: not winnable (proved)\nback: no earlier position of this game is winnable: the deal cannot be won\n"},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("..", "..", "status", "testdata", tt.fixture))
			if err != nil {
				t.Fatal(err)
			}
			head, pos, _ := strings.Cut(string(b), "\n---\n")
			var moves []string
			for _, line := range strings.Split(head, "\n") {
				if rest, ok := strings.CutPrefix(line, "moves: "); ok {
					moves = strings.Fields(rest)
				}
			}
			game := strings.TrimPrefix(strings.SplitN(pos, "\n", 2)[0], "game: ")
			r := call(t, pos, append([]string{"status", "-game", game, "-position", "-"}, moves...)...)
			if r.Code != 0 || r.Stdout != tt.want {
				t.Errorf("exit %d, stderr %q, stdout %q; want %q", r.Code, r.Stderr, r.Stdout, tt.want)
			}
			// Before the moves, the deal's start: winnable, or (the random deal) not.
			start := call(t, pos, "status", "-game", game, "-position", "-")
			if start.Code != 0 || !strings.HasPrefix(start.Stdout, "status: ") {
				t.Errorf("status of the start: exit %d, %q, %q", start.Code, start.Stdout, start.Stderr)
			}
		})
	}
	winnable := call(t, "", "status", "-game", "sea-towers", "-deal", "1")
	if winnable.Stdout != "status: winnable (proved)\n" {
		t.Errorf("sea-towers deal 1: %q, %q", winnable.Stdout, winnable.Stderr)
	}
	scored := call(t, "", "status", "-game", "one-player", "-deal", "1")
	if !strings.HasPrefix(scored.Stdout, "status: expected final score ") {
		t.Errorf("one-player deal 1: %q, %q", scored.Stdout, scored.Stderr)
	}
	bad := call(t, "", "status", "-game", "shanghai-square", "-deal", "1", "nonsense")
	if bad.Code != 1 || !strings.Contains(bad.Stderr, `move 1 "nonsense"`) {
		t.Errorf("a bad move: exit %d, %q", bad.Code, bad.Stderr)
	}
}
