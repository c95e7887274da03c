package msg

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestEnglish(t *testing.T) {
	tests := []struct{ name, got, want string }{
		{"plain", T("Restart"), "Restart"},
		{"placeholder", T("Deal {n}", "n", "42"), "Deal 42"},
		{"unknown placeholder stays", T("Deal {n}", "x", "1"), "Deal {n}"},
		{"one", N(1, "{n} tile left", "{n} tiles left"), "1 tile left"},
		{"other", N(2, "{n} tile left", "{n} tiles left"), "2 tiles left"},
		{"zero", N(0, "{n} tile left", "{n} tiles left"), "0 tiles left"},
		{"html", H("Tiles & {x}", "x", "<b>"), "Tiles &amp; &lt;b&gt;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestCatalog(t *testing.T) {
	c := &Catalog{Tag: "pl", Plural: func(n int) string { return PluralCategory("pl", n) }, Text: map[string]string{
		"Restart":                     "Od nowa",
		"Deal {n}":                    "Rozdanie {n}",
		Key("{n} tiles left", "one"):  "Został {n} kamień",
		Key("{n} tiles left", "few"):  "Zostały {n} kamienie",
		Key("{n} tiles left", "many"): "Zostało {n} kamieni",
	}}
	tests := []struct{ name, got, want string }{
		{"plain", c.T("Restart"), "Od nowa"},
		{"missing is English", c.T("Undo"), "Undo"},
		{"placeholder", c.T("Deal {n}", "n", "7"), "Rozdanie 7"},
		{"help", c.Help("Restart"), "Od nowa"},
		{"one", c.N(1, "{n} tile left", "{n} tiles left"), "Został 1 kamień"},
		{"few", c.N(22, "{n} tile left", "{n} tiles left"), "Zostały 22 kamienie"},
		{"many", c.N(12, "{n} tile left", "{n} tiles left"), "Zostało 12 kamieni"},
		{"the page is English", T("Restart"), "Restart"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
	if c.Lang() != "pl" || Lang() != "en" || (*Catalog)(nil).Lang() != "en" {
		t.Errorf("Lang() = %q, page %q, nil %q; want pl, en, en", c.Lang(), Lang(), (*Catalog)(nil).Lang())
	}
}

func TestPluralCategory(t *testing.T) {
	tests := []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "one"}, {"en", 0, "other"}, {"de", 2, "other"},
		{"fr", 0, "one"}, {"fr", 1, "one"}, {"fr", 2, "other"},
		{"pt-BR", 0, "one"}, {"pt-BR", 1, "one"}, {"es", 0, "other"},
		{"pl", 1, "one"}, {"pl", 2, "few"}, {"pl", 5, "many"}, {"pl", 12, "many"},
		{"pl", 22, "few"}, {"pl", 112, "many"}, {"pl", 0, "many"},
		{"zh-CN", 1, "other"}, {"ja", 1, "other"}, {"zh-Hant", 1, "other"},
		{"fr", 1000000, "many"}, {"es", 2000000, "many"}, {"pt-PT", 0, "other"}, {"pt-PT", 1, "one"},
		{"ar", 0, "zero"}, {"ar", 2, "two"}, {"ar", 103, "few"}, {"ar", 111, "many"}, {"ar", 100, "other"},
		{"ru", 21, "one"}, {"ru", 11, "many"}, {"ru", 34, "few"}, {"uk", 112, "many"},
		{"cs", 3, "few"}, {"cs", 5, "other"}, {"sl", 102, "two"}, {"cy", 6, "many"},
		{"qps", 1, "one"}, {"qps", 2, "other"}, {"xx", 1, "other"},
	}
	for _, tt := range tests {
		if got := PluralCategory(tt.lang, tt.n); got != tt.want {
			t.Errorf("PluralCategory(%q, %d) = %q, want %q", tt.lang, tt.n, got, tt.want)
		}
	}
}

func TestCategories(t *testing.T) {
	for _, tt := range []struct {
		lang      string
		need, all []string
	}{
		{"en", []string{"one", "other"}, []string{"one", "other"}},
		{"fr", []string{"one", "other"}, []string{"one", "many", "other"}},
		{"pl", []string{"one", "few", "many"}, []string{"one", "few", "many", "other"}},
		{"ru", []string{"one", "few", "many"}, []string{"one", "few", "many", "other"}},
		{"cs", []string{"one", "few", "other"}, []string{"one", "few", "many", "other"}},
		{"ar", []string{"zero", "one", "two", "few", "many", "other"}, []string{"zero", "one", "two", "few", "many", "other"}},
		{"zh-Hant", []string{"other"}, []string{"other"}},
		{"ko", []string{"other"}, []string{"other"}},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			if diff := cmp.Diff(tt.need, Categories(tt.lang)); diff != "" {
				t.Errorf("Categories (-want +got)\n%s", diff)
			}
			if diff := cmp.Diff(tt.all, AllCategories(tt.lang)); diff != "" {
				t.Errorf("AllCategories (-want +got)\n%s", diff)
			}
		})
	}
}

// TestPluralTable holds the table well formed: every language once, every condition
// CLDR's syntax as parseRules reads it.
func TestPluralTable(t *testing.T) {
	seen := map[string]bool{}
	rel := regexp.MustCompile(`^[nivwftec]( % [0-9]+)? (=|!=) [0-9]+(\.\.[0-9]+)?(,[0-9]+(\.\.[0-9]+)?)*$`)
	for _, line := range strings.Split(strings.TrimSpace(pluralTable), "\n") {
		tags, conds, ok := strings.Cut(line, " =")
		if !ok {
			t.Fatalf("no \" =\" in %q", line)
		}
		for _, tag := range strings.Fields(tags) {
			if seen[tag] {
				t.Errorf("%s is in the table twice", tag)
			}
			seen[tag] = true
		}
		for _, part := range strings.Split(conds, ";") {
			if strings.TrimSpace(part) == "" {
				continue
			}
			cat, cond, ok := strings.Cut(part, ":")
			if !ok || !slices.Contains(categoryOrder(), strings.TrimSpace(cat)) || strings.TrimSpace(cat) == "other" {
				t.Errorf("%q: not a category and a condition", part)
				continue
			}
			for _, alt := range strings.Split(cond, " or ") {
				for _, r := range strings.Split(alt, " and ") {
					if !rel.MatchString(strings.TrimSpace(r)) {
						t.Errorf("%q: the relation %q is not CLDR's syntax", line, r)
					}
				}
			}
		}
	}
}

func TestPlaceholders(t *testing.T) {
	got := Placeholders("{a} and {b}; {a} again")
	if diff := cmp.Diff([]string{"a", "b"}, got); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}

func TestParse(t *testing.T) {
	c := Parse("de", "Restart\x00Neu starten\x00"+Key("{n} tiles left", "one")+"\x00ein Stein\x00"+
		TemplateMark+"000\x00column {n} is empty\x00"+RefusalMark+"000\x00line {line}: {error}\x00"+
		RefusalMark+"001\x00board {board}: {error}\x00dangling")
	want := map[string]string{"Restart": "Neu starten", Key("{n} tiles left", "one"): "ein Stein"}
	if diff := cmp.Diff(want, c.Text); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]string{"column {n} is empty"}, c.Reasons); diff != "" {
		t.Errorf("Reasons (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]string{"line {line}: {error}", "board {board}: {error}"}, c.Refusals); diff != "" {
		t.Errorf("Refusals (-want +got)\n%s", diff)
	}
}

func TestLookup(t *testing.T) {
	c := &Catalog{Tag: "de", Text: map[string]string{"Restart": "Neu starten", "Undo": ""}}
	tests := []struct {
		c       *Catalog
		english string
		want    string
		ok      bool
	}{
		{c, "Restart", "Neu starten", true},
		{c, "Undo", "", false}, // an empty text is no translation
		{c, "Redo", "", false},
		{nil, "Restart", "", false},
	}
	for _, tt := range tests {
		got, ok := tt.c.Lookup(tt.english)
		if diff := cmp.Diff([2]any{tt.want, tt.ok}, [2]any{got, ok}); diff != "" {
			t.Errorf("Lookup(%q) (-want +got)\n%s", tt.english, diff)
		}
	}
}

func TestEscape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Tiny Pebbles", "Tiny Pebbles"},
		{`a & b < c > d "e" 'f'`, "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'"},
		{"&amp;", "&amp;amp;"},
		{"Mah-Jongg · ½ 東", "Mah-Jongg · ½ 東"},
		{`<script>"é"</script>`, "&lt;script&gt;&quot;é&quot;&lt;/script&gt;"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := Escape(tt.in); got != tt.want {
				t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
