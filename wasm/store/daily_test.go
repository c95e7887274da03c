package store

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"mahjong/engine/daily"
	"mahjong/engine/enginetest"
)

func day(s string) daily.Date { return enginetest.Must(daily.ParseDate(s)) }

func TestDailyRoundTrip(t *testing.T) {
	results := []daily.Result{
		{Game: "tiny-pebbles", Date: day("2026-11-26"), Begun: day("2026-11-26"), Outcome: daily.Won, Seconds: 135},
		{Game: "one-player", Date: day("2026-11-25"), Begun: day("2026-11-26"), Outcome: daily.Finished, Seconds: 600, Score: -40, Assisted: true},
		{Game: "sea-cell", Date: day("2026-12-31"), Begun: day("2027-01-01"), Outcome: daily.Lost, Seconds: 0},
		{Game: "shanghai-turtle", Date: day("2027-01-01"), Begun: day("2027-01-01"), Outcome: daily.Unfinished},
	}
	const text = "1\ntiny-pebbles;2026-11-26;2026-11-26;w;135;0;0\none-player;2026-11-25;2026-11-26;f;600;-40;1\n" +
		"sea-cell;2026-12-31;2027-01-01;l;0;0;0\nshanghai-turtle;2027-01-01;2027-01-01;u;0;0;0"
	if diff := cmp.Diff(text, FormatDaily(results)); diff != "" {
		t.Errorf("FormatDaily (-want +got):\n%s", diff)
	}
	got, err := ParseDaily(text + "\n")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(results, got); diff != "" {
		t.Errorf("ParseDaily (-want +got):\n%s", diff)
	}
	if got, err := ParseDaily(FormatDaily(nil)); err != nil || len(got) != 0 {
		t.Errorf("no results: got %v, %v", got, err)
	}
}

// A corrupt line costs that line only; another version or garbage yields nothing, with an
// error, and never a panic.
func TestParseDailyRefuses(t *testing.T) {
	const good = "tiny-pebbles;2026-11-26;2026-11-26;w;135;0;0"
	tests := []struct {
		name, text, want string
		kept             int
	}{
		{"empty", "", "not of version 1", 0},
		{"other version", "2\n" + good, "not of version 1", 0},
		{"json", `{"daily":[]}`, "not of version 1", 0},
		{"missing field", "1\n" + good + "\ntiny-pebbles;2026-11-27;2026-11-27;w;135;0", "line 3 has 6 fields, not 7", 1},
		{"bad id", "1\nTiny;2026-11-26;2026-11-26;w;1;0;0\n" + good, "line 2 names no game", 1},
		{"bad date", "1\n" + good + "\ntiny-pebbles;2026-02-30;2026-11-26;w;1;0;0", "line 3 has a wrong day", 1},
		{"before the first day", "1\ntiny-pebbles;2026-10-31;2026-11-26;w;1;0;0", "line 2 has a wrong day", 0},
		{"bad begun", "1\ntiny-pebbles;2026-11-26;yesterday;w;1;0;0", "wrong day begun", 0},
		{"bad outcome", "1\ntiny-pebbles;2026-11-26;2026-11-26;W;1;0;0", "unknown outcome", 0},
		{"negative time", "1\ntiny-pebbles;2026-11-26;2026-11-26;w;-1;0;0", "the time", 0},
		{"bad score", "1\none-player;2026-11-26;2026-11-26;f;1;-0;0", "wrong score", 0},
		{"huge score", "1\none-player;2026-11-26;2026-11-26;f;1;99999999999999;0", "wrong score", 0},
		{"bad flag", "1\ntiny-pebbles;2026-11-26;2026-11-26;w;1;0;yes", "has the help mark \"yes\", not 0 or 1", 0},
		{"many bad lines", "1\nx\ny\nz\nw\n" + good, "1 more", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseDaily(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
			if len(got) != tt.kept {
				t.Errorf("kept %d results, want %d", len(got), tt.kept)
			}
		})
	}
}

func TestMergeDaily(t *testing.T) {
	const g = "tiny-pebbles"
	// res is a result of the deal of 2026-11-26, begun on that day of November: the 26th, or
	// later for a late one.
	res := func(begun int, o daily.Outcome, seconds, score int) daily.Result {
		return daily.Result{Game: g, Date: day("2026-11-26"), Begun: daily.Date{Year: 2026, Month: 11, Day: begun}, Outcome: o, Seconds: seconds, Score: score}
	}
	tests := []struct {
		name string
		old  daily.Result
		add  daily.Result
		want daily.Result
	}{
		{"a game finished after midnight keeps the day it was begun", res(26, daily.Unfinished, 0, 0), res(27, daily.Won, 300, 0), res(26, daily.Won, 300, 0)},
		{"a lost day played again later is late", res(26, daily.Lost, 60, 0), res(27, daily.Unfinished, 0, 0), res(27, daily.Unfinished, 0, 0)},
		{"a win is not replaced by a loss", res(26, daily.Won, 60, 0), res(26, daily.Lost, 10, 0), res(26, daily.Won, 60, 0)},
		{"a win on the day is not replaced by a faster late one", res(26, daily.Won, 60, 0), res(28, daily.Won, 10, 0), res(26, daily.Won, 60, 0)},
		{"a faster win on the day replaces a slower one", res(26, daily.Won, 60, 0), res(26, daily.Won, 50, 0), res(26, daily.Won, 50, 0)},
		{"a higher score replaces a lower one", res(26, daily.Finished, 60, 10), res(26, daily.Finished, 90, 30), res(26, daily.Finished, 90, 30)},
		{"a lower score does not", res(26, daily.Finished, 60, 10), res(26, daily.Finished, 90, -5), res(26, daily.Finished, 60, 10)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			other := daily.Result{Game: g, Date: day("2026-11-25"), Begun: day("2026-11-25"), Outcome: daily.Won, Seconds: 5}
			got := MergeDaily(MergeDaily([]daily.Result{other}, tt.old), tt.add)
			if diff := cmp.Diff([]daily.Result{other, tt.want}, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func FuzzParseDaily(f *testing.F) {
	f.Add("1\ntiny-pebbles;2026-11-26;2026-11-26;w;135;0;0\none-player;2026-11-25;2026-11-26;f;600;-40;1")
	f.Add("1")
	f.Fuzz(func(t *testing.T, text string) {
		readsBack(t, text, ParseDaily, FormatDaily, cmpopts.EquateEmpty())
	})
}
