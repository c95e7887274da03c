//go:build js && wasm

package main

import (
	"mahjong/wasm/msg"
	"syscall/js"
	"time"

	"mahjong/engine"
	"mahjong/engine/daily"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
	"mahjong/wasm/panels"
	"mahjong/wasm/store"
)

// The deal of the day (engine/daily, docs/rules.md#daily): the Daily dialog, and the daily
// game being played, whose end is kept in the daily record (store.DailyKey) instead of the
// statistics of free play. The day is the device's UTC date, read when it is needed: a
// game keeps the day it was opened for, and the dialog shows the day it was opened on.

// dailyState is the daily game being played and what the Daily dialog shows.
type dailyState struct {
	want daily.Date     // the day a link or the dialog asked for, taken by the next newGame
	play page.DailyGame // the daily game being played, if it is one

	game  string     // the dialog's game
	year  int        // and month
	month time.Month //
	pick  daily.Date // and the day picked in its calendar
}

// today is the device's day: its UTC date.
func today() daily.Date { return daily.Of(time.Now()) }

const dailyDialog = `<dialog id="daily-dialog" aria-labelledby="daily-title"><h2 id="daily-title" data-t>Daily deals</h2>` +
	`<div id="daily-body"></div><div class="actions"><button type="button" data-home="close" data-t>Close</button></div></dialog>`

// mountDaily adds the Daily dialog (its button is the page's). The embedded game has no Daily
// button: its link's daily=1 asks for today's deal.
func (a *app) mountDaily() {
	a.doc.Underlying().Get("body").Call("insertAdjacentHTML", "beforeend", dailyDialog)
	translate(a.byID("daily-dialog"))
	a.listen(a.byID("daily-dialog"), "change", func(ev js.Value) {
		if id := ev.Get("target").Get("id"); id.Type() == js.TypeString && id.String() == "daily-game" {
			a.day.game = ev.Get("target").Get("value").String()
			a.showDaily("#daily-game")
		}
	})
}

// onDailyClick carries out a data-home action of the Daily dialog, and reports whether it
// was one.
func (a *app) onDailyClick(action string, btn js.Value) bool {
	d := &a.day
	switch action {
	case "daily":
		d.pick = today()
		d.game, d.year, d.month = a.variant.ID, d.pick.Year, d.pick.Month
		a.showDaily("")
		showModal(a.byID("daily-dialog"))
	case "daily-prev", "daily-next":
		step := 1
		if action == "daily-prev" {
			step = -1
		}
		d.year, d.month = page.StepMonth(d.year, d.month, step, today())
		a.showDaily(`[data-home="` + action + `"]`)
	case "daily-day":
		if day, err := daily.ParseDate(btn.Call("getAttribute", "data-date").String()); err == nil {
			d.pick = day
			a.showDaily(`[data-home="daily-day"][data-date="` + day.String() + `"]`)
		}
	case "daily-play":
		v, ok := a.lookup(btn.Call("getAttribute", "data-game").String())
		day, err := daily.ParseDate(btn.Call("getAttribute", "data-date").String())
		if ok && err == nil {
			a.byID("daily-dialog").Call("close")
			a.playDaily(v, day)
		}
	case "daily-copy":
		a.copyText(a.byID("daily-share").Get("value").String(), msg.T("Your result is copied."))
	default:
		return false
	}
	return true
}

// showDaily writes the dialog's body, then gives the focus back to the element the
// selector focus names, which was in the body written again.
func (a *app) showDaily(focus string) {
	d := &a.day
	rows := make([]panels.Row, len(a.variants))
	for i, v := range a.variants {
		rows[i] = panels.Row{ID: v.ID, Name: msg.D(v.Name), Scored: v.Scored}
	}
	loc := js.Global().Get("location")
	share := link.FormatFragment(link.Link{Game: d.game, Daily: d.pick})
	a.byID("daily-body").Set("innerHTML", panels.DailyHTML(panels.Daily{
		Games: rows, Results: a.readDaily(), Today: today(), Game: d.game, Year: d.year, Month: d.month, Day: d.pick,
		Link: loc.Get("origin").String() + loc.Get("pathname").String() + share,
	}))
	if focus == "" {
		return
	}
	// A month button disabled at the end of the range leaves the focus with the other.
	for _, sel := range []string{focus + ":not([disabled])", ".daily-month button:not([disabled])"} {
		if el := a.doc.Underlying().Call("querySelector", "#daily-body "+sel); !el.IsNull() {
			el.Call("focus")
			return
		}
	}
}

// playDaily opens day's deal of v.
func (a *app) playDaily(v *engine.Variant, day daily.Date) {
	day, why := page.DailyOpen(day, today())
	deal, err := daily.For(v, day)
	if err != nil { // a day before the first daily deal: a device clock set far back
		a.show(msg.T("There is no deal of the day for {date}.", "date", panels.DateText(day)), false)
		return
	}
	a.day.want = day
	a.newGame(v, deal.Number)
	a.show(msg.T("{game}, deal of the day {date}. {why}", "game", msg.D(v.Name), "date", panels.DateText(day), "why", why), false)
}

// dailyLink is the deal a link's daily= names, for openFromURL, which deals it next.
func (a *app) dailyLink(v *engine.Variant, day daily.Date) uint64 {
	day, why := page.DailyOpen(day, today())
	deal, err := daily.For(v, day)
	if err != nil {
		return 0
	}
	if why != "" {
		a.tell("daily", why)
	}
	a.day.want = day
	return deal.Number
}

// dailyOf decides, as newGame deals deal of v, whether it is a daily game, and returns the
// day it is of (the zero Date: none); dailyStart then starts it, once the game it replaces
// is recorded.
func (a *app) dailyOf(v *engine.Variant, deal uint64) daily.Date {
	current := daily.Date{}
	if a.variant == v {
		current = a.day.play.Day
	}
	day := page.DailyDay(v, deal, a.day.want, current, today(), func() []daily.Date {
		var begun []daily.Date
		for _, r := range a.readDaily() {
			if r.Game == v.ID && r.Outcome == daily.Unfinished {
				begun = append(begun, r.Date)
			}
		}
		return begun
	})
	a.day.want = daily.Date{}
	return day
}

func (a *app) dailyStart(day daily.Date) { a.day.play.Start(day) }

// dailyRecord keeps the daily game's state in the record each time it changes (see
// page.DailyGame). A free game is left to the statistics (ok false).
func (a *app) dailyRecord() (ok bool) {
	if !a.day.play.On() || a.game == nil || a.home.replay.on {
		return false
	}
	p := a.game.Position()
	s := page.Standing{Game: a.variant.ID, Status: p.Status(), Scored: a.variant.Scored, Seconds: a.seconds(),
		Moved: a.game.Moved()}
	s.Score, _ = score(p)
	results, changed := a.day.play.Update(s, today(), a.readDaily)
	if changed && a.home.storageSet(store.DailyKey, store.FormatDaily(results)) != nil && !a.home.failed {
		a.home.failed = true
		a.show(msg.T("Your daily results cannot be saved in this browser (its storage is full or blocked)."), true)
	}
	return true
}

// readDaily reads the daily record. What cannot be read is reported once and left out; the
// next daily game written keeps the rest.
func (a *app) readDaily() []daily.Result {
	text, found, err := a.home.storageGet(store.DailyKey)
	if err != nil || !found {
		return nil
	}
	results, err := store.ParseDaily(text)
	if err != nil {
		a.tell("daily", msg.T("Your daily results could not all be read ({error}); the rest is kept.", "error", page.Problem(err)))
	}
	return results
}

// copyText puts text on the clipboard and says so, or says that the browser refused (no
// permission, a page not in front): the text is on the screen to be copied by hand.
func (a *app) copyText(text, done string) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		a.show(msg.T("This browser gives no clipboard here: select the text and copy it."), false)
		return
	}
	var ok, refused js.Func
	answer := func(say string) js.Func {
		return js.FuncOf(func(js.Value, []js.Value) any {
			ok.Release()
			refused.Release()
			a.show(say, false)
			return nil
		})
	}
	ok, refused = answer(done), answer(msg.T("The browser refused to copy: select the text and copy it."))
	clip.Call("writeText", text).Call("then", ok, refused)
}
