//go:build js && wasm

package shanghai

import (
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/nav"
)

// DOM draws a Shanghai layout in the browser (board.DOM): one button per slot, created once
// per game, with handles and the last drawn state kept so that a move touches only the
// tiles it changed. It has no gestures but the click, and no keys of its own: the page's
// navigation serves it.
type DOM struct {
	k      *board.Kit       // what every board shares for the page's life
	root   js.Value         // #board
	layout *shanghai.Layout // the layout the elements are laid out for
	// The tile elements by slot (the board's live children), and their handles and those
	// of their faces' <use> elements, each taken when first needed: a handle costs a few
	// calls into the browser and a finalizer, and most tiles are not touched before a
	// later deal.
	children js.Value
	els      []js.Value // undefined until taken
	uses     []js.Value // undefined until taken, null for a tile shown without a face
	drawn    []Tile     // what each element shows now
	tiles    []Tile     // the view model of the position being drawn, reused by every draw
	doc      js.Value

	pos   *shanghai.Position // the position and the marks drawn last, which a click reads
	marks board.Marks
}

// NewDOM returns the Shanghai board that draws into root (#board).
func NewDOM(k *board.Kit, root js.Value) *DOM {
	return &DOM{k: k, root: root, doc: js.Global().Get("document"), marks: board.NoMarks}
}

// FocusOnPress: a press of the mouse on a tile does not focus it. The focus is the keyboard
// player's place on the board; a tile focused by a click would be removed by the next click,
// and moving the focus off it then costs the move a layout of the board.
func (b *DOM) FocusOnPress(target js.Value) bool {
	return target.Call("closest", ".tile").IsNull()
}

func (b *DOM) Mount(p engine.Position, _ board.Mount) board.Grid {
	shown := b.k.Shows(b) // #board holds this board's elements
	b.k.Mounting(b)
	sp := board.PositionOf[*shanghai.Position](p)
	b.pos, b.marks = sp, board.NoMarks
	grid := Grid(sp.Layout())
	if shown && sp.Layout() == b.layout {
		// A new deal of the same layout: the elements stay, and the draw that follows changes
		// what differs (the faces, mostly). Building the board again would cost the browser
		// a new layout of every tile and leave the old elements to the garbage collectors.
		return grid
	}
	tiles := Tiles(sp, board.NoMarks)
	b.root.Set("innerHTML", HTML(tiles))
	b.children = b.root.Get("children")
	b.els = make([]js.Value, len(tiles))
	b.uses = make([]js.Value, len(tiles))
	b.layout, b.drawn = sp.Layout(), tiles
	return grid
}

// el returns the element of slot i.
func (b *DOM) el(i int) js.Value {
	if b.els[i].IsUndefined() {
		b.els[i] = b.children.Index(i)
	}
	return b.els[i]
}

// use returns the <use> element of slot i's face, null when the tile has none.
func (b *DOM) use(i int) js.Value {
	if b.uses[i].IsUndefined() {
		u := b.el(i).Get("firstElementChild")
		if !u.IsNull() {
			u = u.Get("firstElementChild")
		}
		b.uses[i] = u
	}
	return b.uses[i]
}

func (b *DOM) Draw(p engine.Position, m board.Marks) {
	b.pos, b.marks = board.PositionOf[*shanghai.Position](p), m
	b.tiles = TilesInto(b.tiles, b.pos, m)
	b.moveFocusOff()
	for i, t := range b.tiles {
		drawn, changes := TileChanges(b.drawn[i], t)
		b.drawn[i] = drawn
		for j, c := range changes {
			if c.Name == "" {
				// A new face (a new deal, a shuffle): point the face's <use> at it, or give
				// a tile shown without one its markup (whose <use> is taken when next needed).
				if u := b.use(i); u.Truthy() {
					u.Call("setAttribute", b.k.Str("href"), b.k.Str(board.FaceHref(t.Face)))
					continue
				}
				b.uses[i] = js.Value{}
			}
			b.k.Apply(b.el(i), changes[j:j+1])
		}
	}
}

// moveFocusOff moves the focus to a free tile when the focused tile is about to be removed,
// before anything is changed: hiding the focused element, or focusing another after the
// changes, makes the browser lay out the changed board there and then, in the middle of the
// move, instead of once when the move is drawn. A keyboard player goes on from a free tile.
// (A press of the mouse does not focus a tile: see FocusOnPress.)
func (b *DOM) moveFocusOff() {
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
			b.k.Focus(b.el(i))
			return
		}
	}
}

func (b *DOM) Click(target js.Value) (board.Outcome, bool) {
	tile := target.Call("closest", ".tile")
	if tile.IsNull() || b.pos == nil {
		return board.Outcome{}, false
	}
	slot, err := strconv.Atoi(tile.Call("getAttribute", "data-slot").String())
	if err != nil {
		return board.Outcome{}, false
	}
	return Click(b.pos, b.marks.Selected, slot), true
}

// Nav: the tiles, by their places in the layout.
func (b *DOM) Nav() ([]nav.Item, []js.Value) {
	for i := range b.els {
		b.el(i)
	}
	return Nav(b.drawn), b.els
}

// Key: the Shanghai board has no keys of its own.
func (b *DOM) Key(js.Value) {}

var _ board.DOM = (*DOM)(nil)
