package store

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

// The page shows the errors of this package inside its notices (home.go, daily.go,
// layouts.go, panels.StatsAsideHTML), translated by page.Problem: so each is a *Problem (or a
// *Lines of them, or a *MoveError), and each Problem's text a message of the catalogs.
// TestErrorsAreMessages makes every error the package has (a corrupt value of each kind for
// each of them) and reads its English (Error) back through the English catalog,
// static/i18n/en.json, which the other nine translate (go test ./internal/i18n checks that
// they do): a sentence built in Go outside problem and problemN, which no catalog would
// translate, matches no message.

// catalogMessages are the English catalog's messages as patterns, and where each key is
// used (its context).
type catalogMessages struct {
	patterns []messagePattern
	keys     map[string]string
}

type messagePattern struct {
	key     string
	re      *regexp.Regexp
	literal int // bytes of the message outside its placeholders
}

var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

func readEnglish(t *testing.T) catalogMessages {
	t.Helper()
	b, err := os.ReadFile("../../static/i18n/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var entries map[string]struct{ Context, Text, One, Other string }
	if err := json.Unmarshal(b, &entries); err != nil {
		t.Fatal(err)
	}
	c := catalogMessages{keys: map[string]string{}}
	for key, e := range entries {
		c.keys[key] = e.Context
		for _, form := range []string{e.Text, e.One, e.Other} {
			if form == "" {
				continue
			}
			expr := "^"
			last := 0
			for _, loc := range placeholder.FindAllStringIndex(form, -1) {
				expr += regexp.QuoteMeta(form[last:loc[0]]) + "(.+?)"
				last = loc[1]
			}
			expr += regexp.QuoteMeta(form[last:]) + "$"
			literal := len(placeholder.ReplaceAllString(form, ""))
			c.patterns = append(c.patterns, messagePattern{key, regexp.MustCompile(expr), literal})
		}
	}
	// The message with the most words of its own is tried first: "move {n} {move} cannot be
	// played: {reason}" before "{date}: {state}".
	slices.SortFunc(c.patterns, func(a, b messagePattern) int {
		if a.literal != b.literal {
			return b.literal - a.literal
		}
		return strings.Compare(a.key, b.key)
	})
	return c
}

var (
	quotedValue = regexp.MustCompile(`^"[^"]*"…?$|^"[^"]*…$`)
	numberValue = regexp.MustCompile(`^[0-9][0-9,]*$`)
)

// match returns the keys of the messages s is made of, or nil when some of it is not a
// message. A placeholder's value is data (a quoted value, a number, a name the catalog
// translates) or a message itself (a problem of a layout's code in a layouts line).
func (c catalogMessages) match(s string) []string {
	for _, p := range c.patterns {
		m := p.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		keys := []string{p.key}
		for _, v := range m[1:] {
			if quotedValue.MatchString(v) || numberValue.MatchString(v) || c.keys[v] != "" {
				continue
			}
			inner := c.match(v)
			if inner == nil {
				keys = nil
				break
			}
			keys = append(keys, inner...)
		}
		if keys != nil {
			return keys
		}
	}
	return nil
}

func TestErrorsAreMessages(t *testing.T) {
	c := readEnglish(t)
	square := variant(t, "shanghai-square")
	sea := variant(t, "sea-cell")
	good := Capture(square, firstMoves(t, square, 3, 2))
	with := func(edit func(s *Save)) Save {
		s := good
		s.Moves = slices.Clone(good.Moves)
		edit(&s)
		return s
	}
	const settings = "1;autoplay=1;winnable=0;available=1;animations=1;theme=dark;size=100;faces=classic;status=0"
	const stats = "1\nshanghai-square;3;1;1;1;60;0;0;30"
	const dailyLine = "tiny-pebbles;2026-11-26;2026-11-26;w;135;0;0"
	const layout = "shanghai-custom-8000000000000001;1ECAB;Two"
	restore := func(v *engine.Variant, s Save) error { _, err := Restore(v, s); return err }
	setting := func(name, value string) string {
		return strings.Replace(settings, name+"="+map[string]string{"autoplay": "1", "theme": "dark", "size": "100", "faces": "classic", "status": "0"}[name], name+"="+value, 1)
	}
	cases := map[string]func() error{
		"save version":   func() error { _, err := ParseSave("3;x"); return err },
		"save fields":    func() error { _, err := ParseSave("2;shanghai-square;1"); return err },
		"save one field": func() error { _, err := ParseSave("1"); return err },
		"save setup":     func() error { _, err := ParseSave("2;sea-cell;1;1;a;0;0;0;Auto Off;"); return err },
		"save game":      func() error { _, err := ParseSave("2;Shanghai;1;1;a;0;0;0;;"); return err },
		"save deal":      func() error { _, err := ParseSave("2;shanghai-square;0;1;a;0;0;0;;"); return err },
		"save sequence":  func() error { _, err := ParseSave("2;shanghai-square;1;-1;a;0;0;0;;"); return err },
		"save tab":       func() error { _, err := ParseSave("2;shanghai-square;1;1;A B;0;0;0;;"); return err },
		"save cursor":    func() error { _, err := ParseSave("2;shanghai-square;1;1;a;x;0;0;;"); return err },
		"save counted":   func() error { _, err := ParseSave("2;shanghai-square;1;1;a;0;2;0;;"); return err },
		"save time":      func() error { _, err := ParseSave("2;shanghai-square;1;1;a;0;0;99999999;;"); return err },
		"save moves":     func() error { _, err := ParseSave("2;shanghai-square;1;1;a;0;0;0;;1 2"); return err },
		"save many moves": func() error {
			_, err := ParseSave("2;shanghai-square;1;1;a;0;0;0;;" + strings.Repeat("1-2,", MaxMoves))
			return err
		},
		"save cursor past":   func() error { _, err := ParseSave("2;shanghai-square;1;1;a;3;0;0;;1-2,3-4"); return err },
		"save cursor past 1": func() error { _, err := ParseSave("2;shanghai-square;1;1;a;2;0;0;;1-2"); return err },
		"restore variant":    func() error { return restore(square, with(func(s *Save) { s.Variant = "one-player" })) },
		"restore deal":       func() error { return restore(square, with(func(s *Save) { s.Deal = 0 })) },
		"restore setup":      func() error { return restore(square, with(func(s *Save) { s.Setup = "autoplay-off" })) },
		"restore setup sea": func() error {
			return restore(sea, Save{Variant: "sea-cell", Deal: 1, Tab: "a", Setup: "autoplay-maybe"})
		},
		"restore unreadable": func() error { return restore(square, with(func(s *Save) { s.Moves = append(s.Moves, "zz") })) },
		"restore illegal":    func() error { return restore(square, with(func(s *Save) { s.Moves = append(s.Moves, s.Moves[0]) })) },
		"settings version":   func() error { _, err := ParseSettings("2;x"); return err },
		"settings entries":   func() error { _, err := ParseSettings("1;autoplay=1;winnable=0"); return err },
		"settings entry":     func() error { _, err := ParseSettings("1;autoplay=1;winnable=0;a;b;c;d;e;f;g;h"); return err },
		"settings order":     func() error { _, err := ParseSettings(strings.Replace(settings, "autoplay=", "auto=", 1)); return err },
		"settings flag":      func() error { _, err := ParseSettings(setting("autoplay", "yes")); return err },
		"settings status":    func() error { _, err := ParseSettings(setting("status", "2")); return err },
		"settings theme":     func() error { _, err := ParseSettings(setting("theme", "blue")); return err },
		"settings size":      func() error { _, err := ParseSettings(setting("size", "99")); return err },
		"settings faces":     func() error { _, err := ParseSettings(setting("faces", "huge")); return err },
		"stats version":      func() error { _, err := ParseStats("2\n"); return err },
		"stats lines": func() error {
			_, err := ParseStats(stats + "\nshanghai-turtle;1\nTurtle;1;1;1;1;1;0;0;1\nshanghai-square;1;0;0;0;0;0;0;1\n" +
				"b;1;2;0;2;5;0;0;1\nc;1;2;0;2;5;0;0;1")
			return err
		},
		"stats one more": func() error {
			_, err := ParseStats(stats + "\nx;1\ny;1\nz;1\nb;1;2;0;2;5;0;0;1")
			return err
		},
		"stats add up":  func() error { _, err := ParseStats(stats + "\nb;1;2;0;2;5;0;0;1"); return err },
		"stats count":   func() error { _, err := ParseStats(stats + "\na;x;0;0;0;0;0;0;1"); return err },
		"daily version": func() error { _, err := ParseDaily("2\n" + dailyLine); return err },
		"daily lines": func() error {
			_, err := ParseDaily("1\n" + dailyLine + "\ntiny-pebbles;1" +
				"\nTiny;2026-11-26;2026-11-26;w;1;0;0" +
				"\ntiny-pebbles;2026-02-30;2026-11-26;w;1;0;0")
			return err
		},
		"daily lines 2": func() error {
			_, err := ParseDaily("1\ntiny-pebbles;2026-11-26;yesterday;w;1;0;0" +
				"\ntiny-pebbles;2026-11-26;2026-11-26;W;1;0;0" +
				"\ntiny-pebbles;2026-11-26;2026-11-26;w;-1;0;0")
			return err
		},
		"daily lines 3": func() error {
			_, err := ParseDaily("1\none-player;2026-11-26;2026-11-26;f;1;-0;0" +
				"\ntiny-pebbles;2026-11-26;2026-11-26;w;1;0;yes")
			return err
		},
		"daily too many": func() error {
			var b strings.Builder
			b.WriteString("1")
			for i := range maxDaily + 1 {
				b.WriteString("\ng" + strconv.Itoa(i) + ";2026-11-26;2026-11-26;w;135;0;0")
			}
			_, err := ParseDaily(b.String())
			return err
		},
		"layouts version":  func() error { _, err := ParseLayouts("2\n"+layout, checkCode); return err },
		"layouts repeat":   func() error { _, err := ParseLayouts("1\n"+layout+"\n"+layout, checkCode); return err },
		"layouts no id":    func() error { _, err := ParseLayouts("1\nshanghai-turtle;1ECAB;T", checkCode); return err },
		"layouts code":     func() error { _, err := ParseLayouts("1\nshanghai-custom-1;1EC;T", checkCode); return err },
		"layouts name":     func() error { _, err := ParseLayouts("1\nshanghai-custom-1;1ECAB;", checkCode); return err },
		"layouts fields":   func() error { _, err := ParseLayouts("1\nshanghai-custom-1;1ECAB", checkCode); return err },
		"layouts too many": func() error { _, err := ParseLayouts("1"+manyLayouts(MaxLayouts+1), checkCode); return err },
		"refused, because": func() error {
			return (&MoveError{N: 3, Move: "1-2", Refused: true}).Because("the cell is taken")
		},
	}
	used := map[string]bool{}
	for name, make := range cases {
		t.Run(name, func(t *testing.T) {
			err := make()
			switch err.(type) {
			case nil:
				t.Fatal("no error")
			case *Problem, *Lines, *MoveError:
			default:
				t.Errorf("the error %q is a %T, which the page does not translate", err, err)
			}
			for _, part := range strings.Split(err.Error(), "; ") {
				keys := c.match(part)
				if keys == nil {
					t.Errorf("%q (of %q) is not a message of the catalogs", part, err.Error())
				}
				for _, k := range keys {
					used[k] = true
				}
			}
		})
	}
	// Every message of the package is made by a case above: a new error gets a case.
	var unmade []string
	for key, context := range c.keys {
		if strings.Contains(context, "wasm/store/") && !used[key] {
			unmade = append(unmade, key)
		}
	}
	slices.Sort(unmade)
	if diff := cmp.Diff([]string(nil), unmade); diff != "" {
		t.Errorf("messages of wasm/store no case makes (-want +got):\n%s", diff)
	}
}

// manyLayouts is n lines of distinct layouts.
func manyLayouts(n int) string {
	var b strings.Builder
	for i := range n {
		id := strings.Repeat("0", 16) + strconv.Itoa(i)
		b.WriteString("\nshanghai-custom-" + id[len(id)-16:] + ";1ECAB;L")
	}
	return b.String()
}

// A move that cannot be replayed is a *MoveError, whose cause is the engine's error: the page
// reads the rules' reason from it (errors.As reaches it too).
func TestMoveError(t *testing.T) {
	v := variant(t, "shanghai-square")
	good := Capture(v, firstMoves(t, v, 3, 2))
	tests := []struct {
		name    string
		moves   []string
		refused bool
		text    string
	}{
		{"unreadable", append(slices.Clone(good.Moves), "zz"), false, `move 3 "zz" cannot be read`},
		{"illegal", append(slices.Clone(good.Moves), good.Moves[0]), true, `move 3 "` + good.Moves[0] + `" cannot be played`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReplayMoves(v, good.Deal, "", tt.moves)
			m, ok := err.(*MoveError)
			if !ok {
				t.Fatalf("ReplayMoves = %#v, want a *MoveError", err)
			}
			if diff := cmp.Diff(tt.text, err.Error()); diff != "" {
				t.Errorf("Error (-want +got):\n%s", diff)
			}
			var illegal *engine.IllegalMoveError
			var parse *engine.ParseError
			if got := errors.As(err, &illegal); got != tt.refused || m.Refused != tt.refused {
				t.Errorf("errors.As IllegalMoveError %v, Refused %v; want %v", got, m.Refused, tt.refused)
			}
			if got := errors.As(err, &parse); got == tt.refused {
				t.Errorf("errors.As ParseError %v, want %v", got, !tt.refused)
			}
		})
	}
	_, err := Restore(variant(t, "sea-cell"), Save{Variant: "sea-cell", Deal: 1, Tab: "a", Setup: "autoplay-maybe"})
	if err == nil || errors.Unwrap(err) == nil || !strings.Contains(errors.Unwrap(err).Error(), "unknown setup") {
		t.Errorf("Restore of an unknown setup = %v, want the engine's error as its cause", err)
	}
}
