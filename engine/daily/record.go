package daily

import "time"

// Outcome is how a daily game stands.
type Outcome uint8

// The outcomes.
const (
	Unfinished Outcome = iota // begun, not ended
	Won
	Lost
	Finished // a scored game (One Player) played to its end
)

// Result is one daily game: the deal of Date of Game, as one player played it.
type Result struct {
	Game     string // the variant id
	Date     Date   // the day whose deal was played
	Begun    Date   // the UTC date the game was begun on
	Outcome  Outcome
	Seconds  int  // time played, when ended
	Score    int  // the score, in games that keep one
	Assisted bool // hints or the "can this still be won?" status were used
}

// Complete reports whether r was played through: won, or ended in a scored game.
func (r Result) Complete() bool { return r.Outcome == Won || r.Outcome == Finished }

// Late reports whether r was begun on another day than its own: a past day played later
// (or, with a device's clock set back, a day played before it came). A late game is kept
// and shown but counts for no streak.
func (r Result) Late() bool { return r.Begun != r.Date }

// Day is one day of a game's calendar.
type Day struct {
	Date     Date
	Played   bool // a game of the day's deal was begun
	Complete bool // and played through (won, or ended in a scored game)
	Late     bool // complete only by a game begun on a later day: no streak counts it
	Today    bool
	Future   bool // after today: its deal cannot be played yet
}

// MonthView is a month of one game's calendar.
type MonthView struct {
	Year  int
	Month time.Month
	Days  []Day // the 28 to 31 days, from the 1st
	// Played and Complete count the days with a game begun and with one played through
	// (late ones included).
	Played, Complete int
}

// Month lays out month m of year y of game from results (other games' results are ignored),
// as seen on day today. Several results of one day merge: the day is complete if any of them
// is, and late only if none of the complete ones is on time.
func Month(results []Result, game string, y int, m time.Month, today Date) MonthView {
	v := MonthView{Year: y, Month: m, Days: make([]Day, MonthDays(y, m))}
	for i := range v.Days {
		d := Date{y, m, i + 1}
		v.Days[i] = Day{Date: d, Today: d == today, Future: today.Before(d)}
	}
	for _, r := range results {
		if r.Game != game || r.Date.Year != y || r.Date.Month != m || r.Date.Day < 1 || r.Date.Day > len(v.Days) {
			continue
		}
		day := &v.Days[r.Date.Day-1]
		day.Played = true
		switch {
		case !r.Complete():
		case !r.Late():
			day.Complete, day.Late = true, false
		case !day.Complete:
			day.Complete, day.Late = true, true
		}
	}
	for _, d := range v.Days {
		if d.Played {
			v.Played++
		}
		if d.Complete {
			v.Complete++
		}
	}
	return v
}

// Streak is a player's run of days.
type Streak struct {
	// Current is the number of days in a row, ending today, or yesterday while today is not
	// yet played through, whose deal was played through on its own day.
	Current int
	// Best is the longest such run ever (Current included).
	Best int
}

// Streaks counts the streaks of game on day today, or of all games together (a day counts
// when any game was played through on it) when game is "". Results dated after today (a
// device's clock set back) count for nothing.
func Streaks(results []Result, game string, today Date) Streak {
	// The days as a set, and each run counted from its first day: no sort, whose generic
	// code would cost the page's WebAssembly more than this whole function.
	days := map[int]bool{}
	for _, r := range results {
		if (game == "" || r.Game == game) && r.Complete() && !r.Late() && !today.Before(r.Date) {
			days[r.Date.Days()] = true
		}
	}
	var s Streak
	for d := range days {
		if days[d-1] {
			continue
		}
		run := 1
		for days[d+run] {
			run++
		}
		s.Best = max(s.Best, run)
		if last := d + run - 1; last >= today.Days()-1 {
			s.Current = run
		}
	}
	return s
}

// Best is a game's best daily results.
type Best struct {
	Seconds  int  // the shortest won game, when HasTime
	HasTime  bool // some game was won (a win can take 0 s)
	Score    int  // the highest score of an ended game
	HasScore bool // some game ended, so that Score means something
	Played   int  // days with a game begun
	Complete int  // days played through (late ones included)
}

// Bests gathers game's best results, late games included: a time or a score is the
// player's own on that deal whenever it was played.
func Bests(results []Result, game string) Best {
	var b Best
	played := map[Date]bool{}
	complete := map[Date]bool{}
	for _, r := range results {
		if r.Game != game {
			continue
		}
		played[r.Date] = true
		if r.Outcome == Unfinished {
			continue
		}
		if r.Complete() {
			complete[r.Date] = true
		}
		if r.Outcome == Won && (!b.HasTime || r.Seconds < b.Seconds) {
			b.Seconds, b.HasTime = r.Seconds, true
		}
		if !b.HasScore || r.Score > b.Score {
			b.Score, b.HasScore = r.Score, true
		}
	}
	b.Played, b.Complete = len(played), len(complete)
	return b
}
