package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/stones"
)

// stonesPage is what the page shows of a Stones game, read in one evaluation.
type stonesPage struct {
	Version   int
	Squares   []stonesSquare
	Current   string // the stone to place, "" once the stock is empty
	Score     int
	FourWays  int
	ShowLegal bool
	TilesLeft int // the status line
	Moves     int
	Notice    string
	Result    string
	Dragging  int // squares still marked as a drop target, and a stone still marked dragged
}

type stonesSquare struct {
	Square int
	Name   string
	Stone  string // data-stone
	Use    string // the symbol drawn: the href of the stone's <use>
	Class  string // the stone's class, which carries its colour
	Outer  bool
	Legal  bool
	Hint   bool
	Label  string
}

const stonesViewJS = `(() => {
	const $ = (id) => document.getElementById(id);
	const shown = (e) => !!e && !e.hidden && e.getClientRects().length > 0;
	const b = $("board"), notice = $("notice"), res = $("result");
	const num = (sel) => Number(b.querySelector(sel).dataset.value);
	return {
		Version: Number(b.dataset.version),
		Squares: [...b.querySelectorAll(".sq")].map((e) => {
			const st = e.querySelector(".stone"), use = e.querySelector("use");
			return {
				Square: Number(e.dataset.square), Name: e.dataset.name, Stone: e.dataset.stone,
				Use: use ? use.getAttribute("href") : "", Class: st ? st.className : "",
				Outer: e.dataset.outer === "true", Legal: e.dataset.legal === "true",
				Hint: e.classList.contains("hint"), Label: e.getAttribute("aria-label") || "",
			};
		}),
		Current: b.querySelector(".stones-current").dataset.stone,
		Score: num(".stones-score"), FourWays: num(".stones-fourways"),
		ShowLegal: b.querySelector(".stones-legal").getAttribute("aria-pressed") === "true",
		TilesLeft: Number($("tiles-left").dataset.value), Moves: Number($("moves-available").dataset.value),
		Notice: shown(notice) ? notice.textContent.trim() : "",
		Result: shown(res) ? res.dataset.result || "" : "",
		Dragging: b.querySelectorAll(".drop-ok, .drop-no, .dragging").length,
	};
})()`

func (tb *tab) stonesView() stonesPage {
	tb.t.Helper()
	return read[stonesPage](tb, stonesViewJS)
}

// stonesCheck compares the page with the engine's position: every square's stone (code,
// colour class and symbol), the outer ring, the legal-square marks (when shown), the panel,
// the status line and the result.
func stonesCheck(t *testing.T, what string, v stonesPage, p *stones.Position) {
	t.Helper()
	if len(v.Squares) != p.Squares() {
		t.Fatalf("%s: %d squares on the page, want %d", what, len(v.Squares), p.Squares())
	}
	for sq, s := range v.Squares {
		want := stonesSquare{Square: sq, Name: stones.SquareName(sq, p.Cols()), Outer: p.IsOuter(sq), Legal: s.Legal, Hint: s.Hint, Label: s.Label}
		if st := p.At(sq); st != stones.NoStone {
			want.Stone = st.Code()
			want.Use = fmt.Sprintf("#s-%d", st.Symbol())
			want.Class = fmt.Sprintf("stone c%d", st.Colour())
		}
		if diff := cmp.Diff(want, s); diff != "" {
			t.Fatalf("%s: square %d (-want +got):\n%s", what, sq, diff)
		}
		if s.Stone != "" && !strings.Contains(s.Label, p.At(sq).String()) {
			t.Errorf("%s: square %s is labelled %q, which does not name its %s", what, s.Name, s.Label, p.At(sq))
		}
	}
	var legal []int
	for _, s := range v.Squares {
		if s.Legal {
			legal = append(legal, s.Square)
		}
	}
	var want []int
	if v.ShowLegal {
		want = p.LegalSquares()
	}
	if len(want) == 0 {
		want = nil
	}
	if diff := cmp.Diff(want, legal); diff != "" {
		t.Fatalf("%s: squares marked legal (display %v) (-engine +page):\n%s", what, v.ShowLegal, diff)
	}
	current := ""
	if st, ok := p.Current(); ok {
		current = st.Code()
	}
	type panel struct {
		Current                           string
		Score, FourWays, TilesLeft, Moves int
		Result                            string
	}
	result := ""
	switch p.Status() {
	case engine.Won:
		result = "won"
	case engine.Lost:
		result = "lost"
	}
	wantPanel := panel{current, p.Score(), p.FourWays(), p.StockLeft(), len(p.LegalSquares()), result}
	gotPanel := panel{v.Current, v.Score, v.FourWays, v.TilesLeft, v.Moves, v.Result}
	if diff := cmp.Diff(wantPanel, gotPanel); diff != "" {
		t.Fatalf("%s: panel, status line and result (-want +got):\n%s", what, diff)
	}
}

// stonesHint presses Hint and returns what the page shows and the square it marks, failing
// the test unless it marks exactly one, and that one legal for the stone of p.
func (tb *tab) stonesHint(p *stones.Position) (stonesPage, int) {
	tb.t.Helper()
	tb.press("#hint")
	v := tb.stonesView()
	var hinted []int
	for _, s := range v.Squares {
		if s.Hint {
			hinted = append(hinted, s.Square)
		}
	}
	if len(hinted) != 1 || p.Reason(hinted[0]) != "" {
		tb.t.Fatalf("hinted squares %v, want one legal square", hinted)
	}
	return v, hinted[0]
}

func stonesSquareSel(sq int) string { return fmt.Sprintf(`#board .sq[data-square="%d"]`, sq) }

// stonesClick clicks a square with the mouse and waits for the render.
func (tb *tab) stonesClick(sq int) {
	tb.t.Helper()
	pt := tb.centres(stonesSquareSel(sq))[0]
	tb.afterRender(fmt.Sprintf("click square %d", sq), chromedp.MouseClickXY(pt.X, pt.Y))
}

// stonesDrag drags the current stone onto a square in a few steps, with the mouse (pointer
// events) or a finger, and waits for the render.
func (tb *tab) stonesDrag(sq int, touch bool) {
	tb.t.Helper()
	pts := tb.centres(".stones-current", stonesSquareSel(sq))
	tb.afterRender(fmt.Sprintf("drag the stone to square %d (touch %v)", sq, touch), drag(pts[0], pts[1], 5, touch))
}

// stonesNodes is how many nodes the native solver may search for a Stones line: a budget
// of nodes, not of time, so that a test plays the same line on any machine under any load.
// Tiny Pebbles' deals are won within a few dozen.
const stonesNodes = 100_000

// stonesLine returns the squares to play on a deal: the solver's winning line when it finds
// one within stonesNodes nodes (win is set), else the heuristic's choice at each step, which
// plays until the game ends either way.
func stonesLine(t *testing.T, p *stones.Position, solve bool) (squares []int, win bool) {
	t.Helper()
	if solve {
		sol := stones.SolveNodes(context.Background(), p, stonesNodes)
		if sol.Verdict == engine.Solved {
			for _, m := range sol.Moves {
				squares = append(squares, int(m.To))
			}
			return squares, true
		}
	}
	done, cancel := context.WithCancel(context.Background())
	cancel() // a finished context: stones.Hint skips the search and ranks squares by heuristic
	for p.Status() == engine.Playing {
		m, _ := stones.Hint(done, p)
		sq := int(m.To)
		squares = append(squares, sq)
		p = stonesPlace(t, p, sq)
	}
	return squares, false
}

func stonesPlace(t *testing.T, p *stones.Position, sq int) *stones.Position {
	t.Helper()
	return enginetest.Apply(t, p, engine.StepMove(stones.StockPlace, engine.Place(sq)))
}

// stonesWinnablePebbles returns the first deal of Tiny Pebbles that the solver wins natively.
func stonesWinnablePebbles(t *testing.T) (uint64, []int) {
	t.Helper()
	for n := uint64(1); n <= 50; n++ {
		if line, win := stonesLine(t, dealAs[*stones.Position](t, "tiny-pebbles", n), true); win {
			return n, line
		}
	}
	t.Fatal("the solver wins none of Tiny Pebbles deals 1 to 50")
	return 0, nil
}

func stonesCapitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// TestStonesPlay plays a whole game of each Stones variant through the page: mouse clicks on
// the squares and a drag of the stone, checking after every placement that the board, the
// legal-square marks, the panel and the status line are the engine's. Tiny Pebbles plays the
// solver's line of a deal it wins and must end won; the others play the heuristic's choices
// until the game ends.
func TestStonesPlay(t *testing.T) {
	for _, id := range []string{"mahjongg-stones", "free-stones", "loose-stones", "throwing-stones", "small-stones", "tiny-pebbles"} {
		t.Run(id, func(t *testing.T) {
			n := uint64(2)
			var line []int
			win := false
			if id == "tiny-pebbles" {
				n, line = stonesWinnablePebbles(t)
				win = true
			} else {
				line, _ = stonesLine(t, dealAs[*stones.Position](t, id, n), false)
			}
			p := dealAs[*stones.Position](t, id, n)
			tb := newTab(t)
			tb.open(link(id, n))
			v := tb.stonesView()
			if v.ShowLegal {
				t.Fatalf("the legal squares are shown before the player asks")
			}
			stonesCheck(t, "dealt", v, p)

			tb.afterRender("show legal squares", chromedp.Click("#board .stones-legal", chromedp.ByQuery, chromedp.NodeVisible))
			v = tb.stonesView()
			if !v.ShowLegal || !strings.Contains(v.Notice, fmt.Sprint(len(p.LegalSquares()))) {
				t.Errorf("after Show legal squares: pressed %v, notice %q", v.ShowLegal, v.Notice)
			}
			stonesCheck(t, "legal squares shown", v, p)

			// The hint marks one legal square and says whether the solver proved it or it is
			// the heuristic's guess.
			var hinted int
			v, hinted = tb.stonesHint(p)
			name := stones.SquareName(hinted, p.Cols())
			proven := strings.HasPrefix(v.Notice, "Try "+name+": the solver found")
			guess := strings.HasPrefix(v.Notice, "Try "+name+": the heuristic's best guess") ||
				strings.HasPrefix(v.Notice, "No way is left to place every stone; "+name)
			if !proven && !guess {
				t.Errorf("hint on %s: notice %q does not name it and say which kind of hint it is", name, v.Notice)
			}
			t.Logf("hint: %s", v.Notice)
			stonesCheck(t, "after the hint", v, p)

			// A refused square says why, in the engine's words, and changes nothing.
			refused := -1
			for sq := 0; sq < p.Squares() && refused < 0; sq++ {
				if p.At(sq) == stones.NoStone && p.Reason(sq) != "" {
					refused = sq
				}
			}
			if refused >= 0 {
				pt := tb.centres(stonesSquareSel(refused))[0]
				tb.run("click a refused square", chromedp.MouseClickXY(pt.X, pt.Y))
				want := stonesCapitalize(p.Reason(refused))
				tb.wait("the reason for "+stones.SquareName(refused, p.Cols()), fmt.Sprintf(
					`(() => { const n = document.getElementById("notice"); return !n.hidden && n.textContent.trim() === %q; })()`, want))
				stonesCheck(t, "after a refused square", tb.stonesView(), p)
			}

			for i, sq := range line {
				what := fmt.Sprintf("placement %d on %s", i+1, stones.SquareName(sq, p.Cols()))
				if i == 1 {
					tb.stonesDrag(sq, false)
				} else {
					tb.stonesClick(sq)
				}
				p = stonesPlace(t, p, sq)
				v = tb.stonesView()
				stonesCheck(t, what, v, p)
				if i == 1 && (v.Notice != "" || v.Dragging != 0) {
					t.Errorf("after the drop: notice %q and %d elements marked for the drag; want none", v.Notice, v.Dragging)
				}
				if i == len(line)/3 {
					tb.screenshot("stones-" + id)
				}
			}
			if p.Status() == engine.Playing {
				t.Fatalf("the line ended with the game still going")
			}
			want := "lost"
			if p.Status() == engine.Won {
				want = "won"
			}
			tb.wait("the result", fmt.Sprintf(`(() => { const r = document.getElementById("result");
				return !r.hidden && r.dataset.result === %q; })()`, want))
			stonesCheck(t, "the end", tb.stonesView(), p)
			if win && p.Status() != engine.Won {
				t.Errorf("the solver's line did not win")
			}
			t.Logf("%s deal %d: %d stones placed, %v, score %d", id, n, len(line), p.Status(), p.Score())
			tb.screenshot("stones-" + id + "-" + want)
		})
	}
}

// TestStonesKeyboardTouchHint places stones with the arrow keys and Enter and with a finger,
// asks for a hint, and takes a placement back and forth.
func TestStonesKeyboardTouchHint(t *testing.T) {
	const id, n = "tiny-pebbles", 1
	p := dealAs[*stones.Position](t, id, n)
	tb := newTab(t)
	tb.open(link(id, n))
	stonesCheck(t, "dealt", tb.stonesView(), p)

	// The arrow keys walk from the square in the tab order (a1) to the first legal square.
	target := p.LegalSquares()[0]
	tb.run("focus the board", chromedp.Focus(`#board .sq[tabindex="0"]`, chromedp.ByQuery))
	var keys []string
	for r := 0; r < target/p.Cols(); r++ {
		keys = append(keys, kb.ArrowDown)
	}
	for c := 0; c < target%p.Cols(); c++ {
		keys = append(keys, kb.ArrowRight)
	}
	for _, k := range keys {
		tb.run("key", chromedp.KeyEvent(k))
	}
	var focused int
	tb.eval(`Number(document.activeElement.dataset.square)`, &focused)
	if focused != target {
		t.Fatalf("after %d arrow keys the focus is on square %d, want %d", len(keys), focused, target)
	}
	tb.afterRender("Enter", chromedp.KeyEvent(kb.Enter))
	p = stonesPlace(t, p, target)
	stonesCheck(t, "after Enter", tb.stonesView(), p)

	// L, with the focus on the board, shows the legal squares.
	tb.afterRender("L", chromedp.KeyEvent("l"))
	if v := tb.stonesView(); !v.ShowLegal {
		t.Errorf("L did not show the legal squares")
	} else {
		stonesCheck(t, "after L", v, p)
	}

	// A finger drags the next stone.
	tb.run("touch emulation", emulation.SetTouchEmulationEnabled(true).WithMaxTouchPoints(2))
	touchTo := p.LegalSquares()[len(p.LegalSquares())-1]
	tb.stonesDrag(touchTo, true)
	p = stonesPlace(t, p, touchTo)
	stonesCheck(t, "after a touch drag", tb.stonesView(), p)
	tb.run("touch emulation off", emulation.SetTouchEmulationEnabled(false))

	// The hint: one legal square, and the notice says the solver proved it.
	v, hinted := tb.stonesHint(p)
	if !strings.HasPrefix(v.Notice, "Try "+stones.SquareName(hinted, p.Cols())) || !strings.Contains(v.Notice, "solver") {
		t.Errorf("hint notice %q, want the solver's proven square", v.Notice)
	}
	tb.screenshot("stones-tiny-pebbles-hint")

	tb.stonesClick(hinted)
	after := stonesPlace(t, p, hinted)
	stonesCheck(t, "after the hinted square", tb.stonesView(), after)
	tb.press("#undo")
	stonesCheck(t, "after Undo", tb.stonesView(), p)
	tb.press("#redo")
	stonesCheck(t, "after Redo", tb.stonesView(), after)

	// On a phone in portrait the whole board and the stone to place fit the screen.
	tb.run("phone viewport", emulation.SetDeviceMetricsOverride(390, 844, 2, true))
	var fits struct {
		Board, Stone bool
		Side         float64
	}
	tb.run("measure the board", chromedp.Evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
		const inside = (e) => { const r = e.getBoundingClientRect();
			return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && r.width > 0; };
		done({Board: inside(document.querySelector(".stones-board")), Stone: inside(document.querySelector(".stones-current")),
			Side: document.querySelector("#board .sq").getBoundingClientRect().width});
	})))`, &fits, harness.AwaitPromise))
	if !fits.Board || !fits.Stone || fits.Side < 30 {
		t.Errorf("at 390×844: board inside %v, stone inside %v, squares %.1fpx wide (want at least 30)", fits.Board, fits.Stone, fits.Side)
	}
	tb.screenshot("stones-tiny-pebbles-phone")
	tb.run("desktop viewport", emulation.ClearDeviceMetricsOverride())
}
