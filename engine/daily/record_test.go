package daily

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// day reads a date of any year, before First too: the record's arithmetic does not care.
func day(s string) Date {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return Of(t)
}

// won is a game of date won on its own day; late is one won on a later day.
func won(game, date string) Result {
	return Result{Game: game, Date: day(date), Begun: day(date), Outcome: Won, Seconds: 100}
}

func late(game, date, begun string) Result {
	return Result{Game: game, Date: day(date), Begun: day(begun), Outcome: Won, Seconds: 100}
}

func TestStreaks(t *testing.T) {
	const g = "tiny-pebbles"
	tests := []struct {
		name    string
		results []Result
		game    string
		today   string
		want    Streak
	}{
		{"none", nil, g, "2026-11-26", Streak{}},
		{"today only", []Result{won(g, "2026-11-26")}, g, "2026-11-26", Streak{1, 1}},
		{"through yesterday, today not played yet",
			[]Result{won(g, "2026-11-24"), won(g, "2026-11-25")}, g, "2026-11-26", Streak{2, 2}},
		{"ended the day before yesterday",
			[]Result{won(g, "2026-11-23"), won(g, "2026-11-24")}, g, "2026-11-26", Streak{0, 2}},
		{"a missed day splits the run",
			[]Result{won(g, "2026-11-20"), won(g, "2026-11-21"), won(g, "2026-11-22"), won(g, "2026-11-24"), won(g, "2026-11-25"), won(g, "2026-11-26")},
			g, "2026-11-26", Streak{3, 3}},
		{"best before the current",
			[]Result{won(g, "2026-11-01"), won(g, "2026-11-02"), won(g, "2026-11-03"), won(g, "2026-11-04"), won(g, "2026-11-26")},
			g, "2026-11-26", Streak{1, 4}},
		{"across a month's end",
			[]Result{won(g, "2026-02-27"), won(g, "2026-02-28"), won(g, "2026-03-01")}, g, "2026-03-01", Streak{3, 3}},
		{"across a leap day",
			[]Result{won(g, "2028-02-28"), won(g, "2028-02-29"), won(g, "2028-03-01")}, g, "2028-03-02", Streak{3, 3}},
		{"across the year's end",
			[]Result{won(g, "2026-12-30"), won(g, "2026-12-31"), won(g, "2027-01-01"), won(g, "2027-01-02")}, g, "2027-01-02", Streak{4, 4}},
		{"a late day does not mend a missed one",
			[]Result{won(g, "2026-11-24"), late(g, "2026-11-25", "2026-11-26"), won(g, "2026-11-26")}, g, "2026-11-26", Streak{1, 1}},
		{"a lost game does not count",
			[]Result{won(g, "2026-11-25"), {Game: g, Date: day("2026-11-26"), Begun: day("2026-11-26"), Outcome: Lost}},
			g, "2026-11-26", Streak{1, 1}},
		{"an unfinished game does not count",
			[]Result{{Game: g, Date: day("2026-11-26"), Begun: day("2026-11-26")}}, g, "2026-11-26", Streak{}},
		{"a scored game played to its end counts",
			[]Result{{Game: "one-player", Date: day("2026-11-26"), Begun: day("2026-11-26"), Outcome: Finished, Score: 1800}},
			"one-player", "2026-11-26", Streak{1, 1}},
		{"two games of one day count once",
			[]Result{won(g, "2026-11-25"), won(g, "2026-11-25"), won(g, "2026-11-26")}, g, "2026-11-26", Streak{2, 2}},
		{"other games are not counted",
			[]Result{won("sea-towers", "2026-11-25"), won(g, "2026-11-26")}, g, "2026-11-26", Streak{1, 1}},
		{"any game: a day counts when some game was played through",
			[]Result{won("sea-towers", "2026-11-24"), won(g, "2026-11-25"), won("sea-cell", "2026-11-26")}, "", "2026-11-26", Streak{3, 3}},
		{"a day after today (a clock set back) counts for nothing",
			[]Result{won(g, "2026-11-25"), won(g, "2026-11-27")}, g, "2026-11-26", Streak{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Streaks(tt.results, tt.game, day(tt.today))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Streaks (-want +got):\n%s", diff)
			}
		})
	}
}

func TestMonth(t *testing.T) {
	const g = "sea-towers"
	results := []Result{
		won(g, "2026-01-31"), // another month
		won(g, "2026-02-01"),
		{Game: g, Date: day("2026-02-02"), Begun: day("2026-02-02")}, // begun, not won
		late(g, "2026-02-03", "2026-02-05"),
		late(g, "2026-02-04", "2026-02-05"), won(g, "2026-02-04"), // on time and late: on time
		won("sea-cell", "2026-02-05"), // another game
		won(g, "2026-03-01"),
	}
	got := Month(results, g, 2026, time.February, day("2026-02-06"))
	if len(got.Days) != 28 {
		t.Fatalf("February 2026 has %d days, want 28", len(got.Days))
	}
	want := map[int]Day{
		1: {Date: day("2026-02-01"), Played: true, Complete: true},
		2: {Date: day("2026-02-02"), Played: true},
		3: {Date: day("2026-02-03"), Played: true, Complete: true, Late: true},
		4: {Date: day("2026-02-04"), Played: true, Complete: true},
		5: {Date: day("2026-02-05")},
		6: {Date: day("2026-02-06"), Today: true},
		7: {Date: day("2026-02-07"), Future: true},
	}
	for n, w := range want {
		if diff := cmp.Diff(w, got.Days[n-1]); diff != "" {
			t.Errorf("day %d (-want +got):\n%s", n, diff)
		}
	}
	if got.Played != 4 || got.Complete != 3 {
		t.Errorf("Played, Complete = %d, %d, want 4, 3", got.Played, got.Complete)
	}
	for _, tt := range []struct {
		y    int
		m    time.Month
		days int
	}{{2026, time.December, 31}, {2028, time.February, 29}, {2100, time.February, 28}, {2026, time.April, 30}} {
		if n := len(Month(nil, g, tt.y, tt.m, day("2026-01-01")).Days); n != tt.days {
			t.Errorf("%d-%02d: %d days, want %d", tt.y, tt.m, n, tt.days)
		}
	}
}

func TestBests(t *testing.T) {
	const g = "mahjongg-stones"
	results := []Result{
		{Game: g, Date: day("2026-03-01"), Begun: day("2026-03-01"), Outcome: Won, Seconds: 300, Score: 1200},
		{Game: g, Date: day("2026-03-02"), Begun: day("2026-03-04"), Outcome: Won, Seconds: 250, Score: 900}, // late: counts
		{Game: g, Date: day("2026-03-03"), Begun: day("2026-03-03"), Outcome: Lost, Seconds: 100, Score: 1500},
		{Game: g, Date: day("2026-03-04"), Begun: day("2026-03-04")}, // unfinished
		{Game: "tiny-pebbles", Date: day("2026-03-04"), Begun: day("2026-03-04"), Outcome: Won, Seconds: 10, Score: 5000},
	}
	want := Best{Seconds: 250, HasTime: true, Score: 1500, HasScore: true, Played: 4, Complete: 2}
	if diff := cmp.Diff(want, Bests(results, g)); diff != "" {
		t.Errorf("Bests (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(Best{}, Bests(nil, g)); diff != "" {
		t.Errorf("Bests of nothing (-want +got):\n%s", diff)
	}
}

// TestOf: the day is the UTC date, whatever the device's time zone.
func TestOf(t *testing.T) {
	la := time.FixedZone("UTC-8", -8*3600)
	tokyo := time.FixedZone("UTC+9", 9*3600)
	tests := []struct {
		name string
		t    time.Time
		want string
	}{
		{"UTC noon", time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC), "2026-11-26"},
		{"last second of the UTC day", time.Date(2026, 11, 26, 23, 59, 59, 0, time.UTC), "2026-11-26"},
		{"UTC midnight", time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC), "2026-11-27"},
		{"16:00 on the 26th at UTC-8 is already the 27th", time.Date(2026, 11, 26, 16, 0, 0, 0, la), "2026-11-27"},
		{"15:59 on the 26th at UTC-8 is still the 26th", time.Date(2026, 11, 26, 15, 59, 0, 0, la), "2026-11-26"},
		{"08:59 on the 27th at UTC+9 is still the 26th", time.Date(2026, 11, 27, 8, 59, 0, 0, tokyo), "2026-11-26"},
		{"New Year's Eve 20:00 at UTC-8 is the new year", time.Date(2026, 12, 31, 20, 0, 0, 0, la), "2027-01-01"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Of(tt.t).String(); got != tt.want {
				t.Errorf("Of(%v) = %s, want %s", tt.t, got, tt.want)
			}
		})
	}
}

func TestParseDate(t *testing.T) {
	for _, s := range []string{"2026-11-01", "2026-11-26", "2028-02-29", "9999-12-31"} {
		d, err := ParseDate(s)
		if err != nil || d.String() != s {
			t.Errorf("ParseDate(%q) = %v, %v; want it back", s, d, err)
		}
	}
	for _, s := range []string{"", "2026-11-31", "2027-02-29", "2026-10-31", "2025-12-31", "26-11-26", "2026-1-5", "2026/11/26", "2026-11-26x", "10000-01-01", "today", "2026-11-26T00:00:00Z"} {
		if d, err := ParseDate(s); err == nil {
			t.Errorf("ParseDate(%q) = %v, want an error", s, d)
		}
	}
}

func TestDateArithmetic(t *testing.T) {
	tests := []struct {
		from, want string
		n          int
	}{
		{"2026-12-31", "2027-01-01", 1},
		{"2027-01-01", "2026-12-31", -1},
		{"2028-02-28", "2028-02-29", 1},
		{"2026-01-01", "2027-01-01", 365},
		{"2028-01-01", "2029-01-01", 366},
	}
	for _, tt := range tests {
		if got := day(tt.from).Add(tt.n).String(); got != tt.want {
			t.Errorf("%s + %d = %s, want %s", tt.from, tt.n, got, tt.want)
		}
	}
	if got := day("2026-11-26").Weekday(); got != time.Thursday {
		t.Errorf("2026-11-26 is a %v, want Thursday", got)
	}
}

// FuzzParseDate: whatever ParseDate reads writes back as it was, and has a deal.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-11-26", "2028-02-29", "2026-02-30", "9999-12-31", "0000-00-00", "2026-11-26\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			return
		}
		if d.String() != s {
			t.Errorf("ParseDate(%q) writes back as %q", s, d)
		}
		if d.Before(First) || Last.Before(d) || !d.valid() {
			t.Errorf("ParseDate(%q) = %v, out of range", s, d)
		}
	})
}
