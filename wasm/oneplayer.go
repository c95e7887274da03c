//go:build js && wasm

package main

import (
	"context"
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
	els   []js.Value    // the elements of view.OPBoard.Elems, in that order
	drawn []view.OPElem // what each shows now
	pos   *oneplayer.Position
	marks view.Marks // the app's marks of the last draw
	drop  *opDrop    // a drop on its way to click, which plays it

	// The record of best scores, as it was when this game started and as this game left it.
	recorded      bool
	lastScore     int
	before, after view.BestScore
}

func newOnePlayer() renderer { return &onePlayerBoard{} }

func (b *onePlayerBoard) mount(board dom.Element, p engine.Position) view.Grid {
	op := p.(*oneplayer.Position)
	vb := view.OnePlayerBoard(op, view.NoMarks)
	board.SetInnerHTML(view.OnePlayerHTML(vb))
	b.drawn = vb.Elems()
	nodes := board.Underlying().Call("querySelectorAll", "[data-e]")
	if nodes.Length() != len(b.drawn) {
		panic("one player: the board has " + strconv.Itoa(nodes.Length()) + " elements, the view " + strconv.Itoa(len(b.drawn)))
	}
	b.els = make([]js.Value, len(b.drawn))
	for i := range b.els {
		b.els[i] = nodes.Index(i)
	}
	for i, c := range vb.Cells {
		b.els[view.OPCellIndex(i)].Get("style").Set("cssText", view.CellStyle(c))
	}
	b.pos, b.marks, b.drop = op, view.NoMarks, nil
	b.recorded = false
	opGestures.attach(board, b)
	return view.OnePlayerGrid()
}

func (b *onePlayerBoard) draw(p engine.Position, m view.Marks) {
	b.pos, b.marks = p.(*oneplayer.Position), m
	b.paint(m)
}

// paint draws the current position with marks m (the app's, or a drag's).
func (b *onePlayerBoard) paint(m view.Marks) {
	els := view.OnePlayerBoard(b.pos, m).Elems()
	for i, e := range els {
		apply(b.els[i], view.OPChanges(b.drawn[i], e))
		b.drawn[i] = e
	}
}

func (b *onePlayerBoard) click(target dom.Element, p engine.Position, m view.Marks) (view.Outcome, bool) {
	op := p.(*oneplayer.Position)
	if d := b.drop; d != nil {
		b.drop = nil
		return view.OnePlayerDrop(op, d.from, d.to), true
	}
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

func (b *onePlayerBoard) shuffles(engine.Position) (bool, int, bool) { return false, 0, false }

// shuffleMove is never asked for: One Player does not shuffle.
func (b *onePlayerBoard) shuffleMove() engine.Move {
	return engine.Move{Action: engine.Shuffle, From: engine.NoPlace, To: engine.NoPlace}
}

// result records the score in the variant's best scores the first time the game ends (and
// again if, after an undo, it ends with another score), and returns the message.
func (b *onePlayerBoard) result(p engine.Position, seconds int) (view.Result, bool) {
	op := p.(*oneplayer.Position)
	if op.Status() == engine.Playing {
		return view.Result{}, false
	}
	total := op.Total()
	if !b.recorded || total != b.lastScore {
		first := !b.recorded
		if first {
			b.before = loadBest(op.Variant())
			b.after = b.before
		}
		b.after, _ = b.after.Record(total, op.Deal(), first)
		saveBest(op.Variant(), b.after)
		b.recorded, b.lastScore = true, total
	}
	better := b.before.Games == 0 || total > b.before.Score
	return view.OnePlayerResult(op.Status(), total, b.before, b.after, better, seconds)
}

func (b *onePlayerBoard) hint(_ context.Context, p engine.Position) ([]engine.Place, string) {
	return view.OnePlayerHint(p.(*oneplayer.Position))
}

// loadBest reads a variant's record of best scores. Storage that the browser refuses (a
// private window, a sandboxed frame) and a corrupt record both read as no record.
func loadBest(variant string) (rec view.BestScore) {
	defer func() { recover() }()
	v := js.Global().Get("localStorage").Call("getItem", view.BestScoreKey(variant))
	if v.Type() == js.TypeString {
		rec, _ = view.ParseBestScore(v.String())
	}
	return rec
}

// saveBest writes a variant's record, replacing whatever was there; storage that the browser
// refuses keeps nothing.
func saveBest(variant string, rec view.BestScore) {
	defer func() { recover() }()
	js.Global().Get("localStorage").Call("setItem", view.BestScoreKey(variant), view.FormatBestScore(rec))
}
