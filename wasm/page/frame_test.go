package page

import "testing"

func TestFrameNotice(t *testing.T) {
	tests := []struct {
		w, h int
		want string
	}{
		{320, 400, ""},
		{1024, 768, ""},
		{300, 400, "This frame is 300×400 pixels, smaller than the 320×400 the games are made for: zoom in (+) to play, or ask the site for a larger frame."},
		{480, 250, "This frame is 480×250 pixels, smaller than the 320×400 the games are made for: zoom in (+) to play, or ask the site for a larger frame."},
	}
	for _, tt := range tests {
		if got := FrameNotice(tt.w, tt.h); got != tt.want {
			t.Errorf("FrameNotice(%d, %d) = %q, want %q", tt.w, tt.h, got, tt.want)
		}
	}
}
