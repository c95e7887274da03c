package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
	freecellview "mahjong/wasm/freecell"
)

// fcQuick finds, in deals 1..50 of id, a position with a free tile that a double-click sends
// to a foundation pile and then, after that move, a free tile that it sends elsewhere (a
// column or a cell): the two kinds of "best obvious place". It returns the position, the two
// tiles' slots and the moves the page must play.
func fcQuick(t *testing.T, id string) (p *freecell.Position, toPile engine.Place, m1 engine.Move, other engine.Place, m2 engine.Move) {
	t.Helper()
	quick := func(p *freecell.Position, pile bool) (engine.Place, engine.Move, bool) {
		for _, pl := range p.Available() {
			sel := freecellview.SourceMark(p, engine.Move{From: pl})
			m, ok := freecellview.QuickMove(p, sel)
			if !ok {
				continue
			}
			kind, _, _ := freecell.Where(m.To)
			if (kind == freecell.OnPile || kind == freecell.ToFoundation) == pile {
				return sel, m, true
			}
		}
		return 0, engine.Move{}, false
	}
	for d := uint64(1); d <= 50; d++ {
		p := dealAs[*freecell.Position](t, id, d)
		sel1, m1, ok := quick(p, true)
		if !ok {
			continue
		}
		if sel2, m2, ok := quick(enginetest.Apply(t, p, m1), false); ok {
			return p, sel1, m1, sel2, m2
		}
	}
	t.Fatalf("%s: no deal of 1..50 offers a tile for a foundation, then one for elsewhere", id)
	return
}

// TestFreeCellDoubleClickTap sends a tile to its foundation with a mouse double-click and
// another to the best obvious place with a double-tap of a finger (real touch events), and
// checks both against the engine; then the same the other way round.
func TestFreeCellDoubleClickTap(t *testing.T) {
	for _, tc := range []struct {
		id         string
		firstTouch bool // the foundation move by a tap, the other by a click
	}{
		{"mahjongg-freecell", false},
		{"sea-towers", true},
	} {
		t.Run(tc.id, func(t *testing.T) {
			p, s1, m1, s2, m2 := fcQuick(t, tc.id)
			tb := newTab(t)
			tb.run("viewport", chromedp.EmulateViewport(1366, 768), emulation.SetTouchEmulationEnabled(true).WithMaxTouchPoints(5))
			tb.open(fmt.Sprintf("#game=%s&deal=%d", tc.id, p.Deal()))
			fcCheck(t, "the deal", tb.fcPage(), p, 0)

			tb.fcDouble(0, s1, tc.firstTouch)
			tb.wait("the first move", `document.getElementById("moves-available").dataset.value === "1"`)
			p1 := enginetest.Apply(t, p, m1)
			fcCheck(t, "after a double "+gesture(tc.firstTouch)+" on "+p.FormatMove(m1), tb.fcPage(), p1, 1)

			tb.fcDouble(1, s2, !tc.firstTouch)
			tb.wait("the second move", `document.getElementById("moves-available").dataset.value === "2"`)
			p2 := enginetest.Apply(t, p1, m2)
			// fcDouble saw the page dispatch the gesture's last event: a second handling of
			// it, if there were one, has shown itself.
			fcCheck(t, "after a double "+gesture(!tc.firstTouch)+" on "+p1.FormatMove(m2), tb.fcPage(), p2, 2)
			if pg := tb.fcPage(); pg.Selected != 0 {
				t.Errorf("%d elements stay picked after the double %s", pg.Selected, gesture(!tc.firstTouch))
			}
		})
	}
}

func gesture(touch bool) string {
	if touch {
		return "tap"
	}
	return "click"
}

// fcGestureJS records, in the page, the clicks and double-clicks that reach the window first
// (capture): an event recorded there has been dispatched to the page's listeners before a
// later evaluation reads the record.
const fcGestureJS = `(() => {
	window.gestureSeen = [];
	if (!window.gestureRecorded) {
		for (const type of ["click", "dblclick"]) {
			window.addEventListener(type, (e) => window.gestureSeen.push(e.type), true);
		}
		window.gestureRecorded = true;
	}
	return true;
})()`

// fcDouble double-clicks (mouse) or double-taps (finger) the element of place once the page
// shows moves moves, and returns once the page has dispatched the gesture's dblclick.
func (tb *tab) fcDouble(moves int, place engine.Place, touch bool) {
	tb.t.Helper()
	pt := tb.fcAt(moves, place, "avail")
	what := fmt.Sprintf("double %s on %d", gesture(touch), place)
	tb.eval(fcGestureJS, nil)
	var actions []chromedp.Action
	if touch {
		// The taps' events carry their times, the second 60 ms after the first, well inside
		// the double-tap window (300 ms), and the browser's gesture detector reads those: the
		// gap holds however long the machine takes to send them.
		at := time.Now().Add(-100 * time.Millisecond)
		for _, t := range []time.Duration{0, 80 * time.Millisecond} {
			down, up := input.TimeSinceEpoch(at.Add(t)), input.TimeSinceEpoch(at.Add(t+20*time.Millisecond))
			actions = append(actions,
				input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{finger(pt)}).WithTimestamp(&down),
				input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}).WithTimestamp(&up))
		}
	} else {
		for n := int64(1); n <= 2; n++ {
			actions = append(actions,
				input.DispatchMouseEvent(input.MouseMoved, pt.X, pt.Y),
				input.DispatchMouseEvent(input.MousePressed, pt.X, pt.Y).WithButton(input.Left).WithButtons(1).WithClickCount(n),
				input.DispatchMouseEvent(input.MouseReleased, pt.X, pt.Y).WithButton(input.Left).WithButtons(0).WithClickCount(n))
		}
	}
	tb.run(what, actions...)
	tb.wait("the page to dispatch the "+what, `gestureSeen.filter((t) => t === "click").length === 2 && gestureSeen.filter((t) => t === "dblclick").length === 1`)
}
