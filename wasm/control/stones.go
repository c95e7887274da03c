//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	"mahjong/wasm/nav"
	stonesview "mahjong/wasm/stones"
)

// stonesBoard draws a Stones game: one button per square and the panel with the stone to
// place, created once per game, with handles and the last drawn state kept so that a
// placement touches only what it changed. Besides clicks (through the app's listener on
// #board) it handles the arrow keys over the squares (takeKey, from the app's listener);
// dragging the current stone, the right-click and the long press are the shared drag's
// (stones_drag.go).
type stonesBoard struct {
	k         *kit // what every board shares for the page's life
	root      js.Value
	squares   []js.Value
	drawn     []stonesview.Square
	panel     stonesview.Panel
	parts     map[string]js.Value // the panel's parts, by stonesview.Part*
	p         *stones.Position    // the position drawn last
	cols      int
	rows      int
	focus     int  // the square in the tab order
	showLegal bool // the player's "Show legal squares" switch; kept from game to game
	c         ctl  // for the drop of a dragged stone
}

func newStones(k *kit, c ctl) renderer {
	return &stonesBoard{k: k, c: c}
}

func (b *stonesBoard) mount(root dom.Element, p engine.Position) board.Grid {
	sp := board.PositionOf[*stones.Position](p)
	b.p, b.cols, b.rows = sp, sp.Cols(), sp.Rows()
	if b.focus >= sp.Squares() {
		b.focus = 0
	}
	squares := stonesview.Squares(sp, board.NoMarks, b.showLegal)
	panel := stonesview.PanelOf(sp, b.showLegal)
	root.SetInnerHTML(stonesview.HTML(b.cols, b.rows, squares, panel, b.focus))
	b.root = root.Underlying().Get("firstElementChild")
	cells := b.root.Call("querySelector", ".stones-board").Get("children")
	b.squares = make([]js.Value, len(squares))
	for i := range squares {
		b.squares[i] = cells.Index(i)
	}
	b.drawn, b.panel = squares, panel
	b.parts = map[string]js.Value{}
	for part, sel := range map[string]string{
		stonesview.PartCurrent: ".stones-current", stonesview.PartScore: ".stones-score",
		stonesview.PartFourWays: ".stones-fourways", stonesview.PartLegal: ".stones-legal",
	} {
		b.parts[part] = b.root.Call("querySelector", sel)
	}
	b.k.stones.attach(root, b)
	return stonesview.Grid(sp)
}

func (b *stonesBoard) draw(p engine.Position, m board.Marks) {
	sp := board.PositionOf[*stones.Position](p)
	b.p = sp
	for i, s := range stonesview.Squares(sp, m, b.showLegal) {
		b.k.apply(b.squares[i], stonesview.SquareChanges(b.drawn[i], s))
		b.drawn[i] = s
	}
	panel := stonesview.PanelOf(sp, b.showLegal)
	for _, c := range stonesview.PanelChanges(b.panel, panel) {
		b.k.apply(b.parts[c.Part], []board.Change{c.Change})
	}
	b.panel = panel
}

func (b *stonesBoard) click(target dom.Element, p engine.Position, m board.Marks) (board.Outcome, bool) {
	sp := board.PositionOf[*stones.Position](p)
	if target.Closest(".stones-legal") != nil {
		// The app redraws after any outcome, and draw reads the switch.
		b.showLegal = !b.showLegal
		return board.Outcome{Selected: m.Selected, Notice: stonesview.LegalNotice(sp, b.showLegal)}, true
	}
	sq, ok := b.squareOf(target.Underlying())
	if !ok {
		return board.Outcome{}, false
	}
	return b.place(sp, m, sq), true
}

// squareOf returns the square an element of the board is, or is inside.
func (b *stonesBoard) squareOf(el js.Value) (int, bool) {
	sq := el.Call("closest", ".sq")
	if sq.IsNull() || !b.root.Call("contains", sq).Bool() {
		return 0, false
	}
	n, err := strconv.Atoi(sq.Call("getAttribute", "data-square").String())
	return n, err == nil && n >= 0 && n < len(b.squares)
}

// place is what a click on square, or a drop of the stone on it, does.
func (b *stonesBoard) place(sp *stones.Position, m board.Marks, square int) board.Outcome {
	b.moveFocus(square, false)
	return stonesview.Click(sp, m.Selected, square)
}

// moveFocus makes square the one in the tab order, and focuses it when focus is set.
func (b *stonesBoard) moveFocus(square int, focus bool) {
	if square != b.focus {
		b.squares[b.focus].Call("setAttribute", "tabindex", "-1")
		b.squares[square].Call("setAttribute", "tabindex", "0")
		b.focus = square
	}
	if focus {
		b.squares[square].Call("focus")
	}
}

// focusOnPress: a press of the mouse focuses what it presses, as the browser does, but for
// the stone to place, which is dragged: pressing it leaves the focus where it was.
func (b *stonesBoard) focusOnPress(target js.Value) bool {
	return target.Call("closest", ".stones-current").IsNull()
}

// takeKey moves the focus over the squares with the arrow keys, Home and End, and between
// the squares and the panel with PageUp/PageDown or Shift+Up/Down; L switches the legal
// squares on or off (by clicking the switch, so that the app redraws). Enter and Space on a
// square are the button's own click. It takes only the keys pressed inside the board.
func (b *stonesBoard) takeKey(ev js.Value) {
	if !b.root.Call("contains", ev.Get("target")).Bool() || ev.Get("ctrlKey").Bool() || ev.Get("altKey").Bool() || ev.Get("metaKey").Bool() {
		return
	}
	key := ev.Get("key").String()
	if key == "l" || key == "L" {
		ev.Call("preventDefault")
		b.parts[stonesview.PartLegal].Call("click")
		return
	}
	if d, ok := nav.Key(key, ev.Get("shiftKey").Bool()); ok && (d == nav.LayerUp || d == nav.LayerDown) {
		// The layer keys move between the two areas: the squares and the panel's switch.
		ev.Call("preventDefault")
		if ev.Get("target").Call("closest", ".sq").IsNull() {
			b.moveFocus(b.focus, true)
		} else {
			b.parts[stonesview.PartLegal].Call("focus")
		}
		return
	}
	if ev.Get("target").Call("closest", ".sq").IsNull() {
		return
	}
	to, ok := stonesview.Step(b.cols, b.rows, b.focus, key)
	if !ok {
		return
	}
	ev.Call("preventDefault")
	b.moveFocus(to, true)
}

func (b *stonesBoard) counts(p engine.Position) (tiles, moves int) {
	return stonesview.Counts(board.PositionOf[*stones.Position](p))
}

func (b *stonesBoard) tilesLabel() string { return msg.T("Stones left") }
func (b *stonesBoard) movesLabel() string { return msg.T("Legal squares") }

func (b *stonesBoard) result(p engine.Position, seconds int) (board.Result, bool) {
	return stonesview.Result(board.PositionOf[*stones.Position](p), seconds)
}

// hinted shows the solver's square with its verdict; when the solver could not prove a
// square, the heuristic's best square it proposes instead.
func (b *stonesBoard) hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string) {
	sp := board.PositionOf[*stones.Position](p)
	square := -1
	if m != (engine.Move{}) {
		square = int(m.To)
	}
	return stonesview.Hint(sp, square, verdict)
}
