//go:build js && wasm

package main

import (
	"context"
	"slices"
	"strconv"
	"syscall/js"

	"mahjong/wasm/dom"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/view"
)

// onePlayerBoard draws Mah-Jongg One Player: the grid of the cross, the hand, the End turn
// control and the scores, created once per game, with the handles of every element that
// changes and what each shows now, so that a move touches only what it changed. Dragging is
// in oneplayer_drag.go.
type onePlayerBoard struct {
	els     []js.Value    // the elements of view.OPBoard.Elems, in that order
	drawn   []view.OPElem // what each shows now
	cells   []view.OPCell // what each cell shows now, to build the elements of changed cells alone
	svgs    []js.Value    // the face's <svg> each element holds, undefined until a move looks it up
	faces   faceSVGs      // the <svg>s of faces taken off the board
	changed []opChange    // the elements a paint draws, reused by every paint
	pos     *oneplayer.Position
	marks   view.Marks // the app's marks of the last draw

	// The variant's record as the statistics had it when this game first showed its end
	// (before the end is counted, unless it was counted already), so that re-renders, undos
	// and a finish after an undo compare with the same record. Cleared by mount.
	rec   view.OPRecord
	ended bool
	a     *app // for the statistics (see appUser)
}

func newOnePlayer() renderer { return &onePlayerBoard{} }

func (b *onePlayerBoard) useApp(a *app) { b.a = a }

func (b *onePlayerBoard) mount(board dom.Element, p engine.Position) view.Grid {
	op := p.(*oneplayer.Position)
	vb := view.OnePlayerBoard(op, view.NoMarks)
	board.SetInnerHTML(view.OnePlayerHTML(vb))
	b.drawn = vb.Elems()
	b.cells = vb.Cells
	nodes := board.Underlying().Call("querySelectorAll", "[data-e]")
	if nodes.Length() != len(b.drawn) {
		panic("one player: the board has " + strconv.Itoa(nodes.Length()) + " elements, the view " + strconv.Itoa(len(b.drawn)))
	}
	b.els = make([]js.Value, len(b.drawn))
	b.svgs = make([]js.Value, len(b.drawn))
	holder := b.a.doc.Underlying().Call("createElement", "div")
	holder.Set("hidden", true)
	holder.Set("className", "op-spares")
	board.Underlying().Call("append", holder)
	b.faces.reset(holder, deckFaces(op))
	for i := range b.els {
		b.els[i] = nodes.Index(i)
	}
	for i, c := range vb.Cells {
		b.els[view.OPCellIndex(i)].Get("style").Set("cssText", view.CellStyle(c))
	}
	b.pos, b.marks = op, view.NoMarks
	b.ended = false
	opGestures.attach(board, b)
	return view.OnePlayerGrid()
}

func (b *onePlayerBoard) draw(p engine.Position, m view.Marks) {
	b.pos, b.marks = p.(*oneplayer.Position), m
	b.paint(m)
}

// paint draws the current position with marks m (the app's, or a drag's). The faces that
// leave their elements go to the pool first, so that a tile's move, whichever element comes
// first, takes its <svg> along (see faceSVGs).
//
// Only the cells that differ from the last paint's are compared element by element: a move
// changes a few of the several hundred.
func (b *onePlayerBoard) paint(m view.Marks) {
	vb := view.OnePlayerBoard(b.pos, m)
	b.changed = b.changed[:0]
	for i, e := range vb.SideElems(0) {
		b.changed = append(b.changed, opChange{i, e})
	}
	for k, c := range vb.Cells {
		if c != b.cells[k] {
			b.changed = append(b.changed, opChange{view.OPCellIndex(k), view.OPCellElem(c)})
		}
	}
	b.cells = vb.Cells
	for _, ch := range b.changed {
		if old := b.drawn[ch.i]; old.Face != "" && ch.e.Face != old.Face {
			i := ch.i
			if b.svgs[i].IsUndefined() {
				b.svgs[i] = b.els[i].Get("firstElementChild") // as the board's HTML made it
			}
			b.faces.give(old.Face, b.svgs[i])
			b.svgs[i] = js.Undefined()
		}
	}
	for _, ch := range b.changed {
		i, e := ch.i, ch.e
		cs := view.OPChanges(b.drawn[i], e)
		for j, c := range cs {
			switch c.Name {
			case view.OPFace:
				if c.Value != "" {
					b.svgs[i] = b.faces.put(b.els[i], c.Value)
				}
			case view.OPText:
				b.els[i].Set("textContent", c.Value)
			default:
				apply(b.els[i], cs[j:j+1])
			}
		}
		b.drawn[i] = e
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
	slices.Sort(faces)
	return faces
}

// opChange is an element a paint draws anew: its index in els, and how it is drawn.
type opChange struct {
	i int
	e view.OPElem
}

func (b *onePlayerBoard) click(target dom.Element, p engine.Position, m view.Marks) (view.Outcome, bool) {
	op := p.(*oneplayer.Position)
	t := target.Underlying()
	if !t.Call("closest", "#end-turn").IsNull() {
		return view.OnePlayerClick(op, m.Selected, view.OPTarget{End: true}), true
	}
	el := t.Call("closest", "[data-place]")
	if el.IsNull() {
		return view.Outcome{}, false
	}
	pl, err := strconv.Atoi(el.Call("getAttribute", "data-place").String())
	if err != nil {
		return view.Outcome{}, false
	}
	return view.OnePlayerClick(op, m.Selected, view.OPTarget{Place: engine.Place(pl)}), true
}

// counts shows the tiles left in the wall and the turn.
func (b *onePlayerBoard) counts(p engine.Position) (tiles, moves int) {
	op := p.(*oneplayer.Position)
	return op.WallLeft(), op.Turn()
}

func (b *onePlayerBoard) tilesLabel() string { return "Wall" }
func (b *onePlayerBoard) movesLabel() string { return "Turn" }

// result returns the message of an ended game. The score is counted in the statistics by
// the app (afterRender, right after this, once per game), never here: the message only
// reads them.
func (b *onePlayerBoard) result(p engine.Position, seconds int) (view.Result, bool) {
	op := p.(*oneplayer.Position)
	if op.Status() == engine.Playing {
		return view.Result{}, false
	}
	if !b.ended {
		b.ended = true
		b.rec = view.OPRecord{}
		if !kept.replay.on { // a replay's score is another player's
			s := b.a.readStats()[op.Variant()]
			b.rec = view.OPRecord{Known: true, Counted: kept.counted, Best: s.BestScore, Scored: s.Scored}
		}
	}
	return view.OnePlayerResult(op.Status(), op.Score(), b.rec, seconds)
}

func (b *onePlayerBoard) hint(_ context.Context, p engine.Position) ([]engine.Place, string) {
	return view.OnePlayerHint(p.(*oneplayer.Position))
}

// takeKey: E ends the turn when it may end.
func (b *onePlayerBoard) takeKey(ev js.Value) {
	if ev.Get("defaultPrevented").Bool() || ev.Get("ctrlKey").Bool() ||
		ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() ||
		b.a.modalOpen() {
		return
	}
	if k := ev.Get("key").String(); k != "e" && k != "E" {
		return
	}
	tag := ev.Get("target").Get("tagName")
	if tag.Truthy() && (tag.String() == "SELECT" || tag.String() == "INPUT" || tag.String() == "TEXTAREA") {
		return
	}
	btn := b.a.board.Underlying().Call("querySelector", "#end-turn")
	if btn.IsNull() || btn.Get("disabled").Bool() {
		return
	}
	ev.Call("preventDefault")
	btn.Call("click")
}
