package page

import (
	"strconv"
	"time"

	"mahjong/wasm/store"
)

// Styler sets a CSS property of an element's inline style (style.setProperty).
type Styler interface{ SetStyle(name, value string) }

// ZoomElems are the elements the zoom changes: the board, and the zoom's three buttons.
type ZoomElems struct {
	Board          Styler
	BoardAttr      Elem // the board again: its data-zoom
	In, Out, Reset Elem
}

// zoomSaveDelay is how long the zoom waits, once it stops changing, before it is kept: a
// pinch or a wheel changes it many times a second.
const zoomSaveDelay = 400 * time.Millisecond

// Zoom is the board's zoom and pan, kept for each game: opening a game shows it as the
// player left it. The page measures the fitted board and the stage and hands them over
// (Open, Resize); everything else is decided here.
type Zoom struct {
	el    ZoomElems
	views map[string]View
	game  string
	v     View
	board Size // the fitted board
	stage Size
	at    Point // the fitted board's centre, from the stage's
	pinch Pinch
	timer Timer
	save  func(text string)
	shown View // as last written to the elements
	fresh bool // nothing written yet
}

// NewZoom returns the zoom of the page's board. saved is what save last kept ("" for none);
// a saved text that cannot be read is dropped, and its error says why. save keeps a text,
// after timer says the zoom has settled.
func NewZoom(el ZoomElems, timer Timer, saved string, save func(text string)) (*Zoom, error) {
	z := &Zoom{el: el, views: map[string]View{}, v: Fitted, timer: timer, save: save, fresh: true}
	if saved == "" {
		return z, nil
	}
	views, err := store.ParseViews(saved)
	if err != nil {
		return z, err
	}
	z.views = views
	return z, nil
}

// Open shows game's board as the player left it. The sizes are the last ones known, until
// Resize brings the new board's: until sizes are known, the pan is kept as it was saved.
func (z *Zoom) Open(game string) {
	z.game = game
	v, ok := z.views[game]
	if !ok {
		v = Fitted
	}
	z.set(v, false)
}

// Resize follows a new fitted size of the board or of the stage (the window turned, the
// tile size changed), centre the board's centre as laid out, from the stage's: the pan stays
// within bounds.
func (z *Zoom) Resize(board, stage Size, centre Point) {
	z.board, z.stage, z.at = board, stage, centre
	z.set(z.v, false)
}

// Step zooms one step in (dir > 0) or out (dir < 0).
func (z *Zoom) Step(dir int) { z.set(StepZoom(z.v, dir), true) }

// Reset shows the board fitted again.
func (z *Zoom) Reset() { z.set(Fitted, true) }

// Wheel zooms by factor about p (Ctrl and the wheel, or a touchpad's pinch).
func (z *Zoom) Wheel(factor float64, p Point) {
	z.set(ZoomAt(z.v, z.v.Scale*factor, z.fromBoard(p)), true)
}

// Pan moves the board by d (the wheel without Ctrl, while zoomed).
func (z *Zoom) Pan(d Point) { z.set(Pan(z.v, d), true) }

// PinchStart starts a pinch with fingers at a and b; PinchMove follows them.
func (z *Zoom) PinchStart(a, b Point) { z.pinch = NewPinch(z.v, z.fromBoard(a), z.fromBoard(b)) }

// PinchMove follows the two fingers of a pinch started by PinchStart.
func (z *Zoom) PinchMove(a, b Point) { z.set(z.pinch.Move(z.fromBoard(a), z.fromBoard(b)), true) }

// fromBoard is p, a point from the stage's centre, from the fitted board's centre instead:
// the origin of the view's transform.
func (z *Zoom) fromBoard(p Point) Point { return Point{p.X - z.at.X, p.Y - z.at.Y} }

// View is the view shown.
func (z *Zoom) View() View { return z.v }

// Zoomed reports whether the board is shown larger than fitted.
func (z *Zoom) Zoomed() bool { return z.v.Scale > MinZoom }

// set shows v, within bounds, and when the player changed it keeps it for the game.
func (z *Zoom) set(v View, changed bool) {
	if z.board.W > 0 && z.stage.W > 0 {
		v = Clamp(v, z.board, z.stage, z.at)
	} else {
		v.Scale = clampScale(v.Scale)
	}
	z.v = v
	if changed && z.game != "" {
		if z.v == Fitted {
			delete(z.views, z.game)
		} else {
			z.views[z.game] = z.v
		}
		z.timer.Start(zoomSaveDelay, func() { z.save(store.FormatViews(z.views)) })
	}
	z.show()
}

// show writes what changed to the elements.
func (z *Zoom) show() {
	if !z.fresh && z.v == z.shown {
		return
	}
	was := z.shown
	z.shown = z.v
	z.el.Board.SetStyle("transform", Transform(z.v))
	if z.fresh || was.Scale != z.v.Scale {
		z.el.BoardAttr.SetAttr("data-scale", strconv.FormatFloat(z.v.Scale, 'f', 2, 64))
		z.el.In.SetDisabled(z.v.Scale >= MaxZoom)
		z.el.Out.SetDisabled(z.v.Scale <= MinZoom)
	}
	z.el.Reset.SetDisabled(z.v == Fitted)
	z.fresh = false
}
