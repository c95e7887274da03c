package link

import (
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/wasm/store"
)

func TestParseEmbed(t *testing.T) {
	def := Embed{Theme: "system", Controls: DefaultControls}
	with := func(f func(e *Embed)) Embed {
		e := def
		f(&e)
		return e
	}
	tests := []struct {
		name     string
		query    string
		want     Embed
		problems []string
	}{
		{"empty", "", def, nil},
		{"only the mark", "?embed=1", def, nil},
		{"everything", "?embed=1&game=shanghai-square&deal=42&theme=dark&controls=undo,hint,new",
			Embed{Game: "shanghai-square", Deal: 42, Theme: "dark", Controls: []string{"new", "undo", "hint"}}, nil},
		{"no question mark", "theme=light", with(func(e *Embed) { e.Theme = "light" }), nil},
		{"daily", "game=shanghai-square&daily=1", with(func(e *Embed) { e.Game, e.Daily = "shanghai-square", true }), nil},
		{"status on", "status=1", with(func(e *Embed) { e.Status = 1 }), nil},
		{"status off", "status=0", with(func(e *Embed) { e.Status = -1 }), nil},
		{"status not 0 or 1", "status=on", def, []string{`status is 0 or 1, not "on"`}},
		{"daily not 1", "daily=yes", def, []string{`daily is 1 or not given, not "yes"`}},
		{"daily and a deal", "daily=1&deal=4", with(func(e *Embed) { e.Daily = true }), []string{"daily=1 and deal= both name a deal: the day's deal is shown"}},
		{"largest deal", "deal=9007199254740991", with(func(e *Embed) { e.Deal = MaxDeal }), nil},
		{"controls none", "controls=none", with(func(e *Embed) { e.Controls = []string{} }), nil},
		{"controls empty", "controls=", with(func(e *Embed) { e.Controls = []string{} }), nil},
		{"controls in page order, repeated once", "controls=help,picker,hint,hint",
			with(func(e *Embed) { e.Controls = []string{"hint", "picker", "help"} }), nil},
		{"the site's buttons", "controls=share,settings,stats,help",
			with(func(e *Embed) { e.Controls = []string{"help", "stats", "settings", "share"} }), nil},
		{"escaped commas, as URLSearchParams writes them", "controls=undo%2Credo",
			with(func(e *Embed) { e.Controls = []string{"undo", "redo"} }), nil},
		{"plus is a space", "controls=undo,+redo", with(func(e *Embed) { e.Controls = []string{"undo", "redo"} }), nil},
		{"empty parts", "&&theme=dark&", with(func(e *Embed) { e.Theme = "dark" }), nil},
		{"unknown game", "game=chess&deal=3", with(func(e *Embed) { e.Deal = 3 }), []string{`there is no game "chess"`}},
		{"deal zero", "deal=0", def, []string{`the deal "0" is not a whole number from 1 to 9007199254740991`}},
		{"deal too big", "deal=9007199254740992", def, []string{`the deal "9007199254740992" is not a whole number from 1 to 9007199254740991`}},
		{"deal negative", "deal=-4", def, []string{`the deal "-4" is not a whole number from 1 to 9007199254740991`}},
		{"unknown theme", "theme=purple", def, []string{`the theme "purple" is not one of system, light, dark`}},
		{"unknown control keeps the known ones", "controls=undo,fly,<b>",
			with(func(e *Embed) { e.Controls = []string{"undo"} }),
			[]string{`unknown controls "fly", "<b>" (known: new, restart, undo, redo, hint, shuffle, picker, help, stats, settings, share, none)`}},
		{"twice", "theme=dark&theme=light", with(func(e *Embed) { e.Theme = "dark" }), []string{`"theme" is given twice`}},
		{"unknown key", "color=red", def, []string{`"color" is not something an embed link can set`}},
		{"bad escape", "theme=%zz&deal=2", with(func(e *Embed) { e.Deal = 2 }), []string{`"theme=%zz" is not escaped correctly`}},
		{"cut escape", "theme=dark%2", def, []string{`"theme=dark%2" is not escaped correctly`}},
		{"too long", "?theme=" + strings.Repeat("x", 3000), def, []string{"the embed link is longer than 2,048 characters"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, problems := ParseEmbed(tt.query, known)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseEmbed(%q) (-want +got):\n%s", tt.query, diff)
			}
			if diff := cmp.Diff(tt.problems, problems); diff != "" {
				t.Errorf("ParseEmbed(%q) problems (-want +got):\n%s", tt.query, diff)
			}
		})
	}
}

func TestEmbedNotice(t *testing.T) {
	got := EmbedNotice([]string{`there is no game "chess"`, `"color" is not something an embed link can set`})
	want := `Part of the embed link was not understood (there is no game "chess"; "color" is not something an embed link can set); it was left out.`
	if got != want {
		t.Errorf("EmbedNotice = %q, want %q", got, want)
	}
}

// FuzzParseEmbed checks that no query makes ParseEmbed fail or return a value it should not,
// and that its decoding of each part agrees with net/url's.
func FuzzParseEmbed(f *testing.F) {
	for _, s := range []string{"", "?embed=1&game=shanghai-square&deal=42&theme=dark&controls=undo,hint",
		"controls=undo%2Credo", "deal=%31%32", "theme=%zz", "a=b=c", "+=+&%", "deal=18446744073709551616"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, query string) {
		e, problems := ParseEmbed(query, known)
		if e.Game != "" && !known(e.Game) {
			t.Errorf("ParseEmbed(%q).Game = %q, not a known game", query, e.Game)
		}
		if e.Deal > MaxDeal {
			t.Errorf("ParseEmbed(%q).Deal = %d > MaxDeal", query, e.Deal)
		}
		if !store.ValidTheme(e.Theme) {
			t.Errorf("ParseEmbed(%q).Theme = %q", query, e.Theme)
		}
		for _, c := range e.Controls {
			if !inList(EmbedControls, c) {
				t.Errorf("ParseEmbed(%q).Controls has %q", query, c)
			}
		}
		for _, p := range problems {
			if p == "" {
				t.Errorf("ParseEmbed(%q) returned an empty problem", query)
			}
		}
		for _, part := range strings.Split(query, "&") {
			got, err := unescapeQuery(part)
			want, werr := url.QueryUnescape(part)
			if (err == nil) != (werr == nil) || err == nil && got != want {
				t.Errorf("unescapeQuery(%q) = %q, %v; net/url says %q, %v", part, got, err, want, werr)
			}
		}
	})
}
