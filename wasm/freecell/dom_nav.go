//go:build js && wasm

package freecell

import (
	"strconv"
	"syscall/js"

	"mahjong/internal/sortfunc"
	"mahjong/wasm/nav"
)

// FocusOnPress: a press of the mouse does not focus a tile, a cell or a column of the
// FreeCell and Sea boards. A move hides the element its tile leaves, and hiding the focused
// element makes the browser lay out the page at once, in the middle of the move. The focus
// is the keyboard player's place on the board, which a click does not need.
func (b *DOM) FocusOnPress(target js.Value) bool {
	return target.Call("closest", "button[data-place], button[data-col]").IsNull()
}

// Nav: the board is navigable (board.NavKey). Its places are the foundation piles,
// the cells and every tableau tile or destination shown, each at its centre on the screen,
// the areas being the navigation's layers (NavItem). Enter and Space press the
// focused button, which picks and places like a click.
func (b *DOM) Nav() ([]nav.Item, []js.Value) {
	if b.root.IsUndefined() {
		return nil, nil
	}
	n := len(b.piles) + len(b.cells) + len(b.slots)
	items := make([]nav.Item, 0, n)
	els := make([]js.Value, 0, n)
	top := b.cols[0].Call("getBoundingClientRect").Get("top").Float()
	add := func(el js.Value, area int) {
		r := el.Call("getBoundingClientRect")
		w, h := r.Get("width").Float(), r.Get("height").Float()
		if w == 0 && h == 0 {
			return // hidden
		}
		items = append(items, NavItem(r.Get("left").Float()+w/2, r.Get("top").Float()+h/2, area, top))
		els = append(els, el)
	}
	for _, x := range b.piles {
		add(x.el, AreaPiles)
	}
	for _, x := range b.cells {
		add(x.el, AreaCells)
	}
	slots := make([]*domEl, 0, len(b.slotList))
	for _, x := range b.slotList {
		if !x.drawn.Hidden {
			slots = append(slots, x)
		}
	}
	// A fixed order, so that ties in distance always go the same way.
	sortfunc.Sort(slots, func(x, y *domEl) int {
		if x.slot.Col != y.slot.Col {
			return x.slot.Col - y.slot.Col
		}
		if x.slot.Level != y.slot.Level {
			return x.slot.Level - y.slot.Level
		}
		return x.slot.Row - y.slot.Row
	})
	for _, x := range slots {
		add(x.el, AreaTableau)
	}
	return items, els
}

// keepFocus moves the focus, when the focused tile has just left its slot (moved away, or
// sent home by auto-play), to a tile that may move in the same column, else anywhere, so
// that a keyboard player goes on from there.
func (b *DOM) keepFocus() {
	active := js.Global().Get("document").Get("activeElement")
	if active.IsNull() || !b.root.Call("contains", active).Bool() || !active.Get("hidden").Bool() {
		return
	}
	next := js.Null()
	if c, err := strconv.Atoi(active.Call("getAttribute", "data-col").String()); err == nil && c >= 0 && c < len(b.cols) {
		next = b.cols[c].Call("querySelector", ".fc-t.avail:not([hidden])")
	}
	if next.IsNull() {
		next = b.root.Call("querySelector", ".fc-t.avail:not([hidden]), .fc-cell.avail")
	}
	if !next.IsNull() {
		b.k.Focus(next)
	}
}
