//go:build !js

package control

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

func TestNextDeals(t *testing.T) {
	v := &engine.Variant{ID: "sea-towers"}
	type state struct {
		Idle    bool
		Ready   uint64 // the deal ready for v, 0 for none
		Trying  bool
		Tries   int
		Polling bool
		Stopped bool // the last try's context is done
		Took    uint64
	}
	for _, tc := range []struct {
		name string
		// steps: "input", "wait" (half a second), "try", "poll" (the poll ticker started),
		// "stop", "tried", "keep" (deal 42 kept for v), "take", "peek" (take, not wanted)
		steps []string
		want  state
	}{
		{"input is not idle", []string{"input"}, state{}},
		{"half a second is not idle", []string{"input", "wait"}, state{}},
		{"a second is", []string{"input", "wait", "wait"}, state{Idle: true}},
		{"a try", []string{"try", "poll"}, state{Idle: true, Trying: true, Tries: 1, Polling: true}},
		{"stopped", []string{"try", "poll", "stop"}, state{Idle: true, Trying: true, Tries: 1, Stopped: true}},
		{"answered", []string{"try", "poll", "tried"}, state{Idle: true, Tries: 1, Stopped: true}},
		{"kept", []string{"try", "tried", "keep"}, state{Idle: true, Tries: 1, Stopped: true, Ready: 42}},
		{"taken once", []string{"keep", "take"}, state{Idle: true, Took: 42}},
		{"not taken when not wanted", []string{"keep", "peek"}, state{Idle: true, Ready: 42}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			now := time.Unix(1e9, 0)
			timers := &fakeTimers{now: &now}
			poll := timers.Ticker().(*fakeTicker)
			n := newNextDeals(func() time.Time { return now }, timers.Timer(), poll)
			stopped := func() bool { return false }
			var took uint64
			for _, s := range tc.steps {
				switch s {
				case "input":
					n.input()
				case "wait":
					now = now.Add(fcNextIdle / 2)
				case "try":
					ctx := n.try(v, time.Hour)
					stopped = func() bool { return ctx.Err() != nil }
				case "poll":
					poll.Start(fcNextPoll, func() {})
				case "stop":
					n.stopTry()
				case "tried":
					if !n.tried() {
						t.Fatalf("%v: no try to end", tc.steps)
					}
				case "keep":
					n.keep(v.ID, 42)
				case "take", "peek":
					if deal, ok := n.take(v, s == "take"); ok {
						took = deal
					}
				}
			}
			got := state{Idle: n.idle(), Trying: n.trying != nil, Tries: n.tries, Polling: poll.on,
				Stopped: stopped(), Took: took}
			got.Ready, _ = n.ready(v.ID)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%v (-want +got):\n%s", tc.steps, diff)
			}
		})
	}
}
