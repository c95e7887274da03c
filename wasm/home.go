//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"mahjong/engine"
	"mahjong/wasm/store"
)

// home keeps the player's things in the browser (package store has the formats): each
// variant's game in progress with its history, the statistics and the settings. The app has
// one; its hooks in app.go and events.go are one-line calls into this file.
type home struct {
	tab     string // this tab's id, in every save it writes
	seq     uint64 // sequence number of the current variant's save this tab last read or wrote
	counted bool   // the current game's end (or abandonment) is in the statistics
	written string // the last save text written for the current game, without seq and tab
	resume  bool   // the next newGame resumes the variant's save if it is of the same deal
	failed  bool   // a write failed, or storage is blocked, and the player was told
	// embedded is set on the embed page: its games and statistics are kept apart from the
	// site's (store.EmbedKey).
	embedded bool
	// early are the notices told before the first board is drawn, shown once it is: the
	// opening of the first game hides the notice.
	early []string
	// confirmed is set while the player's "New game" of the confirmation dialog runs, so
	// that the action does not ask again.
	confirmed bool
	told      map[string]bool
	set       store.Settings
	replay    replayView
	pending   timeout // the save scheduled after the last render
	// restored is the last save readSave replayed, kept for the newGame that follows the
	// resumeDeal that read it: replaying a long game is the costly part of opening it.
	restored restored
}

// restored is a save with the game it replays to, and the stored text it was read from.
type restored struct {
	text string
	save store.Save
	game *engine.Game
}

var kept = home{told: map[string]bool{}, set: store.DefaultSettings}

// tell shows a notice about kept data once per page load and key; before the first board is
// drawn, it waits for it.
func (a *app) tell(key, text string) {
	if kept.told[key] {
		return
	}
	kept.told[key] = true
	if a.game == nil {
		kept.early = append(kept.early, text)
		return
	}
	a.show(text, true)
}

// startHome reads the settings, adds the home's buttons and dialogs, and listens to the other
// tabs. Called once by start, before the first game opens.
func (a *app) startHome() {
	kept.tab = strconv.FormatUint(freshDeal(), 36)
	kept.embedded = a.root.Call("getAttribute", "data-embed").String() == "1"
	if _, aside, err := storageGet(store.StatsAsideKey); err != nil {
		kept.failed = true // said here once, not again at every save
		a.tell("storage", "This browser blocks this site's storage: you can play, but your games, statistics and settings will not be kept.")
	} else if aside && !kept.embedded {
		a.tell("stats", statsAsideNotice)
	}
	a.loadSettings()
	a.mountHome()
	a.listen(js.Global(), "storage", a.onStorage)
	a.listen(js.Global(), "pagehide", func(js.Value) { a.flushSave(); a.saveGame(true) })
	a.listen(a.doc.Underlying(), "visibilitychange", func(js.Value) {
		if a.doc.Underlying().Get("hidden").Bool() {
			a.flushSave()
			a.saveGame(true)
		}
	})
}

// resumeDeal marks the next game as one to resume and returns its deal: deal when a link
// names one, else the deal of the variant's saved game, else a fresh deal.
func (a *app) resumeDeal(v *engine.Variant, deal uint64) uint64 {
	a.endReplay()
	kept.resume = true
	if deal != 0 {
		// A link to a deal starts it afresh; only the page's own address, reloaded or
		// reached again through the history, resumes the game saved for it.
		kept.resume = a.game == nil && reloaded()
		return deal
	}
	if s, _, ok := a.readSave(v); ok {
		return s.Deal
	}
	return freshDeal()
}

// readSave reads v's saved game and replays it; a corrupt one is reported once and removed.
// The replay is kept: when the stored text is still the same, the next call (resumeGame
// after resumeDeal) takes it instead of replaying the game again. It is handed out once, so
// that a game the player has moved on is never handed out as the saved one.
func (a *app) readSave(v *engine.Variant) (store.Save, *engine.Game, bool) {
	text, found, err := storageGet(store.GameKey(v.ID))
	if err != nil || !found {
		return store.Save{}, nil, false
	}
	if r := kept.restored; r.game != nil && r.text == text && r.save.Variant == v.ID {
		kept.restored = restored{}
		return r.save, r.game, true
	}
	s, err := store.ParseSave(text)
	if err == nil && s.Variant != v.ID {
		err = errNamed("the saved game is of another game")
	}
	var g *engine.Game
	if err == nil {
		g, err = store.Restore(v, s)
	}
	if err != nil {
		storageRemove(store.GameKey(v.ID))
		a.tell("save/"+v.ID, "Your saved "+v.Name+" game could not be read ("+err.Error()+") and was replaced by a new one.")
		return store.Save{}, nil, false
	}
	kept.restored = restored{text: text, save: s, game: g}
	return s, g, true
}

type errNamed string

func (e errNamed) Error() string { return string(e) }

// abandon counts the game being replaced by a new deal of the same variant as played and not
// won, when a move was made and its end is not counted yet. Called by newGame first.
func (a *app) abandon(v *engine.Variant) {
	if a.game == nil || a.variant != v || kept.counted || kept.replay.on {
		return
	}
	if engine.Plays(a.game.Played())+engine.Plays(a.game.Undone()) == 0 {
		return
	}
	kept.counted = true
	a.recordStats(v.ID, store.Outcome{Moves: engine.Plays(a.game.Played()), Seconds: a.seconds()})
	a.saveGame(false) // the save says it is counted, so that no other tab counts it again
}

// resumeGame, called by newGame once the board is mounted, swaps the fresh game for the
// variant's saved one when it is of the same deal and the game was opened to resume.
func (a *app) resumeGame(v *engine.Variant, deal uint64) {
	kept.counted, kept.written, kept.seq = false, "", 0
	resume := kept.resume
	kept.resume = false
	if !resume {
		// A fresh game only needs the save's sequence number, to write the next one: replaying
		// the old game to check it would cost a new game's time for nothing.
		if text, found, err := storageGet(store.GameKey(v.ID)); err == nil && found {
			if s, err := store.ParseSave(text); err == nil && s.Variant == v.ID {
				kept.seq = s.Seq
			}
		}
		return
	}
	s, g, ok := a.readSave(v)
	kept.restored = restored{} // the game is taken now or not at all
	if ok {
		kept.seq = s.Seq
	}
	if !ok || s.Deal != deal {
		return
	}
	a.game = g
	kept.counted = s.Counted
	kept.written = gameText(s)
	a.clock.Resume(time.Duration(s.Seconds) * time.Second)
}

// gameText is what a save says about the game itself, to skip writing it again unchanged.
func gameText(s store.Save) string {
	s.Seq, s.Tab, s.Seconds = 0, "", 0
	return store.FormatSave(s)
}

// afterRender counts a game that has just ended, then saves the game. Called at the end of
// every render.
func (a *app) afterRender() {
	if len(kept.early) > 0 {
		a.show(strings.Join(kept.early, " "), true)
		kept.early = nil
	}
	if kept.replay.on && a.game != nil {
		a.showReplayBar()
	}
	if a.game == nil || kept.replay.on {
		return
	}
	p := a.game.Position()
	if p.Status() != engine.Playing && !kept.counted {
		kept.counted = true
		o := store.Outcome{Won: p.Status() == engine.Won, Seconds: a.seconds(), Moves: engine.Plays(a.game.Played())}
		if a.variant.Scored {
			o.Score, o.HasScore = score(p)
		}
		a.recordStats(a.variant.ID, o)
	}
	a.scheduleSave()
}

// saveDelay is how long a move's save waits, so that writing to the browser's storage (a
// millisecond or more, and more for a long game) is not part of the move the player waits
// for, and a quick run of moves is written once. The page going away, a new game and another
// tab's save write a pending save first.
const saveDelay = 250 * time.Millisecond

// scheduleSave saves the game soon, unless a save is pending already.
func (a *app) scheduleSave() {
	if kept.pending.on {
		return
	}
	kept.pending.start(saveDelay, func() { a.saveGame(false) })
}

// flushSave writes a pending save now.
func (a *app) flushSave() {
	if kept.pending.on {
		kept.pending.stop()
		a.saveGame(false)
	}
}

// score reads the final score of a scored game's position.
func score(p engine.Position) (int, bool) {
	if s, ok := p.(engine.Scorer); ok {
		return s.Score(), true
	}
	return 0, false
}

// saveGame writes the current game unless it is unchanged. A time-only save (the page going
// away) never replaces a newer save another tab wrote.
func (a *app) saveGame(timeOnly bool) {
	if a.game == nil || kept.replay.on {
		return
	}
	s := store.Capture(a.variant, a.game)
	s.Counted, s.Tab, s.Seconds = kept.counted, kept.tab, a.seconds()
	text := gameText(s)
	if text == kept.written && !timeOnly {
		return
	}
	key := store.GameKey(a.variant.ID)
	seq := kept.seq
	abandoned := false
	var o store.Save
	if old, found, err := storageGet(key); err == nil && found {
		var perr error
		if o, perr = store.ParseSave(old); perr == nil {
			if o.Seq > seq {
				if timeOnly {
					return
				}
				seq = o.Seq
			}
			var write bool
			if write, abandoned = store.Overwrite(o, s); !write {
				return // another tab's game in progress stays until this one has a move
			}
		}
	}
	s.Seq = seq + 1
	if err := storageSet(key, store.FormatSave(s)); err != nil {
		if !kept.failed {
			kept.failed = true
			a.show("Your game cannot be saved in this browser (its storage is full or blocked). It goes on here, but a reload would lose it.", true)
		}
		return
	}
	kept.seq, kept.written, kept.failed = s.Seq, text, false
	if abandoned {
		a.recordStats(o.Variant, store.Abandoned(o))
	}
}

// onStorage follows another tab: a newer save of the game shown here replaces it, so that
// this tab never writes an older game over it.
func (a *app) onStorage(ev js.Value) {
	key := ev.Get("key")
	if a.game == nil || kept.replay.on || key.Type() != js.TypeString {
		return
	}
	a.flushSave()
	switch key.String() {
	case storageKey(store.SettingsKey):
		a.loadSettings()
		return
	case storageKey(store.GameKey(a.variant.ID)):
	default:
		return
	}
	nv := ev.Get("newValue")
	if nv.Type() != js.TypeString {
		return
	}
	s, err := store.ParseSave(nv.String())
	if err != nil || s.Seq <= kept.seq || s.Tab == kept.tab || s.Variant != a.variant.ID {
		return
	}
	g, err := store.Restore(a.variant, s)
	if err != nil {
		return
	}
	if s.Deal != a.game.Position().Deal() {
		if engine.Plays(a.game.Played())+engine.Plays(a.game.Undone()) == 0 {
			return // a deal not played yet here stays: it replaces nothing (see store.Overwrite)
		}
		// A new deal there: open it here, resumed from the save, without counting the game
		// shown here as abandoned (the other tab counted it).
		kept.counted, kept.resume = true, true
		a.newGame(a.variant, s.Deal)
		a.show("Another deal of this game was played in another tab; this tab follows it.", false)
		return
	}
	a.game = g
	kept.seq, kept.counted, kept.written = s.Seq, s.Counted, gameText(s)
	a.clock.Resume(time.Duration(s.Seconds) * time.Second)
	a.marks.Selected = engine.NoPlace
	a.changed()
	a.show("This game was continued in another tab; it shows the latest move.", false)
}

// readStats reads every variant's statistics. A line that cannot be read costs that line
// only: the whole text is first kept aside (store.StatsAsideKey), unless some is already,
// until the player dismisses it in the Statistics dialog, and the player is told once.
func (a *app) readStats() map[string]store.Stats {
	text, found, err := storageGet(store.StatsKey)
	if err != nil || !found {
		return map[string]store.Stats{}
	}
	all, err := store.ParseStats(text)
	if err != nil {
		if _, aside, _ := storageGet(store.StatsAsideKey); !aside {
			storageSet(store.StatsAsideKey, text)
		}
		a.tell("stats", "Your statistics could not all be read ("+err.Error()+"). "+statsAsideNotice)
	}
	return all
}

// statsAsideNotice says where statistics that could not be read went.
const statsAsideNotice = "What could not be read is kept aside, as it was, until you dismiss it under Statistics; the rest is kept."

// recordStats adds o to id's statistics, reading them again first so that another tab's
// games are kept.
func (a *app) recordStats(id string, o store.Outcome) {
	all := a.readStats()
	all[id] = all[id].Add(o)
	if storageSet(store.StatsKey, store.FormatStats(all)) != nil && !kept.failed {
		kept.failed = true
		a.show("Your statistics cannot be saved in this browser (its storage is full or blocked).", true)
	}
}

// reloaded reports whether the page was reloaded or reached through the history, rather than
// opened from a link.
func reloaded() (yes bool) {
	defer func() { recover() }()
	nav := js.Global().Get("performance").Call("getEntriesByType", "navigation")
	if nav.Length() == 0 {
		return false
	}
	t := nav.Index(0).Get("type").String()
	return t == "reload" || t == "back_forward"
}
