package control

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/daily"
	"mahjong/wasm/panels"
)

func TestDailyDialog(t *testing.T) {
	today := daily.Date{Year: 2027, Month: time.March, Day: 26}
	games := []panels.Row{{ID: "sea-towers", Name: "Sea Towers"}}
	for _, tc := range []struct {
		name  string
		steps func(d *dailyState)
		want  panels.Daily
	}{
		{"opened", func(d *dailyState) { d.open("sea-towers", today) }, panels.Daily{
			Game: "sea-towers", Year: 2027, Month: time.March, Day: today,
			Link: "https://example.org/#game=sea-towers&daily=2027-03-26"}},
		{"a month back", func(d *dailyState) { d.open("sea-towers", today); d.step(true, today) }, panels.Daily{
			Game: "sea-towers", Year: 2027, Month: time.February, Day: today,
			Link: "https://example.org/#game=sea-towers&daily=2027-03-26"}},
		{"not after today's month", func(d *dailyState) { d.open("sea-towers", today); d.step(false, today) }, panels.Daily{
			Game: "sea-towers", Year: 2027, Month: time.March, Day: today,
			Link: "https://example.org/#game=sea-towers&daily=2027-03-26"}},
		{"another day picked", func(d *dailyState) {
			d.open("sea-towers", today)
			d.pick = daily.Date{Year: 2027, Month: time.March, Day: 2}
		}, panels.Daily{
			Game: "sea-towers", Year: 2027, Month: time.March, Day: daily.Date{Year: 2027, Month: time.March, Day: 2},
			Link: "https://example.org/#game=sea-towers&daily=2027-03-02"}},
		{"not before the first daily day's month", func(d *dailyState) {
			d.open("sea-towers", daily.First)
			d.step(true, daily.First)
		}, panels.Daily{
			Game: "sea-towers", Year: daily.First.Year, Month: daily.First.Month, Day: daily.First,
			Link: "https://example.org/#game=sea-towers&daily=" + daily.First.String()}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var d dailyState
			tc.steps(&d)
			got := d.panel(games, nil, today, "https://example.org/")
			tc.want.Games, tc.want.Today = games, today
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestDailyAskedOnce(t *testing.T) {
	day := daily.Date{Year: 2026, Month: time.November, Day: 26}
	d := dailyState{want: day}
	for _, tc := range []struct {
		name string
		want daily.Date
	}{
		{"first", day},
		{"then none", daily.Date{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := d.asked(); got != tc.want {
				t.Errorf("asked() = %v, want %v", got, tc.want)
			}
		})
	}
}
