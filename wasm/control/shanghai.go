//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	shanghaiview "mahjong/wasm/shanghai"
)

// shanghaiBoard draws a Shanghai layout: one button per slot, created once per game, with
// handles and the last drawn state kept so that a move touches only the tiles it changed.
type shanghaiBoard struct {
	k      *kit             // what every board shares for the page's life
	layout *shanghai.Layout // the layout the elements are laid out for
	// The tile elements by slot (the board's live children), and their handles and those
	// of their faces' <use> elements, each taken when first needed: a handle costs a few
	// calls into the browser and a finalizer, and most tiles are not touched before a
	// later deal.
	children js.Value
	els      []js.Value          // undefined until taken
	uses     []js.Value          // undefined until taken, null for a tile shown without a face
	drawn    []shanghaiview.Tile // what each element shows now
	tiles    []shanghaiview.Tile // the view model of the position being drawn, reused by every draw
	doc      js.Value
}

func newShanghai(k *kit, _ ctl) renderer {
	return &shanghaiBoard{k: k, doc: js.Global().Get("document")}
}

// focusOnPress: a press of the mouse on a tile does not focus it. The focus is the keyboard
// player's place on the board; a tile focused by a click would be removed by the next click,
// and moving the focus off it then costs the move a layout of the board.
func (b *shanghaiBoard) focusOnPress(target js.Value) bool {
	return target.Call("closest", ".tile").IsNull()
}

func (b *shanghaiBoard) mount(root dom.Element, p engine.Position) board.Grid {
	sp := board.PositionOf[*shanghai.Position](p)
	grid := shanghaiview.Grid(sp.Layout())
	if sp.Layout() == b.layout {
		// A new deal of the same layout: the elements stay, and the draw that follows changes
		// what differs (the faces, mostly). Building the board again would cost the browser
		// a new layout of every tile and leave the old elements to the garbage collectors.
		return grid
	}
	tiles := shanghaiview.Tiles(sp, board.NoMarks)
	root.SetInnerHTML(shanghaiview.HTML(tiles))
	b.children = root.Underlying().Get("children")
	b.els = make([]js.Value, len(tiles))
	b.uses = make([]js.Value, len(tiles))
	b.layout, b.drawn = sp.Layout(), tiles
	return grid
}

// el returns the element of slot i.
func (b *shanghaiBoard) el(i int) js.Value {
	if b.els[i].IsUndefined() {
		b.els[i] = b.children.Index(i)
	}
	return b.els[i]
}

// use returns the <use> element of slot i's face, null when the tile has none.
func (b *shanghaiBoard) use(i int) js.Value {
	if b.uses[i].IsUndefined() {
		u := b.el(i).Get("firstElementChild")
		if !u.IsNull() {
			u = u.Get("firstElementChild")
		}
		b.uses[i] = u
	}
	return b.uses[i]
}

func (b *shanghaiBoard) draw(p engine.Position, m board.Marks) {
	b.tiles = shanghaiview.TilesInto(b.tiles, board.PositionOf[*shanghai.Position](p), m)
	b.moveFocusOff()
	for i, t := range b.tiles {
		drawn, changes := shanghaiview.TileChanges(b.drawn[i], t)
		b.drawn[i] = drawn
		for j, c := range changes {
			if c.Name == "" {
				// A new face (a new deal, a shuffle): point the face's <use> at it, or give
				// a tile shown without one its markup (whose <use> is taken when next needed).
				if u := b.use(i); u.Truthy() {
					u.Call("setAttribute", b.k.str("href"), b.k.str(board.FaceHref(t.Face)))
					continue
				}
				b.uses[i] = js.Value{}
			}
			b.k.apply(b.el(i), changes[j:j+1])
		}
	}
}

// moveFocusOff moves the focus to a free tile when the focused tile is about to be removed,
// before anything is changed: hiding the focused element, or focusing another after the
// changes, makes the browser lay out the changed board there and then, in the middle of the
// move, instead of once when the move is drawn. A keyboard player goes on from a free tile.
// (A press of the mouse does not focus a tile: see focusOnPress.)
func (b *shanghaiBoard) moveFocusOff() {
	active := b.doc.Get("activeElement")
	gone := false
	for i, t := range b.tiles {
		if t.Removed && !b.drawn[i].Removed && b.el(i).Equal(active) {
			gone = true
			break
		}
	}
	if !gone {
		return
	}
	for i, t := range b.tiles {
		if t.Free && !t.Removed && !b.drawn[i].Removed {
			b.k.focus(b.el(i))
			return
		}
	}
}

func (b *shanghaiBoard) click(target dom.Element, p engine.Position, m board.Marks) (board.Outcome, bool) {
	tile := target.Underlying().Call("closest", ".tile")
	if tile.IsNull() {
		return board.Outcome{}, false
	}
	slot, err := strconv.Atoi(tile.Call("getAttribute", "data-slot").String())
	if err != nil {
		return board.Outcome{}, false
	}
	return shanghaiview.Click(board.PositionOf[*shanghai.Position](p), m.Selected, slot), true
}

func (b *shanghaiBoard) counts(p engine.Position) (tiles, moves int) {
	return shanghaiview.Counts(board.PositionOf[*shanghai.Position](p))
}

func (b *shanghaiBoard) tilesLabel() string { return msg.T("Tiles") }
func (b *shanghaiBoard) movesLabel() string { return msg.T("Pairs") }

func (b *shanghaiBoard) shuffles(p engine.Position) (left int, allowed bool) {
	sp := board.PositionOf[*shanghai.Position](p)
	return sp.ShufflesLeft(), sp.CanShuffle()
}

func (b *shanghaiBoard) shuffleMove() engine.Move { return shanghai.ShuffleMove }

func (b *shanghaiBoard) result(p engine.Position, seconds int) (board.Result, bool) {
	sp := board.PositionOf[*shanghai.Position](p)
	return shanghaiview.Result(sp.Status(), sp.Remaining(), sp.ShufflesLeft(), seconds)
}

func (b *shanghaiBoard) hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string) {
	return shanghaiview.Hint(board.PositionOf[*shanghai.Position](p), m, m != (engine.Move{}), verdict)
}
