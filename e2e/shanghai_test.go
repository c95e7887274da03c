package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/shanghai"
	pagelink "mahjong/wasm/link"
	"mahjong/wasm/store"
)

// link is the address fragment that opens deal n of variant id.
func link(id string, n uint64) string { return fmt.Sprintf("#game=%s&deal=%d", id, n) }

// TestWinShanghai wins a whole deal of each layout by clicking the solver's pairs.
func TestWinShanghai(t *testing.T) {
	for _, tt := range []struct {
		id   string
		deal uint64
	}{
		{"shanghai-square", 11},
		{"shanghai-pyramid", 12},
		{"shanghai-turtle", 13},
	} {
		t.Run(tt.id, func(t *testing.T) {
			p := deal(t, tt.id, tt.deal)
			line := solve(t, p)
			tb := newTab(t)
			st := tb.open(link(tt.id, tt.deal))
			if st.Deal != fmt.Sprint(tt.deal) || st.Hash != link(tt.id, tt.deal) {
				t.Errorf("opened %s: board data-deal %q, address %q", link(tt.id, tt.deal), st.Deal, st.Hash)
			}
			checkBoard(t, st, p)
			tb.screenshot(tt.id + "-start")

			for i, m := range line {
				tb.removePair(int(m.From), int(m.To))
				p = enginetest.Apply(t, p, m)
				if i == len(line)/2 {
					checkBoard(t, tb.state(), p)
				}
			}
			tb.wait("the win to be shown", `(() => { const r = document.getElementById("result");
				return !r.hidden && r.dataset.result === "won" && r.getClientRects().length > 0; })()`)
			st = tb.state()
			checkBoard(t, st, p)
			if st.Result != "won" || st.ResultText == "" {
				t.Errorf("#result: data-result %q, text %q; want won, with a message", st.Result, st.ResultText)
			}
			for _, b := range []string{"New game", "Restart"} {
				if !contains(st.ResultButtons, b) {
					t.Errorf("#result offers %q, want a %q button", st.ResultButtons, b)
				}
			}
			tb.screenshot(tt.id + "-won")
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func TestUndoRedo(t *testing.T) {
	const id, n = "shanghai-turtle", 5
	p := deal(t, id, n)
	m := p.Moves()[0]
	after := enginetest.Apply(t, p, m)
	a, b := int(m.From), int(m.To)

	tb := newTab(t)
	start := tb.open(link(id, n))
	checkBoard(t, start, p)

	tb.removePair(a, b)
	checkBoard(t, tb.state(), after)

	tb.press("#undo")
	undone := tb.state()
	checkBoard(t, undone, p)
	for _, slot := range []int{a, b} {
		was, _ := start.tile(slot)
		now, ok := undone.tile(slot)
		if !ok || now.Hidden || now.Face != was.Face {
			t.Errorf("after Undo, slot %d shows %+v; want %q visible again", slot, now, was.Face)
		}
	}

	tb.press("#redo")
	checkBoard(t, tb.state(), after)
}

func TestShuffle(t *testing.T) {
	const id = "shanghai-square"
	n, line := stuck(t, id)
	p := deal(t, id, n)
	for _, m := range line {
		p = enginetest.Apply(t, p, m)
	}
	t.Logf("%s deal %d is stuck after %d pairs with %d tiles left", id, n, len(line), p.Remaining())

	tb := newTab(t)
	tb.open(link(id, n))
	for _, m := range line {
		tb.removePair(int(m.From), int(m.To))
	}
	before := tb.state()
	checkBoard(t, before, p)
	if before.ShuffleOff || before.ShuffleLeft != "5" || !strings.Contains(before.ShuffleText, "5") {
		t.Errorf("stuck with 5 shuffles left: #shuffle disabled=%v data-left=%q text %q; want enabled, 5, showing 5",
			before.ShuffleOff, before.ShuffleLeft, before.ShuffleText)
	}
	tb.screenshot(id + "-stuck")

	tb.press("#shuffle")
	shuffled := enginetest.Apply(t, p, shanghai.ShuffleMove)
	after := tb.state()
	checkBoard(t, after, shuffled)
	if after.ShuffleLeft != "4" || !strings.Contains(after.ShuffleText, "4") {
		t.Errorf("after a shuffle: #shuffle data-left=%q text %q; want 4", after.ShuffleLeft, after.ShuffleText)
	}
	if cmp.Equal(before.faces(), after.faces()) {
		t.Errorf("the shuffle left every face where it was")
	}
	if diff := cmp.Diff(sortedFaces(before), sortedFaces(after)); diff != "" {
		t.Errorf("the shuffle changed which tiles remain (-before +after):\n%s", diff)
	}
	if after.Moves == 0 && after.Result != "lost" {
		t.Errorf("after the shuffle no pair is available and the game is not shown lost: %s", after.summary())
	}
	if shuffled.Status() == engine.Lost && after.Result != "lost" {
		t.Errorf("the engine says lost; #result shows %q", after.Result)
	}
	tb.screenshot(id + "-shuffled")

	tb.press("#undo")
	undone := tb.state()
	checkBoard(t, undone, p)
	if diff := cmp.Diff(before.faces(), undone.faces()); diff != "" {
		t.Errorf("Undo of the shuffle (-before +after undo):\n%s", diff)
	}
	if undone.ShuffleLeft != "5" {
		t.Errorf("after undoing the shuffle: #shuffle data-left=%q, want 5", undone.ShuffleLeft)
	}
}

func sortedFaces(st state) []string {
	var fs []string
	for _, f := range st.faces() {
		fs = append(fs, f)
	}
	sort.Strings(fs)
	return fs
}

// TestHint asks for a hint on a deal as dealt and on testdata/hard-hint.txt, a replay link
// to a position reached by random pairs, the hardest for the solver of 6,000 such positions
// of deals 1–300 (thousands of relaxations, so the search runs over several of the page's
// slices): two free tiles of one face are marked, a pair the engine allows.
func TestHint(t *testing.T) {
	hard := hardHint(t)
	for _, tt := range []struct {
		name  string
		id    string
		n     uint64
		moves []string
	}{
		{"as dealt", "shanghai-turtle", 9, nil},
		{"after random pairs", hard.Game, hard.Deal, hard.Moves},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := deal(t, tt.id, tt.n)
			tb := newTab(t)
			tb.open(link(tt.id, tt.n))
			if tt.moves != nil {
				g, err := store.ReplayMoves(variant(t, tt.id), tt.n, "", tt.moves)
				if err != nil {
					t.Fatal(err)
				}
				p = enginetest.As[*shanghai.Position](t, g.Position())
				tb.open(pagelink.FormatReplay(pagelink.Replay{Game: tt.id, Deal: tt.n, Moves: tt.moves, At: len(tt.moves)}))
				tb.replayAt(len(tt.moves))
				tb.press("#replay-play")
				tb.wait("play from here", `document.getElementById("replay-bar").hidden`)
			}
			tb.press("#hint")
			checkHint(t, tb.state(), p)
			tb.screenshot(fmt.Sprintf("%s-%d-hint", tt.id, tt.n))
		})
	}
}

// hardHint reads testdata/hard-hint.txt, which the bench's hint section measures too.
func hardHint(t *testing.T) pagelink.Replay {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "hard-hint.txt"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := pagelink.ParseReplay(strings.TrimSpace(string(data)), func(string) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkHint checks that st marks two visible free tiles of p that make a pair p allows,
// and that its notice names them.
func checkHint(t *testing.T, st state, p *shanghai.Position) {
	t.Helper()
	var hinted []tileState
	for _, e := range st.Tiles {
		if e.Hint {
			hinted = append(hinted, e)
		}
	}
	if len(hinted) != 2 {
		t.Fatalf("%d tiles have class hint, want 2: %+v", len(hinted), hinted)
	}
	x, y := hinted[0], hinted[1]
	for _, e := range hinted {
		if e.Hidden || e.Free != "true" {
			t.Errorf("hinted slot %d: hidden=%v data-free=%q; want a visible free tile", e.Slot, e.Hidden, e.Free)
		}
	}
	fx, errx := engine.ParseTile(x.Face)
	fy, erry := engine.ParseTile(y.Face)
	if errx != nil || erry != nil || !shanghai.Matches(fx, fy) {
		t.Errorf("hinted faces %q and %q do not match", x.Face, y.Face)
	}
	// The notice names the two tiles, for a screen reader as much as for the eye.
	if a, b := fx.String()+" and "+fy.String(), fy.String()+" and "+fx.String(); !strings.Contains(st.Notice, a) && !strings.Contains(st.Notice, b) {
		t.Errorf("the hint's notice %q does not name the tiles %q", st.Notice, a)
	}
	legal := false
	for _, m := range p.Moves() {
		if m.Action == engine.Step && (int(m.From) == x.Slot && int(m.To) == y.Slot || int(m.From) == y.Slot && int(m.To) == x.Slot) {
			legal = true
		}
	}
	if !legal {
		t.Errorf("the hint %d-%d is not a move the engine allows", x.Slot, y.Slot)
	}
}
