//go:build embedpage

// The embedded game's postMessage API is built only into embed.wasm (build tag embedpage,
// see build.sh): the main page has no use for it. noembed.go stands in for it in main.wasm.

package control

import (
	"slices"

	"mahjong/wasm/link"
	"mahjong/wasm/page"
)

// linkTheme is the embed link's theme= when it names one: it wins over the saved theme.
func (h *embedHost) linkTheme() string {
	if h == nil {
		return ""
	}
	return h.theme
}

// linkStatus is the embed link's status=: 1 to show the status, -1 never, 0 as the settings
// say.
func (h *embedHost) linkStatus() int8 {
	if h == nil {
		return 0
	}
	return h.status
}

// startEmbed sets the page up for embedding when boot.js marked it so (embed.html, or
// ?embed=1): the game, theme and controls of the link. It runs before the first game is
// dealt; the host's messages come as HostSaid. It returns nil when the page is not embedded.
func startEmbed(c *core, home *home, lay *layoutState) *embedHost {
	if c.p.Host == nil || c.p.Doc.Root().Attr("data-embed") != "1" {
		return nil
	}
	h := &embedHost{port: c.p.Host}
	e, problems := link.ParseEmbed(h.port.Query(), func(id string) bool { _, ok := lay.lookup(id); return ok })
	if len(problems) > 0 {
		home.tell(c, "embed", link.EmbedNotice(problems)) // with the other notices, once the first game is drawn
	}
	if e.Game != "" || e.Deal != 0 || e.Daily {
		game := e.Game
		if game == "" {
			game = defaultGame
		}
		l := link.Link{Game: game, Deal: e.Deal}
		if e.Daily {
			l.Daily = c.today()
		}
		c.p.Address.Replace(link.FormatFragment(l))
	}
	h.status = e.Status
	if e.Theme != "system" {
		h.theme = e.Theme
		c.p.Doc.Root().SetAttr("data-theme", e.Theme)
	}
	h.shown = map[string]bool{}
	for _, ctl := range e.Controls {
		h.shown[ctl] = true
	}
	h.showControls(c.p.Doc)
	return h
}

// showControls hides the controls the embed link does not show. It runs again once the
// home has added its buttons (home.mount), which come after startEmbed.
func (h *embedHost) showControls(doc Doc) {
	if h != nil {
		h.controls(doc)
	}
}

// update takes the messages of the host: a command of the page that embeds this one
// (HostSaid), and the task that carries out the commands waiting (HostDrain). Anything that
// is not a well-formed command is ignored without a word: a page may receive messages meant
// for others.
//
// Commands are carried out in a later task (drain), one change per task, so that a host
// that floods the page never holds it up: requests for "state" waiting together share one
// answer, and changes past maxWaiting are dropped. The message itself costs only its reading.
func (h *embedHost) update(c *core, s shell, home *home, lay *layoutState, out *outlook, in Msg) {
	m, said := in.(HostSaid)
	switch {
	case !said:
		h.drain(c, s, home, lay, out)
		return
	case h == nil || c.game == nil:
		return
	}
	cmd, err := link.ParseCommand(m.Message, func(id string) bool { _, ok := lay.lookup(id); return ok })
	if err != nil {
		return
	}
	// The answer goes to the origin that asked, which the browser vouches for; a page of no
	// origin (a sandboxed frame, a file) cannot be named, and gets it as events are sent.
	origin := m.Origin
	if origin == "null" || origin == "" {
		origin = "*"
	}
	if h.take(cmd, origin) { // else dropped: the host sends faster than the game can follow
		h.drainSoon()
	}
}

// drain carries out the first change waiting, then answers every origin owed the state;
// it comes back for the next change in a task of its own.
func (h *embedHost) drain(c *core, s shell, home *home, lay *layoutState, out *outlook) {
	if h == nil {
		return
	}
	h.due = false
	if len(h.waiting) > 0 && c.game != nil {
		w := h.waiting[0]
		h.waiting = slices.Delete(h.waiting, 0, 1)
		switch w.c.Type {
		case "new":
			h.newGame(c, s, home, lay, w.c)
		case "undo":
			s.act(page.Undo)
		case "redo":
			s.act(page.Redo)
		}
		h.owe(w.origin)
	}
	if c.game != nil {
		for _, origin := range h.owed {
			h.port.Post(link.NewEvent("state", h.report(c.game, out.shown), c.seconds()), origin)
		}
	}
	h.owed = h.owed[:0]
	if len(h.waiting) > 0 {
		h.drainSoon()
	}
}

// newGame deals the game and deal a "new" command asks for; a missing game is the one being
// played and a missing deal a fresh one.
func (h *embedHost) newGame(c *core, s shell, home *home, lay *layoutState, cmd link.Command) {
	if cmd.Game == "" && cmd.Deal == 0 {
		home.actConfirmed(s, page.New)
		return
	}
	v := c.variant
	if cmd.Game != "" {
		v, _ = lay.lookup(cmd.Game) // ParseCommand checked it
	}
	deal := cmd.Deal
	if deal == 0 {
		deal = c.freshDeal()
	}
	c.hide()
	s.newGame(v, deal)
}

// rendered tells the host what changed since the last render: a new game, a move, the end
// of the game.
func (h *embedHost) rendered(c *core, out *outlook) {
	if h == nil || c.game == nil {
		return
	}
	fresh := c.game != h.game
	before := h.played
	now := h.report(c.game, out.shown)
	for _, kind := range link.HostEvents(before, now, fresh) {
		// Events carry only the game (variant, deal, moves, status, time): nothing private,
		// so they go to whichever page embeds this one, whose origin is not known in advance.
		h.port.Post(link.NewEvent(kind, now, c.seconds()), "*")
	}
}

// outlook tells the host the status the search has just settled on ("status"). The
// search's start is not told: the event of the move that started it carries "working".
func (h *embedHost) outlook(c *core, out *outlook) {
	if h == nil || c.game == nil || c.game != h.game || out.shown.Phase == page.Deciding {
		return
	}
	h.port.Post(link.NewEvent("status", h.report(c.game, out.shown), c.seconds()), "*")
}
