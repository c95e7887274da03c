package msg

import (
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
		{"zh-CN", 1, "other"}, {"ja", 1, "other"},
	}
	for _, tt := range tests {
		if got := PluralCategory(tt.lang, tt.n); got != tt.want {
			t.Errorf("PluralCategory(%q, %d) = %q, want %q", tt.lang, tt.n, got, tt.want)
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
