package e2e

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTwoTabs opens tabs of one browser profile on the site. Playing different games, then
// the same game, then another deal of the same game, and reloading each, no tab loses or
// corrupts the other's saved game; a tab follows the other's moves through the storage
// event; a game replaced from another tab counts as played once.
func TestTwoTabs(t *testing.T) {
	const sq, py = "shanghai-square", "shanghai-pyramid"
	sqLine, pyLine := solve(t, deal(t, sq, 81)), solve(t, deal(t, py, 82))
	a, b := newTab(t), newTab(t)
	a.open(link(sq, 81))
	a.eval(`["game.`+sq+`", "game.`+py+`", "stats"].forEach((k) => localStorage.removeItem("mahjong.v1." + k)), true`, nil)
	a.open(link(sq, 81))
	sqFull := a.state().TilesLeft
	for _, m := range sqLine[:2] {
		a.removePair(int(m.From), int(m.To))
	}
	pyFull := b.open(link(py, 82)).TilesLeft
	for _, m := range pyLine[:3] {
		b.removePair(int(m.From), int(m.To))
	}
	a.removePair(int(sqLine[2].From), int(sqLine[2].To))

	// Different games: each reload finds its own.
	for _, c := range []struct {
		tb    *tab
		id    string
		deal  string
		tiles int
	}{{a, sq, "81", sqFull - 6}, {b, py, "82", pyFull - 6}, {a, sq, "81", sqFull - 6}} {
		if st := c.tb.reload(); st.Variant != c.id || st.Deal != c.deal || st.TilesLeft != c.tiles {
			t.Errorf("after reload: %s deal %s, %d tiles left; want %s deal %s, %d", st.Variant, st.Deal, st.TilesLeft, c.id, c.deal, c.tiles)
		}
	}

	// The same game: b switches to it and resumes a's game; each follows the other's moves.
	b.pick(sq)
	b.wait("the switch", fmt.Sprintf(`document.getElementById("board").dataset.variant === %q`, sq))
	if st := b.state(); st.Deal != "81" || st.TilesLeft != sqFull-6 {
		t.Fatalf("b switched to %s: deal %s, %d tiles left; want a's game, deal 81 with %d", sq, st.Deal, st.TilesLeft, sqFull-6)
	}
	b.removePair(int(sqLine[3].From), int(sqLine[3].To))
	a.wait("a to follow b's move", fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, sqFull-8))
	a.removePair(int(sqLine[4].From), int(sqLine[4].To))
	b.wait("b to follow a's move", fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, sqFull-10))
	a.press("#undo")
	b.wait("b to follow a's undo", fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, sqFull-8))
	for _, tb := range []*tab{a, b} {
		st := tb.reload()
		var redo bool
		tb.eval(`!document.getElementById("redo").disabled`, &redo)
		if st.Deal != "81" || st.TilesLeft != sqFull-8 || !redo {
			t.Errorf("after reload: deal %s, %d tiles left, redo %v; want deal 81, %d tiles, redo possible", st.Deal, st.TilesLeft, redo, sqFull-8)
		}
	}
	// b's pyramid game is still there.
	b.pick(py)
	b.wait("the switch back", fmt.Sprintf(`document.getElementById("board").dataset.variant === %q`, py))
	if st := b.state(); st.Deal != "82" || st.TilesLeft != pyFull-6 {
		t.Errorf("b's pyramid game after playing square: deal %s, %d tiles left; want deal 82, %d", st.Deal, st.TilesLeft, pyFull-6)
	}

	// A third tab opens another deal of the same game: a's game stays until c moves.
	c := newTab(t)
	c.open(link(sq, 83))
	var saved string
	a.eval(`localStorage.getItem("mahjong.v1.game.`+sq+`").split(";")[2]`, &saved)
	if saved != "81" {
		t.Fatalf("opening deal 83 in another tab replaced the save of deal 81 (now deal %s)", saved)
	}
	if st := a.reload(); st.Deal != "81" || st.TilesLeft != sqFull-8 {
		t.Errorf("a after c opened deal 83: deal %s, %d tiles left; want deal 81, %d", st.Deal, st.TilesLeft, sqFull-8)
	}
	if got := a.statsRow(sq); len(got) < 2 || !cmp.Equal(got[:2], []string{"0", "0"}) {
		t.Errorf("statistics before c moves: %q, want nothing played", got)
	}
	cLine := solve(t, deal(t, sq, 83))
	c.removePair(int(cLine[0].From), int(cLine[0].To))
	a.wait("a to follow c's deal", `document.getElementById("board").dataset.deal === "83" && document.getElementById("notice").textContent.includes("another tab")`)
	if got := a.statsRow(sq); len(got) < 2 || !cmp.Equal(got[:2], []string{"1", "0"}) {
		t.Errorf("statistics after c replaced a's game: %q, want played 1 (a's deal 81), won 0", got)
	}
	a.removePair(int(cLine[1].From), int(cLine[1].To))
	c.wait("c to follow a's move", fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, sqFull-4))
	if got := c.statsRow(sq); len(got) < 2 || !cmp.Equal(got[:2], []string{"1", "0"}) {
		t.Errorf("statistics after both played deal 83: %q, want still played 1", got)
	}
}
