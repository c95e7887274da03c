package control

import (
	"mahjong/engine"
	"mahjong/engine/daily"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/panels"
	"mahjong/wasm/store"
)

// The deal of the day (engine/daily, docs/rules.md#daily): the Daily dialog, and the daily
// game being played, whose end is kept in the daily record (store.DailyKey) instead of the
// statistics of free play. The day is the device's UTC date (the Env port's time), read when
// it is needed: a game keeps the day it was opened for, and the dialog shows the day it was
// opened on.

// today is the device's day: its UTC date.
func (a *Controller) today() daily.Date { return daily.Of(a.core.p.Env.Now()) }

const dailyDialog = `<dialog id="daily-dialog" aria-labelledby="daily-title"><h2 id="daily-title" data-t>Daily deals</h2>` +
	`<div id="daily-body"></div><div class="actions"><button type="button" data-home="close" data-t>Close</button></div></dialog>`

// mountDaily adds the Daily dialog (its button is the page's). The embedded game has no Daily
// button: its link's daily=1 asks for today's deal. The browser's side sends the choice of
// its select as a DailyGame message.
func (a *Controller) mountDaily() {
	a.core.p.Doc.Body().AddHTML(dailyDialog, false)
	a.core.p.Doc.Translate(a.core.p.Doc.ByID("daily-dialog"))
}

// dailyGame shows the calendar of the game the dialog's select chose.
func (a *Controller) dailyGame(m DailyGame) {
	a.day.game = m.ID
	a.showDaily("#daily-game")
}

// dailyHome carries out a data-home action of the Daily dialog, and reports whether it was
// one.
func (a *Controller) dailyHome(m Home) bool {
	d := &a.day
	switch m.Name {
	case "daily":
		d.open(a.core.variant.ID, a.today())
		a.showDaily("")
		if dialog := a.core.p.Doc.ByID("daily-dialog"); dialog != nil {
			dialog.Modal()
		}
	case "daily-prev", "daily-next":
		d.step(m.Name == "daily-prev", a.today())
		a.showDaily(`[data-home="` + m.Name + `"]`)
	case "daily-day":
		if day, err := daily.ParseDate(m.Date); err == nil {
			d.pick = day
			a.showDaily(`[data-home="daily-day"][data-date="` + day.String() + `"]`)
		}
	case "daily-play":
		v, ok := a.lay.lookup(m.Game)
		day, err := daily.ParseDate(m.Date)
		if ok && err == nil {
			a.core.p.Doc.ByID("daily-dialog").Close()
			a.playDaily(v, day)
		}
	case "daily-copy":
		a.core.copy(a.core.p.Doc.ByID("daily-share").Value(), msg.T("Your result is copied."))
	default:
		return false
	}
	return true
}

// showDaily writes the dialog's body, then gives the focus back to the element the
// selector focus names, which was in the body written again.
func (a *Controller) showDaily(focus string) {
	rows := make([]panels.Row, len(a.lay.games))
	for i, v := range a.lay.games {
		rows[i] = panels.Row{ID: v.ID, Name: msg.D(v.Name), Scored: v.Scored}
	}
	a.core.p.Doc.ByID("daily-body").SetHTML(panels.DailyHTML(a.day.panel(rows, a.readDaily(), a.today(), a.core.p.Address.Base())))
	if focus == "" {
		return
	}
	// A month button disabled at the end of the range leaves the focus with the other.
	for _, sel := range []string{focus + ":not([disabled])", ".daily-month button:not([disabled])"} {
		if el := a.core.p.Doc.Query("#daily-body " + sel); el != nil {
			el.Focus()
			return
		}
	}
}

// playDaily opens day's deal of v.
func (a *Controller) playDaily(v *engine.Variant, day daily.Date) {
	day, why := page.DailyOpen(day, a.today())
	deal, err := daily.For(v, day)
	if err != nil { // a day before the first daily deal: a device clock set far back
		a.core.show(msg.T("There is no deal of the day for {date}.", "date", panels.DateText(day)), false)
		return
	}
	a.day.want = day
	a.newGame(v, deal.Number)
	a.core.show(msg.T("{game}, deal of the day {date}. {why}", "game", msg.D(v.Name), "date", panels.DateText(day), "why", why), false)
}

// dailyLink is the deal a link's daily= names, for openFromURL, which deals it next.
func (a *Controller) dailyLink(v *engine.Variant, day daily.Date) uint64 {
	day, why := page.DailyOpen(day, a.today())
	deal, err := daily.For(v, day)
	if err != nil {
		return 0
	}
	if why != "" {
		a.home.tell(&a.core, "daily", why)
	}
	a.day.want = day
	return deal.Number
}

// dailyOf decides, as newGame deals deal of v, whether it is a daily game, and returns the
// day it is of (the zero Date: none); dailyStart then starts it, once the game it replaces
// is recorded.
func (a *Controller) dailyOf(v *engine.Variant, deal uint64) daily.Date {
	current := daily.Date{}
	if a.core.variant == v {
		current = a.day.play.Day
	}
	return page.DailyDay(v, deal, a.day.asked(), current, a.today(), func() []daily.Date {
		var begun []daily.Date
		for _, r := range a.readDaily() {
			if r.Game == v.ID && r.Outcome == daily.Unfinished {
				begun = append(begun, r.Date)
			}
		}
		return begun
	})
}

func (a *Controller) dailyStart(day daily.Date) { a.day.play.Start(day) }

// dailyRecord keeps the daily game's state in the record each time it changes (see
// page.DailyGame). A free game is left to the statistics (ok false).
func (a *Controller) dailyRecord() (ok bool) {
	if !a.day.play.On() || a.core.game == nil || a.home.replay.on {
		return false
	}
	p := a.core.game.Position()
	s := page.Standing{Game: a.core.variant.ID, Status: p.Status(), Scored: a.core.variant.Scored, Seconds: a.core.seconds(),
		Moved: a.core.game.Moved()}
	s.Score, _ = score(p)
	results, changed := a.day.play.Update(s, a.today(), a.readDaily)
	if changed && a.home.storageSet(store.DailyKey, store.FormatDaily(results)) != nil && !a.home.failed {
		a.home.failed = true
		a.core.show(msg.T("Your daily results cannot be saved in this browser (its storage is full or blocked)."), true)
	}
	return true
}

// readDaily reads the daily record. What cannot be read is reported once and left out; the
// next daily game written keeps the rest.
func (a *Controller) readDaily() []daily.Result {
	text, found, err := a.home.storageGet(store.DailyKey)
	if err != nil || !found {
		return nil
	}
	results, err := store.ParseDaily(text)
	if err != nil {
		a.home.tell(&a.core, "daily", msg.T("Your daily results could not all be read ({error}); the rest is kept.", "error", page.Problem(err)))
	}
	return results
}
