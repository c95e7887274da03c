package site

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"mahjong/engine"
	"mahjong/internal/i18n"
	"mahjong/wasm/msg"
)

// Catalogs turns the catalogs of dir/i18n (copied from static/i18n) into what the page
// loads: for each language but English, dir/i18n/TAG.json holding only the translations, key
// to text (a plural form keyed by msg.Key), dir/manifest-TAG.webmanifest, the manifest with
// the language's name and description, and its "How to play" pages. The site's languages
// are the catalogs present: boot.js gets their list (Languages), from which the page picks
// the player's language and fills the language menu, so a new language is one file.
// English, the page's own text, needs no catalog: en.json goes, and so do the checks'
// files beside the catalogs (the allow-lists, the glossaries). The pseudo-language of the
// tests, qps.json, is made from the English (Pseudo).
func Catalogs(dir string, games []*engine.Variant) error {
	folder := filepath.Join(dir, "i18n")
	if _, err := os.Stat(folder); errors.Is(err, fs.ErrNotExist) {
		return nil // a site of English alone
	}
	langs, err := i18n.Languages(folder)
	if err != nil {
		return err
	}
	if err := Languages(filepath.Join(dir, "boot.js"), langs); err != nil {
		return err
	}
	en, err := i18n.Read(filepath.Join(folder, "en.json"))
	if err != nil {
		return err
	}
	manifest, err := os.ReadFile(filepath.Join(dir, "manifest.webmanifest"))
	if err != nil {
		return err
	}
	cats := []*i18n.Catalog{Pseudo(en)}
	for _, l := range langs[1:] {
		c, err := i18n.Read(filepath.Join(folder, l.Language+".json"))
		if err != nil {
			return err
		}
		cats = append(cats, c)
	}
	for _, c := range cats {
		tag := c.Header.Language
		if err := helpPagesIn(dir, tag, Messages(c, true), games); err != nil {
			return err
		}
		b, err := json.Marshal(Messages(c, false))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(folder, tag+".json"), b, 0o644); err != nil {
			return err
		}
		m, err := TranslateManifest(manifest, c)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, "manifest-"+tag+".webmanifest"), m, 0o644); err != nil {
			return err
		}
	}
	// The folders beside the catalogs (glossary/, allow/) are the translators' checks
	// (docs/translating.md): the page never reads them.
	entries, err := os.ReadDir(folder)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() {
			if err := os.RemoveAll(filepath.Join(folder, e.Name())); err != nil {
				return err
			}
		}
	}
	return os.Remove(filepath.Join(folder, "en.json"))
}

// langsLine starts the line of boot.js that Languages writes: the site's languages.
const langsLine = "var LANGS = "

// Languages writes the site's languages into the script at path, in the place of its one
// line that starts (after spaces) with langsLine: an array of [tag, name in itself], with
// "rtl" third for a language written from right to left (RTL).
func Languages(path string, langs []i18n.Header) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	list := make([][]string, len(langs))
	for i, l := range langs {
		list[i] = []string{l.Language, l.Name}
		if RTL(l) {
			list[i] = append(list[i], "rtl")
		}
	}
	js, err := json.Marshal(list)
	if err != nil {
		return err
	}
	ls := strings.SplitAfter(string(b), "\n")
	found := 0
	for i, l := range ls {
		if rest := strings.TrimLeft(l, " "); strings.HasPrefix(rest, langsLine) {
			ls[i] = l[:len(l)-len(rest)] + langsLine + string(js) + ";\n"
			found++
		}
	}
	if found != 1 {
		return fmt.Errorf("%s has %d lines starting %q for the site's languages; want 1", path, found, langsLine)
	}
	return os.WriteFile(path, []byte(strings.Join(ls, "")), 0o644)
}

// RTL reports whether the language is written from right to left: its catalog says so
// ("dir": "rtl"), or its tag names a right-to-left script, or a language whose usual script
// is one (CLDR's likely subtags: Arabic, Hebrew, Syriac, Thaana, N'Ko, Adlam, Hanifi
// Rohingya and the others of Unicode's right-to-left scripts).
func RTL(l i18n.Header) bool {
	switch l.Dir {
	case "rtl":
		return true
	case "ltr":
		return false
	}
	parts := strings.Split(strings.ToLower(l.Language), "-")
	for _, p := range parts[1:] {
		switch p {
		case "arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg", "mand", "samr", "mend", "armi", "avst", "phnx", "yezi":
			return true
		}
		if len(p) == 4 {
			return false // another script named
		}
	}
	switch parts[0] {
	case "ar", "arc", "ars", "bal", "ckb", "dv", "fa", "glk", "he", "iw", "ks", "lrc", "mzn", "nqo", "ps", "sd", "sdh", "syr", "ug", "ur", "yi":
		return true
	}
	return false
}

// Messages are the translations of c: each translated text by its key, each plural form by
// msg.Key(key, category). A message without a translation is left out: the page shows the
// English. With help false, the messages of the "How to play" pages alone are left out too:
// that is what the page loads (the build writes the help pages).
func Messages(c *i18n.Catalog, help bool) map[string]string {
	out := map[string]string{}
	for k, e := range c.Entries {
		if !help && strings.HasPrefix(e.Context, i18n.HelpContext) {
			continue
		}
		if e.Text != "" {
			out[k] = e.Text
		}
		for _, cat := range i18n.PluralForms() {
			if f := e.Form(cat); f != "" {
				out[msg.Key(k, cat)] = f
			}
		}
	}
	if !help {
		for i, t := range i18n.Templates() {
			if strings.Contains(t, "{") {
				out[msg.TemplateMark+fmt.Sprintf("%03d", i)] = t
			}
		}
		for i, t := range i18n.Refusals() {
			if strings.Contains(t, "{") {
				out[msg.RefusalMark+fmt.Sprintf("%03d", i)] = t
			}
		}
	}
	return out
}

// manifestFields are the fields of the manifest that are words for people.
var manifestFields = []string{"name", "short_name", "description"}

// TranslateManifest returns the manifest with its words in c's language, and "lang" set.
func TranslateManifest(manifest []byte, c *i18n.Catalog) ([]byte, error) {
	var m map[string]any
	if err := json.Unmarshal(manifest, &m); err != nil {
		return nil, err
	}
	for _, f := range manifestFields {
		if s, ok := m[f].(string); ok {
			if e, ok := c.Entries[s]; ok && e.Text != "" {
				m[f] = e.Text
			}
		}
	}
	m["lang"] = c.Header.Language
	return json.MarshalIndent(m, "", "  ")
}

// Pseudo is the pseudo-language catalog made from the English one: every message bracketed
// and its letters accented, placeholders kept, so that English left on the page stands out.
func Pseudo(en *i18n.Catalog) *i18n.Catalog {
	c := &i18n.Catalog{Header: i18n.Header{Language: msg.Pseudo, Name: "Pseudo", Note: "made by the build"}, Entries: map[string]i18n.Entry{}}
	for k, e := range en.Entries {
		c.Entries[k] = i18n.Entry{Context: e.Context, Text: pseudo(e.Text), One: pseudo(e.One), Other: pseudo(e.Other)}
	}
	return c
}

var accents = strings.NewReplacer(
	"a", "á", "e", "é", "i", "í", "o", "ó", "u", "ú", "c", "ç", "n", "ñ", "s", "š", "y", "ý", "z", "ž",
	"A", "Å", "E", "É", "I", "Î", "O", "Ö", "U", "Û", "C", "Ç", "N", "Ñ", "S", "Š", "Y", "Ý", "Z", "Ž",
	"d", "ď", "g", "ğ", "l", "ľ", "r", "ŕ", "t", "ţ", "D", "Ď", "G", "Ğ", "L", "Ľ", "R", "Ŕ", "T", "Ţ",
	"h", "ĥ", "k", "ķ", "w", "ŵ", "H", "Ĥ", "K", "Ķ", "W", "Ŵ", "b", "ƀ", "B", "Ɓ", "f", "ƒ", "F", "Ƒ",
	"m", "ɱ", "M", "Ṁ", "p", "þ", "P", "Þ", "v", "ṽ", "V", "Ṽ", "j", "ĵ", "J", "Ĵ", "q", "ʠ", "Q", "Ǫ",
	"x", "ẋ", "X", "Ẋ")

// pseudo is s bracketed, its letters accented outside placeholders and HTML tags; "" stays "".
func pseudo(s string) string {
	if s == "" {
		return ""
	}
	var b strings.Builder
	b.WriteString("⟦")
	for s != "" {
		i := strings.IndexAny(s, "{<")
		if i < 0 {
			b.WriteString(accents.Replace(s))
			break
		}
		end := map[byte]byte{'{': '}', '<': '>'}[s[i]]
		j := strings.IndexByte(s[i:], end)
		if j < 0 {
			b.WriteString(accents.Replace(s))
			break
		}
		b.WriteString(accents.Replace(s[:i]) + s[i:i+j+1])
		s = s[i+j+1:]
	}
	b.WriteString("⟧")
	return b.String()
}
