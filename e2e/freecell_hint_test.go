package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
	freecellview "mahjong/wasm/freecell"
)

// fcLosingNodes is the budget of positions in which the native solver must decide each
// position of a losing line: a count, so that the line is the same on any machine under any
// load, and small (the positions it decides take at most 1,900 here, in 25 ms), so that the
// page, slower, decides them too within its searches' seconds.
const fcLosingNodes = 5_000

// fcLosingLine finds natively, from a deal of id the solver wins, legal moves that reach a
// position with no winning line, the solver deciding every position on the way within
// fcLosingNodes positions. It returns the deal, the moves and how many of them must be
// undone to reach a position that is won again (at least 3).
func fcLosingLine(t *testing.T, id string) (*freecell.Position, []engine.Move, int) {
	t.Helper()
	solve := func(p *freecell.Position) engine.Verdict { return fcSolve(p, fcLosingNodes).Verdict }
	for d := uint64(1); d <= 30; d++ {
		start := dealAs[*freecell.Position](t, id, d)
		if solve(start) != engine.Solved {
			continue
		}
		r := engine.NewRand("e2e/losing/"+id, d)
		p, line := start, []engine.Move(nil)
		verdicts := []engine.Verdict{engine.Solved}
		for len(line) < 40 {
			ms := p.Moves()
			if len(ms) == 0 {
				break
			}
			m := ms[r.Intn(len(ms))]
			p, line = enginetest.Apply(t, p, m), append(line, m)
			verdict := solve(p)
			if verdict == engine.Unknown {
				break
			}
			verdicts = append(verdicts, verdict)
			if p.Status() != engine.Playing {
				break
			}
			back := 0
			for k := len(verdicts) - 1; k >= 0 && verdicts[k] != engine.Solved; k-- {
				back++
			}
			if back >= 3 {
				// Several moves back, so that the page has to look through its history.
				return start, line, back
			}
		}
	}
	t.Fatalf("%s: no losing line found from deals 1..30", id)
	return nil, nil, 0
}

// TestFreeCellHintNoLine plays, through the page, moves that lose a winnable deal, asks for a
// hint (H), and checks that the page says there is no winning line from there and how many
// moves to undo to get back to one; undoing that many (U) reaches a position where Hint
// offers a move.
func TestFreeCellHintNoLine(t *testing.T) {
	const id = "sea-cell"
	p0, line, back := fcLosingLine(t, id)
	t.Logf("deal %d: %d moves lose it; %d undone win again", p0.Deal(), len(line), back)
	tb := newTab(t)
	tb.run("viewport", chromedp.EmulateViewport(1366, 768))
	tb.open(fmt.Sprintf("#game=%s&deal=%d", id, p0.Deal()))
	p := tb.fcPlayLine(p0, line)
	fcCheck(t, "the lost position", tb.fcPage(), p, len(line))

	tb.run("press H", chromedp.KeyEvent("h"))
	want := freecellview.NoLineNotice(back, true)
	if !strings.Contains(want, fmt.Sprintf("Undo %d move", back)) {
		t.Fatalf("the notice for %d moves back is %q", back, want)
	}
	err := chromedp.Run(tb.ctx, chromedp.Poll(fmt.Sprintf(`document.getElementById("notice").textContent.trim() === %q && document.getElementById("hint").textContent === "Hint"`, want), nil,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)))
	if err != nil {
		t.Fatalf("waiting for the notice %q: %v; the page says %q", want, err, tb.fcPage().Notice)
	}
	if pg := tb.fcPage(); len(pg.Hints) != 0 {
		t.Errorf("with no winning line the page marks %v as a hint", pg.Hints)
	}

	for k := 0; k < back; k++ {
		tb.afterRender("press U", chromedp.KeyEvent("u"))
	}
	q := p0
	for _, m := range line[:len(line)-back] {
		q = enginetest.Apply(t, q, m)
	}
	fcCheck(t, fmt.Sprintf("after undoing %d moves", back), tb.fcPage(), q, len(line)-back)
	tb.run("press H again", chromedp.KeyEvent("h"))
	err = chromedp.Run(tb.ctx, chromedp.Poll(`document.querySelectorAll("#board .hint").length >= 2 && document.getElementById("hint").textContent === "Hint"`, nil,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)))
	if err != nil {
		t.Fatalf("no hint after undoing %d moves: %v; the page says %q", back, err, tb.fcPage().Notice)
	}
	pg := tb.fcPage()
	if !strings.HasPrefix(pg.Notice, "Next move of a winning line") {
		t.Errorf("after undoing %d moves the hint says %q", back, pg.Notice)
	}
	tb.fcHintIsMove(q, pg)
}

// fcHintIsMove checks that the hint shown marks a legal move of p.
func (tb *tab) fcHintIsMove(p *freecell.Position, pg fcPage) {
	tb.t.Helper()
	for _, m := range p.Moves() {
		from, to := fcSource(p, m), freecellview.MarkOf(p, m.To)
		if len(pg.Hints) == 2 && (int(from) == pg.Hints[0] && int(to) == pg.Hints[1] || int(from) == pg.Hints[1] && int(to) == pg.Hints[0]) {
			return
		}
	}
	tb.t.Errorf("the hint marks %v, which is no legal move", pg.Hints)
}
