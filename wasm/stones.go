//go:build js && wasm

package main

import (
	"mahjong/wasm/msg"
	"strconv"
	"syscall/js"
	"time"

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
// #board) it handles the arrow keys over the squares (takeKey, from the app's listener) and
// dragging the current stone, with listeners on its own root element.
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
	drag      stonesDrag
	c         ctl // for the drop of a dragged stone
	held      stonesHeld
}

// stonesHeld is a touch held on the board, which becomes a long press if it stays put.
type stonesHeld struct {
	pointer int
	x0, y0  float64
	on      bool // the touch is down and may still become a long press
	fired   bool // it became one: the click that ends it places nothing
}

// longPress is how long a touch is held for a long press; longPressSlop how far it may move.
const (
	longPress     = 500 * time.Millisecond
	longPressSlop = 10.0
)

// stonesDrag is a drag of the current stone in progress.
type stonesDrag struct {
	on         bool
	pointer    int
	x0, y0     float64
	over       int // the square under the pointer, -1 for none
	overLegal  bool
	stoneStyle js.Value
}

func newStones(k *kit, c ctl) renderer {
	return &stonesBoard{k: k, c: c, drag: stonesDrag{over: -1}}
}

// The listeners on a board's root element. They are made once for the page, so that nothing
// leaks when a new game replaces the root, and act on whichever board was mounted last.
type stonesListeners struct {
	made    bool
	current *stonesBoard
	funcs   map[string]js.Func
	press   timeout // a touch held on the board: a long press (see onPointerDown)
}

func (b *stonesBoard) listen() {
	l := &b.k.stones
	l.current = b
	if !l.made {
		l.made = true
		on := func(f func(b *stonesBoard, ev js.Value)) js.Func {
			return js.FuncOf(func(_ js.Value, args []js.Value) any {
				if l.current != nil {
					f(l.current, args[0])
				}
				return nil
			})
		}
		l.funcs = map[string]js.Func{
			"pointerdown":   on((*stonesBoard).onPointerDown),
			"pointermove":   on((*stonesBoard).onPointerMove),
			"pointerup":     on((*stonesBoard).onPointerUp),
			"pointercancel": on((*stonesBoard).onPointerCancel),
			"contextmenu":   on((*stonesBoard).onContextMenu),
		}
	}
	for event, f := range l.funcs {
		b.root.Call("addEventListener", event, f)
	}
}

func (b *stonesBoard) mount(root dom.Element, p engine.Position) board.Grid {
	sp := p.(*stones.Position)
	b.p, b.cols, b.rows = sp, sp.Cols(), sp.Rows()
	b.drag = stonesDrag{over: -1}
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
	b.listen()
	return stonesview.Grid(sp)
}

func (b *stonesBoard) draw(p engine.Position, m board.Marks) {
	sp := p.(*stones.Position)
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
	sp := p.(*stones.Position)
	if b.held.fired && target.Closest(".stones-legal") == nil {
		b.held.fired = false // the end of a long press, which has shown the legal squares
		return board.Outcome{Selected: m.Selected}, true
	}
	if target.Closest(".stones-legal") != nil {
		// The app redraws after any outcome, and draw reads the switch.
		b.showLegal = !b.showLegal
		return board.Outcome{Selected: m.Selected, Notice: stonesview.LegalNotice(sp, b.showLegal)}, true
	}
	el := target.Closest(".sq")
	if el == nil {
		return board.Outcome{}, false
	}
	sq, err := strconv.Atoi(el.GetAttribute("data-square"))
	if err != nil || sq < 0 || sq >= len(b.squares) {
		return board.Outcome{}, false
	}
	return b.place(sp, m, sq), true
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

// focusOnPress: a press of the mouse focuses what it presses, as the browser does.
func (b *stonesBoard) focusOnPress(js.Value) bool { return true }

// takeKey moves the focus over the squares with the arrow keys, Home and End, and between
// the squares and the panel with PageUp/PageDown or Shift+Up/Down; L switches the legal
// squares on or off (by clicking the switch, so that the app redraws). Enter and Space on a
// square are the button's own click. It takes only the keys pressed inside the board.
func (b *stonesBoard) takeKey(ev js.Value) {
	b.held.fired = false // a key's click is no long press's end
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

// A drag starts on the current stone; while it moves, the square under the pointer is marked
// as a place it may or may not go; dropping it on a square plays as a click on that square
// does (place, through the app's drop).
func (b *stonesBoard) onPointerDown(ev js.Value) {
	target := ev.Get("target")
	b.holdStart(ev)
	stone := target.Call("closest", ".stones-current")
	if stone.IsNull() || b.drag.on || b.p.Status() != engine.Playing || ev.Get("button").Int() != 0 {
		return
	}
	ev.Call("preventDefault")
	stone.Call("setPointerCapture", ev.Get("pointerId"))
	stone.Get("classList").Call("add", "dragging")
	b.drag = stonesDrag{
		on: true, pointer: ev.Get("pointerId").Int(), over: -1,
		x0: ev.Get("clientX").Float(), y0: ev.Get("clientY").Float(),
		stoneStyle: stone.Get("style"),
	}
}

func (b *stonesBoard) onPointerMove(ev js.Value) {
	b.holdMove(ev)
	if !b.drag.on || ev.Get("pointerId").Int() != b.drag.pointer {
		return
	}
	x, y := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	b.drag.stoneStyle.Set("transform", "translate("+px(x-b.drag.x0)+","+px(y-b.drag.y0)+")")
	sq := b.squareAt(x, y)
	if sq == b.drag.over {
		return
	}
	b.unmarkDrop()
	if sq >= 0 {
		legal := b.p.Reason(sq) == ""
		cls := "drop-no"
		if legal {
			cls = "drop-ok"
		}
		b.squares[sq].Get("classList").Call("add", cls)
		b.drag.over, b.drag.overLegal = sq, legal
	}
}

func (b *stonesBoard) onPointerUp(ev js.Value) {
	b.holdEnd(ev)
	if !b.drag.on || ev.Get("pointerId").Int() != b.drag.pointer {
		return
	}
	sq := b.squareAt(ev.Get("clientX").Float(), ev.Get("clientY").Float())
	b.endDrag()
	if sq >= 0 {
		b.c.drop(b.place(b.p, b.c.currentMarks(), sq))
	}
}

func (b *stonesBoard) onPointerCancel(ev js.Value) {
	b.holdEnd(ev)
	b.held.fired = false // no click follows
	if b.drag.on && ev.Get("pointerId").Int() == b.drag.pointer {
		b.endDrag()
	}
}

func (b *stonesBoard) endDrag() {
	b.unmarkDrop()
	b.drag.stoneStyle.Set("transform", "")
	b.parts[stonesview.PartCurrent].Get("classList").Call("remove", "dragging")
	b.drag = stonesDrag{over: -1}
}

func (b *stonesBoard) unmarkDrop() {
	if b.drag.over >= 0 {
		b.squares[b.drag.over].Get("classList").Call("remove", "drop-ok", "drop-no")
		b.drag.over = -1
	}
}

// squareAt returns the square under a point of the window, or -1. The dragged stone itself
// is under the pointer, so every element there is looked at.
func (b *stonesBoard) squareAt(x, y float64) int {
	els := js.Global().Get("document").Call("elementsFromPoint", x, y)
	for i := 0; i < els.Length(); i++ {
		sq := els.Index(i).Call("closest", ".sq")
		if sq.IsNull() || !b.root.Call("contains", sq).Bool() {
			continue
		}
		if n, err := strconv.Atoi(sq.Call("getAttribute", "data-square").String()); err == nil && n >= 0 && n < len(b.squares) {
			return n
		}
	}
	return -1
}

func (b *stonesBoard) counts(p engine.Position) (tiles, moves int) {
	return stonesview.Counts(p.(*stones.Position))
}

func (b *stonesBoard) tilesLabel() string { return msg.T("Stones left") }
func (b *stonesBoard) movesLabel() string { return msg.T("Legal squares") }

func (b *stonesBoard) result(p engine.Position, seconds int) (board.Result, bool) {
	return stonesview.Result(p.(*stones.Position), seconds)
}

// hinted shows the solver's square with its verdict; when the solver could not prove a
// square, the heuristic's best square it proposes instead.
func (b *stonesBoard) hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string) {
	sp := p.(*stones.Position)
	square := -1
	if m != (engine.Move{}) {
		square = int(m.To)
	}
	return stonesview.Hint(sp, square, verdict)
}
