package engine

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestHeaderRoundTrip(t *testing.T) {
	h := Header{Game: "shanghai-square", Deal: 42, Fields: []Field{{"shuffles", "5"}, {"score", "0"}, {"empty", ""}}}
	var b strings.Builder
	h.Write(&b)
	b.WriteString("row one\nrow two\n\n")
	text := b.String()
	if want := "game: shanghai-square\ndeal: 42\nshuffles: 5\nscore: 0\nempty:\n\nrow one\nrow two\n\n"; text != want {
		t.Fatalf("written header %q, want %q", text, want)
	}
	got, board, first, err := SplitPosition(text)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(h, got); diff != "" {
		t.Errorf("header (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"row one", "row two"}, board); diff != "" {
		t.Errorf("board (-want +got):\n%s", diff)
	}
	if first != 7 {
		t.Errorf("first board line %d, want 7", first)
	}
	if n, err := got.Int("shuffles", 0, 5); err != nil || n != 5 {
		t.Errorf("Int(shuffles) = %d, %v", n, err)
	}
}

func TestSplitPositionErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", `cannot read position: the header must have "game:" and "deal:" lines`},
		{"no deal", "game: x\n\nboard", `cannot read position: the header must have "game:" and "deal:" lines`},
		{"bad deal", "game: x\ndeal: -3\n", `cannot read position (line 2) "deal: -3": the deal must be a whole number`},
		{"not key value", "game: x\nhello\n", `cannot read position (line 2) "hello": want a header line "key: value"`},
		{"repeated", "game: x\ndeal: 1\na: 1\na: 2\n", `cannot read position (line 4) "a: 2": repeated header line`},
		{"repeated game", "game: x\ngame: y\ndeal: 1\n", `cannot read position (line 2) "game: y": repeated header line`},
		{"empty key", "game: x\ndeal: 1\n: 2\n", `cannot read position (line 3) ": 2": want a header line "key: value"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, _, err := SplitPosition(tt.text)
			if err == nil || err.Error() != tt.want {
				t.Errorf("error %v, want %s", err, tt.want)
			}
		})
	}
}

func TestHeaderInt(t *testing.T) {
	h := Header{Fields: []Field{{"n", "4"}, {"big", "7"}, {"bad", "x"}}}
	tests := []struct {
		key     string
		want    int
		wantErr string
	}{
		{"n", 4, ""},
		{"big", 0, `cannot read position "big: 7": want a whole number from 0 to 5`},
		{"bad", 0, `cannot read position "bad: x": want a whole number from 0 to 5`},
		{"missing", 0, `cannot read position: missing header line "missing: ..."`},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			got, err := h.Int(tt.key, 0, 5)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if diff := cmp.Diff([]any{tt.want, tt.wantErr}, []any{got, gotErr}); diff != "" {
				t.Errorf("Int(%q, 0, 5) (-want +got):\n%s", tt.key, diff)
			}
		})
	}
}
