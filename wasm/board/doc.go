// Package board is what every family's board shares. Natively: the size of a board's grid,
// the marks the interface adds to a position (the pick, the hint), the outcome of a click or
// a drop, the message of an ended game, one change of one element's attribute, the markup
// helpers (escaping, a tile's face) every family's HTML is written with, the one assertion of
// a position's concrete type (PositionOf), and what the controller asks of a family's view
// (View) and hears from its board (Event). It holds no rules.
//
// Its js && wasm files are the boards' kit in the browser, what each family's board (DOM,
// in the family's package) is built with: the JS string cache and the page's listeners
// (Kit), the drag and the long press (Drag), the pool of face <svg>s (Faces) and the
// keyboard's navigation over a board (NavKey, ScreenNav).
package board
