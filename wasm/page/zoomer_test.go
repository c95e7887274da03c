package page

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fakeStyle records the inline styles set, one line a call.
type fakeStyle struct{ calls []string }

func (s *fakeStyle) SetStyle(name, value string) { s.calls = append(s.calls, name+": "+value) }

type zoomFakes struct {
	board          fakeStyle
	attr           fakeElem
	in, out, reset fakeElem
	timer          fakeTimer
	saved          []string
}

func newZoomFakes(t *testing.T, saved string) (*Zoom, *zoomFakes) {
	t.Helper()
	f := &zoomFakes{}
	z, err := NewZoom(ZoomElems{Board: &f.board, BoardAttr: &f.attr, In: &f.in, Out: &f.out, Reset: &f.reset},
		&f.timer, saved, func(text string) { f.saved = append(f.saved, text) })
	if err != nil {
		t.Fatal(err)
	}
	return z, f
}

// take returns everything the elements were told since the last take.
func (f *zoomFakes) take() []string {
	var all []string
	all = append(all, f.board.calls...)
	f.board.calls = nil
	for _, e := range []struct {
		name string
		el   *fakeElem
	}{{"board", &f.attr}, {"in", &f.in}, {"out", &f.out}, {"reset", &f.reset}} {
		for _, c := range e.el.take() {
			all = append(all, e.name+" "+c)
		}
	}
	return all
}

var (
	board = Size{300, 200}
	stage = Size{400, 300}
)

func TestZoomShowsTheView(t *testing.T) {
	z, f := newZoomFakes(t, "")
	z.Open("shanghai-turtle")
	z.Resize(board, stage, Point{})
	want := []string{"transform: none", "board data-scale=1.00", "in disabled false", "out disabled true", "reset disabled true"}
	if diff := cmp.Diff(want, f.take()); diff != "" {
		t.Errorf("first game (-want +got):\n%s", diff)
	}
	z.Step(1)
	want = []string{"transform: translate(0px,0px) scale(2)", "board data-scale=2.00", "in disabled false", "out disabled false", "reset disabled false"}
	if diff := cmp.Diff(want, f.take()); diff != "" {
		t.Errorf("zoomed in (-want +got):\n%s", diff)
	}
	z.Pan(Point{-500, 10})
	// At 2 the board is 600×400 in 400×300: it moves 100 across at most, and 50 down.
	want = []string{"transform: translate(-100px,10px) scale(2)", "reset disabled false"}
	if diff := cmp.Diff(want, f.take()); diff != "" {
		t.Errorf("panned (-want +got):\n%s", diff)
	}
	for range 5 {
		z.Step(1)
	}
	if got := f.take(); !containsCall(got, "in disabled true") {
		t.Errorf("at the largest zoom the zoom-in button stays enabled: %q", got)
	}
	z.Reset()
	want = []string{"transform: none", "board data-scale=1.00", "in disabled false", "out disabled true", "reset disabled true"}
	if diff := cmp.Diff(want, f.take()); diff != "" {
		t.Errorf("reset (-want +got):\n%s", diff)
	}
	z.Reset()
	if got := f.take(); len(got) != 0 {
		t.Errorf("a reset that changes nothing still writes %q", got)
	}
}

func containsCall(calls []string, want string) bool {
	for _, c := range calls {
		if c == want {
			return true
		}
	}
	return false
}

func TestZoomIsKeptPerGame(t *testing.T) {
	z, f := newZoomFakes(t, "")
	z.Open("shanghai-turtle")
	z.Resize(board, stage, Point{})
	z.Step(1)
	if !f.timer.on || f.timer.after != zoomSaveDelay {
		t.Fatalf("a zoom is not kept after %v (timer on %v, after %v)", zoomSaveDelay, f.timer.on, f.timer.after)
	}
	f.timer.fire()
	if diff := cmp.Diff([]string{"1;shanghai-turtle=2,0,0"}, f.saved); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}

	z.Open("mahjongg-freecell")
	z.Resize(board, stage, Point{})
	if z.View() != Fitted {
		t.Errorf("another game opens at %v, want fitted", z.View())
	}
	if f.timer.on {
		t.Error("opening a game saves the zoom again")
	}
	z.Open("shanghai-turtle")
	if got := z.View(); got != (View{Scale: 2}) {
		t.Errorf("the first game opens again at %v, want its scale 2", got)
	}

	// A new visit reads what was kept.
	z2, f2 := newZoomFakes(t, f.saved[0])
	z2.Open("shanghai-turtle")
	if got := z2.View(); got != (View{Scale: 2}) {
		t.Errorf("the next visit opens at %v, want scale 2", got)
	}
	// Back to fitted: the game is dropped from what is kept.
	z2.Reset()
	f2.timer.fire()
	if got := f2.saved; len(got) != 1 || got[0] != "1" {
		t.Errorf("after a reset the page keeps %q, want %q", got, "1")
	}
}

func TestZoomClampsAWindowThatShrank(t *testing.T) {
	z, _ := newZoomFakes(t, "1;sea-cell=2,90,45")
	z.Open("sea-cell")
	z.Resize(board, stage, Point{})
	if got := z.View(); got != (View{Scale: 2, X: 90, Y: 45}) {
		t.Fatalf("opens at %v", got)
	}
	z.Resize(board, Size{500, 380}, Point{})
	// 600×400 in 500×380: ±50 across, ±10 down.
	if got, want := z.View(), (View{Scale: 2, X: 50, Y: 10}); got != want {
		t.Errorf("after the resize %v, want %v", got, want)
	}
}

func TestZoomRefusesABadSave(t *testing.T) {
	f := &zoomFakes{}
	z, err := NewZoom(ZoomElems{Board: &f.board, BoardAttr: &f.attr, In: &f.in, Out: &f.out, Reset: &f.reset},
		&f.timer, "1;sea-cell=9,0,0", func(string) {})
	if err == nil || !strings.Contains(err.Error(), "sea-cell") {
		t.Errorf("a bad save reads with error %v, want one that names the game", err)
	}
	z.Open("sea-cell")
	z.Resize(board, stage, Point{})
	if z.View() != Fitted {
		t.Errorf("a bad save opens the game at %v, want fitted", z.View())
	}
}

func TestZoomPinchAndWheel(t *testing.T) {
	z, _ := newZoomFakes(t, "")
	z.Open("shanghai-square")
	z.Resize(board, stage, Point{})
	z.PinchStart(Point{-20, 0}, Point{20, 0})
	z.PinchMove(Point{-40, 0}, Point{40, 0})
	if got := z.View(); got != (View{Scale: 2}) {
		t.Errorf("a pinch to twice the distance shows %v", got)
	}
	z.PinchMove(Point{-40, 30}, Point{40, 30})
	if got := z.View(); got != (View{Scale: 2, Y: 30}) {
		t.Errorf("two fingers moved down show %v", got)
	}
	z.Wheel(0.5, Point{})
	if got := z.View(); got != (View{Scale: 1, Y: 0}) {
		t.Errorf("the wheel back to fitted shows %v", got)
	}
	if z.Zoomed() {
		t.Error("Zoomed at scale 1")
	}
}

// TestZoomBoardLaidOutOffCentre zooms a board the page lays out at the top of the stage: the
// point under the pointer stays put, and the board stays in sight.
func TestZoomBoardLaidOutOffCentre(t *testing.T) {
	z, _ := newZoomFakes(t, "")
	z.Open("one-player")
	z.Resize(Size{300, 200}, Size{400, 300}, Point{0, -50})
	// The board's top edge, at the stage's top (y -150), under the pointer: zoomed twice,
	// it stays there.
	z.Wheel(2, Point{0, -150})
	if got, want := z.View(), (View{Scale: 2, Y: 100}); got != want {
		t.Errorf("zoomed about the top edge: %v, want %v", got, want)
	}
}
