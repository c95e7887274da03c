package remote

import (
	"context"
	"strings"
	"testing"

	"mahjong/engine"
	"mahjong/engine/shanghai/layouts"
	"mahjong/wasm/link"
)

// TestVariants: the worker makes from a request the same variant the page plays: a position
// the page writes parses in the worker to the same position, which the solver wins (the
// deals are winnable by construction).
func TestVariants(t *testing.T) {
	random, err := layouts.Random(12)
	if err != nil {
		t.Fatal(err)
	}
	library, err := layouts.All()
	if err != nil {
		t.Fatal(err)
	}
	var vs Variants
	for _, e := range []layouts.Entry{random, library[0]} {
		t.Run(e.ID, func(t *testing.T) {
			code := link.EncodeLayout(e.Layout.Slots)
			v, err := vs.Variant(e.ID, code)
			if err != nil {
				t.Fatal(err)
			}
			if again, _ := vs.Variant(e.ID, code); again != v {
				t.Error("the variant was made again, not kept")
			}
			p := e.Variant.New(5)
			q, err := v.Parse(p.String())
			if err != nil {
				t.Fatal(err)
			}
			if q.String() != p.String() {
				t.Errorf("the worker reads\n%s\nfor\n%s", q, p)
			}
			if sol := v.Solve(context.Background(), q); sol.Verdict != engine.Solved {
				t.Errorf("Solve = %v, want won", sol.Verdict)
			}
		})
	}
}

func TestVariantsRefused(t *testing.T) {
	var vs Variants
	tests := []struct{ game, layout, want string }{
		{"chess", "", "unknown game"},
		{"sea-towers", "AAAA", "not Mahjong Solitaire"},
		{"shanghai-custom-1", "!!", ""},
	}
	for _, tt := range tests {
		if _, err := vs.Variant(tt.game, tt.layout); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("variant(%q, %q) = %v, want an error with %q", tt.game, tt.layout, err, tt.want)
		}
	}
}
