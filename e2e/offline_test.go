package e2e

import (
	"bytes"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
)

// TestOffline visits the site once on a server of its own, and the embed page once, stops the
// server and plays: the service worker must have kept the whole site, and the embed page's
// files from its first use. Then a rebuilt site (a new build stamp) is
// served on the same origin: its worker must take over, replace the old cache, and leave the
// game in the open page as it was. The rules of the game played are kept too.
func TestOffline(t *testing.T) {
	srv, stop := serveAlone(t)
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	page := srv.URL + "#game=shanghai-square&deal=1"

	tb := newTab(t)
	embedPage := srv.URL + "embed.html?game=shanghai-square&deal=1"
	load := func(what string) {
		t.Helper()
		t.Log(what)
		tb.navigate(page)
	}
	load("first visit")
	tb.wait("the service worker to control the page", `navigator.serviceWorker.controller !== null`)
	oldCache := cacheNames(tb)
	if len(oldCache) != 1 {
		t.Fatalf("caches after the first visit: %q, want one mahjong- cache", oldCache)
	}
	// The embed page's files are cached on their first use, not ahead (sw.js).
	page = embedPage
	load("the embed page, once")
	page = srv.URL + "#game=shanghai-square&deal=1"

	stop()
	page = embedPage
	load("the embed page with the server gone")
	page = srv.URL + "#game=shanghai-square&deal=1"
	load("reload with the server gone")
	tb.removePair(43, 47) // 1b and 1b, free in deal 1
	if st := tb.state(); st.TilesLeft != 48 {
		t.Fatalf("offline, after a pair: %d tiles left, want 48", st.TilesLeft)
	}
	// The rules are a file fetched after the first board, before the worker took the page
	// over on the first visit: the page fetches them again through it, so they are kept.
	tb.wait("the game's rules, offline", `document.getElementById("help-text").dataset.game === "shanghai-square" &&
		document.querySelector("#help-text .variant-rules h2") !== null`)

	// The same site with another build stamp, as build.sh makes after any change.
	next := t.TempDir()
	restampedSite(t, next, oldCache[0][len("mahjong-"):], "0ff11e0ff11e")
	srv2, err := harness.StartServer(next, u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer srv2.Stop()
	tb.eval(`navigator.serviceWorker.getRegistration().then((r) => r.update()), true`, nil)
	waitAsync(tb, "the new worker to replace the cache", `(async () => {
		const names = (await caches.keys()).filter((n) => n.startsWith("mahjong-"));
		return names.length === 1 && names[0] === "mahjong-0ff11e0ff11e" &&
			navigator.serviceWorker.controller !== null &&
			navigator.serviceWorker.controller.state === "activated";
	})()`)
	st := tb.state()
	if st.TilesLeft != 48 || st.Variant != "shanghai-square" || st.Deal != "1" {
		t.Errorf("after the update the page shows %s, want the game in progress (shanghai-square deal 1, 48 tiles)", st.summary())
	}
	tb.removePair(44, 46) // 8b and 8b, free in deal 1
}

// waitAsync polls an expression whose value is a promise until it resolves to true.
func waitAsync(tb *tab, what, expr string) {
	tb.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		var ok bool
		tb.run("evaluate "+shorten(expr), chromedp.Evaluate(expr, &ok, harness.AwaitPromise))
		if ok {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("waiting for %s: still false after 15s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// cacheNames lists the page's mahjong- caches.
func cacheNames(tb *tab) []string {
	tb.t.Helper()
	var names []string
	tb.run("list the caches", chromedp.Evaluate(`caches.keys().then((k) => k.filter((n) => n.startsWith("mahjong-")))`, &names,
		harness.AwaitPromise))
	return names
}

// restampedSite copies the built site to dst with sw.js's build stamp old replaced by stamp;
// sw.js's precompressed copies are left out, so that the server sends the new text.
func restampedSite(t *testing.T, dst, old, stamp string) {
	t.Helper()
	if !regexp.MustCompile(`^[0-9a-f]{12}$`).MatchString(old) {
		t.Fatalf("the cache is named mahjong-%s: no build stamp in it", old)
	}
	copySite(t, dst, func(rel string, b []byte) ([]byte, bool) {
		switch rel {
		case "sw.js.br", "sw.js.gz":
			return nil, false
		case "sw.js":
			if !bytes.Contains(b, []byte(old)) {
				t.Fatalf("sw.js does not hold the build stamp %s", old)
			}
			return bytes.ReplaceAll(b, []byte(old), []byte(stamp)), true
		}
		return b, true
	})
}

// copySite copies the built site into dst, each file as edit returns it (rel is its path in
// the site); a file edit refuses is left out.
func copySite(t *testing.T, dst string, edit func(rel string, b []byte) ([]byte, bool)) {
	t.Helper()
	err := filepath.WalkDir(*siteDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(*siteDir, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if b, ok := edit(rel, b); ok {
			return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
