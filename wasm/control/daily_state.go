package control

import (
	"time"

	"mahjong/engine/daily"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
	"mahjong/wasm/panels"
)

// dailyState is the daily game being played and what the Daily dialog shows (daily.go).
type dailyState struct {
	want daily.Date     // the day a link or the dialog asked for, taken by the next newGame
	play page.DailyGame // the daily game being played, if it is one

	game  string     // the dialog's game
	year  int        // and month
	month time.Month //
	pick  daily.Date // and the day picked in its calendar
}

// open shows game's calendar in the dialog, at today's month, today picked.
func (d *dailyState) open(game string, today daily.Date) {
	d.pick = today
	d.game, d.year, d.month = game, today.Year, today.Month
}

// step shows the month before (back) or after the one shown, within the calendar's range.
func (d *dailyState) step(back bool, today daily.Date) {
	step := 1
	if back {
		step = -1
	}
	d.year, d.month = page.StepMonth(d.year, d.month, step, today)
}

// asked returns the day a link or the dialog asked for, once: the next game's.
func (d *dailyState) asked() daily.Date {
	day := d.want
	d.want = daily.Date{}
	return day
}

// panel is what the dialog's body shows: games are the games offered, results the daily
// record, base the address a shared link starts with.
func (d *dailyState) panel(games []panels.Row, results []daily.Result, today daily.Date, base string) panels.Daily {
	share := link.FormatFragment(link.Link{Game: d.game, Daily: d.pick})
	return panels.Daily{Games: games, Results: results, Today: today, Game: d.game, Year: d.year,
		Month: d.month, Day: d.pick, Link: base + share}
}
