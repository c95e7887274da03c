package store

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestStatsAdd(t *testing.T) {
	win := func(sec, moves int) Outcome { return Outcome{Won: true, Seconds: sec, Moves: moves} }
	loss := Outcome{Moves: 10}
	tests := []struct {
		name     string
		games    []Outcome
		want     Stats
		rate     int
		avgTenth int
	}{
		{"nothing", nil, Stats{}, 0, 0},
		{"one win", []Outcome{win(120, 30)}, Stats{Played: 1, Won: 1, Streak: 1, BestStreak: 1, BestTime: 120, Moves: 30}, 100, 300},
		{"a loss breaks the streak", []Outcome{win(120, 30), win(90, 30), loss, win(200, 31)},
			Stats{Played: 4, Won: 3, Streak: 1, BestStreak: 2, BestTime: 90, Moves: 101}, 75, 253},
		{"a win within the first second is a best time", []Outcome{win(0, 10), win(5, 10)},
			Stats{Played: 2, Won: 2, Streak: 2, BestStreak: 2, BestTime: 0, Moves: 20}, 100, 100},
		{"win rate rounds", []Outcome{win(5, 1), loss, loss}, Stats{Played: 3, Won: 1, Streak: 0, BestStreak: 1, BestTime: 5, Moves: 21}, 33, 70},
		{"scores keep the best", []Outcome{{Score: 40, HasScore: true, Moves: 5}, {Score: 90, HasScore: true, Moves: 5}, {Score: 60, HasScore: true, Moves: 5}, {Moves: 2}},
			Stats{Played: 4, BestScore: 90, Scored: 3, Moves: 17}, 0, 43},
		{"wins with help are counted", []Outcome{win(5, 1), {Won: true, Seconds: 9, Moves: 2, Helped: true}, {Moves: 3, Helped: true}},
			Stats{Played: 3, Won: 2, Streak: 0, BestStreak: 2, BestTime: 5, Moves: 6, Helped: 1}, 67, 20},
		{"a negative first score is a best", []Outcome{{Score: -3, HasScore: true}}, Stats{Played: 1, BestScore: -3, Scored: 1}, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s Stats
			for _, o := range tt.games {
				s = s.Add(o)
			}
			if diff := cmp.Diff(tt.want, s); diff != "" {
				t.Errorf("Add (-want +got):\n%s", diff)
			}
			if got := s.WinRate(); got != tt.rate {
				t.Errorf("WinRate = %d, want %d", got, tt.rate)
			}
			if got := s.AverageMoves(); got != tt.avgTenth {
				t.Errorf("AverageMoves = %d, want %d", got, tt.avgTenth)
			}
		})
	}
}

func TestStatsRoundTrip(t *testing.T) {
	all := map[string]Stats{
		"shanghai-square": {Played: 12, Won: 7, Streak: 2, BestStreak: 4, BestTime: 181, Moves: 640},
		"one-player":      {Played: 3, BestScore: 120, Scored: 3, Moves: 90},
		"tiny-pebbles":    {Played: 2, Won: 2, Streak: 2, BestStreak: 2, BestTime: 30, Moves: 40, Helped: 1},
	}
	text := "1\none-player;3;0;0;0;0;120;3;90\nshanghai-square;12;7;2;4;181;0;0;640\ntiny-pebbles;2;2;2;2;30;0;0;40;1"
	if diff := cmp.Diff(text, FormatStats(all)); diff != "" {
		t.Errorf("FormatStats (-want +got):\n%s", diff)
	}
	got, err := ParseStats(text)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(all, got); diff != "" {
		t.Errorf("ParseStats (-want +got):\n%s", diff)
	}
	if empty, err := ParseStats("1"); err != nil || len(empty) != 0 {
		t.Errorf(`ParseStats("1") = %v, %v; want no statistics`, empty, err)
	}
}

// TestParseStatsLines: a line that cannot be read costs that line only, and is named in the
// error; the lines around it are read.
func TestParseStatsLines(t *testing.T) {
	good := "a;1;0;0;0;0;0;0;1"
	okA := map[string]Stats{"a": {Played: 1, Moves: 1}}
	okAB := map[string]Stats{"a": {Played: 1, Moves: 1}, "b": {Played: 2, Won: 1, Streak: 1, BestStreak: 1, BestTime: 9, Moves: 4}}
	lineB := "b;2;1;1;1;9;0;0;4"
	tests := []struct {
		name, text string
		want       map[string]Stats
		err        string // "" for none
	}{
		{"empty", "", map[string]Stats{}, "not of version 1"},
		{"other version", "0\n" + good, map[string]Stats{}, "not of version 1"},
		{"trailing newline", "1\n" + good + "\n", okA, ""},
		{"blank lines", "1\n\n" + good + "\n\n" + lineB + "\n", okAB, ""},
		{"version alone with a newline", "1\n", map[string]Stats{}, ""},
		{"short line", "1\n" + good + "\nshanghai-square;1;1\n" + lineB, okAB, "line 3 has 3 fields, not 9 or 10"},
		{"repeated", "1\n" + good + "\na;1;0;0;0;0;0;0;1", okA, "line 3 repeats"},
		{"not a number", "1\nc;x;0;0;0;0;0;0;1\n" + good, okA, `line 2 has the count "x", not a whole number`},
		{"more won than played", "1\nc;1;2;0;2;5;0;0;1\n" + good, okA, "does not add up"},
		{"streak over best", "1\n" + good + "\nc;3;3;3;2;5;0;0;1", okA, "does not add up"},
		{"more helped than won", "1\nc;3;1;1;1;5;0;0;1;2\n" + good, okA, "does not add up"},
		{"best time with no win", "1\nc;3;0;0;0;5;0;0;1\n" + lineB, map[string]Stats{"b": okAB["b"]}, "does not add up"},
		{"many bad lines", "1\nx\ny\nz\nw\nv\n" + good, okA, "line 4 has 1 field, not 9 or 10; 2 more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseStats(tt.text)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseStats(%q) (-want +got):\n%s", tt.text, diff)
			}
			switch {
			case tt.err == "" && err != nil:
				t.Errorf("ParseStats(%q): %v, want no error", tt.text, err)
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
				t.Errorf("ParseStats(%q): %v, want an error with %q", tt.text, err, tt.err)
			}
		})
	}
}

// readsBack is the body of the fuzz targets of the parsers that keep the lines they could
// read: what parse read of text, whatever it refused, must print as text that parse reads
// back whole, as the same value.
func readsBack[T any](t *testing.T, text string, parse func(string) (T, error), format func(T) string, opts ...cmp.Option) {
	t.Helper()
	read, _ := parse(text)
	again, err := parse(format(read))
	if err != nil {
		t.Fatalf("what %q reads as prints as text that does not read back: %v", text, err)
	}
	if diff := cmp.Diff(read, again, opts...); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
}

func FuzzParseStats(f *testing.F) {
	f.Add("1\none-player;3;0;0;0;0;120;3;90\nshanghai-square;12;7;2;4;181;0;0;640")
	f.Add("1")
	f.Fuzz(func(t *testing.T, text string) {
		readsBack(t, text, ParseStats, FormatStats)
	})
}
