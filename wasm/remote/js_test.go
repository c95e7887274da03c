//go:build js && wasm

package remote

import (
	"syscall/js"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

// TestMessages: requests and replies cross to JavaScript objects and back unchanged, and the
// error worker.js posts reads as a refusal.
func TestMessages(t *testing.T) {
	req := Request{ID: 7, Op: OpHint, Game: "shanghai-random-3", Layout: "AbC-_", Position: "game: x\ndeal: 1\n\n..", Budget: 1500 * time.Millisecond}
	if diff := cmp.Diff(req, RequestFromJS(js.ValueOf(RequestJS(req)))); diff != "" {
		t.Errorf("request (-want +got):\n%s", diff)
	}
	for _, r := range []Reply{
		{ID: 3, Verdict: engine.Solved, Moves: []string{"0-1", "2-3"}, Score: 40, Nodes: 1234},
		{ID: 4, Verdict: engine.Unsolvable},
		{ID: 5, Err: "unknown game"},
	} {
		if diff := cmp.Diff(r, ReplyFromJS(js.ValueOf(ReplyJS(r)))); diff != "" {
			t.Errorf("reply (-want +got):\n%s", diff)
		}
	}
	thrown := js.ValueOf(map[string]any{"id": 9, "error": "x", "crashed": true})
	if diff := cmp.Diff(Reply{ID: 9, Err: "x"}, ReplyFromJS(thrown)); diff != "" {
		t.Errorf("thrown (-want +got):\n%s", diff)
	}
}
