//go:build js && wasm

package freecell

import (
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/board"
)

// DOM draws the FreeCell games and the Sea games in the browser (board.DOM): one board for
// both families, shaped by what the position reports (cells, rows, levels, Wind-bound
// piles). The piles, cells, panel and columns are built once per game; a tableau slot's
// element is made the first time a tile or a target appears there and is only updated
// afterwards. Besides the click it handles dragging, double-clicks and the panel's switches
// (dom_drag.go), which it reports through emit; the controller runs the searches of the hint
// and of a winnable deal.
type DOM struct {
	k     *board.Kit        // what every board shares for the page's life
	emit  func(board.Event) // tells the controller what the board's own gestures and controls do
	board js.Value          // #board
	drag  domDrag

	root      js.Value
	cols      [16]js.Value
	raised    [16]int // each column's levels above its first, as its style has them (--raised)
	raisedAll int     // their sum, as the board's style has it (--fc-raised)
	slots     map[Slot]*domEl
	slotList  []*domEl // the slots in the order they were made, for the paints to go through
	piles     [12]domEl
	pileCount [12]int
	cells     []domEl
	captions  [3]js.Value
	dragons   [3]string
	autoBox   js.Value
	autoShown bool // whether autoBox shows checked: the box is not read on every paint
	winBox    js.Value

	paints  int            // counts the paints, to find the slots a paint left out
	changes []board.Change // reused by every element's changes
	hid     bool           // the last paint hid an element (the focus may have to move)
	puts    []domPut       // what a paint draws, reused by every paint
	faces   board.Faces    // the <svg>s of faces taken off the board

	pos   *freecell.Position // the position and the marks drawn last
	marks board.Marks
}

// domEl is one element of the board: its handle, how it is drawn, and the <svg> of its face.
// A paint changes an element only where it differs from drawn; a new face is an <svg> that
// already shows it, moved in from the element the tile left (see board.Faces).
type domEl struct {
	el      js.Value
	svg     js.Value // the face's <svg>: undefined until needed (the first child), null when none
	svgFace string   // the face svg shows ("" for none, or the empty <svg> of fcInner)
	drawn   Elem
	slot    Slot // for a tableau slot, where it is
	painted int  // for a tableau slot, the last paint that drew something in it
}

// domPut is an element and how a paint draws it.
type domPut struct {
	x   *domEl
	now Elem
}

// takeSVG hands the <svg> of x, which shows a face x no longer shows, to the pool.
func (b *DOM) takeSVG(x *domEl) {
	if x.svg.IsUndefined() {
		x.svg = x.el.Get("firstElementChild")
	}
	switch {
	case x.svg.IsNull():
	case x.svgFace == "":
		x.svg.Call("remove") // the empty <svg> the element was made with
	default:
		b.faces.Give(x.svgFace, x.svg)
	}
	x.svg, x.svgFace = js.Null(), ""
}

// NewDOM returns the FreeCell and Sea board that draws into root (#board) and tells emit
// what its own gestures and controls do.
func NewDOM(k *board.Kit, root js.Value, emit func(board.Event)) *DOM {
	return &DOM{k: k, board: root, emit: emit, marks: board.NoMarks}
}

func (b *DOM) Mount(p engine.Position, o board.Mount) board.Grid {
	b.k.Mounting(b)
	fp := board.PositionOf[*freecell.Position](p)
	vb := BoardOf(fp, board.NoMarks)
	b.board.Set("innerHTML", HTML(vb, o.Winnable))
	root := b.board.Get("firstElementChild")
	b.root = root
	root.Get("style").Call("setProperty", "--fc-rows", strconv.Itoa(fp.Rows()))
	cols := root.Call("querySelectorAll", ".fc-col")
	for c := range b.cols {
		b.cols[c] = cols.Index(c)
		b.cols[c].Get("style").Set("zIndex", c+1) // see .fc-col in freecell.css
	}
	piles := root.Call("querySelectorAll", ".fc-pile")
	b.faces.Reset(b.k, js.Undefined(), nil)
	for i := range b.piles {
		b.piles[i] = domEl{el: piles.Index(i), drawn: PileElem(vb.Piles[i]), svgFace: vb.Piles[i].Face}
		b.pileCount[i] = vb.Piles[i].Count
	}
	cells := root.Call("querySelectorAll", ".fc-cell")
	b.cells = make([]domEl, len(vb.Cells))
	for i := range vb.Cells {
		b.cells[i] = domEl{el: cells.Index(i), drawn: CellElem(vb.Cells[i]), svgFace: vb.Cells[i].Face}
	}
	names := root.Call("querySelectorAll", ".fc-setname")
	for s := range b.captions {
		b.captions[s] = names.Index(s)
		b.dragons[s] = vb.Dragons[s]
	}
	b.autoBox = root.Call("querySelector", "#fc-autoplay")
	b.autoShown = vb.Auto // as FreeCellHTML drew it
	b.winBox = root.Call("querySelector", "#fc-winnable")
	b.slots = map[Slot]*domEl{}
	clear(b.slotList) // the last game's elements are gone: hold none of their handles
	b.slotList = b.slotList[:0]
	b.pos, b.marks = fp, board.NoMarks
	b.drag.attach(b)
	b.puts = b.puts[:0]
	b.paintTableau(vb, true)
	b.raised, b.raisedAll = [16]int{}, 0
	b.paintRaised(vb)
	b.putAll()
	return board.Grid{Cols: 16, Rows: fp.Rows(), Layers: 1}
}

// slot returns the element of slot s, making it when it is first needed: drawn as now when
// the board is being built, else empty, so that a tile moving in brings its face (putAll).
func (b *DOM) slot(s Slot, now Elem, building bool) *domEl {
	if x, ok := b.slots[s]; ok {
		return x
	}
	if !building {
		now = EmptySlot
	}
	col := b.cols[s.Col]
	col.Call("insertAdjacentHTML", "beforeend", SlotHTML(s, now))
	el := col.Get("lastElementChild")
	el.Get("style").Set("cssText", SlotStyle(s))
	x := &domEl{el: el, drawn: now, svgFace: now.Face, slot: s}
	b.slots[s] = x
	b.slotList = append(b.slotList, x)
	return x
}

// put notes that the paint draws x as now (see putAll).
func (b *DOM) put(x *domEl, now Elem) {
	if x.drawn != now {
		b.puts = append(b.puts, domPut{x, now})
	}
}

// putAll draws what the paint put. The faces that leave their elements go to the pool
// first, so that a tile's move, whichever element comes first, takes its <svg> along.
func (b *DOM) putAll() {
	for _, p := range b.puts {
		if p.x.svgFace != "" && p.now.Face != p.x.svgFace {
			b.takeSVG(p.x)
		}
	}
	for i, p := range b.puts {
		b.draw1(p.x, p.now)
		b.puts[i] = domPut{}
	}
	b.puts = b.puts[:0]
}

// draw1 draws x as now, changing only what differs from how it is drawn.
func (b *DOM) draw1(x *domEl, now Elem) {
	b.changes = ElemChangesInto(b.changes, x.drawn, now)
	x.drawn = now
	for i, c := range b.changes {
		switch c.Name {
		case FaceUse:
			if x.svgFace != now.Face {
				b.takeSVG(x)
				x.svg, x.svgFace = b.faces.Put(x.el, now.Face), now.Face
			}
		case "":
			x.el.Set("innerHTML", c.Value)
			x.svg, x.svgFace = js.Undefined(), now.Face // replaced with the content
		default:
			if c.Name == "hidden" && !c.Remove {
				b.hid = true
			}
			b.k.Apply(x.el, b.changes[i:i+1])
		}
	}
}

func (b *DOM) Draw(p engine.Position, m board.Marks) {
	b.pos, b.marks = board.PositionOf[*freecell.Position](p), m
	b.paint(m)
	if b.hid {
		b.keepFocus() // only an element just hidden can have taken the focus with it
	}
}

// paint draws the current position with marks m (the controller's, or a drag's).
func (b *DOM) paint(m board.Marks) {
	vb := BoardOf(b.pos, m)
	b.hid = false
	b.puts = b.puts[:0]
	b.paintTableau(vb, false)
	b.paintRaised(vb)
	for i, pl := range vb.Piles {
		b.put(&b.piles[i], PileElem(pl))
		if pl.Count != b.pileCount[i] {
			b.piles[i].el.Call("setAttribute", b.k.Str("data-count"), strconv.Itoa(pl.Count))
			b.pileCount[i] = pl.Count
		}
	}
	for i, c := range vb.Cells {
		b.put(&b.cells[i], CellElem(c))
	}
	for s, d := range vb.Dragons {
		if d != b.dragons[s] {
			b.captions[s].Set("innerHTML", SetCaption(s, d))
			b.dragons[s] = d
		}
	}
	b.putAll()
	if b.autoShown != vb.Auto {
		b.autoBox.Set("checked", vb.Auto)
		b.autoShown = vb.Auto
	}
}

// paintRaised widens the columns that have levels above their first (see .fc-col in
// freecell.css), setting only the styles that change.
func (b *DOM) paintRaised(vb Board) {
	for c, n := range vb.Raised {
		if n != b.raised[c] {
			b.cols[c].Get("style").Call("setProperty", "--raised", strconv.Itoa(n))
			b.raised[c] = n
		}
	}
	if n := vb.RaisedTotal(); n != b.raisedAll {
		b.root.Get("style").Call("setProperty", "--fc-raised", strconv.Itoa(n))
		b.raisedAll = n
	}
}

// paintTableau draws the tableau's tiles and marks, and empties the slots that show
// neither any more. A slot is marked with the paint that drew it, so that no set of the
// slots drawn need be made for each paint.
func (b *DOM) paintTableau(vb Board, building bool) {
	b.paints++
	for _, t := range vb.Tiles {
		now := TileElem(t)
		x := b.slot(t.Slot, now, building)
		x.painted = b.paints
		b.put(x, now)
	}
	for _, x := range b.slotList {
		if x.painted != b.paints && x.drawn != EmptySlot {
			b.put(x, EmptySlot)
		}
	}
}

func (b *DOM) Click(target js.Value) (board.Outcome, bool) {
	pl, _, ok := board.PlaceIn(b.root, target, "[data-place]")
	if !ok || b.pos == nil {
		return board.Outcome{}, false
	}
	return Click(b.pos, b.marks.Selected, pl), true
}

// Key: the FreeCell and Sea boards have no keys of their own; the page's navigation serves
// them (Nav).
func (b *DOM) Key(js.Value) {}

var _ board.DOM = (*DOM)(nil)
