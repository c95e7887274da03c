package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
)

// tab is one browser tab of one test. It records every console error, uncaught exception and
// failed request of the page, and the test fails on any of them.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu       sync.Mutex
	problems []string
	expected map[string]bool // problems the test causes (expect), and whether each was seen
	urls     map[network.RequestID]string
	refused  map[network.RequestID]bool // answered with a status >= 400
}

// newTab opens a tab for t; it is closed, and its problems reported, when t ends.
func newTab(t *testing.T) *tab {
	t.Helper()
	if browserCtx == nil {
		t.Fatalf("no browser: %v", browserErr)
	}
	return newTabIn(t, browserCtx)
}

// newTabIn opens a tab for t in the browser of browser, a browser's context. Its pages read
// the clock of the run (pageEpoch).
func newTabIn(t *testing.T, browser context.Context) *tab {
	t.Helper()
	ctx, cancelTab := chromedp.NewContext(browser)
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	tb := &tab{t: t, ctx: ctx, urls: map[network.RequestID]string{}, refused: map[network.RequestID]bool{}}
	chromedp.ListenTarget(ctx, tb.listen)
	if err := chromedp.Run(ctx, harness.ShiftClock(clockShift)); err != nil {
		cancelTimeout()
		cancelTab()
		t.Fatalf("cannot open a tab: %v", err)
	}
	t.Cleanup(func() {
		// One more round trip lets the events already sent reach the listener.
		chromedp.Run(ctx, chromedp.Evaluate(`0`, nil))
		tb.checkProblems()
		for p, seen := range tb.expected {
			if !seen {
				t.Errorf("page: no problem says %q, which the test expected", p)
			}
		}
		cancelTimeout()
		cancelTab()
	})
	return tb
}

// expect tells the tab that the test causes a problem whose report contains s (a file it
// serves without, say): such reports do not fail the test, but one must come before it ends.
func (tb *tab) expect(s string) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if tb.expected == nil {
		tb.expected = map[string]bool{}
	}
	tb.expected[s] = false
}

func (tb *tab) listen(ev any) {
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.APITypeError || ev.Type == runtime.APITypeAssert {
			tb.problem("console.%s: %s", ev.Type, consoleText(ev.Args))
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		msg := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			msg += " " + d.Exception.Description
		}
		tb.problem("uncaught exception at %s:%d: %s", d.URL, d.LineNumber+1, msg)
	case *cdplog.EventEntryAdded:
		// CSP violations and other refusals arrive here; failed loads are reported here too,
		// but the network events below already name them.
		if ev.Entry.Level == cdplog.LevelError && ev.Entry.Source != cdplog.SourceNetwork {
			tb.problem("browser log (%s): %s %s", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL)
		}
	case *network.EventRequestWillBeSent:
		tb.mu.Lock()
		tb.urls[ev.RequestID] = ev.Request.URL
		tb.mu.Unlock()
	case *network.EventResponseReceived:
		if ev.Response.Status >= 400 {
			tb.mu.Lock()
			tb.refused[ev.RequestID] = true
			tb.mu.Unlock()
			tb.problem("request %s: status %d %s", ev.Response.URL, ev.Response.Status, ev.Response.StatusText)
		}
	case *network.EventLoadingFailed:
		tb.mu.Lock()
		url, refused := tb.urls[ev.RequestID], tb.refused[ev.RequestID]
		tb.mu.Unlock()
		if refused {
			return // the browser drops a refused body; the status is already reported
		}
		tb.problem("request %s failed: %s (canceled: %v, blocked: %s)", url, ev.ErrorText, ev.Canceled, ev.BlockedReason)
	}
}

func consoleText(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		switch {
		case len(a.Value) > 0:
			var s string
			if json.Unmarshal(a.Value, &s) == nil {
				parts = append(parts, s)
			} else {
				parts = append(parts, string(a.Value))
			}
		case a.Description != "":
			parts = append(parts, a.Description)
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

func (tb *tab) problem(format string, args ...any) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	tb.problems = append(tb.problems, fmt.Sprintf(format, args...))
}

// checkProblems fails the test for everything wrong the page has reported so far.
func (tb *tab) checkProblems() {
	tb.t.Helper()
	tb.mu.Lock()
	defer tb.mu.Unlock()
next:
	for _, p := range tb.problems {
		for s := range tb.expected {
			if strings.Contains(p, s) {
				tb.expected[s] = true
				continue next
			}
		}
		tb.t.Errorf("page: %s", p)
	}
	tb.problems = nil
}

// run runs actions in the tab and fails the test on an error.
func (tb *tab) run(what string, actions ...chromedp.Action) {
	tb.t.Helper()
	if err := chromedp.Run(tb.ctx, actions...); err != nil {
		tb.checkProblems()
		tb.t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression and stores its JSON value in res.
func (tb *tab) eval(expr string, res any) {
	tb.t.Helper()
	tb.run("evaluate "+shorten(expr), chromedp.Evaluate(expr, res))
}

// read evaluates expr, which gives an object (or a list), into a T: what a test reads of the
// page in one round trip.
func read[T any](tb *tab, expr string) T {
	tb.t.Helper()
	var v T
	tb.eval(expr, &v)
	return v
}

// wait polls a JavaScript expression until it is true.
func (tb *tab) wait(what, expr string) {
	tb.t.Helper()
	var err error
	for end := time.Now().Add(10 * time.Second); ; {
		err = chromedp.Run(tb.ctx, chromedp.Poll(expr, nil,
			chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(time.Until(end))))
		// A poll begun as the tab navigates can ask a document that is gone: ask the new one.
		if err == nil || !strings.Contains(err.Error(), "Cannot find context with specified id") || time.Now().After(end) {
			break
		}
	}
	if err != nil {
		tb.checkProblems()
		var st state
		if serr := chromedp.Run(tb.ctx, chromedp.Evaluate(stateJS, &st)); serr == nil {
			tb.t.Fatalf("waiting for %s: %v\npage: %s", what, err, st.summary())
		}
		tb.t.Fatalf("waiting for %s: %v", what, err)
	}
}

func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

// open loads the page at fragment (such as "#game=shanghai-square&deal=3", or "") and waits
// until it is playable.
func (tb *tab) open(fragment string) state {
	tb.t.Helper()
	return tb.navigate(baseURL + fragment)
}

// navigate loads the page at url and waits until it is playable.
func (tb *tab) navigate(url string) state {
	tb.t.Helper()
	tb.run("open "+url, chromedp.Navigate(url))
	return tb.ready()
}

// reload reloads the page and waits until it is playable again.
func (tb *tab) reload() state {
	tb.t.Helper()
	tb.run("reload", chromedp.Reload())
	return tb.ready()
}

// ready waits until the page has started, fails the test when it could not, and returns what
// it shows.
func (tb *tab) ready() state {
	tb.t.Helper()
	tb.wait("the page to be ready", `document.documentElement.dataset.ready === "1" || document.documentElement.dataset.error === "1"`)
	st := tb.state()
	if st.Error {
		tb.t.Fatalf("the page did not start: %s", st.Notice)
	}
	tb.checkProblems()
	return st
}

// state is what the page shows, read in one evaluation.
type state struct {
	Ready, Error  bool
	Hash          string
	Variant, Deal string
	Version       int
	Options       []option
	Picked        string // select#variant's value
	Tiles         []tileState
	TilesLeft     int
	Moves         int
	ShownDeal     string // #deal's data-value
	DealText      string
	ShuffleLeft   string
	ShuffleText   string
	ShuffleOff    bool
	Notice        string // empty while hidden
	NoticeShown   bool
	Result        string // data-result while #result is shown, else ""
	ResultText    string
	ResultButtons []string
	Missing       []string // elements of the page contract that are not there
}

type option struct{ Value, Text string }

type tileState struct {
	Slot     int
	Face     string
	Free     string
	Label    string
	Hidden   bool
	Selected bool
	Hint     bool
}

const stateJS = `(() => {
	const missing = [];
	const $ = (id) => { // a missing element is reported, and read as an empty stand-in
		const e = document.getElementById(id);
		if (e) return e;
		missing.push("#" + id);
		return document.createElement(id === "variant" ? "select" : "div");
	};
	const shown = (e) => !!e && !e.hidden && e.getClientRects().length > 0;
	const num = (id) => Number($(id).dataset.value);
	const b = $("board"), res = $("result"), notice = $("notice"), sh = $("shuffle");
	return {
		Ready: document.documentElement.dataset.ready === "1",
		Error: document.documentElement.dataset.error === "1",
		Hash: location.hash,
		Variant: b.dataset.variant, Deal: b.dataset.deal, Version: Number(b.dataset.version),
		Options: [...$("variant").options].map((o) => ({Value: o.value, Text: o.text})),
		Picked: $("variant").value,
		Tiles: [...b.querySelectorAll(".tile")].map((e) => ({
			Slot: Number(e.dataset.slot), Face: e.dataset.face || "", Free: e.dataset.free || "",
			Label: e.getAttribute("aria-label") || "", Hidden: e.hidden,
			Selected: e.classList.contains("selected"),
			Hint: e.classList.contains("hint"),
		})),
		TilesLeft: num("tiles-left"), Moves: num("moves-available"),
		ShownDeal: $("deal").dataset.value, DealText: $("deal").textContent,
		ShuffleLeft: sh.dataset.left || "", ShuffleText: sh.textContent, ShuffleOff: sh.disabled,
		Notice: shown(notice) ? notice.textContent.trim() : "", NoticeShown: shown(notice),
		Result: shown(res) ? res.dataset.result || "" : "",
		ResultText: shown(res) ? res.textContent.trim().replace(/\s+/g, " ") : "",
		ResultButtons: shown(res) ? [...res.querySelectorAll("button")].filter(shown).map((e) => e.textContent.trim()) : [],
		Missing: missing,
	};
})()`

func (tb *tab) state() state {
	tb.t.Helper()
	st := read[state](tb, stateJS)
	if len(st.Missing) > 0 {
		tb.t.Fatalf("the page has no %s (see the page contract)", strings.Join(st.Missing, ", "))
	}
	return st
}

func (st state) summary() string {
	hidden := 0
	for _, t := range st.Tiles {
		if t.Hidden {
			hidden++
		}
	}
	return fmt.Sprintf("ready=%v hash=%q variant=%q deal=%q version=%d tiles=%d (hidden %d) tiles-left=%d moves=%d shuffle=%q/%q disabled=%v notice=%q result=%q",
		st.Ready, st.Hash, st.Variant, st.Deal, st.Version, len(st.Tiles), hidden, st.TilesLeft, st.Moves,
		st.ShuffleLeft, st.ShuffleText, st.ShuffleOff, st.Notice, st.Result)
}

// faces maps each slot that holds a visible tile to its face.
func (st state) faces() map[int]string {
	m := map[int]string{}
	for _, t := range st.Tiles {
		if !t.Hidden {
			m[t.Slot] = t.Face
		}
	}
	return m
}

func (st state) tile(slot int) (tileState, bool) {
	for _, t := range st.Tiles {
		if t.Slot == slot {
			return t, true
		}
	}
	return tileState{}, false
}

// point is where a click lands, or why it cannot.
type point = harness.Point

// points finds where each element that sels name receives the pointer: the centre, or on a
// tile (owner ".tile", spots harness.TileSpots) another spot when the centre is covered.
func (tb *tab) points(owner, spots string, sels ...string) []point {
	tb.t.Helper()
	pts, err := harness.Points(tb.ctx, owner, spots, sels...)
	if err != nil {
		tb.checkProblems()
		tb.t.Fatalf("find where to point at %s: %v", shorten(strings.Join(sels, ", ")), err)
	}
	for _, p := range pts {
		if p.Err != "" {
			tb.t.Fatalf("cannot reach: %s", p.Err)
		}
	}
	return pts
}

// centres returns the centres of the elements that sels name, failing the test when another
// element covers one there.
func (tb *tab) centres(sels ...string) []point {
	tb.t.Helper()
	return tb.points("", "", sels...)
}

// pointerDown puts the left mouse button down at p (after moving there), or a finger when touch.
func pointerDown(p point, touch bool) chromedp.Action {
	if touch {
		return input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{finger(p)})
	}
	return chromedp.Tasks{
		input.DispatchMouseEvent(input.MouseMoved, p.X, p.Y),
		input.DispatchMouseEvent(input.MousePressed, p.X, p.Y).WithButton(input.Left).WithButtons(1).WithClickCount(1),
	}
}

// glide moves the mouse with its button down, or the finger, from a to b in steps equal
// steps (a itself left out).
func glide(a, b point, steps int, touch bool) chromedp.Tasks {
	var actions chromedp.Tasks
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		p := point{X: a.X + (b.X-a.X)*f, Y: a.Y + (b.Y-a.Y)*f}
		if touch {
			actions = append(actions, input.DispatchTouchEvent(input.TouchMove, []*input.TouchPoint{finger(p)}))
		} else {
			actions = append(actions, input.DispatchMouseEvent(input.MouseMoved, p.X, p.Y).WithButton(input.Left).WithButtons(1))
		}
	}
	return actions
}

// pointerUp lets go of the button at p, or lifts the finger.
func pointerUp(p point, touch bool) chromedp.Action {
	if touch {
		return input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{})
	}
	return input.DispatchMouseEvent(input.MouseReleased, p.X, p.Y).WithButton(input.Left).WithButtons(0).WithClickCount(1)
}

func finger(p point) *input.TouchPoint {
	return &input.TouchPoint{X: p.X, Y: p.Y, ID: 1, RadiusX: 4, RadiusY: 4, Force: 1}
}

// drag presses at a, moves to b in steps and lets go there, with the mouse (pointer events)
// or a finger.
func drag(a, b point, steps int, touch bool) chromedp.Tasks {
	return chromedp.Tasks{pointerDown(a, touch), glide(a, b, steps, touch), pointerUp(b, touch)}
}

// slotSel is the selector of a Shanghai tile.
func slotSel(slot int) string { return fmt.Sprintf(`#board .tile[data-slot="%d"]`, slot) }

// clickSlots clicks the tiles of the given slots in order, with the mouse.
func (tb *tab) clickSlots(slots ...int) {
	tb.t.Helper()
	var sels []string
	for _, s := range slots {
		sels = append(sels, slotSel(s))
	}
	var actions []chromedp.Action
	for _, p := range tb.points(".tile", harness.TileSpots, sels...) {
		actions = append(actions, chromedp.MouseClickXY(p.X, p.Y))
	}
	tb.run(fmt.Sprintf("click slots %v", slots), actions...)
}

// removePair clicks the two tiles of a pair and waits until the board has drawn them gone.
func (tb *tab) removePair(a, b int) {
	tb.t.Helper()
	before := tb.version()
	tb.clickSlots(a, b)
	tb.wait(fmt.Sprintf("slots %d and %d to go", a, b), fmt.Sprintf(
		`Number(document.getElementById("board").dataset.version) > %d && `+
			`document.querySelector('#board [data-slot="%d"]').hidden && document.querySelector('#board [data-slot="%d"]').hidden`,
		before, a, b))
}

// press clicks a button (by its CSS selector) with the mouse and waits for the next render.
func (tb *tab) press(sel string) {
	tb.t.Helper()
	tb.afterRender("click "+sel, chromedp.Click(sel, chromedp.ByQuery, chromedp.NodeVisible))
}

// afterRender runs actions and waits until the board has rendered again.
func (tb *tab) afterRender(what string, actions ...chromedp.Action) {
	tb.t.Helper()
	before := tb.version()
	tb.run(what, actions...)
	tb.wait("a render after "+what, fmt.Sprintf(`Number(document.getElementById("board").dataset.version) > %d`, before))
}

func (tb *tab) version() int {
	tb.t.Helper()
	var v int
	tb.eval(`Number(document.getElementById("board").dataset.version)`, &v)
	return v
}

// screenshot saves the whole page as artifacts/NAME.png.
func (tb *tab) screenshot(name string) {
	tb.t.Helper()
	var png []byte
	tb.run("screenshot", chromedp.FullScreenshot(&png, 100))
	if err := os.MkdirAll("artifacts", 0o755); err != nil {
		tb.t.Fatal(err)
	}
	p := filepath.Join("artifacts", name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		tb.t.Fatal(err)
	}
	tb.t.Logf("screenshot %s", p)
}
