package e2e

import (
	"context"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/enginetest"
)

// defaultGame is the game of a plain visit and of a link that is not understood.
const defaultGame = "shanghai-turtle"

var defaultHash = regexp.MustCompile(`^#game=` + defaultGame + `&deal=(\d+)$`)

// dealOf returns the deal number of an address fragment that opens the default game.
func dealOf(t *testing.T, hash string) uint64 {
	t.Helper()
	m := defaultHash.FindStringSubmatch(hash)
	if m == nil {
		t.Fatalf("address fragment %q, want %s", hash, defaultHash)
	}
	n, err := strconv.ParseUint(m[1], 10, 64)
	if err != nil {
		t.Fatalf("address fragment %q: %v", hash, err)
	}
	return n
}

func TestPageLoads(t *testing.T) {
	tb := newTab(t)
	st := tb.open("")

	// Mahjong Solitaire is one entry, named by the layout played (the default game's); the
	// gallery offers the layouts.
	want := []option{{defaultGame, "Mahjong Solitaire: Turtle"}}
	for _, v := range catalog.All() {
		if v.Family != engine.Shanghai {
			want = append(want, option{v.ID, v.Name})
		}
	}
	if len(want) == 0 {
		t.Fatal("the catalog lists no variant")
	}
	got := append([]option(nil), st.Options...)
	byValue := func(o []option) func(i, j int) bool { return func(i, j int) bool { return o[i].Value < o[j].Value } }
	sort.Slice(want, byValue(want))
	sort.Slice(got, byValue(got))
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("select#variant options (-want +got):\n%s", diff)
	}
	if st.Picked != defaultGame {
		t.Errorf("select#variant value = %q, want %q", st.Picked, defaultGame)
	}

	n := dealOf(t, st.Hash)
	ns := strconv.FormatUint(n, 10)
	if st.Deal != ns || st.ShownDeal != ns || !strings.Contains(st.DealText, ns) {
		t.Errorf("deal %s in the address, but board data-deal %q, #deal data-value %q and text %q", ns, st.Deal, st.ShownDeal, st.DealText)
	}
	if st.NoticeShown {
		t.Errorf("#notice is shown on a plain visit: %q", st.Notice)
	}
	if st.Result != "" {
		t.Errorf("#result is shown while playing: %q", st.ResultText)
	}
	checkBoard(t, st, deal(t, defaultGame, n))
	tb.screenshot("page-load")

	// The service worker's own requests are not the page's: a file it fails to cache shows
	// only as a worker that never activates.
	var sw string
	tb.run("wait for the service worker", chromedp.Evaluate(`Promise.race([
		navigator.serviceWorker.ready.then((r) => r.active ? r.active.state : "no active worker"),
		new Promise((resolve) => setTimeout(() => resolve("not active after 10s (did its install fail?)"), 10000)),
	])`, &sw, harness.AwaitPromise))
	if sw != "activated" && sw != "activating" {
		t.Errorf("service worker: %s", sw)
	}
}

// TestStartWithoutSchedulerYield opens the page in a browser without scheduler.yield (older
// browsers have none): the start-up's tasks then follow one another by posted messages
// (wasm/tasks.go), and the first board is drawn and plays all the same.
func TestStartWithoutSchedulerYield(t *testing.T) {
	tb := newTab(t)
	tb.run("remove scheduler.yield", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(`delete Scheduler.prototype.yield`).Do(ctx)
		return err
	}))
	p := deal(t, "shanghai-square", 1)
	st := tb.open(link("shanghai-square", 1))
	var yield string
	tb.eval(`typeof scheduler.yield`, &yield)
	if yield != "undefined" {
		t.Fatalf("scheduler.yield is a %s: the page was not started without it", yield)
	}
	checkBoard(t, st, p)
	line := solve(t, p)
	tb.removePair(int(line[0].From), int(line[0].To))
}

func TestMalformedURL(t *testing.T) {
	for _, fragment := range []string{"#game=nonsense&deal=xyz", "#deal=-4"} {
		t.Run(fragment, func(t *testing.T) {
			tb := newTab(t)
			st := tb.open(fragment)
			if !st.NoticeShown || st.Notice == "" {
				t.Errorf("no visible #notice for %q (notice %q)", fragment, st.Notice)
			}
			if st.Variant != defaultGame {
				t.Errorf("board data-variant = %q, want the default game %q", st.Variant, defaultGame)
			}
			n := dealOf(t, st.Hash)
			p := deal(t, defaultGame, n)
			checkBoard(t, st, p)

			// Playable: the first pair the engine offers goes by two clicks.
			ms := p.Moves()
			if len(ms) == 0 {
				t.Fatalf("deal %d has no move", n)
			}
			tb.removePair(int(ms[0].From), int(ms[0].To))
			checkBoard(t, tb.state(), enginetest.Apply(t, p, ms[0]))
		})
	}
}
