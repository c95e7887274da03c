package store

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/enginetest"
)

func TestViewsRoundTrip(t *testing.T) {
	tests := []struct {
		name  string
		views map[string]View
		text  string
	}{
		{"none", map[string]View{}, "1"},
		{"fitted games are left out", map[string]View{"shanghai-turtle": {Scale: 1}}, "1"},
		{"sorted by game", map[string]View{
			"shanghai-turtle":   {Scale: 2, X: -120.5, Y: 33},
			"mahjongg-freecell": {Scale: 1.5, Y: -40},
		}, "1;mahjongg-freecell=1.5,0,-40;shanghai-turtle=2,-120.5,33"},
		{"pan at scale 1", map[string]View{"one-player": {Scale: 1, X: 3.25}}, "1;one-player=1,3.25,0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.text, FormatViews(tt.views)); diff != "" {
				t.Errorf("FormatViews (-want +got):\n%s", diff)
			}
			got, err := ParseViews(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]View{}
			for id, v := range tt.views {
				if v != (View{Scale: 1}) {
					want[id] = v
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("ParseViews (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseViewsRounds(t *testing.T) {
	got, err := ParseViews("1;sea-cell=1.234,-0.005,10.999")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]View{"sea-cell": {Scale: 1.23, X: -0.01, Y: 11}}, got); diff != "" {
		t.Errorf("ParseViews (-want +got):\n%s", diff)
	}
}

func TestParseViewsRefuses(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "", "not of version 1"},
		{"other version", "2;a=1,0,0", "not of version 1"},
		{"no equals", "1;shanghai-turtle", "not game=scale,x,y"},
		{"bad id", "1;Shanghai=1,0,0", "not game=scale,x,y"},
		{"empty id", "1;=1,0,0", "not game=scale,x,y"},
		{"twice", "1;a=2,0,0;a=3,0,0", "names a twice"},
		{"two numbers", "1;a=2,0", "not scale,x,y"},
		{"not a number", "1;a=big,0,0", `"big" is not a number`},
		{"plus sign", "1;a=+2,0,0", `"+2" is not a number`},
		{"exponent", "1;a=2e0,0,0", `"2e0" is not a number`},
		{"infinite", "1;a=2,Inf,0", `"Inf" is not a number`},
		{"NaN", "1;a=NaN,0,0", `"NaN" is not a number`},
		{"small scale", "1;a=0.5,0,0", "not from 1 to 4"},
		{"large scale", "1;a=5,0,0", "not from 1 to 4"},
		{"far pan", "1;a=2,0,100001", "too far"},
		{"too many", "1" + strings.Repeat(";a=1,0,0", 501), "more than 500"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseViews(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseViews(%q) = %v, want an error with %q", tt.text, err, tt.want)
			}
		})
	}
}

func FuzzViews(f *testing.F) {
	for _, s := range []string{"1", "1;a=2,0,0", "1;mahjongg-freecell=1.5,0,-40;shanghai-turtle=2,-120.5,33", "1;a=1.005,-0,0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		enginetest.RoundTrip(t, text, ParseViews, FormatViews)
	})
}
