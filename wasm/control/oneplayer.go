//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"strconv"
	"strings"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/internal/sortfunc"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	oneplayerview "mahjong/wasm/oneplayer"
)

// onePlayerBoard draws Mah-Jongg One Player: the grid of the cross, the hand, the End turn
// control and the scores, created once per game, with the handles of every element that
// changes and what each shows now, so that a move touches only what it changed. Dragging is
// in oneplayer_drag.go.
type onePlayerBoard struct {
	k       *kit                 // what every board shares for the page's life
	els     []js.Value           // the elements of oneplayerview.Board.Elems, in that order
	drawn   []oneplayerview.Elem // what each shows now
	cells   []oneplayerview.Cell // what each cell shows now, to build the elements of changed cells alone
	svgs    []js.Value           // the face's <svg> each element holds, undefined until a move looks it up
	faces   faceSVGs             // the <svg>s of faces taken off the board
	changed []opChange           // the elements a paint draws, reused by every paint
	pos     *oneplayer.Position
	marks   board.Marks // the app's marks of the last draw

	// The variant's record as the statistics had it when this game first showed its end
	// (before the end is counted, unless it was counted already), so that re-renders, undos
	// and a finish after an undo compare with the same record. Cleared by mount.
	rec   oneplayerview.Record
	ended bool
	c     ctl      // for the statistics, the drop and the keys
	root  js.Value // #board
	rows  int      // the rows of the cross the tiles are sized for (--op-rows), 0 before the first paint
	// The bands' rows the tiles are sized for (--op-bands, --op-starts), -1 before the first
	// paint, and the anchors' copies that head them, with what each shows now.
	bands, starts int
	tagEls        []js.Value
	tags          [oneplayer.NumLines - 1]oneplayerview.Tag
}

func newOnePlayer(k *kit, c ctl) renderer { return &onePlayerBoard{k: k, c: c} }

func (b *onePlayerBoard) mount(root dom.Element, p engine.Position) board.Grid {
	op := board.PositionOf[*oneplayer.Position](p)
	vb := oneplayerview.BoardOf(op, board.NoMarks)
	root.SetInnerHTML(oneplayerview.HTML(vb))
	b.drawn = vb.Elems()
	b.cells = vb.Cells
	nodes := root.Underlying().Call("querySelectorAll", "[data-e]")
	if nodes.Length() != len(b.drawn) {
		panic("one player: the board has " + strconv.Itoa(nodes.Length()) + " elements, the view " + strconv.Itoa(len(b.drawn)))
	}
	b.els = make([]js.Value, len(b.drawn))
	b.svgs = make([]js.Value, len(b.drawn))
	b.root = root.Underlying()
	holder := b.root.Get("ownerDocument").Call("createElement", "div")
	holder.Set("hidden", true)
	holder.Set("className", "op-spares")
	root.Underlying().Call("append", holder)
	b.faces.reset(b.k, holder, deckFaces(op))
	for i := range b.els {
		b.els[i] = nodes.Index(i)
	}
	for i, c := range vb.Cells {
		b.els[oneplayerview.CellIndex(i)].Get("style").Set("cssText", oneplayerview.CellStyle(c))
	}
	tags := root.Underlying().Call("querySelectorAll", ".op-tag")
	b.tagEls = make([]js.Value, tags.Length())
	for i := range b.tagEls {
		b.tagEls[i] = tags.Index(i)
	}
	b.tags = vb.Tags
	b.pos, b.marks = op, board.NoMarks
	b.ended, b.rows, b.bands, b.starts = false, 0, -1, -1
	b.k.op.attach(root, b)
	return oneplayerview.Grid()
}

func (b *onePlayerBoard) draw(p engine.Position, m board.Marks) {
	b.pos, b.marks = board.PositionOf[*oneplayer.Position](p), m
	b.paint(m)
}

// paint draws the current position with marks m (the app's, or a drag's). The faces that
// leave their elements go to the pool first, so that a tile's move, whichever element comes
// first, takes its <svg> along (see faceSVGs).
//
// Only the cells that differ from the last paint's are compared element by element: a move
// changes a few of the several hundred.
func (b *onePlayerBoard) paint(m board.Marks) {
	vb := oneplayerview.BoardOf(b.pos, m)
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
			b.changed = append(b.changed, opChange{oneplayerview.CellIndex(k), oneplayerview.CellElem(c)})
			if c.Band != b.cells[k].Band || c.Pos != b.cells[k].Pos || c.Start != b.cells[k].Start {
				b.els[oneplayerview.CellIndex(k)].Get("style").Set("cssText", oneplayerview.CellStyle(c))
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
			b.faces.give(old.Face, b.svgs[i])
			b.svgs[i] = js.Undefined()
		}
	}
	for _, ch := range b.changed {
		i, e := ch.i, ch.e
		cs := oneplayerview.Changes(b.drawn[i], e)
		for j, c := range cs {
			switch c.Name {
			case oneplayerview.Face:
				if c.Value != "" {
					b.svgs[i] = b.faces.put(b.els[i], c.Value)
				}
			case oneplayerview.Text:
				b.els[i].Set("textContent", c.Value)
			default:
				b.k.apply(b.els[i], cs[j:j+1])
			}
		}
		b.drawn[i] = e
	}
}

// paintTags shows, moves and hides the anchors' copies that head the bands: a line that
// starts or a band that moves changes a few.
func (b *onePlayerBoard) paintTags(tags [oneplayer.NumLines - 1]oneplayerview.Tag) {
	for i, g := range tags {
		if g == b.tags[i] || i >= len(b.tagEls) {
			continue
		}
		e := b.tagEls[i]
		e.Set("hidden", !g.Shown)
		e.Get("style").Set("cssText", oneplayerview.TagStyle(g))
		e.Set("innerHTML", oneplayerview.TagHTML(g))
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
	e oneplayerview.Elem
}

func (b *onePlayerBoard) click(target dom.Element, p engine.Position, m board.Marks) (board.Outcome, bool) {
	op := board.PositionOf[*oneplayer.Position](p)
	t := target.Underlying()
	if !t.Call("closest", "#end-turn").IsNull() {
		return oneplayerview.Click(op, m.Selected, oneplayerview.Target{End: true}), true
	}
	pl, _, ok := placeIn(js.Undefined(), t, "[data-place]")
	if !ok {
		return board.Outcome{}, false
	}
	return oneplayerview.Click(op, m.Selected, oneplayerview.Target{Place: pl}), true
}

// counts shows the tiles left in the wall and the turn.
func (b *onePlayerBoard) counts(p engine.Position) (tiles, moves int) {
	op := board.PositionOf[*oneplayer.Position](p)
	return op.WallLeft(), op.Turn()
}

func (b *onePlayerBoard) tilesLabel() string { return msg.T("Wall") }
func (b *onePlayerBoard) movesLabel() string { return msg.T("Turn") }

// result returns the message of an ended game. The score is counted in the statistics by
// the app (afterRender, right after this, once per game), never here: the message only
// reads them.
func (b *onePlayerBoard) result(p engine.Position, seconds int) (board.Result, bool) {
	op := board.PositionOf[*oneplayer.Position](p)
	if op.Status() == engine.Playing {
		return board.Result{}, false
	}
	if !b.ended {
		b.ended = true
		b.rec = oneplayerview.Record{}
		if s, counted, replay := b.c.record(op.Variant()); !replay { // a replay's score is another player's
			b.rec = oneplayerview.Record{Known: true, Counted: counted, Best: s.BestScore, Scored: s.Scored}
		}
	}
	return oneplayerview.Result(op.Status(), op.Score(), b.rec, seconds)
}

func (b *onePlayerBoard) hinted(p engine.Position, m engine.Move, _ engine.Verdict) ([]engine.Place, string) {
	return oneplayerview.Hint(board.PositionOf[*oneplayer.Position](p), m)
}

// takeKey: E presses End turn, which ends the turn or says why it cannot end yet.
func (b *onePlayerBoard) takeKey(ev js.Value) {
	if ev.Get("defaultPrevented").Bool() || ev.Get("ctrlKey").Bool() ||
		ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() ||
		b.c.modalOpen() {
		return
	}
	if k := ev.Get("key").String(); k != "e" && k != "E" {
		return
	}
	tag := ev.Get("target").Get("tagName")
	if tag.Truthy() && (tag.String() == "SELECT" || tag.String() == "INPUT" || tag.String() == "TEXTAREA") {
		return
	}
	btn := b.root.Call("querySelector", "#end-turn")
	if btn.IsNull() {
		return
	}
	ev.Call("preventDefault")
	btn.Call("click")
}
