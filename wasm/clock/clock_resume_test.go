package clock

import (
	"testing"
	"time"
)

func TestClockResume(t *testing.T) {
	t0 := time.Unix(1000, 0)
	tests := []struct {
		name   string
		played time.Duration
		want   time.Duration // after running 5s more
	}{
		{"from zero", 0, 5 * time.Second},
		{"goes on", 95 * time.Second, 100 * time.Second},
		{"negative reads as zero", -time.Second, 5 * time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c Clock
			c.Run(t0)
			c.Resume(tt.played)
			if c.Running() {
				t.Fatal("a resumed clock runs")
			}
			c.Run(t0)
			if got := c.Elapsed(t0.Add(5 * time.Second)); got != tt.want {
				t.Errorf("Elapsed = %v, want %v", got, tt.want)
			}
		})
	}
}
