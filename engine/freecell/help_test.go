package freecell

import (
	"strings"
	"testing"

	"mahjong/engine/enginetest"
)

func TestHelp(t *testing.T) {
	tests := []struct {
		id       string
		has, not []string
	}{
		{"mahjongg-freecell", []string{"132", "Rank lock", "Levels (model decided)", "only a Wind (decided)", "different suit"}, []string{"West, North", "Groups"}},
		{"long-freecell", []string{"144", "only a Season", "then a Season"}, []string{"Reconstructed"}},
		{"sea-towers", []string{"West, North, South and East", "same suit", "any tile or group", "Groups"}, []string{"Rank lock", "Levels"}},
		{"sea-breeze", []string{"only a Wind, or a group headed by a Wind"}, []string{"Rank lock"}},
		{"sea-winds", []string{"Rank lock", "only a Wind, or a group"}, nil},
		{"sea-level", []string{"Rank lock", "Reconstructed rules", "any tile or group"}, nil},
		{"sea-cell", []string{"Reconstructed rules", "different suit", "9 in each of the 4 leftmost", "4 cells"}, []string{"Rank lock"}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			h := Help(tt.id)
			if !strings.HasPrefix(h, "Goal: ") {
				t.Errorf("the rules do not open with the goal:\n%s", h)
			}
			enginetest.Says(t, h, tt.has, tt.not)
		})
	}
	if Help("shanghai-turtle") != "" {
		t.Error("help for another family")
	}
}
