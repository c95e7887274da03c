package link

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/enginetest"
	"mahjong/engine/shanghai"
	"mahjong/wasm/store"
)

func TestLayoutCode(t *testing.T) {
	turtle := shanghai.Layouts()[2].Slots
	tests := []struct {
		name  string
		slots []shanghai.Slot
		code  string
	}{
		{"two side by side", []shanghai.Slot{{X: 2, Y: 0, Z: 0}, {X: 0, Y: 0, Z: 0}}, "1ECAB"},
		{"one on another", []shanghai.Slot{{X: 0, Y: 0, Z: 0}, {X: 0, Y: 0, Z: 1}}, "1CCAD"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := EncodeLayout(tt.slots)
			if code != tt.code {
				t.Errorf("EncodeLayout = %q, want %q", code, tt.code)
			}
			got, err := DecodeLayout(code)
			if err != nil {
				t.Fatal(err)
			}
			want := append([]shanghai.Slot(nil), tt.slots...)
			l1, l2 := enginetest.Must(shanghai.NewLayout("", want)), enginetest.Must(shanghai.NewLayout("", got))
			if diff := cmp.Diff(l1.Slots, l2.Slots); diff != "" {
				t.Errorf("DecodeLayout(EncodeLayout) (-want +got):\n%s", diff)
			}
		})
	}
	t.Run("turtle", func(t *testing.T) {
		code := EncodeLayout(turtle)
		if len(code) > 200 {
			t.Errorf("the Turtle's code is %d characters, want at most 200: %s", len(code), code)
		}
		got := enginetest.Must(DecodeLayout(code))
		if diff := cmp.Diff(turtle, enginetest.Must(shanghai.NewLayout("", got)).Slots); diff != "" {
			t.Errorf("the Turtle read back (-want +got):\n%s", diff)
		}
	})
}

func TestDecodeLayoutErrors(t *testing.T) {
	tests := []struct{ code, want string }{
		{"", "the layout is not of a version this page reads"},
		{"2CCA", "the layout is not of a version this page reads"},
		{"1CC!", "the layout holds a character that is not of a layout"},
		{"1CCg", "the layout is cut short"},
		{"1CCgA", "the layout holds a number written with needless digits"},
		{"1C", "the layout's size is out of range"},
		{"1BCAB", "the layout's size is out of range"},
		{"1gEAAB", "the layout's size is out of range"},
		{"1CC" + strings.Repeat("A", 289), "the layout has not from 2 to 288 tiles"},
		{"1CCA", "the layout has not from 2 to 288 tiles"},
		{"1CCAB", "the layout has a tile past its own edge"},
		{"1CC" + "gggggA", "the layout holds a number out of range"},
		{"1CCAgggB", "the layout reaches past the largest board"},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			_, err := DecodeLayout(tt.code)
			if err == nil || err.Error() != tt.want {
				t.Errorf("DecodeLayout(%q) = %v, want %q", tt.code, err, tt.want)
			}
		})
	}
}

// The layouts a player keeps are checked by the links' codec: a line with a code it refuses
// is left out, and the error says why in its words.
func TestKeptLayoutCodes(t *testing.T) {
	good := "shanghai-custom-8000000000000001;1ECAB;Two"
	ls, err := store.ParseLayouts("1\nshanghai-custom-1;1EC;T\n"+good, CheckLayoutCode)
	if diff := cmp.Diff("layouts line 2: the layout has not from 2 to 288 tiles", fmt.Sprint(err)); diff != "" {
		t.Errorf("ParseLayouts error (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]store.MyLayout{{ID: "shanghai-custom-8000000000000001", Code: "1ECAB", Name: "Two"}}, ls); diff != "" {
		t.Errorf("ParseLayouts kept (-want +got):\n%s", diff)
	}
}

func TestLayoutLink(t *testing.T) {
	code := EncodeLayout(shanghai.Layouts()[2].Slots)
	l := Link{Game: CustomPrefix + "8abc", Deal: 7, Layout: code, Name: "Grandma's Turtle (v2) 龜"}
	frag := FormatFragment(l)
	if strings.ContainsAny(frag[1:], " '()#") {
		t.Errorf("FormatFragment = %q: not URL-safe", frag)
	}
	got, err := ParseFragment(frag, func(string) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(l, got); diff != "" {
		t.Errorf("ParseFragment(FormatFragment) (-want +got):\n%s", diff)
	}
	for frag, want := range map[string]string{
		"#game=shanghai-turtle&layout=" + code + "&name=T":     `a link with a layout names a game shanghai-custom-…`,
		"#game=shanghai-turtle&name=T":                         `"name" is not something a link can set`,
		"#game=shanghai-custom-1&layout=" + code + "&name=%zz": "the layout's name is not percent-encoded text",
		"#game=shanghai-custom-1&layout=" + code + "&name=%ff": "the layout's name is not text of at most 100 bytes",
		"#game=shanghai-custom-1&layout=9":                     "the layout is not of a version this page reads",
	} {
		if _, err := ParseFragment(frag, known); err == nil || err.Error() != want {
			t.Errorf("ParseFragment(%q) = %v, want %q", frag, err, want)
		}
	}
}

func FuzzLayoutCode(f *testing.F) {
	f.Add(EncodeLayout(shanghai.Layouts()[2].Slots))
	f.Add("1ECAB")
	f.Fuzz(func(t *testing.T, code string) {
		enginetest.RoundTrip(t, code, DecodeLayout, EncodeLayout)
	})
}

func FuzzLayoutName(f *testing.F) {
	f.Add("Grandma%27s%20Turtle")
	f.Fuzz(func(t *testing.T, s string) {
		enginetest.RoundTripValue(t, s, unescapeName, escapeName)
	})
}
