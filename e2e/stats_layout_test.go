package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"mahjong/wasm/store"
)

// statsLayoutJS measures the open statistics dialog: what is wrong with how it shows its
// table (wider than its region in the dialog, the column headers out of view) and the
// table's width.
const statsLayoutJS = `(() => {
	const d = document.getElementById("stats-dialog"), t = document.getElementById("stats-table"), body = document.getElementById("stats-body");
	const out = [], dr = d.getBoundingClientRect(), tr = t.getBoundingClientRect();
	if (body.scrollWidth > body.clientWidth) out.push("the table is " + Math.round(tr.width) + " px wide in a region of " + body.clientWidth + " px");
	if (dr.left < 0 || dr.right > innerWidth + .5 || dr.top < 0 || dr.bottom > innerHeight + .5) out.push("the dialog reaches out of the window");
	for (const th of t.querySelectorAll("thead th")) {
		const r = th.getBoundingClientRect(), hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		if (!th.contains(hit)) out.push("the header " + JSON.stringify(th.textContent) + " is out of view");
	}
	return {Problems: out, Width: Math.round(tr.width), Dialog: body.clientWidth};
})()`

// heavyStats are statistics with the widest numbers a player is likely to reach: four-digit
// counts, hour-long best times, scores in the thousands.
func heavyStats() string {
	all := map[string]store.Stats{}
	for _, id := range []string{"shanghai-square", "shanghai-turtle", "mahjongg-freecell", "sea-towers", "mahjongg-stones"} {
		all[id] = store.Stats{Played: 1234, Won: 1000, Streak: 120, BestStreak: 340, BestTime: 3725, Moves: 1234 * 312}
	}
	for _, id := range []string{"one-player", "one-player-flowers"} {
		all[id] = store.Stats{Played: 1234, Won: 1234, Streak: 1234, BestStreak: 1234, BestScore: 12450, Scored: 1234, Moves: 1234 * 287}
	}
	return store.FormatStats(all)
}

// TestStatsDialogLayout: the statistics open with their column headers in view, and on a
// phone the table fits the dialog, with the widest numbers a player is likely to have.
func TestStatsDialogLayout(t *testing.T) {
	for _, size := range [][2]int64{{1280, 800}, {390, 844}, {1280, 500}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tb := newTab(t)
			var opts []chromedp.EmulateViewportOption
			if size[0] < 600 { // a phone: 3 device pixels a CSS px, touch, scroll bars that take no room
				opts = append(opts, chromedp.EmulateScale(3), chromedp.EmulateMobile)
			}
			tb.run("viewport", chromedp.EmulateViewport(size[0], size[1], opts...))
			tb.open(link("shanghai-square", 5))
			tb.eval(fmt.Sprintf(`localStorage.setItem(%q, %q), true`, store.StatsKey, heavyStats()), nil)
			t.Cleanup(func() { tb.eval(fmt.Sprintf(`localStorage.removeItem(%q), true`, store.StatsKey), nil) })
			tb.clickNamed("Statistics")
			tb.wait("the statistics", modal("stats-dialog"))
			var got struct {
				Problems      []string
				Width, Dialog int
			}
			tb.eval(statsLayoutJS, &got)
			t.Logf("the table is %d px wide in a region of %d px", got.Width, got.Dialog)
			for _, p := range got.Problems {
				t.Error(p)
			}
			tb.screenshot(fmt.Sprintf("stats-%dx%d", size[0], size[1]))
		})
	}
}
