package store

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/enginetest"
)

func TestLayouts(t *testing.T) {
	ls := []MyLayout{
		{ID: "shanghai-custom-8000000000000001", Code: "1ECAB", Name: "Two; side by side"},
		{ID: "shanghai-custom-8000000000000002", Code: "1CCAD", Name: "Stack"},
	}
	text := FormatLayouts(ls)
	want := "1\nshanghai-custom-8000000000000001;1ECAB;Two; side by side\nshanghai-custom-8000000000000002;1CCAD;Stack"
	if text != want {
		t.Errorf("FormatLayouts = %q, want %q", text, want)
	}
	got, err := ParseLayouts(text, checkCode)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(ls, got); diff != "" {
		t.Errorf("ParseLayouts(FormatLayouts) (-want +got):\n%s", diff)
	}
}

func TestParseLayoutsErrors(t *testing.T) {
	good := "shanghai-custom-8000000000000001;1ECAB;Two"
	tests := []struct {
		text, wantErr string
		kept          int
	}{
		{"2\n" + good, "your layouts are not of version 1", 0},
		{"1\n" + good + "\n" + good, `layouts line 3 repeats "shanghai-custom-8000000000000001"`, 1},
		{"1\nshanghai-turtle;1ECAB;T\n" + good, "layouts line 2 names no layout", 1},
		{"1\nshanghai-custom-1;1EC;T", "layouts line 2: the layout is cut short", 0},
		{"1\nshanghai-custom-1;1ECAB;", "layouts line 2 has no name, or one of more than one line", 0},
		{"1\nshanghai-custom-1;1ECAB", "layouts line 2 has not 3 fields", 0},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := ParseLayouts(tt.text, checkCode)
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("error = %v, want %q", err, tt.wantErr)
			}
			if len(got) != tt.kept {
				t.Errorf("kept %d layouts, want %d", len(got), tt.kept)
			}
		})
	}
}

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"  My\tlayout \n 2 ":    "My layout 2",
		"":                      "",
		strings.Repeat("é", 60): strings.Repeat("é", 50),
	} {
		if got := CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzLayouts(f *testing.F) {
	f.Add("1\nshanghai-custom-8000000000000001;1ECAB;Two")
	f.Fuzz(func(t *testing.T, text string) {
		parse := func(s string) ([]MyLayout, error) {
			ls, err := ParseLayouts(s, checkCode)
			if err != nil && ls != nil {
				return ls, nil // what could be read must print and read back whole
			}
			return ls, err
		}
		enginetest.RoundTrip(t, text, parse, FormatLayouts)
	})
}

// checkCode stands for the links' codec of layout codes (package link, which imports this
// one), for the two codes of these tests.
func checkCode(code string) error {
	if code == "1ECAB" || code == "1CCAD" {
		return nil
	}
	return errors.New("the layout is cut short")
}
