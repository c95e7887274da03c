//go:build js && wasm

package main

import (
	"context"
	"strconv"
	"syscall/js"
	"time"

	"mahjong/wasm/dom"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/view"
)

// fcBoard draws the FreeCell games and the Sea games: one renderer for both families, shaped
// by what the position reports (cells, rows, levels, Wind-bound piles). The piles, cells,
// panel and columns are built once per game; a tableau slot's element is made the first
// time a tile or a target appears there and is only updated afterwards. Besides the app's
// click it handles dragging, double-clicks, the panel's switches and the searches of the
// hint and of a winnable deal (freecell_search.go, freecell_drag.go).
type fcBoard struct {
	a *app // the page, for what the renderer interface does not carry (see appUser)

	root      js.Value
	cols      [16]js.Value
	slots     map[view.FCSlot]js.Value
	drawn     map[view.FCSlot]view.FCElem
	piles     [12]js.Value
	pileDrawn [12]view.FCElem
	pileCount [12]int
	cells     []js.Value
	cellDrawn []view.FCElem
	captions  [3]js.Value
	dragons   [3]string
	autoBox   js.Value
	winBox    js.Value

	pos        *freecell.Position
	marks      view.Marks
	lastPlayed int // moves played at the last draw, to announce auto-play after a new move only

	search fcSearch
}

func newFreeCell() renderer { return &fcBoard{} }

func (b *fcBoard) useApp(a *app) { b.a = a }

func (b *fcBoard) mount(board dom.Element, p engine.Position) view.Grid {
	fp := p.(*freecell.Position)
	if a := b.a; a != nil && a.game != nil && a.game.Position() == p && !a.game.CanUndo() && fp.AutoPlay() != homeSetting("autoplay") {
		// A fresh deal starts with the player's auto-play setting.
		fp = fp.WithAutoPlay(homeSetting("autoplay"))
		a.game = engine.NewGame(fp)
	}
	vb := view.FreeCellBoard(fp, view.NoMarks)
	board.SetInnerHTML(view.FreeCellHTML(vb, homeSetting("winnable")))
	root := board.Underlying().Get("firstElementChild")
	b.root = root
	root.Get("style").Call("setProperty", "--fc-rows", strconv.Itoa(fp.Rows()))
	cols := root.Call("querySelectorAll", ".fc-col")
	for c := range b.cols {
		b.cols[c] = cols.Index(c)
		b.cols[c].Get("style").Set("zIndex", c+1) // see .fc-col in freecell.css
	}
	piles := root.Call("querySelectorAll", ".fc-pile")
	for i := range b.piles {
		b.piles[i] = piles.Index(i)
		b.pileDrawn[i] = view.FCPileElem(vb.Piles[i])
		b.pileCount[i] = vb.Piles[i].Count
	}
	cells := root.Call("querySelectorAll", ".fc-cell")
	b.cells = make([]js.Value, len(vb.Cells))
	b.cellDrawn = make([]view.FCElem, len(vb.Cells))
	for i := range vb.Cells {
		b.cells[i] = cells.Index(i)
		b.cellDrawn[i] = view.FCCellElem(vb.Cells[i])
	}
	names := root.Call("querySelectorAll", ".fc-setname")
	for s := range b.captions {
		b.captions[s] = names.Index(s)
		b.dragons[s] = vb.Dragons[s]
	}
	b.autoBox = root.Call("querySelector", "#fc-autoplay")
	b.winBox = root.Call("querySelector", "#fc-winnable")
	b.slots = map[view.FCSlot]js.Value{}
	b.drawn = map[view.FCSlot]view.FCElem{}
	b.pos, b.marks, b.lastPlayed = fp, view.NoMarks, 0
	fcGestures.attach(board, b)
	b.paintTableau(vb)
	return view.Grid{Cols: 16, Rows: fp.Rows(), Layers: 1}
}

// slot returns the element of slot s, making it when it is first needed.
func (b *fcBoard) slot(s view.FCSlot) js.Value {
	if el, ok := b.slots[s]; ok {
		return el
	}
	col := b.cols[s.Col]
	col.Call("insertAdjacentHTML", "beforeend", view.FCSlotHTML(s, view.FCEmptySlot))
	el := col.Get("lastElementChild")
	el.Get("style").Set("cssText", view.FCSlotStyle(s))
	b.slots[s], b.drawn[s] = el, view.FCEmptySlot
	return el
}

func (b *fcBoard) draw(p engine.Position, m view.Marks) {
	b.pos, b.marks = p.(*freecell.Position), m
	b.paint(m)
	if b.a == nil || b.a.game == nil {
		return
	}
	played := len(b.a.game.Played())
	if played == b.lastPlayed+1 && b.a.game.Position() == p {
		if text := view.FCAutoNotice(b.pos.AutoPlayed()); text != "" {
			b.a.show(text, false)
		}
	}
	b.lastPlayed = played
}

// paint draws the current position with marks m (the app's, or a drag's).
func (b *fcBoard) paint(m view.Marks) {
	vb := view.FreeCellBoard(b.pos, m)
	b.paintTableau(vb)
	for i, pl := range vb.Piles {
		e := view.FCPileElem(pl)
		apply(b.piles[i], view.FCElemChanges(b.pileDrawn[i], e))
		b.pileDrawn[i] = e
		if pl.Count != b.pileCount[i] {
			b.piles[i].Call("setAttribute", "data-count", strconv.Itoa(pl.Count))
			b.pileCount[i] = pl.Count
		}
	}
	for i, c := range vb.Cells {
		e := view.FCCellElem(c)
		apply(b.cells[i], view.FCElemChanges(b.cellDrawn[i], e))
		b.cellDrawn[i] = e
	}
	for s, d := range vb.Dragons {
		if d != b.dragons[s] {
			b.captions[s].Set("innerHTML", view.FCSetCaption(s, d))
			b.dragons[s] = d
		}
	}
	if b.autoBox.Get("checked").Bool() != vb.Auto {
		b.autoBox.Set("checked", vb.Auto)
	}
}

func (b *fcBoard) paintTableau(vb view.FCBoard) {
	seen := make(map[view.FCSlot]bool, len(vb.Tiles))
	for _, t := range vb.Tiles {
		seen[t.FCSlot] = true
		el := b.slot(t.FCSlot)
		e := view.FCTileElem(t)
		apply(el, view.FCElemChanges(b.drawn[t.FCSlot], e))
		b.drawn[t.FCSlot] = e
	}
	for s, e := range b.drawn {
		if !seen[s] && e != view.FCEmptySlot {
			apply(b.slots[s], view.FCElemChanges(e, view.FCEmptySlot))
			b.drawn[s] = view.FCEmptySlot
		}
	}
}

func (b *fcBoard) click(target dom.Element, p engine.Position, m view.Marks) (view.Outcome, bool) {
	el := target.Underlying().Call("closest", "[data-place]")
	if el.IsNull() || !b.root.Call("contains", el).Bool() {
		return view.Outcome{}, false
	}
	pl, err := strconv.Atoi(el.Call("getAttribute", "data-place").String())
	if err != nil {
		return view.Outcome{}, false
	}
	b.search.stopHint()
	return view.FreeCellClick(p.(*freecell.Position), m.Selected, engine.Place(pl)), true
}

// counts: the tiles on the foundations and the moves made.
func (b *fcBoard) counts(p engine.Position) (tiles, moves int) {
	if b.a != nil && b.a.game != nil {
		moves = len(b.a.game.Played())
	}
	return view.FCCounts(p.(*freecell.Position)), moves
}

func (b *fcBoard) movesLabel() string { return "Moves" }

func (b *fcBoard) tilesLabel() string { return "On foundations" }

func (b *fcBoard) shuffles(engine.Position) (bool, int, bool) { return false, 0, false }

// shuffleMove is never asked for: these games do not shuffle.
func (b *fcBoard) shuffleMove() engine.Move {
	return engine.Move{Action: engine.Shuffle, From: engine.NoPlace, To: engine.NoPlace}
}

func (b *fcBoard) result(p engine.Position, seconds int) (view.Result, bool) {
	moves := 0
	if b.a != nil && b.a.game != nil {
		moves = len(b.a.game.Played())
	}
	return view.FreeCellResult(p.(*freecell.Position), moves, seconds)
}

// hint is the app's bounded hint, used only when the app does not let the renderer take
// the Hint action (takeAction), which runs the cancellable search instead.
func (b *fcBoard) hint(ctx context.Context, p engine.Position) ([]engine.Place, string) {
	fp := p.(*freecell.Position)
	sctx, cancel := view.Sliced(ctx, hintTime, fcSlice, time.Now, fcPause)
	defer cancel()
	m, v := freecell.Hint(sctx, fp)
	switch {
	case v == engine.Unsolvable:
		return nil, view.FCHintNoLine
	case m == (engine.Move{}):
		return nil, view.FCHintWon
	}
	return []engine.Place{view.FCSourceMark(fp, m), view.FCMarkOf(fp, m.To)}, view.FCHintNotice(fp, m, v)
}

// takeAction runs Hint and New game (with "Winnable deals only") itself; any other action
// first stops a search in progress. "leave" and "picked" come from the picker (see the report).
func (b *fcBoard) takeAction(action string) bool {
	if b.a == nil {
		return false
	}
	searching := b.search.on
	b.search.stop()
	switch action {
	case "hint":
		if !searching {
			b.startHint()
		}
		return true
	case "new", "picked":
		if homeSetting("winnable") && b.a.variant != nil {
			b.startDeal(b.a.variant)
			return true
		}
	}
	return false
}

// setAuto switches auto-play for the game being played. The engine keeps the setting in
// the position, and the history holds positions reached by moves only, so the game goes
// on from the switched position: moves before the switch can no longer be undone.
func (b *fcBoard) setAuto(on bool) {
	a := b.a
	p, ok := a.game.Position().(*freecell.Position)
	if !ok || p.AutoPlay() == on {
		return
	}
	setHomeSetting("autoplay", on)
	b.search.stop()
	lost := a.game.CanUndo() || a.game.CanRedo()
	np := p.WithAutoPlay(on)
	a.game = engine.NewGame(np)
	a.marks = view.NoMarks
	a.gen++
	b.lastPlayed = 0
	a.render()
	text := "Auto-play is off for this game."
	if on {
		text = "Auto-play is on for this game."
	}
	if lost {
		text += " Moves before the switch can no longer be undone."
	}
	if auto := view.FCAutoNotice(np.AutoPlayed()); auto != "" {
		text += " " + auto
	}
	a.show(text, false)
}
