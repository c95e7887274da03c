package e2e

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	pagelink "mahjong/wasm/link"
)

// layoutFixture is a layout file of the engine's tests (or, named testdata/NAME, of these),
// with the variant the page makes of it: the same id (layoutfile.ID) and deals.
func layoutFixture(t *testing.T, name string) (path string, v *engine.Variant) {
	t.Helper()
	if !strings.HasPrefix(name, "testdata/") {
		name = filepath.Join("..", "engine", "layoutfile", "testdata", name)
	}
	path, err := filepath.Abs(name)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ls, err := layoutfile.Read(data)
	if err != nil || len(ls) != 1 {
		t.Fatalf("%s: %d layouts, %v", name, len(ls), err)
	}
	v, err = shanghai.NewVariant(layoutfile.ID(ls[0].Layout), "Mahjong Solitaire: "+ls[0].Name, ls[0].Layout)
	if err != nil {
		t.Fatal(err)
	}
	return path, v
}

// openGallery opens the layout gallery with the mouse and waits until the library is there.
func (tb *tab) openGallery() {
	tb.t.Helper()
	tb.run("open the gallery", chromedp.Click("#layout-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the gallery", modal("gallery")+` && document.getElementById("gallery-list").dataset.library === "true"`)
}

// playFromGallery clicks layout id's entry in the open gallery and waits for its board.
func (tb *tab) playFromGallery(id string) {
	tb.t.Helper()
	tb.run("play "+id, chromedp.Click(fmt.Sprintf(`#gallery-list [data-gallery="play"][data-layout=%q]`, id), chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait(id+"'s board", fmt.Sprintf(`document.getElementById("board").dataset.variant === %q && !document.getElementById("gallery").open`, id))
}

// pick switches to game id as a player does: from the game menu, or, for a layout of
// Mahjong Solitaire the menu does not show, from the gallery.
func (tb *tab) pick(id string) {
	tb.t.Helper()
	var offered bool
	tb.eval(`[...document.getElementById("variant").options].some((o) => o.value === `+jsString(id)+`)`, &offered)
	if !offered {
		tb.openGallery()
		tb.playFromGallery(id)
		return
	}
	tb.eval(`(() => { const s = document.getElementById("variant"); s.value = `+jsString(id)+`;
		s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, nil)
}

// playPairs removes the first n pairs of the solver's line of the deal shown, with the mouse.
func (tb *tab) playPairs(v *engine.Variant, n int) {
	tb.t.Helper()
	st := tb.state()
	deal, err := strconv.ParseUint(st.Deal, 10, 64)
	if err != nil {
		tb.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sol := v.Solve(ctx, v.New(deal))
	if sol.Verdict != engine.Solved {
		tb.t.Fatalf("%s deal %d: the solver says %v", v.ID, deal, sol.Verdict)
	}
	for _, m := range sol.Moves[:n] {
		tb.removePair(int(m.From), int(m.To))
	}
}

// flipped is a Kyodai file of another shape than steps.layout's (its steps upside down): the
// same shape in another file is the same layout, once trimmed.
const flipped = "testdata/steps-flipped.lay"

// TestLayoutImport opens a KMahjongg .layout and a Kyodai .lay file through the gallery's
// file input, plays a few pairs of each, and finds both, and the game, after a reload; a
// file that cannot be used is refused with the reader's message and changes nothing.
func TestLayoutImport(t *testing.T) {
	tb := newTab(t)
	tb.open("#game=shanghai-square&deal=1")
	tb.openGallery()
	for i, name := range []string{"steps.layout", flipped} {
		path, v := layoutFixture(t, name)
		if i > 0 {
			tb.openGallery()
		}
		tb.run("open "+name, chromedp.SetUploadFiles("#layout-file", []string{path}, chromedp.ByQuery))
		tb.wait(name+" in My layouts", fmt.Sprintf(`document.querySelector('#gallery-list [data-layout=%q]') !== null && document.getElementById("gallery-size").value === "mine"`, v.ID))
		tb.playFromGallery(v.ID)
		tb.playPairs(v, 2)
		if st := tb.state(); st.TilesLeft != 8 {
			t.Errorf("%s after two pairs: %d tiles left, want 8", name, st.TilesLeft)
		}
	}
	_, lay := layoutFixture(t, flipped)
	st := tb.reload()
	if st.Variant != lay.ID || st.TilesLeft != 8 {
		t.Errorf("after the reload: %s with %d tiles; want %s with 8", st.Variant, st.TilesLeft, lay.ID)
	}
	tb.openGallery()
	tb.run("show My layouts", chromedp.SetValue("#gallery-size", "mine", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("gallery-size").dispatchEvent(new Event("change")), true`, nil))
	var mine int
	tb.eval(`document.querySelectorAll('#gallery-list [data-gallery="play"]').length`, &mine)
	if mine != 2 {
		t.Errorf("My layouts after the reload: %d, want 2", mine)
	}

	bad := filepath.Join(t.TempDir(), "odd.layout")
	os.WriteFile(bad, []byte("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n4343\n12..\n"), 0o644)
	tb.run("open odd.layout", chromedp.SetUploadFiles("#layout-file", []string{bad}, chromedp.ByQuery))
	tb.wait("the refusal", `document.getElementById("gallery-status").textContent.startsWith("odd.layout was not opened: ")`)
	var status string
	tb.eval(`document.getElementById("gallery-status").textContent`, &status)
	t.Logf("refused: %s", status)
	tb.eval(`document.querySelectorAll('#gallery-list [data-gallery="play"]').length`, &mine)
	if mine != 2 {
		t.Errorf("My layouts after a refused file: %d, want 2", mine)
	}

	// Rename the layout being played, share it, then delete it: the page falls back on
	// the default game.
	at := func(act string) string {
		return fmt.Sprintf(`#gallery-list [data-gallery=%q][data-layout=%q]`, act, lay.ID)
	}
	tb.run("rename", chromedp.Click(at("rename"), chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the rename dialog", modal("rename-dialog"))
	tb.run("type the name", chromedp.SetValue("#rename-name", "  Kyodai   steps ", chromedp.ByQuery),
		chromedp.Click(`[data-gallery="rename-ok"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the new name", fmt.Sprintf(`document.querySelector(%q).textContent.startsWith("Kyodai steps 12 tiles") && document.getElementById("variant").selectedOptions[0].text === "Mahjong Solitaire: Kyodai steps"`, at("play")))
	tb.run("share", chromedp.Click(at("share"), chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the layout link", modal("layout-share-dialog"))
	var shared string
	tb.eval(`document.getElementById("layout-share-url").value`, &shared)
	if !strings.Contains(shared, "#game="+lay.ID+"&layout=1") || !strings.HasSuffix(shared, "&name=Kyodai%20steps") {
		t.Errorf("the layout link is %q", shared)
	}
	tb.run("close the link", chromedp.Click(`#layout-share-dialog [data-home="close"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.run("delete", chromedp.Click(at("delete"), chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the confirmation", modal("delete-dialog"))
	tb.run("confirm", chromedp.Click(`[data-gallery="delete-ok"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the default game", fmt.Sprintf(`document.getElementById("board").dataset.variant === %q`, defaultGame))
	tb.openGallery()
	var left bool
	tb.eval(`document.querySelector(`+jsString(at("play"))+`) === null`, &left)
	if !left {
		t.Error("the deleted layout is still in the gallery")
	}
}

// TestLayoutRefusalLanguage opens files the engine refuses in a German page: the reason
// is German too, numbers in German digits (Intl's grouping), what the file says kept.
func TestLayoutRefusalLanguage(t *testing.T) {
	tb := newTab(t)
	tb.navigate(baseURL + "?lang=de#game=shanghai-square&deal=1")
	tests := []struct{ file, want string }{
		{"odd.layout", "odd.layout wurde nicht geöffnet: eine ungerade Anzahl Steine (3): Steine werden paarweise abgeräumt. Nichts wurde geändert."},
		{"mah-too-many-boards.mah", "mah-too-many-boards.mah wurde nicht geöffnet: zu viele Spielfelder (1.001): höchstens 1.000 in einer Datei. Nichts wurde geändert."},
		{"mah-bad-number.mah", "mah-bad-number.mah wurde nicht geöffnet: Spielfeld 1 (A): Lage 0, Reihe 0: erwartet eine Spalte oder eine Folge [Spalte, Anzahl], nicht 1.5. Nichts wurde geändert."},
	}
	for _, tt := range tests {
		path, err := filepath.Abs(filepath.Join("..", "engine", "layoutfile", "testdata", "refused", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		tb.openGallery()
		tb.run("open "+tt.file, chromedp.SetUploadFiles("#layout-file", []string{path}, chromedp.ByQuery))
		tb.wait("the refusal of "+tt.file, `document.getElementById("gallery-status").textContent.startsWith(`+jsString(tt.file+" wurde")+`)`)
		var got string
		tb.eval(`document.getElementById("gallery-status").textContent`, &got)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.file, diff)
		}
		tb.key(kb.Escape)
		tb.wait("the gallery closed", `!document.getElementById("gallery").open`)
	}
}

// TestLayoutLink opens a link that carries a layout in a browser of its own (a fresh
// profile): the layout plays without its file, and joins My layouts.
func TestLayoutLink(t *testing.T) {
	_, v := layoutFixture(t, "steps.layout")
	code := pagelink.EncodeLayout(v.New(1).(*shanghai.Position).Layout().Slots)
	frag := pagelink.FormatFragment(pagelink.Link{Game: v.ID, Deal: 3, Layout: code, Name: "Little Steps"})
	ctx, stop, err := harness.StartBrowser(chromium)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	tb := newTabIn(t, ctx)
	st := tb.open(frag)
	if st.Variant != v.ID || st.Deal != "3" || st.TilesLeft != 12 {
		t.Fatalf("the layout link opens %s deal %s with %d tiles; want %s deal 3 with 12", st.Variant, st.Deal, st.TilesLeft, v.ID)
	}
	tb.playPairs(v, 1)
	if st := tb.reload(); st.Variant != v.ID || st.TilesLeft != 10 {
		t.Errorf("after a reload: %s with %d tiles; want %s with 10", st.Variant, st.TilesLeft, v.ID)
	}

	// The game's replay link carries the layout too: it replays in another fresh profile.
	tb.run("share the game", chromedp.Click("#share-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the share dialog", modal("share-dialog"))
	var replay string
	tb.eval(`document.getElementById("share-url").value`, &replay)
	ctx2, stop2, err := harness.StartBrowser(chromium)
	if err != nil {
		t.Fatal(err)
	}
	defer stop2()
	rt := newTabIn(t, ctx2)
	if st := rt.navigate(replay); st.Variant != v.ID || st.Deal != "3" || st.TilesLeft != 10 {
		t.Errorf("the replay link %s opens %s deal %s with %d tiles; want %s deal 3 with 10", replay, st.Variant, st.Deal, st.TilesLeft, v.ID)
	}
	rt.wait("the replay bar", `!document.getElementById("replay-bar").hidden`)
}

// TestLayoutGallery chooses a layout of the library by keyboard alone, and opens another
// by its link: the library loads when first wanted.
func TestLayoutGallery(t *testing.T) {
	tb := newTab(t)
	tb.open("#game=shanghai-turtle&deal=2")
	tb.focusOn("#layout-open")
	tb.key(kb.Enter)
	tb.wait("the gallery by keyboard", modal("gallery")+` && document.querySelector('#gallery-list [data-layout="shanghai-arena"]') !== null`)
	const want = `#gallery-list [data-gallery="play"][data-layout="shanghai-arena"]`
	for i := 0; ; i++ {
		var on bool
		tb.eval(`document.activeElement.matches(`+jsString(want)+`)`, &on)
		if on {
			break
		}
		if i == 60 {
			t.Fatal("Tab never reached Arena's entry")
		}
		tb.key(kb.Tab)
	}
	var name string
	tb.eval(`document.activeElement.textContent`, &name)
	if name != "Arena 136 tiles not won yet" {
		t.Errorf("Arena's entry reads %q", name)
	}
	tb.key(kb.Enter)
	tb.wait("Arena's board", `document.getElementById("board").dataset.variant === "shanghai-arena"`)
	if st := tb.state(); st.TilesLeft != 136 || st.Picked != "shanghai-arena" {
		t.Errorf("Arena: %d tiles, menu %q; want 136 and shanghai-arena", st.TilesLeft, st.Picked)
	}

	ot := newTab(t)
	if st := ot.open("#game=shanghai-butterfly&deal=7"); st.Variant != "shanghai-butterfly" || st.Deal != "7" || st.TilesLeft != 108 {
		t.Errorf("a link to Butterfly opens %s deal %s with %d tiles", st.Variant, st.Deal, st.TilesLeft)
	}
	if st := ot.open("#game=shanghai-random-12&deal=1"); st.Variant != "shanghai-random-12" || st.TilesLeft < 72 || st.TilesLeft > 144 {
		t.Errorf("a link to random layout 12 opens %s with %d tiles", st.Variant, st.TilesLeft)
	}
}

// TestLayoutOffline opens a layout of the library by its link on a first visit, before the
// service worker controls the page: the library is fetched again through the worker once it
// does, so that with the server gone the layout still opens, and the gallery still lists
// the library.
func TestLayoutOffline(t *testing.T) {
	srv, stop := serveAlone(t)
	tb := newTab(t)
	page := srv.URL + "#game=shanghai-butterfly&deal=3"
	if st := tb.navigate(page); st.Variant != "shanghai-butterfly" {
		t.Fatalf("the first visit opens %s", st.Variant)
	}
	tb.wait("the service worker to control the page", `navigator.serviceWorker.controller !== null`)
	tb.wait("layouts.txt in the cache", `(caches.match("layouts.txt").then((r) => { window.layoutsCached = !!r; }), window.layoutsCached === true)`)
	// The file reader, downloaded when a file is first opened, is kept too.
	first, v1 := layoutFixture(t, "steps.layout")
	tb.openGallery()
	tb.run("open steps.layout", chromedp.SetUploadFiles("#layout-file", []string{first}, chromedp.ByQuery))
	tb.wait("steps.layout in My layouts", fmt.Sprintf(`document.querySelector('#gallery-list [data-layout=%q]') !== null`, v1.ID))
	stop()
	if st := tb.reload(); st.Variant != "shanghai-butterfly" || st.Deal != "3" || st.TilesLeft != 108 {
		t.Fatalf("offline: %s deal %s with %d tiles; want shanghai-butterfly deal 3 with 108", st.Variant, st.Deal, st.TilesLeft)
	}
	tb.openGallery()
	tb.playFromGallery("shanghai-arena")
	if st := tb.state(); st.TilesLeft != 136 {
		t.Errorf("Arena offline: %d tiles, want 136", st.TilesLeft)
	}
	second, v2 := layoutFixture(t, flipped)
	tb.openGallery()
	tb.run("open steps-flipped.lay offline", chromedp.SetUploadFiles("#layout-file", []string{second}, chromedp.ByQuery))
	tb.wait("steps-flipped.lay in My layouts, offline", fmt.Sprintf(`document.querySelector('#gallery-list [data-layout=%q]') !== null`, v2.ID))
	tb.playFromGallery(v2.ID)
}

// marginFile writes a KMahjongg v1.1 file, w by h by 3, of slots moved by (dx, dy): the
// layout with empty columns and rows on every side, as a player's file often has them.
func marginFile(t *testing.T, w, h, dx, dy int, slots []shanghai.Slot) string {
	t.Helper()
	cells := []byte(strings.Repeat(".", w*h*3))
	for _, s := range slots {
		i := (s.Z*h+s.Y+dy)*w + s.X + dx
		cells[i], cells[i+1], cells[i+w], cells[i+w+1] = '1', '2', '4', '3'
	}
	var b strings.Builder
	fmt.Fprintf(&b, "kmahjongg-layout-v1.1\n# name: Margins\nw%d\nh%d\nd3\n", w, h)
	for i := 0; i < len(cells); i += w {
		b.Write(cells[i : i+w])
		b.WriteByte('\n')
	}
	p := filepath.Join(t.TempDir(), "margins.layout")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLayoutImportCentred imports a layout of 24 tiles, 12 half-tile columns wide, from a
// file whose grid is 32 wide with its tiles in the bottom-right corner: its board is trimmed
// to its tiles, so that it is centred on the stage, at a laptop's size and a phone's; the
// screenshots are artifacts (imported-layout-WxH.png).
func TestLayoutImportCentred(t *testing.T) {
	// Two rows of six tiles, a row of five on them, seven on top: 24 tiles.
	var slots []shanghai.Slot
	for x := 0; x < 12; x += 2 {
		slots = append(slots, shanghai.Slot{X: x}, shanghai.Slot{X: x, Y: 2})
	}
	for x := 1; x < 11; x += 2 {
		slots = append(slots, shanghai.Slot{X: x, Y: 1, Z: 1})
	}
	for x := 2; x < 10; x += 2 {
		slots = append(slots, shanghai.Slot{X: x, Y: 0, Z: 2}, shanghai.Slot{X: x, Y: 2, Z: 2})
	}
	slots = slots[:len(slots)-1]
	path := marginFile(t, 32, 16, 18, 10, slots)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ls, err := layoutfile.Read(data)
	if err != nil || len(ls) != 1 || ls[0].Layout.Len() != 24 {
		t.Fatalf("the file reads as %d layouts, %v", len(ls), err)
	}
	id := layoutfile.ID(ls[0].Layout)
	for _, size := range harness.Sizes[:2] {
		t.Run(size.Name, func(t *testing.T) {
			tb := newTab(t)
			tb.forgetZoom()
			tb.run("the window", phone(size.Width, size.Height, size.Phone))
			tb.open("#game=shanghai-square&deal=1")
			tb.openGallery()
			tb.run("open margins.layout", chromedp.SetUploadFiles("#layout-file", []string{path}, chromedp.ByQuery))
			tb.wait("the layout in My layouts", fmt.Sprintf(`document.querySelector('#gallery-list [data-layout=%q]') !== null`, id))
			var thumb struct{ Tiles, Box []float64 }
			tb.eval(fmt.Sprintf(`(() => {
				const svg = document.querySelector('#gallery-list [data-gallery="play"][data-layout=%q] svg');
				const b = svg.getBBox(), v = svg.viewBox.baseVal;
				return {Tiles: [b.x, b.y, b.x + b.width, b.y + b.height], Box: [v.x, v.y, v.x + v.width, v.y + v.height]};
			})()`, id), &thumb)
			checkCentred(t, "the gallery's picture", thumb.Tiles, thumb.Box, 0.1)
			tb.playFromGallery(id)
			tb.wait("the board drawn", `document.querySelectorAll("#board .tile:not([hidden])").length === 24`)
			var board struct{ Tiles, Stage []float64 }
			tb.eval(`(() => {
				const s = document.getElementById("stage").getBoundingClientRect();
				let l = Infinity, t = Infinity, r = -Infinity, b = -Infinity;
				for (const e of document.querySelectorAll("#board .tile:not([hidden])")) {
					const q = e.getBoundingClientRect();
					l = Math.min(l, q.left); t = Math.min(t, q.top); r = Math.max(r, q.right); b = Math.max(b, q.bottom);
				}
				return {Tiles: [l, t, r, b], Stage: [s.left, s.top, s.right, s.bottom]};
			})()`, &board)
			checkCentred(t, "the board", board.Tiles, board.Stage, 0.05)
			tb.screenshot("imported-layout-" + size.Name)
		})
	}
}

// checkCentred fails t unless the box tiles (left, top, right, bottom) is centred in the box
// room, within tolerance times room's width and height.
func checkCentred(t *testing.T, what string, tiles, room []float64, tolerance float64) {
	t.Helper()
	for i, axis := range []string{"across", "down"} {
		gap1, gap2 := tiles[i]-room[i], room[i+2]-tiles[i+2]
		if gap1 < -1 || gap2 < -1 || math.Abs(gap1-gap2) > tolerance*(room[i+2]-room[i]) {
			t.Errorf("%s %s: %.0f before the tiles and %.0f after, in %.0f; want them centred (tiles %v in %v)",
				what, axis, gap1, gap2, room[i+2]-room[i], tiles, room)
		}
	}
}
