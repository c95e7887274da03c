package panels

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/daily"
	"mahjong/engine/golden"
)

func date(t testing.TB, s string) daily.Date {
	t.Helper()
	d, err := daily.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// dailyFixture is a player who won Tiny Pebbles on the 24th and the 25th, played the 20th
// late, lost the 22nd, and scored in One Player today.
func dailyFixture(t testing.TB) Daily {
	res := func(game, day, begun string, o daily.Outcome, seconds, score int, help bool) daily.Result {
		return daily.Result{Game: game, Date: date(t, day), Begun: date(t, begun), Outcome: o, Seconds: seconds, Score: score, Assisted: help}
	}
	return Daily{
		Games: []Row{{ID: "tiny-pebbles", Name: "Tiny Pebbles"}, {ID: "one-player", Name: "One Player", Scored: true}},
		Results: []daily.Result{
			res("tiny-pebbles", "2026-11-20", "2026-11-23", daily.Won, 200, 0, false),
			res("tiny-pebbles", "2026-11-22", "2026-11-22", daily.Lost, 75, 0, true),
			res("tiny-pebbles", "2026-11-24", "2026-11-24", daily.Won, 135, 0, false),
			res("tiny-pebbles", "2026-11-25", "2026-11-25", daily.Won, 98, 0, true),
			res("one-player", "2026-11-26", "2026-11-26", daily.Finished, 600, 412, false),
		},
		Today: date(t, "2026-11-26"), Game: "tiny-pebbles", Year: 2026, Month: time.November,
		Day: date(t, "2026-11-25"), Link: "https://example.org/#game=tiny-pebbles&daily=2026-11-25",
	}
}

// TestDailyHTML pins the whole dialog body (testdata/daily.golden; go test -update rewrites it).
func TestDailyHTML(t *testing.T) {
	golden.Check(t, filepath.Join("testdata", "daily.golden"), strings.ReplaceAll(DailyHTML(dailyFixture(t)), "><", ">\n<"))
}

func TestDailyHTMLParts(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(*Daily)
		want    []string
		notWant []string
	}{
		{"the streak and the best time", func(*Daily) {},
			[]string{`<dd id="daily-streak">2 days</dd>`, `<dd id="daily-best-streak">2 days</dd>`, `<dt>Best time</dt><dd>1:38</dd>`, `4 (3 played through)`}, nil},
		{"the calendar marks each day", func(*Daily) {},
			[]string{`class="late" aria-pressed="false" aria-label="November 20: Won in 3:20, no help. Played late."`,
				`class="played" aria-pressed="false" aria-label="November 22: Lost after 1:15, with help."`,
				`class="won" aria-pressed="true" aria-label="November 25: Won in 1:38, with help."`,
				`class="" aria-current="date" aria-pressed="false" aria-label="November 26: today, not played"`,
				`<span class="off">27</span>`},
			nil},
		{"the first month cannot go back, the current one forward", func(*Daily) {},
			[]string{`aria-label="Previous month" disabled>`, `aria-label="Next month" disabled>`}, nil},
		{"an earlier month", func(d *Daily) {
			d.Year, d.Month = 2027, time.February
			d.Today = date(t, "2027-03-02")
			d.Day = d.Today
		},
			[]string{`<h3 id="daily-month">February 2027</h3>`, `aria-label="Previous month">`, `aria-label="Next month">`,
				// 1 February 2027 is a Monday, and 28 days fill four weeks exactly.
				"<tbody><tr><td><button", `data-date="2027-02-28"`, "</button></td></tr></tbody>"},
			[]string{"<td></td>", "disabled"}},
		{"a win in no time is a best time", func(d *Daily) { d.Results = d.Results[:1]; d.Results[0].Seconds = 0 },
			[]string{`<dt>Best time</dt><dd>0:00</dd>`}, nil},
		{"a scored game shows its best score", func(d *Daily) { d.Game, d.Day = "one-player", d.Today },
			[]string{`<dt>Best score</dt><dd>412</dd>`, "One Player, daily deal of November 26, 2026: Scored 412 in 10:00, no help.\n"}, nil},
		{"a day not played has nothing to share", func(d *Daily) { d.Day = d.Today },
			[]string{"Not played.", "Play this day's deal</button>"}, []string{"daily-share", "(late)"}},
		{"today's deals", func(*Daily) {},
			[]string{`<th scope="row">One Player</th><td>Scored 412 in 10:00, no help.</td>`, `aria-label="Play today's Tiny Pebbles">Play</button>`}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := dailyFixture(t)
			tt.edit(&d)
			got := DailyHTML(d)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("missing %q in\n%s", w, got)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(got, w) {
					t.Errorf("unexpected %q", w)
				}
			}
		})
	}
}

func TestShareText(t *testing.T) {
	d := dailyFixture(t)
	tests := []struct {
		r    daily.Result
		want string
	}{
		{d.Results[0], "Tiny Pebbles, daily deal of November 20, 2026: Won in 3:20, no help. Played late."},
		{d.Results[1], "Tiny Pebbles, daily deal of November 22, 2026: Lost after 1:15, with help."},
		{d.Results[3], "Tiny Pebbles, daily deal of November 25, 2026: Won in 1:38, with help."},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, ShareText("Tiny Pebbles", tt.r)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
