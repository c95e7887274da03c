//go:build js && wasm

package oneplayer

import (
	"strconv"
	"strings"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/internal/sortfunc"
	"mahjong/wasm/board"
	"mahjong/wasm/nav"
)

// DOM draws Mah-Jongg One Player in the browser (board.DOM): the grid of the cross, the
// hand, the End turn control and the scores, created once per game, with the handles of
// every element that changes and what each shows now, so that a move touches only what it
// changed. Dragging is in dom_drag.go; a drop's outcome it reports through emit.
type DOM struct {
	k       *board.Kit        // what every board shares for the page's life
	emit    func(board.Event) // tells the controller what a drop plays
	drag    domDrag
	els     []js.Value          // the elements of Board.Elems, in that order
	drawn   []Elem              // what each shows now
	cells   []Cell              // what each cell shows now, to build the elements of changed cells alone
	svgs    []js.Value          // the face's <svg> each element holds, undefined until a move looks it up
	faces   board.Faces         // the <svg>s of faces taken off the board
	changed []opChange          // the elements a paint draws, reused by every paint
	pos     *oneplayer.Position // the position and the marks drawn last
	marks   board.Marks

	root js.Value // #board
	rows int      // the rows of the cross the tiles are sized for (--op-rows), 0 before the first paint
	// The bands' rows the tiles are sized for (--op-bands, --op-starts), -1 before the first
	// paint, and the anchors' copies that head them, with what each shows now.
	bands, starts int
	tagEls        []js.Value
	tags          [oneplayer.NumLines - 1]Tag
}

// NewDOM returns the One Player board that draws into root (#board) and tells emit what a
// drop plays.
func NewDOM(k *board.Kit, root js.Value, emit func(board.Event)) *DOM {
	return &DOM{k: k, root: root, emit: emit, marks: board.NoMarks}
}

func (b *DOM) Mount(p engine.Position, _ board.Mount) board.Grid {
	b.k.Mounting(b)
	op := board.PositionOf[*oneplayer.Position](p)
	vb := BoardOf(op, board.NoMarks)
	b.root.Set("innerHTML", HTML(vb))
	b.drawn = vb.Elems()
	b.cells = vb.Cells
	nodes := b.root.Call("querySelectorAll", "[data-e]")
	if nodes.Length() != len(b.drawn) {
		panic("one player: the board has " + strconv.Itoa(nodes.Length()) + " elements, the view " + strconv.Itoa(len(b.drawn)))
	}
	b.els = make([]js.Value, len(b.drawn))
	b.svgs = make([]js.Value, len(b.drawn))
	holder := b.root.Get("ownerDocument").Call("createElement", "div")
	holder.Set("hidden", true)
	holder.Set("className", "op-spares")
	b.root.Call("append", holder)
	b.faces.Reset(b.k, holder, deckFaces(op))
	for i := range b.els {
		b.els[i] = nodes.Index(i)
	}
	for i, c := range vb.Cells {
		b.els[CellIndex(i)].Get("style").Set("cssText", CellStyle(c))
	}
	tags := b.root.Call("querySelectorAll", ".op-tag")
	b.tagEls = make([]js.Value, tags.Length())
	for i := range b.tagEls {
		b.tagEls[i] = tags.Index(i)
	}
	b.tags = vb.Tags
	b.pos, b.marks = op, board.NoMarks
	b.rows, b.bands, b.starts = 0, -1, -1
	b.drag.attach(b)
	return Grid()
}

func (b *DOM) Draw(p engine.Position, m board.Marks) {
	b.pos, b.marks = board.PositionOf[*oneplayer.Position](p), m
	b.paint(m)
}

// paint draws the current position with marks m (the controller's, or a drag's). The faces
// that leave their elements go to the pool first, so that a tile's move, whichever element
// comes first, takes its <svg> along (see board.Faces).
//
// Only the cells that differ from the last paint's are compared element by element: a move
// changes a few of the several hundred.
func (b *DOM) paint(m board.Marks) {
	vb := BoardOf(b.pos, m)
	if rows := vb.RowsShown(); rows != b.rows {
		b.rows = rows
		b.root.Get("style").Call("setProperty", "--op-rows", strconv.Itoa(rows))
	}
	if vb.Bands != b.bands || vb.Starts != b.starts {
		b.bands, b.starts = vb.Bands, vb.Starts
		b.root.Get("style").Call("setProperty", "--op-bands", strconv.Itoa(vb.Bands))
		b.root.Get("style").Call("setProperty", "--op-starts", strconv.Itoa(vb.Starts))
	}
	b.paintTags(vb.Tags)
	b.changed = b.changed[:0]
	for i, e := range vb.SideElems(0) {
		b.changed = append(b.changed, opChange{i, e})
	}
	for k, c := range vb.Cells {
		if c != b.cells[k] {
			b.changed = append(b.changed, opChange{CellIndex(k), CellElem(c)})
			if c.Band != b.cells[k].Band || c.Pos != b.cells[k].Pos || c.Start != b.cells[k].Start {
				b.els[CellIndex(k)].Get("style").Set("cssText", CellStyle(c))
			}
		}
	}
	b.cells = vb.Cells
	for _, ch := range b.changed {
		if old := b.drawn[ch.i]; old.Face != "" && ch.e.Face != old.Face {
			i := ch.i
			if b.svgs[i].IsUndefined() {
				b.svgs[i] = b.els[i].Get("firstElementChild") // as the board's HTML made it
			}
			b.faces.Give(old.Face, b.svgs[i])
			b.svgs[i] = js.Undefined()
		}
	}
	for _, ch := range b.changed {
		i, e := ch.i, ch.e
		cs := Changes(b.drawn[i], e)
		for j, c := range cs {
			switch c.Name {
			case Face:
				if c.Value != "" {
					b.svgs[i] = b.faces.Put(b.els[i], c.Value)
				}
			case Text:
				b.els[i].Set("textContent", c.Value)
			default:
				b.k.Apply(b.els[i], cs[j:j+1])
			}
		}
		b.drawn[i] = e
	}
}

// paintTags shows, moves and hides the anchors' copies that head the bands: a line that
// starts or a band that moves changes a few.
func (b *DOM) paintTags(tags [oneplayer.NumLines - 1]Tag) {
	for i, g := range tags {
		if g == b.tags[i] || i >= len(b.tagEls) {
			continue
		}
		e := b.tagEls[i]
		e.Set("hidden", !g.Shown)
		e.Get("style").Set("cssText", TagStyle(g))
		e.Set("innerHTML", TagHTML(g))
		b.tags[i] = g
	}
}

// deckFaces returns the faces of every tile of p's deck (on the board, in the hand and in the
// wall), each once, sorted: the faces the hand may draw, in an order that tells nothing of
// the wall's.
func deckFaces(p *oneplayer.Position) []string {
	var faces []string
	seen := map[string]bool{}
	add := func(ts []engine.Tile) {
		for _, t := range ts {
			if t != engine.NoTile && !seen[t.Code()] {
				seen[t.Code()] = true
				faces = append(faces, t.Code())
			}
		}
	}
	add(p.Hand())
	add(p.Wall())
	for row := 0; row < oneplayer.Rows; row++ {
		for col := 0; col < oneplayer.Cols; col++ {
			add([]engine.Tile{p.At(oneplayer.CellPlace(row, col))})
		}
	}
	sortfunc.Sort(faces, strings.Compare)
	return faces
}

// opChange is an element a paint draws anew: its index in els, and how it is drawn.
type opChange struct {
	i int
	e Elem
}

func (b *DOM) Click(t js.Value) (board.Outcome, bool) {
	if b.pos == nil {
		return board.Outcome{}, false
	}
	if !t.Call("closest", "#end-turn").IsNull() {
		return Click(b.pos, b.marks.Selected, Target{End: true}), true
	}
	pl, _, ok := board.PlaceIn(js.Undefined(), t, "[data-place]")
	if !ok {
		return board.Outcome{}, false
	}
	return Click(b.pos, b.marks.Selected, Target{Place: pl}), true
}

// Key: E presses End turn, which ends the turn or says why it cannot end yet.
func (b *DOM) Key(ev js.Value) {
	if ev.Get("defaultPrevented").Bool() || ev.Get("ctrlKey").Bool() ||
		ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
		return
	}
	if k := ev.Get("key").String(); k != "e" && k != "E" || board.TextTarget(ev.Get("target")) || board.ModalOpen() {
		return
	}
	btn := b.root.Call("querySelector", "#end-turn")
	if btn.IsNull() {
		return
	}
	ev.Call("preventDefault")
	btn.Call("click")
}

// FocusOnPress: a press of the mouse does not focus a hand tile or a cell of the One Player
// board. A move hides or empties the hand slot its tile leaves, and hiding the focused
// element makes the browser lay out the page at once, in the middle of the move. The focus
// is the keyboard player's place on the board, which a click does not need.
func (b *DOM) FocusOnPress(target js.Value) bool {
	return target.Call("closest", ".op-hand, .op-cell").IsNull()
}

// Nav: the One Player board is navigated by the positions of its buttons on the screen.
func (b *DOM) Nav() ([]nav.Item, []js.Value) { return board.ScreenNav(b.root) }

var _ board.DOM = (*DOM)(nil)
