package e2e

import "testing"

// TestToolbarOneRow opens, at 1280×800, the game with the longest name the menu can hold (a
// layout of the library, the longest named) after the Turtle: the toolbar stays one row,
// and the board's top does not move.
func TestToolbarOneRow(t *testing.T) {
	tb := newTab(t)
	tb.run("the window", phone(1280, 800, false))
	tb.open("#game=shanghai-turtle&deal=1")
	type look struct {
		Rows     int
		BoardTop float64
	}
	measure := func() look {
		var l look
		tb.eval(`(() => {
			const tops = new Set();
			for (const e of document.querySelectorAll("#controls > *")) {
				const r = e.getBoundingClientRect();
				if (r.width > 0) tops.add(Math.round(r.top));
			}
			return {Rows: tops.size, BoardTop: document.getElementById("stage").getBoundingClientRect().top};
		})()`, &l)
		return l
	}
	first := measure()
	tb.openGallery()
	var longest string
	tb.eval(`(() => {
		let id = "", n = 0;
		for (const b of document.querySelectorAll('#gallery-list [data-gallery="play"]')) {
			const name = b.querySelector(".gallery-name").textContent;
			if (name.length > n) { n = name.length; id = b.dataset.layout; }
		}
		return id;
	})()`, &longest)
	tb.playFromGallery(longest)
	var name string
	tb.eval(`document.getElementById("variant").selectedOptions[0].text`, &name)
	second := measure()
	if first.Rows != 1 || second.Rows != 1 {
		t.Errorf("the toolbar has %d rows with the Turtle and %d with %q; want 1", first.Rows, second.Rows, name)
	}
	if first.BoardTop != second.BoardTop {
		t.Errorf("the stage's top moves from %.1f to %.1f when %q opens", first.BoardTop, second.BoardTop, name)
	}
	tb.screenshot("toolbar-longest-name-1280x800")
}
