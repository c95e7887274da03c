//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	freecellview "mahjong/wasm/freecell"
)

// fcBoard draws the FreeCell games and the Sea games: one renderer for both families, shaped
// by what the position reports (cells, rows, levels, Wind-bound piles). The piles, cells,
// panel and columns are built once per game; a tableau slot's element is made the first
// time a tile or a target appears there and is only updated afterwards. Besides the app's
// click it handles dragging, double-clicks and the panel's switches (freecell_drag.go); the
// app runs the searches of the hint and of a winnable deal (search.go: fcBoard is a searcher).
type fcBoard struct {
	k *kit // what every board shares for the page's life
	c ctl  // the page controller

	root      js.Value
	cols      [16]js.Value
	raised    [16]int // each column's levels above its first, as its style has them (--raised)
	raisedAll int     // their sum, as the board's style has it (--fc-raised)
	slots     map[freecellview.Slot]*fcEl
	slotList  []*fcEl // the slots in the order they were made, for the paints to go through
	piles     [12]fcEl
	pileCount [12]int
	cells     []fcEl
	captions  [3]js.Value
	dragons   [3]string
	autoBox   js.Value
	autoShown bool // whether autoBox shows checked: the box is not read on every paint
	winBox    js.Value

	paints  int            // counts the paints, to find the slots a paint left out
	changes []board.Change // reused by every element's changes
	hid     bool           // the last paint hid an element (the focus may have to move)
	puts    []fcPut        // what a paint draws, reused by every paint
	faces   faceSVGs       // the <svg>s of faces taken off the board

	pos        *freecell.Position
	marks      board.Marks
	lastPlayed int // moves played at the last draw, to announce auto-play after a new move only
}

// fcEl is one element of the board: its handle, how it is drawn, and the <svg> of its face.
// A paint changes an element only where it differs from drawn; a new face is an <svg> that
// already shows it, moved in from the element the tile left (see faceSVGs).
type fcEl struct {
	el      js.Value
	svg     js.Value // the face's <svg>: undefined until needed (the first child), null when none
	svgFace string   // the face svg shows ("" for none, or the empty <svg> of fcInner)
	drawn   freecellview.Elem
	slot    freecellview.Slot // for a tableau slot, where it is
	painted int               // for a tableau slot, the last paint that drew something in it
}

// fcPut is an element and how a paint draws it.
type fcPut struct {
	x   *fcEl
	now freecellview.Elem
}

// takeSVG hands the <svg> of x, which shows a face x no longer shows, to the pool.
func (b *fcBoard) takeSVG(x *fcEl) {
	if x.svg.IsUndefined() {
		x.svg = x.el.Get("firstElementChild")
	}
	switch {
	case x.svg.IsNull():
	case x.svgFace == "":
		x.svg.Call("remove") // the empty <svg> the element was made with
	default:
		b.faces.give(x.svgFace, x.svg)
	}
	x.svg, x.svgFace = js.Null(), ""
}

func newFreeCell(k *kit, c ctl) renderer { return &fcBoard{k: k, c: c} }

func (b *fcBoard) mount(boardEl dom.Element, p engine.Position) board.Grid {
	fp := board.PositionOf[*freecell.Position](p)
	if on := b.c.homeSetting("autoplay"); fp.AutoPlay() != on {
		// A fresh deal (the app mounts each new game before anything is played in it)
		// starts with the player's auto-play setting.
		fp = fp.WithAutoPlay(on)
		b.c.redeal(fp)
	}
	vb := freecellview.BoardOf(fp, board.NoMarks)
	boardEl.SetInnerHTML(freecellview.HTML(vb, b.c.homeSetting("winnable")))
	root := boardEl.Underlying().Get("firstElementChild")
	b.root = root
	root.Get("style").Call("setProperty", "--fc-rows", strconv.Itoa(fp.Rows()))
	cols := root.Call("querySelectorAll", ".fc-col")
	for c := range b.cols {
		b.cols[c] = cols.Index(c)
		b.cols[c].Get("style").Set("zIndex", c+1) // see .fc-col in freecell.css
	}
	piles := root.Call("querySelectorAll", ".fc-pile")
	b.faces.reset(b.k, js.Undefined(), nil)
	for i := range b.piles {
		b.piles[i] = fcEl{el: piles.Index(i), drawn: freecellview.PileElem(vb.Piles[i]), svgFace: vb.Piles[i].Face}
		b.pileCount[i] = vb.Piles[i].Count
	}
	cells := root.Call("querySelectorAll", ".fc-cell")
	b.cells = make([]fcEl, len(vb.Cells))
	for i := range vb.Cells {
		b.cells[i] = fcEl{el: cells.Index(i), drawn: freecellview.CellElem(vb.Cells[i]), svgFace: vb.Cells[i].Face}
	}
	names := root.Call("querySelectorAll", ".fc-setname")
	for s := range b.captions {
		b.captions[s] = names.Index(s)
		b.dragons[s] = vb.Dragons[s]
	}
	b.autoBox = root.Call("querySelector", "#fc-autoplay")
	b.autoShown = vb.Auto // as FreeCellHTML drew it
	b.winBox = root.Call("querySelector", "#fc-winnable")
	b.slots = map[freecellview.Slot]*fcEl{}
	clear(b.slotList) // the last game's elements are gone: hold none of their handles
	b.slotList = b.slotList[:0]
	b.pos, b.marks, b.lastPlayed = fp, board.NoMarks, 0
	b.k.fc.attach(boardEl, b)
	b.puts = b.puts[:0]
	b.paintTableau(vb, true)
	b.raised, b.raisedAll = [16]int{}, 0
	b.paintRaised(vb)
	b.putAll()
	return board.Grid{Cols: 16, Rows: fp.Rows(), Layers: 1}
}

// slot returns the element of slot s, making it when it is first needed: drawn as now when
// the board is being built, else empty, so that a tile moving in brings its face (putAll).
func (b *fcBoard) slot(s freecellview.Slot, now freecellview.Elem, building bool) *fcEl {
	if x, ok := b.slots[s]; ok {
		return x
	}
	if !building {
		now = freecellview.EmptySlot
	}
	col := b.cols[s.Col]
	col.Call("insertAdjacentHTML", "beforeend", freecellview.SlotHTML(s, now))
	el := col.Get("lastElementChild")
	el.Get("style").Set("cssText", freecellview.SlotStyle(s))
	x := &fcEl{el: el, drawn: now, svgFace: now.Face, slot: s}
	b.slots[s] = x
	b.slotList = append(b.slotList, x)
	return x
}

// put notes that the paint draws x as now (see putAll).
func (b *fcBoard) put(x *fcEl, now freecellview.Elem) {
	if x.drawn != now {
		b.puts = append(b.puts, fcPut{x, now})
	}
}

// putAll draws what the paint put. The faces that leave their elements go to the pool
// first, so that a tile's move, whichever element comes first, takes its <svg> along.
func (b *fcBoard) putAll() {
	for _, p := range b.puts {
		if p.x.svgFace != "" && p.now.Face != p.x.svgFace {
			b.takeSVG(p.x)
		}
	}
	for i, p := range b.puts {
		b.draw1(p.x, p.now)
		b.puts[i] = fcPut{}
	}
	b.puts = b.puts[:0]
}

// draw1 draws x as now, changing only what differs from how it is drawn.
func (b *fcBoard) draw1(x *fcEl, now freecellview.Elem) {
	b.changes = freecellview.ElemChangesInto(b.changes, x.drawn, now)
	x.drawn = now
	for i, c := range b.changes {
		switch c.Name {
		case freecellview.FaceUse:
			if x.svgFace != now.Face {
				b.takeSVG(x)
				x.svg, x.svgFace = b.faces.put(x.el, now.Face), now.Face
			}
		case "":
			x.el.Set("innerHTML", c.Value)
			x.svg, x.svgFace = js.Undefined(), now.Face // replaced with the content
		default:
			if c.Name == "hidden" && !c.Remove {
				b.hid = true
			}
			b.k.apply(x.el, b.changes[i:i+1])
		}
	}
}

func (b *fcBoard) draw(p engine.Position, m board.Marks) {
	b.pos, b.marks = board.PositionOf[*freecell.Position](p), m
	b.paint(m)
	if b.hid {
		b.keepFocus() // only an element just hidden can have taken the focus with it
	}
	moves := b.c.played()
	played := len(moves)
	if played == b.lastPlayed+1 && moves[played-1].Action == engine.Step {
		if text := freecellview.AutoNotice(b.pos.AutoPlayed()); text != "" {
			b.c.show(text, false)
		}
	}
	b.lastPlayed = played
}

// paint draws the current position with marks m (the app's, or a drag's).
func (b *fcBoard) paint(m board.Marks) {
	vb := freecellview.BoardOf(b.pos, m)
	b.hid = false
	b.puts = b.puts[:0]
	b.paintTableau(vb, false)
	b.paintRaised(vb)
	for i, pl := range vb.Piles {
		b.put(&b.piles[i], freecellview.PileElem(pl))
		if pl.Count != b.pileCount[i] {
			b.piles[i].el.Call("setAttribute", b.k.str("data-count"), strconv.Itoa(pl.Count))
			b.pileCount[i] = pl.Count
		}
	}
	for i, c := range vb.Cells {
		b.put(&b.cells[i], freecellview.CellElem(c))
	}
	for s, d := range vb.Dragons {
		if d != b.dragons[s] {
			b.captions[s].Set("innerHTML", freecellview.SetCaption(s, d))
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
func (b *fcBoard) paintRaised(vb freecellview.Board) {
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
func (b *fcBoard) paintTableau(vb freecellview.Board, building bool) {
	b.paints++
	for _, t := range vb.Tiles {
		now := freecellview.TileElem(t)
		x := b.slot(t.Slot, now, building)
		x.painted = b.paints
		b.put(x, now)
	}
	for _, x := range b.slotList {
		if x.painted != b.paints && x.drawn != freecellview.EmptySlot {
			b.put(x, freecellview.EmptySlot)
		}
	}
}

func (b *fcBoard) click(target dom.Element, p engine.Position, m board.Marks) (board.Outcome, bool) {
	pl, _, ok := placeIn(b.root, target.Underlying(), "[data-place]")
	if !ok {
		return board.Outcome{}, false
	}
	return freecellview.Click(board.PositionOf[*freecell.Position](p), m.Selected, pl), true
}

// counts: the tiles on the foundations and the moves made.
func (b *fcBoard) counts(p engine.Position) (tiles, moves int) {
	return freecellview.Counts(board.PositionOf[*freecell.Position](p)), engine.Plays(b.c.played())
}

func (b *fcBoard) movesLabel() string { return msg.T("Moves") }

func (b *fcBoard) tilesLabel() string { return msg.T("On foundations") }

func (b *fcBoard) result(p engine.Position, seconds int) (board.Result, bool) {
	return freecellview.Result(board.PositionOf[*freecell.Position](p), engine.Plays(b.c.played()), seconds)
}

// hintShown: the tile to move and where it goes, and the notice that says how sure the
// search is (searcher).
func (b *fcBoard) hintShown(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string) {
	fp := board.PositionOf[*freecell.Position](p)
	return []engine.Place{freecellview.SourceMark(fp, m), freecellview.MarkOf(fp, m.To)},
		freecellview.HintNotice(fp, m, verdict)
}

// setAuto switches auto-play for the game being played. The switch is a move of the game's
// history (freecell.AutoPlaySwitch): the moves before it can still be undone, Undo switches
// back, and a saved game replays it.
func (b *fcBoard) setAuto(on bool) {
	p := b.pos // the position drawn last, the game's
	if p.AutoPlay() == on {
		return
	}
	b.c.setHomeSetting("autoplay", on)
	b.c.stopSearch()
	b.c.hide()
	b.c.play(freecell.AutoPlaySwitch(on)) // a move played draws the board: b.pos is the new position
	np := b.pos
	if np == p {
		return // refused: play has said why
	}
	text := msg.T("Auto-play is off for this game.")
	if on {
		text = msg.T("Auto-play is on for this game.")
	}
	if auto := freecellview.AutoNotice(np.AutoPlayed()); auto != "" {
		text += " " + auto
	}
	b.c.show(text+" "+msg.T("Undo switches it back."), false)
}
