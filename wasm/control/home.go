package control

import (
	"mahjong/wasm/msg"
	"strconv"
	"strings"
	"time"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/page"
	"mahjong/wasm/store"
)

// home keeps the player's things in the browser (package store has the formats): each
// variant's game in progress with its history, the statistics and the settings. The app has
// one; its hooks in app.go and events.go are one-line calls into this file.
type home struct {
	storage Storage
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
	saver     *page.Saver // the save scheduled after the last render
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

// tell shows a notice about kept data once per page load and key; before the first board is
// drawn, it waits for it.
func (h *home) tell(c *core, key, text string) {
	if h.told[key] {
		return
	}
	h.told[key] = true
	if c.game == nil {
		h.early = append(h.early, text)
		return
	}
	c.show(text, true)
}

// startHome reads the settings and adds the home's buttons and dialogs. Called once by
// start, before the first game opens.
func (a *Controller) startHome() {
	a.home.tab = strconv.FormatUint(a.core.p.Env.Random()%(1<<31)+1, 36)
	a.home.embedded = a.core.p.Doc.Root().Attr("data-embed") == "1"
	if _, aside, err := a.home.storageGet(store.StatsAsideKey); err != nil {
		a.home.failed = true // said here once, not again at every save
		a.home.tell(&a.core, "storage", msg.T("This browser blocks this site's storage: you can play, but your games, statistics and settings will not be kept."))
	} else if aside && !a.home.embedded {
		a.home.tell(&a.core, "stats", msg.T(statsAsideNotice))
	}
	a.loadSettings()
	a.mountHome()
}

// leave writes what is pending, and the time played, before the page goes out of sight or
// away: the browser may end it without another word.
func (a *Controller) leave() {
	a.flushSave()
	a.saveGame(true)
}

// resumeDeal marks the next game as one to resume and returns its deal: deal when a link
// names one, else the deal of the variant's saved game, else a fresh deal.
func (a *Controller) resumeDeal(v *engine.Variant, deal uint64) uint64 {
	a.endReplay()
	a.home.resume = true
	if deal != 0 {
		// A link to a deal starts it afresh; only the page's own address, reloaded or
		// reached again through the history, resumes the game saved for it.
		a.home.resume = a.core.game == nil && a.core.p.Address.Reloaded()
		return deal
	}
	if s, _, ok := a.readSave(v); ok {
		return s.Deal
	}
	return a.core.p.Env.Random()%(1<<31) + 1
}

// readSave reads v's saved game and replays it; a corrupt one is reported once and removed.
// The replay is kept: when the stored text is still the same, the next call (resumeGame
// after resumeDeal) takes it instead of replaying the game again. It is handed out once, so
// that a game the player has moved on is never handed out as the saved one.
func (a *Controller) readSave(v *engine.Variant) (store.Save, *engine.Game, bool) {
	text, found, err := a.home.storageGet(store.GameKey(v.ID))
	if err != nil || !found {
		return store.Save{}, nil, false
	}
	if r := a.home.restored; r.game != nil && r.text == text && r.save.Variant == v.ID {
		a.home.restored = restored{}
		return r.save, r.game, true
	}
	s, err := store.ParseSave(text)
	if err == nil && s.Variant != v.ID {
		err = errNamed(msg.T("the saved game is of another game"))
	}
	var g *engine.Game
	if err == nil {
		g, err = store.Restore(v, s)
	}
	if err != nil {
		a.home.storageRemove(store.GameKey(v.ID))
		a.home.tell(&a.core, "save/"+v.ID, msg.T("Your saved {game} game could not be read ({error}) and was replaced by a new one.", "game", a.lay.gameName(v), "error", storeProblem(err)))
		return store.Save{}, nil, false
	}
	a.home.restored = restored{text: text, save: s, game: g}
	return s, g, true
}

// storeProblem is what the page says of err, an error of package store, whose sentences are
// the catalogs': a move the rules refuse says why, the engine's reason in the page's language
// (board.Reason). A reason the catalogs do not translate (Mahjong Solitaire's: its page never
// shows them otherwise) is left out rather than shown in English.
func storeProblem(err error) string {
	if m, ok := err.(*store.MoveError); ok && m.Refused {
		if illegal, ok := m.Err.(*engine.IllegalMoveError); ok {
			if why := board.Reason(illegal.Reason); why != illegal.Reason || msg.Lang() == "en" {
				return page.Problem(m.Because(why))
			}
		}
	}
	return page.Problem(err)
}

type errNamed string

func (e errNamed) Error() string { return string(e) }

// abandon counts the game being replaced by a new deal of the same variant as played and not
// won, when a move was made and its end is not counted yet. Called by newGame first.
func (a *Controller) abandon(v *engine.Variant) {
	if a.core.game == nil || a.core.variant != v || a.home.counted || a.home.replay.on {
		return
	}
	if !a.core.game.Moved() {
		return
	}
	a.home.counted = true
	if !a.dailyRecord() {
		a.recordStats(v.ID, store.Outcome{Moves: engine.TileMoves(a.core.game.Played()), Seconds: a.core.seconds()})
	}
	a.saveGame(false) // the save says it is counted, so that no other tab counts it again
}

// resumeGame, called by newGame once the board is mounted, swaps the fresh game for the
// variant's saved one when it is of the same deal and the game was opened to resume.
func (a *Controller) resumeGame(v *engine.Variant, deal uint64) {
	a.home.counted, a.home.written, a.home.seq = false, "", 0
	resume := a.home.resume
	a.home.resume = false
	if !resume {
		// A fresh game only needs the save's sequence number, to write the next one: replaying
		// the old game to check it would cost a new game's time for nothing.
		if text, found, err := a.home.storageGet(store.GameKey(v.ID)); err == nil && found {
			if s, err := store.ParseSave(text); err == nil && s.Variant == v.ID {
				a.home.seq = s.Seq
			}
		}
		return
	}
	s, g, ok := a.readSave(v)
	a.home.restored = restored{} // the game is taken now or not at all
	if ok {
		a.home.seq = s.Seq
	}
	if !ok || s.Deal != deal {
		return
	}
	a.core.game = g
	a.home.counted = s.Counted
	a.home.written = gameText(s)
	a.core.clock.Resume(time.Duration(s.Seconds) * time.Second)
}

// gameText is what a save says about the game itself, to skip writing it again unchanged.
func gameText(s store.Save) string {
	s.Seq, s.Tab, s.Seconds = 0, "", 0
	return store.FormatSave(s)
}

// afterRender counts a game that has just ended, then saves the game. Called at the end of
// every render.
func (a *Controller) afterRender() {
	if len(a.home.early) > 0 {
		a.core.show(strings.Join(a.home.early, " "), true)
		a.home.early = nil
	}
	if a.home.replay.on && a.core.game != nil {
		a.showReplayBar()
	}
	if a.core.game == nil || a.home.replay.on {
		return
	}
	p := a.core.game.Position()
	if a.dailyRecord() {
		a.home.counted = p.Status() != engine.Playing || a.home.counted // kept in the daily record, not the statistics
	} else if p.Status() != engine.Playing && !a.home.counted {
		a.home.counted = true
		o := store.Outcome{Won: p.Status() == engine.Won, Seconds: a.core.seconds(), Moves: engine.TileMoves(a.core.game.Played()), Helped: a.out.helped}
		if a.core.variant.Scored {
			o.Score, o.HasScore = score(p)
		}
		a.recordStats(a.core.variant.ID, o)
	}
	a.scheduleSave()
}

// scheduleSave saves the game soon, unless a save is pending already.
func (a *Controller) scheduleSave() { a.home.saver.Schedule() }

// flushSave writes a pending save now.
func (a *Controller) flushSave() { a.home.saver.Flush() }

// score reads the final score of a scored game's position.
func score(p engine.Position) (int, bool) {
	if s, ok := p.(engine.Scorer); ok {
		return s.Score(), true
	}
	return 0, false
}

// saveGame writes the current game unless it is unchanged. A time-only save (the page going
// away) never replaces a newer save another tab wrote.
func (a *Controller) saveGame(timeOnly bool) {
	if a.core.game == nil || a.home.replay.on {
		return
	}
	s := store.Capture(a.core.variant, a.core.game)
	s.Counted, s.Tab, s.Seconds = a.home.counted, a.home.tab, a.core.seconds()
	text := gameText(s)
	if text == a.home.written && !timeOnly {
		return
	}
	key := store.GameKey(a.core.variant.ID)
	var old *store.Save
	if text, found, err := a.home.storageGet(key); err == nil && found {
		if o, err := store.ParseSave(text); err == nil {
			old = &o
		}
	}
	w := page.Overwrite(old, s, a.home.seq, timeOnly)
	if !w.OK {
		return
	}
	s.Seq = w.Seq
	if err := a.home.storageSet(key, store.FormatSave(s)); err != nil {
		if !a.home.failed {
			a.home.failed = true
			a.core.show(msg.T("Your game cannot be saved in this browser (its storage is full or blocked). It goes on here, but a reload would lose it."), true)
		}
		return
	}
	a.home.seq, a.home.written, a.home.failed = s.Seq, text, false
	if w.Abandoned {
		a.recordStats(old.Variant, store.Abandoned(*old))
	}
}

// stored follows another tab: a newer save of the game shown here replaces it, so that
// this tab never writes an older game over it.
func (a *Controller) stored(m Stored) {
	if a.core.game == nil || a.home.replay.on || m.Key == "" {
		return
	}
	a.flushSave()
	switch m.Key {
	case a.home.storageKey(store.SettingsKey):
		a.loadSettings()
		return
	case a.home.storageKey(store.GameKey(a.core.variant.ID)):
	default:
		return
	}
	if m.Removed {
		return
	}
	s, err := store.ParseSave(m.Value)
	if err != nil {
		return
	}
	follow := page.Follows(page.Shown{
		Variant: a.core.variant.ID, Deal: a.core.game.Position().Deal(), Seq: a.home.seq, Tab: a.home.tab,
		Moved: a.core.game.Moved(),
	}, s)
	if follow == page.Ignore {
		return
	}
	g, err := store.Restore(a.core.variant, s)
	if err != nil {
		return
	}
	if follow == page.FollowDeal {
		// A new deal there: open it here, resumed from the save, without counting the game
		// shown here as abandoned (the other tab counted it).
		a.home.counted, a.home.resume = true, true
		a.newGame(a.core.variant, s.Deal)
		a.core.show(msg.T("Another deal of this game was played in another tab; this tab follows it."), false)
		return
	}
	a.core.game = g
	a.home.seq, a.home.counted, a.home.written = s.Seq, s.Counted, gameText(s)
	a.core.clock.Resume(time.Duration(s.Seconds) * time.Second)
	a.core.marks.Selected = engine.NoPlace
	a.changed()
	a.core.show(msg.T("This game was continued in another tab; it shows the latest move."), false)
}

// readStats reads every variant's statistics. A line that cannot be read costs that line
// only: the whole text is first kept aside (store.StatsAsideKey), unless some is already,
// until the player dismisses it in the Statistics dialog, and the player is told once.
func (h *home) readStats(c *core) map[string]store.Stats {
	text, found, err := h.storageGet(store.StatsKey)
	if err != nil || !found {
		return map[string]store.Stats{}
	}
	all, err := store.ParseStats(text)
	if err != nil {
		if _, aside, _ := h.storageGet(store.StatsAsideKey); !aside {
			h.storageSet(store.StatsAsideKey, text)
		}
		h.tell(c, "stats", msg.T("Your statistics could not all be read ({error}).", "error", page.Problem(err))+" "+msg.T(statsAsideNotice))
	}
	return all
}

// statsAsideNotice says where statistics that could not be read went.
const statsAsideNotice = "What could not be read is kept aside, as it was, until you dismiss it under Statistics; the rest is kept."

// recordStats adds o to id's statistics, reading them again first so that another tab's
// games are kept.
func (a *Controller) recordStats(id string, o store.Outcome) {
	all := a.home.readStats(&a.core)
	all[id] = all[id].Add(o)
	if a.home.storageSet(store.StatsKey, store.FormatStats(all)) != nil && !a.home.failed {
		a.home.failed = true
		a.core.show(msg.T("Your statistics cannot be saved in this browser (its storage is full or blocked)."), true)
	}
}
