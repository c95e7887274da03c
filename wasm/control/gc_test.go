//go:build !js

package control

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestIdleGC(t *testing.T) {
	type state struct {
		Asked   int           // collections asked of Idle
		Armed   bool          // the pause timer is set
		After   time.Duration // for that long
		Renders int
	}
	for _, tc := range []struct {
		name string
		// steps: "render", "wait" (the clock moves on by 400 ms), "fire" (the pause timer),
		// "idle" (the browser runs the collection asked for)
		steps []string
		want  state
	}{
		{"a render arms the pause", []string{"render"},
			state{Armed: true, After: quietTime + time.Millisecond, Renders: 1}},
		{"renders do not arm it again", []string{"render", "wait", "render"},
			state{Armed: true, After: quietTime + time.Millisecond, Renders: 2}},
		{"a pause asks for a collection", []string{"render", "wait", "wait", "wait", "fire"},
			state{Asked: 1}},
		{"a short pause waits for the rest", []string{"render", "wait", "render", "wait", "wait", "fire"},
			state{Armed: true, After: 200*time.Millisecond + time.Millisecond, Renders: 2}},
		{"and then asks", []string{"render", "wait", "render", "wait", "wait", "fire", "wait", "fire"},
			state{Asked: 1}},
		{"eight renders ask at once", []string{"render", "render", "render", "render", "render", "render", "render", "render"},
			state{Asked: 1, Armed: true, After: quietTime + time.Millisecond}},
		{"one collection asked at a time", []string{"render", "render", "render", "render", "render", "render", "render", "render",
			"render", "render", "render", "render", "render", "render", "render", "render"},
			state{Asked: 1, Armed: true, After: quietTime + time.Millisecond, Renders: 8}},
		{"and another once it ran", []string{"render", "render", "render", "render", "render", "render", "render", "render",
			"idle", "render", "render", "render", "render", "render", "render", "render", "render"},
			state{Asked: 2, Armed: true, After: quietTime + time.Millisecond}},
		{"a pause after the collection asks nothing more", []string{"render", "render", "render", "render", "render", "render", "render", "render",
			"idle", "wait", "wait", "wait", "fire"},
			state{Asked: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			now := time.Unix(1e9, 0)
			timers, idle := &fakeTimers{now: &now}, &stepIdle{}
			timer := timers.Timer().(*fakeTimer)
			g := newIdleGC(idle, timer, func() time.Time { return now })
			for _, s := range tc.steps {
				switch s {
				case "render":
					g.rendered()
				case "wait":
					now = now.Add(400 * time.Millisecond)
				case "fire":
					if !timer.on || timer.due.After(now) {
						t.Fatalf("%v: the pause timer is not due", tc.steps)
					}
					timers.fire()
				case "idle":
					idle.run()
				}
			}
			got := state{Asked: idle.asked, Armed: timer.on, Renders: g.renders}
			if timer.on {
				got.After = timer.after
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%v (-want +got):\n%s", tc.steps, diff)
			}
		})
	}
}
