//go:build js && wasm

package worker

import (
	"strings"
	"syscall/js"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/wasm/remote"
)

// TestRequests: a request the page writes (by hand) reads here (with vert) unchanged.
func TestRequests(t *testing.T) {
	for _, tt := range []struct {
		name string
		req  remote.Request
	}{
		{"hint", remote.Request{ID: 7, Op: remote.OpHint, Game: "shanghai-random-3", Layout: "AbC-_", Position: "game: x\ndeal: 1\n\n..", Budget: 1500 * time.Millisecond}},
		{"cancel", remote.Request{ID: 8, Op: remote.OpCancel}},
	} {
		req := tt.req
		t.Run(tt.name, func(t *testing.T) {
			got, err := Request(js.ValueOf(remote.RequestJS(req)))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(req, got); diff != "" {
				t.Errorf("request (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReplies: a reply written here reads on the page unchanged, and the error worker.js
// posts for a module that threw reads as a refusal.
func TestReplies(t *testing.T) {
	for _, tt := range []struct {
		name string
		in   js.Value
		want remote.Reply
	}{
		{"solved", Reply(remote.Reply{ID: 3, Verdict: engine.Solved, Moves: []string{"0-1", "2-3"}, Score: 40, Nodes: 1234}),
			remote.Reply{ID: 3, Verdict: engine.Solved, Moves: []string{"0-1", "2-3"}, Score: 40, Nodes: 1234}},
		{"unsolvable", Reply(remote.Reply{ID: 4, Verdict: engine.Unsolvable}), remote.Reply{ID: 4, Verdict: engine.Unsolvable}},
		{"refused", Reply(remote.Reply{ID: 5, Err: "unknown game"}), remote.Reply{ID: 5, Err: "unknown game"}},
		{"thrown", js.ValueOf(map[string]any{"id": 9, "error": "x", "crashed": true}), remote.Reply{ID: 9, Err: "x"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, remote.ReplyFromJS(tt.in)); diff != "" {
				t.Errorf("reply (-want +got):\n%s", diff)
			}
		})
	}
}

// TestMalformed: a message that does not read is refused with the id it has, and the
// refusal reads on the page as an Unknown with the reason.
func TestMalformed(t *testing.T) {
	for _, tt := range []struct {
		name   string
		in     js.Value
		wantID int
		want   string
	}{
		{"not an object", js.ValueOf("solve"), 0, "not an object"},
		{"null", js.Null(), 0, "not an object"},
		{"a string id", js.ValueOf(map[string]any{"id": "7", "op": 1}), 0, "invalid assignment"},
		{"a number game", js.ValueOf(map[string]any{"id": 7, "op": 1, "game": 3}), 7, "invalid assignment"},
		{"an object position", js.ValueOf(map[string]any{"id": 8, "position": map[string]any{}}), 8, "invalid assignment"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Request(tt.in)
			if err == nil || !strings.Contains(err.Error(), tt.want) || r.ID != tt.wantID {
				t.Fatalf("Request = %+v, %v; want id %d and an error with %q", r, err, tt.wantID, tt.want)
			}
			got := remote.ReplyFromJS(Refusal(r.ID, err))
			if got.ID != tt.wantID || got.Verdict != engine.Unknown || !strings.Contains(got.Err, tt.want) {
				t.Errorf("the refusal reads %+v, want id %d, unknown, with %q", got, tt.wantID, tt.want)
			}
		})
	}
}
