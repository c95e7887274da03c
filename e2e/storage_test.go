package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domstorage"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"

	"mahjong/e2e/harness"
)

// storageBlockedNotice is the start of what the page says when the browser blocks its storage.
const storageBlockedNotice = "This browser blocks this site's storage"

// TestStorageBlocked: in a browser that blocks the site's data, reading localStorage throws;
// the game and the embedded game still start and play, and say once that nothing is kept.
func TestStorageBlocked(t *testing.T) {
	ctx, stop, err := harness.StartBrowserWith(chromium, harness.BlockSiteData)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	const id, n = "shanghai-square", 23
	line := solve(t, deal(t, id, n))
	for _, page := range []string{baseURL + link(id, n), fmt.Sprintf("%sembed.html?game=%s&deal=%d", baseURL, id, n),
		fmt.Sprintf("%sembed.html?game=%s&deal=%d&frob=1", baseURL, id, n)} {
		t.Run(page[len(baseURL):], func(t *testing.T) {
			tb := newTabIn(t, ctx)
			st := tb.navigate(page)
			var blocked bool
			tb.eval(`(() => { try { window.localStorage; return false; } catch (e) { return e.name === "SecurityError"; } })()`, &blocked)
			if !blocked {
				t.Fatal("the profile does not block the site's storage: reading localStorage does not throw")
			}
			if !strings.Contains(st.Notice, storageBlockedNotice) {
				t.Errorf("notice %q, want one that says %q", st.Notice, storageBlockedNotice)
			}
			// A bad embed link is said too, not instead.
			if bad := strings.Contains(page, "frob"); bad != strings.Contains(st.Notice, `Part of the embed link was not understood ("frob"`) {
				t.Errorf("notice %q: about the embed link %v, want %v", st.Notice, !bad, bad)
			}
			full := st.TilesLeft
			tb.removePair(int(line[0].From), int(line[0].To))
			// The page going away writes the game at once: it fails, and says nothing again.
			tb.eval(`window.dispatchEvent(new Event("pagehide")), true`, nil)
			if st := tb.state(); st.TilesLeft != full-2 || st.Notice != "" {
				t.Errorf("after a move and a save: %d tiles left (want %d), notice %q (want none)", st.TilesLeft, full-2, st.Notice)
			}
			tb.removePair(int(line[1].From), int(line[1].To))
		})
	}
}

// siteStorage reads the site's localStorage through the DevTools protocol while the tab shows
// a page of another origin that embeds the game.
func (tb *tab) siteStorage() map[string]string {
	tb.t.Helper()
	var items []domstorage.Item
	tb.run("read the site's storage", chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		items, err = domstorage.GetDOMStorageItems(&domstorage.StorageID{SecurityOrigin: strings.TrimSuffix(baseURL, "/"), IsLocalStorage: true}).Do(ctx)
		return err
	}))
	kv := map[string]string{}
	for _, it := range items {
		if len(it) == 2 {
			kv[it[0]] = it[1]
		}
	}
	return kv
}

// TestEmbedKeepsOwnGame: a page of the same site, another origin, that embeds the game sees
// nothing of the player's own game, and its commands change neither that game nor its
// statistics: the embedded game keeps its own.
func TestEmbedKeepsOwnGame(t *testing.T) {
	const id, n = "shanghai-square", 24
	tb := newTab(t)
	tb.open(link(id, n))
	clear := func() {
		tb.eval(`Object.keys(localStorage).filter((k) => k.startsWith("mahjong.v1.") && k !== "mahjong.v1.settings").forEach((k) => localStorage.removeItem(k)), true`, nil)
	}
	clear()
	t.Cleanup(func() { tb.open(link(id, n)); clear() })

	// The player's game on the site: a move played, a streak of 4.
	line := solve(t, deal(t, id, n))
	tb.open(link(id, n))
	tb.removePair(int(line[0].From), int(line[0].To))
	tb.eval(`localStorage.setItem("mahjong.v1.stats", "1\n`+id+`;5;4;4;4;100;0;0;50"), true`, nil)

	// The embed of that game, with no deal: it resumes nothing of the player's.
	host := startHost(t, baseURL+"embed.html?game="+id+"&controls=undo,redo,new")
	tb.run("open the host", chromedp.Navigate(host))
	tb.wait("ready", `events.some((e) => e.data.type === "ready")`)
	own := tb.siteStorage() // the site's page, left, has saved the game once more
	if !strings.Contains(own["mahjong.v1.game."+id], ";"+fmt.Sprint(n)+";") {
		t.Fatalf("the player's game is not saved: %q", own)
	}
	ready := tb.events()[0].Data
	if ready.Type != "ready" || ready.Deal == n || len(ready.Moves) != 0 {
		t.Fatalf("the host's first event %+v; want a ready of a fresh deal, not deal %d", ready, n)
	}
	// A move in the frame, then the host's "new": the embedded game counts it as its own.
	p := deal(t, id, ready.Deal)
	m := p.Moves()[0]
	var frames []*cdp.Node
	tb.run("find the frame", chromedp.Nodes("#game", &frames, chromedp.ByQuery))
	for _, slot := range []int{int(m.From), int(m.To)} {
		tb.run(fmt.Sprintf("click slot %d in the frame", slot),
			chromedp.Click(slotSel(slot), chromedp.ByQuery, chromedp.NodeVisible, chromedp.FromNode(frames[0])))
	}
	tb.wait("a move event", `events.some((e) => e.data.type === "move")`)
	tb.eval(`send({type: "new"}), true`, nil)
	tb.wait("a new game", `events.filter((e) => e.data.type === "ready").length === 2`)

	now := tb.siteStorage()
	for _, key := range []string{"mahjong.v1.game." + id, "mahjong.v1.stats"} {
		if diff := cmp.Diff(own[key], now[key]); diff != "" {
			t.Errorf("the embed changed the player's %s (-before +after):\n%s", key, diff)
		}
	}
	if got, want := now["mahjong.v1.embed.stats"], "1\n"+id+";1;0;0;0;0;0;0;1"; got != want {
		t.Errorf("the embed's own statistics %q, want %q", got, want)
	}
	if s := now["mahjong.v1.embed.game."+id]; s == "" {
		t.Errorf("the embed keeps no game of its own: %q", now)
	}
}

// TestCorruptSettingsAndStats: corrupt settings are reported, and the notice shows once the
// page is ready; a bad line of the statistics costs that line only, and the text as it was
// is kept until the player dismisses it in the Statistics dialog.
func TestCorruptSettingsAndStats(t *testing.T) {
	const id, n = "shanghai-square", 25
	tb := newTab(t)
	tb.open(link(id, n))
	t.Cleanup(func() {
		tb.eval(`["mahjong.v1.settings", "mahjong.v1.stats", "mahjong.v1.stats.unread"].forEach((k) => localStorage.removeItem(k)), true`, nil)
	})

	tb.eval(`localStorage.setItem("mahjong.v1.settings", "1;autoplay=7"), true`, nil)
	if st := tb.reload(); !strings.Contains(st.Notice, "settings could not be read") {
		t.Errorf("after corrupting the settings the notice is %q, want one about the settings", st.Notice)
	}
	if st := tb.reload(); st.Notice != "" {
		t.Errorf("the corrupt settings are reported again: %q", st.Notice)
	}

	stats := "1\n" + id + ";3;1;1;1;60;0;0;30\nshanghai-turtle;x\n"
	tb.eval(`localStorage.setItem("mahjong.v1.stats", `+strconv.Quote(stats)+`), true`, nil)
	tb.reload()
	if got := tb.statsRow(id); len(got) < 2 || !cmp.Equal(got[:2], []string{"3", "1"}) {
		t.Errorf("statistics of %s: %q, want the line that could be read: played 3, won 1", id, got)
	}
	if st := tb.state(); !strings.Contains(st.Notice, "could not all be read (statistics line 3") {
		t.Errorf("notice %q, want one about statistics line 3", st.Notice)
	}
	var aside string
	tb.eval(`localStorage.getItem("mahjong.v1.stats.unread")`, &aside)
	if aside != stats {
		t.Errorf("kept aside %q, want the statistics as they were, %q", aside, stats)
	}
	if st := tb.reload(); !strings.Contains(st.Notice, "kept aside") {
		t.Errorf("after a reload, notice %q; want the reminder of what is kept aside", st.Notice)
	}
	tb.eval(`document.getElementById("stats-open").click(), true`, nil)
	tb.wait("the unread statistics", modal("stats-dialog")+` && document.querySelector("#stats-unread pre").textContent === `+strconv.Quote(stats))
	tb.run("dismiss", chromedp.Click(`#stats-unread button`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the unread statistics to go", `!document.getElementById("stats-unread") && localStorage.getItem("mahjong.v1.stats.unread") === null`)
	if st := tb.reload(); st.Notice != "" {
		t.Errorf("after dismissing, the notice is %q, want none", st.Notice)
	}
}
