package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
)

// fcAutoDeal finds, in deals 1..60 of id, a position after two moves from which some move
// makes auto-play send a tile home when it is on: the line of the switch test. It returns
// the deal's start, the two moves and that move, played with auto-play off.
func fcAutoDeal(t *testing.T, id string) (*freecell.Position, []engine.Move) {
	t.Helper()
	for d := uint64(1); d <= 60; d++ {
		p := dealAs[*freecell.Position](t, id, d)
		line, q := []engine.Move{}, p
		for len(line) < 2 {
			ms := q.Moves()
			if len(ms) == 0 {
				break
			}
			m := ms[len(ms)/2]
			line, q = append(line, m), enginetest.Apply(t, q, m)
		}
		if len(line) < 2 {
			continue
		}
		off := q.WithAutoPlay(false)
		for _, m := range off.Moves() {
			if on, err := q.Apply(m); err == nil && len(enginetest.As[*freecell.Position](t, on).AutoPlayed()) > 0 {
				return p, append(line, m)
			}
		}
	}
	t.Fatalf("%s: no deal of 1..60 has a move that auto-plays after two moves", id)
	return nil, nil
}

// TestFreeCellAutoPlaySwitch switches auto-play off in the middle of a game through the
// page: the moves before the switch stay undoable, the game reloaded keeps auto-play off and
// its whole history, and undo walks back through the switch to the deal. Then a game begun
// with auto-play off (the player's setting) is reloaded and replays without auto-play.
func TestFreeCellAutoPlaySwitch(t *testing.T) {
	const id = "sea-winds"
	p0, line := fcAutoDeal(t, id)
	tb := newTab(t)
	t.Cleanup(func() {
		tb.run("forget the settings and the game", chromedp.Evaluate(`localStorage.removeItem("mahjong.v1.settings"), localStorage.removeItem("mahjong.v1.game.`+id+`")`, nil))
	})
	tb.run("viewport", chromedp.EmulateViewport(1366, 768))
	tb.open(fmt.Sprintf("#game=%s&deal=%d", id, p0.Deal()))
	fcCheck(t, "the deal", tb.fcPage(), p0, 0)

	// Two moves with auto-play on, the switch, one move with it off.
	positions := []*freecell.Position{p0} // after each step of the history
	p := p0
	for i, m := range line[:2] {
		tb.fcPlayClick(p, i, m)
		p = enginetest.Apply(t, p, m)
		positions = append(positions, p)
	}
	tb.wait("two moves", `document.getElementById("moves-available").dataset.value === "2"`)
	tb.press("#fc-autoplay")
	p = p.WithAutoPlay(false)
	positions = append(positions, p)
	pg := tb.fcPage()
	if pg.Auto {
		t.Fatal("the auto-play switch is still on after a click")
	}
	fcCheck(t, "after the switch", pg, p, 2)
	var undoOff bool
	tb.eval(`document.getElementById("undo").disabled`, &undoOff)
	if undoOff {
		t.Fatal("after the switch Undo is disabled: the moves before it were dropped")
	}
	tb.fcPlayClick(p, 2, line[2])
	p = enginetest.Apply(t, p, line[2])
	positions = append(positions, p)
	if len(p.AutoPlayed()) != 0 {
		t.Fatalf("%s auto-played natively with auto-play off", p.FormatMove(line[2]))
	}
	tb.wait("the third move", `document.getElementById("moves-available").dataset.value === "3"`)
	fcCheck(t, "after a move with auto-play off", tb.fcPage(), p, 3)

	// Reloaded, the game is the same, auto-play still off, with every step undoable.
	tb.reload()
	pg = tb.fcPage()
	if pg.Auto {
		t.Error("after a reload auto-play is on; the game was played with it off")
	}
	fcCheck(t, "after a reload", pg, p, 3)
	moves := []int{0, 1, 2, 2, 3} // the moves counter after each step: the switch is no move
	for step := len(positions) - 2; step >= 0; step-- {
		tb.press("#undo")
		pg := tb.fcPage()
		fcCheck(t, fmt.Sprintf("after undoing to step %d", step), pg, positions[step], moves[step])
		if pg.Auto != positions[step].AutoPlay() {
			t.Errorf("after undoing to step %d the switch shows auto-play %v, want %v", step, pg.Auto, positions[step].AutoPlay())
		}
	}
	for step := 1; step < len(positions); step++ {
		tb.press("#redo")
		fcCheck(t, fmt.Sprintf("after redoing step %d", step), tb.fcPage(), positions[step], moves[step])
	}

	// The switch is also the player's setting: a new deal begins with auto-play off, and the
	// save keeps that, so that its moves replay without auto-play after a reload.
	q0 := p0.WithAutoPlay(false)
	tb.run("leave the page", chromedp.Navigate("about:blank"))
	tb.open(fmt.Sprintf("#game=%s&deal=%d", id, p0.Deal()))
	if tb.fcPage().Auto {
		t.Fatal("a new deal begins with auto-play on after the player switched it off")
	}
	q := tb.fcPlayLine(q0, line)
	fcCheck(t, "a game begun with auto-play off", tb.fcPage(), q, len(line))
	tb.reload()
	pg = tb.fcPage()
	if pg.Auto {
		t.Error("after a reload auto-play is on; the game began with it off")
	}
	fcCheck(t, "a game begun with auto-play off, reloaded", pg, q, len(line))
	for range line {
		tb.press("#undo")
	}
	fcCheck(t, "undone to the deal", tb.fcPage(), q0, 0)
	tb.eval(`document.getElementById("undo").disabled`, &undoOff)
	if !undoOff {
		t.Error("at the deal of a game begun with auto-play off, Undo is still enabled")
	}
}
