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

// start names the tab and tells what the storage says of itself. Called once by the
// page's start, before the settings are read and the first game opens.
func (h *home) start(c *core) {
	h.tab = strconv.FormatUint(c.p.Env.Random()%(1<<31)+1, 36)
	h.embedded = c.p.Doc.Root().Attr("data-embed") == "1"
	if _, aside, err := h.storageGet(store.StatsAsideKey); err != nil {
		h.failed = true // said here once, not again at every save
		h.tell(c, "storage", msg.T("This browser blocks this site's storage: you can play, but your games, statistics and settings will not be kept."))
	} else if aside && !h.embedded {
		h.tell(c, "stats", msg.T(statsAsideNotice))
	}
}

// leave writes what is pending, and the time played, before the page goes out of sight or
// away: the browser may end it without another word.
func (h *home) leave(c *core) {
	h.flushSave()
	h.saveGame(c, true)
}

// resumeDeal marks the next game as one to resume and returns its deal: deal when a link
// names one, else the deal of the variant's saved game, else a fresh deal.
func (h *home) resumeDeal(c *core, lay *layoutState, v *engine.Variant, deal uint64) uint64 {
	h.endReplay(c)
	h.resume = true
	if deal != 0 {
		// A link to a deal starts it afresh; only the page's own address, reloaded or
		// reached again through the history, resumes the game saved for it.
		h.resume = c.game == nil && c.p.Address.Reloaded()
		return deal
	}
	if s, _, ok := h.readSave(c, lay, v); ok {
		return s.Deal
	}
	return c.freshDeal()
}

// readSave reads v's saved game and replays it; a corrupt one is reported once and removed.
// The replay is kept: when the stored text is still the same, the next call (resumeGame
// after resumeDeal) takes it instead of replaying the game again. It is handed out once, so
// that a game the player has moved on is never handed out as the saved one.
func (h *home) readSave(c *core, lay *layoutState, v *engine.Variant) (store.Save, *engine.Game, bool) {
	text, found, err := h.storageGet(store.GameKey(v.ID))
	if err != nil || !found {
		return store.Save{}, nil, false
	}
	if r := h.restored; r.game != nil && r.text == text && r.save.Variant == v.ID {
		h.restored = restored{}
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
		h.storageRemove(store.GameKey(v.ID))
		h.tell(c, "save/"+v.ID, msg.T("Your saved {game} game could not be read ({error}) and was replaced by a new one.", "game", lay.gameName(v), "error", storeProblem(err)))
		return store.Save{}, nil, false
	}
	h.restored = restored{text: text, save: s, game: g}
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
func (h *home) abandon(c *core, day *dailyState, v *engine.Variant) {
	if c.game == nil || c.variant != v || h.counted || h.replay.on {
		return
	}
	if !c.game.Moved() {
		return
	}
	h.counted = true
	if !day.record(c, h) {
		h.recordStats(c, v.ID, store.Outcome{Moves: engine.TileMoves(c.game.Played()), Seconds: c.seconds()})
	}
	h.saveGame(c, false) // the save says it is counted, so that no other tab counts it again
}

// resumeGame, called by newGame once the board is mounted, swaps the fresh game for the
// variant's saved one when it is of the same deal and the game was opened to resume.
func (h *home) resumeGame(c *core, lay *layoutState, v *engine.Variant, deal uint64) {
	h.counted, h.written, h.seq = false, "", 0
	resume := h.resume
	h.resume = false
	if !resume {
		// A fresh game only needs the save's sequence number, to write the next one: replaying
		// the old game to check it would cost a new game's time for nothing.
		if text, found, err := h.storageGet(store.GameKey(v.ID)); err == nil && found {
			if s, err := store.ParseSave(text); err == nil && s.Variant == v.ID {
				h.seq = s.Seq
			}
		}
		return
	}
	s, g, ok := h.readSave(c, lay, v)
	h.restored = restored{} // the game is taken now or not at all
	if ok {
		h.seq = s.Seq
	}
	if !ok || s.Deal != deal {
		return
	}
	c.game = g
	h.counted = s.Counted
	h.written = gameText(s)
	c.clock.Resume(time.Duration(s.Seconds) * time.Second)
}

// gameText is what a save says about the game itself, to skip writing it again unchanged.
func gameText(s store.Save) string {
	s.Seq, s.Tab, s.Seconds = 0, "", 0
	return store.FormatSave(s)
}

// afterRender counts a game that has just ended, then saves the game. Called at the end of
// every render.
func (h *home) afterRender(c *core, day *dailyState, helped bool) {
	if len(h.early) > 0 {
		c.show(strings.Join(h.early, " "), true)
		h.early = nil
	}
	if h.replay.on && c.game != nil {
		h.showReplayBar(c)
	}
	if c.game == nil || h.replay.on {
		return
	}
	p := c.game.Position()
	if day.record(c, h) {
		h.counted = p.Status() != engine.Playing || h.counted // kept in the daily record, not the statistics
	} else if p.Status() != engine.Playing && !h.counted {
		h.counted = true
		o := store.Outcome{Won: p.Status() == engine.Won, Seconds: c.seconds(), Moves: engine.TileMoves(c.game.Played()), Helped: helped}
		if c.variant.Scored {
			o.Score, o.HasScore = score(p)
		}
		h.recordStats(c, c.variant.ID, o)
	}
	h.scheduleSave()
}

// scheduleSave saves the game soon, unless a save is pending already.
func (h *home) scheduleSave() { h.saver.Schedule() }

// flushSave writes a pending save now.
func (h *home) flushSave() { h.saver.Flush() }

// score reads the final score of a scored game's position.
func score(p engine.Position) (int, bool) {
	if s, ok := p.(engine.Scorer); ok {
		return s.Score(), true
	}
	return 0, false
}

// saveGame writes the current game unless it is unchanged. A time-only save (the page going
// away) never replaces a newer save another tab wrote.
func (h *home) saveGame(c *core, timeOnly bool) {
	if c.game == nil || h.replay.on {
		return
	}
	s := store.Capture(c.variant, c.game)
	s.Counted, s.Tab, s.Seconds = h.counted, h.tab, c.seconds()
	text := gameText(s)
	if text == h.written && !timeOnly {
		return
	}
	key := store.GameKey(c.variant.ID)
	var old *store.Save
	if text, found, err := h.storageGet(key); err == nil && found {
		if o, err := store.ParseSave(text); err == nil {
			old = &o
		}
	}
	w := page.Overwrite(old, s, h.seq, timeOnly)
	if !w.OK {
		return
	}
	s.Seq = w.Seq
	if err := h.storageSet(key, store.FormatSave(s)); err != nil {
		if !h.failed {
			h.failed = true
			c.show(msg.T("Your game cannot be saved in this browser (its storage is full or blocked). It goes on here, but a reload would lose it."), true)
		}
		return
	}
	h.seq, h.written, h.failed = s.Seq, text, false
	if w.Abandoned {
		h.recordStats(c, old.Variant, store.Abandoned(*old))
	}
}

// stored follows another tab: a newer save of the game shown here replaces it, so that
// this tab never writes an older game over it. It reports whether the settings were
// written there and read again, for the page to show them.
func (h *home) stored(c *core, sh shell, m Stored) (settings bool) {
	if c.game == nil || h.replay.on || m.Key == "" {
		return false
	}
	h.flushSave()
	switch m.Key {
	case h.storageKey(store.SettingsKey):
		h.loadSettings(c)
		return true
	case h.storageKey(store.GameKey(c.variant.ID)):
	default:
		return false
	}
	if m.Removed {
		return false
	}
	s, err := store.ParseSave(m.Value)
	if err != nil {
		return false
	}
	follow := page.Follows(page.Shown{
		Variant: c.variant.ID, Deal: c.game.Position().Deal(), Seq: h.seq, Tab: h.tab,
		Moved: c.game.Moved(),
	}, s)
	if follow == page.Ignore {
		return false
	}
	g, err := store.Restore(c.variant, s)
	if err != nil {
		return false
	}
	if follow == page.FollowDeal {
		// A new deal there: open it here, resumed from the save, without counting the game
		// shown here as abandoned (the other tab counted it).
		h.counted, h.resume = true, true
		sh.newGame(c.variant, s.Deal)
		c.show(msg.T("Another deal of this game was played in another tab; this tab follows it."), false)
		return false
	}
	c.game = g
	h.seq, h.counted, h.written = s.Seq, s.Counted, gameText(s)
	c.clock.Resume(time.Duration(s.Seconds) * time.Second)
	c.marks.Selected = engine.NoPlace
	sh.changed()
	c.show(msg.T("This game was continued in another tab; it shows the latest move."), false)
	return false
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
func (h *home) recordStats(c *core, id string, o store.Outcome) {
	all := h.readStats(c)
	all[id] = all[id].Add(o)
	if h.storageSet(store.StatsKey, store.FormatStats(all)) != nil && !h.failed {
		h.failed = true
		c.show(msg.T("Your statistics cannot be saved in this browser (its storage is full or blocked)."), true)
	}
}
