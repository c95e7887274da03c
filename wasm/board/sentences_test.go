package board

import "testing"

func TestSentences(t *testing.T) {
	tests := []struct {
		name  string
		parts []string
		want  string
	}{
		{"a title with its own mark", []string{"You won!", "All tiles are off."}, "You won! All tiles are off."},
		{"parts without marks", []string{"Removed Bamboo 1", "Game over", "No pairs left"}, "Removed Bamboo 1. Game over. No pairs left."},
		{"empty parts are left out", []string{"", "You lost", ""}, "You lost."},
		{"a question", []string{"Stuck?", "Undo"}, "Stuck? Undo."},
		{"nothing", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Sentences(tt.parts...); got != tt.want {
				t.Errorf("Sentences(%q) = %q, want %q", tt.parts, got, tt.want)
			}
		})
	}
}
