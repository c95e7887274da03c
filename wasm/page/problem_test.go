package page

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/catalog"
	"mahjong/wasm/msg"
	"mahjong/wasm/store"
)

// Problem says store's errors in the page's language: each message through the catalog,
// a count by its plural form, a quantity in the language's digits, a game's name translated,
// the lines' problems joined by the language's separator; another error as it is.
func TestProblem(t *testing.T) {
	square, _ := catalog.Lookup("shanghai-square")
	one, _ := catalog.Lookup("one-player")
	de := &msg.Catalog{Tag: "de", Text: map[string]string{
		"the statistics are not of version {version}": "Statistik nicht in Version {version}",
		"statistics line {line} names no game":        "Zeile {line} nennt kein Spiel",
		msg.Key("{n} more", "one"):                    "{n} weitere",
		msg.Key("{n} more", "other"):                  "{n} weitere",
		"; ":                                          " | ",
		"move {n} {move} cannot be read":              "Zug {n} {move} ist unlesbar",
		"the setup {setup} does not apply to {game}":  "{setup} passt nicht zu {game}",
		one.Name: "Einzelspieler",
	},
		FormatNumber: func(n int, _ string) string { return "«" + strconv.Itoa(n) + "»" },
		Plural: func(n int) string {
			if n == 1 {
				return "one"
			}
			return "other"
		},
	}
	errOf := func(_ any, err error) error { return err }
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"a problem", errOf(store.ParseStats("2\n")), "Statistik nicht in Version 1"},
		{"lines, and how many more", errOf(store.ParseStats("1" + strings.Repeat("\nTurtle;1;1;1;1;1;0;0;1", 5))),
			"Zeile 2 nennt kein Spiel | Zeile 3 nennt kein Spiel | Zeile 4 nennt kein Spiel | «2» weitere"},
		{"a move", errOf(store.ReplayMoves(square, 1, "", []string{"zz"})), `Zug «1» "zz" ist unlesbar`},
		{"a game's name", errOf(store.ReplayMoves(one, 3, "autoplay-off", nil)), `"autoplay-off" passt nicht zu Einzelspieler`},
		{"another error", errors.New("schon übersetzt"), "schon übersetzt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, problemIn(de, tt.err)); diff != "" {
				t.Errorf("problemIn (-want +got):\n%s", diff)
			}
		})
	}
}
