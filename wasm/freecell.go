//go:build js && wasm

package main

import (
	"context"
	"slices"
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
	b.keepFocus()
	played := len(b.a.game.Played())
	if played == b.lastPlayed+1 && b.a.game.Position() == p && b.a.game.Played()[played-1].Action == engine.Step {
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
		moves = engine.Plays(b.a.game.Played())
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
		moves = engine.Plays(b.a.game.Played())
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

// setAuto switches auto-play for the game being played. The switch is a move of the game's
// history (freecell.AutoPlaySwitch): the moves before it can still be undone, Undo switches
// back, and a saved game replays it.
func (b *fcBoard) setAuto(on bool) {
	a := b.a
	p, ok := a.game.Position().(*freecell.Position)
	if !ok || p.AutoPlay() == on {
		return
	}
	setHomeSetting("autoplay", on)
	b.search.stop()
	a.hide()
	a.play(freecell.AutoPlaySwitch(on))
	np, ok := a.game.Position().(*freecell.Position)
	if !ok || np == p {
		return // refused: play has said why
	}
	text := "Auto-play is off for this game."
	if on {
		text = "Auto-play is on for this game."
	}
	if auto := view.FCAutoNotice(np.AutoPlayed()); auto != "" {
		text += " " + auto
	}
	a.show(text+" Undo switches it back.", false)
}

// The keyboard: the board is navigable (see a11y.go). Its places are the foundation piles,
// the cells and every tableau tile or destination shown, each at its centre on the screen,
// the areas being the navigation's layers (view.FCNavItem). Enter and Space press the
// focused button, which picks and places like a click.
func (b *fcBoard) navItems() ([]view.NavItem, []js.Value) {
	if b.root.IsUndefined() {
		return nil, nil
	}
	n := len(b.piles) + len(b.cells) + len(b.slots)
	items := make([]view.NavItem, 0, n)
	els := make([]js.Value, 0, n)
	top := b.cols[0].Call("getBoundingClientRect").Get("top").Float()
	add := func(el js.Value, area int) {
		r := el.Call("getBoundingClientRect")
		w, h := r.Get("width").Float(), r.Get("height").Float()
		if w == 0 && h == 0 {
			return // hidden
		}
		items = append(items, view.FCNavItem(r.Get("left").Float()+w/2, r.Get("top").Float()+h/2, area, top))
		els = append(els, el)
	}
	for _, el := range b.piles {
		add(el, view.FCAreaPiles)
	}
	for _, el := range b.cells {
		add(el, view.FCAreaCells)
	}
	slots := make([]view.FCSlot, 0, len(b.slots))
	for s, e := range b.drawn {
		if !e.Hidden {
			slots = append(slots, s)
		}
	}
	// A fixed order, so that ties in distance always go the same way.
	slices.SortFunc(slots, func(x, y view.FCSlot) int {
		if x.Col != y.Col {
			return x.Col - y.Col
		}
		if x.Level != y.Level {
			return x.Level - y.Level
		}
		return x.Row - y.Row
	})
	for _, s := range slots {
		add(b.slots[s], view.FCAreaTableau)
	}
	return items, els
}

// keepFocus moves the focus, when the focused tile has just left its slot (moved away, or
// sent home by auto-play), to a tile that may move in the same column, else anywhere, so
// that a keyboard player goes on from there.
func (b *fcBoard) keepFocus() {
	active := js.Global().Get("document").Get("activeElement")
	if active.IsNull() || !b.root.Call("contains", active).Bool() || !active.Get("hidden").Bool() {
		return
	}
	next := js.Null()
	if c, err := strconv.Atoi(active.Call("getAttribute", "data-col").String()); err == nil && c >= 0 && c < len(b.cols) {
		next = b.cols[c].Call("querySelector", ".fc-t.avail:not([hidden])")
	}
	if next.IsNull() {
		next = b.root.Call("querySelector", ".fc-t.avail:not([hidden]), .fc-cell.avail")
	}
	if !next.IsNull() {
		next.Call("focus", map[string]any{"preventScroll": true})
	}
}

func (b *fcBoard) announce(before engine.Position, m engine.Move, after engine.Position) string {
	return view.FCAnnounce(before.(*freecell.Position), m, after.(*freecell.Position))
}
