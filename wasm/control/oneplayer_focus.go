//go:build js && wasm

package control

import "syscall/js"

// focusOnPress: a press of the mouse does not focus a hand tile or a cell of the One Player
// board. A move hides or empties the hand slot its tile leaves, and hiding the focused
// element makes the browser lay out the page at once, in the middle of the move. The focus
// is the keyboard player's place on the board, which a click does not need.
func (b *onePlayerBoard) focusOnPress(target js.Value) bool {
	return target.Call("closest", ".op-hand, .op-cell").IsNull()
}
