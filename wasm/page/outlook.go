package page

import (
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

// Text is the outlook in words for the player: short and calm, the status line's own.
func (o Outlook) Text() string {
	without := ""
	if o.Shuffle {
		without = " without shuffling"
	}
	switch o.State() {
	case "off":
		return ""
	case "working":
		return "Not decided yet…"
	case "winnable":
		return "Winnable" + without + " (proved)"
	case "won":
		return "Won"
	case "expected":
		return "Expected final score " + strconv.Itoa(o.Status.Score)
	case "undecided":
		return "Not decided yet (too long to tell)"
	}
	lost := "Not winnable" + without + " any more (proved)"
	switch {
	case o.Phase != Walked:
		return lost + ". Looking back through your moves…"
	case o.Back.Answer == status.Found:
		return lost + "."
	case o.Back.Answer == status.NoneWinnable:
		return "Not winnable" + without + " (proved), not even from the deal's start."
	}
	return lost + ": could not tell in time which earlier position is winnable."
}

// UndoLabel is the text of the "Undo N moves" button.
func UndoLabel(n int) string {
	if n == 1 {
		return "Undo 1 move"
	}
	return "Undo " + strconv.Itoa(n) + " moves"
}

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
			v.undo.SetAttr("aria-label", UndoLabel(n)+" to the last winnable position")
		}
	}
	v.line.Show(v.undo, "undo/shown", n > 0)
}
