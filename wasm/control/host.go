package control

import (
	"slices"

	"mahjong/engine"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
)

// The host's side of the embedded game's postMessage API: what it keeps and decides. The
// controller's side, which obeys and reports, is embed.go, built into embed.wasm only.

// embedHost is the embedded game's side of the postMessage API (docs/embedding.md): it
// reads the embed link, obeys the commands of the page that embeds it and tells that page
// what happens. The controller's host is nil when the page is not embedded.
type embedHost struct {
	port     Host
	game     *engine.Game
	moves    []engine.Move // the moves reported, and their notation
	notation []string
	played   link.Played
	theme    string          // the link's theme= when it names one: it wins over the settings
	status   int8            // the link's status=: 1 shows the status, -1 never, 0 as the settings say
	shown    map[string]bool // the controls the link's controls= shows

	// Commands wait for a task of their own (see update): the changes in order, at most
	// maxWaiting of them, and the origins owed a "state" answer.
	waiting []hostCommand
	owed    []string
	due     bool // a drain is asked for (Host.Drain)
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

// take queues c, from origin, and reports whether it is kept.
func (h *embedHost) take(c link.Command, origin string) bool {
	switch {
	case c.Type == "state":
		h.owe(origin)
	case len(h.waiting) < maxWaiting:
		h.waiting = append(h.waiting, hostCommand{c, origin})
	default:
		return false
	}
	return true
}

// drainSoon asks for a task that carries out the commands waiting, unless one is asked for.
func (h *embedHost) drainSoon() {
	if !h.due {
		h.due = true
		h.port.Drain()
	}
}

// owe marks origin as owed a "state" answer.
func (h *embedHost) owe(origin string) {
	if !slices.Contains(h.owed, origin) {
		h.owed = append(h.owed, origin)
	}
}

// report brings the moves in notation up to date with g and returns them, with the status
// o shown. Only the moves that changed since the last report are written again.
func (h *embedHost) report(g *engine.Game, o page.Outlook) link.Played {
	if g != h.game {
		h.game, h.moves, h.notation = g, h.moves[:0], h.notation[:0]
	}
	played := g.Played()
	same := 0
	for same < len(played) && same < len(h.moves) && played[same] == h.moves[same] {
		same++
	}
	h.moves, h.notation = h.moves[:same], h.notation[:same]
	for i := same; i < len(played); i++ {
		h.moves = append(h.moves, played[i])
		h.notation = append(h.notation, g.PositionAt(i).FormatMove(played[i]))
	}
	p := g.Position()
	h.played = link.Played{Game: p.Variant(), Deal: p.Deal(), Moves: h.notation, Status: p.Status(),
		Outlook: link.Outlook{State: o.State(), Undo: o.UndoMoves(), Score: o.Status.Score}}
	return h.played
}

// controls hides the controls of doc the embed link does not show, and shows those it does.
func (h *embedHost) controls(doc Doc) {
	for _, c := range link.EmbedControls {
		sels := []string{`#controls [data-action="` + c + `"]`}
		switch c {
		case "picker":
			sels[0] = "#controls .picker"
		case "help":
			sels = []string{"#help", "#help-open"}
		case "stats", "settings", "share":
			sels[0] = "#" + c + "-open"
		}
		for _, sel := range sels {
			el := doc.Query(sel)
			switch {
			case el == nil:
			case h.shown[c]:
				el.RemoveAttr("data-embed-off")
			default:
				el.SetAttr("data-embed-off", "")
			}
		}
	}
}
