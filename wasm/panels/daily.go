package panels

import (
	"strconv"
	"time"

	"mahjong/engine/daily"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
)

// Daily is what the Daily dialog shows: today's deal of every game, and for one game a month
// of its calendar, its streaks and bests, and one day with its result to share.
type Daily struct {
	Games   []Row
	Results []daily.Result
	Today   daily.Date
	Game    string     // the game whose calendar is shown (an id of Games)
	Year    int        // the month shown
	Month   time.Month //
	Day     daily.Date // the day picked in the calendar
	Link    string     // the address that opens the picked day's deal
}

// DailyHTML is the Daily dialog's body. Its buttons carry data-home actions: "daily-play"
// (with data-game and data-date), "daily-day" (data-date), "daily-prev", "daily-next" and
// "daily-copy"; the select #daily-game picks the calendar's game.
func DailyHTML(d Daily) string {
	var b board.Markup
	b.W(`<p id="daily-today">Today is `, LongDate(d.Today), ` (UTC). Every game has a deal a day, the same for everyone; `,
		`the next ones come at midnight UTC. Daily games count here, not in Statistics.</p>`)
	dailyTodayTable(&b, d)
	name := ""
	b.W(`<h3><label for="daily-game">Calendar of</label></h3><p><select id="daily-game">`)
	for _, g := range d.Games {
		sel := ""
		if g.ID == d.Game {
			sel, name = " selected", g.Name
		}
		b.W(`<option value="`, board.EscapeHTML(g.ID), `"`, sel, `>`, board.EscapeHTML(g.Name), `</option>`)
	}
	b.W(`</select></p>`)
	dailyRecord(&b, d)
	dailyCalendar(&b, d)
	dailyPicked(&b, d, name)
	return b.String()
}

// dailyTodayTable is today's deal of every game, with how it stands and a button to play it.
func dailyTodayTable(b *board.Markup, d Daily) {
	b.W(`<table id="daily-games"><caption>Today's deals</caption><thead><tr><th scope="col">Game</th><th scope="col">Today</th><th scope="col"><span class="visually-hidden">Play</span></th></tr></thead><tbody>`)
	for _, g := range d.Games {
		r, ok := find(d.Results, g.ID, d.Today)
		state := "Not played"
		if ok {
			state = Outcome(r)
		}
		b.W(`<tr data-variant="`, board.EscapeHTML(g.ID), `"><th scope="row">`, board.EscapeHTML(g.Name), `</th><td>`, state, `</td><td>`)
		playButton(b, g, d.Today, "Play", "Play today's "+g.Name)
		b.W(`</td></tr>`)
	}
	b.W(`</tbody></table>`)
}

func playButton(b *board.Markup, g Row, day daily.Date, text, label string) {
	b.W(`<button type="button" data-home="daily-play" data-game="`, board.EscapeHTML(g.ID), `" data-date="`, day.String(),
		`" aria-label="`, board.EscapeHTML(label), `">`, text, `</button>`)
}

// dailyRecord is the game's streaks and bests.
func dailyRecord(b *board.Markup, d Daily) {
	s := daily.Streaks(d.Results, d.Game, d.Today)
	best := daily.Bests(d.Results, d.Game)
	scored := false
	for _, g := range d.Games {
		if g.ID == d.Game {
			scored = g.Scored
		}
	}
	b.W(`<dl id="daily-record"><dt>Current streak</dt><dd id="daily-streak">`, days(s.Current), `</dd>`,
		`<dt>Best streak</dt><dd id="daily-best-streak">`, days(s.Best), `</dd>`)
	switch {
	case scored && best.HasScore:
		b.W(`<dt>Best score</dt><dd>`, strconv.Itoa(best.Score), `</dd>`)
	case !scored && best.HasTime:
		b.W(`<dt>Best time</dt><dd>`, clock.Format(best.Seconds), `</dd>`)
	default:
		b.W(`<dt>Best `, map[bool]string{true: "score", false: "time"}[scored], `</dt><dd>–</dd>`)
	}
	b.W(`<dt>Days played</dt><dd>`, strconv.Itoa(best.Played), ` (`, strconv.Itoa(best.Complete), ` played through)</dd></dl>`)
}

func days(n int) string {
	if n == 1 {
		return "1 day"
	}
	return strconv.Itoa(n) + " days"
}

// dailyCalendar is a month of the game's days, Monday first: each day from the first daily
// day to today is a button that picks it.
func dailyCalendar(b *board.Markup, d Daily) {
	m := daily.Month(d.Results, d.Game, d.Year, d.Month, d.Today)
	title := monthName(d.Month) + " " + strconv.Itoa(d.Year)
	firstShown := d.Year == daily.First.Year && d.Month == daily.First.Month
	lastShown := d.Year == d.Today.Year && d.Month == d.Today.Month
	b.W(`<div class="daily-month"><button type="button" data-home="daily-prev" aria-label="Previous month"`, disabled(firstShown), `>‹</button>`,
		`<h3 id="daily-month">`, title, `</h3><button type="button" data-home="daily-next" aria-label="Next month"`, disabled(lastShown), `>›</button></div>`)
	b.W(`<table class="daily-calendar" aria-labelledby="daily-month"><thead><tr>`)
	for i := range 7 {
		w := weekdays[(i+1)%7]
		b.W(`<th scope="col" abbr="`, w, `">`, w[:2], `</th>`)
	}
	b.W(`</tr></thead><tbody><tr>`)
	lead := (int(m.Days[0].Date.Weekday()) + 6) % 7 // days before the 1st in its week
	for range lead {
		b.W(`<td></td>`)
	}
	for i, day := range m.Days {
		if i > 0 && (lead+i)%7 == 0 {
			b.W(`</tr><tr>`)
		}
		dayCell(b, d, day)
	}
	for n := lead + len(m.Days); n%7 != 0; n++ {
		b.W(`<td></td>`)
	}
	b.W(`</tr></tbody></table><p class="daily-key">Marked: <span class="won">played through</span>, <span class="late">played late</span>, <span class="played">played, not through</span>.</p>`)
}

func disabled(yes bool) string {
	if yes {
		return " disabled"
	}
	return ""
}

// dayCell is one day of the calendar: its number, and its state in its class and its name.
func dayCell(b *board.Markup, d Daily, day daily.Day) {
	n := strconv.Itoa(day.Date.Day)
	if day.Future || day.Date.Before(daily.First) {
		b.W(`<td><span class="off">`, n, `</span></td>`)
		return
	}
	class, state := "", "not played"
	switch {
	case day.Complete && day.Late:
		class, state = "late", "played late"
	case day.Complete:
		class, state = "won", "played through"
	case day.Played:
		class, state = "played", "played, not through"
	}
	if r, ok := find(d.Results, d.Game, day.Date); ok {
		state = dayState(r)
	}
	current := ""
	if day.Today {
		current, state = ` aria-current="date"`, "today, "+state
	}
	b.W(`<td><button type="button" data-home="daily-day" data-date="`, day.Date.String(), `" class="`, class, `"`, current,
		` aria-pressed="`, strconv.FormatBool(day.Date == d.Day), `" aria-label="`, n, ` `, monthName(day.Date.Month), `: `, state, `">`, n, `</button></td>`)
}

// dailyPicked is the day picked: its result, a button to play its deal, and the result to
// share, once there is one.
func dailyPicked(b *board.Markup, d Daily, name string) {
	r, played := find(d.Results, d.Game, d.Day)
	b.W(`<section id="daily-day" aria-labelledby="daily-day-title"><h3 id="daily-day-title">`, board.EscapeHTML(name), `, `, LongDate(d.Day), `</h3><p>`)
	if played {
		b.W(dayState(r))
	} else {
		b.W(`Not played.`)
	}
	b.W(`</p><p>`)
	text, label := "Play this day's deal", "Play "+name+" of "+LongDate(d.Day)
	if d.Day != d.Today {
		text += " (late)"
	}
	playButton(b, Row{ID: d.Game}, d.Day, text, label)
	b.W(`</p>`)
	if played && r.Outcome != daily.Unfinished {
		b.W(`<p><label for="daily-share">Share your result</label><br><textarea id="daily-share" readonly rows="2">`,
			board.EscapeHTML(ShareText(name, r)+"\n"+d.Link), `</textarea></p>`,
			`<p><button type="button" data-home="daily-copy">Copy result</button></p>`)
	}
	b.W(`</section>`)
}

// ShareText is a result in a line that gives nothing of the deal away: the game, the day,
// won, lost or the score, the time, whether it was played late and whether help was used.
func ShareText(name string, r daily.Result) string {
	return name + ", daily deal of " + r.Date.String() + ": " + dayState(r)
}

// dayState is Outcome, and whether the game was played late.
func dayState(r daily.Result) string {
	if r.Late() {
		return Outcome(r) + " Played late."
	}
	return Outcome(r)
}

// Outcome says how a day's game stands, in a sentence.
func Outcome(r daily.Result) string {
	help := ", no help."
	if r.Assisted { // a hint, or the "can this still be won?" status
		help = ", with help."
	}
	t := clock.Format(r.Seconds)
	switch r.Outcome {
	case daily.Won:
		return "Won in " + t + help
	case daily.Lost:
		return "Lost after " + t + help
	case daily.Finished:
		return "Scored " + strconv.Itoa(r.Score) + " in " + t + help
	}
	return "Begun, not finished."
}

// LongDate writes a day in words: "Thursday 26 November 2026".
func LongDate(d daily.Date) string {
	return weekdays[d.Weekday()] + " " + strconv.Itoa(d.Day) + " " + monthName(d.Month) + " " + strconv.Itoa(d.Year)
}

// The names of days and months, written here rather than taken from package time, whose
// String methods cost the page's WebAssembly more than these lists.
var (
	weekdays = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	months   = [...]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

func monthName(m time.Month) string { return months[(m-1)%12] }

// find returns game's result of day.
func find(results []daily.Result, game string, day daily.Date) (daily.Result, bool) {
	for _, r := range results {
		if r.Game == game && r.Date == day {
			return r, true
		}
	}
	return daily.Result{}, false
}
