package e2e

import (
	"fmt"
	"testing"

	"mahjong/e2e/harness"
)

// TestTileSizeReach opens the Turtle at every tile size, at a laptop's size and a phone's:
// every tile is in reach, inside the stage and the window, with the board as it opens (a
// size never makes the board larger than its stage, where only the zoom could reach it).
func TestTileSizeReach(t *testing.T) {
	for _, size := range harness.Sizes[:2] {
		t.Run(size.Name, func(t *testing.T) {
			tb := newTab(t)
			tb.forgetZoom()
			t.Cleanup(func() { tb.setSetting("size", "100") })
			tb.run("the window", phone(size.Width, size.Height, size.Phone))
			tb.open("#game=shanghai-turtle&deal=1")
			tb.eval(`localStorage.removeItem("mahjong.v1.zoom"), true`, nil)
			tb.reload()
			for _, ts := range []string{"80", "100", "120", "140"} {
				tb.setSetting("size", ts)
				var out struct {
					Tiles, Out int
					First      string
				}
				tb.eval(`(() => {
					const s = document.getElementById("stage").getBoundingClientRect();
					const l = Math.max(s.left, 0), t = Math.max(s.top, 0);
					const r = Math.min(s.right, innerWidth), b = Math.min(s.bottom, innerHeight);
					let n = 0, out = 0, first = "";
					for (const e of document.querySelectorAll("#board .tile:not([hidden])")) {
						const q = e.getBoundingClientRect();
						n++;
						if (q.left < l - 1 || q.top < t - 1 || q.right > r + 1 || q.bottom > b + 1) {
							if (out++ === 0) first = e.dataset.slot + " at " + [q.left, q.top, q.right, q.bottom].map(Math.round) +
								" in " + [l, t, r, b].map(Math.round);
						}
					}
					return {Tiles: n, Out: out, First: first};
				})()`, &out)
				if out.Tiles != 144 {
					t.Fatalf("size %s: %d tiles shown, want the Turtle's 144", ts, out.Tiles)
				}
				if out.Out > 0 {
					var zoom string
					tb.eval(`[...document.querySelectorAll("#zoom button")].map((b) => b.dataset.zoom + (b.disabled ? " off" : " on")).join(", ")`, &zoom)
					t.Errorf("size %s: %d tiles out of reach (slot %s); zoom buttons: %s", ts, out.Out, out.First, zoom)
				}
			}
			tb.screenshot(fmt.Sprintf("turtle-largest-%s", size.Name))
		})
	}
}
