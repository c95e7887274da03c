//go:build js && wasm

package board

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/nav"
)

// DOM is a family's board in the browser. It draws positions into #board (Mount and Draw:
// the controller's Board port), and answers the page's listeners on #board while it is the
// board shown: what a click means, whether a press focuses, the keyboard's map of the board
// and the board's own keys. What its own gestures and controls do (a drag, a switch, a touch
// press) it reports through the emit function it is made with; it reads nothing back from
// the controller: the position and the marks come with Draw, and it keeps the last ones.
type DOM interface {
	// Mount creates the board's elements for a new game and returns the size of its grid.
	Mount(p engine.Position, o Mount) Grid
	// Draw brings the elements up to date with p and the marks, touching only what changed.
	Draw(p engine.Position, m Marks)
	// Click turns a click on target, an element inside #board, into an outcome, from the
	// position and the marks drawn last; false when the click was not on anything that plays.
	Click(target js.Value) (Outcome, bool)
	// FocusOnPress decides whether a press of the mouse on target, an element inside the
	// board, focuses it as the browser does by default.
	FocusOnPress(target js.Value) bool
	// Nav is the keyboard's map of the board: the places in the order of els, with their
	// elements (see NavKey); none for a board that moves its own focus.
	Nav() ([]nav.Item, []js.Value)
	// Key takes the keys of the board's own (E ending a turn, the Stones board's roving
	// focus), after the navigation.
	Key(ev js.Value)
}

// NavKey moves the focus between the places of the board with the arrow keys, and between
// layers with PageUp/PageDown or Shift+Up/Down, when the focus is on one of them; items and
// els are the board's map (DOM.Nav), asked for only when the key is one of those. Enter and
// Space press the focused button.
func NavKey(ev js.Value, items func() ([]nav.Item, []js.Value)) {
	if ev.Get("defaultPrevented").Bool() ||
		ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
		return
	}
	d, ok := nav.Key(ev.Get("key").String(), ev.Get("shiftKey").Bool())
	if !ok {
		return
	}
	places, els := items()
	active := js.Global().Get("document").Get("activeElement")
	from := -1
	for i, el := range els {
		if el.Equal(active) {
			from = i
			break
		}
	}
	if from < 0 {
		return // the focus is on something the map does not hold (a control of the board)
	}
	ev.Call("preventDefault")
	if to := nav.Nearest(places, from, d); to >= 0 {
		els[to].Call("focus")
	}
}

// ScreenNav maps the board's enabled buttons by their centres on the screen, for a board
// with no map of its own. A board split into areas (elements marked data-area, such as One
// Player's hand, End turn and lines) puts each area apart, numbered in document order, so
// that the arrows stay in their area and the layer keys (PageUp/PageDown, Shift+Up/Down)
// move between areas.
func ScreenNav(board js.Value) ([]nav.Item, []js.Value) {
	list := board.Call("querySelectorAll", `button:not([disabled]):not([hidden]):not([tabindex="-1"])`)
	n := list.Length()
	items := make([]nav.Item, 0, n)
	els := make([]js.Value, 0, n)
	var areas []js.Value
	for i := 0; i < n; i++ {
		el := list.Index(i)
		area := 0 // outside every area
		if a := el.Call("closest", "[data-area]"); !a.IsNull() {
			area = len(areas) + 1
			for k, seen := range areas {
				if seen.Equal(a) {
					area = k + 1
					break
				}
			}
			if area == len(areas)+1 {
				areas = append(areas, a)
			}
		}
		r := el.Call("getBoundingClientRect")
		w, h := r.Get("width").Float(), r.Get("height").Float()
		if w == 0 && h == 0 {
			continue // not shown
		}
		items = append(items, nav.Item{
			X:       int(r.Get("left").Float() + w/2),
			Y:       int(r.Get("top").Float() + h/2),
			Area:    area,
			Present: true,
		})
		els = append(els, el)
	}
	return items, els
}
