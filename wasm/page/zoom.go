package page

import (
	"math"
	"strconv"

	"mahjong/wasm/store"
)

// The board's zoom: a scale over the board as the stylesheet fits it to the window (and to
// the tile-size setting), and a pan. Both are a CSS transform of #board, so the browser's own
// hit-testing follows them: a tap lands on the tile drawn under the finger at any zoom.
//
// A view's X and Y are how far the board's centre is moved from where the page lays it out,
// in CSS pixels; the transform's origin is the board's centre. The points ZoomAt and Pinch
// take are from the laid-out board's centre; the ones Zoom takes, from the stage's centre.

// ZoomSteps are the scales the buttons and the +/− keys go through. The first step doubles:
// at 390×844 CSS px, the smallest window the page is made for, every game's tiles are 32 px
// wide or more one step in (docs/performance.md).
var ZoomSteps = [...]float64{1, 2, 3, 4}

// MinZoom and MaxZoom bound every scale, a pinch's too.
const (
	MinZoom = 1
	MaxZoom = 4
)

// Size is a width and a height in CSS pixels.
type Size struct{ W, H float64 }

// Point is a position in CSS pixels, from a centre (the stage's, or the board's).
type Point struct{ X, Y float64 }

// View is a zoom and a pan (store.View, which keeps one per game).
type View = store.View

// Fitted is the board as the stylesheet fits it: no zoom, no pan.
var Fitted = View{Scale: 1}

// StepZoom returns v zoomed one step in (dir > 0) or out (dir < 0) about the stage's centre.
func StepZoom(v View, dir int) View {
	s := v.Scale
	if dir > 0 {
		s = MaxZoom
		for _, x := range ZoomSteps {
			if x > v.Scale+1e-6 {
				s = x
				break
			}
		}
	} else {
		s = MinZoom
		for i := len(ZoomSteps) - 1; i >= 0; i-- {
			if ZoomSteps[i] < v.Scale-1e-6 {
				s = ZoomSteps[i]
				break
			}
		}
	}
	return ZoomAt(v, s, Point{})
}

// ZoomAt returns v at scale s, moved so that what is drawn at p stays at p.
func ZoomAt(v View, s float64, p Point) View {
	s = clampScale(s)
	k := s / v.Scale
	return View{Scale: s, X: p.X - k*(p.X-v.X), Y: p.Y - k*(p.Y-v.Y)}
}

// Pan returns v moved by d.
func Pan(v View, d Point) View { return View{Scale: v.Scale, X: v.X + d.X, Y: v.Y + d.Y} }

// Clamp keeps the board where it can be seen. board is the fitted board's size and centre
// its centre as laid out, from the stage's centre (0, 0 where the stage centres it). A board
// no wider than the stage stays where it is laid out, moved only as far as it takes to keep
// it inside the stage; a wider one moves no further than its edge meets the stage's; the
// same down.
func Clamp(v View, board, stage Size, centre Point) View {
	v.Scale = clampScale(v.Scale)
	v.X = clampPan(v.X, v.Scale*board.W, stage.W, centre.X)
	v.Y = clampPan(v.Y, v.Scale*board.H, stage.H, centre.Y)
	return v
}

func clampScale(s float64) float64 {
	if math.IsNaN(s) || s < MinZoom {
		return MinZoom
	}
	return min(s, MaxZoom)
}

// clampPan bounds the pan x of a board shown this wide, in a stage room wide, whose centre is
// laid out at c: between keeping each edge of the board inside the stage (when it fits) or
// beyond the stage's (when it does not), and 0 (as laid out) when that is in bounds.
func clampPan(x, shown, room, c float64) float64 {
	a := room/2 - shown/2 - c // the board's right edge on the stage's
	b := shown/2 - room/2 - c // its left edge on the stage's
	lo, hi := min(a, b), max(a, b)
	if shown <= room {
		x = 0 // a board that fits stays as laid out
	}
	if math.IsNaN(x) {
		x = 0
	}
	return max(lo, min(x, hi))
}

// Transform is v as the value of the CSS transform property.
func Transform(v View) string {
	if v == Fitted {
		return "none"
	}
	return "translate(" + num(v.X) + "px," + num(v.Y) + "px) scale(" + num(v.Scale) + ")"
}

func num(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }

// Pinch follows two fingers on the board: the scale follows the distance between them, and
// the point of the board under their midpoint at the start stays under their midpoint, so
// that two fingers moved together pan.
type Pinch struct {
	start View
	mid   Point
	dist  float64
}

// NewPinch starts a pinch of the view v with fingers at a and b.
func NewPinch(v View, a, b Point) Pinch {
	return Pinch{start: v, mid: midpoint(a, b), dist: math.Max(math.Hypot(a.X-b.X, a.Y-b.Y), 1)}
}

// Move returns the view for fingers now at a and b (before Clamp).
func (p Pinch) Move(a, b Point) View {
	d := math.Hypot(a.X-b.X, a.Y-b.Y)
	v := ZoomAt(p.start, p.start.Scale*d/p.dist, p.mid)
	m := midpoint(a, b)
	return Pan(v, Point{m.X - p.mid.X, m.Y - p.mid.Y})
}

func midpoint(a, b Point) Point { return Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2} }

// SmallestFrame is the smallest frame the embedded game is made for (docs/embedding.md):
// every game is playable in it, zoomed in where its tiles are small.
var SmallestFrame = Size{W: 320, H: 400}

// FrameNotice is what the embedded game says in a frame of size frame smaller than
// SmallestFrame; "" in a frame large enough.
func FrameNotice(frame Size) string {
	if frame.W >= SmallestFrame.W && frame.H >= SmallestFrame.H {
		return ""
	}
	return "This frame is " + num(frame.W) + "×" + num(frame.H) + " pixels, smaller than the " +
		num(SmallestFrame.W) + "×" + num(SmallestFrame.H) + " the games are made for: zoom in (+) to play, or ask the site for a larger frame."
}
