package page

import (
	"mahjong/wasm/msg"
	"time"

	"mahjong/engine"
	"mahjong/engine/daily"
	"mahjong/wasm/store"
)

// DailyGame follows the daily game being played (engine/daily), to keep the player's daily
// record (store.DailyKey) as it goes: begun at its first move, then lost, won or ended, and
// whether help was used. Its zero value is no daily game.
type DailyGame struct {
	Day    daily.Date // the day whose deal is played; the zero Date: not a daily game
	Hinted bool       // the game had help: a hint, or the "can this still be won?" status shown

	begun   bool // the game is in the record
	begunOn daily.Date
	last    daily.Outcome // as last written
	help    bool
}

// Start makes the next game the daily game of day (none for the zero Date).
func (g *DailyGame) Start(day daily.Date) { *g = DailyGame{Day: day} }

// On reports whether the game is a daily game.
func (g *DailyGame) On() bool { return g.Day != daily.Date{} }

// Standing is how the game stands after a render.
type Standing struct {
	Game    string // the variant id
	Status  engine.Status
	Scored  bool // the variant keeps a score (One Player): its end is Finished, not Won or Lost
	Score   int
	Seconds int
	Moved   bool // a move was played (or undone)
}

// Update returns the record (read by calling read, only when needed: a move must not
// parse it) with the game as it stands, and whether it changed: a game only looked at (no
// move yet) is not written, nor a game whose outcome and help are as last written. today is
// the device's day, the day a game not yet written is begun on; a game written before (a
// save resumed, even on a later day) keeps the day it was begun on.
func (g *DailyGame) Update(s Standing, today daily.Date, read func() []daily.Result) ([]daily.Result, bool) {
	if !g.On() {
		return nil, false
	}
	r := daily.Result{Game: s.Game, Date: g.Day, Begun: g.begunOn, Seconds: s.Seconds, Assisted: g.Hinted}
	switch {
	case s.Scored && s.Status != engine.Playing:
		r.Outcome, r.Score = daily.Finished, s.Score
	case s.Status == engine.Won:
		r.Outcome = daily.Won
	case s.Status == engine.Lost:
		r.Outcome = daily.Lost
	}
	switch {
	case !g.begun && !s.Moved:
		return nil, false
	case g.begun && r.Outcome == g.last && r.Assisted == g.help:
		return nil, false
	case !g.begun:
		r.Begun = today
	}
	record := store.MergeDaily(read(), r)
	for _, kept := range record {
		if kept.Game == r.Game && kept.Date == r.Date && kept.Outcome == daily.Unfinished {
			r.Begun = kept.Begun // an earlier game of the day goes on: it was begun then
		}
	}
	g.begun, g.begunOn, g.last, g.help = true, r.Begun, r.Outcome, r.Assisted
	return record, true
}

// DailyDay decides, as a game deals deal of v, whether it is a daily game, and of which day
// (the zero Date: none). want is the day a link or the Daily dialog asked for, current the
// day of the daily game being replaced when it is of v (a restart, a reload keep it); a deal
// that is today's deal of v is today's daily game however it was opened. Failing those,
// begun (called only then) gives the days of v's daily games begun and not finished, whose
// deal a save may be resuming.
func DailyDay(v *engine.Variant, deal uint64, want, current, today daily.Date, begun func() []daily.Date) daily.Date {
	if want == (daily.Date{}) {
		want = current
	}
	if day := dayOf(v, deal, want, today); day != (daily.Date{}) {
		return day
	}
	return dayOf(v, deal, begun()...)
}

// dayOf returns the first of days whose deal of v is deal.
func dayOf(v *engine.Variant, deal uint64, days ...daily.Date) daily.Date {
	for _, day := range days {
		if day == (daily.Date{}) {
			continue
		}
		if dd, err := daily.For(v, day); err == nil && dd.Number == deal {
			return day
		}
	}
	return daily.Date{}
}

// DailyOpen is the day to open when day is asked for on the device's day today, and what
// to tell the player: a day not out yet here (a link from a device whose clock is ahead)
// opens today's; a past day is played late.
func DailyOpen(day, today daily.Date) (daily.Date, string) {
	switch {
	case today.Before(day):
		return today, msg.T("The deal of {date} is not out yet here: this device's day (UTC) is {today}. Here is today's.", "date", msg.Date(day.Year, day.Month, day.Day, msg.FullDate), "today", msg.Date(today.Year, today.Month, today.Day, msg.FullDate))
	case day != today:
		return day, msg.T("It is played late: it counts for no streak.")
	}
	return day, ""
}

// StepMonth returns the month step months after month m of year y (before it, for a
// negative step), kept from the first daily day's month to today's.
func StepMonth(y int, m time.Month, step int, today daily.Date) (int, time.Month) {
	d := daily.DateOf(daily.Date{Year: y, Month: m + time.Month(step), Day: 1}.Days())
	switch {
	case d.Before(daily.Date{Year: daily.First.Year, Month: daily.First.Month, Day: 1}):
		return daily.First.Year, daily.First.Month
	case today.Before(d):
		return today.Year, today.Month
	}
	return d.Year, d.Month
}
