//go:build !(js && wasm)

package gallery

import (
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/layoutfile"
	"mahjong/internal/i18n"
	"mahjong/internal/site"
	"mahjong/wasm/msg"
)

func TestRefusal(t *testing.T) {
	de := &msg.Catalog{Tag: "de",
		Refusals: []string{"board {board} ({name}): {error}", "board {board}: {error}", "layer {layer}, row {row}: {error}",
			"layer {layer}, row {row}, column {column}: {error}", "wrong number of cells: {cells}, want {want}"},
		Text: map[string]string{
			"board {board} ({name}): {error}":                    "Brett {board} ({name}): {error}",
			"board {board}: {error}":                             "Brett {board}: {error}",
			"layer {layer}, row {row}: {error}":                  "Lage {layer}, Reihe {row}: {error}",
			"layer {layer}, row {row}, column {column}: {error}": "Lage {layer}, Reihe {row}, Spalte {column}: {error}",
			"wrong number of cells: {cells}, want {want}":        "falsche Anzahl Zellen: {cells} statt {want}",
			"overlaps another tile of its layer":                 "überlappt einen anderen Stein seiner Lage",
		},
		// Intl's German grouping, as the page's catalog has it.
		FormatNumber: func(n int, _ string) string { return strings.ReplaceAll((*msg.Catalog)(nil).Number(n), ",", ".") },
	}
	tests := []struct{ name, in, want string }{
		{"nested", "board 2 (Castle): layer 1, row 4, column 6: overlaps another tile of its layer",
			"Brett 2 (Castle): Lage 1, Reihe 4, Spalte 6: überlappt einen anderen Stein seiner Lage"},
		{"numbers in the language's digits", "wrong number of cells: 4, want 3400", "falsche Anzahl Zellen: 4 statt 3.400"},
		// ", row " in the name makes "board {board}: {error}" and the shorter layer template
		// match first with parts that do not translate: the next template is tried.
		{"a name that looks like a template", "board 1 (a, row b): layer 0, row 2, column 4: overlaps another tile of its layer",
			"Brett 1 (a, row b): Lage 0, Reihe 2, Spalte 4: überlappt einen anderen Stein seiner Lage"},
		// A part without a translation leaves the whole sentence in English, never half.
		{"untranslated part", "board 1: layer 0, row 0: a run of 1000 tiles is wider than the largest board",
			"board 1: layer 0, row 0: a run of 1000 tiles is wider than the largest board"},
		{"unknown", "something the engine has never said", "something the engine has never said"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Refusal(de, tt.in)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
	if got, in := Refusal(nil, "wrong number of cells: 4, want 3400"), "wrong number of cells: 4, want 3400"; got != in {
		t.Errorf("English: %q, want the engine's %q", got, in)
	}
}

// TestRefusalsTranslated reads every file the engine's tests refuse
// (engine/layoutfile/testdata/refused) and translates the error, with the catalogs the page
// loads (site.Messages, msg.Parse): in every language it must translate whole; in the
// pseudo-language no letter of the English may be left but what the file itself says (a
// name, a character).
func TestRefusalsTranslated(t *testing.T) {
	dir := filepath.Join("..", "..", "engine", "layoutfile", "testdata", "refused")
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	en, err := i18n.Read(filepath.Join("..", "..", "static", "i18n", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	cats := []*i18n.Catalog{site.Pseudo(en)}
	langs, err := i18n.Languages(filepath.Join("..", "..", "static", "i18n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range langs[1:] {
		c, err := i18n.Read(filepath.Join("..", "..", "static", "i18n", l.Language+".json"))
		if err != nil {
			t.Fatal(err)
		}
		cats = append(cats, c)
	}
	letters := regexp.MustCompile(`[A-Za-z]+`)
	escapes := regexp.MustCompile(`\\(x[0-9a-f]{2}|u[0-9a-f]{4}|[abfnrtv])`) // a character quoted by Go: '\x01'
	for _, c := range cats {
		tr := pageCatalog(c)
		t.Run(tr.Tag, func(t *testing.T) {
			for _, f := range files {
				data, err := os.ReadFile(filepath.Join(dir, f.Name()))
				if err != nil {
					t.Fatal(err)
				}
				_, err = layoutfile.Read(data)
				if err == nil {
					t.Fatalf("%s: read, want an error", f.Name())
				}
				got, ok := refusal(tr, err.Error())
				if !ok {
					t.Errorf("%s: %q is not translated", f.Name(), err)
					continue
				}
				if tr.Tag != msg.Pseudo {
					continue
				}
				for _, w := range letters.FindAllString(escapes.ReplaceAllString(got, ""), -1) {
					if !strings.Contains(string(data), w) {
						t.Errorf("%s: %q is left in English in %q", f.Name(), w, got)
						break
					}
				}
			}
		})
	}
}

// pageCatalog is the catalog the page makes of c: what the site's build writes, in the order
// boot.js hands it over (JSON's, by key), read by msg.Parse.
func pageCatalog(c *i18n.Catalog) *msg.Catalog {
	m := site.Messages(c, false)
	var flat []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		flat = append(flat, k, m[k])
	}
	return msg.Parse(c.Header.Language, strings.Join(flat, "\x00"))
}
