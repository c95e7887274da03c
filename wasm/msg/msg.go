package msg

import (
	"strings"
	"sync"
	"time"
)

// A Catalog is the translations of one language.
type Catalog struct {
	Tag    string            // the BCP 47 tag: "de", "pt-BR"
	Text   map[string]string // English text, or Key(English, category) for plural forms: translation
	Plural func(n int) string
	// FormatNumber writes n in a style of format.go ("" for a whole number, "%", ".1" for
	// tenths), FormatDate a day in a DateStyle: the browser's Intl in the page.
	FormatNumber func(n int, style string) string
	FormatDate   func(year int, month time.Month, day int, style DateStyle) string
	// Reasons are the templates made to translate sentences the engine composes
	// (wasm/board.Reason), in the order to try them; the catalog file lists them.
	// Refusals are those of the reasons a layout file is refused (wasm/gallery.Refusal).
	Reasons, Refusals []string
}

// TemplateMark starts the key of an entry of a page's catalog that gives a template
// (Catalog.Reasons) as its text rather than translating a message; the key goes on with
// the template's rank, written in three digits, so that the file keeps them in order.
// RefusalMark is the same for Catalog.Refusals.
const (
	TemplateMark = "\x02"
	RefusalMark  = "\x03"
)

// Key is the key of a plural form in Catalog.Text: the English "other" form and the category.
func Key(other, category string) string { return other + "\x01" + category }

// page is the page's catalog, read once, when a message is first wanted: the language
// static/boot.js loaded (load, in page_js.go; English's has no messages, only Intl's
// formats), or English (nil) where there is none, as in native tests and the site's build.
// Nothing changes it: choosing another language loads the page again.
var page = sync.OnceValue(load)

// Page is the page's catalog (nil for English outside the page). Code that writes one
// language among several (the site's build of the help pages) takes a catalog of its own.
func Page() *Catalog { return page() }

// Lang is the language of the page's messages, "en" for English.
func Lang() string { return page().Lang() }

// T returns the message english in the page's language, with its placeholders ("{name}")
// filled from args, pairs of a name and a value: T("Deal {n}", "n", "42").
//
//go:noinline
func T(english string, args ...string) string { return page().T(english, args...) }

// D returns the translation of a message whose English text comes from data rather than the
// source (a game's name, a tile's name): the same as T, but internal/i18n/catalog collects
// these messages from the engine, not from calls of D.
//
//go:noinline
func D(english string, args ...string) string { return page().T(english, args...) }

// H is T for HTML: the message, placeholders filled, escaped for text or an attribute value.
// The placeholders' values are escaped too.
//
//go:noinline
func H(english string, args ...string) string { return Escape(page().T(english, args...)) }

// N returns the message for the count n: one or other in English ("{n} tile left",
// "{n} tiles left"), the form of n's plural category in another language. The placeholder
// {n} is n, in the language's digits; args fill the others, as for T.
//
//go:noinline
func N(n int, one, other string, args ...string) string { return page().N(n, one, other, args...) }

// The methods of a Catalog are the package's functions in its language; a nil Catalog is
// English.

// Lang is c's language, "en" for nil.
func (c *Catalog) Lang() string {
	if c == nil {
		return "en"
	}
	return c.Tag
}

// Templates are c's templates (Reasons); none in English.
func (c *Catalog) Templates() []string {
	if c == nil {
		return nil
	}
	return c.Reasons
}

// Lookup returns c's translation of the message english, its placeholders unfilled, and
// whether c has one: none in English, none for an empty text. T falls back to the English
// where this says false; code that must show a sentence wholly translated or not at all
// asks first.
func (c *Catalog) Lookup(english string) (string, bool) {
	if c == nil {
		return "", false
	}
	t, ok := c.Text[english]
	return t, ok && t != ""
}

// T is the package's T in c's language.
func (c *Catalog) T(english string, args ...string) string {
	s := english
	if t, ok := c.Lookup(english); ok {
		s = t
	}
	return Fill(s, args...)
}

// D is the package's D in c's language.
func (c *Catalog) D(english string, args ...string) string { return c.T(english, args...) }

// Help is T for the text of the "How to play" pages, which the site's build writes in
// every language (internal/site) with a catalog of each: its messages are left out of the
// catalog the page loads. The text may hold HTML markup, which a translation keeps.
func (c *Catalog) Help(english string, args ...string) string { return c.T(english, args...) }

// N is the package's N in c's language.
func (c *Catalog) N(n int, one, other string, args ...string) string {
	s := other
	if c == nil {
		if n == 1 {
			s = one
		}
	} else {
		cat := c.plural(n)
		if t, ok := c.Text[Key(other, cat)]; ok && t != "" {
			s = t
		} else if t, ok := c.Text[Key(other, "other")]; ok && t != "" {
			s = t
		} else if n == 1 {
			s = one
		}
	}
	return Fill(s, append([]string{"n", c.Number(n)}, args...)...)
}

// plural is the plural category of n: by c.Plural, else by English's rule. (The page sets
// Plural from the browser, native tests and the build from PluralCategory.)
func (c *Catalog) plural(n int) string {
	if c.Plural != nil {
		return c.Plural(n)
	}
	if n == 1 {
		return "one"
	}
	return "other"
}

// Fill replaces each placeholder {name} of s by the value that follows name in args. A
// placeholder args does not name stays as it is, so that a mistake shows rather than hides.
func Fill(s string, args ...string) string {
	for k := 0; k+1 < len(args); k += 2 {
		s = strings.ReplaceAll(s, "{"+args[k]+"}", args[k+1])
	}
	return s
}

// Placeholders lists the names of the placeholders of s, in order of first use.
func Placeholders(s string) []string {
	var names []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return names
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return names
		}
		name := s[i+1 : i+j]
		dup := false
		for _, n := range names {
			dup = dup || n == name
		}
		if !dup {
			names = append(names, name)
		}
		s = s[i+j+1:]
	}
}

// Escape escapes s for HTML text or a double-quoted attribute value (the page quotes every
// attribute so; an apostrophe stays as it is). A loop of its own: package
// html would bring its whole entity table into the WebAssembly, and strings.NewReplacer its
// general machinery (some 20 KB of code).
func Escape(s string) string {
	if !strings.ContainsAny(s, `&<>"`) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Parse makes the catalog of lang from flat, its messages as keys and texts alternately,
// separated by NUL (what static/boot.js hands the module). A last key without a text is
// left out.
func Parse(lang, flat string) *Catalog {
	c := &Catalog{Tag: lang, Text: map[string]string{}}
	if flat == "" {
		return c
	}
	f := strings.Split(flat, "\x00")
	for i := 0; i+1 < len(f); i += 2 {
		if strings.HasPrefix(f[i], TemplateMark) {
			c.Reasons = append(c.Reasons, f[i+1])
			continue
		}
		if strings.HasPrefix(f[i], RefusalMark) {
			c.Refusals = append(c.Refusals, f[i+1])
			continue
		}
		c.Text[f[i]] = f[i+1]
	}
	return c
}
