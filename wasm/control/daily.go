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
func (c *core) today() daily.Date { return daily.Of(c.p.Env.Now()) }

const dailyDialog = `<dialog id="daily-dialog" aria-labelledby="daily-title"><h2 id="daily-title" data-t>Daily deals</h2>` +
	`<div id="daily-body"></div><div class="actions"><button type="button" data-home="close" data-t>Close</button></div></dialog>`

// mount adds the Daily dialog (its button is the page's). The embedded game has no Daily
// button: its link's daily=1 asks for today's deal. The browser's side sends the choice of
// its select as a DailyGame message.
func (d *dailyState) mount(c *core) {
	c.p.Doc.Body().AddHTML(dailyDialog, false)
	c.p.Doc.Translate(c.p.Doc.ByID("daily-dialog"))
}

// chose shows the calendar of the game the dialog's select chose.
func (d *dailyState) chose(c *core, h *home, lay *layoutState, m DailyGame) {
	d.game = m.ID
	d.show(c, h, lay, "#daily-game")
}

// clicked carries out a data-home action of the Daily dialog, and reports whether it was
// one.
func (d *dailyState) clicked(c *core, s shell, h *home, lay *layoutState, m Home) bool {
	switch m.Name {
	case "daily":
		d.open(c.variant.ID, c.today())
		d.show(c, h, lay, "")
		if dialog := c.p.Doc.ByID("daily-dialog"); dialog != nil {
			dialog.Modal()
		}
	case "daily-prev", "daily-next":
		d.step(m.Name == "daily-prev", c.today())
		d.show(c, h, lay, `[data-home="`+m.Name+`"]`)
	case "daily-day":
		if day, err := daily.ParseDate(m.Date); err == nil {
			d.pick = day
			d.show(c, h, lay, `[data-home="daily-day"][data-date="`+day.String()+`"]`)
		}
	case "daily-play":
		v, ok := lay.lookup(m.Game)
		day, err := daily.ParseDate(m.Date)
		if ok && err == nil {
			c.p.Doc.ByID("daily-dialog").Close()
			d.playDay(c, s, v, day)
		}
	case "daily-copy":
		c.copy(c.p.Doc.ByID("daily-share").Value(), msg.T("Your result is copied."))
	default:
		return false
	}
	return true
}

// show writes the dialog's body, then gives the focus back to the element the
// selector focus names, which was in the body written again.
func (d *dailyState) show(c *core, h *home, lay *layoutState, focus string) {
	c.p.Doc.ByID("daily-body").SetHTML(panels.DailyHTML(d.panel(menuRows(lay.games), d.results(c, h), c.today(), c.p.Address.Base())))
	if focus == "" {
		return
	}
	// A month button disabled at the end of the range leaves the focus with the other.
	for _, sel := range []string{focus + ":not([disabled])", ".daily-month button:not([disabled])"} {
		if el := c.p.Doc.Query("#daily-body " + sel); el != nil {
			el.Focus()
			return
		}
	}
}

// playDay opens day's deal of v.
func (d *dailyState) playDay(c *core, s shell, v *engine.Variant, day daily.Date) {
	day, why := page.DailyOpen(day, c.today())
	deal, err := daily.For(v, day)
	if err != nil { // a day before the first daily deal: a device clock set far back
		c.show(msg.T("There is no deal of the day for {date}.", "date", panels.DateText(day)), false)
		return
	}
	d.want = day
	s.newGame(v, deal.Number)
	c.show(msg.T("{game}, deal of the day {date}. {why}", "game", msg.D(v.Name), "date", panels.DateText(day), "why", why), false)
}

// link is the deal a link's daily= names, for openFromURL, which deals it next.
func (d *dailyState) link(c *core, h *home, v *engine.Variant, day daily.Date) uint64 {
	day, why := page.DailyOpen(day, c.today())
	deal, err := daily.For(v, day)
	if err != nil {
		return 0
	}
	if why != "" {
		h.tell(c, "daily", why)
	}
	d.want = day
	return deal.Number
}

// of decides, as newGame deals deal of v, whether it is a daily game, and returns the
// day it is of (the zero Date: none); newGame then starts it, once the game it replaces
// is recorded.
func (d *dailyState) of(c *core, h *home, v *engine.Variant, deal uint64) daily.Date {
	current := daily.Date{}
	if c.variant == v {
		current = d.play.Day
	}
	return page.DailyDay(v, deal, d.asked(), current, c.today(), func() []daily.Date {
		var begun []daily.Date
		for _, r := range d.results(c, h) {
			if r.Game == v.ID && r.Outcome == daily.Unfinished {
				begun = append(begun, r.Date)
			}
		}
		return begun
	})
}

// record keeps the daily game's state in the record each time it changes (see
// page.DailyGame). A free game is left to the statistics (ok false).
func (d *dailyState) record(c *core, h *home) (ok bool) {
	if !d.play.On() || c.game == nil || h.replay.on {
		return false
	}
	p := c.game.Position()
	s := page.Standing{Game: c.variant.ID, Status: p.Status(), Scored: c.variant.Scored, Seconds: c.seconds(),
		Moved: c.game.Moved()}
	s.Score, _ = score(p)
	results, changed := d.play.Update(s, c.today(), func() []daily.Result { return d.results(c, h) })
	if changed && h.storageSet(store.DailyKey, store.FormatDaily(results)) != nil && !h.failed {
		h.failed = true
		c.show(msg.T("Your daily results cannot be saved in this browser (its storage is full or blocked)."), true)
	}
	return true
}

// results reads the daily record. What cannot be read is reported once and left out; the
// next daily game written keeps the rest.
func (d *dailyState) results(c *core, h *home) []daily.Result {
	text, found, err := h.storageGet(store.DailyKey)
	if err != nil || !found {
		return nil
	}
	results, err := store.ParseDaily(text)
	if err != nil {
		h.tell(c, "daily", msg.T("Your daily results could not all be read ({error}); the rest is kept.", "error", page.Problem(err)))
	}
	return results
}
