package catalog

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The variant ids of docs/rules.md#variants and their families, in its order. A variant
// may be missing while its family is being built, but never renamed, reordered or added
// under another id.
var ruleBook = []struct{ id, family string }{
	{"shanghai-square", "shanghai"}, {"shanghai-pyramid", "shanghai"}, {"shanghai-turtle", "shanghai"},
	{"mahjongg-freecell", "freecell"}, {"long-freecell", "freecell"},
	{"sea-towers", "sea"}, {"sea-breeze", "sea"}, {"sea-winds", "sea"}, {"sea-level", "sea"}, {"sea-cell", "sea"},
	{"mahjongg-stones", "stones"}, {"free-stones", "stones"}, {"loose-stones", "stones"},
	{"throwing-stones", "stones"}, {"small-stones", "stones"}, {"tiny-pebbles", "stones"},
	{"one-player", "one-player"}, {"one-player-flowers", "one-player"},
}

func TestAllFollowsTheRuleBook(t *testing.T) {
	var want, got []string
	registered := map[string]bool{}
	for _, v := range All() {
		got = append(got, v.ID+" "+string(v.Family))
		registered[v.ID] = true
		if v.Name == "" || v.New == nil || v.Parse == nil || v.Solve == nil || v.Hint == nil {
			t.Errorf("%s: name, New, Parse, Solve and Hint are all required", v.ID)
		}
	}
	for _, r := range ruleBook {
		if registered[r.id] {
			want = append(want, r.id+" "+r.family)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("registered variants are not the rule book's, in its order (-want +got):\n%s", diff)
	}
	if len(got) == 0 {
		t.Fatal("no variant is registered")
	}
}

func TestLookupFindParse(t *testing.T) {
	for _, v := range All() {
		t.Run(v.ID, func(t *testing.T) {
			if got, ok := Lookup(v.ID); !ok || got != v {
				t.Errorf("Lookup(%q) = %v, %v", v.ID, got, ok)
			}
			p := v.New(11)
			back, err := Parse(p.String())
			if err != nil {
				t.Fatalf("Parse of deal 11: %v", err)
			}
			if diff := cmp.Diff(p.String(), back.String()); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
	_, err := Find("chess")
	if !errors.Is(err, ErrUnknownGame) {
		t.Errorf("Find(chess) error %v, want ErrUnknownGame", err)
	}
	if _, err := Parse("game: chess\ndeal: 1\n\nboard\n"); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("Parse of a chess position: error %v, want ErrUnknownGame", err)
	}
	if _, err := Parse("not a position"); err == nil {
		t.Error("Parse of garbage succeeded")
	}
	ids := make([]string, 0, len(All()))
	for _, v := range All() {
		ids = append(ids, v.ID)
	}
	if len(slices.Compact(slices.Sorted(slices.Values(ids)))) != len(ids) {
		t.Errorf("duplicate ids in %v", ids)
	}
}
