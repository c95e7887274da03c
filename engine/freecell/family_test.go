package freecell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Family and HasLevels follow the rule book: the two FreeCell games stack tiles in levels,
// the five Sea games move groups instead (docs/rules.md#levels and #groups).
func TestFamilyAndLevels(t *testing.T) {
	type got struct {
		Family string
		Levels bool
	}
	for _, tt := range []struct {
		id   string
		want got
	}{
		{"mahjongg-freecell", got{"freecell", true}},
		{"long-freecell", got{"freecell", true}},
		{"sea-towers", got{"sea", false}},
		{"sea-breeze", got{"sea", false}},
		{"sea-winds", got{"sea", false}},
		{"sea-level", got{"sea", false}},
		{"sea-cell", got{"sea", false}},
	} {
		t.Run(tt.id, func(t *testing.T) {
			p, err := New(tt.id, 1)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got{string(p.Family()), p.HasLevels()}); diff != "" {
				t.Errorf("family, levels (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSetName(t *testing.T) {
	want := []string{"Bamboos", "Characters", "Circles"}
	var names []string
	for s := 0; s < 3; s++ {
		names = append(names, SetName(s))
	}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("SetName (-want +got):\n%s", diff)
	}
}
