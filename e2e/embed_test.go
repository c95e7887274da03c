package e2e

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
)

// hostPage is the page of another site that embeds the game: it records every message the
// game's frame sends, and sends commands with send(). %[1]s is the embed page's address and
// %[2]s the game's origin.
const hostPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"></head>
<body style="margin:0">
<iframe id="game" src="%[1]s" width="480" height="600" style="border:0;display:block"></iframe>
<script>
window.events = [];
window.statuses = []; // "status" events come when a search ends, between the others: apart
const frame = document.getElementById("game");
window.addEventListener("message", (e) => {
	if (e.source === frame.contentWindow) (e.data.type === "status" ? statuses : events).push({origin: e.origin, data: e.data});
});
window.send = (m) => frame.contentWindow.postMessage(m, %[2]q);
</script>
</body></html>`

// startHost serves hostPage on another port of 127.0.0.1: another origin than the game's.
func startHost(t *testing.T, embedURL string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	origin := strings.TrimSuffix(baseURL, "/")
	page := fmt.Sprintf(hostPage, embedURL, origin)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(page))
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// hostEvent is a message the host received from the game.
type hostEvent struct {
	Origin string
	Data   struct {
		Type    string
		Game    string
		Deal    uint64
		Moves   []string
		Move    string
		Status  string
		Seconds int
		Outlook struct {
			State       string
			Undo, Score int
		}
	}
}

func (tb *tab) events() []hostEvent {
	tb.t.Helper()
	var evs []hostEvent
	tb.eval(`window.events`, &evs)
	return evs
}

// TestEmbed embeds the game in a page of another origin, plays a move in the frame and
// drives the game with postMessage, and checks the events and answers the host gets.
func TestEmbed(t *testing.T) {
	const id, n = "shanghai-square", 3
	origin := strings.TrimSuffix(baseURL, "/")
	host := startHost(t, fmt.Sprintf("%sembed.html?game=%s&deal=%d&theme=dark&controls=undo,redo,new&status=1", baseURL, id, n))
	if strings.HasPrefix(host, origin+"/") {
		t.Fatalf("the host %s has the game's origin %s", host, origin)
	}
	tb := newTab(t)
	tb.run("open the host", chromedp.Navigate(host))
	tb.wait("ready", `events.some((e) => e.data.type === "ready")`)

	evs := tb.events()
	if diff := cmp.Diff(1, len(evs)); diff != "" {
		t.Fatalf("events after load (-want +got):\n%s\n%+v", diff, evs)
	}
	ready := evs[0]
	if ready.Origin != origin || ready.Data.Game != id || ready.Data.Deal != n || ready.Data.Status != "playing" ||
		ready.Data.Moves == nil || len(ready.Data.Moves) != 0 {
		t.Errorf("ready event %+v; want game %s deal %d, no moves, playing, from %s", ready, id, n, origin)
	}
	// The status (status=1): "working" as the game is dealt, then a "status" event with the answer.
	if got := ready.Data.Outlook.State; got != "working" {
		t.Errorf("ready event's status %q, want working", got)
	}
	tb.wait("a status event", `statuses.some((e) => e.data.type === "status" && e.data.outlook.state === "winnable" && e.data.moves.length === 0)`)

	// The chosen controls show, the others and the site's menu and help do not.
	var frames []*cdp.Node
	tb.run("find the frame", chromedp.Nodes("#game", &frames, chromedp.ByQuery))
	in := chromedp.FromNode(frames[0])
	for sel, off := range map[string]bool{
		"#undo": false, "#redo": false, "#new": false,
		"#hint": true, "#restart": true, "#shuffle": true, "#controls .picker": true, "#help": true,
	} {
		var got []*cdp.Node
		tb.run("query "+sel, chromedp.Nodes(sel+"[data-embed-off]", &got, chromedp.ByQuery, chromedp.AtLeast(0), in))
		if (len(got) == 1) != off {
			t.Errorf("%s hidden by controls=: %v, want %v", sel, len(got) == 1, off)
		}
	}

	// A move played with the mouse in the frame.
	p := deal(t, id, n)
	m := p.Moves()[0]
	for _, slot := range []int{int(m.From), int(m.To)} {
		tb.run(fmt.Sprintf("click slot %d in the frame", slot),
			chromedp.Click(fmt.Sprintf(`#board .tile[data-slot="%d"]`, slot), chromedp.ByQuery, chromedp.NodeVisible, in))
	}
	tb.wait("a move event", `events.some((e) => e.data.type === "move")`)
	evs = tb.events()
	mv := evs[len(evs)-1].Data
	if want := p.FormatMove(m); mv.Type != "move" || mv.Move != want || !cmp.Equal(mv.Moves, []string{want}) || mv.Game != id || mv.Deal != n {
		t.Errorf("move event %+v; want move %q and moves [%q]", mv, want, want)
	}

	// Commands: each is answered with the state, sent to the host's origin only.
	command := func(js string, wantTypes ...string) []hostEvent {
		t.Helper()
		before := len(tb.events())
		tb.eval(`send(`+js+`), true`, nil)
		tb.wait("the answer to "+js, fmt.Sprintf(`events.length >= %d && events[events.length-1].data.type === "state"`, before+len(wantTypes)))
		got := tb.events()[before:]
		var types []string
		for _, e := range got {
			types = append(types, e.Data.Type)
		}
		if diff := cmp.Diff(wantTypes, types); diff != "" {
			t.Errorf("events after %s (-want +got):\n%s", js, diff)
		}
		return got
	}
	if st := command(`{type: "state"}`, "state")[0].Data; !cmp.Equal(st.Moves, []string{p.FormatMove(m)}) || st.Status != "playing" ||
		st.Outlook.State != "working" && st.Outlook.State != "winnable" {
		t.Errorf("state %+v; want one move, playing, its status working or winnable", st)
	}
	if st := command(`{type: "undo"}`, "state")[0].Data; len(st.Moves) != 0 {
		t.Errorf("state after undo %+v; want no moves", st)
	}
	if st := command(`{type: "redo"}`, "move", "state"); st[1].Data.Moves == nil || len(st[1].Data.Moves) != 1 {
		t.Errorf("state after redo %+v; want one move", st[1].Data)
	}
	got := command(`{type: "new", game: "shanghai-turtle", deal: 5}`, "ready", "state")
	for _, e := range got {
		if e.Data.Game != "shanghai-turtle" || e.Data.Deal != 5 || len(e.Data.Moves) != 0 {
			t.Errorf("after new: %s %+v; want shanghai-turtle deal 5, no moves", e.Data.Type, e.Data)
		}
	}

	// Malformed messages change nothing and get no answer, and no page logs an error: only
	// the last, well-formed "state" is answered.
	before := len(tb.events())
	tb.eval(`(() => {
		const bad = ["undo", 42, null, undefined, true, [1, 2], [{type: "undo"}], {}, {type: 5}, {type: null},
			{type: ["undo"]}, {type: {}}, {type: "UNDO"}, {type: "eval", code: "alert(1)"}, {type: "ready"},
			{type: "undo", game: 3}, {type: "undo", game: "shanghai-turtle"}, {type: "state", deal: 1},
			{type: "new", deal: "7"}, {type: "new", deal: 1.5}, {type: "new", deal: -1}, {type: "new", deal: 0},
			{type: "new", deal: 1e300}, {type: "new", deal: NaN}, {type: "new", game: "chess"},
			{type: "new", game: {}}, {type: "new", game: 7}, {type: 1n}, 1n, {type: "new", deal: 3n},
			new Date(), new Map([["type", "undo"]]), new Uint8Array(8),
			{type: "x".repeat(1 << 20)}, {type: "nope", junk: "x".repeat(1 << 22)},
			{type: "new", game: "y".repeat(1 << 20)},
			{type: "redo", game: null}, {type: "new", deal: null}, {type: "state", extra: 1},
			{type: "new", game: "shanghai-square", deal: 2, x: 1}, new Blob([], {type: "state"}),
			new File([], "state", {type: "state"})];
		for (const m of bad) send(m);
		return bad.length;
	})()`, nil)
	command(`{type: "state"}`, "state")
	evs = tb.events()
	if len(evs) != before+1 {
		t.Errorf("malformed messages were answered: %+v", evs[before:])
	}
	if st := evs[len(evs)-1].Data; st.Game != "shanghai-turtle" || st.Deal != 5 || len(st.Moves) != 0 || st.Status != "playing" {
		t.Errorf("state after malformed messages %+v; want shanghai-turtle deal 5 unchanged", st)
	}
	for _, e := range evs {
		if e.Origin != origin {
			t.Errorf("a message came from %s, not the game's origin %s", e.Origin, origin)
		}
	}
	tb.screenshot("embed")
}

// TestEmbedThemeAndSiteButtons: an embed link's theme wins over the player's saved theme,
// without replacing it, and the site's Help, Statistics, Settings and Share buttons show
// only when controls= names them.
func TestEmbedThemeAndSiteButtons(t *testing.T) {
	tb := newTab(t)
	tb.open(link("shanghai-square", 4))
	tb.setSetting("theme", "light")
	var saved string
	tb.eval(`localStorage.getItem("mahjong.v1.settings")`, &saved)
	t.Cleanup(func() { tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil) })

	site := []string{"#help-open", "#stats-open", "#settings-open", "#share-open"}
	for _, tt := range []struct {
		name, query string
		theme       string
		shown       []string
	}{
		{"dark, game buttons only", "theme=dark&controls=undo,new", "dark", nil},
		{"system keeps the setting, site buttons asked for", "controls=help,stats,settings,share", "light", site},
		{"help only", "theme=dark&controls=help", "dark", []string{"#help-open"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tb.t = t
			defer func() { tb.t = t }()
			host := startHost(t, baseURL+"embed.html?game=shanghai-square&deal=4&"+tt.query)
			tb.run("open the host", chromedp.Navigate(host))
			tb.wait("ready", `events.some((e) => e.data.type === "ready")`)
			var frames []*cdp.Node
			tb.run("find the frame", chromedp.Nodes("#game", &frames, chromedp.ByQuery))
			in := chromedp.FromNode(frames[0])
			var themed []*cdp.Node
			tb.run("the theme", chromedp.Nodes(`html[data-theme="`+tt.theme+`"]`, &themed, chromedp.ByQuery, chromedp.AtLeast(0), in))
			if len(themed) != 1 {
				t.Errorf("the frame's theme is not %q", tt.theme)
			}
			for _, sel := range site {
				var off []*cdp.Node
				tb.run("query "+sel, chromedp.Nodes(sel+"[data-embed-off]", &off, chromedp.ByQuery, chromedp.AtLeast(0), in))
				if want := !contains(tt.shown, sel); (len(off) == 1) != want {
					t.Errorf("%s hidden: %v, want %v", sel, len(off) == 1, want)
				}
			}
			tb.open(link("shanghai-square", 4))
			var now string
			tb.eval(`localStorage.getItem("mahjong.v1.settings")`, &now)
			if now != saved {
				t.Errorf("the embed changed the saved settings from %q to %q", saved, now)
			}
		})
	}
}
