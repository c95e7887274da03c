package page

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

var near = cmpopts.EquateApprox(0, 1e-9)

func TestStepZoom(t *testing.T) {
	tests := []struct {
		name string
		from View
		dir  int
		want View
	}{
		{"in from fitted", Fitted, 1, View{Scale: 2}},
		{"in from between steps", View{Scale: 1.7}, 1, View{Scale: 2}},
		{"in at the largest", View{Scale: 4}, 1, View{Scale: 4}},
		{"out to fitted", View{Scale: 2}, -1, Fitted},
		{"out from between steps", View{Scale: 2.5}, -1, View{Scale: 2}},
		{"out at fitted", Fitted, -1, Fitted},
		// About the stage's centre: the point drawn there stays, so the pan grows with the scale.
		{"in keeps the centre", View{Scale: 2, X: 10, Y: -20}, 1, View{Scale: 3, X: 15, Y: -30}},
		{"out keeps the centre", View{Scale: 4, X: 20, Y: -40}, -1, View{Scale: 3, X: 15, Y: -30}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, StepZoom(tt.from, tt.dir), near); diff != "" {
				t.Errorf("StepZoom (-want +got):\n%s", diff)
			}
		})
	}
}

// TestZoomAtKeepsThePoint checks the rule every zoom follows: what is drawn under the
// pointer (or between the fingers) before stays under it after.
func TestZoomAtKeepsThePoint(t *testing.T) {
	// drawnAt is where the board point q (from the board's centre, unscaled) is drawn.
	drawnAt := func(v View, q Point) Point { return Point{v.X + v.Scale*q.X, v.Y + v.Scale*q.Y} }
	for _, tc := range []struct {
		v View
		s float64
		p Point
	}{
		{Fitted, 2, Point{100, -50}},
		{View{Scale: 1.5, X: -30, Y: 12}, 3, Point{-80, 200}},
		{View{Scale: 3, X: 40, Y: 40}, 1.2, Point{0, 0}},
	} {
		q := Point{(tc.p.X - tc.v.X) / tc.v.Scale, (tc.p.Y - tc.v.Y) / tc.v.Scale}
		got := drawnAt(ZoomAt(tc.v, tc.s, tc.p), q)
		if diff := cmp.Diff(tc.p, got, near); diff != "" {
			t.Errorf("ZoomAt(%v, %v, %v) moves the point under it (-want +got):\n%s", tc.v, tc.s, tc.p, diff)
		}
	}
}

func TestZoomAtBounds(t *testing.T) {
	for _, tc := range []struct{ s, want float64 }{{0.5, 1}, {9, 4}, {math.NaN(), 1}, {2.5, 2.5}} {
		if got := ZoomAt(Fitted, tc.s, Point{}).Scale; got != tc.want {
			t.Errorf("ZoomAt(scale %v) has scale %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestClamp(t *testing.T) {
	board := Size{300, 200}
	stage := Size{400, 300}
	tests := []struct {
		name string
		v    View
		at   Point // the fitted board's centre, from the stage's
		want View
	}{
		{"fitted stays", Fitted, Point{}, Fitted},
		{"a board that fits is centred", View{Scale: 1, X: 50, Y: -50}, Point{}, Fitted},
		// At 2: 600×400 in 400×300, so ±100 across and ±50 down.
		{"within bounds", View{Scale: 2, X: 80, Y: -40}, Point{}, View{Scale: 2, X: 80, Y: -40}},
		{"past the edges", View{Scale: 2, X: 500, Y: -500}, Point{}, View{Scale: 2, X: 100, Y: -50}},
		// At 1.5: 450×300 in 400×300: ±25 across, centred down.
		{"wider only", View{Scale: 1.5, X: -60, Y: 30}, Point{}, View{Scale: 1.5, X: -25}},
		{"scale too large", View{Scale: 7}, Point{}, View{Scale: 4}},
		{"not a number", View{Scale: 2, X: math.NaN()}, Point{}, View{Scale: 2}},
		// Laid out at the top: its centre is 50 above the stage's (the board 200 high in 300).
		{"laid out at the top stays", Fitted, Point{0, -50}, Fitted},
		// At 1.2 it is 240 high about a centre 50 above: 20 over the top, so it moves down 20.
		{"at the top, zoomed, kept inside", View{Scale: 1.2}, Point{0, -50}, View{Scale: 1.2, Y: 20}},
		// At 2 it is 400 high: Y = 100 puts its top on the stage's, Y = 0 its bottom.
		{"at the top, zoomed past the stage", View{Scale: 2, Y: 300}, Point{0, -50}, View{Scale: 2, Y: 100}},
		{"at the top, zoomed, panned up", View{Scale: 2, Y: -300}, Point{0, -50}, View{Scale: 2, Y: 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Clamp(tt.v, board, stage, tt.at), near); diff != "" {
				t.Errorf("Clamp (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPinch(t *testing.T) {
	tests := []struct {
		name     string
		from     View
		a, b     Point // the fingers at the start
		toA, toB Point // and now
		want     View
	}{
		{"spread apart about the centre doubles", Fitted, Point{-50, 0}, Point{50, 0}, Point{-100, 0}, Point{100, 0}, View{Scale: 2}},
		// The midpoint (100, 0) stays put: x' = 100 - 2*(100 - 0) = -100.
		{"spread apart off centre", Fitted, Point{50, 0}, Point{150, 0}, Point{0, 0}, Point{200, 0}, View{Scale: 2, X: -100}},
		{"moved together pans", View{Scale: 2}, Point{-50, 0}, Point{50, 0}, Point{-30, 40}, Point{70, 40}, View{Scale: 2, X: 20, Y: 40}},
		{"pinched in stops at fitted", View{Scale: 1.5}, Point{-100, 0}, Point{100, 0}, Point{-10, 0}, Point{10, 0}, Fitted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := NewPinch(tt.from, tt.a, tt.b).Move(tt.toA, tt.toB)
			if diff := cmp.Diff(tt.want, got, near); diff != "" {
				t.Errorf("Pinch.Move (-want +got):\n%s", diff)
			}
		})
	}
}

func TestTransform(t *testing.T) {
	for _, tc := range []struct {
		v    View
		want string
	}{
		{Fitted, "none"},
		{View{Scale: 1.5, X: -12.345, Y: 7}, "translate(-12.35px,7px) scale(1.5)"},
		{View{Scale: 1, Y: 3}, "translate(0px,3px) scale(1)"},
	} {
		if got := Transform(tc.v); got != tc.want {
			t.Errorf("Transform(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestFrameNotice(t *testing.T) {
	tests := []struct {
		frame Size
		want  string
	}{
		{Size{320, 400}, ""},
		{Size{1024, 768}, ""},
		{Size{300, 400}, "This frame is 300×400 pixels, smaller than the 320×400 the games are made for: zoom in (+) to play, or ask the site for a larger frame."},
		{Size{480, 250.5}, "This frame is 480×250.5 pixels, smaller than the 320×400 the games are made for: zoom in (+) to play, or ask the site for a larger frame."},
	}
	for _, tt := range tests {
		if got := FrameNotice(tt.frame); got != tt.want {
			t.Errorf("FrameNotice(%v) = %q, want %q", tt.frame, got, tt.want)
		}
	}
}
