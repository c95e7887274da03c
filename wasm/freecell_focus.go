//go:build js && wasm

package main

import "syscall/js"

// focusOnPress: a press of the mouse does not focus a tile, a cell or a column of the
// FreeCell and Sea boards. A move hides the element its tile leaves, and hiding the focused
// element makes the browser lay out the page at once, in the middle of the move. The focus
// is the keyboard player's place on the board, which a click does not need.
func (b *fcBoard) focusOnPress(target js.Value) bool {
	return target.Call("closest", "button[data-place], button[data-col]").IsNull()
}
