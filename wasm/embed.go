//go:build js && wasm && embedpage

// The embedded game's postMessage API is built only into embed.wasm (build tag embedpage,
// see build.sh): the main page has no use for it. noembed.go stands in for it in main.wasm.

package main

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/dom"
	"mahjong/wasm/link"
	"mahjong/wasm/link/hostjs"
	"mahjong/wasm/page"
)

// embedHost is the embedded game's side of the postMessage API (docs/embedding.md): it
// reads the embed link, obeys the commands of the page that embeds it and tells that page
// what happens. The app's host is nil when the page is not embedded.
type embedHost struct {
	parent   js.Value
	game     *engine.Game
	moves    []engine.Move // the moves reported, and their notation
	notation []string
	played   link.Played
	theme    string          // the link's theme= when it names one: it wins over the settings
	status   int8            // the link's status=: 1 shows the status, -1 never, 0 as the settings say
	shown    map[string]bool // the controls the link's controls= shows

	// Commands wait for a task of their own (see onHostMessage): the changes in order, at most
	// maxWaiting of them, and the origins owed a "state" answer.
	waiting []hostCommand
	owed    []string
	drain   js.Value // the MessagePort whose message runs drainHost
	due     bool     // a drain is posted
}

// hostCommand is a change a host asked for, with the origin that asked.
type hostCommand struct {
	c      link.Command
	origin string
}

// maxWaiting is how many changes (new, undo, redo) wait to be carried out; a host that sends
// more before they are is sending them faster than the game can draw them, and the rest are
// dropped, without an answer.
const maxWaiting = 16

// embedTheme is the embed link's theme= when it names one: it wins over the saved theme.
func (a *app) embedTheme() string {
	if a.host == nil {
		return ""
	}
	return a.host.theme
}

// embedStatus is the embed link's status=: 1 to show the status, -1 never, 0 as the
// settings say.
func (a *app) embedStatus() int8 {
	if a.host == nil {
		return 0
	}
	return a.host.status
}

// embedStart sets the page up for embedding when boot.js marked it so (embed.html, or
// ?embed=1): the game, theme and controls of the link, and the message listener. It runs
// before the first game is dealt.
func (a *app) embedStart() {
	if a.root.Call("getAttribute", "data-embed").String() != "1" {
		return
	}
	win := js.Global()
	h := &embedHost{parent: win.Get("parent")}
	a.host = h
	e, problems := link.ParseEmbed(win.Get("location").Get("search").String(), func(id string) bool { _, ok := a.lookup(id); return ok })
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
			l.Daily = today()
		}
		win.Get("history").Call("replaceState", nil, "", link.FormatFragment(l))
	}
	h.status = e.Status
	if e.Theme != "system" {
		h.theme = e.Theme
		a.root.Call("setAttribute", "data-theme", e.Theme)
	}
	h.shown = map[string]bool{}
	for _, c := range e.Controls {
		h.shown[c] = true
	}
	a.embedControls()
	a.listen(win, "message", a.onHostMessage)
	// The drain is a message of a channel of its own: queued behind the host's messages
	// already waiting (the same task source), and never slowed down as a timer is in a
	// background tab.
	ch := win.Get("MessageChannel").New()
	a.listen(ch.Get("port1"), "message", func(js.Value) { a.drainHost() })
	ch.Get("port1").Call("start")
	h.drain = ch.Get("port2")
}

// embedControls hides the controls the embed link does not show. It runs again once the
// home has added its buttons (mountHome), which come after embedStart.
func (a *app) embedControls() {
	if a.host == nil {
		return
	}
	for _, c := range link.EmbedControls {
		sel := `#controls [data-action="` + c + `"]`
		switch c {
		case "picker":
			sel = "#controls .picker"
		case "help":
			sel = "#help, #help-open"
		case "stats", "settings", "share":
			sel = "#" + c + "-open"
		}
		els := a.doc.Underlying().Call("querySelectorAll", sel)
		for i := range els.Length() {
			if a.host.shown[c] {
				els.Index(i).Call("removeAttribute", "data-embed-off")
			} else {
				els.Index(i).Call("setAttribute", "data-embed-off", "")
			}
		}
	}
}

// onHostMessage takes a command of the page that embeds this one. Anything that is not a
// well-formed command from that page is ignored without a word: a page may receive messages
// meant for others.
//
// Commands are carried out in a later task (drainHost), one change per task, so that a host
// that floods the page never holds it up: requests for "state" waiting together share one
// answer, and changes past maxWaiting are dropped. The message itself costs only its reading.
func (a *app) onHostMessage(ev js.Value) {
	h := a.host
	if h == nil || a.game == nil || !ev.Get("source").Equal(h.parent) || h.parent.Equal(js.Global()) {
		return
	}
	c, err := link.ParseCommand(hostjs.Read(dom.WrapMessageEvent(ev).Data()), func(id string) bool { _, ok := a.lookup(id); return ok })
	if err != nil {
		return
	}
	// The answer goes to the origin that asked, which the browser vouches for; a page of no
	// origin (a sandboxed frame, a file) cannot be named, and gets it as events are sent.
	origin := ev.Get("origin").String()
	if origin == "null" || origin == "" {
		origin = "*"
	}
	if c.Type == "state" {
		h.owe(origin)
	} else if len(h.waiting) < maxWaiting {
		h.waiting = append(h.waiting, hostCommand{c, origin})
	} else {
		return // dropped: the host sends faster than the game can follow
	}
	if !h.due {
		h.due = true
		h.drain.Call("postMessage", nil)
	}
}

// drainHost carries out the first change waiting, then answers every origin owed the state;
// it comes back for the next change in a task of its own.
func (a *app) drainHost() {
	h := a.host
	h.due = false
	if len(h.waiting) > 0 && a.game != nil {
		w := h.waiting[0]
		h.waiting = append(h.waiting[:0], h.waiting[1:]...)
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
			h.post(link.NewEvent("state", h.report(a), a.seconds()), origin)
		}
	}
	h.owed = h.owed[:0]
	if len(h.waiting) > 0 {
		h.due = true
		h.drain.Call("postMessage", nil)
	}
}

// owe marks origin as owed a "state" answer.
func (h *embedHost) owe(origin string) {
	for _, o := range h.owed {
		if o == origin {
			return
		}
	}
	h.owed = append(h.owed, origin)
}

// hostNew deals the game and deal a "new" command asks for; a missing game is the one being
// played and a missing deal a fresh one.
func (a *app) hostNew(c link.Command) {
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
		deal = freshDeal()
	}
	if v != a.variant {
		a.searchAction(page.Leave)
	}
	a.hide()
	a.newGame(v, deal)
}

// embedRendered tells the host what changed since the last render: a new game, a move, the
// end of the game.
func (a *app) embedRendered() {
	h := a.host
	if h == nil || a.game == nil {
		return
	}
	fresh := a.game != h.game
	before := h.played
	now := h.report(a)
	for _, kind := range link.HostEvents(before, now, fresh) {
		// Events carry only the game (variant, deal, moves, status, time): nothing private,
		// so they go to whichever page embeds this one, whose origin is not known in advance.
		h.post(link.NewEvent(kind, now, a.seconds()), "*")
	}
}

// report brings the moves in notation up to date with the game and returns them. Only the
// moves that changed since the last report are written again.
func (h *embedHost) report(a *app) link.Played {
	if a.game != h.game {
		h.game, h.moves, h.notation = a.game, h.moves[:0], h.notation[:0]
	}
	played := a.game.Played()
	same := 0
	for same < len(played) && same < len(h.moves) && played[same] == h.moves[same] {
		same++
	}
	h.moves, h.notation = h.moves[:same], h.notation[:same]
	for i := same; i < len(played); i++ {
		h.moves = append(h.moves, played[i])
		h.notation = append(h.notation, a.game.PositionAt(i).FormatMove(played[i]))
	}
	p := a.game.Position()
	o := a.out.shown
	h.played = link.Played{Game: p.Variant(), Deal: p.Deal(), Moves: h.notation, Status: p.Status(),
		Outlook: link.Outlook{State: o.State(), Undo: o.UndoMoves(), Score: o.Status.Score}}
	return h.played
}

// embedOutlook tells the host the status the search has just settled on ("status"). The
// search's start is not told: the event of the move that started it carries "working".
func (a *app) embedOutlook() {
	h := a.host
	if h == nil || a.game == nil || a.game != h.game || a.out.shown.Phase == page.Deciding {
		return
	}
	h.post(link.NewEvent("status", h.report(a), a.seconds()), "*")
}

func (h *embedHost) post(e link.Event, origin string) {
	if h.parent.Equal(js.Global()) {
		return // not in a frame: nobody to tell
	}
	h.parent.Call("postMessage", hostjs.Event(e), origin)
}
