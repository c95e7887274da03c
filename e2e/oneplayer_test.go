package e2e

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/oneplayer"
	pagelink "mahjong/wasm/link"
	"mahjong/wasm/msg"
	oneplayerview "mahjong/wasm/oneplayer"
	"mahjong/wasm/store"
)

// TestOnePlayerGame plays a whole game of each One Player variant through the page, choosing
// every move with the engine's strategy run natively: tiles go from the hand to the cross by
// clicks, by mouse drags and (on the phone-sized window) by a finger drag; the turn ends with
// the End turn button; two tiles of a line change places once by a drag and once by two
// clicks; an anchor dragged away is refused with the engine's reason. The page is compared
// with the engine at the start, after every completed line and at the end, where the score,
// the result and the statistics kept in localStorage (once more after a reload) are checked, and the cross must fit the
// window without scrolling on a laptop and on a phone.
func TestOnePlayerGame(t *testing.T) {
	for _, tt := range []struct {
		id            string
		deal          uint64
		width, height int64
		touch         bool
	}{
		{"one-player", 21, 1366, 768, false},
		{"one-player-flowers", 22, 390, 844, true},
	} {
		t.Run(tt.id, func(t *testing.T) {
			p := dealAs[*oneplayer.Position](t, tt.id, tt.deal)
			tb := newTab(t)
			tb.opViewport(tt.width, tt.height, tt.touch)
			tb.open(link(tt.id, tt.deal))
			opCheck(t, tb.opState(), p)
			tb.screenshot(tt.id + "-start")

			// An earlier game's statistics, which the result compares with.
			tb.eval(fmt.Sprintf(`localStorage.setItem(%q, %q), true`, store.StatsKey,
				store.FormatStats(map[string]store.Stats{tt.id: {Played: 1, Won: 1, Streak: 1, BestStreak: 1, BestScore: 5, Scored: 1, Moves: 40}})), nil)

			tb.opHint(p)
			tb.opPick(p, 0, tt.id+"-picked")
			g := &opGame{t: t, tb: tb, p: p, touch: tt.touch, name: tt.id}
			g.play()
			p = g.p

			tb.wait("the result to be shown", `(() => { const r = document.getElementById("result");
				return !r.hidden && r.dataset.result === "won" && r.getClientRects().length > 0; })()`)
			st := tb.opState()
			opCheck(t, st, p)
			// The page writes numbers as Intl does, grouped ("1,200"); msg.Number natively too.
			if !strings.Contains(st.ResultText, "You scored "+msg.Number(p.Score())) {
				t.Errorf("#result says %q; want the score %d", st.ResultText, p.Score())
			}
			wantText := "A new best score! The best was 5. 2 games scored."
			if !strings.Contains(st.ResultText, wantText) {
				t.Errorf("#result says %q; want %q", st.ResultText, wantText)
			}
			tb.opStats(tt.id, p.Score())

			// The finished game opened again is not counted again, and its result reads the
			// statistics that count it.
			tb.reload()
			tb.wait("the result to be shown again", `!document.getElementById("result").hidden`)
			st = tb.opState()
			opCheck(t, st, p)
			wantText = "You scored " + msg.Number(p.Score())
			if !strings.Contains(st.ResultText, wantText) || !strings.Contains(st.ResultText, "Your best is "+msg.Number(p.Score())+". 2 games scored.") {
				t.Errorf("after a reload #result says %q; want the score %d as the best of 2 games", st.ResultText, p.Score())
			}
			tb.opStats(tt.id, p.Score())
			if !g.swapped || !g.clickSwapped || !g.anchorRefused || g.drags == 0 || (tt.touch && !g.touched) {
				t.Errorf("the game did not try everything: drag swap %v, click swap %v, anchor refused %v, drags %d, touch drag %v",
					g.swapped, g.clickSwapped, g.anchorRefused, g.drags, g.touched)
			}
			t.Logf("%s deal %d: score %d in %d moves, %d by mouse drag", tt.id, tt.deal, p.Score(), g.moves, g.drags)
			tb.screenshot(tt.id + "-end")

			// The finished cross, the worst case, fits a laptop and a phone with no scrolling.
			for _, size := range [][2]int64{{1366, 768}, {390, 844}} {
				tb.opViewport(size[0], size[1], false)
				tb.opFits(size[0], size[1])
				tb.screenshot(fmt.Sprintf("%s-end-%dx%d", tt.id, size[0], size[1]))
			}
		})
	}
}

// TestOnePlayerLateOnPhone opens a game of One Player late, eight of its ten lines complete
// and lines running both up and down from the horizontal one (the strategy's game, opened as
// a replay and played on from there), on a phone in portrait and in landscape, and checks that
// the smallest placed tile and the smallest hand tile are at least 16 CSS px wide, so that one
// zoom step (×2) shows them 32 px wide or more (docs/performance.md), and that the board fits
// the window, with no violation of axe-core's rules.
func TestOnePlayerLateOnPhone(t *testing.T) {
	const id, deal, least = "one-player", 21, 16
	src := readAxe(t)
	p := dealAs[*oneplayer.Position](t, id, deal)
	var moves []string
	for opComplete(p) < 8 {
		m := opHint(p)
		moves = append(moves, p.FormatMove(m))
		p = enginetest.Apply(t, p, m)
	}
	up, down := false, false
	for _, l := range p.StartedLines() {
		up, down = up || (l.IsVertical() && !l.Down()), down || l.Down()
	}
	if !up || !down || p.Status() != engine.Playing {
		t.Fatalf("deal %d after %d moves: lines up %v, down %v, %s; want both, still playing", deal, len(moves), up, down, p.Status())
	}
	tb := newTab(t)
	tb.forgetZoom()
	t.Cleanup(func() {
		_ = chromedp.Run(tb.ctx, chromedp.Evaluate(fmt.Sprintf(`localStorage.removeItem(%q), true`, store.GameKey(id)), nil))
	})
	for _, size := range [][2]int64{{390, 844}, {844, 390}} {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		tb.run("viewport", phone(size[0], size[1], true))
		tb.open(pagelink.FormatReplay(pagelink.Replay{Game: id, Deal: deal, Moves: moves, At: len(moves)}))
		tb.press("#replay-play")
		tb.wait("the game to be played on", `document.getElementById("replay-bar").hidden`)
		opCheck(t, tb.opState(), p)
		var w struct{ Placed, Hand float64 }
		tb.eval(`(() => {
			const least = (sel) => Math.min(...[...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect().width).filter((w) => w > 0));
			return {Placed: least("#board .op-cell[data-face]"), Hand: least("#board .op-hand[data-face]")};
		})()`, &w)
		t.Logf("%s, %d lines complete: the smallest placed tile is %.1f px wide, the smallest hand tile %.1f px", name, opComplete(p), w.Placed, w.Hand)
		if w.Placed < least || w.Hand < least {
			t.Errorf("%s: the smallest placed tile is %.1f px wide and the smallest hand tile %.1f px; want %d px or more", name, w.Placed, w.Hand, least)
		}
		tb.opFits(size[0], size[1])
		tb.axe(src, id+" late at "+name)
		tb.screenshot(id + "-late-" + name)
	}
}

// opStats checks that the statistics count two scored games of variant id, the best of them
// best: the one seeded before the game and the game itself, once.
func (tb *tab) opStats(id string, best int) {
	tb.t.Helper()
	var text string
	tb.eval(fmt.Sprintf(`localStorage.getItem(%q) || ""`, store.StatsKey), &text)
	all, err := store.ParseStats(text)
	if err != nil {
		tb.t.Fatalf("the statistics %q: %v", text, err)
	}
	got := all[id]
	// The game asked for a hint (opHint): its result counts as helped.
	want := store.Stats{Played: 2, Won: 2, Streak: 2, BestStreak: 2, BestScore: best, Scored: 2, Helped: 1}
	got.BestTime, got.Moves = 0, 0 // the time and moves of a game played by the test vary
	if diff := cmp.Diff(want, got); diff != "" {
		tb.t.Errorf("statistics of %s (-want +got):\n%s", id, diff)
	}
}

// opGame is a game being played through the page, with the engine's position beside it.
type opGame struct {
	t     *testing.T
	tb    *tab
	p     *oneplayer.Position
	touch bool
	name  string

	moves, steps, drags                  int
	swapped, clickSwapped, anchorRefused bool
	touched, middleShot                  bool
}

func (g *opGame) play() {
	t := g.t
	for g.p.Status() == engine.Playing {
		if g.moves > 400 {
			t.Fatalf("no end after %d moves", g.moves)
		}
		g.extras()
		m := opHint(g.p)
		switch m.Action {
		case engine.Step:
			g.steps++
			hand, cell := opHandSel(int(m.From)), opCellSel(m.To)
			switch {
			case g.touch && g.steps == 3:
				g.tb.opDrag(hand, cell, true)
				g.touched = true
			case g.steps%9 == 4:
				g.tb.opDrag(hand, cell, false)
				g.drags++
			default:
				g.tb.opClick(hand, cell)
			}
			g.tb.wait("the tile on "+oneplayer.CellName(m.To), fmt.Sprintf(
				`document.querySelector(%q).dataset.face === %q && !document.querySelector(%q).dataset.face`,
				cell, g.p.Hand()[m.From].Code(), hand))
		case engine.EndTurn:
			g.tb.opClick("#end-turn")
			g.tb.wait("the next turn", fmt.Sprintf(`document.getElementById("op-turn").dataset.value === "%d"`, g.p.Turn()+1))
		default:
			t.Fatalf("the strategy proposes %s", g.p.FormatMove(m))
		}
		g.apply(m)
	}
}

// apply plays m natively and checks the whole page when a line has just been completed.
func (g *opGame) apply(m engine.Move) {
	before := opComplete(g.p)
	g.p = enginetest.Apply(g.t, g.p, m)
	g.moves++
	if n := opComplete(g.p); n > before {
		st := g.tb.opState()
		opCheck(g.t, st, g.p)
		if n == 5 && !g.middleShot {
			g.tb.screenshot(g.name + "-five-lines")
			g.middleShot = true
		}
	}
}

// extras tries the gestures the strategy never makes, once each, when they become possible.
func (g *opGame) extras() {
	if !g.swapped || !g.clickSwapped {
		if m, ok := opSwap(g.p, !g.swapped); ok {
			a, b := opCellSel(m.From), opCellSel(m.To)
			fa, fb := g.p.At(m.From).Code(), g.p.At(m.To).Code()
			if !g.swapped {
				g.tb.opDrag(a, b, false)
				g.swapped = true
			} else {
				g.tb.opClick(a, b)
				g.clickSwapped = true
			}
			g.tb.wait("the swap "+g.p.FormatMove(m), fmt.Sprintf(
				`document.querySelector(%q).dataset.face === %q && document.querySelector(%q).dataset.face === %q`, a, fb, b, fa))
			g.apply(m)
			opCheck(g.t, g.tb.opState(), g.p)
		}
	}
	if !g.anchorRefused {
		for _, c := range oneplayer.Horizontal.Cells() {
			if !g.p.IsAnchor(c) {
				continue
			}
			other := oneplayer.Horizontal.Cell((int(c) - int(oneplayer.Horizontal.Cell(0)) + 1) % oneplayer.LineLen)
			_, err := g.p.Apply(engine.Move{Action: engine.Swap, From: c, To: other})
			var illegal *engine.IllegalMoveError
			if !errors.As(err, &illegal) {
				g.t.Fatalf("the engine lets anchor %s move: %v", oneplayer.CellName(c), err)
			}
			want := strings.ToUpper(illegal.Reason[:1]) + illegal.Reason[1:] + "."
			pts := g.tb.centres(opCellSel(c), opCellSel(other))
			g.tb.afterRender("the refused drag", drag(pts[0], pts[1], 6, false))
			st := g.tb.opState()
			if st.Notice != want {
				g.t.Errorf("dragging anchor %s: notice %q, want %q", oneplayer.CellName(c), st.Notice, want)
			}
			opCheck(g.t, st, g.p) // nothing moved
			g.anchorRefused = true
			break
		}
	}
}

// opSwap finds a legal swap: in the horizontal line for the first (drag) swap, in a vertical
// line for the second (click) one.
func opSwap(p *oneplayer.Position, horizontal bool) (engine.Move, bool) {
	for _, m := range p.Moves() {
		if m.Action != engine.Swap {
			continue
		}
		l, _, _ := oneplayer.LineOf(m.From)
		if (l == oneplayer.Horizontal) == horizontal {
			return m, true
		}
	}
	return engine.Move{}, false
}

func opComplete(p *oneplayer.Position) int {
	n := 0
	for _, l := range p.StartedLines() {
		if p.Complete(l) {
			n++
		}
	}
	return n
}

func opHandSel(slot int) string { return fmt.Sprintf(`#board .op-hand[data-slot="%d"]`, slot) }

func opCellSel(pl engine.Place) string {
	return fmt.Sprintf(`#board .op-cell[data-cell="%s"]`, oneplayer.CellName(pl))
}

// opState is what the One Player board shows, read in one evaluation.
type opState struct {
	Variant     string
	Hand        []string
	Cells       map[string]string // cell name → face, for the cells that hold a tile
	Open        []string
	Total       int
	Running     int
	Wall        int
	Turn        int
	TilesLeft   int
	EndDisabled bool
	EndTitle    string
	Lines       []opLineState
	Notice      string
	Result      string
	ResultText  string
}

type opLineState struct {
	Key       string
	Tiles     int
	Points    int
	Potential int
	Complete  bool
	Special   string
	Shows     string // the entry's potential as the page shows it, "" for a complete line
}

const opStateJS = `(() => {
	const b = document.getElementById("board");
	const num = (id) => Number(document.getElementById(id).dataset.value);
	const shown = (e) => !!e && !e.hidden && e.getClientRects().length > 0;
	const res = document.getElementById("result"), notice = document.getElementById("notice");
	const end = document.getElementById("end-turn");
	return {
		Variant: b.dataset.variant,
		Hand: [...b.querySelectorAll(".op-hand")].map((e) => e.dataset.face || ""),
		Cells: Object.fromEntries([...b.querySelectorAll(".op-cell[data-face]")].map((e) => [e.dataset.cell, e.dataset.face])),
		Open: [...b.querySelectorAll(".op-cell.open")].map((e) => e.dataset.cell),
		Total: num("op-total"), Running: num("op-running"), Wall: num("op-wall"), Turn: num("op-turn"),
		TilesLeft: num("tiles-left"),
		EndDisabled: end.getAttribute("aria-disabled") === "true", EndTitle: end.title,
		Lines: [...b.querySelectorAll(".op-line:not([hidden])")].map((e) => ({
			Key: e.dataset.line, Tiles: Number(e.dataset.tiles), Points: Number(e.dataset.points),
			Potential: Number(e.dataset.potential),
			Complete: e.dataset.complete === "true", Special: e.dataset.special || "",
			Shows: (e.querySelector(".op-line-potential") || {}).textContent || "",
		})),
		Notice: shown(notice) ? notice.textContent.trim() : "",
		Result: shown(res) ? res.dataset.result || "" : "",
		ResultText: shown(res) ? res.textContent.trim().replace(/\s+/g, " ") : "",
	};
})()`

func (tb *tab) opState() opState {
	tb.t.Helper()
	return read[opState](tb, opStateJS)
}

// opCheck compares what the page shows with the engine's position: hand, cross, open cells,
// scores, wall, turn, the End turn control and every line's entry.
func opCheck(t *testing.T, st opState, p *oneplayer.Position) {
	t.Helper()
	want := opState{
		Variant: p.Variant(), Cells: map[string]string{},
		Total: p.Score(), Running: p.Running(), Wall: p.WallLeft(), Turn: p.Turn(), TilesLeft: p.WallLeft(),
		EndDisabled: !p.CanEndTurn(),
	}
	for _, h := range p.Hand() {
		if h == engine.NoTile {
			want.Hand = append(want.Hand, "")
		} else {
			want.Hand = append(want.Hand, h.Code())
		}
	}
	for row := 0; row < oneplayer.Rows; row++ {
		for col := 0; col < oneplayer.Cols; col++ {
			if tile := p.At(oneplayer.CellPlace(row, col)); tile != engine.NoTile {
				want.Cells[oneplayer.CellName(oneplayer.CellPlace(row, col))] = tile.Code()
			}
		}
	}
	for _, c := range p.OpenCells() {
		want.Open = append(want.Open, oneplayer.CellName(c))
	}
	for _, l := range p.StartedLines() {
		s := p.LineScore(l)
		e := opLineState{Key: l.String(), Points: s.Points, Potential: p.LinePotential(l), Complete: s.Complete}
		if !s.Complete {
			e.Shows = "of at most " + strconv.Itoa(e.Potential)
		}
		for _, tile := range p.LineTiles(l) {
			if tile != engine.NoTile {
				e.Tiles++
			}
		}
		if s.Special != oneplayer.NoSpecial {
			e.Special = s.Special.String()
		}
		want.Lines = append(want.Lines, e)
	}
	got := st
	got.Notice, got.Result, got.ResultText, got.EndTitle = "", "", "", ""
	if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("%s deal %d turn %d: the page differs from the engine (-want +got):\n%s", p.Variant(), p.Deal(), p.Turn(), diff)
	}
	if r := p.EndTurnReason(); r != "" && p.Status() == engine.Playing && !strings.EqualFold(st.EndTitle, r+".") {
		t.Errorf("End turn is described as %q; want the engine's reason %q", st.EndTitle, r)
	}
}

// opClick clicks the elements in order with the mouse.
func (tb *tab) opClick(sels ...string) {
	tb.t.Helper()
	var actions []chromedp.Action
	for _, p := range tb.centres(sels...) {
		actions = append(actions, chromedp.MouseClickXY(p.X, p.Y))
	}
	tb.run(fmt.Sprintf("click %v", sels), actions...)
}

// opDrag presses the element from, moves in steps to the element to and lets go, with the
// mouse or a finger.
func (tb *tab) opDrag(from, to string, touch bool) {
	tb.t.Helper()
	pts := tb.centres(from, to)
	tb.run(fmt.Sprintf("drag %s to %s", from, to), drag(pts[0], pts[1], 6, touch))
}

// opViewport sizes the tab's window, as a touch screen when touch is set.
func (tb *tab) opViewport(w, h int64, touch bool) {
	tb.t.Helper()
	tb.run("set the viewport",
		chromedp.EmulateViewport(w, h),
		emulation.SetTouchEmulationEnabled(touch).WithMaxTouchPoints(5))
}

// opHint presses Hint and checks that the strategy's move is the one marked, and that the
// notice names its tiles.
func (tb *tab) opHint(p *oneplayer.Position) {
	tb.t.Helper()
	tb.press("#hint")
	var marked []string
	tb.eval(`[...document.querySelectorAll("#board .hint")].map((e) => e.dataset.cell || (e.dataset.slot ? "hand " + e.dataset.slot : e.id))`, &marked)
	m := opHint(p)
	var want []string
	switch m.Action {
	case engine.Step:
		want = []string{"hand " + strconv.Itoa(int(m.From)), oneplayer.CellName(m.To)}
	case engine.EndTurn:
		want = []string{"end-turn"}
	}
	if diff := cmp.Diff(want, marked); diff != "" {
		tb.t.Errorf("hint marks (-want +got):\n%s", diff)
	}
	if st := tb.state(); st.Notice != oneplayerview.HintNotice(p, m) {
		tb.t.Errorf("the hint's notice is %q, want %q", st.Notice, oneplayerview.HintNotice(p, m))
	}
}

// opPick clicks hand tile slot, checks that the cells it can go to are marked, takes a
// screenshot, and clicks it again to drop the pick.
func (tb *tab) opPick(p *oneplayer.Position, slot int, shot string) {
	tb.t.Helper()
	sel := opHandSel(slot)
	tb.opClick(sel)
	tb.wait("the pick", fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") === "true"`, sel))
	var marked []string
	tb.eval(`[...document.querySelectorAll("#board .op-cell.target")].map((e) => e.dataset.cell)`, &marked)
	var want []string
	for _, m := range engine.MovesFrom(p, oneplayer.HandPlace(slot)) {
		want = append(want, oneplayer.CellName(m.To))
	}
	if diff := cmp.Diff(want, marked); diff != "" {
		tb.t.Errorf("cells marked for hand tile %d (-want +got):\n%s", slot, diff)
	}
	tb.screenshot(shot)
	tb.opClick(sel)
	tb.wait("the pick to go", fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") === "false"`, sel))

	// The page handles a click synchronously, so timing click() measures one whole render.
	var ms []float64
	tb.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q), t = [];
		for (let i = 0; i < 10; i++) { const t0 = performance.now(); e.click(); t.push(performance.now() - t0); }
		return t; })()`, sel), &ms)
	sort.Float64s(ms)
	tb.t.Logf("a pick or its drop renders in %.1f ms (median of %d; slowest %.1f ms)", ms[len(ms)/2], len(ms), ms[len(ms)-1])
}

// opFits checks that the cross, the hand, the End turn control and the line scores lie
// inside a window of w×h, and that the page does not scroll.
func (tb *tab) opFits(w, h int64) {
	tb.t.Helper()
	var fit struct {
		Bad                    []string
		ScrollW, ScrollH, W, H float64
	}
	tb.eval(`(() => {
		const W = innerWidth, H = innerHeight, bad = [];
		const side = document.querySelector("#board .op-side").getBoundingClientRect();
		for (const e of document.querySelectorAll("#board .op-cell:not([hidden]), #board .op-hand, #end-turn, #op-total, #op-wall, #board .op-line:not([hidden])")) {
			const r = e.getBoundingClientRect();
			const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= W + 0.5 && r.bottom <= H + 0.5;
			const clipped = e.closest(".op-side") && r.bottom > side.bottom + 0.5;
			if (!inside || clipped) bad.push((e.dataset.cell || e.id || e.className) + " at " + [r.left, r.top, r.right, r.bottom].map(Math.round).join(","));
		}
		const se = document.scrollingElement;
		return {Bad: bad, ScrollW: se.scrollWidth, ScrollH: se.scrollHeight, W, H};
	})()`, &fit)
	if fit.W != float64(w) || fit.H != float64(h) {
		tb.t.Errorf("window is %vx%v, want %dx%d", fit.W, fit.H, w, h)
	}
	if len(fit.Bad) > 0 {
		tb.t.Errorf("%dx%d: %d elements outside the window or clipped, such as %q", w, h, len(fit.Bad), fit.Bad[:min(3, len(fit.Bad))])
	}
	if fit.ScrollW > fit.W || fit.ScrollH > fit.H {
		tb.t.Errorf("%dx%d: the page scrolls (%vx%v)", w, h, fit.ScrollW, fit.ScrollH)
	}
}

// opHint is the strategy's move from p.
func opHint(p *oneplayer.Position) engine.Move {
	m, _ := oneplayer.Hint(context.Background(), p)
	return m
}
