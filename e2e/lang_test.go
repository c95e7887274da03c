package e2e

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"

	"mahjong/e2e/harness"
	"mahjong/engine/catalog"
	"mahjong/internal/i18n"
	"mahjong/internal/site"
	"mahjong/wasm/msg"
)

// staticI18n is static/i18n of the repository, the catalogs.
const staticI18n = "../static/i18n"

// siteLanguages are the site's languages: the catalogs of static/i18n, English first.
func siteLanguages(t *testing.T) []i18n.Header {
	t.Helper()
	langs, err := i18n.Languages(staticI18n)
	if err != nil {
		t.Fatal(err)
	}
	return langs
}

// testCatalog is a catalog of lang made from the English, as a translator's first file
// would be: every text marked with the tag (so that the test sees it is this catalog's),
// and each plural message a form per CLDR category of the language, the category named in
// it ("{n} tiles left ‹few›").
func testCatalog(t *testing.T, h i18n.Header) *i18n.Catalog {
	t.Helper()
	en, err := i18n.Read(filepath.Join(staticI18n, "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	c := &i18n.Catalog{Header: h, Entries: map[string]i18n.Entry{}}
	for k, e := range en.Entries {
		if e.Text != "" {
			c.Entries[k] = i18n.Entry{Context: e.Context, Text: "⁅" + h.Language + " " + e.Text + "⁆"}
			continue
		}
		var f i18n.Entry
		forms := map[string]*string{"zero": &f.Zero, "one": &f.One, "two": &f.Two, "few": &f.Few, "many": &f.Many, "other": &f.Other}
		for _, cat := range msg.AllCategories(h.Language) {
			*forms[cat] = e.Other + " ‹" + cat + "›"
		}
		f.Context = e.Context
		c.Entries[k] = f
	}
	return c
}

// languageSite makes, in a folder of the test's, the site the build makes from static/ with
// the catalog files extra added to static/i18n, and serves it: the built site's modules,
// page and scripts (a language changes none of them), and the build's language step
// (site.Catalogs) run on static/i18n and the extra files. It returns the server's URL.
func languageSite(t *testing.T, extra ...*i18n.Catalog) string {
	t.Helper()
	dir := t.TempDir()
	copySite(t, dir, func(rel string, b []byte) ([]byte, bool) {
		// What the language step writes is written again; a compressed copy would be stale.
		ext := filepath.Ext(rel)
		return b, ext != ".br" && ext != ".gz" && !strings.HasPrefix(rel, "i18n"+string(filepath.Separator))
	})
	if err := os.CopyFS(filepath.Join(dir, "i18n"), os.DirFS(staticI18n)); err != nil {
		t.Fatal(err)
	}
	for _, c := range extra {
		if err := c.Write(filepath.Join(dir, "i18n", c.Header.Language+".json")); err != nil {
			t.Fatal(err)
		}
	}
	if err := site.Catalogs(dir, catalog.All()); err != nil {
		t.Fatal(err)
	}
	srv, err := harness.StartServer(dir, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	return srv.URL
}

// TestLanguageFromOneFile adds a language to the site with one catalog file alone
// (Belarusian, whose plural rule no present language has: 142 is "few"), and opens the
// page with the browser's languages Belarusian first: the page picks it, offers it in the
// Settings' language menu under its own name, and a move is announced in its plural form.
func TestLanguageFromOneFile(t *testing.T) {
	for _, l := range siteLanguages(t) {
		if l.Language == "be" {
			t.Fatal("static/i18n has a Belarusian catalog: give this test a language the site lacks")
		}
	}
	be := testCatalog(t, i18n.Header{Language: "be", Name: "Беларуская", Note: "a test's"})
	url := languageSite(t, be)
	p := deal(t, "shanghai-turtle", 1)
	line := solve(t, p)
	tb := newTab(t)
	tb.run("browser language be", emulation.SetUserAgentOverride("Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36").WithAcceptLanguage("be-BY,en;q=0.5"))
	tb.navigate(url + link("shanghai-turtle", 1))
	tb.removePair(int(line[0].From), int(line[0].To))
	want := "142 tiles left ‹few›"
	tb.wait("the move announced in Belarusian", `document.getElementById("live").textContent.includes(`+jsString(want)+`)`)
	var got struct {
		Lang, Restart, Option string
	}
	tb.eval(`document.getElementById("settings-open").click(), true`, nil)
	tb.wait("the language menu", `document.querySelectorAll("#lang-select option").length > 1`)
	tb.eval(`({Lang: document.documentElement.lang, Restart: document.getElementById("restart").textContent,
		Option: (document.querySelector('#lang-select option[value="be"]') || {}).textContent || ""})`, &got)
	if want := (struct{ Lang, Restart, Option string }{"be", be.Entries["Restart"].Text, "Беларуская"}); got != want {
		t.Errorf("the page shows %+v, want %+v", got, want)
	}
}

// TestRightToLeft opens the page in Arabic (static/i18n/ar.json; while there is none, a
// catalog the test makes from the English): <html dir> is rtl, the toolbar and the status
// line are mirrored (the game's menu on the right, the tile count at the right), the board is
// not (the Turtle's tiles where they are in English), and the counters and the clock are
// written in the language's digits, as Intl writes them.
func TestRightToLeft(t *testing.T) {
	var extra []*i18n.Catalog
	if _, err := os.Stat(filepath.Join(staticI18n, "ar.json")); os.IsNotExist(err) {
		extra = append(extra, testCatalog(t, i18n.Header{Language: "ar", Name: "العربية", Note: "a test's", Dir: "rtl"}))
	}
	url := languageSite(t, extra...)
	type box struct{ Left, Right float64 }
	type page struct {
		Dir, Lang, Tiles, Time, Zero, Count   string
		Controls, Picker, FirstStat, LastStat box
		Tiles0                                [][3]float64 // slot, x and y in tile widths from the board's first tile
	}
	read := func(tb *tab) page {
		var p page
		tb.eval(`(() => {
			const box = (el) => { const r = el.getBoundingClientRect(); return {Left: r.left, Right: r.right}; };
			const stats = [...document.querySelectorAll("#status > .stat:not([hidden])")];
			const tiles = [...document.querySelectorAll("#board [data-slot]")].filter((e) => !e.hidden);
			const r0 = tiles[0].getBoundingClientRect();
			const tag = document.documentElement.lang;
			return {Dir: document.documentElement.dir, Lang: tag,
				Tiles: document.getElementById("tiles-left").textContent, Time: document.getElementById("time").textContent,
				Count: new Intl.NumberFormat(tag).format(144),
				Zero: (() => { const f = new Intl.NumberFormat(tag, {useGrouping: false}); return f.format(0) + ":" + f.format(0) + f.format(0); })(),
				Controls: box(document.getElementById("controls")), Picker: box(document.querySelector("#controls .picker")),
				FirstStat: box(stats[0]), LastStat: box(stats[stats.length - 1]),
				Tiles0: tiles.map((e) => { const r = e.getBoundingClientRect(); return [Number(e.dataset.slot), (r.left - r0.left) / r0.width, (r.top - r0.top) / r0.width]; })};
		})()`, &p)
		return p
	}
	tb := newTab(t)
	tb.navigate(url + link("shanghai-turtle", 1))
	en := read(tb)
	tb.navigate(url + "?lang=ar" + link("shanghai-turtle", 1))
	ar := read(tb)
	if ar.Dir != "rtl" || ar.Lang != "ar" || en.Dir == "rtl" {
		t.Fatalf("<html> has lang %q dir %q in Arabic (%q in English); want ar, rtl", ar.Lang, ar.Dir, en.Dir)
	}
	// The game's menu starts the toolbar: on its left in English, on its right in Arabic.
	if en.Picker.Left-en.Controls.Left > 2 || ar.Controls.Right-ar.Picker.Right > 2 || ar.Picker.Left-ar.Controls.Left < 50 {
		t.Errorf("the toolbar is not mirrored: the game's menu at %+v in %+v in English, at %+v in %+v in Arabic", en.Picker, en.Controls, ar.Picker, ar.Controls)
	}
	if !(en.FirstStat.Left < en.LastStat.Left) || !(ar.FirstStat.Right > ar.LastStat.Right) {
		t.Errorf("the status line is not mirrored: its first and last %+v %+v in English, %+v %+v in Arabic", en.FirstStat, en.LastStat, ar.FirstStat, ar.LastStat)
	}
	if len(ar.Tiles0) != len(en.Tiles0) || len(en.Tiles0) != 144 {
		t.Fatalf("%d tiles in Arabic, %d in English; want 144", len(ar.Tiles0), len(en.Tiles0))
	}
	moved := 0
	for i := range en.Tiles0 {
		e, a := en.Tiles0[i], ar.Tiles0[i]
		if e[0] != a[0] || math.Abs(e[1]-a[1]) > 0.02 || math.Abs(e[2]-a[2]) > 0.02 {
			if moved++; moved <= 3 {
				t.Errorf("slot %v is at %.2f, %.2f tile widths from the first in English, slot %v at %.2f, %.2f in Arabic", e[0], e[1], e[2], a[0], a[1], a[2])
			}
		}
	}
	if ar.Tiles != ar.Count || ar.Time != ar.Zero {
		t.Errorf("the counters read %q and %q in Arabic, want %q and %q (Intl's digits)", ar.Tiles, ar.Time, ar.Count, ar.Zero)
	}
}
