package store

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOverwrite(t *testing.T) {
	played := Save{Variant: "shanghai-square", Deal: 7, Cursor: 2, Seconds: 40, Moves: []string{"43-47", "44-46"}}
	counted := played
	counted.Counted = true
	fresh := Save{Variant: "shanghai-square", Deal: 9}
	moved := Save{Variant: "shanghai-square", Deal: 9, Cursor: 1, Moves: []string{"1-2"}}
	sameDeal := Save{Variant: "shanghai-square", Deal: 7, Cursor: 3, Moves: []string{"43-47", "44-46", "1-2"}}
	undoneOnly := Save{Variant: "shanghai-square", Deal: 9, Cursor: 0, Moves: []string{"1-2"}}
	type verdict struct{ Write, Abandoned bool }
	tests := []struct {
		name      string
		old, next Save
		want      verdict
	}{
		{"nothing saved yet", Save{}, fresh, verdict{true, false}},
		{"the same deal, one move on", played, sameDeal, verdict{true, false}},
		{"a fresh deal over a game in progress", played, fresh, verdict{false, false}},
		{"a played deal over a game in progress", played, moved, verdict{true, true}},
		{"moves all undone still count as played", played, undoneOnly, verdict{true, true}},
		{"a fresh deal over a counted game", counted, fresh, verdict{true, false}},
		{"a played deal over a counted game", counted, moved, verdict{true, false}},
		{"a fresh deal over a fresh deal", fresh, Save{Variant: "shanghai-square", Deal: 11}, verdict{true, false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, a := Overwrite(tt.old, tt.next)
			if diff := cmp.Diff(tt.want, verdict{w, a}); diff != "" {
				t.Errorf("Overwrite (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAbandoned(t *testing.T) {
	s := Save{Variant: "shanghai-square", Deal: 7, Cursor: 1, Seconds: 40, Moves: []string{"43-47", "44-46"}}
	if diff := cmp.Diff(Outcome{Moves: 1, Seconds: 40}, Abandoned(s)); diff != "" {
		t.Errorf("Abandoned (-want +got):\n%s", diff)
	}
}
