package site

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/internal/i18n"
	"mahjong/wasm/msg"
)

// TestCatalogsAddLanguage builds the languages of a site whose static/i18n holds English and
// one more catalog file, Slovenian (a language of four plural categories): boot.js lists it,
// its runtime catalog, manifest and rules pages are written, and the checks' files are gone.
func TestCatalogsAddLanguage(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		t.Helper()
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("boot.js", "(function () {\n  var LANGS = [[\"en\", \"English\"]];\n})();\n")
	write("manifest.webmanifest", `{"name": "Mahjong Solitaire", "short_name": "Mahjong"}`)
	write("i18n/en.json", `{
"@": {"language":"en","name":"English","note":"the source"},
"Mahjong": {"context":"m","text":"Mahjong"},
"{n} tiles left": {"context":"a.go","one":"{n} tile left","other":"{n} tiles left"}
}`)
	write("i18n/sl.json", `{
"@": {"language":"sl","name":"Slovenščina","note":"Popravki so dobrodošli."},
"Mahjong": {"context":"m","text":"Madžong"},
"{n} tiles left": {"context":"a.go","one":"še {n} ploščica","two":"še {n} ploščici","few":"še {n} ploščice","other":"še {n} ploščic"}
}`)
	write("i18n/fa.json", `{
"@": {"language":"fa","name":"فارسی","note":"x"}
}`)
	write("i18n/allow/sl.json", `{"Mahjong": "why"}`)
	write("i18n/glossary/sl.json", `{}`)
	if err := Catalogs(dir, nil); err != nil {
		t.Fatal(err)
	}
	boot, err := os.ReadFile(filepath.Join(dir, "boot.js"))
	if err != nil {
		t.Fatal(err)
	}
	want := "(function () {\n  var LANGS = [[\"en\",\"English\"],[\"fa\",\"فارسی\",\"rtl\"],[\"sl\",\"Slovenščina\"]];\n})();\n"
	if diff := cmp.Diff(want, string(boot)); diff != "" {
		t.Errorf("boot.js (-want +got)\n%s", diff)
	}
	b, err := os.ReadFile(filepath.Join(dir, "i18n", "sl.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]string
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	wantCat := map[string]string{
		"Mahjong":                          "Madžong",
		msg.Key("{n} tiles left", "one"):   "še {n} ploščica",
		msg.Key("{n} tiles left", "two"):   "še {n} ploščici",
		msg.Key("{n} tiles left", "few"):   "še {n} ploščice",
		msg.Key("{n} tiles left", "other"): "še {n} ploščic",
	}
	for k := range got {
		if regexp.MustCompile("^[\x02\x03]").MatchString(k) {
			delete(got, k) // the engine's templates
		}
	}
	if diff := cmp.Diff(wantCat, got); diff != "" {
		t.Errorf("i18n/sl.json (-want +got)\n%s", diff)
	}
	c := msg.Parse("sl", "")
	c.Text = got
	c.Plural = func(n int) string { return msg.PluralCategory("sl", n) }
	for n, want := range map[int]string{1: "še 1 ploščica", 102: "še 102 ploščici", 3: "še 3 ploščice", 5: "še 5 ploščic"} {
		if s := c.N(n, "{n} tile left", "{n} tiles left"); s != want {
			t.Errorf("N(%d) = %q, want %q", n, s, want)
		}
	}
	for _, name := range []string{"manifest-sl.webmanifest", "manifest-fa.webmanifest", "manifest-qps.webmanifest"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	for _, gone := range []string{"i18n/en.json", "i18n/allow", "i18n/glossary"} {
		if _, err := os.Stat(filepath.Join(dir, gone)); !os.IsNotExist(err) {
			t.Errorf("%s is in the site (%v)", gone, err)
		}
	}
}

func TestRTL(t *testing.T) {
	for _, tt := range []struct {
		h    i18n.Header
		want bool
	}{
		{i18n.Header{Language: "ar"}, true},
		{i18n.Header{Language: "he"}, true},
		{i18n.Header{Language: "fa-IR"}, true},
		{i18n.Header{Language: "uz-Arab"}, true},
		{i18n.Header{Language: "pa-Arab-PK"}, true},
		{i18n.Header{Language: "ku-Latn"}, false},
		{i18n.Header{Language: "de"}, false},
		{i18n.Header{Language: "zh-Hant"}, false},
		{i18n.Header{Language: "xx", Dir: "rtl"}, true},
		{i18n.Header{Language: "ar", Dir: "ltr"}, false},
	} {
		if got := RTL(tt.h); got != tt.want {
			t.Errorf("RTL(%+v) = %v, want %v", tt.h, got, tt.want)
		}
	}
}
