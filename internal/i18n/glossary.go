package i18n

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// A Glossary is one language's agreed words for the game's terms
// (static/i18n/glossary/TAG.json): each English term, the translation players of the
// language say, and the words a translation must not use for it. CheckGlossary holds every
// message of a catalog to it, so that a term reads one way throughout the site.
type Glossary struct {
	Header GlossaryHeader
	Terms  map[string]Term // by English term
}

// GlossaryHeader is the "@" entry of a glossary file.
type GlossaryHeader struct {
	Language string `json:"language"`
	Note     string `json:"note"`
}

// A Term is one agreed word. A translation of a message whose English has the term contains
// one of Forms (stems, so that the word may be inflected; Text alone when there are none)
// and none of Avoid; Except lists the English messages where the term means something else.
type Term struct {
	Text   string   `json:"text"`
	Forms  []string `json:"forms,omitempty"`
	Avoid  []string `json:"avoid,omitempty"`
	Note   string   `json:"note,omitempty"`
	Except []string `json:"except,omitempty"`
}

// RequiredTerms are the terms every glossary has.
var RequiredTerms = []string{
	"tile", "free tile", "pair", "layout", "shuffle", "hint", "undo", "redo", "deal", "new deal",
	"cell", "foundation", "column", "board", "stone", "score", "replay",
	"Bamboo", "Circle", "Character", "Wind", "East Wind", "South Wind", "West Wind", "North Wind",
	"Dragon", "Red Dragon", "Green Dragon", "White Dragon", "Flower", "Season",
}

// GlossaryPath is the file of the glossary of the language tag under the repository's root.
func GlossaryPath(root, tag string) string {
	return filepath.Join(root, "static", "i18n", "glossary", tag+".json")
}

// ReadGlossary reads a glossary file.
func ReadGlossary(path string) (*Glossary, error) {
	h, terms, err := readFlat[GlossaryHeader, Term](path)
	if err != nil {
		return nil, err
	}
	return &Glossary{Header: h, Terms: terms}, nil
}

// readFlat reads a file of static/i18n, a catalog or a glossary: a flat JSON object of an
// "@" entry, the header H, and entries E by key, no field unknown, the header naming the
// language.
func readFlat[H interface{ language() string }, E any](path string) (H, map[string]E, error) {
	var h H
	b, err := os.ReadFile(path)
	if err != nil {
		return h, nil, err
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return h, nil, fmt.Errorf("%s: %w", path, err)
	}
	entries := map[string]E{}
	for k, v := range raw {
		dec := json.NewDecoder(bytes.NewReader(v))
		dec.DisallowUnknownFields()
		var err error
		if k == "@" {
			err = dec.Decode(&h)
		} else {
			var e E
			err = dec.Decode(&e)
			entries[k] = e
		}
		if err != nil {
			return h, nil, fmt.Errorf("%s: entry %q: %w", path, k, err)
		}
	}
	if h.language() == "" {
		return h, nil, fmt.Errorf("%s: the \"@\" entry names no language", path)
	}
	return h, entries, nil
}

func (h GlossaryHeader) language() string { return h.Language }

// placeholder matches a placeholder or an HTML tag, which are not words of a message.
var placeholder = regexp.MustCompile(`\{[^}]*\}|<[^>]*>`)

// termPattern matches term in an English text as a whole word or phrase, in any case, its
// plural ("tiles", "Dragons", "boxes") included.
func termPattern(term string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(term) + `(?:e?s)?\b`)
}

// CheckGlossary lists the messages of c whose translation breaks g: a term of the English
// key whose translation has none of the term's forms, or has a word the glossary avoids. It
// also lists what is wrong with g itself: a term every glossary has that it lacks, a term
// without a text, an exception that is no message of s.
func CheckGlossary(s Set, c *Catalog, g *Glossary) []error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	lang := c.Header.Language
	if g.Header.Language != lang {
		bad("%s: the glossary's \"@\" entry names the language %q", lang, g.Header.Language)
	}
	for _, term := range RequiredTerms {
		if _, ok := g.Terms[term]; !ok {
			bad("%s: the glossary lacks the term %q", lang, term)
		}
	}
	keys := s.Keys()
	words := make(map[string]string, len(keys)) // a key's English without placeholders
	for _, k := range keys {
		words[k] = placeholder.ReplaceAllString(k, " ")
	}
	for _, term := range slices.Sorted(maps.Keys(g.Terms)) {
		t := g.Terms[term]
		if t.Text == "" {
			bad("%s: the glossary's term %q has no text", lang, term)
			continue
		}
		for _, k := range t.Except {
			if _, ok := s[k]; !ok {
				bad("%s: the glossary's term %q excepts %q, which is no message", lang, term, k)
			}
		}
		forms := t.Forms
		if len(forms) == 0 {
			forms = []string{t.Text}
		}
		re := termPattern(term)
		for _, k := range keys {
			if !re.MatchString(words[k]) || slices.Contains(t.Except, k) {
				continue
			}
			e, ok := c.Entries[k]
			if !ok {
				continue // Check reports it
			}
			for _, form := range []string{e.Text, e.One, e.Few, e.Many, e.Other} {
				if form == "" {
					continue
				}
				text := placeholder.ReplaceAllString(form, " ")
				if !slices.ContainsFunc(forms, func(f string) bool { return strings.Contains(text, f) }) {
					bad("%s: %q lacks the term %q (%s): %q", lang, excerpt(k), term, strings.Join(forms, ", "), excerpt(form))
					break
				}
				if i := slices.IndexFunc(t.Avoid, func(a string) bool { return strings.Contains(text, a) }); i >= 0 {
					bad("%s: %q says %q, which the glossary avoids for %q: %q", lang, excerpt(k), t.Avoid[i], term, excerpt(form))
					break
				}
			}
		}
	}
	return errs
}

// excerpt is s, or its beginning when it is long (a paragraph of the rules), for a report.
func excerpt(s string) string {
	if r := []rune(s); len(r) > 72 {
		return string(r[:72]) + "…"
	}
	return s
}
