package control

import (
	"strconv"

	"mahjong/wasm/link"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/panels"
	"mahjong/wasm/store"
)

// The home's dialogs join the page, made here so that the page's HTML stays the game's own
// (their buttons are in the toolbar from the start: static/index.html). Their words are
// marked data-t, and put in the page's language by static/boot.js (mahjongTranslate) once
// they are in the page: constant markup costs the module less than markup built of messages.
const homeDialogs = `<dialog id="stats-dialog" aria-labelledby="stats-title"><h2 id="stats-title" data-t>Statistics</h2>` +
	`<div id="stats-body" role="region" aria-labelledby="stats-title" tabindex="0"></div>` +
	`<dialog id="stats-confirm" class="confirm" aria-labelledby="stats-confirm-text"><p id="stats-confirm-text" data-t>Reset the statistics of every game? This cannot be undone.</p>` +
	`<div class="actions"><button type="button" id="stats-reset-yes" data-home="reset-yes" data-t>Reset</button> <button type="button" id="stats-reset-no" data-home="reset-no" data-t>Keep</button></div></dialog>` +
	`<div class="actions"><button type="button" id="stats-reset" data-home="reset" data-t>Reset statistics…</button> <button type="button" data-home="close" data-t>Close</button></div></dialog>` +
	`<dialog id="settings-dialog" aria-labelledby="settings-title"><h2 id="settings-title" data-t>Settings</h2><form id="settings-form" method="dialog">` +
	`<label><input type="checkbox" name="autoplay"> <span data-t>Auto-play (FreeCell and Sea)</span></label>` +
	`<label><input type="checkbox" name="winnable"> <span data-t>Winnable deals only (FreeCell and Sea)</span></label>` +
	`<label><input type="checkbox" name="available"> <span data-t>Show available tiles</span></label>` +
	`<label><input type="checkbox" name="status"> <span data-t>Say whether the game can still be won</span></label>` +
	`<label><input type="checkbox" name="animations"> <span data-t>Animations</span></label>` +
	`<label><span data-t>Theme</span> <select name="theme"><option value="system" data-t>Follow the system</option><option value="light" data-t>Light</option><option value="dark" data-t>Dark</option></select></label>` +
	`<label><span data-t>Tile size</span> <select name="size"><option value="80" data-t>Small</option><option value="100" data-t>Normal</option><option value="120" data-t>Large</option><option value="140" data-t>Largest</option></select></label>` +
	`<label><span data-t>Tile faces</span> <select name="faces"><option value="classic" data-t>Classic</option><option value="large" data-t>Large print</option><option value="colourblind" data-t>Colour-blind safe</option></select></label>` +
	`<label><span data-t>Language</span> <select id="lang-select" name="lang">` + languageOptions + `</select></label>` +
	`</form><div class="actions"><button type="button" data-home="close" data-t>Close</button></div></dialog>` +
	`<dialog id="share-dialog" aria-labelledby="share-title"><h2 id="share-title" data-t>Share this game</h2>` +
	`<p data-t>This link opens a replay of the game: its deal and the moves played so far.</p>` +
	`<p><input id="share-url" readonly aria-label="Replay link" data-t="aria-label"></p>` +
	`<div class="actions"><button type="button" data-home="copy" data-t>Copy</button> <button type="button" data-home="close" data-t>Close</button></div></dialog>` +
	`<dialog id="confirm-new" class="confirm" aria-labelledby="confirm-new-title" aria-describedby="confirm-new-text"><h2 id="confirm-new-title" data-t>Start a new game?</h2>` +
	`<p id="confirm-new-text" data-t>The game in progress will count as played and lost in the statistics.</p>` +
	`<div class="actions"><button type="button" id="confirm-new-yes" data-home="new-yes" data-t>New game</button> <button type="button" id="confirm-new-no" data-home="close" data-t>Keep playing</button></div></dialog>`

func (h *home) mount(c *core) {
	d := c.p.Doc
	d.Body().AddHTML(homeDialogs, false)
	d.ByID("stage").AddHTML(replayBar, true)
	d.Translate(d.Body())
}

// clicked carries out a click on one of the home's own buttons (data-home), and reports
// whether it was one.
func (h *home) clicked(c *core, s shell, lay *layoutState, m Home) bool {
	d := c.p.Doc
	switch m.Name {
	case "stats":
		h.showStats(c, lay)
		d.ByID("stats-dialog").Modal()
		d.ByID("stats-body").ScrollToTop() // the column headers first
	case "reset":
		d.ByID("stats-confirm").Modal()
		d.ByID("stats-reset-no").Focus() // the safe answer first
	case "reset-no":
		d.ByID("stats-confirm").Close()
	case "reset-yes":
		if h.storageSet(store.StatsKey, store.FormatStats(nil)) != nil {
			c.show(msg.T("The statistics could not be reset: this browser's storage is blocked."), false)
		}
		d.ByID("stats-confirm").Close()
		h.showStats(c, lay)
	case "unread-dismiss":
		// What could be read is written back first, so that the lines dismissed are not
		// found again and kept aside once more.
		if text, found, err := h.storageGet(store.StatsKey); err == nil && found {
			if all, err := store.ParseStats(text); err != nil {
				h.storageSet(store.StatsKey, store.FormatStats(all))
			}
		}
		h.storageRemove(store.StatsAsideKey)
		h.showStats(c, lay)
		d.ByID("stats-reset").Focus() // the button that had it is gone
	case "new-yes":
		d.ByID("confirm-new").Close()
		h.actConfirmed(s, page.New)
	case "settings":
		h.fillSettings(c)
		d.ByID("settings-dialog").Modal()
	case "share":
		url := d.ByID("share-url")
		url.SetValue(h.shareURL(c, lay))
		d.ByID("share-dialog").Modal()
		url.Select()
	case "copy":
		c.copy(d.ByID("share-url").Value(), msg.T("The replay link is copied."))
	case "close":
		if dialog := d.ByID(m.Dialog); dialog != nil {
			dialog.Close()
		}
	default:
		return false
	}
	return true
}

func (h *home) showStats(c *core, lay *layoutState) {
	rows := menuRows(lay.games)
	stats := h.readStats(c)
	rows = append(rows, lay.layoutRows(stats)...)
	html := panels.StatsHTML(rows, stats)
	if text, found, _ := h.storageGet(store.StatsAsideKey); found {
		html += panels.StatsAsideHTML(text)
	}
	c.p.Doc.ByID("stats-body").SetHTML(html)
}

// shareURL is the replay link of the game shown: its deal and the moves played, opening on
// the position shown.
func (h *home) shareURL(c *core, lay *layoutState) string {
	s := store.Capture(c.variant, c.game)
	r := link.Replay{Game: c.variant.ID, Deal: s.Deal, Setup: s.Setup, Moves: s.Moves[:s.Cursor], At: s.Cursor}
	if i := indexMine(lay.mine, c.variant.ID); i >= 0 {
		r.Layout, r.Name = lay.mine[i].Code, lay.mine[i].Name // the receiver may not have it
	}
	return c.p.Address.Base() + link.FormatReplay(r)
}

// loadSettings reads the settings (corrupt ones are reported once and replaced by the
// defaults); applySettings then shows them.
func (h *home) loadSettings(c *core) {
	h.set = store.DefaultSettings
	if text, found, err := h.storageGet(store.SettingsKey); err == nil && found {
		s, err := store.ParseSettings(text)
		if err != nil {
			h.storageRemove(store.SettingsKey)
			h.tell(c, "settings", msg.T("Your settings could not be read ({error}) and are back to the defaults.", "error", page.Problem(err)))
		} else {
			h.set = s
		}
	}
}

// applySettings shows the settings on the page: the theme and motion as attributes of <html>,
// the tile size as a CSS variable, the marks of available tiles as a class of #board. An
// embed link's theme= wins over the saved theme, without being saved.
func (a *Controller) applySettings() {
	a.home.apply(&a.core, a.host.linkTheme())
	a.out.refresh(&a.core, &a.home, &a.day, &a.lay, a.host)
}

// apply shows the settings; theme, when not "", is the embed link's.
func (h *home) apply(c *core, theme string) {
	s := h.set
	if theme == "" {
		theme = s.Theme
	}
	root := c.p.Doc.Root()
	root.SetAttr("data-theme", theme)
	motion := "on"
	if !s.Animations {
		motion = "off"
	}
	root.SetAttr("data-motion", motion)
	root.SetStyle("--tile-scale", strconv.FormatFloat(float64(s.TileSize)/100, 'f', 2, 64))
	c.e.board.SetClass("no-free-marks", !s.ShowAvailable)
	c.p.Doc.ShowFaces(s.Faces)
}

func (h *home) fillSettings(c *core) {
	form := c.p.Doc.ByID("settings-form")
	s := h.set
	for name, on := range map[string]bool{"autoplay": s.AutoPlay, "winnable": s.WinnableOnly,
		"available": s.ShowAvailable, "status": s.Status, "animations": s.Animations} {
		form.Field(name).SetChecked(on)
	}
	form.Field("theme").SetValue(s.Theme)
	form.Field("size").SetValue(strconv.Itoa(s.TileSize))
	form.Field("faces").SetValue(s.Faces)
}

// settingsOf reads the Settings dialog's form as the player changed it; false when a value
// is not one the form offers.
func settingsOf(f Form) (store.Settings, bool) {
	s := store.Settings{
		AutoPlay:      f["autoplay"] != "",
		WinnableOnly:  f["winnable"] != "",
		ShowAvailable: f["available"] != "",
		Status:        f["status"] != "",
		Animations:    f["animations"] != "",
		Theme:         f["theme"],
		Faces:         f["faces"],
	}
	s.TileSize, _ = strconv.Atoi(f["size"])
	return s, store.ValidTheme(s.Theme) && store.ValidTileSize(s.TileSize) && store.ValidFaces(s.Faces)
}

// saveSettings keeps the settings the player changed.
func (h *home) saveSettings(c *core) {
	if h.storageSet(store.SettingsKey, store.FormatSettings(h.set)) != nil && !h.failed {
		h.failed = true
		c.show(msg.T("Your settings cannot be saved in this browser (its storage is full or blocked); they hold until the page closes."), true)
	}
}

// setting is a setting the FreeCell and Sea boards show: "autoplay" or "winnable".
func (h *home) setting(name string) bool {
	switch name {
	case "autoplay":
		return h.set.AutoPlay
	case "winnable":
		return h.set.WinnableOnly
	}
	return false
}

// setSetting keeps a setting the FreeCell and Sea boards' own checkboxes switched
// (boardSetting).
func (h *home) setSetting(name string, on bool) {
	switch name {
	case "autoplay":
		h.set.AutoPlay = on
	case "winnable":
		h.set.WinnableOnly = on
	default:
		return
	}
	h.storageSet(store.SettingsKey, store.FormatSettings(h.set))
}
