package clock

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestClock(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	at := func(s int) time.Time { return t0.Add(time.Duration(s) * time.Second) }
	var c Clock
	steps := []struct {
		name string
		do   func()
		now  int
		want time.Duration
		run  bool
	}{
		{"new clock is stopped at zero", func() {}, 0, 0, false},
		{"runs", func() { c.Run(at(0)) }, 10, 10 * time.Second, true},
		{"running again changes nothing", func() { c.Run(at(5)) }, 12, 12 * time.Second, true},
		{"stops", func() { c.Stop(at(20)) }, 100, 20 * time.Second, false},
		{"stopping again changes nothing", func() { c.Stop(at(30)) }, 100, 20 * time.Second, false},
		{"runs on from where it stopped", func() { c.Run(at(200)) }, 205, 25 * time.Second, true},
		{"reset", func() { c.Reset() }, 300, 0, false},
	}
	for _, s := range steps {
		s.do()
		if got := c.Elapsed(at(s.now)); got != s.want || c.Running() != s.run {
			t.Errorf("%s: Elapsed = %v, Running = %v; want %v, %v", s.name, got, c.Running(), s.want, s.run)
		}
	}
}

func TestFormatClock(t *testing.T) {
	tests := []struct {
		seconds int
		want    string
	}{
		{-3, "0:00"}, {0, "0:00"}, {9, "0:09"}, {61, "1:01"}, {599, "9:59"}, {3599, "59:59"},
		{3600, "1:00:00"}, {3723, "1:02:03"}, {36000, "10:00:00"},
	}
	for _, tt := range tests {
		if got := Format(tt.seconds); got != tt.want {
			t.Errorf("FormatClock(%d) = %q, want %q", tt.seconds, got, tt.want)
		}
	}
}

func TestWallDeadline(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	now := t0
	clock := func() time.Time { return now }

	t.Run("done once the wall clock passes the deadline, without any timer", func(t *testing.T) {
		now = t0
		ctx, cancel := WallDeadline(context.Background(), time.Second, clock)
		defer cancel()
		if d, ok := ctx.Deadline(); !ok || !d.Equal(t0.Add(time.Second)) {
			t.Errorf("Deadline = %v, %v", d, ok)
		}
		now = t0.Add(999 * time.Millisecond)
		if ctx.Err() != nil {
			t.Fatalf("Err before the deadline = %v", ctx.Err())
		}
		select {
		case <-ctx.Done():
			t.Fatal("done before the deadline")
		default:
		}
		now = t0.Add(time.Second)
		select {
		case <-ctx.Done():
		default:
			t.Fatal("not done at the deadline")
		}
		if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
			t.Errorf("Err = %v, want DeadlineExceeded", ctx.Err())
		}
	})
	t.Run("cancel", func(t *testing.T) {
		now = t0
		ctx, cancel := WallDeadline(context.Background(), time.Hour, clock)
		cancel()
		cancel()
		if !errors.Is(ctx.Err(), context.Canceled) {
			t.Errorf("Err = %v, want Canceled", ctx.Err())
		}
	})
	t.Run("parent canceled", func(t *testing.T) {
		now = t0
		parent, stop := context.WithCancel(context.Background())
		ctx, cancel := WallDeadline(parent, time.Hour, clock)
		defer cancel()
		stop()
		select {
		case <-ctx.Done():
		default:
			t.Fatal("not done when the parent is")
		}
		if !errors.Is(ctx.Err(), context.Canceled) {
			t.Errorf("Err = %v, want Canceled", ctx.Err())
		}
	})
}
