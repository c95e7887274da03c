//go:build js && wasm

package stones

import (
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
	"mahjong/wasm/nav"
)

// DOM draws a Stones game in the browser (board.DOM): one button per square and the panel
// with the stone to place, created once per game, with handles and the last drawn state kept
// so that a placement touches only what it changed. Besides clicks (from the page's listener
// on #board) it handles the arrow keys over the squares (Key, from the page's listener);
// dragging the current stone, the right-click and the long press are the shared drag's
// (dom_drag.go), whose outcomes it reports through emit.
type DOM struct {
	k         *board.Kit        // what every board shares for the page's life
	emit      func(board.Event) // tells the controller what a drop plays
	board     js.Value          // #board
	drag      domDrag
	root      js.Value
	squares   []js.Value
	drawn     []Square
	panel     Panel
	parts     map[string]js.Value // the panel's parts, by Part*
	p         *stones.Position    // the position and the marks drawn last
	marks     board.Marks
	cols      int
	rows      int
	focus     int  // the square in the tab order
	showLegal bool // the player's "Show legal squares" switch; kept from game to game
}

// NewDOM returns the Stones board that draws into root (#board) and tells emit what a
// dragged stone's drop plays.
func NewDOM(k *board.Kit, root js.Value, emit func(board.Event)) *DOM {
	return &DOM{k: k, board: root, emit: emit, marks: board.NoMarks}
}

func (b *DOM) Mount(p engine.Position, _ board.Mount) board.Grid {
	b.k.Mounting(b)
	sp := board.PositionOf[*stones.Position](p)
	b.p, b.marks, b.cols, b.rows = sp, board.NoMarks, sp.Cols(), sp.Rows()
	if b.focus >= sp.Squares() {
		b.focus = 0
	}
	squares := Squares(sp, board.NoMarks, b.showLegal)
	panel := PanelOf(sp, b.showLegal)
	b.board.Set("innerHTML", HTML(b.cols, b.rows, squares, panel, b.focus))
	b.root = b.board.Get("firstElementChild")
	cells := b.root.Call("querySelector", ".stones-board").Get("children")
	b.squares = make([]js.Value, len(squares))
	for i := range squares {
		b.squares[i] = cells.Index(i)
	}
	b.drawn, b.panel = squares, panel
	b.parts = map[string]js.Value{}
	for part, sel := range map[string]string{
		PartCurrent: ".stones-current", PartScore: ".stones-score",
		PartFourWays: ".stones-fourways", PartLegal: ".stones-legal",
	} {
		b.parts[part] = b.root.Call("querySelector", sel)
	}
	b.drag.attach(b)
	return Grid(sp)
}

func (b *DOM) Draw(p engine.Position, m board.Marks) {
	sp := board.PositionOf[*stones.Position](p)
	b.p, b.marks = sp, m
	for i, s := range Squares(sp, m, b.showLegal) {
		b.k.Apply(b.squares[i], SquareChanges(b.drawn[i], s))
		b.drawn[i] = s
	}
	panel := PanelOf(sp, b.showLegal)
	for _, c := range PanelChanges(b.panel, panel) {
		b.k.Apply(b.parts[c.Part], []board.Change{c.Change})
	}
	b.panel = panel
}

func (b *DOM) Click(target js.Value) (board.Outcome, bool) {
	if b.p == nil {
		return board.Outcome{}, false
	}
	if !target.Call("closest", ".stones-legal").IsNull() {
		// The controller draws again after any outcome, and Draw reads the switch.
		b.showLegal = !b.showLegal
		return board.Outcome{Selected: b.marks.Selected, Notice: LegalNotice(b.p, b.showLegal)}, true
	}
	sq, ok := b.squareOf(target)
	if !ok {
		return board.Outcome{}, false
	}
	return b.place(b.p, b.marks, sq), true
}

// squareOf returns the square an element of the board is, or is inside.
func (b *DOM) squareOf(el js.Value) (int, bool) {
	sq := el.Call("closest", ".sq")
	if sq.IsNull() || !b.root.Call("contains", sq).Bool() {
		return 0, false
	}
	n, err := strconv.Atoi(sq.Call("getAttribute", "data-square").String())
	return n, err == nil && n >= 0 && n < len(b.squares)
}

// place is what a click on square, or a drop of the stone on it, does.
func (b *DOM) place(sp *stones.Position, m board.Marks, square int) board.Outcome {
	b.moveFocus(square, false)
	return Click(sp, m.Selected, square)
}

// moveFocus makes square the one in the tab order, and focuses it when focus is set.
func (b *DOM) moveFocus(square int, focus bool) {
	if square != b.focus {
		b.squares[b.focus].Call("setAttribute", "tabindex", "-1")
		b.squares[square].Call("setAttribute", "tabindex", "0")
		b.focus = square
	}
	if focus {
		b.squares[square].Call("focus")
	}
}

// FocusOnPress: a press of the mouse focuses what it presses, as the browser does, but for
// the stone to place, which is dragged: pressing it leaves the focus where it was.
func (b *DOM) FocusOnPress(target js.Value) bool {
	return target.Call("closest", ".stones-current").IsNull()
}

// Key moves the focus over the squares with the arrow keys, Home and End, and between the
// squares and the panel with PageUp/PageDown or Shift+Up/Down; L switches the legal squares
// on or off (by clicking the switch, so that the controller draws again). Enter and Space on
// a square are the button's own click. It takes only the keys pressed inside the board.
func (b *DOM) Key(ev js.Value) {
	if b.root.IsUndefined() || !b.root.Call("contains", ev.Get("target")).Bool() || ev.Get("ctrlKey").Bool() || ev.Get("altKey").Bool() || ev.Get("metaKey").Bool() {
		return
	}
	key := ev.Get("key").String()
	if key == "l" || key == "L" {
		ev.Call("preventDefault")
		b.parts[PartLegal].Call("click")
		return
	}
	if d, ok := nav.Key(key, ev.Get("shiftKey").Bool()); ok && (d == nav.LayerUp || d == nav.LayerDown) {
		// The layer keys move between the two areas: the squares and the panel's switch.
		ev.Call("preventDefault")
		if ev.Get("target").Call("closest", ".sq").IsNull() {
			b.moveFocus(b.focus, true)
		} else {
			b.parts[PartLegal].Call("focus")
		}
		return
	}
	if ev.Get("target").Call("closest", ".sq").IsNull() {
		return
	}
	to, ok := Step(b.cols, b.rows, b.focus, key)
	if !ok {
		return
	}
	ev.Call("preventDefault")
	b.moveFocus(to, true)
}

// Nav: the Stones board moves its own roving focus (Key, Step, by the same rule), so the
// page's map of it is empty and the page's navigation leaves it alone.
func (b *DOM) Nav() ([]nav.Item, []js.Value) { return nil, nil }

var _ board.DOM = (*DOM)(nil)
