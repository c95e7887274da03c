package clock

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestSliced: the context pauses once per slice of wall time and ends at its deadline.
func TestSliced(t *testing.T) {
	now := time.Unix(0, 0)
	clock := func() time.Time { return now }
	pauses := 0
	ctx, cancel := Sliced(context.Background(), 100*time.Millisecond, 30*time.Millisecond, clock, func() { pauses++ })
	defer cancel()
	for i := 0; i < 9; i++ { // polls at 0, 10, …, 80 ms
		if err := ctx.Err(); err != nil {
			t.Fatalf("at %v: %v", now.Sub(time.Unix(0, 0)), err)
		}
		now = now.Add(10 * time.Millisecond)
	}
	if pauses != 2 {
		t.Errorf("%d pauses in 80 ms with a 30 ms slice, want 2", pauses)
	}
	now = now.Add(30 * time.Millisecond)
	if err := ctx.Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("after the deadline: %v, want DeadlineExceeded", err)
	}
}
