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

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// tab is one browser tab of one test. It records every console error, uncaught exception and
// failed request of the page, and the test fails on any of them.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu       sync.Mutex
	problems []string
	urls     map[network.RequestID]string
	refused  map[network.RequestID]bool // answered with a status >= 400
}

// newTab opens a tab for t; it is closed, and its problems reported, when t ends.
func newTab(t *testing.T) *tab {
	t.Helper()
	if browserCtx == nil {
		t.Fatalf("no browser: %v", browserErr)
	}
	ctx, cancelTab := chromedp.NewContext(browserCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	tb := &tab{t: t, ctx: ctx, urls: map[network.RequestID]string{}, refused: map[network.RequestID]bool{}}
	chromedp.ListenTarget(ctx, tb.listen)
	if err := chromedp.Run(ctx); err != nil {
		cancelTimeout()
		cancelTab()
		t.Fatalf("cannot open a tab: %v", err)
	}
	t.Cleanup(func() {
		// One more round trip lets the events already sent reach the listener.
		chromedp.Run(ctx, chromedp.Evaluate(`0`, nil))
		tb.checkProblems()
		cancelTimeout()
		cancelTab()
	})
	return tb
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
	for _, p := range tb.problems {
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

// wait polls a JavaScript expression until it is true.
func (tb *tab) wait(what, expr string) {
	tb.t.Helper()
	err := chromedp.Run(tb.ctx, chromedp.Poll(expr, nil,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
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
	tb.run("open "+baseURL+fragment, chromedp.Navigate(baseURL+fragment))
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
	Pressed  string
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
			Selected: e.classList.contains("selected"), Pressed: e.getAttribute("aria-pressed") || "",
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
	var st state
	tb.eval(stateJS, &st)
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
type point struct {
	X, Y float64
	Err  string
}

// clickPointsJS finds, for each slot, a point inside its tile that the tile itself receives
// (a tile of a higher layer may overlap an edge): the centre if it can, else another.
const clickPointsJS = `((slots) => slots.map((slot) => {
	const e = document.querySelector('#board .tile[data-slot="' + slot + '"]');
	if (!e) return {Err: "no tile for slot " + slot};
	if (e.hidden) return {Err: "slot " + slot + " is hidden"};
	e.scrollIntoView({block: "nearest", inline: "nearest"});
	const r = e.getBoundingClientRect();
	for (const [fx, fy] of [[.5, .5], [.5, .65], [.4, .6], [.6, .6], [.5, .35], [.3, .5], [.7, .5]]) {
		const x = r.left + fx * r.width, y = r.top + fy * r.height;
		const hit = document.elementFromPoint(x, y);
		if (hit && hit.closest(".tile") === e) return {X: x, Y: y};
	}
	const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
	return {Err: "slot " + slot + " is covered by " + (hit ? hit.outerHTML.slice(0, 120) : "nothing")};
}))`

// clickSlots clicks the tiles of the given slots in order, with the mouse.
func (tb *tab) clickSlots(slots ...int) {
	tb.t.Helper()
	var pts []point
	js, _ := json.Marshal(slots)
	tb.eval(clickPointsJS+"("+string(js)+")", &pts)
	var actions []chromedp.Action
	for _, p := range pts {
		if p.Err != "" {
			tb.t.Fatalf("cannot click: %s", p.Err)
		}
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
	before := tb.version()
	tb.run("click "+sel, chromedp.Click(sel, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("a render after "+sel, fmt.Sprintf(`Number(document.getElementById("board").dataset.version) > %d`, before))
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
