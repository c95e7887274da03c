package page

import (
	"mahjong/wasm/msg"
	"strconv"

	"mahjong/engine/status"
)

// Phase is how far the page has got answering "can this still be won?" for the position shown.
type Phase uint8

// The phases, in the order a search goes through them.
const (
	Off      Phase = iota // the setting is off, or the game has no status
	Deciding              // the position is being searched
	Decided               // the position's status is known (or the search gave up)
	Walking               // not winnable: the history is being searched for the last winnable position
	Walked                // the walk back ended
)

// Outlook is the status of the position shown as the page tells it (docs/rules.md#status).
type Outlook struct {
	Phase  Phase
	Status status.Status // from Decided on
	Back   status.Back   // Walked
	// Shuffle is set for Shanghai: what the solver proves is winnable without shuffling.
	Shuffle bool
}

// State is the outlook in one word, for data-state, the embed API and the tests: "off",
// "working", "winnable", "not-winnable", "undecided", "won" or "expected".
func (o Outlook) State() string {
	switch {
	case o.Phase == Off:
		return "off"
	case o.Phase == Deciding:
		return "working"
	}
	switch o.Status.Kind {
	case status.Winnable:
		return "winnable"
	case status.NotWinnable:
		return "not-winnable"
	case status.Won:
		return "won"
	case status.Expected:
		return "expected"
	}
	return "undecided"
}

// UndoMoves is how many moves "Undo N moves" takes back: 0 when there is no such action.
func (o Outlook) UndoMoves() int {
	if o.Phase == Walked && o.Status.Kind == status.NotWinnable && o.Back.Answer == status.Found {
		return o.Back.Moves
	}
	return 0
}

// Text is the outlook in words for the player: short and calm, the status line's own. The
// line is one row of the status (two on phones), cut with an ellipsis beyond: i18n:max 80.
func (o Outlook) Text() string {
	switch o.State() {
	case "off":
		return ""
	case "working":
		return msg.T("Not decided yet…")
	case "winnable":
		if o.Shuffle {
			return msg.T("Winnable without shuffling (proved)")
		}
		return msg.T("Winnable (proved)")
	case "won":
		return msg.T("Won")
	case "expected":
		return msg.T("Expected final score {score}", "score", msg.Number(o.Status.Score))
	case "undecided":
		return msg.T("Not decided yet (too long to tell)")
	}
	lost := msg.T("Not winnable any more (proved)")
	if o.Shuffle {
		lost = msg.T("Not winnable without shuffling any more (proved)")
	}
	switch {
	case o.Phase != Walked:
		return msg.T("{status}. Looking back through your moves…", "status", lost)
	case o.Back.Answer == status.Found: // the Undo button beside it says how far back
		if o.Shuffle {
			return msg.T("Not winnable without shuffling any more (proved).")
		}
		return msg.T("Not winnable any more (proved).")
	case o.Back.Answer == status.NoneWinnable:
		if o.Shuffle {
			return msg.T("Not winnable without shuffling (proved), not even from the deal's start.")
		}
		return msg.T("Not winnable (proved), not even from the deal's start.")
	}
	return msg.T("{status}: could not tell in time which earlier position is winnable.", "status", lost)
}

// UndoLabel is the text of the "Undo N moves" button.
func UndoLabel(n int) string { return msg.N(n, "Undo {n} move", "Undo {n} moves") }

// OutlookView writes an Outlook into the page's elements: box holds the text and the
// button, and carries data-state (and data-undo) for the tests. Like Line, it touches an
// element only when what it shows changes: the status is written after every move.
type OutlookView struct {
	box, text, undo Elem
	line            Line
}

// NewOutlookView returns the view writing into box, text and undo (the button).
func NewOutlookView(box, text, undo Elem) *OutlookView {
	return &OutlookView{box: box, text: text, undo: undo}
}

// Show writes o.
func (v *OutlookView) Show(o Outlook) {
	state := o.State()
	v.line.Show(v.box, "shown", state != "off")
	if v.line.Changes("state", state) {
		v.box.SetAttr("data-state", state)
	}
	if v.line.Changes("text", o.Text()) {
		v.text.SetText(o.Text())
	}
	n := o.UndoMoves()
	if v.line.Changes("undo", strconv.Itoa(n)) {
		v.box.SetAttr("data-undo", strconv.Itoa(n))
		if n > 0 {
			v.undo.SetText(UndoLabel(n))
			v.undo.SetAttr("aria-label", msg.N(n, "Undo {n} move to the last winnable position", "Undo {n} moves to the last winnable position"))
		}
	}
	v.line.Show(v.undo, "undo/shown", n > 0)
}
