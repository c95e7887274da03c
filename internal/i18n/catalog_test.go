package i18n

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/wasm/msg"
)

// root is the top of the repository, from this package's folder.
const root = "../.."

// TestCatalogs fails when static/i18n/en.json is not the source's messages, or when a
// translation lacks a message, has one the source does not, or gets a message's
// placeholders or plural forms wrong.
func TestCatalogs(t *testing.T) {
	s, err := Source(root)
	if err != nil {
		t.Fatal(err)
	}
	en, err := Read(filepath.Join(root, "static/i18n/en.json"))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(English(s), en); diff != "" {
		t.Errorf("static/i18n/en.json is not the source's messages: run go run ./internal/i18n/catalog -update (-source +en.json)\n%s", diff)
	}
	t.Run("en", func(t *testing.T) { checkGlossary(t, s, en) })
	for _, lang := range msg.Languages[1:] {
		t.Run(lang.Tag, func(t *testing.T) {
			c, err := Read(filepath.Join(root, "static/i18n", lang.Tag+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if c.Header.Language != lang.Tag || c.Header.Name != lang.Name {
				t.Errorf("header names %q %q, want %q %q", c.Header.Language, c.Header.Name, lang.Tag, lang.Name)
			}
			if !strings.Contains(strings.ToLower(c.Header.Note), "welcome") {
				t.Errorf("the note does not say that corrections are welcome: %q", c.Header.Note)
			}
			for _, e := range Check(s, c) {
				t.Error(e)
			}
			checkGlossary(t, s, c)
		})
	}
}

func TestCheck(t *testing.T) {
	s := Set{}
	s.Add("Restart", "", "a.go")
	s.Add("Deal {n}", "", "a.go")
	s.Add("{n} tiles left", "{n} tile left", "a.go")
	tests := []struct {
		name    string
		entries map[string]Entry
		want    []string
	}{
		{"complete", map[string]Entry{
			"Restart":        {Text: "Od nowa"},
			"Deal {n}":       {Text: "Rozdanie {n}"},
			"{n} tiles left": {One: "jeden kamień", Few: "{n} kamienie", Many: "{n} kamieni"},
		}, nil},
		{"lacks, extra, placeholders, forms", map[string]Entry{
			"Deal {n}":       {Text: "Rozdanie {m}"},
			"Undo":           {Text: "Cofnij"},
			"{n} tiles left": {Text: "{n} kamieni"},
		}, []string{
			`pl: "Deal {n}" (text): placeholders [m], the English has [n]`,
			`pl lacks the message "Restart"`,
			`pl: "{n} tiles left" is a plural message: give its forms (one, few, many), not a text`,
			`pl: "{n} tiles left" has no few`,
			`pl: "{n} tiles left" has no many`,
			`pl: "{n} tiles left" has no one`,
			`pl has the message "Undo", which the source does not`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, e := range Check(s, &Catalog{Header: Header{Language: "pl"}, Entries: tt.entries}) {
				got = append(got, e.Error())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestSourceParts(t *testing.T) {
	s := Set{}
	s.HTML(`<button data-t="text aria-label" aria-label="New game">New</button><span data-t> Tiles </span><p data-t="title" title="Hi">x</p>`, "i.html")
	if err := s.JS(`fail(t("It \"stopped\"."));`, "b.js"); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"Hi", "It \"stopped\".", "New", "New game", "Tiles"}, s.Keys()); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}
