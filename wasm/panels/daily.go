package panels

import (
	"strconv"
	"time"

	"mahjong/engine/daily"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/msg"
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
	b.W(`<p id="daily-today">`, msg.H("Today is {date} (UTC). Every game has a deal a day, the same for everyone; the next ones come at midnight UTC. Daily games count here, not in Statistics.", "date", LongDate(d.Today)), `</p>`)
	dailyTodayTable(&b, d)
	name := ""
	b.W(`<h3><label for="daily-game">` + msg.H("Calendar of") + `</label></h3><p><select id="daily-game">`)
	for _, g := range d.Games {
		sel := ""
		if g.ID == d.Game {
			sel, name = " selected", g.Name
		}
		b.W(`<option value="`, msg.Escape(g.ID), `"`, sel, `>`, msg.Escape(g.Name), `</option>`)
	}
	b.W(`</select></p>`)
	dailyRecord(&b, d)
	dailyCalendar(&b, d)
	dailyPicked(&b, d, name)
	return b.String()
}

// dailyTodayTable is today's deal of every game, with how it stands and a button to play it.
func dailyTodayTable(b *board.Markup, d Daily) {
	b.W(`<table id="daily-games"><caption>`, msg.H("Today's deals"), `</caption><thead><tr><th scope="col">`, msg.H("Game"), `</th><th scope="col">`, msg.H("Today"),
		`</th><th scope="col"><span class="visually-hidden">`, msg.H("Play"), `</span></th></tr></thead><tbody>`)
	for _, g := range d.Games {
		r, ok := find(d.Results, g.ID, d.Today)
		state := msg.H("Not played")
		if ok {
			state = msg.Escape(Outcome(r))
		}
		b.W(`<tr data-variant="`, msg.Escape(g.ID), `"><th scope="row">`, msg.Escape(g.Name), `</th><td>`, state, `</td><td>`)
		playButton(b, g, d.Today, msg.T("Play"), msg.T("Play today's {game}", "game", g.Name))
		b.W(`</td></tr>`)
	}
	b.W(`</tbody></table>`)
}

func playButton(b *board.Markup, g Row, day daily.Date, text, label string) {
	b.W(`<button type="button" data-home="daily-play" data-game="`, msg.Escape(g.ID), `" data-date="`, day.String(),
		`" aria-label="`, msg.Escape(label), `">`, msg.Escape(text), `</button>`)
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
	b.W(`<dl id="daily-record"><dt>`, msg.H("Current streak"), `</dt><dd id="daily-streak">`, days(s.Current), `</dd>`,
		`<dt>`, msg.H("Best streak"), `</dt><dd id="daily-best-streak">`, days(s.Best), `</dd>`)
	bestScore, bestTime := msg.H("Best score"), msg.H("Best time")
	switch {
	case scored && best.HasScore:
		b.W(`<dt>`, bestScore, `</dt><dd>`, msg.Number(best.Score), `</dd>`)
	case !scored && best.HasTime:
		b.W(`<dt>`, bestTime, `</dt><dd>`, clock.Format(best.Seconds), `</dd>`)
	case scored:
		b.W(`<dt>`, bestScore, `</dt><dd>–</dd>`)
	default:
		b.W(`<dt>`, bestTime, `</dt><dd>–</dd>`)
	}
	b.W(`<dt>`, msg.H("Days played"), `</dt><dd>`, msg.H("{played} ({complete} played through)", "played", msg.Number(best.Played), "complete", msg.Number(best.Complete)), `</dd></dl>`)
}

func days(n int) string { return msg.Escape(msg.N(n, "{n} day", "{n} days")) }

// dailyCalendar is a month of the game's days, Monday first: each day from the first daily
// day to today is a button that picks it.
func dailyCalendar(b *board.Markup, d Daily) {
	m := daily.Month(d.Results, d.Game, d.Year, d.Month, d.Today)
	title := msg.Escape(msg.Date(d.Year, d.Month, 1, msg.MonthYear))
	firstShown := d.Year == daily.First.Year && d.Month == daily.First.Month
	lastShown := d.Year == d.Today.Year && d.Month == d.Today.Month
	b.W(`<div class="daily-month"><button type="button" data-home="daily-prev" aria-label="`, msg.H("Previous month"), `"`, disabled(firstShown), `>‹</button>`,
		`<h3 id="daily-month">`, title, `</h3><button type="button" data-home="daily-next" aria-label="`, msg.H("Next month"), `"`, disabled(lastShown), `>›</button></div>`)
	b.W(`<table class="daily-calendar" aria-labelledby="daily-month"><thead><tr>`)
	for i := range 7 { // 1 January 2024 was a Monday
		b.W(`<th scope="col" abbr="`, msg.Escape(msg.Date(2024, time.January, 1+i, msg.Weekday)), `">`,
			msg.Escape(msg.Date(2024, time.January, 1+i, msg.WeekdayShort)), `</th>`)
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
	b.W(`</tr></tbody></table><p class="daily-key">`, msg.Fill(msg.H("Marked: {won}, {late}, {played}."),
		"won", `<span class="won">`+msg.H("played through")+`</span>`, "late", `<span class="late">`+msg.H("played late")+`</span>`,
		"played", `<span class="played">`+msg.H("played, not through")+`</span>`), `</p>`)
}

func disabled(yes bool) string {
	if yes {
		return " disabled"
	}
	return ""
}

// dayCell is one day of the calendar: its number, and its state in its class and its name.
func dayCell(b *board.Markup, d Daily, day daily.Day) {
	n := msg.Number(day.Date.Day)
	if day.Future || day.Date.Before(daily.First) {
		b.W(`<td><span class="off">`, n, `</span></td>`)
		return
	}
	class, state := "", msg.T("not played")
	switch {
	case day.Complete && day.Late:
		class, state = "late", msg.T("played late")
	case day.Complete:
		class, state = "won", msg.T("played through")
	case day.Played:
		class, state = "played", msg.T("played, not through")
	}
	if r, ok := find(d.Results, d.Game, day.Date); ok {
		state = dayState(r)
	}
	current := ""
	if day.Today {
		current, state = ` aria-current="date"`, msg.T("today, {state}", "state", state)
	}
	b.W(`<td><button type="button" data-home="daily-day" data-date="`, day.Date.String(), `" class="`, class, `"`, current,
		` aria-pressed="`, strconv.FormatBool(day.Date == d.Day), `" aria-label="`,
		msg.H("{date}: {state}", "date", msg.Date(day.Date.Year, day.Date.Month, day.Date.Day, msg.DayMonth), "state", state), `">`, n, `</button></td>`)
}

// dailyPicked is the day picked: its result, a button to play its deal, and the result to
// share, once there is one.
func dailyPicked(b *board.Markup, d Daily, name string) {
	r, played := find(d.Results, d.Game, d.Day)
	b.W(`<section id="daily-day" aria-labelledby="daily-day-title"><h3 id="daily-day-title">`, msg.H("{game}, {date}", "game", name, "date", LongDate(d.Day)), `</h3><p>`)
	if played {
		b.W(msg.Escape(dayState(r)))
	} else {
		b.W(msg.H("Not played."))
	}
	b.W(`</p><p>`)
	text, label := msg.T("Play this day's deal"), msg.T("Play {game} of {date}", "game", name, "date", LongDate(d.Day))
	if d.Day != d.Today {
		text = msg.T("Play this day's deal (late)")
	}
	playButton(b, Row{ID: d.Game}, d.Day, text, label)
	b.W(`</p>`)
	if played && r.Outcome != daily.Unfinished {
		b.W(`<p><label for="daily-share">`+msg.H("Share your result")+`</label><br><textarea id="daily-share" readonly rows="2">`,
			msg.Escape(ShareText(name, r)+"\n"+d.Link), `</textarea></p>`,
			`<p><button type="button" data-home="daily-copy">`+msg.H("Copy result")+`</button></p>`)
	}
	b.W(`</section>`)
}

// ShareText is a result in a line that gives nothing of the deal away: the game, the day,
// won, lost or the score, the time, whether it was played late and whether help was used.
func ShareText(name string, r daily.Result) string {
	return msg.T("{game}, daily deal of {date}: {result}", "game", name, "date", DateText(r.Date), "result", dayState(r))
}

// dayState is Outcome, and whether the game was played late.
func dayState(r daily.Result) string {
	if r.Late() {
		return msg.T("{outcome} Played late.", "outcome", Outcome(r))
	}
	return Outcome(r)
}

// Outcome says how a day's game stands, in a sentence.
func Outcome(r daily.Result) string {
	t, score := clock.Format(r.Seconds), msg.Number(r.Score)
	helped := r.Assisted // a hint, or the "can this still be won?" status
	switch {
	case r.Outcome == daily.Won && helped:
		return msg.T("Won in {time}, with help.", "time", t)
	case r.Outcome == daily.Won:
		return msg.T("Won in {time}, no help.", "time", t)
	case r.Outcome == daily.Lost && helped:
		return msg.T("Lost after {time}, with help.", "time", t)
	case r.Outcome == daily.Lost:
		return msg.T("Lost after {time}, no help.", "time", t)
	case r.Outcome == daily.Finished && helped:
		return msg.T("Scored {score} in {time}, with help.", "score", score, "time", t)
	case r.Outcome == daily.Finished:
		return msg.T("Scored {score} in {time}, no help.", "score", score, "time", t)
	}
	return msg.T("Begun, not finished.")
}

// LongDate writes a day in words, with its weekday: "Thursday, November 26, 2026".
func LongDate(d daily.Date) string { return msg.Date(d.Year, d.Month, d.Day, msg.WeekdayDate) }

// DateText writes a day in words: "November 26, 2026".
func DateText(d daily.Date) string { return msg.Date(d.Year, d.Month, d.Day, msg.FullDate) }

// find returns game's result of day.
func find(results []daily.Result, game string, day daily.Date) (daily.Result, bool) {
	for _, r := range results {
		if r.Game == game && r.Date == day {
			return r, true
		}
	}
	return daily.Result{}, false
}
