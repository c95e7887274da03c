package e2e

import (
	"fmt"
	"math"
	"strconv"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
	"mahjong/engine/catalog"
	"mahjong/engine/enginetest"
)

// phone emulates a phone of w×h CSS pixels (2× pixels, touch), or a laptop when !phone.
func phone(w, h int64, isPhone bool) chromedp.Action {
	if isPhone {
		return chromedp.EmulateViewport(w, h, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)
	}
	return chromedp.EmulateViewport(w, h, chromedp.EmulateScale(1))
}

// forgetZoom removes, when t ends, the zoom the test leaves kept: the tests' tabs share the
// browser's storage, and a board another test zoomed would not open fitted.
func (tb *tab) forgetZoom() {
	tb.t.Cleanup(func() {
		_ = chromedp.Run(tb.ctx, chromedp.Evaluate(`localStorage.removeItem("mahjong.v1.zoom"), true`, nil))
	})
}

// boardScale is the board's zoom as the page shows it (#board's data-scale).
func (tb *tab) boardScale() float64 {
	tb.t.Helper()
	var s string
	tb.eval(`document.getElementById("board").dataset.scale || ""`, &s)
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		tb.t.Fatalf("#board data-scale %q: %v", s, err)
	}
	return f
}

// playable is the width of the smallest tile the player acts on (harness.PlayableJS).
func (tb *tab) playable() float64 {
	tb.t.Helper()
	var w float64
	tb.eval(harness.PlayableJS, &w)
	return w
}

// visibleTile returns where a tap reaches the Shanghai tile of slot on screen, inside the
// stage (a zoomed board shows only part of itself), and false when it is out of sight.
func (tb *tab) visibleTile(slot int) (point, bool) {
	tb.t.Helper()
	var res struct {
		X, Y float64
		OK   bool
	}
	tb.eval(fmt.Sprintf(`(() => {
		const e = document.querySelector('#board .tile[data-slot="%d"]'), s = document.getElementById("stage").getBoundingClientRect();
		const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
		const inside = x > s.left + 4 && x < s.right - 4 && y > s.top + 4 && y < s.bottom - 4;
		const hit = document.elementFromPoint(x, y);
		return {X: x, Y: y, OK: inside && hit !== null && hit.closest(".tile") === e && !hit.closest("#zoom")};
	})()`, slot), &res)
	return point{X: res.X, Y: res.Y}, res.OK
}

func touchAt(id int64, x, y float64) *input.TouchPoint {
	return &input.TouchPoint{X: x, Y: y, ID: float64(id), RadiusX: 4, RadiusY: 4, Force: 1}
}

// pinch puts two fingers d apart across c, moves them to D apart across c+move in steps, and
// lifts them.
func pinch(c point, d, dTo float64, move point, steps int) chromedp.Tasks {
	at := func(f float64) []*input.TouchPoint {
		half := (d + (dTo-d)*f) / 2
		x, y := c.X+move.X*f, c.Y+move.Y*f
		return []*input.TouchPoint{touchAt(1, x-half, y), touchAt(2, x+half, y)}
	}
	tasks := chromedp.Tasks{input.DispatchTouchEvent(input.TouchStart, at(0))}
	for i := 1; i <= steps; i++ {
		tasks = append(tasks, input.DispatchTouchEvent(input.TouchMove, at(float64(i)/float64(steps))))
	}
	return append(tasks, input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}))
}

// tap is one finger's tap at p.
func tap(p point) chromedp.Tasks {
	return chromedp.Tasks{
		input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{touchAt(1, p.X, p.Y)}),
		input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}),
	}
}

// TestZoomPinchThenTap zooms the Turtle on a phone with two fingers, pans it with them, and
// then removes a pair by tapping its tiles where they are drawn.
func TestZoomPinchThenTap(t *testing.T) {
	const id, n = "shanghai-turtle", 5
	p := deal(t, id, n)
	tb := newTab(t)
	tb.forgetZoom()
	tb.run("phone", phone(390, 844, true))
	tb.open(fmt.Sprintf("#game=%s&deal=%d", id, n))
	fitted := tb.playable()

	var c point
	tb.eval(`(() => { const r = document.getElementById("stage").getBoundingClientRect(); return {X: r.left + r.width / 2, Y: r.top + r.height / 2}; })()`, &c)
	tb.run("pinch", pinch(c, 60, 150, point{X: 30, Y: -20}, 8))
	tb.wait("the pinch to show", `document.getElementById("board").dataset.scale !== "1"`)
	if s := tb.boardScale(); s < 2.3 || s > 2.7 {
		t.Errorf("fingers spread 2.5 times apart zoom to %v", s)
	}
	if w := tb.playable(); math.Abs(w-fitted*tb.boardScale()) > 1 {
		t.Errorf("at zoom %v the tiles are %v px wide, fitted %v px", tb.boardScale(), w, fitted)
	}

	// A pair both of whose tiles are in sight after the zoom, tapped where it is drawn.
	for _, m := range p.Moves() {
		a, okA := tb.visibleTile(int(m.From))
		b, okB := tb.visibleTile(int(m.To))
		if !okA || !okB {
			continue
		}
		before := tb.version()
		tb.run("tap the pair", tap(a), tap(b))
		tb.wait("the pair to go", fmt.Sprintf(`Number(document.getElementById("board").dataset.version) > %d && `+
			`document.querySelector('#board [data-slot="%d"]').hidden && document.querySelector('#board [data-slot="%d"]').hidden`,
			before, m.From, m.To))
		checkBoard(t, tb.state(), enginetest.Apply(t, p, m))
		tb.screenshot("zoom-pinched-turtle")
		return
	}
	t.Fatal("no pair of free tiles is in sight after the zoom")
}

// TestZoomKeysAndButtons zooms with + and −, the buttons and 0, and finds the zoom kept for
// its game only.
func TestZoomKeysAndButtons(t *testing.T) {
	tb := newTab(t)
	tb.forgetZoom()
	tb.run("laptop", phone(1280, 800, false))
	tb.open("#game=shanghai-square&deal=3")
	steps := []struct {
		what string
		do   chromedp.Action
		want float64
	}{
		{"+", chromedp.KeyEvent("+"), 2},
		{"+ again", chromedp.KeyEvent("+"), 3},
		{"−", chromedp.KeyEvent("-"), 2},
		{"the Zoom in button", chromedp.Click(`#zoom [data-zoom="in"]`), 3},
		{"the Zoom out button", chromedp.Click(`#zoom [data-zoom="out"]`), 2},
		{"0", chromedp.KeyEvent("0"), 1},
		{"the Fit button", chromedp.Tasks{chromedp.KeyEvent("+"), chromedp.KeyEvent("+"), chromedp.KeyEvent("+"), chromedp.Click(`#zoom [data-zoom="reset"]`)}, 1},
		{"Ctrl and the wheel", input.DispatchMouseEvent(input.MouseWheel, 640, 450).WithDeltaY(-200).WithModifiers(input.ModifierCtrl), math.E},
	}
	for _, s := range steps {
		tb.run(s.what, s.do)
		if got := tb.boardScale(); math.Abs(got-s.want) > .02 {
			t.Errorf("after %s the zoom is %v, want %v", s.what, got, s.want)
		}
	}
	tb.run("+", chromedp.KeyEvent("0"), chromedp.KeyEvent("+"))
	var label string
	tb.eval(`document.querySelector('#zoom [data-zoom="reset"]').disabled + "," + document.querySelector('#zoom [data-zoom="out"]').disabled`, &label)
	if label != "false,false" {
		t.Errorf("zoomed, Fit and Zoom out are disabled: %s", label)
	}
	// The wheel pans a zoomed board, no further than its edges meet the stage's.
	for _, d := range [][2]float64{{5000, 5000}, {-5000, -5000}} {
		tb.run("pan with the wheel", input.DispatchMouseEvent(input.MouseWheel, 640, 450).WithDeltaX(d[0]).WithDeltaY(d[1]))
		var edges struct{ Covers, Touches bool }
		tb.eval(`(() => { const b = document.getElementById("board").getBoundingClientRect(), s = document.getElementById("stage").getBoundingClientRect();
			const covers = (b.width < s.width || (b.left <= s.left + 1 && b.right >= s.right - 1)) && (b.height < s.height || (b.top <= s.top + 1 && b.bottom >= s.bottom - 1));
			const touches = Math.abs(b.left - s.left) < 1.5 || Math.abs(b.right - s.right) < 1.5 || Math.abs(b.top - s.top) < 1.5 || Math.abs(b.bottom - s.bottom) < 1.5;
			return {Covers: covers, Touches: touches}; })()`, &edges)
		if !edges.Covers || !edges.Touches {
			t.Errorf("after a wheel pan of %v the board's edges are not on the stage's (covers %v, an edge on the stage's %v)", d, edges.Covers, edges.Touches)
		}
	}
	tb.wait("the zoom to be kept", `(localStorage.getItem("mahjong.v1.zoom") || "").includes('"shanghai-square":[2,')`)

	// Another game opens fitted; back to the first, its zoom is as left.
	tb.open("#game=shanghai-pyramid&deal=3")
	if got := tb.boardScale(); got != 1 {
		t.Errorf("another game opens at zoom %v", got)
	}
	tb.open("#game=shanghai-square&deal=3")
	tb.reload()
	if got := tb.boardScale(); got != 2 {
		t.Errorf("the first game opens again at zoom %v, want 2", got)
	}
}

// TestTileSizeSetting: the Tile size setting shrinks the tiles of a board that fills the
// window, and never grows them past the fit, where tiles would be out of reach (the zoom
// enlarges the board; TestTileSizeReach checks every size in reach).
func TestTileSizeSetting(t *testing.T) {
	tb := newTab(t)
	tb.run("phone", phone(390, 844, true))
	tb.open("#game=shanghai-turtle&deal=2")
	widths := map[string]float64{}
	for _, size := range []string{"80", "100", "140"} {
		tb.setSetting("size", size)
		tb.wait("the tile size to apply", fmt.Sprintf(`getComputedStyle(document.documentElement).getPropertyValue("--tile-scale").trim() === %q`,
			strconv.FormatFloat(mustFloat(t, size)/100, 'f', 2, 64)))
		widths[size] = tb.playable()
	}
	if got, want := widths["80"]/widths["100"], .8; math.Abs(got-want) > .05 {
		t.Errorf("80%% makes tiles %.2f times as wide, want %v (widths %v)", got, want, widths)
	}
	if widths["140"] != widths["100"] {
		t.Errorf("140%% makes the fitted Turtle's tiles %.1f px wide, want the fit's %.1f", widths["140"], widths["100"])
	}
	tb.screenshot("tile-size-140-turtle-390x844")
	tb.setSetting("size", "100")
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestEveryVariantAtThreeSizes opens every variant at a laptop's size, a phone's in portrait
// and landscape and in the smallest embed frame (one page load a size), writes a screenshot of
// each to artifacts/, and checks the targets: on the phone in portrait, the tile a player acts
// on is 32 CSS px wide or more, fitted or one zoom step in; in the embed frame, at the
// largest zoom.
func TestEveryVariantAtThreeSizes(t *testing.T) {
	const target = 32
	for _, size := range harness.Sizes {
		t.Run(size.Name, func(t *testing.T) {
			tb := newTab(t)
			tb.forgetZoom()
			tb.run("viewport", phone(size.Width, size.Height, size.Phone))
			tb.open(size.Page)
			if s := tb.boardScale(); s != 1 {
				t.Fatalf("the board opens zoomed (%v): a zoom kept by another test?", s)
			}
			for _, v := range catalog.All() {
				tb.eval(fmt.Sprintf(`location.hash = "#game=%s&deal=1", true`, v.ID), nil)
				tb.wait(v.ID+" to open", fmt.Sprintf(`document.getElementById("board").dataset.variant === %q`, v.ID))
				tb.screenshot("variant-" + v.ID + "-" + size.Name)
				w := tb.playable()
				if w == 0 {
					t.Errorf("%s at %s: no playable tile found", v.ID, size.Name)
					continue
				}
				if size.Page != "" && w*4 < target {
					t.Errorf("%s in the %s frame: the tiles are %v px wide, less than %v px at the largest zoom (4)", v.ID, size.Name, w, target)
				}
				if size.Name != "390x844" || w >= target {
					continue
				}
				tb.run("zoom in", chromedp.Click(`#zoom [data-zoom="in"]`))
				if zw := tb.playable(); zw < target {
					t.Errorf("%s at %s: the tiles are %v px wide, %v px one zoom step in; want %v", v.ID, size.Name, w, zw, target)
				}
				tb.run("fit", chromedp.Click(`#zoom [data-zoom="reset"]`))
			}
		})
	}
}

// TestEmbedFrameTooSmall: in a frame smaller than the documented smallest, the embedded game
// says so, and still plays.
func TestEmbedFrameTooSmall(t *testing.T) {
	tb := newTab(t)
	tb.run("small frame", phone(300, 360, false))
	st := tb.open("embed.html?game=shanghai-square&deal=4")
	tb.wait("the notice", `!document.getElementById("notice").hidden && document.getElementById("notice").textContent.includes("smaller than the 320×400")`)
	ms := deal(t, "shanghai-square", 4).Moves()
	if len(ms) == 0 || st.Variant != "shanghai-square" {
		t.Fatalf("variant %q, %d moves", st.Variant, len(ms))
	}
	tb.removePair(int(ms[0].From), int(ms[0].To))
}
