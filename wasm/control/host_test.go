package control

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
)

// hostLog is an in-memory Host that counts the drains asked for.
type hostLog struct{ drains int }

func (*hostLog) Post(link.Event, string)    {}
func (*hostLog) Query() string              { return "" }
func (*hostLog) Frame() (width, height int) { return 0, 0 }
func (h *hostLog) Drain()                   { h.drains++ }

func TestEmbedHostTake(t *testing.T) {
	port := &hostLog{}
	h := &embedHost{port: port}
	var kept int
	for i := range maxWaiting + 3 {
		if h.take(link.Command{Type: "undo"}, "https://a.example/"+strconv.Itoa(i)) {
			kept++
		}
		h.drainSoon()
	}
	if kept != maxWaiting || len(h.waiting) != maxWaiting {
		t.Errorf("a flood of changes: %d kept, %d waiting; want %d", kept, len(h.waiting), maxWaiting)
	}
	if port.drains != 1 {
		t.Errorf("drains asked for while one is due: %d, want 1", port.drains)
	}
	for _, origin := range []string{"https://b.example", "*", "https://b.example"} {
		if !h.take(link.Command{Type: "state"}, origin) {
			t.Errorf("a request for the state from %s was dropped with the changes past the limit", origin)
		}
	}
	if diff := cmp.Diff([]string{"https://b.example", "*"}, h.owed); diff != "" {
		t.Errorf("origins owed the state, once each (-want +got):\n%s", diff)
	}
}

func TestEmbedHostReport(t *testing.T) {
	v := shanghai.Variants()[0]
	g := engine.NewGame(v.New(3))
	h := &embedHost{}
	var want []string
	for range 3 {
		p := g.Position()
		m := p.Moves()[0]
		want = append(want, p.FormatMove(m))
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	got := h.report(g, page.Outlook{})
	if diff := cmp.Diff(want, got.Moves); diff != "" || got.Game != v.ID || got.Deal != 3 {
		t.Errorf("moves (-want +got):\n%s; game %q deal %d", diff, got.Game, got.Deal)
	}
	g.Undo()
	if got := h.report(g, page.Outlook{}); !cmp.Equal(got.Moves, want[:2]) {
		t.Errorf("after an undo: moves %q, want %q", got.Moves, want[:2])
	}
	other := engine.NewGame(v.New(4))
	if got := h.report(other, page.Outlook{}); len(got.Moves) != 0 || got.Deal != 4 {
		t.Errorf("a new game: moves %q deal %d, want none of deal 4", got.Moves, got.Deal)
	}
}
