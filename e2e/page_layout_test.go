package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// pageSizes are the window sizes the layout tests try: a desktop and a phone in portrait.
var pageSizes = [][2]int64{{1280, 800}, {390, 844}}

// menuCutJS reports whether the game menu shows its chosen name whole: the name's width in
// the menu's font against the room inside the menu (less its arrow, about 1em).
const menuCutJS = `(() => {
	const s = document.getElementById("variant"), cs = getComputedStyle(s);
	const c = document.createElement("canvas").getContext("2d");
	c.font = cs.fontWeight + " " + cs.fontSize + " " + cs.fontFamily;
	const text = s.options[s.selectedIndex].text, room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - parseFloat(cs.fontSize);
	return c.measureText(text).width <= room ? "" : JSON.stringify(text) + " (menu " + s.clientWidth + " px) needs " + Math.round(c.measureText(text).width) + " px in " + Math.round(room);
})()`

// noticeOverJS names the toolbar's controls that the notice covers.
const noticeOverJS = `(() => {
	const n = document.getElementById("notice").getBoundingClientRect(), over = [];
	for (const e of document.querySelectorAll("#controls button, #controls select")) {
		const r = e.getBoundingClientRect();
		if (r.width && r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom) over.push(e.getAttribute("aria-label") || e.textContent.trim());
	}
	return over;
})()`

// edgesJS is how far the outer columns of a FreeCell or Sea board keep from the window's
// edges, in px.
const edgesJS = `(() => {
	const cols = document.querySelectorAll("#board .fc-col");
	return [cols[0].getBoundingClientRect().left, innerWidth - cols[cols.length - 1].getBoundingClientRect().right];
})()`

// TestPageLayout: the game menu shows the longest name whole, a notice leaves the toolbar
// clear, and the 16-column boards keep off the window's edges, on a desktop and a phone.
func TestPageLayout(t *testing.T) {
	for _, size := range pageSizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tb := newTab(t)
			tb.run("viewport", chromedp.EmulateViewport(size[0], size[1]))
			tb.open(link("one-player-flowers", 2))
			var cut string
			tb.eval(menuCutJS, &cut)
			if cut != "" {
				t.Errorf("the game menu cuts the name: %s", cut)
			}

			// A long notice, on two lines: a FreeCell hint's.
			tb.open(link("mahjongg-freecell", 2))
			tb.clickNamed("Hint")
			tb.wait("the hint's notice", `!document.getElementById("notice").hidden && document.getElementById("notice").textContent.length > 80`)
			var over []string
			tb.eval(noticeOverJS, &over)
			if len(over) > 0 {
				t.Errorf("the notice covers %q", over)
			}
			tb.screenshot(fmt.Sprintf("notice-%dx%d", size[0], size[1]))

			for _, id := range []string{"mahjongg-freecell", "sea-towers"} {
				tb.open(link(id, 2))
				var gap []float64
				tb.eval(edgesJS, &gap)
				if gap[0] < 2 || gap[1] < 2 {
					t.Errorf("%s: the outer columns are %.1f and %.1f px from the window's edges", id, gap[0], gap[1])
				}
			}
		})
	}
}
