package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
	"mahjong/engine/stones"
	pagelink "mahjong/wasm/link"
	"mahjong/wasm/store"
)

// The lines below are engine/status's fixtures (engine/status/testdata), where the answers
// are proved: each is played into a position the solver proves lost, and the walk back
// finds the last winnable position a few moves earlier.

// outlookJS reads the status: its state, the number of moves its undo button takes back
// (0 while it is hidden), its text and the moves played.
const outlookJS = `(() => { const o = document.getElementById("outlook");
	const b = document.getElementById("outlook-undo");
	return {State: o.hidden ? "hidden" : o.dataset.state, Undo: b.hidden ? 0 : Number(o.dataset.undo),
		Text: document.getElementById("outlook-text").textContent, Button: b.hidden ? "" : b.textContent,
		Label: b.getAttribute("aria-label") || ""}; })()`

type outlookState struct {
	State, Text, Button, Label string
	Undo                       int
}

// waitOutlook waits until the status shows state (and, for "not-winnable", the undo button
// of undo moves), and returns it.
func (tb *tab) waitOutlook(state string, undo int) outlookState {
	tb.t.Helper()
	cond := fmt.Sprintf(`(() => { const s = %s; return s.State === %q && s.Undo === %d; })()`, outlookJS, state, undo)
	tb.wait(fmt.Sprintf("the status %s (undo %d)", state, undo), cond)
	return read[outlookState](tb, outlookJS)
}

// statusOn turns the status on in Settings (it is off at a first visit), and off again when
// the test ends: the browser's storage is shared by the tests that follow, whose statistics
// would count their wins as helped.
func (tb *tab) statusOn() {
	tb.t.Helper()
	tb.setSetting("status", "true")
	tb.t.Cleanup(func() { tb.setSetting("status", "false") })
}

// outlookUndo presses "Undo N moves" and checks that the page is back to winnable, showing
// tiles tiles (or stones, or cards) left.
func (tb *tab) outlookUndo(st outlookState, tiles int, winnable string) {
	tb.t.Helper()
	want := fmt.Sprintf("Undo %d moves", st.Undo)
	if st.Button != want || st.Label != want+" to the last winnable position" {
		tb.t.Errorf("the undo button says %q (%q), want %q", st.Button, st.Label, want)
	}
	tb.press("#outlook-undo")
	back := tb.waitOutlook("winnable", 0)
	if back.Text != winnable {
		tb.t.Errorf("back at the last winnable position, the status says %q, want %q", back.Text, winnable)
	}
	if got := tb.state().TilesLeft; got != tiles {
		tb.t.Errorf("after the undo, the page counts %d left, want %d as at the last winnable position", got, tiles)
	}
	tb.checkProblems()
}

// statusGame opens deal n of game id with the status on, to be played into the loss of
// engine/status's fixture (statusLine), and returns the tab, the fixture's moves and the
// number of moves its walk back undoes.
func statusGame(t *testing.T, id string, n uint64, fixture string) (tb *tab, line []string, undo int) {
	t.Helper()
	line, undo = statusLine(t, fixture)
	tb = newTab(t)
	tb.open(link(id, n))
	tb.statusOn()
	return tb, line, undo
}

// statusLine reads the moves of one of engine/status's fixtures (its line "moves: ..."),
// and the number of moves its walk back undoes.
func statusLine(t *testing.T, name string) ([]string, int) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "engine", "status", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	undo := 0
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "moves: "); ok {
			moves = strings.Fields(v)
		}
		if v, ok := strings.CutPrefix(l, "back: undo "); ok {
			fmt.Sscanf(v, "%d", &undo)
		}
	}
	if len(moves) == 0 || undo == 0 {
		t.Fatalf("%s: no moves, or no walk back to a winnable position", name)
	}
	return moves, undo
}

// playToLoss plays line from p, each move with play, checking on the way that the position
// undo moves before the end is winnable; it returns what the page counts left there.
func (tb *tab) playToLoss(p engine.Position, line []string, undo int, play func(engine.Move)) (tiles int) {
	tb.t.Helper()
	for i, name := range line {
		if i == len(line)-undo {
			tb.waitOutlook("winnable", 0)
			tiles = tb.state().TilesLeft
		}
		m, err := p.ParseMove(name)
		if err != nil {
			tb.t.Fatal(err)
		}
		play(m)
		p = enginetest.Apply(tb.t, p, m)
	}
	return tiles
}

// TestOutlookSquare plays Square deal 1 into a proved loss with the mouse, sees the status
// go from winnable to not winnable with "Undo 3 moves", and undoes back to winnable.
func TestOutlookSquare(t *testing.T) {
	const id, n = "shanghai-square", 1
	tb, line, undo := statusGame(t, id, n, "square-loss.txt")
	const winnable = "Winnable without shuffling (proved)"
	if st := tb.waitOutlook("winnable", 0); st.Text != winnable {
		t.Errorf("as dealt, the status says %q, want %q", st.Text, winnable)
	}
	tiles := tb.playToLoss(deal(t, id, n), line, undo, func(m engine.Move) { tb.removePair(int(m.From), int(m.To)) })
	st := tb.waitOutlook("not-winnable", undo)
	if want := "Not winnable without shuffling any more (proved)."; st.Text != want {
		t.Errorf("lost, the status says %q, want %q", st.Text, want)
	}
	tb.screenshot("outlook-square-lost")
	tb.outlookUndo(st, tiles, winnable)
}

// TestOutlookStones plays Tiny Pebbles deal 2 into a proved loss with the mouse, and undoes
// back to winnable.
func TestOutlookStones(t *testing.T) {
	const id, n = "tiny-pebbles", 2
	tb, line, undo := statusGame(t, id, n, "pebbles-loss.txt")
	tb.waitOutlook("winnable", 0)
	tiles := tb.playToLoss(dealAs[*stones.Position](t, id, n), line, undo, func(m engine.Move) { tb.stonesClick(int(m.To)) })
	st := tb.waitOutlook("not-winnable", undo)
	tb.screenshot("outlook-stones-lost")
	// The last stone has no square: the game is over, and its result in the way.
	tb.run("close the result", chromedp.Click(`#result [data-home="close"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the result to close", `!document.getElementById("result").open`)
	tb.outlookUndo(st, tiles, "Winnable (proved)")
}

// TestOutlookSea opens Sea Winds deal 1 at its last winnable position (a replay, played on
// from there), plays the fatal moves with the mouse, and undoes back to winnable.
func TestOutlookSea(t *testing.T) {
	const id, n = "sea-winds", 1
	tb, line, undo := statusGame(t, id, n, "sea-winds-loss.txt")
	before := line[:len(line)-undo]
	tb.open(pagelink.FormatReplay(pagelink.Replay{Game: id, Deal: n, Moves: before, At: len(before)}))
	tb.replayAt(len(before))
	tb.press("#replay-play")
	tb.wait("play from here", `document.getElementById("replay-bar").hidden`)
	tb.waitOutlook("winnable", 0)
	tiles := tb.state().TilesLeft
	g, err := store.ReplayMoves(variant(t, id), n, "", before)
	if err != nil {
		t.Fatal(err)
	}
	p := enginetest.As[*freecell.Position](t, g.Position())
	for _, name := range line[len(before):] {
		m, err := p.ParseMove(name)
		if err != nil {
			t.Fatal(err)
		}
		tb.fcPlayClick(p, -1, m) // -1: whatever the count of moves available
		p = enginetest.Apply(t, p, m)
	}
	st := tb.waitOutlook("not-winnable", undo)
	tb.screenshot("outlook-sea-lost")
	tb.outlookUndo(st, tiles, "Winnable (proved)")
}
