//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

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

func (a *app) mountHome() {
	a.mountDaily()
	a.doc.Underlying().Get("body").Call("insertAdjacentHTML", "beforeend", homeDialogs)
	a.byID("stage").Call("insertAdjacentHTML", "afterbegin", replayBar)
	translate(a.doc.Underlying().Get("body"))
	a.listen(a.doc.Underlying(), "click", a.onHomeClick)
	a.listen(a.byID("settings-form"), "change", a.onSettingsChange)
	a.listen(a.byID("faces"), "facesfail", a.onFacesFail)
	a.listen(a.el.result, "close", a.onResultClose)
	a.embedControls()
}

func (a *app) byID(id string) js.Value { return a.doc.Underlying().Call("getElementById", id) }

func (a *app) onHomeClick(ev js.Value) {
	btn := ev.Get("target").Call("closest", "[data-home]")
	if btn.IsNull() || btn.Get("disabled").Bool() {
		return
	}
	switch btn.Call("getAttribute", "data-home").String() {
	case "stats":
		a.showStats()
		showModal(a.byID("stats-dialog"))
		a.byID("stats-body").Set("scrollTop", 0) // the column headers first
	case "reset":
		showModal(a.byID("stats-confirm"))
		a.byID("stats-reset-no").Call("focus") // the safe answer first
	case "reset-no":
		a.byID("stats-confirm").Call("close")
	case "reset-yes":
		if a.home.storageSet(store.StatsKey, store.FormatStats(nil)) != nil {
			a.show(msg.T("The statistics could not be reset: this browser's storage is blocked."), false)
		}
		a.byID("stats-confirm").Call("close")
		a.showStats()
	case "unread-dismiss":
		// What could be read is written back first, so that the lines dismissed are not
		// found again and kept aside once more.
		if text, found, err := a.home.storageGet(store.StatsKey); err == nil && found {
			if all, err := store.ParseStats(text); err != nil {
				a.home.storageSet(store.StatsKey, store.FormatStats(all))
			}
		}
		a.home.storageRemove(store.StatsAsideKey)
		a.showStats()
		a.byID("stats-reset").Call("focus") // the button that had it is gone
	case "new-yes":
		a.byID("confirm-new").Call("close")
		a.actConfirmed(page.New)
	case "settings":
		a.fillSettings()
		showModal(a.byID("settings-dialog"))
	case "share":
		a.byID("share-url").Set("value", a.shareURL())
		showModal(a.byID("share-dialog"))
		a.byID("share-url").Call("select")
	case "copy":
		a.copyShare()
	case "close":
		btn.Call("closest", "dialog").Call("close")
	default:
		if name := btn.Call("getAttribute", "data-home").String(); !a.onDailyClick(name, btn) {
			a.onReplayAction(name)
		}
	}
}

func (a *app) showStats() {
	rows := make([]panels.Row, len(a.variants))
	for i, v := range a.variants {
		rows[i] = panels.Row{ID: v.ID, Name: msg.D(v.Name), Scored: v.Scored}
	}
	stats := a.readStats()
	rows = append(rows, a.layoutRows(stats)...)
	html := panels.StatsHTML(rows, stats)
	if text, found, _ := a.home.storageGet(store.StatsAsideKey); found {
		html += panels.StatsAsideHTML(text)
	}
	a.byID("stats-body").Set("innerHTML", html)
}

// shareURL is the replay link of the game shown: its deal and the moves played, opening on
// the position shown.
func (a *app) shareURL() string {
	s := store.Capture(a.variant, a.game)
	r := link.Replay{Game: a.variant.ID, Deal: s.Deal, Setup: s.Setup, Moves: s.Moves[:s.Cursor], At: s.Cursor}
	if i := indexMine(a.lay.mine, a.variant.ID); i >= 0 {
		r.Layout, r.Name = a.lay.mine[i].Code, a.lay.mine[i].Name // the receiver may not have it
	}
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + link.FormatReplay(r)
}

func (a *app) copyShare() {
	a.copyText(a.byID("share-url").Get("value").String(), msg.T("The replay link is copied."))
}

// loadSettings reads the settings (corrupt ones are reported once and replaced by the
// defaults) and applies them.
func (a *app) loadSettings() {
	a.home.set = store.DefaultSettings
	if text, found, err := a.home.storageGet(store.SettingsKey); err == nil && found {
		s, err := store.ParseSettings(text)
		if err != nil {
			a.home.storageRemove(store.SettingsKey)
			a.tell("settings", msg.T("Your settings could not be read ({error}) and are back to the defaults.", "error", page.Problem(err)))
		} else {
			a.home.set = s
		}
	}
	a.applySettings()
}

// applySettings shows the settings on the page: the theme and motion as attributes of <html>,
// the tile size as a CSS variable, the marks of available tiles as a class of #board. An
// embed link's theme= wins over the saved theme, without being saved.
func (a *app) applySettings() {
	s := a.home.set
	theme := s.Theme
	if t := a.embedTheme(); t != "" {
		theme = t
	}
	a.root.Call("setAttribute", "data-theme", theme)
	motion := "on"
	if !s.Animations {
		motion = "off"
	}
	a.root.Call("setAttribute", "data-motion", motion)
	a.root.Get("style").Call("setProperty", "--tile-scale", strconv.FormatFloat(float64(s.TileSize)/100, 'f', 2, 64))
	a.board.Underlying().Get("classList").Call("toggle", "no-free-marks", !s.ShowAvailable)
	showFaces(s.Faces)
	a.refreshOutlook()
}

func (a *app) fillSettings() {
	form := a.byID("settings-form").Get("elements")
	s := a.home.set
	form.Get("autoplay").Set("checked", s.AutoPlay)
	form.Get("winnable").Set("checked", s.WinnableOnly)
	form.Get("available").Set("checked", s.ShowAvailable)
	form.Get("status").Set("checked", s.Status)
	form.Get("animations").Set("checked", s.Animations)
	form.Get("theme").Set("value", s.Theme)
	form.Get("size").Set("value", strconv.Itoa(s.TileSize))
	form.Get("faces").Set("value", s.Faces)
}

func (a *app) onSettingsChange(js.Value) {
	form := a.byID("settings-form").Get("elements")
	s := store.Settings{
		AutoPlay:      form.Get("autoplay").Get("checked").Bool(),
		WinnableOnly:  form.Get("winnable").Get("checked").Bool(),
		ShowAvailable: form.Get("available").Get("checked").Bool(),
		Status:        form.Get("status").Get("checked").Bool(),
		Animations:    form.Get("animations").Get("checked").Bool(),
		Theme:         form.Get("theme").Get("value").String(),
		Faces:         form.Get("faces").Get("value").String(),
	}
	s.TileSize, _ = strconv.Atoi(form.Get("size").Get("value").String())
	if !store.ValidTheme(s.Theme) || !store.ValidTileSize(s.TileSize) || !store.ValidFaces(s.Faces) {
		return
	}
	a.home.set = s
	a.applySettings()
	if a.home.storageSet(store.SettingsKey, store.FormatSettings(s)) != nil && !a.home.failed {
		a.home.failed = true
		a.show(msg.T("Your settings cannot be saved in this browser (its storage is full or blocked); they hold until the page closes."), true)
	}
}

// homeSetting is what the FreeCell and Sea renderer reads: "autoplay" or "winnable".
func (a *app) homeSetting(name string) bool {
	switch name {
	case "autoplay":
		return a.home.set.AutoPlay
	case "winnable":
		return a.home.set.WinnableOnly
	}
	return false
}

// setHomeSetting is what the FreeCell and Sea renderer calls when its own checkbox changes,
// so that the setting is kept.
func (a *app) setHomeSetting(name string, on bool) {
	switch name {
	case "autoplay":
		a.home.set.AutoPlay = on
	case "winnable":
		a.home.set.WinnableOnly = on
	default:
		return
	}
	a.home.storageSet(store.SettingsKey, store.FormatSettings(a.home.set))
}
