package i18n

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// checkGlossary fails when a message of c breaks its language's glossary
// (static/i18n/glossary/TAG.json), or the glossary cannot be read.
func checkGlossary(t *testing.T, s Set, c *Catalog) {
	t.Helper()
	g, err := ReadGlossary(GlossaryPath(root, c.Header.Language))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range CheckGlossary(s, c, g) {
		t.Error(e)
	}
}

func TestTermPattern(t *testing.T) {
	tests := []struct {
		term, text string
		want       bool
	}{
		{"tile", "Tiles left", true},
		{"tile", "a tile", true},
		{"tile", "Tiled", false},
		{"free tile", "two free tiles", true},
		{"free tile", "a tile is free", false},
		{"cell", "the cells", true},
		{"cell", "Cancel", false},
		{"Dragon", "Red Dragon", true},
		{"Dragon", "dragons", true},
		{"box", "boxes", true},
		{"pair", "repair", false},
	}
	for _, tt := range tests {
		t.Run(tt.term+"/"+tt.text, func(t *testing.T) {
			if got := termPattern(tt.term).MatchString(tt.text); got != tt.want {
				t.Errorf("%q in %q: %v, want %v", tt.term, tt.text, got, tt.want)
			}
		})
	}
}

func TestCheckGlossary(t *testing.T) {
	s := Set{}
	s.Add("Undo", "", "a.go")
	s.Add("Undo {n} moves", "{n} move", "a.go")
	s.Add("Match two free tiles", "", "a.go")
	s.Add("Take back the {tile}", "", "a.go")
	s.Add("Kite", "", "a.go")
	terms := func(extra map[string]Term) map[string]Term {
		m := map[string]Term{}
		for _, k := range RequiredTerms {
			// No message of s has the other terms: they check nothing.
			m[k] = Term{Text: "never in a translation"}
		}
		delete(m, "free tile")
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	de := map[string]Entry{
		"Undo":                 {Text: "Rückgängig"},
		"Undo {n} moves":       {One: "{n} Zug zurücknehmen", Other: "{n} Züge rückgängig machen"},
		"Match two free tiles": {Text: "Zwei freie Steine paaren"},
		"Take back the {tile}": {Text: "{tile} zurücknehmen"},
		"Kite":                 {Text: "Drachen"},
	}
	tests := []struct {
		name     string
		language string
		terms    map[string]Term
		want     []string
	}{
		{"agreed", "de", terms(map[string]Term{
			"undo":      {Text: "Rückgängig", Forms: []string{"Rückgängig", "rückgängig", "zurücknehmen"}, Avoid: []string{"Zurück"}},
			"free tile": {Text: "freier Stein", Forms: []string{"frei"}},
			"tile":      {Text: "Stein", Avoid: []string{"Kachel"}},
		}), nil},
		{"lacks a form, avoids a word, placeholder is not the term", "de", terms(map[string]Term{
			"undo":      {Text: "Rückgängig", Forms: []string{"Rückgängig", "rückgängig"}},
			"free tile": {Text: "freier Stein", Avoid: []string{"Steine"}},
			"tile":      {Text: "Stein", Avoid: []string{"Kachel"}},
		}), []string{
			`de: "Match two free tiles" lacks the term "free tile" (freier Stein): "Zwei freie Steine paaren"`,
			`de: "Undo {n} moves" lacks the term "undo" (Rückgängig, rückgängig): "{n} Zug zurücknehmen"`,
		}},
		{"avoided, except", "de", terms(map[string]Term{
			"undo":      {Text: "Rückgängig", Forms: []string{"ckg", "zurück"}, Avoid: []string{"zurück"}, Except: []string{"Undo {n} moves"}},
			"free tile": {Text: "freie", Avoid: []string{"Steine"}, Except: []string{"Match two free tiles"}},
			"tile":      {Text: "Stein", Except: []string{"Shuffle"}},
		}), []string{
			`de: the glossary's term "tile" excepts "Shuffle", which is no message`,
		}},
		{"the glossary's own faults", "fr", terms(map[string]Term{
			"undo": {Text: "Rückgängig", Forms: []string{"ckg", "zurück"}},
			"tile": {},
		}), []string{
			`de: the glossary's "@" entry names the language "fr"`,
			`de: the glossary lacks the term "free tile"`,
			`de: the glossary's term "tile" has no text`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := &Glossary{Header: GlossaryHeader{Language: tt.language}, Terms: tt.terms}
			var got []string
			for _, e := range CheckGlossary(s, &Catalog{Header: Header{Language: "de"}, Entries: de}, g) {
				got = append(got, e.Error())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestReadGlossary(t *testing.T) {
	tests := []struct {
		name, file string
		want       *Glossary
		fails      bool
	}{
		{"terms", `{
"@": {"language":"de","note":"n"},
"tile": {"text":"Stein","forms":["Stein"],"avoid":["Kachel"],"note":"as players say"}
}`, &Glossary{Header: GlossaryHeader{Language: "de", Note: "n"}, Terms: map[string]Term{
			"tile": {Text: "Stein", Forms: []string{"Stein"}, Avoid: []string{"Kachel"}, Note: "as players say"},
		}}, false},
		{"unknown field", `{"@": {"language":"de"}, "tile": {"text":"Stein","form":["Stein"]}}`, nil, true},
		{"no language", `{"tile": {"text":"Stein"}}`, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "de.json")
			if err := os.WriteFile(path, []byte(tt.file), 0o644); err != nil {
				t.Fatal(err)
			}
			g, err := ReadGlossary(path)
			if (err != nil) != tt.fails {
				t.Fatalf("error %v, want one: %v", err, tt.fails)
			}
			if diff := cmp.Diff(tt.want, g); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
