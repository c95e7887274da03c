package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
)

// TestLanguages opens the site once in each language (and the pseudo-language), chosen by
// the browser's language: <html lang> follows, the page's words are the catalog's, a move
// is announced, every dialog and the help open, and axe-core finds no violation. In the
// pseudo-language every text of the page and every accessible name must come from a
// catalog (TestPseudoLanguage).
func TestLanguages(t *testing.T) {
	src := readAxe(t)
	p := deal(t, "shanghai-square", 1)
	line := solve(t, p)
	for _, l := range siteLanguages(t) {
		t.Run(l.Language, func(t *testing.T) {
			tb := newTab(t)
			tb.run("browser language "+l.Language, emulation.SetUserAgentOverride("Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36").WithAcceptLanguage(l.Language+",en;q=0.5"))
			tb.open(link("shanghai-square", 1))
			tb.checkLanguage(l.Language, l.Language)
			tb.removePair(int(line[0].From), int(line[0].To))
			tb.tour(src, l.Language)
		})
	}
}

// TestSmallNumbers holds the page's shortcut for numbers against the browser: a language of
// the site (or the pseudo-language's en-XA) whose Intl writes 9 as "9" writes each whole
// number below 1000 as its ASCII digits, so the page writes them so without asking Intl
// (wasm/msg, page_js.go; boot.js tells it which languages).
func TestSmallNumbers(t *testing.T) {
	tags := []string{"en-XA", "ar", "fa"}
	for _, l := range siteLanguages(t) {
		tags = append(tags, l.Language)
	}
	raw, err := json.Marshal(tags)
	if err != nil {
		t.Fatal(err)
	}
	tb := newTab(t)
	tb.open(link("shanghai-square", 1))
	var differ []string
	tb.eval(`(() => {
		const differ = [];
		for (const tag of `+string(raw)+`) {
			const f = new Intl.NumberFormat(tag);
			if (f.format(9) !== "9") { continue; }
			for (let n = 0; n < 1000; n++) {
				if (f.format(n) !== String(n)) { differ.push(tag + ": " + n + " is " + f.format(n)); break; }
			}
		}
		return differ;
	})()`, &differ)
	if len(differ) > 0 {
		t.Errorf("Intl writes a number below 1000 otherwise than in ASCII digits: %q", differ)
	}
}

// TestPseudoLanguage opens the site in the pseudo-language the build makes (every message
// bracketed and accented), plays a move, opens each dialog, the help and the layout gallery,
// plays a layout of the library, and fails on any text shown, accessible name or
// live-region message that is not from a catalog: a string built in Go (or written in the
// page) outside the catalogs.
func TestPseudoLanguage(t *testing.T) {
	src := readAxe(t)
	p := deal(t, "shanghai-square", 1)
	line := solve(t, p)
	tb := newTab(t)
	tb.navigate(baseURL + "?lang=qps" + link("shanghai-square", 1))
	tb.checkLanguage("qps", "en-XA")
	tb.removePair(int(line[0].From), int(line[0].To))
	tb.untranslated("after a move")
	tb.tour(src, "qps")
	// The layout gallery names the library's layouts, which reach the page as data
	// (layouts.txt) and are translated as messages; one of them played names the game.
	tb.run("open the layouts", chromedp.Click("#layout-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the library to be listed", `document.getElementById("gallery").open && document.getElementById("gallery-list").dataset.library === "true"`)
	tb.untranslated("with the layout gallery open")
	tb.run("play the Great Wall", chromedp.Click(`#gallery-list [data-gallery="play"][data-layout="shanghai-great-wall"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the Great Wall to be dealt", `!document.getElementById("gallery").open && document.getElementById("board").dataset.variant === "shanghai-great-wall"`)
	tb.untranslated("playing a layout of the library")
	// The other families draw boards of their own, with their own words.
	for _, id := range []string{"mahjongg-freecell", "sea-towers", "mahjongg-stones", "one-player"} {
		tb.eval(`(() => { const s = document.getElementById("variant"); s.value = `+jsString(id)+
			`; s.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, nil)
		tb.wait(id+" to be dealt", `document.getElementById("board").dataset.variant === `+jsString(id))
		tb.run("click Help", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
		tb.wait(id+"'s rules", `document.getElementById("help").open && document.getElementById("help-text").dataset.game === `+jsString(id))
		tb.untranslated(id)
		tb.run("close Help", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
	}
}

// TestPseudoLinkNotice opens links the page cannot fully read in the pseudo-language: the
// notice that says so, each of the link's problems and the game shown instead are the
// catalogs' words, not English built in Go. A problem is a placeholder of the notice, so
// that English inside the notice's own brackets is found by counting the brackets: the
// notice's, one per problem and, for a game link, the game's name.
func TestPseudoLinkNotice(t *testing.T) {
	for _, tt := range []struct {
		name, url string
		messages  int
	}{
		{"no such game", "?lang=qps#game=nosuchgame&deal=3", 3},
		{"a bad deal", "?lang=qps#game=shanghai-square&deal=0", 3},
		{"a bad layout", "?lang=qps#game=shanghai-custom-x&layout=9x&name=x", 3},
		{"a bad day", "?lang=qps#game=tiny-pebbles&daily=1999-01-01", 3},
		{"a field twice", "?lang=qps#game=shanghai-square&game=shanghai-square", 3},
		{"an embed link", "embed.html?game=nosuchgame&deal=x&theme=frob&status=2&frob=1&lang=qps", 6},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTab(t)
			tb.navigate(baseURL + tt.url)
			tb.checkLanguage("qps", "en-XA")
			tb.pseudoNotice(tt.name, tt.messages)
		})
	}
}

// TestPseudoStoreNotice keeps a value the page cannot read under each key of the browser's
// storage (a saved game, the settings, the statistics, the player's layouts, the daily
// results) and opens the page in the pseudo-language: the notice that says so and every
// sentence of what was wrong are the catalogs' words, not English built in Go (package
// store's errors). As in TestPseudoLinkNotice, English inside the notice's own brackets is
// found by counting the brackets: the notice's and one per message inside it (the game's
// name, each problem, the list's separator, the rules' reason for a refused move).
func TestPseudoStoreNotice(t *testing.T) {
	for _, tt := range []struct {
		name, key, value, game string
		open                   string // the dialog whose opening reads the value, if the start does not
		messages               int
	}{
		{"a saved game", "mahjong.v1.game.mahjongg-freecell", "2;mahjongg-freecell;1;1;a;1;0;0;;x1>c1", "#game=mahjongg-freecell", "", 4},
		{"the settings", "mahjong.v1.settings", "1;autoplay=1;winnable=0;available=1;animations=1;theme=blue;size=100", link("shanghai-square", 2), "", 2},
		{"the statistics", "mahjong.v1.stats", "1\nx;1\ny;1;1", link("shanghai-square", 2), "stats", 5},
		{"your layouts", "mahjong.v1.layouts", "1\nshanghai-custom-1;1EC;T", link("shanghai-square", 2), "", 3},
		{"the daily results", "mahjong.v1.daily", "1\nnonsense", link("shanghai-square", 2), "daily", 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTab(t)
			tb.open(link("shanghai-square", 1))
			t.Cleanup(func() {
				tb.eval(`[`+strconv.Quote(tt.key)+`, "mahjong.v1.stats.unread"].forEach((k) => localStorage.removeItem(k)), true`, nil)
			})
			tb.eval(`localStorage.setItem(`+strconv.Quote(tt.key)+`, `+strconv.Quote(tt.value)+`), true`, nil)
			tb.navigate(baseURL + "?lang=qps" + tt.game)
			tb.checkLanguage("qps", "en-XA")
			if tt.open != "" {
				tb.run("open "+tt.open, chromedp.Click("#"+tt.open+"-open", chromedp.ByQuery, chromedp.NodeVisible))
				tb.wait(tt.open, modal(tt.open+"-dialog"))
			}
			tb.pseudoNotice(tt.name, tt.messages)
		})
	}
}

// TestPseudoFetchNotice serves the site without a file the page fetches and opens it in the
// pseudo-language: the notice says why in the catalogs' words (the server's answer), not in
// the browser's English. Without main.wasm the game cannot start; without layouts.txt the
// gallery cannot open.
func TestPseudoFetchNotice(t *testing.T) {
	for _, tt := range []struct {
		name, missing, fragment string
	}{
		{"the game's module", "main.wasm", ""},
		{"the library of layouts", "layouts.txt", link("shanghai-square", 1)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv, err := harness.StartServer(siteWithout(t, tt.missing), "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Stop()
			tb := newTab(t)
			tb.expect("/" + tt.missing + ": status 404")
			tb.run("open the page", chromedp.Navigate(srv.URL+"?lang=qps"+tt.fragment))
			tb.wait("the page to start or fail", `document.documentElement.dataset.ready === "1" || document.documentElement.dataset.error === "1"`)
			if tt.missing == "layouts.txt" {
				tb.run("open the gallery", chromedp.Click("#layout-open", chromedp.ByQuery, chromedp.NodeVisible))
			}
			tb.checkLanguage("qps", "en-XA")
			tb.pseudoNotice(tt.name, 2) // the notice's message, and the reason inside it
			var notice string
			tb.eval(`document.getElementById("notice").textContent`, &notice)
			if !strings.Contains(notice, "404") {
				t.Errorf("the notice does not give the server's answer, 404: %s", notice)
			}
		})
	}
}

// siteWithout copies the site into a folder of the test's without the file name (nor its
// compressed copies), and returns the folder.
func siteWithout(t *testing.T, name string) string {
	t.Helper()
	dst := t.TempDir()
	copySite(t, dst, func(rel string, b []byte) ([]byte, bool) {
		return b, rel != name && rel != name+".br" && rel != name+".gz"
	})
	return dst
}

// pseudoNotice waits for the notice of a page in the pseudo-language and fails unless it
// holds messages messages (counted by their opening brackets, nested ones included) and the
// page shows nothing outside a catalog's.
func (tb *tab) pseudoNotice(when string, messages int) {
	tb.t.Helper()
	tb.wait("the notice", `(() => { const n = document.getElementById("notice"); return !n.hidden && n.textContent.trim() !== ""; })()`)
	var notice string
	tb.eval(`document.getElementById("notice").textContent`, &notice)
	if got := strings.Count(notice, "⟦"); got != messages {
		tb.t.Errorf("the notice holds %d messages, want %d: %s", got, messages, notice)
	}
	tb.untranslated(when)
}

// TestLanguageSetting picks a language in the Settings: the page loads again in it, keeps it
// over the browser's, and goes back to the browser's when that is picked.
func TestLanguageSetting(t *testing.T) {
	tb := newTab(t)
	tb.open(link("shanghai-square", 2))
	// The tests share the browser's storage: whatever happens here, the next test is English.
	t.Cleanup(func() { tb.eval(`localStorage.removeItem("mahjong.v1.lang"), true`, nil) })
	tb.eval(`localStorage.removeItem("mahjong.v1.lang"), true`, nil)
	tb.open(link("shanghai-square", 2))
	tb.checkLanguage("en", "en")
	var offered []string
	tb.eval(`[...document.querySelectorAll("#lang-select option")].map((o) => o.value)`, &offered)
	want := []string{""}
	for _, l := range siteLanguages(t) {
		want = append(want, l.Language)
	}
	if !slices.Equal(offered, want) {
		t.Errorf("the language menu offers %q, want %q", offered, want)
	}
	tb.pickLanguage("pl")
	tb.checkLanguage("pl", "pl")
	tb.reload()
	tb.checkLanguage("pl", "pl")
	tb.pickLanguage("")
	tb.checkLanguage("en", "en")
}

// TestEmbedLanguage: an embed link's lang= shows the embedded game in that language.
func TestEmbedLanguage(t *testing.T) {
	tb := newTab(t)
	tb.navigate(baseURL + "embed.html?game=sea-towers&deal=3&lang=ja")
	tb.checkLanguage("ja", "ja")
}

// pickLanguage chooses tag ("" for the browser's language) in the Settings and waits for
// the page to load again: the load is awaited as a navigation of the tab, then the game as
// on any load.
func (tb *tab) pickLanguage(tag string) {
	tb.t.Helper()
	tb.eval(`document.getElementById("settings-open").click(), true`, nil)
	tb.run("pick "+tag, chromedp.ActionFunc(func(ctx context.Context) error {
		loaded := make(chan struct{})
		lctx, cancel := context.WithCancel(ctx)
		defer cancel()
		chromedp.ListenTarget(lctx, func(ev any) {
			if _, ok := ev.(*page.EventLoadEventFired); ok {
				cancel()
				close(loaded)
			}
		})
		if err := chromedp.Evaluate(`(() => { const s = document.getElementById("lang-select"); s.value = `+jsString(tag)+
			`; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, nil).Do(ctx); err != nil {
			return err
		}
		select {
		case <-loaded:
			return nil
		case <-time.After(20 * time.Second):
			return errors.New("the page did not load again")
		}
	}))
	tb.ready()
}

// siteCatalog is the catalog of tag as the site serves it.
func siteCatalog(t *testing.T, tag string) map[string]string {
	t.Helper()
	if tag == "en" {
		return map[string]string{}
	}
	b, err := os.ReadFile(filepath.Join(*siteDir, "i18n", tag+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var c map[string]string
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// checkLanguage checks that the page shows tag: <html lang> is htmlLang, and the status
// line's first label, the Restart button and the Settings button say what tag's catalog says.
func (tb *tab) checkLanguage(tag, htmlLang string) {
	tb.t.Helper()
	c := siteCatalog(tb.t, tag)
	tr := func(s string) string {
		if v, ok := c[s]; ok {
			return v
		}
		return s
	}
	var got struct{ Lang, Restart, Settings string }
	tb.eval(`({Lang: document.documentElement.lang, Restart: document.getElementById("restart").textContent,
		Settings: (document.getElementById("settings-open") || {}).textContent || ""})`, &got)
	want := struct{ Lang, Restart, Settings string }{htmlLang, tr("Restart"), tr("Settings")}
	if got.Settings == "" { // the embed page shows no Settings button
		want.Settings = ""
	}
	if got != want {
		tb.t.Errorf("%s: the page shows %+v, want %+v", tag, got, want)
	}
}

// tour opens the help and each dialog, checks the pseudo-language's texts when tag is qps,
// and runs axe-core with the help open and with the settings open.
func (tb *tab) tour(axe, tag string) {
	tb.t.Helper()
	tb.run("click Help", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the rules", `document.getElementById("help").open && document.getElementById("help-text").dataset.game === "shanghai-square"`)
	if tag == "qps" {
		tb.untranslated("with the help open")
	}
	tb.axe(axe, tag+", help open")
	tb.run("close Help", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
	for _, d := range []struct{ open, dialog string }{
		{"#stats-open", "stats-dialog"}, {"#daily-open", "daily-dialog"}, {"#share-open", "share-dialog"}, {"#settings-open", "settings-dialog"},
		{"#new", "confirm-new"},
	} {
		tb.run("open "+d.dialog, chromedp.Click(d.open, chromedp.ByQuery, chromedp.NodeVisible))
		tb.wait(d.dialog+" to open", `document.getElementById(`+jsString(d.dialog)+`).open`)
		if tag == "qps" {
			tb.untranslated("with " + d.dialog + " open")
		}
		if d.dialog == "settings-dialog" {
			tb.axe(axe, tag+", settings open")
		}
		tb.eval(`document.getElementById(`+jsString(d.dialog)+`).close(), true`, nil)
	}
}

// untranslated fails the test for every text of the page shown to the player (visible
// text, accessible names, titles, the live region) that holds a word outside the
// pseudo-language's brackets ⟦…⟧: a text that did not come from a catalog. Single letters
// and digits (squares, cells, numbers, corner indices) are not words.
func (tb *tab) untranslated(when string) {
	tb.t.Helper()
	var found []string
	tb.eval(`(() => {
		const out = [];
		const word = /[A-Za-z]{2,}/;
		const bare = (s) => word.test(s.replace(/⟦[^⟧]*⟧/g, " "));
		const shown = (el) => el.checkVisibility ? el.checkVisibility() : true;
		const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let n = walk.nextNode(); n; n = walk.nextNode()) {
			const el = n.parentElement;
			// A language's name in the language menu is written in that language.
			if (!el || el.closest("script, style, #faces, noscript") || el.closest("[lang]") !== document.documentElement) continue;
			if (!shown(el) && !el.closest("#live, .visually-hidden")) continue;
			if (bare(n.textContent)) out.push(el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + ": " + n.textContent.trim().slice(0, 120));
		}
		for (const el of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
			for (const a of ["aria-label", "title", "placeholder"]) {
				const v = el.getAttribute(a);
				if (v && bare(v)) out.push(el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + " " + a + ": " + v.slice(0, 120));
			}
		}
		if (bare(document.title)) out.push("title: " + document.title);
		return [...new Set(out)];
	})()`, &found)
	for _, f := range found {
		tb.t.Errorf("%s: text not from a catalog: %s", when, f)
	}
	if len(found) > 0 {
		tb.t.Logf("(%d texts; the pseudo-language brackets every message ⟦…⟧)", len(found))
	}
}
