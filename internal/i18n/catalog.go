package i18n

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"mahjong/wasm/msg"
)

// A Catalog is one language's file of static/i18n: its header and an entry per message.
type Catalog struct {
	Header  Header
	Entries map[string]Entry
	// Same are the messages whose translation is rightly the English text (a proper name, a
	// word the language shares), each with why: static/i18n/allow/TAG.json and the list of
	// every language (AllLanguages), which Read reads beside the catalog when there are
	// some. Check reports any other text identical to the English.
	Same map[string]string
}

// AllLanguages names the allow-list of every language, static/i18n/allow/all-languages.json
// (not a language tag): the games' names as published, which no language translates.
const AllLanguages = "all-languages"

// Header is the "@" entry of a catalog file: the language's tag, its name in itself, a
// note to translators, and "rtl" in Dir for a language written from right to left (else
// the language's script says it, RTL).
type Header struct {
	Language string `json:"language"`
	Name     string `json:"name"`
	Note     string `json:"note"`
	Dir      string `json:"dir,omitempty"`
}

// An Entry is one message of a catalog: where the source uses it (for the translator), the
// widest it may be where the page shows it (Max, in the widths of a Latin letter: see Width;
// 0 for no limit), and its text, or for a plural message one form per plural category of
// the language. Context and Max are the source's, written by Refresh.
type Entry struct {
	Context string `json:"context"`
	Max     int    `json:"max,omitempty"`
	Text    string `json:"text,omitempty"`
	Zero    string `json:"zero,omitempty"`
	One     string `json:"one,omitempty"`
	Two     string `json:"two,omitempty"`
	Few     string `json:"few,omitempty"`
	Many    string `json:"many,omitempty"`
	Other   string `json:"other,omitempty"`
}

// PluralForms are the plural categories an Entry has a form for, in CLDR's order.
func PluralForms() []string { return []string{"zero", "one", "two", "few", "many", "other"} }

// Form is the entry's form of a plural category.
func (e Entry) Form(category string) string {
	switch category {
	case "zero":
		return e.Zero
	case "two":
		return e.Two
	case "one":
		return e.One
	case "few":
		return e.Few
	case "many":
		return e.Many
	case "other":
		return e.Other
	}
	return ""
}

// Read reads a catalog file.
func Read(path string) (*Catalog, error) {
	h, entries, err := readFlat[Header, Entry](path)
	if err != nil {
		return nil, err
	}
	c := &Catalog{Header: h, Entries: entries}
	// The allow-lists of a translation: the language's, and the one of every language.
	for _, name := range []string{c.Header.Language, AllLanguages} {
		if c.Header.Language == "en" {
			break
		}
		allow := filepath.Join(filepath.Dir(path), "allow", name+".json")
		b, err := os.ReadFile(allow)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		} else if err != nil {
			return nil, err
		}
		var same map[string]string
		if err := json.Unmarshal(b, &same); err != nil {
			return nil, fmt.Errorf("%s: %w", allow, err)
		}
		if c.Same == nil {
			c.Same = map[string]string{}
		}
		for k, why := range same {
			if why == "" {
				return nil, fmt.Errorf("%s: %q: say why the text is the English", allow, k)
			}
			c.Same[k] = why
		}
	}
	return c, nil
}

func (h Header) language() string { return h.Language }

// Languages reads the header of every catalog in dir (static/i18n), English's first, then
// by tag: the site's languages are the catalogs present.
func Languages(dir string) ([]Header, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	var out []Header
	for _, p := range paths {
		c, err := Read(p)
		if err != nil {
			return nil, err
		}
		if c.Header.Language+".json" != filepath.Base(p) {
			return nil, fmt.Errorf("%s: the \"@\" entry names the language %q: the file's name is its tag", p, c.Header.Language)
		}
		out = append(out, c.Header)
	}
	slices.SortFunc(out, func(a, b Header) int {
		if (a.Language == "en") != (b.Language == "en") {
			if a.Language == "en" {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Language, b.Language)
	})
	if len(out) == 0 || out[0].Language != "en" {
		return nil, fmt.Errorf("%s holds no en.json", dir)
	}
	return out, nil
}

// Write writes c as a catalog file: the header first, then the entries by key, one a line.
func (c *Catalog) Write(path string) error {
	var b bytes.Buffer
	b.WriteString("{\n")
	b.WriteString(`"@": ` + marshal(c.Header))
	keys := make([]string, 0, len(c.Entries))
	for k := range c.Entries {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteString(",\n" + marshal(k) + ": " + marshal(c.Entries[k]))
	}
	b.WriteString("\n}\n")
	return os.WriteFile(path, b.Bytes(), 0o644)
}

func marshal(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // strings and structs of strings always encode
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// English is the source catalog of s: every message with its English text.
func English(s Set) *Catalog {
	c := &Catalog{
		Header:  Header{Language: "en", Name: "English", Note: "The source: generated from the code by go run ./internal/i18n/catalog -update (docs/translating.md)."},
		Entries: map[string]Entry{},
	}
	for k, m := range s {
		e := Entry{Context: context(m), Max: m.Max}
		if m.Plural() {
			e.One, e.Other = m.One, m.Key
		} else {
			e.Text = m.Key
		}
		c.Entries[k] = e
	}
	return c
}

// HelpContext starts the context of a message of the "How to play" pages alone.
const HelpContext = "How to play: "

func context(m *Message) string {
	if m.Help {
		return HelpContext + strings.Join(m.Where, ", ")
	}
	return strings.Join(m.Where, ", ")
}

// Check lists what is wrong with c, a translation, against the source s: a message it lacks,
// one the source does not have, a form missing or of the wrong kind (a plural category the
// language's whole numbers take, CLDR's, missing; one the language does not have), placeholders
// or HTML tags that differ from the English, a text wider than its place allows (Max), and a
// text identical to the English that c.Same does not list.
func Check(s Set, c *Catalog) []error {
	var errs []error
	lang := c.Header.Language
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	need, may := msg.Categories(lang), msg.AllCategories(lang)
	for _, k := range s.Keys() {
		m := s[k]
		e, ok := c.Entries[k]
		if !ok {
			bad("%s lacks the message %q", lang, k)
			continue
		}
		want := msg.Placeholders(k)
		slices.Sort(want)
		forms := map[string]string{"text": e.Text}
		if m.Plural() {
			if e.Text != "" {
				bad("%s: %q is a plural message: give its forms (%s), not a text", lang, k, strings.Join(need, ", "))
			}
			forms = map[string]string{}
			for _, cat := range PluralForms() {
				f := e.Form(cat)
				switch {
				case slices.Contains(need, cat):
					forms[cat] = f
				case f == "":
				case slices.Contains(may, cat):
					forms[cat] = f // a form for fractions: checked, not needed
				default:
					bad("%s: %q has a form for %s, a plural category the language does not have (CLDR: %s)", lang, k, cat, strings.Join(may, ", "))
				}
			}
		} else if e.Zero+e.One+e.Two+e.Few+e.Many+e.Other != "" {
			bad("%s: %q is not a plural message: give a text, not forms", lang, k)
		}
		for _, cat := range slices.Sorted(maps.Keys(forms)) {
			text := forms[cat]
			if text == "" {
				bad("%s: %q has no %s", lang, k, cat)
				continue
			}
			got := msg.Placeholders(text)
			slices.Sort(got)
			if cat == "one" && !slices.Contains(got, "n") && slices.Contains(want, "n") {
				// A form for exactly one may leave the number out ("one tile").
				got = append(got, "n")
				slices.Sort(got)
			}
			if !slices.Equal(want, got) {
				bad("%s: %q (%s): placeholders %v, the English has %v", lang, k, cat, got, want)
			}
			if wantTags, gotTags := tags(k), tags(text); !slices.Equal(wantTags, gotTags) {
				bad("%s: %q (%s): HTML tags %v, the English has %v", lang, k, cat, gotTags, wantTags)
			}
			if m.Max > 0 && Width(text) > m.Max {
				bad("%s: %q (%s) is %d wide, more than its place allows (%d): %q", lang, k, cat, Width(text), m.Max, text)
			}
			if (text == k || text == m.One) && hasLetters(text) && c.Same[k] == "" {
				bad("%s: %q (%s) is the English text: translate it, or list it in static/i18n/allow/%s.json with why the language says it so", lang, k, cat, lang)
			}
		}
	}
	for k := range c.Entries {
		if _, ok := s[k]; !ok {
			bad("%s has the message %q, which the source does not", lang, k)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(c.Same)) {
		if _, ok := s[k]; !ok {
			bad("%s: the allow-list names %q, which the source does not have", lang, k)
		}
	}
	return errs
}

// Width is how wide s is, in the widths of a Latin letter: a character of the East Asian
// wide scripts (Han, kana, Hangul, fullwidth forms) counts two, a placeholder as written
// ({n} three), an HTML tag nothing.
func Width(s string) int {
	w := 0
	s = tag.ReplaceAllString(s, "")
	for _, r := range s {
		switch {
		case r >= 0x1100 && r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF, r >= 0xAC00 && r <= 0xD7A3,
			r >= 0xF900 && r <= 0xFAFF, r >= 0xFE30 && r <= 0xFE4F, r >= 0xFF00 && r <= 0xFF60,
			r >= 0xFFE0 && r <= 0xFFE6, r >= 0x20000 && r <= 0x3FFFD:
			w += 2
		default:
			w++
		}
	}
	return w
}

// hasLetters reports whether s has a letter outside its placeholders: a text of digits,
// signs and placeholders alone ("{a} – {b}") is the same in every language.
func hasLetters(s string) bool {
	for s != "" {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			i = len(s)
		}
		for _, r := range s[:i] {
			if unicode.IsLetter(r) {
				return true
			}
		}
		s = s[i:]
		if j := strings.IndexByte(s, '}'); j >= 0 {
			s = s[j+1:]
		} else {
			return false
		}
	}
	return false
}

// Refresh brings c's entries in line with the source s: the contexts of s, an empty entry for
// a message c lacks (for a translator to fill; Check reports it until then), and no entry for
// one the source no longer has.
func (c *Catalog) Refresh(s Set) {
	for k := range c.Entries {
		if _, ok := s[k]; !ok {
			delete(c.Entries, k)
		}
	}
	for k, m := range s {
		e := c.Entries[k]
		e.Context, e.Max = context(m), m.Max
		c.Entries[k] = e
	}
}

var tag = regexp.MustCompile(`<[^>]*>`)

// tags are the HTML tags of s, sorted: a translation keeps the markup of the English.
func tags(s string) []string {
	t := tag.FindAllString(s, -1)
	slices.Sort(t)
	return t
}
