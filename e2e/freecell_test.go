package e2e

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
	freecellview "mahjong/wasm/freecell"
)

// The FreeCell and Sea games in the browser: each of the seven variants is played to the win
// through real mouse gestures (clicks, and drags with pointer events), following the solver's
// line found natively, while the page is checked against the engine after every move.

// fcNodes is how many positions the native solver may search for a deal when a test chooses
// its deal and line: a budget of positions, not of time, so that a test plays the same deal
// and line on any machine under any load. Deal 1 of every variant is won within 26,000
// positions (a quarter of a second here), and every Sea Cell deal from 1 to 20 within 1,200.
const fcNodes = 100_000

// fcSolve searches p natively within a budget of nodes positions.
func fcSolve(p *freecell.Position, nodes int) engine.Solution {
	return freecell.SolveNodes(context.Background(), p, nodes)
}

// fcVariant finds natively a deal of id that the solver wins within fcNodes positions, among
// deals 1..20, and its winning line, with auto-play on or off.
func fcVariant(t *testing.T, id string, auto bool) (*freecell.Position, []engine.Move) {
	t.Helper()
	for d := uint64(1); d <= 20; d++ {
		p := dealAs[*freecell.Position](t, id, d)
		if !auto {
			p = p.WithAutoPlay(false)
		}
		if sol := fcSolve(p, fcNodes); sol.Verdict == engine.Solved {
			return p, sol.Moves
		}
	}
	t.Fatalf("%s: the solver won none of deals 1..20 within %d positions each", id, fcNodes)
	return nil, nil
}

// fcPointJS returns, once the page shows moves moves (any number when moves is negative)
// and the element of place (data-place) is there and, when want is set, has class want, a
// point of one of spots (harness.PointJS) that the element itself receives.
const fcPointJS = `((moves, place, want, spots) => {
	const m = Number(document.getElementById("moves-available").dataset.value);
	if (moves >= 0 && m !== moves) return {Err: "moves " + m + ", want " + moves};
	const e = document.querySelector('#board [data-place="' + place + '"]');
	if (!e || e.hidden) return {Err: "no element for place " + place};
	if (want && !e.classList.contains(want)) return {Err: "place " + place + " is not ." + want};
	const p = (` + harness.PointJS + `)(e, "[data-place]", spots);
	if (p.Err) p.Err = "place " + place + " is " + p.Err;
	return p;
})`

// fcSpots are the spots tried on a FreeCell element: the centre, then points on the part of
// a tile that the next one down its column leaves uncovered.
const fcSpots = `[[.5, .5], [.5, .3], [.5, .15], [.3, .3], [.7, .2], [.5, .8], [.12, .5], [.5, .93], [.12, .93], [.9, .1]]`

// fcAt waits until the page shows moves moves and place's element (with class want, if
// given) can be hit, and returns where.
func (tb *tab) fcAt(moves int, place engine.Place, want string) point {
	tb.t.Helper()
	return tb.fcPointAt(moves, place, want, fcSpots)
}

// fcCenter waits until the element of place is shown with class want and returns its
// centre, failing the test when something else stays over it there.
func (tb *tab) fcCenter(place engine.Place, want string) point {
	tb.t.Helper()
	return tb.fcPointAt(-1, place, want, "null")
}

func (tb *tab) fcPointAt(moves int, place engine.Place, want, spots string) point {
	tb.t.Helper()
	expr := fmt.Sprintf(`%s(%d, %d, %q, %s)`, fcPointJS, moves, place, want, spots)
	var pt point
	err := chromedp.Run(tb.ctx, chromedp.Poll(`(() => { const p = `+expr+`; return p.Err ? false : p; })()`, &pt,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		var why point
		chromedp.Run(tb.ctx, chromedp.Evaluate(expr, &why))
		tb.checkProblems()
		tb.screenshot("freecell-failure")
		tb.t.Fatalf("waiting for place %d (moves %d, class %q): %v: %s", place, moves, want, err, why.Err)
	}
	return pt
}

func fcClick(pt point) chromedp.Action { return chromedp.MouseClickXY(pt.X, pt.Y) }

// fcSource is the element of a move's source: the head of the moving group, or the cell.
func fcSource(p *freecell.Position, m engine.Move) engine.Place { return freecellview.SourceMark(p, m) }

// fcDest is the element of a move's destination: the slot it lands on, the cell or the pile.
// A move to "the foundations" names the pile the engine would choose.
func fcDest(t *testing.T, p *freecell.Position, m engine.Move) engine.Place {
	if m.To != freecell.Foundation {
		return freecellview.MarkOf(p, m.To)
	}
	want, err := p.Apply(m)
	if err != nil {
		t.Fatalf("%s: %v", p.FormatMove(m), err)
	}
	for _, c := range engine.MovesFrom(p, m.From) {
		if kind, _, _ := freecell.Where(c.To); kind == freecell.OnPile {
			if q, err := p.Apply(c); err == nil && q.String() == want.String() {
				return c.To
			}
		}
	}
	t.Fatalf("%s: no pile takes it", p.FormatMove(m))
	return 0
}

// fcPlayClick plays m as the move after moves moves by a click on its source, then a click
// on its destination once it is marked as one.
// fcPlayLine plays line from p by clicks, the page showing p after moves already made, and
// returns the position it reaches once the page counts the moves.
func (tb *tab) fcPlayLine(p *freecell.Position, line []engine.Move) *freecell.Position {
	tb.t.Helper()
	for i, m := range line {
		tb.fcPlayClick(p, i, m)
		p = enginetest.Apply(tb.t, p, m)
	}
	tb.wait("the moves", fmt.Sprintf(`document.getElementById("moves-available").dataset.value === "%d"`, len(line)))
	return p
}

func (tb *tab) fcPlayClick(p *freecell.Position, moves int, m engine.Move) {
	tb.t.Helper()
	from := tb.fcAt(moves, fcSource(p, m), "avail")
	tb.run("click the source of "+p.FormatMove(m), fcClick(from))
	to := tb.fcAt(moves, fcDest(tb.t, p, m), "target")
	tb.run("click the destination of "+p.FormatMove(m), fcClick(to))
}

// fcDrag presses on the element of from, drags (mouse pointer events) to the element of to
// once the drag shows it, and lets go there. When target is set, to must be marked as a
// destination.
func (tb *tab) fcDrag(moves int, from, to engine.Place, target bool) {
	tb.t.Helper()
	want := ""
	if target {
		want = "target"
	}
	tb.fcDragTo(moves, from, to, func() point { return tb.fcAt(moves, to, want) })
}

// fcDragTo drags from the element of from to the point locate finds once the drag shows
// its destinations, and lets go there.
func (tb *tab) fcDragTo(moves int, from, to engine.Place, locate func() point) {
	tb.t.Helper()
	a := tb.fcAt(moves, from, "avail")
	// The drag starts once the pointer has moved a few pixels with the button down.
	moved := point{X: a.X + 12, Y: a.Y + 12}
	tb.run(fmt.Sprintf("press on %d and start dragging", from), pointerDown(a, false), glide(a, moved, 2, false))
	tb.wait("the dragged copy", `document.querySelector(".fc-ghost") !== null && document.getElementById("board").classList.contains("fc-dragging")`)
	b := locate()
	tb.run(fmt.Sprintf("drag %d to %d", from, to), glide(moved, b, 4, false), pointerUp(b, false))
	tb.wait("the drag to end", `document.querySelector(".fc-ghost") === null && !document.getElementById("board").classList.contains("fc-dragging")`)
}

// fcPage is what the page shows of a FreeCell or Sea game, read in one evaluation.
type fcPage struct {
	Moves, OnFoundations int
	Piles                []string // each pile's top, "" when empty
	Cells                []string
	Tableau              map[string]string // "col.level.row" → face, for every tile shown
	Notice, Result       string
	Hints                []int // the places marked as a hint
	Auto                 bool
	Ghosts, Selected     int
}

const fcPageJS = `(() => {
	const b = document.getElementById("board"), notice = document.getElementById("notice"), res = document.getElementById("result");
	const shown = (e) => !!e && !e.hidden && e.getClientRects().length > 0;
	const tab = {};
	for (const e of b.querySelectorAll(".fc-t[data-face]:not([hidden])")) {
		if (e.dataset.face) tab[e.dataset.col + "." + e.dataset.level + "." + e.dataset.row] = e.dataset.face;
	}
	return {
		Moves: Number(document.getElementById("moves-available").dataset.value),
		OnFoundations: Number(document.getElementById("tiles-left").dataset.value),
		Piles: [...b.querySelectorAll(".fc-pile")].map((e) => e.dataset.face || ""),
		Cells: [...b.querySelectorAll(".fc-cell")].map((e) => e.dataset.face || ""),
		Tableau: tab,
		Notice: shown(notice) ? notice.textContent.trim() : "",
		Result: shown(res) ? res.dataset.result || "" : "",
		Hints: [...b.querySelectorAll(".hint")].map((e) => Number(e.dataset.place)),
		Auto: document.getElementById("fc-autoplay").checked,
		Ghosts: document.querySelectorAll(".fc-ghost").length,
		Selected: b.querySelectorAll(".selected").length,
	};
})()`

func (tb *tab) fcPage() fcPage {
	tb.t.Helper()
	return read[fcPage](tb, fcPageJS)
}

// fcCheck compares the page with the engine's position p after moves moves.
func fcCheck(t *testing.T, what string, pg fcPage, p *freecell.Position, moves int) {
	t.Helper()
	var problems []string
	if pg.Moves != moves || pg.OnFoundations != p.OnFoundations() {
		problems = append(problems, fmt.Sprintf("moves %d, on foundations %d; want %d, %d", pg.Moves, pg.OnFoundations, moves, p.OnFoundations()))
	}
	for i := range 12 {
		want := ""
		if tl := p.PileTop(i); tl != engine.NoTile {
			want = tl.Code()
		}
		if i >= len(pg.Piles) || pg.Piles[i] != want {
			problems = append(problems, fmt.Sprintf("pile %d shows %v, want %q", i+1, pg.Piles, want))
			break
		}
	}
	if len(pg.Cells) != p.Cells() {
		problems = append(problems, fmt.Sprintf("%d cells, want %d", len(pg.Cells), p.Cells()))
	}
	for i := 0; i < p.Cells() && i < len(pg.Cells); i++ {
		want := ""
		if tl := p.CellTile(i); tl != engine.NoTile {
			want = tl.Code()
		}
		if pg.Cells[i] != want {
			problems = append(problems, fmt.Sprintf("cell %d shows %q, want %q", i+1, pg.Cells[i], want))
		}
	}
	tableau := map[string]string{}
	for c := range p.Columns() {
		for l := range p.Levels(c) {
			for r, tl := range p.LevelTiles(c, l) {
				tableau[fmt.Sprintf("%d.%d.%d", c, l, r)] = tl.Code()
			}
		}
	}
	if len(tableau) != len(pg.Tableau) {
		problems = append(problems, fmt.Sprintf("%d tableau tiles shown, want %d", len(pg.Tableau), len(tableau)))
	}
	for k, f := range tableau {
		if pg.Tableau[k] != f {
			problems = append(problems, fmt.Sprintf("slot %s shows %q, want %q", k, pg.Tableau[k], f))
		}
	}
	if pg.Ghosts != 0 {
		problems = append(problems, "a dragged copy is left on the page")
	}
	if len(problems) > 0 {
		t.Fatalf("%s: the page does not show the position:\n%s\n%s", what, strings.Join(problems, "\n"), p)
	}
}

// fcGame is one variant's run: the deal, whether the line is played with auto-play off, the
// move (by index in the line) played by a drag, and what else is checked on the way.
type fcGame struct {
	id      string
	autoOff bool // switch auto-play off through the page and play a line found with it off
	extras  bool // check an illegal drop, the hint, auto-play with undo/redo
}

func TestFreeCellPlay(t *testing.T) {
	games := []fcGame{
		{id: "mahjongg-freecell", extras: true},
		{id: "long-freecell"},
		{id: "sea-towers"},
		{id: "sea-breeze", autoOff: true},
		{id: "sea-winds", extras: true},
		{id: "sea-level"},
		{id: "sea-cell"},
	}
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			p, line := fcVariant(t, g.id, !g.autoOff)
			tb := newTab(t)
			tb.run("viewport", chromedp.EmulateViewport(1366, 768))
			tb.open(fmt.Sprintf("#game=%s&deal=%d", g.id, p.Deal()))
			start := p
			if g.autoOff {
				start = p.WithAutoPlay(true) // the page opens with auto-play on
			}
			fcCheck(t, "the deal", tb.fcPage(), start, 0)
			if g.autoOff {
				// The switch is a saved setting: put it back so the next variants open with
				// auto-play on, as a player's first visit does.
				t.Cleanup(func() {
					tb.run("forget the settings", chromedp.Evaluate(`localStorage.removeItem("mahjong.v1.settings")`, nil))
				})
				tb.press("#fc-autoplay")
				if pg := tb.fcPage(); pg.Auto {
					t.Fatal("the auto-play switch is still on after a click")
				}
			}
			if g.extras {
				tb.fcIllegalDrop(p)
				tb.fcHint(p)
			}
			dragAt := len(line) / 3
			autoChecked := !g.extras
			for i, m := range line {
				np := enginetest.Apply(t, p, m)
				if i == dragAt {
					tb.fcDrag(i, fcSource(p, m), fcDest(t, p, m), true)
				} else {
					tb.fcPlayClick(p, i, m)
				}
				if g.autoOff && len(np.AutoPlayed()) > 0 {
					t.Fatalf("move %d %s auto-played with auto-play off", i+1, p.FormatMove(m))
				}
				if i == dragAt || i%25 == 0 || i == len(line)-1 || (!autoChecked && len(np.AutoPlayed()) > 0) {
					tb.wait("the move's render", fmt.Sprintf(`document.getElementById("moves-available").dataset.value === "%d"`, i+1))
					fcCheck(t, fmt.Sprintf("after move %d %s", i+1, p.FormatMove(m)), tb.fcPage(), np, i+1)
				}
				if !autoChecked && len(np.AutoPlayed()) > 0 {
					tb.fcUndoAuto(p, np, i)
					autoChecked = true
				}
				if i == len(line)/2 {
					tb.screenshot("freecell-" + g.id)
				}
				p = np
			}
			tb.wait("the win", `document.getElementById("result").dataset.result === "won" && !document.getElementById("result").hidden`)
			if p.Status() != engine.Won {
				t.Fatalf("the line did not win natively")
			}
			if !autoChecked {
				t.Errorf("no move of the line auto-played a tile: auto-play and its undo were not checked")
			}
			tb.run("phone viewport", chromedp.EmulateViewport(390, 844))
			tb.run("restart", chromedp.Click(`#result [data-action="restart"]`, chromedp.ByQuery, chromedp.NodeVisible)) // the result is modal
			tb.wait("the restart", `document.getElementById("moves-available").dataset.value === "0"`)
			tb.screenshot("freecell-" + g.id + "-phone")
		})
	}
}

// fcUndoAuto checks, right after move i (from p, to np) auto-played tiles, that they lie on
// their piles on the page, that one Undo takes them back with the move, and Redo plays both.
func (tb *tab) fcUndoAuto(p, np *freecell.Position, i int) {
	t := tb.t
	t.Helper()
	auto := np.AutoPlayed()
	pg := tb.fcPage()
	for _, a := range auto {
		_, pile, _ := freecell.Where(a.To)
		if np.PileTop(pile) == a.Tile && pg.Piles[pile] != a.Tile.Code() {
			t.Errorf("auto-played %s: pile %d shows %q", a.Tile, pile+1, pg.Piles[pile])
		}
	}
	if pg.OnFoundations < p.OnFoundations()+len(auto) {
		t.Errorf("after auto-play, %d tiles on the foundations, want at least %d", pg.OnFoundations, p.OnFoundations()+len(auto))
	}
	tb.press("#undo")
	fcCheck(t, fmt.Sprintf("after undoing move %d and its %d auto-played tiles", i+1, len(auto)), tb.fcPage(), p, i)
	tb.press("#redo")
	fcCheck(t, fmt.Sprintf("after redoing move %d", i+1), tb.fcPage(), np, i+1)
	t.Logf("move %d auto-played %d tiles; undo and redo took them back and again", i+1, len(auto))
}

// fcIllegalDrop drags a free tile onto a pile that does not take it: the page must say why,
// and the tile must be back where it was.
func (tb *tab) fcIllegalDrop(p *freecell.Position) {
	t := tb.t
	t.Helper()
	for _, from := range p.Available() {
		for pile := range 12 {
			_, err := p.Apply(engine.Move{Action: engine.Step, From: from, To: freecell.Pile(pile)})
			var illegal *engine.IllegalMoveError
			if !errors.As(err, &illegal) {
				continue
			}
			src := fcSource(p, engine.Move{From: from})
			tb.fcDrag(0, src, freecell.Pile(pile), false)
			tb.wait("the reason", `!document.getElementById("notice").hidden`)
			pg := tb.fcPage()
			reason := strings.ToLower(illegal.Reason)
			if !strings.Contains(strings.ToLower(pg.Notice), reason) {
				t.Errorf("illegal drop on pile %d: notice %q, want %q", pile+1, pg.Notice, illegal.Reason)
			}
			fcCheck(t, "after an illegal drop", pg, p, 0)
			return
		}
	}
	t.Fatal("no illegal drop on a pile found")
}

// fcHint presses Hint and checks that a legal move is marked: its source and destination.
func (tb *tab) fcHint(p *freecell.Position) {
	t := tb.t
	t.Helper()
	tb.run("click Hint", chromedp.Click("#hint", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the hint", `document.querySelectorAll("#board .hint").length >= 2`)
	pg := tb.fcPage()
	for _, m := range p.Moves() {
		from, to := fcSource(p, m), freecellview.MarkOf(p, m.To)
		if len(pg.Hints) == 2 && int(from) == pg.Hints[0] && int(to) == pg.Hints[1] ||
			len(pg.Hints) == 2 && int(from) == pg.Hints[1] && int(to) == pg.Hints[0] {
			if pg.Notice == "" {
				t.Errorf("the hint %s shows no notice", p.FormatMove(m))
			}
			t.Logf("hint: %s (%s)", p.FormatMove(m), pg.Notice)
			return
		}
	}
	t.Errorf("the hint marks %v, which is no legal move", pg.Hints)
}

// TestFreeCellSearchResponsive starts the slow searches (a hint on a hard deal, a winnable
// deal on New game) and checks that the page answers and that Cancel and Escape stop them.
func TestFreeCellSearchResponsive(t *testing.T) {
	tb := newTab(t)
	tb.run("viewport", chromedp.EmulateViewport(1366, 768))
	tb.open("#game=sea-winds&deal=402") // the solver finds no line from it in 10 s natively
	idle := tb.frameGap()
	tb.run("click Hint", chromedp.Click("#hint", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the search", `document.getElementById("hint").textContent === "Cancel"`)
	if !tb.fcResponsive("the hint's search", idle) {
		t.Fatal("the hint's search ended before it could be cancelled (Sea Winds deal 402 takes more than 10 s natively)")
	}
	tb.run("click Cancel", chromedp.Click("#hint", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the hint cancelled", `document.getElementById("hint").textContent === "Hint" && document.getElementById("notice").textContent.includes("cancelled")`)

	// Escape stops a search too: the hint's again, from the same deal.
	tb.run("click Hint again", chromedp.Click("#hint", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the second search", `document.getElementById("hint").textContent === "Cancel"`)
	tb.run("press Escape", chromedp.KeyEvent("\x1b"))
	tb.wait("the hint cancelled by Escape", `document.getElementById("hint").textContent === "Hint" && document.getElementById("notice").textContent.includes("cancelled")`)

	// New game with "Winnable deals only" searches the deals it draws: cancelled, the old
	// deal stays; most deals are won in a few tens of milliseconds, and then the page
	// shows the new one.
	var checked bool
	tb.eval(`document.getElementById("fc-winnable").checked`, &checked)
	if !checked {
		t.Fatal(`"Winnable deals only" is not on by default`)
	}
	// The hint's "Search cancelled." goes first, so that a notice after New game is New game's.
	tb.wait("the hint's notice to go", `document.getElementById("notice").hidden`)
	tb.run("click New", chromedp.Click("#new", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the deal search or its deal", `document.getElementById("hint").textContent === "Cancel" || document.getElementById("board").dataset.deal !== "402"`)
	var deal, hint string
	tb.eval(`document.getElementById("hint").textContent`, &hint)
	if hint == "Cancel" {
		tb.run("press Escape", chromedp.KeyEvent("\x1b"))
		tb.wait("the deal search ended", `document.getElementById("hint").textContent === "Hint"`)
	}
	tb.eval(`document.getElementById("board").dataset.deal`, &deal)
	switch notice := tb.fcPage().Notice; {
	case strings.Contains(notice, "cancelled"):
		if deal != "402" {
			t.Errorf("after cancelling the deal search, deal %s is shown, want 402", deal)
		}
	case deal == "402":
		t.Errorf("the deal search ended (notice %q) but deal 402 is still shown", notice)
	default:
		t.Logf("the deal search found deal %s", deal)
	}

	// And with the search left to run, New game deals a deal the solver wins (Sea Breeze's
	// deals are won in milliseconds).
	tb.open("#game=sea-breeze&deal=1")
	tb.run("click New", chromedp.Click("#new", chromedp.ByQuery, chromedp.NodeVisible))
	err := chromedp.Run(tb.ctx, chromedp.Poll(`document.getElementById("board").dataset.deal !== "1" && document.getElementById("hint").textContent === "Hint"`, nil,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(60*time.Second)))
	if err != nil {
		t.Fatalf("no new deal after a minute: %v", err)
	}
	pg := tb.fcPage()
	if pg.Moves != 0 {
		t.Errorf("the new deal shows %d moves", pg.Moves)
	}
	tb.screenshot("freecell-new-deal")
}

// TestFreeCellNextDeal: while a FreeCell or Sea game waits for the player, the next winnable
// deal is found ahead, and New game deals it at once, with no search to wait for.
func TestFreeCellNextDeal(t *testing.T) {
	tb := newTab(t)
	tb.open("#game=sea-towers&deal=1")
	tb.wait("the next deal made ready", `document.getElementById("board").dataset.nextDeal !== undefined`)
	var next string
	tb.eval(`document.getElementById("board").dataset.nextDeal`, &next)
	tb.run("click New", chromedp.Click("#new", chromedp.ByQuery, chromedp.NodeVisible))
	var got struct {
		Deal, Next, Hint string
	}
	tb.eval(`({Deal: document.getElementById("board").dataset.deal, Next: document.getElementById("board").dataset.nextDeal || "",
		Hint: document.getElementById("hint").textContent})`, &got)
	if got.Deal != next || got.Hint != "Hint" {
		t.Errorf("right after New game: deal %s (Hint button %q), want the deal made ready, %s, with no search", got.Deal, got.Hint, next)
	}
	if got.Next == next {
		t.Errorf("the deal made ready, %s, is still offered after New game dealt it", next)
	}
	// The next one is looked for again, once the page is idle.
	tb.wait("another deal made ready", `(document.getElementById("board").dataset.nextDeal || "`+next+`") !== "`+next+`"`)
}

// fcResponsive checks that the page paints frames quickly during a search, and reports
// whether the search is still going afterwards. idle is the page's worst gap between frames
// with no search running (see frameGap): a loaded machine stretches every frame, so the bound
// is the larger of 500 ms and four times that.
func (tb *tab) fcResponsive(what string, idle time.Duration) bool {
	t := tb.t
	t.Helper()
	worst := tb.frameGap()
	bound := max(500*time.Millisecond, 4*idle)
	if worst > bound {
		t.Errorf("during %s the page took %v to paint a frame (idle: %v)", what, worst, idle)
	}
	t.Logf("during %s the page painted a frame within %v (idle: %v)", what, worst, idle)
	var still string
	tb.eval(`document.getElementById("hint").textContent`, &still)
	return still == "Cancel"
}

// frameGap is the longest time between two frames the page paints over a second. The gaps
// are measured in the page, so that the DevTools round trips of a busy machine do not count
// as the page's.
func (tb *tab) frameGap() time.Duration {
	var gap float64
	tb.run("paint frames", chromedp.Evaluate(`new Promise((ok) => {
		const times = [];
		const frame = (now) => {
			times.push(now);
			if (now - times[0] < 1000) {
				requestAnimationFrame(frame);
				return;
			}
			let worst = 0;
			for (let i = 1; i < times.length; i++) worst = Math.max(worst, times[i] - times[i - 1]);
			ok(worst);
		};
		requestAnimationFrame(frame);
	})`, &gap, harness.AwaitPromise))
	return time.Duration(gap * float64(time.Millisecond))
}
