package i18n

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
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
	langs, err := Languages(filepath.Join(root, "static/i18n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range langs[1:] {
		t.Run(lang.Language, func(t *testing.T) {
			c, err := Read(filepath.Join(root, "static/i18n", lang.Language+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if c.Header.Name == "" || c.Header.Dir != "" && c.Header.Dir != "rtl" && c.Header.Dir != "ltr" {
				t.Errorf("the header names the language %q, its direction %q; want a name, and no direction, rtl or ltr", c.Header.Name, c.Header.Dir)
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
	s.Add("Fit", "", "a.html")
	s.limit("Fit", 6)
	s.Add("{a} – {b}", "", "a.go")
	tests := []struct {
		name    string
		lang    string
		entries map[string]Entry
		same    map[string]string
		want    []string
	}{
		{"complete", "pl", map[string]Entry{
			"Restart":        {Text: "Od nowa"},
			"Deal {n}":       {Text: "Rozdanie {n}"},
			"{n} tiles left": {One: "jeden kamień", Few: "{n} kamienie", Many: "{n} kamieni", Other: "{n} kamienia"},
			"Fit":            {Text: "Cały"},
			"{a} – {b}":      {Text: "{a} – {b}"},
		}, nil, nil},
		{"lacks, extra, placeholders, forms", "pl", map[string]Entry{
			"Deal {n}":       {Text: "Rozdanie {m}"},
			"Undo":           {Text: "Cofnij"},
			"{n} tiles left": {Text: "{n} kamieni", Two: "{n} kamienie"},
			"Fit":            {Text: "Dopasuj"},
			"{a} – {b}":      {Text: "{a} – {b}"},
		}, nil, []string{
			`pl: "Deal {n}" (text): placeholders [m], the English has [n]`,
			`pl: "Fit" (text) is 7 wide, more than its place allows (6): "Dopasuj"`,
			`pl lacks the message "Restart"`,
			`pl: "{n} tiles left" is a plural message: give its forms (one, few, many), not a text`,
			`pl: "{n} tiles left" has a form for two, a plural category the language does not have (CLDR: one, few, many, other)`,
			`pl: "{n} tiles left" has no few`,
			`pl: "{n} tiles left" has no many`,
			`pl: "{n} tiles left" has no one`,
			`pl has the message "Undo", which the source does not`,
		}},
		{"the English, wide characters, the allow-list", "ja", map[string]Entry{
			"Restart":        {Text: "Restart"},
			"Deal {n}":       {Text: "Deal {n}"},
			"{n} tiles left": {Other: "{n} tiles left"},
			"Fit":            {Text: "全体表示"},
			"{a} – {b}":      {Text: "{a} – {b}"},
		}, map[string]string{"Deal {n}": "a word players use", "Gone": "no longer in the source"}, []string{
			`ja: "Fit" (text) is 8 wide, more than its place allows (6): "全体表示"`,
			`ja: "Restart" (text) is the English text: translate it, or list it in static/i18n/allow/ja.json with why the language says it so`,
			`ja: "{n} tiles left" (other) is the English text: translate it, or list it in static/i18n/allow/ja.json with why the language says it so`,
			`ja: the allow-list names "Gone", which the source does not have`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, e := range Check(s, &Catalog{Header: Header{Language: tt.lang}, Entries: tt.entries, Same: tt.same}) {
				got = append(got, e.Error())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestWidth(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want int
	}{{"Fit", 3}, {"全体", 4}, {"<b>{n}</b> 점", 6}, {"Été", 3}} {
		if got := Width(tt.s); got != tt.want {
			t.Errorf("Width(%q) = %d, want %d", tt.s, got, tt.want)
		}
	}
}

// TestMaxMarks: a limit is read from a comment on the call's line, from the function's doc
// comment, and from data-max in HTML.
func TestMaxMarks(t *testing.T) {
	dir := t.TempDir()
	src := `package p

import "mahjong/wasm/msg"

// Status is short: i18n:max 20.
func Status() string { return msg.T("Won") }

func Other() string {
	a := msg.T("Fit") // i18n:max 5
	return a + msg.T("Free")
}
`
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	s := Set{}
	if err := s.Go(dir, dir); err != nil {
		t.Fatal(err)
	}
	s.HTML(`<button data-t data-max="9">Zoom</button>`, "i.html")
	got := map[string]int{}
	for k, m := range s {
		got[k] = m.Max
	}
	if diff := cmp.Diff(map[string]int{"Won": 20, "Fit": 5, "Free": 0, "Zoom": 9}, got); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
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
