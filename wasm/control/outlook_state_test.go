//go:build !js

package control

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/status"
	"mahjong/wasm/page"
)

func TestOutlookRuns(t *testing.T) {
	walked := page.Outlook{Phase: page.Walked, Status: status.Status{Kind: status.NotWinnable},
		Back: status.Back{Answer: status.Found, Moves: 3}}
	type state struct {
		Running    bool
		Current    []bool // current(1), current(2)
		Gen        int
		UndoMoves  int // undoMoves(7)
		Undo, Text string
	}
	for _, tc := range []struct {
		name  string
		steps func(o *outlook)
		want  state
	}{
		{"mounted", func(o *outlook) {}, state{Gen: -1, Current: []bool{false, false}}},
		{"a search begun", func(o *outlook) { o.begin(7) },
			state{Running: true, Gen: 7, Current: []bool{true, false}}},
		{"replaced", func(o *outlook) { o.begin(6); o.begin(7) },
			state{Running: true, Gen: 7, Current: []bool{false, true}}},
		{"stopped", func(o *outlook) { o.begin(7); o.stop() },
			state{Gen: 7, Current: []bool{false, false}}},
		{"the old search's end changes nothing", func(o *outlook) { o.begin(6); o.begin(7); o.done(1) },
			state{Running: true, Gen: 7, Current: []bool{false, true}}},
		{"its own ends it", func(o *outlook) { o.begin(6); o.begin(7); o.done(2) },
			state{Gen: 7, Current: []bool{false, false}}},
		{"a walk back found", func(o *outlook) { o.begin(7); o.show(walked); o.done(1) },
			state{Gen: 7, Current: []bool{false, false}, UndoMoves: 3, Undo: "3", Text: walked.Text()}},
		{"for another position", func(o *outlook) { o.begin(6); o.show(walked) },
			state{Running: true, Gen: 6, Current: []bool{true, false}, Undo: "3", Text: walked.Text()}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := newFakeDoc(t)
			var o outlook
			o.mount(doc)
			tc.steps(&o)
			got := state{Running: o.running, Current: []bool{o.current(1), o.current(2)}, Gen: o.gen,
				UndoMoves: o.undoMoves(7), Undo: doc.el("outlook").attrs["data-undo"], Text: doc.el("outlook-text").text}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
