//go:build js && wasm

package main

import (
	"context"
	"strconv"
	"syscall/js"

	"mahjong/wasm/dom"

	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/view"
)

// shanghaiBoard draws a Shanghai layout: one button per slot, created once per game, with
// handles and the last drawn state kept so that a move touches only the tiles it changed.
type shanghaiBoard struct {
	els   []js.Value  // the tile elements, by slot
	drawn []view.Tile // what each element shows now
}

func newShanghai() renderer { return &shanghaiBoard{} }

func (b *shanghaiBoard) mount(board dom.Element, p engine.Position) view.Grid {
	sp := p.(*shanghai.Position)
	tiles := view.ShanghaiTiles(sp, view.NoMarks)
	board.SetInnerHTML(view.ShanghaiHTML(tiles))
	children := board.Underlying().Get("children")
	b.els = make([]js.Value, len(tiles))
	for i, t := range tiles {
		el := children.Index(i)
		el.Get("style").Set("cssText", view.TileStyle(t))
		b.els[i] = el
	}
	b.drawn = tiles
	return view.ShanghaiGrid(sp.Layout())
}

func (b *shanghaiBoard) draw(p engine.Position, m view.Marks) {
	tiles := view.ShanghaiTiles(p.(*shanghai.Position), m)
	for i, t := range tiles {
		drawn, changes := view.TileChanges(b.drawn[i], t)
		b.drawn[i] = drawn
		apply(b.els[i], changes)
	}
}

// apply makes the changes to one element.
func apply(el js.Value, changes []view.Change) {
	for _, c := range changes {
		switch {
		case c.Name == "":
			el.Set("innerHTML", c.Value)
		case c.Remove:
			el.Call("removeAttribute", c.Name)
		default:
			el.Call("setAttribute", c.Name, c.Value)
		}
	}
}

func (b *shanghaiBoard) click(target dom.Element, p engine.Position, m view.Marks) (view.Outcome, bool) {
	tile := target.Closest(".tile")
	if tile == nil {
		return view.Outcome{}, false
	}
	slot, err := strconv.Atoi(tile.GetAttribute("data-slot"))
	if err != nil {
		return view.Outcome{}, false
	}
	return view.ShanghaiClick(p.(*shanghai.Position), m.Selected, slot), true
}

func (b *shanghaiBoard) counts(p engine.Position) (tiles, moves int) {
	return view.ShanghaiCounts(p.(*shanghai.Position))
}

func (b *shanghaiBoard) tilesLabel() string { return "Tiles" }
func (b *shanghaiBoard) movesLabel() string { return "Pairs" }

func (b *shanghaiBoard) shuffles(p engine.Position) (bool, int, bool) {
	sp := p.(*shanghai.Position)
	return true, sp.ShufflesLeft(), sp.CanShuffle()
}

func (b *shanghaiBoard) shuffleMove() engine.Move { return shanghai.ShuffleMove }

func (b *shanghaiBoard) result(p engine.Position, seconds int) (view.Result, bool) {
	sp := p.(*shanghai.Position)
	return view.ShanghaiResult(sp.Status(), sp.Remaining(), sp.ShufflesLeft(), seconds)
}

func (b *shanghaiBoard) hint(ctx context.Context, p engine.Position) ([]engine.Place, string) {
	sp := p.(*shanghai.Position)
	m, ok, verdict := shanghai.Hint(ctx, sp)
	return view.ShanghaiHint(sp, m, ok, verdict)
}
