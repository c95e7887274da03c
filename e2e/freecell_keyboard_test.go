package e2e

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
	freecellview "mahjong/wasm/freecell"
)

// fcFocusJS reports where the focus is against the element of a place: whether it is there,
// the areas of both (0 tableau, 1 cells, 2 piles) and the way from one centre to the other.
const fcFocusJS = `((place) => {
	const area = (e) => e.classList.contains("fc-pile") ? 2 : e.classList.contains("fc-cell") ? 1 : 0;
	const e = document.querySelector('#board [data-place="' + place + '"]');
	const a = document.activeElement;
	if (!e || e.hidden) return {Why: "no element for place " + place};
	if (!a || !a.closest("#board") || !a.dataset.place) return {Why: "the focus is not on the board: " + (a ? a.outerHTML.slice(0, 120) : "none")};
	const r = e.getBoundingClientRect(), q = a.getBoundingClientRect();
	const st = getComputedStyle(a);
	return {
		Ready: true, Done: a === e, From: Number(a.dataset.place), Label: a.getAttribute("aria-label") || "",
		FromArea: area(a), ToArea: area(e),
		DX: (r.left + r.width / 2) - (q.left + q.width / 2), DY: (r.top + r.height / 2) - (q.top + q.height / 2),
		Ring: st.outlineStyle !== "none" && parseFloat(st.outlineWidth) >= 2,
	};
})`

type fcFocusState struct {
	Ready, Done      bool
	Why              string
	From             int
	Label            string
	FromArea, ToArea int
	DX, DY           float64
	Ring             bool
}

// fcKeys counts the keys a keyboard test pressed, by kind.
type fcKeys struct{ arrows, areas, enter int }

// fcFocus moves the focus to the element of place with the arrow keys alone (Shift+Up or
// Shift+Down to change area), each key chosen from where the element lies on the screen,
// and returns the focused element's state once it is there.
func (tb *tab) fcFocus(place engine.Place, keys *fcKeys) fcFocusState {
	tb.t.Helper()
	expr := fmt.Sprintf(`%s(%d)`, fcFocusJS, place)
	var st fcFocusState
	deadline := time.Now().Add(10 * time.Second)
	for !st.Ready {
		tb.eval(expr, &st)
		if !st.Ready {
			if time.Now().After(deadline) {
				tb.t.Fatalf("focus on place %d: %s", place, st.Why)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	var tried []string
	stuck := map[string]bool{} // keys that left the focus where it was, since it last moved
	for step := 0; !st.Done; step++ {
		if step == 80 {
			tb.screenshot("freecell-keyboard-failure")
			tb.t.Fatalf("the arrow keys do not lead to place %d: the focus is on %d (%q) after %v", place, st.From, st.Label, tried)
		}
		var key string
		var mods []chromedp.KeyOption
		switch {
		case st.ToArea > st.FromArea && !stuck["S+up"]:
			key, mods = "S+up", []chromedp.KeyOption{chromedp.KeyModifiers(input.ModifierShift)}
		case st.ToArea < st.FromArea && !stuck["S+down"]:
			key, mods = "S+down", []chromedp.KeyOption{chromedp.KeyModifiers(input.ModifierShift)}
		default:
			key = fcArrow(st.DX, st.DY, stuck)
		}
		arrow := map[string]string{"S+up": kb.ArrowUp, "S+down": kb.ArrowDown, "up": kb.ArrowUp, "down": kb.ArrowDown, "left": kb.ArrowLeft, "right": kb.ArrowRight}[key]
		if arrow == "" {
			tb.t.Fatalf("every key leaves the focus on %d (%q), short of place %d; tried %v", st.From, st.Label, place, tried)
		}
		tried = append(tried, fmt.Sprintf("%s (from %d)", key, st.From))
		from := st.From
		tb.run("press "+key, chromedp.KeyEvent(arrow, mods...), chromedp.Evaluate(expr, &st))
		if strings.HasPrefix(key, "S+") {
			keys.areas++
		} else {
			keys.arrows++
		}
		if st.From == from {
			stuck[key] = true
		} else {
			clear(stuck)
		}
	}
	return st
}

// fcArrow picks the arrow toward a point dx, dy away, as a player would: across to the
// column first, then up or down it, leaving out the keys that did not move the focus.
func fcArrow(dx, dy float64, stuck map[string]bool) string {
	h, v := "right", "down"
	if dx < 0 {
		h = "left"
	}
	if dy < 0 {
		v = "up"
	}
	order := []string{h, v}
	if math.Abs(dx) < 20 {
		order = []string{v, h}
	}
	for _, k := range order {
		if !stuck[k] && (k == h && math.Abs(dx) > 2 || k == v && math.Abs(dy) > 2) {
			return k
		}
	}
	return ""
}

// fcShortest finds natively, among deals 1..20 of id, the one the solver wins (within fcNodes
// positions) with the fewest moves.
func fcShortest(t *testing.T, id string) (*freecell.Position, []engine.Move) {
	t.Helper()
	var best *freecell.Position
	var line []engine.Move
	for d := uint64(1); d <= 20; d++ {
		p := dealAs[*freecell.Position](t, id, d)
		sol := fcSolve(p, fcNodes)
		if sol.Verdict == engine.Solved && (best == nil || len(sol.Moves) < len(line)) {
			best, line = p, sol.Moves
		}
	}
	if best == nil {
		t.Fatalf("%s: the solver won none of deals 1..20", id)
	}
	return best, line
}

// TestFreeCellKeyboard wins a whole Sea Cell deal with the keyboard alone, following the
// solver's line: Tab into the board, the arrow keys to a tile (Shift+Up/Down between the
// tableau, the cells and the piles), Enter to pick it, the arrows to its destination, Enter
// or Space to place it. On the way it checks the focus ring, the tiles' names and what the
// live region says after each move.
func TestFreeCellKeyboard(t *testing.T) {
	const id = "sea-cell"
	p, line := fcShortest(t, id)
	t.Logf("deal %d, %d moves", p.Deal(), len(line))
	tb := newTab(t)
	tb.run("viewport", chromedp.EmulateViewport(1366, 768))
	tb.open(fmt.Sprintf("#game=%s&deal=%d", id, p.Deal()))

	tabs := 0
	for ; tabs < 80; tabs++ {
		var in bool
		tb.run("press Tab", chromedp.KeyEvent(kb.Tab), chromedp.Evaluate(`!!document.activeElement.closest("#board [data-place]")`, &in))
		if in {
			break
		}
	}
	if tabs == 80 {
		t.Fatal("Tab never reaches the board")
	}
	var keys fcKeys
	for i, m := range line {
		src, dst := fcSource(p, m), fcDest(t, p, m)
		st := tb.fcFocus(src, &keys)
		if !st.Ring {
			t.Errorf("move %d: the focused tile shows no focus ring", i+1)
		}
		name := p.Tile(m.From).String()
		if s, ok := freecellview.SlotOf(src); ok {
			name = p.LevelTiles(s.Col, s.Level)[s.Row].String() // the head of a group
		}
		if !strings.HasPrefix(st.Label, name+", available") && !strings.HasPrefix(st.Label, "Cell ") {
			t.Errorf("move %d: the tile to move is named %q, want %q first", i+1, st.Label, name+", available")
		}
		before := tb.version()
		tb.run("press Enter", chromedp.KeyEvent(kb.Enter))
		keys.enter++
		tb.wait("the pick", fmt.Sprintf(`Number(document.getElementById("board").dataset.version) > %d && document.querySelector('#board [data-place="%d"]').getAttribute("aria-pressed") === "true"`, before, src))
		tb.fcFocus(dst, &keys)
		place := kb.Enter
		if i%2 == 1 {
			place = " "
		}
		tb.run("place", chromedp.KeyEvent(place))
		keys.enter++
		tb.wait("the move", fmt.Sprintf(`document.getElementById("moves-available").dataset.value === "%d"`, i+1))
		np := enginetest.Apply(t, p, m)
		if i%10 == 0 || i == len(line)-1 {
			fcCheck(t, fmt.Sprintf("after move %d %s", i+1, p.FormatMove(m)), tb.fcPage(), np, i+1)
			var said string
			tb.eval(`document.getElementById("live").textContent`, &said)
			if want := freecellview.Announce(p, m, np); !strings.HasPrefix(said, want) {
				t.Errorf("after move %d the live region says %q, want %q", i+1, said, want)
			}
		}
		p = np
	}
	tb.wait("the win", `document.getElementById("result").dataset.result === "won" && !document.getElementById("result").hidden`)
	if keys.areas == 0 {
		t.Error("no move needed Shift+Up/Down between the areas")
	}
	t.Logf("won with %d Tab, %d arrow keys, %d area keys, %d Enter/Space", tabs+1, keys.arrows, keys.areas, keys.enter)
}
