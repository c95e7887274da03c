package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// TestEmbedFlood: a host that floods the game with valid commands does not hold it up.
// Requests for the state that wait together share one answer, and changes past the 16 that
// may wait are dropped; a command sent after the flood is carried out next.
func TestEmbedFlood(t *testing.T) {
	const flood = 20000
	tb := newTab(t)
	host := startHost(t, baseURL+"embed.html?game=shanghai-square&deal=3&controls=undo,redo,new")
	tb.run("open the host", chromedp.Navigate(host))
	tb.wait("ready", `events.some((e) => e.data.type === "ready")`)

	// A flood of "state", then a change: the change does not wait behind 20,000 answers.
	tb.eval(fmt.Sprintf(`(() => {
		events.length = 0;
		for (let i = 0; i < %d; i++) send({type: "state"});
		send({type: "new", game: "shanghai-turtle", deal: 9});
		return true;
	})()`, flood), nil)
	tb.wait("the new game", `events.some((e) => e.data.type === "ready" && e.data.deal === 9)`)
	var before int
	tb.eval(`events.slice(0, events.findIndex((e) => e.data.type === "ready")).length`, &before)
	if before > 100 {
		t.Errorf("%d answers came before the new game asked for after %d requests for the state; want them to share few", before, flood)
	}

	// A flood of changes: 16 wait, the rest are dropped.
	tb.eval(`(() => {
		events.length = 0;
		for (let i = 1; i <= 1000; i++) send({type: "new", game: "shanghai-square", deal: i});
		return true;
	})()`, nil)
	tb.wait("the changes that waited", `events.some((e) => e.data.type === "ready" && e.data.deal === 16)`)
	tb.eval(`send({type: "state"}), true`, nil)
	tb.wait("the answer", `events.some((e) => e.data.type === "state" && e.data.deal === 16)`)
	var readies []uint64
	tb.eval(`events.filter((e) => e.data.type === "ready").map((e) => e.data.deal)`, &readies)
	if len(readies) != 16 || readies[0] != 1 || readies[15] != 16 {
		t.Errorf("after 1,000 new games asked for at once, %d were dealt (%v); want the first 16", len(readies), readies)
	}

	// The game still plays: a move in the frame is reported.
	tb.eval(`events.length = 0, true`, nil)
	p := deal(t, "shanghai-square", 16)
	m := p.Moves()[0]
	frame := tb.frame()
	for _, slot := range []int{int(m.From), int(m.To)} {
		tb.run(fmt.Sprintf("click slot %d in the frame", slot), chromedp.Click(slotSel(slot), chromedp.ByQuery, chromedp.NodeVisible, frame))
	}
	tb.wait("a move event", `events.some((e) => e.data.type === "move")`)
}

// frame is the option that runs a query in the host page's frame of the game.
func (tb *tab) frame() chromedp.QueryOption {
	tb.t.Helper()
	var frames []*cdp.Node
	tb.run("find the frame", chromedp.Nodes("#game", &frames, chromedp.ByQuery))
	return chromedp.FromNode(frames[0])
}
