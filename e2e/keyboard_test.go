package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/oneplayer"
	"mahjong/engine/stones"
	opview "mahjong/wasm/oneplayer"
)

// nextKeyJS names the key that brings the focus closer to the element sel: a layer key
// between the board's areas (data-area), else the arrow that points at it (left or right
// at exactly 45°), with the centres rounded down to pixels as the page measures them; ""
// once it has the focus. Where names the focused element.
const nextKeyJS = `((sel) => {
	const t = document.querySelector(sel), a = document.activeElement;
	const where = a.dataset.cell || a.dataset.slot || a.id || a.tagName;
	if (!t) return {Where: where, Key: "missing " + sel};
	if (a === t) return {Where: where, Key: ""};
	const areas = [...document.querySelectorAll("#board [data-area]")];
	const area = (e) => areas.indexOf(e.closest("[data-area]"));
	const at = area(t), aa = area(a);
	if (at !== aa) return {Where: where, Key: at > aa ? "PageDown" : "PageUp"};
	const centre = (e) => { const r = e.getBoundingClientRect();
		return [Math.trunc(r.left + r.width / 2), Math.trunc(r.top + r.height / 2)]; };
	const [tx, ty] = centre(t), [ax, ay] = centre(a), dx = tx - ax, dy = ty - ay;
	if (Math.abs(dx) >= Math.abs(dy)) return {Where: where, Key: dx > 0 ? "ArrowRight" : "ArrowLeft"};
	return {Where: where, Key: dy > 0 ? "ArrowDown" : "ArrowUp"};
})`

var keyNames = map[string]string{"PageDown": kb.PageDown, "PageUp": kb.PageUp, "ArrowRight": kb.ArrowRight,
	"ArrowLeft": kb.ArrowLeft, "ArrowDown": kb.ArrowDown, "ArrowUp": kb.ArrowUp}

// navTo moves the focus to sel with the arrow and layer keys alone, as a player who sees
// the board does: each time the key that points at it. It fails when the focus comes back
// to a place it has already been, that is when the keys would go round in circles.
func (tb *tab) navTo(sel string) {
	tb.t.Helper()
	var went []string
	for i := 0; i < 80; i++ {
		var next struct {
			Where string
			Key   string
		}
		tb.eval(nextKeyJS+"("+fmt.Sprintf("%q", sel)+")", &next)
		if next.Key == "" {
			return
		}
		for _, w := range went {
			if w == next.Where {
				tb.t.Fatalf("the keys towards %s go round: %s, %s", sel, strings.Join(went, ", "), next.Where)
			}
		}
		went = append(went, next.Where)
		name, ok := keyNames[next.Key]
		if !ok {
			tb.t.Fatalf("cannot reach %s: %s", sel, next.Key)
		}
		tb.key(name)
	}
	tb.t.Fatalf("80 keys did not bring the focus to %s: %s", sel, strings.Join(went, ", "))
}

// tabIntoBoard presses Tab from the top of the page until the focus is on the board.
func (tb *tab) tabIntoBoard() {
	tb.t.Helper()
	tb.eval(`document.activeElement.blur(), true`, nil)
	for i := 0; i < 40; i++ {
		tb.key(kb.Tab)
		var in bool
		tb.eval(`document.getElementById("board").contains(document.activeElement)`, &in)
		if in {
			return
		}
	}
	tb.t.Fatal("40 Tabs did not reach the board")
}

// focusRing checks that the focused element matches :focus-visible and draws an outline.
func (tb *tab) focusRing(what string) {
	tb.t.Helper()
	var ring struct {
		Visible bool
		Style   string
		Width   float64
	}
	tb.eval(`(() => { const e = document.activeElement, s = getComputedStyle(e);
		return {Visible: e.matches(":focus-visible"), Style: s.outlineStyle, Width: parseFloat(s.outlineWidth)}; })()`, &ring)
	if !ring.Visible || ring.Style == "none" || ring.Width < 2 {
		tb.t.Errorf("%s: the focus ring is not visible (:focus-visible %v, outline %s %.1fpx)", what, ring.Visible, ring.Style, ring.Width)
	}
}

func (tb *tab) live() string {
	tb.t.Helper()
	var s string
	tb.eval(`document.getElementById("live").textContent`, &s)
	return s
}

// noMouse fails the test if the page saw any mouse or pointer event.
const noMouseJS = `(() => { window.__mouse = 0;
	for (const t of ["mousedown", "mouseup", "pointerdown", "pointerup", "mousemove", "pointermove"])
		addEventListener(t, (e) => { if (e.isTrusted) window.__mouse++; }, true);
	return true; })()`

func (tb *tab) checkNoMouse() {
	tb.t.Helper()
	var n int
	tb.eval(`window.__mouse`, &n)
	if n != 0 {
		tb.t.Errorf("the page saw %d mouse or pointer events during a keyboard-only game", n)
	}
}

// keyShortcuts checks U, Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z, H and N (asked, then kept with
// Escape) in the middle of a game, leaving it as it was. tiles reads the status line's first
// number as the page shows it.
func (tb *tab) keyShortcuts(label string, before, undone int) {
	t := tb.t
	t.Helper()
	count := func(want int, what string) {
		t.Helper()
		tb.wait(what, fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, want))
	}
	tb.key("u")
	count(undone, "U to undo")
	if got := tb.live(); got != fmt.Sprintf("Undone; %s %d", label, undone) {
		t.Errorf("after U the live region says %q", got)
	}
	tb.key("y", chromedp.KeyModifiers(input.ModifierCtrl))
	count(before, "Ctrl+Y to redo")
	if got := tb.live(); got != fmt.Sprintf("Redone; %s %d", label, before) {
		t.Errorf("after Ctrl+Y the live region says %q", got)
	}
	tb.key("z", chromedp.KeyModifiers(input.ModifierCtrl))
	count(undone, "Ctrl+Z to undo")
	tb.key("Z", chromedp.KeyModifiers(input.ModifierCtrl|input.ModifierShift))
	count(before, "Ctrl+Shift+Z to redo")
	v := tb.version()
	tb.key("h")
	tb.wait("the hint", fmt.Sprintf(`Number(document.getElementById("board").dataset.version) > %d && document.querySelector("#board .hint")`, v))
	var deal string
	tb.eval(`document.getElementById("board").dataset.deal`, &deal)
	tb.key("n")
	tb.wait("New game to ask", modal("confirm-new"))
	tb.key(kb.Escape)
	tb.wait("the game kept", fmt.Sprintf(`!document.getElementById("confirm-new").open && document.getElementById("board").dataset.deal === %q`, deal))
}

// TestKeyboardOnePlayer plays a whole game of One Player with the keyboard alone: Tab onto
// the board, arrows and the layer keys between the hand and the lines, Enter and Space to
// pick and place, E to end the turn; the focus ring shows, the live region says each move,
// and the shortcuts work; at the end the result's New game deals the next game.
func TestKeyboardOnePlayer(t *testing.T) {
	const id, n = "one-player", 31
	p := dealAs[*oneplayer.Position](t, id, n)
	tb := newTab(t)
	tb.open(link(id, n))
	tb.eval(noMouseJS, nil)
	tb.tabIntoBoard()
	tb.focusRing("the first tile of the hand")
	// End turn is in the way even before the turn may end: pressed, it says why not.
	area := "hand"
	for _, step := range []struct{ name, key, want string }{
		{"PageDown", kb.PageDown, "turn"}, {"PageDown", kb.PageDown, "lines"}, {"PageUp", kb.PageUp, "turn"}, {"PageUp", kb.PageUp, "hand"},
	} {
		from := area
		tb.key(step.key)
		tb.eval(`document.activeElement.closest("[data-area]").dataset.area`, &area)
		if area != step.want {
			t.Errorf("%s from the %s goes to the %q area, want the %s", step.name, from, area, step.want)
		}
	}
	moves, shortcuts := 0, false
	for p.Status() == engine.Playing {
		if moves > 400 {
			t.Fatalf("no end after %d moves", moves)
		}
		m := opHint(p)
		switch m.Action {
		case engine.Step:
			hand, cell := opHandSel(int(m.From)), opCellSel(m.To)
			tile := p.Hand()[m.From]
			tb.navTo(hand)
			pick := kb.Enter
			if moves%2 == 1 {
				pick = " "
			}
			tb.key(pick)
			tb.wait("the pick", fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") === "true"`, hand))
			tb.navTo(cell)
			if moves == 0 {
				tb.focusRing("a cell of the lines")
			}
			tb.key(kb.Enter)
			tb.wait("the tile on "+oneplayer.CellName(m.To), fmt.Sprintf(
				`document.querySelector(%q).dataset.face === %q && !document.querySelector(%q).dataset.face`, cell, tile.Code(), hand))
			want := "Placed " + tile.String() + " on " + opview.CellName(m.To)
			if got := tb.live(); !strings.HasPrefix(got, want) {
				t.Errorf("after placing, the live region says %q, want %q...", got, want)
			}
		case engine.EndTurn:
			tb.key("e")
			tb.wait("the next turn", fmt.Sprintf(`document.getElementById("op-turn").dataset.value === "%d"`, p.Turn()+1))
			if got, want := tb.live(), fmt.Sprintf("Turn %d: ", p.Turn()+1); !strings.HasPrefix(got, want) {
				t.Errorf("after E the live region says %q, want %q...", got, want)
			}
		default:
			t.Fatalf("the strategy proposes %s", p.FormatMove(m))
		}
		p = enginetest.Apply(t, p, m)
		moves++
		if !shortcuts && m.Action == engine.Step && p.Status() == engine.Playing && p.WallLeft() > 0 {
			shortcuts = true
			// U takes the placement back: the wall count does not change, so the check is on
			// the turn's line; the engine's position is unchanged afterwards.
			tb.keyShortcuts("Wall", p.WallLeft(), p.WallLeft())
		}
	}
	tb.wait("the result with the focus", modal("result"))
	tb.checkNoMouse()
	var deal string
	tb.key(kb.Enter) // the first action: New game
	tb.wait("a new game", fmt.Sprintf(`document.getElementById("board").dataset.deal !== "%d" && !document.getElementById("result").open`, n))
	tb.eval(`document.getElementById("board").dataset.deal`, &deal)
	var onBoard bool
	tb.wait("the focus", `document.activeElement !== document.getElementById("result").querySelector("button")`)
	tb.eval(`document.getElementById("board").contains(document.activeElement)`, &onBoard)
	if !onBoard {
		var at string
		tb.eval(`document.activeElement.outerHTML.slice(0, 100)`, &at)
		t.Errorf("after New game from the result the focus is on %s, want the board", at)
	}
	t.Logf("%s deal %d: %d moves by keyboard, score %d; next deal %s", id, n, moves, p.Score(), deal)
}

// TestKeyboardStones plays a whole game of Tiny Pebbles with the keyboard alone: the arrows
// walk the squares, Enter and Space place, PageDown reaches the panel's switch and PageUp
// comes back; the focus ring shows, the live region says each placement, the shortcuts work.
func TestKeyboardStones(t *testing.T) {
	n, line := stonesWinnablePebbles(t)
	p := dealAs[*stones.Position](t, "tiny-pebbles", n)
	tb := newTab(t)
	tb.open(link("tiny-pebbles", n))
	tb.eval(noMouseJS, nil)
	tb.tabIntoBoard()
	tb.focusRing("a square")
	tb.key(kb.PageDown)
	var cls string
	tb.eval(`document.activeElement.className`, &cls)
	if cls != "stones-legal" {
		t.Errorf("PageDown from the squares goes to %q, want the Show legal squares switch", cls)
	}
	tb.focusRing("the switch")
	tb.key(kb.Enter)
	tb.wait("the legal squares shown", `document.querySelector("#board .stones-legal").getAttribute("aria-pressed") === "true"`)
	tb.key(kb.PageUp)
	at := func() int {
		var sq int
		tb.eval(`Number(document.activeElement.dataset.square)`, &sq)
		return sq
	}
	for i, sq := range line {
		cur := at()
		cols := p.Cols()
		for cur/cols < sq/cols {
			tb.key(kb.ArrowDown)
			cur += cols
		}
		for cur/cols > sq/cols {
			tb.key(kb.ArrowUp)
			cur -= cols
		}
		for cur%cols < sq%cols {
			tb.key(kb.ArrowRight)
			cur++
		}
		for cur%cols > sq%cols {
			tb.key(kb.ArrowLeft)
			cur--
		}
		if got := at(); got != sq {
			t.Fatalf("the arrows led to square %d, want %d", got, sq)
		}
		stone, _ := p.Current()
		place := kb.Enter
		if i%2 == 1 {
			place = " "
		}
		tb.key(place)
		tb.wait("the stone on "+stones.SquareName(sq, cols), fmt.Sprintf(`document.querySelector(%q).dataset.stone === %q`, stonesSquareSel(sq), stone.Code()))
		want := "Placed " + stone.String() + " on " + stones.SquareName(sq, cols)
		if got := tb.live(); !strings.HasPrefix(got, want) {
			t.Errorf("after placing, the live region says %q, want %q...", got, want)
		}
		p = stonesPlace(t, p, sq)
		if i == 2 {
			tb.keyShortcuts("Stones left", p.StockLeft(), p.StockLeft()+1)
			tb.focusRing("the square after the shortcuts")
		}
	}
	if p.Status() != engine.Won {
		t.Fatalf("the solver's line ended %v", p.Status())
	}
	tb.wait("the result with the focus", modal("result"))
	tb.checkNoMouse()
}
