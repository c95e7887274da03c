package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// statsLayoutJS measures the open statistics dialog: what is wrong with how it shows its
// table (wider than the dialog, the column headers out of view) and the table's width.
const statsLayoutJS = `(() => {
	const d = document.getElementById("stats-dialog"), t = document.getElementById("stats-table");
	const out = [], dr = d.getBoundingClientRect(), tr = t.getBoundingClientRect();
	if (tr.width > d.clientWidth) out.push("the table is " + Math.round(tr.width) + " px wide in a dialog of " + d.clientWidth + " px");
	if (dr.left < 0 || dr.right > innerWidth + .5 || dr.top < 0 || dr.bottom > innerHeight + .5) out.push("the dialog reaches out of the window");
	for (const th of t.querySelectorAll("thead th")) {
		const r = th.getBoundingClientRect(), hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		if (!th.contains(hit)) out.push("the header " + JSON.stringify(th.textContent) + " is out of view");
	}
	return {Problems: out, Width: Math.round(tr.width), Dialog: d.clientWidth};
})()`

// TestStatsDialogLayout: the statistics open with their column headers in view, and on a
// phone the table fits the dialog.
func TestStatsDialogLayout(t *testing.T) {
	for _, size := range [][2]int64{{1280, 800}, {390, 844}, {1280, 500}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tb := newTab(t)
			tb.run("viewport", chromedp.EmulateViewport(size[0], size[1]))
			tb.open(link("shanghai-square", 5))
			tb.clickNamed("Statistics")
			tb.wait("the statistics", modal("stats-dialog"))
			var got struct {
				Problems      []string
				Width, Dialog int
			}
			tb.eval(statsLayoutJS, &got)
			t.Logf("the table is %d px wide in a dialog of %d px", got.Width, got.Dialog)
			for _, p := range got.Problems {
				t.Error(p)
			}
			tb.screenshot(fmt.Sprintf("stats-%dx%d", size[0], size[1]))
		})
	}
}
