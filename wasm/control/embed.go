//go:build embedpage

// The embedded game's postMessage API is built only into embed.wasm (build tag embedpage,
// see build.sh): the main page has no use for it. noembed.go stands in for it in main.wasm.

package control

import (
	"slices"

	"mahjong/wasm/link"
	"mahjong/wasm/page"
)

// embedTheme is the embed link's theme= when it names one: it wins over the saved theme.
func (a *Controller) embedTheme() string {
	if a.host == nil {
		return ""
	}
	return a.host.theme
}

// embedStatus is the embed link's status=: 1 to show the status, -1 never, 0 as the
// settings say.
func (a *Controller) embedStatus() int8 {
	if a.host == nil {
		return 0
	}
	return a.host.status
}

// embedStart sets the page up for embedding when boot.js marked it so (embed.html, or
// ?embed=1): the game, theme and controls of the link. It runs before the first game is
// dealt; the host's messages come as HostSaid.
func (a *Controller) embedStart() {
	if a.p.Host == nil || a.p.Doc.Root().Attr("data-embed") != "1" {
		return
	}
	h := &embedHost{port: a.p.Host}
	a.host = h
	e, problems := link.ParseEmbed(h.port.Query(), func(id string) bool { _, ok := a.lookup(id); return ok })
	if len(problems) > 0 {
		a.tell("embed", link.EmbedNotice(problems)) // with the other notices, once the first game is drawn
	}
	if e.Game != "" || e.Deal != 0 || e.Daily {
		game := e.Game
		if game == "" {
			game = defaultGame
		}
		l := link.Link{Game: game, Deal: e.Deal}
		if e.Daily {
			l.Daily = a.today()
		}
		a.p.Address.Replace(link.FormatFragment(l))
	}
	h.status = e.Status
	if e.Theme != "system" {
		h.theme = e.Theme
		a.p.Doc.Root().SetAttr("data-theme", e.Theme)
	}
	h.shown = map[string]bool{}
	for _, c := range e.Controls {
		h.shown[c] = true
	}
	a.embedControls()
}

// embedControls hides the controls the embed link does not show. It runs again once the
// home has added its buttons (mountHome), which come after embedStart.
func (a *Controller) embedControls() {
	if a.host != nil {
		a.host.controls(a.p.Doc)
	}
}

// hostUpdate takes the messages of the host: a command of the page that embeds this one
// (HostSaid), and the task that carries out the commands waiting (HostDrain). Anything that
// is not a well-formed command is ignored without a word: a page may receive messages meant
// for others.
//
// Commands are carried out in a later task (drainHost), one change per task, so that a host
// that floods the page never holds it up: requests for "state" waiting together share one
// answer, and changes past maxWaiting are dropped. The message itself costs only its reading.
func (a *Controller) hostUpdate(in Msg) {
	h := a.host
	m, said := in.(HostSaid)
	switch {
	case !said:
		a.drainHost()
		return
	case h == nil || a.game == nil:
		return
	}
	c, err := link.ParseCommand(m.Message, func(id string) bool { _, ok := a.lookup(id); return ok })
	if err != nil {
		return
	}
	// The answer goes to the origin that asked, which the browser vouches for; a page of no
	// origin (a sandboxed frame, a file) cannot be named, and gets it as events are sent.
	origin := m.Origin
	if origin == "null" || origin == "" {
		origin = "*"
	}
	if h.take(c, origin) { // else dropped: the host sends faster than the game can follow
		h.drainSoon()
	}
}

// drainHost carries out the first change waiting, then answers every origin owed the state;
// it comes back for the next change in a task of its own.
func (a *Controller) drainHost() {
	h := a.host
	if h == nil {
		return
	}
	h.due = false
	if len(h.waiting) > 0 && a.game != nil {
		w := h.waiting[0]
		h.waiting = slices.Delete(h.waiting, 0, 1)
		switch w.c.Type {
		case "new":
			a.hostNew(w.c)
		case "undo":
			a.act(page.Undo)
		case "redo":
			a.act(page.Redo)
		}
		h.owe(w.origin)
	}
	if a.game != nil {
		for _, origin := range h.owed {
			h.port.Post(link.NewEvent("state", h.report(a.game, a.out.shown), a.seconds()), origin)
		}
	}
	h.owed = h.owed[:0]
	if len(h.waiting) > 0 {
		h.drainSoon()
	}
}

// hostNew deals the game and deal a "new" command asks for; a missing game is the one being
// played and a missing deal a fresh one.
func (a *Controller) hostNew(c link.Command) {
	if c.Game == "" && c.Deal == 0 {
		a.actConfirmed(page.New)
		return
	}
	v := a.variant
	if c.Game != "" {
		v, _ = a.lookup(c.Game) // ParseCommand checked it
	}
	deal := c.Deal
	if deal == 0 {
		deal = a.p.Env.Random()%(1<<31) + 1
	}
	a.hide()
	a.newGame(v, deal)
}

// embedRendered tells the host what changed since the last render: a new game, a move, the
// end of the game.
func (a *Controller) embedRendered() {
	h := a.host
	if h == nil || a.game == nil {
		return
	}
	fresh := a.game != h.game
	before := h.played
	now := h.report(a.game, a.out.shown)
	for _, kind := range link.HostEvents(before, now, fresh) {
		// Events carry only the game (variant, deal, moves, status, time): nothing private,
		// so they go to whichever page embeds this one, whose origin is not known in advance.
		h.port.Post(link.NewEvent(kind, now, a.seconds()), "*")
	}
}

// embedOutlook tells the host the status the search has just settled on ("status"). The
// search's start is not told: the event of the move that started it carries "working".
func (a *Controller) embedOutlook() {
	h := a.host
	if h == nil || a.game == nil || a.game != h.game || a.out.shown.Phase == page.Deciding {
		return
	}
	h.port.Post(link.NewEvent("status", h.report(a.game, a.out.shown), a.seconds()), "*")
}
