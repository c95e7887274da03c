package i18n

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"

	"mahjong/wasm/msg"
)

// A Catalog is one language's file of static/i18n: its header and an entry per message.
type Catalog struct {
	Header  Header
	Entries map[string]Entry
}

// Header is the "@" entry of a catalog file: the language's tag, its name in itself and a
// note to translators.
type Header struct {
	Language string `json:"language"`
	Name     string `json:"name"`
	Note     string `json:"note"`
}

// An Entry is one message of a catalog: where the source uses it (for the translator), and
// its text, or for a plural message one form per plural category of the language.
type Entry struct {
	Context string `json:"context"`
	Text    string `json:"text,omitempty"`
	One     string `json:"one,omitempty"`
	Few     string `json:"few,omitempty"`
	Many    string `json:"many,omitempty"`
	Other   string `json:"other,omitempty"`
}

// Form is the entry's form of a plural category.
func (e Entry) Form(category string) string {
	switch category {
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
	return &Catalog{Header: h, Entries: entries}, nil
}

func (h Header) language() string { return h.Language }

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
		e := Entry{Context: context(m)}
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
// one the source does not have, a form missing or of the wrong kind, placeholders that
// differ from the English text's.
func Check(s Set, c *Catalog) []error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	for _, k := range s.Keys() {
		m := s[k]
		e, ok := c.Entries[k]
		if !ok {
			bad("%s lacks the message %q", c.Header.Language, k)
			continue
		}
		want := msg.Placeholders(k)
		slices.Sort(want)
		forms := map[string]string{"text": e.Text}
		if m.Plural() {
			if e.Text != "" {
				bad("%s: %q is a plural message: give its forms (%s), not a text", c.Header.Language, k, strings.Join(msg.Categories(c.Header.Language), ", "))
			}
			forms = map[string]string{}
			for _, cat := range msg.Categories(c.Header.Language) {
				forms[cat] = e.Form(cat)
			}
		} else if e.One+e.Few+e.Many+e.Other != "" {
			bad("%s: %q is not a plural message: give a text, not forms", c.Header.Language, k)
		}
		for _, cat := range slices.Sorted(maps.Keys(forms)) {
			text := forms[cat]
			if text == "" {
				bad("%s: %q has no %s", c.Header.Language, k, cat)
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
				bad("%s: %q (%s): placeholders %v, the English has %v", c.Header.Language, k, cat, got, want)
			}
			if wantTags, gotTags := tags(k), tags(text); !slices.Equal(wantTags, gotTags) {
				bad("%s: %q (%s): HTML tags %v, the English has %v", c.Header.Language, k, cat, gotTags, wantTags)
			}
		}
	}
	for k := range c.Entries {
		if _, ok := s[k]; !ok {
			bad("%s has the message %q, which the source does not", c.Header.Language, k)
		}
	}
	return errs
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
		e.Context = context(m)
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
