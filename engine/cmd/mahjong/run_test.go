package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/catalog"
	"mahjong/engine/golden"
)

type result struct {
	Code           int
	Stdout, Stderr string
}

func call(t testing.TB, stdin string, args ...string) result {
	t.Helper()
	var out, errs strings.Builder
	code := run(args, strings.NewReader(stdin), &out, &errs)
	return result{code, out.String(), errs.String()}
}

func TestVariants(t *testing.T) {
	r := call(t, "", "variants")
	if r.Code != 0 {
		t.Fatalf("exit %d: %s", r.Code, r.Stderr)
	}
	golden.CheckTestdata(t, "variants.golden", r.Stdout)
	if got, want := strings.Count(r.Stdout, "\n"), len(catalog.All()); got != want {
		t.Errorf("%d lines for %d registered variants", got, want)
	}
}

// Every registered variant deals, lists moves, and reads its own deal back from -position.
func TestDealMovesRoundTrip(t *testing.T) {
	for _, v := range catalog.All() {
		t.Run(v.ID, func(t *testing.T) {
			deal := call(t, "", "deal", "-game", v.ID, "-deal", "3")
			if deal.Code != 0 {
				t.Fatalf("deal: exit %d: %s", deal.Code, deal.Stderr)
			}
			golden.CheckTestdata(t, "deal-"+v.ID+"-3.golden", deal.Stdout)
			fromDeal := call(t, "", "moves", "-game", v.ID, "-deal", "3")
			fromText := call(t, deal.Stdout, "moves", "-game", v.ID, "-position", "-")
			if diff := cmp.Diff(fromDeal, fromText); diff != "" {
				t.Errorf("moves from -deal and from the printed position differ (-deal +position):\n%s", diff)
			}
			if fromDeal.Code != 0 || fromDeal.Stdout == "" {
				t.Errorf("moves: exit %d, output %q, errors %q", fromDeal.Code, fromDeal.Stdout, fromDeal.Stderr)
			}
		})
	}
}

// play's output, status line included, is a valid -position, and the game goes on from it.
func TestPlayChain(t *testing.T) {
	for _, v := range catalog.All() {
		t.Run(v.ID, func(t *testing.T) {
			first := strings.SplitN(call(t, "", "moves", "-game", v.ID, "-deal", "5").Stdout, "\n", 2)[0]
			played := call(t, "", "play", "-game", v.ID, "-deal", "5", first)
			if played.Code != 0 || !strings.HasSuffix(played.Stdout, "status: playing\n") {
				t.Fatalf("play %s: exit %d, stderr %q, stdout ends %q", first, played.Code, played.Stderr, tail(played.Stdout))
			}
			again := call(t, played.Stdout, "play", "-game", v.ID, "-position", "-")
			if diff := cmp.Diff(played.Stdout, again.Stdout); diff != "" {
				t.Errorf("replaying the printed position changed it (-first +second):\n%s", diff)
			}
		})
	}
}

func tail(s string) string {
	if len(s) > 40 {
		return s[len(s)-40:]
	}
	return s
}

// The solver's line, played through play, wins. Some deals of some games cannot be won, or
// not quickly, so each game is tried on the first deals until the solver wins one. Deal 1 of
// every game is won within 26,000 positions (a quarter of a second on an idle machine): the
// minute each is given holds under the race detector on a loaded machine.
func TestSolveThenPlayWins(t *testing.T) {
	for _, v := range catalog.All() {
		if v.Scored {
			continue
		}
		t.Run(v.ID, func(t *testing.T) {
			for deal := 1; deal <= 20; deal++ {
				d := strconv.Itoa(deal)
				sol := call(t, "", "solve", "-game", v.ID, "-deal", d, "-timeout", "1m")
				lines := strings.Split(strings.TrimSpace(sol.Stdout), "\n")
				if sol.Code != 0 {
					t.Fatalf("solve deal %s: exit %d: %s", d, sol.Code, sol.Stderr)
				}
				if lines[0] != "won" {
					continue
				}
				args := append([]string{"play", "-game", v.ID, "-deal", d}, lines[1:]...)
				played := call(t, "", args...)
				if !strings.HasSuffix(played.Stdout, "status: won\n") {
					t.Errorf("playing the solver's %d moves: exit %d, %s, ends %q", len(lines)-1, played.Code, played.Stderr, tail(played.Stdout))
				}
				return
			}
			t.Fatal("the solver won none of deals 1-20 in a minute each")
		})
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		code     int
		inStderr string
	}{
		{"no command", nil, 2, "usage:"},
		{"unknown command", []string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{"unknown game", []string{"deal", "-game", "chess", "-deal", "1"}, 1, `unknown game "chess"; the games are: shanghai-square`},
		{"missing game", []string{"deal", "-deal", "1"}, 2, "-game or -layout is required"},
		{"bad deal", []string{"deal", "-game", "shanghai-square", "-deal", "x1"}, 2, `-deal "x1": want a whole number`},
		{"negative deal", []string{"moves", "-game", "shanghai-square", "-deal", "-3"}, 2, `-deal "-3"`},
		{"deal 0", []string{"deal", "-game", "shanghai-square", "-deal", "0"}, 2, `-deal "0": want a whole number from 1 to 9007199254740991`},
		{"deal past 2^53-1", []string{"deal", "-game", "sea-towers", "-deal", "9007199254740992"}, 2, `-deal "9007199254740992": want a whole number from 1 to 9007199254740991`},
		{"deal past 2^64", []string{"deal", "-game", "sea-towers", "-deal", "18446744073709551616"}, 2, `want a whole number from 1 to 9007199254740991`},
		{"deals from 0", []string{"survey", "-game", "shanghai-square", "-deals", "0-3"}, 2, `-deals "0-3": want A-B with whole numbers 1 <= A <= B <= 9007199254740991`},
		{"deals past 2^53-1", []string{"survey", "-game", "shanghai-square", "-deals", "9007199254740991-9007199254740992"}, 2, `-deals "9007199254740991-9007199254740992"`},
		{"endless position file", []string{"moves", "-game", "shanghai-square", "-position", "/dev/zero"}, 1, "-position /dev/zero: longer than 1048576 bytes"},
		{"deal and position", []string{"moves", "-game", "shanghai-square", "-deal", "1", "-position", "-"}, 2, "either -deal or -position"},
		{"missing file", []string{"moves", "-game", "shanghai-square", "-position", "/nonexistent/x"}, 1, "open /nonexistent/x"},
		{"malformed move", []string{"play", "-game", "shanghai-square", "-deal", "1", "banana"}, 1, `move 1 "banana"`},
		{"bad range", []string{"survey", "-game", "shanghai-square", "-deals", "5-2"}, 2, `-deals "5-2"`},
		{"zero step", []string{"survey", "-game", "shanghai-square", "-deals", "1-4", "-step", "0"}, 2, "-step 0"},
		{"unknown flag", []string{"deal", "-game", "shanghai-square", "-deal", "1", "-frob"}, 2, "flag provided but not defined"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := call(t, "", tt.args...)
			if r.Code != tt.code || !strings.Contains(r.Stderr, tt.inStderr) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", r.Code, r.Stderr, tt.code, tt.inStderr)
			}
		})
	}
}

func TestMalformedPosition(t *testing.T) {
	r := call(t, "game: shanghai-square\ndeal: 1\n\nnot a board\n", "moves", "-game", "shanghai-square", "-position", "-")
	if r.Code != 1 || !strings.Contains(r.Stderr, "cannot read") {
		t.Errorf("exit %d, stderr %q; want exit 1 and a reading error", r.Code, r.Stderr)
	}
	other := call(t, "", "deal", "-game", "shanghai-pyramid", "-deal", "1").Stdout
	r = call(t, other, "moves", "-game", "shanghai-square", "-position", "-")
	if r.Code != 1 {
		t.Errorf("a pyramid position read as a square game: exit %d, stderr %q", r.Code, r.Stderr)
	}
}

// TestPositionRefused: positions that cannot be read get a clear message and exit 1, in every
// game of the family concerned; none crashes the command.
func TestPositionRefused(t *testing.T) {
	type input struct{ name, game, text, want string }
	var tests []input
	for _, v := range catalog.All() {
		dealt := call(t, "", "deal", "-game", v.ID, "-deal", "1").Stdout
		switch v.Family {
		case "shanghai":
			// One tile gone: its face is left an odd number of times.
			i := strings.Index(dealt, "\nlayer 0\n") + len("\nlayer 0\n")
			for dealt[i] == ' ' || dealt[i] == '\n' {
				i++
			}
			tests = append(tests, input{"odd face", v.ID, dealt[:i] + ".." + dealt[i+2:], "an odd number"})
		case "freecell", "sea":
			tests = append(tests,
				input{"overfull tableau", v.ID, overfull(t, dealt), "tiles; the game has"},
				input{"Dragon with no pile", v.ID, strings.Replace(dealt, "dragons: .. .. ..", "dragons: .. Gd ..", 1), "whose piles have no Dragon"})
		}
	}
	tests = append(tests, input{"stdin past the limit", "shanghai-square", strings.Repeat("x", maxPosition+1), "-position -: longer than 1048576 bytes"})
	for _, tt := range tests {
		t.Run(tt.game+"/"+tt.name, func(t *testing.T) {
			r := call(t, tt.text, "moves", "-game", tt.game, "-position", "-")
			if r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, tt.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and an error that says %q", r.Code, tail(r.Stdout), r.Stderr, tt.want)
			}
		})
	}
}

// overfull is a FreeCell or Sea deal as printed, with every place of its tableau holding a
// tile, and levels added (in the games that have them) until there are more than 144.
func overfull(t *testing.T, dealt string) string {
	head, grid, found := strings.Cut(dealt, "\ntableau\n")
	label, levels := "tableau", false
	if !found {
		head, grid, found = strings.Cut(dealt, "\nlevel 1\n")
		levels = true
	}
	if !found {
		t.Fatalf("no tableau in\n%s", dealt)
	}
	rows := strings.Count(strings.TrimRight(grid, "\n"), "\n") + 1
	var b strings.Builder
	b.WriteString(head + "\n")
	for l, tiles := 1, 0; l == 1 || levels && tiles <= 144; l++ {
		if levels {
			label = "level " + strconv.Itoa(l)
		}
		b.WriteString("\n" + label + "\n" + strings.Repeat(strings.TrimSpace(strings.Repeat("1b ", 16))+"\n", rows))
		tiles += 16 * rows
	}
	return b.String()
}

func TestIllegalMoveNamed(t *testing.T) {
	// Two slots of one layout can never both be listed as a pair if one is not free; find
	// a pair of slots that moves does not list and check play refuses it by name.
	moves := call(t, "", "moves", "-game", "shanghai-square", "-deal", "1").Stdout
	legal := map[string]bool{}
	for _, m := range strings.Fields(moves) {
		legal[m] = true
	}
	for a := 0; a < 50; a++ {
		for b := a + 1; b < 50; b++ {
			m := strconv.Itoa(a) + "-" + strconv.Itoa(b)
			if legal[m] {
				continue
			}
			r := call(t, "", "play", "-game", "shanghai-square", "-deal", "1", m)
			if r.Code != 1 || !strings.Contains(r.Stderr, "illegal move "+m) {
				t.Fatalf("play %s: exit %d, stderr %q; want exit 1 naming the move", m, r.Code, r.Stderr)
			}
			return
		}
	}
	t.Fatal("every pair of slots was legal")
}

func TestSurvey(t *testing.T) {
	r := call(t, "", "survey", "-game", "shanghai-square", "-deals", "1-4", "-timeout", "10s")
	if r.Code != 0 {
		t.Fatalf("exit %d: %s", r.Code, r.Stderr)
	}
	for _, want := range []string{"deal 1\twon", "deal 4\twon", "summary: shanghai-square, 4 deals, timeout 10s",
		"won 4 (100.0%), unsolvable 0 (0.0%), unknown 0 (0.0%)", "time per deal: median "} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("survey output lacks %q:\n%s", want, r.Stdout)
		}
	}
}

func TestSurveyStep(t *testing.T) {
	tests := []struct {
		deals, step string
		want        []string // the deals surveyed
	}{
		{"1-9", "4", []string{"1", "5", "9"}},
		{"1-10", "4", []string{"1", "5", "9"}},
		{"3-3", "5", []string{"3"}},
		{"2-5", "1", []string{"2", "3", "4", "5"}},
		{"9007199254740990-9007199254740991", "3", []string{"9007199254740990"}},
	}
	for _, tt := range tests {
		t.Run(tt.deals+"/"+tt.step, func(t *testing.T) {
			r := call(t, "", "survey", "-game", "free-stones", "-deals", tt.deals, "-step", tt.step, "-timeout", "10ms")
			if r.Code != 0 {
				t.Fatalf("exit %d: %s", r.Code, r.Stderr)
			}
			var got []string
			for _, line := range strings.Split(r.Stdout, "\n") {
				if n, ok := strings.CutPrefix(line, "deal "); ok {
					got = append(got, strings.Fields(n)[0])
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("deals surveyed (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPercentile(t *testing.T) {
	var ds []time.Duration
	for i := 1; i <= 20; i++ {
		ds = append(ds, time.Duration(i))
	}
	tests := []struct {
		p    int
		want time.Duration
	}{{50, 10}, {95, 19}, {100, 20}, {1, 1}, {0, 1}}
	for _, tt := range tests {
		if got := percentile(ds, tt.p); got != tt.want {
			t.Errorf("percentile(1..20, %d) = %d, want %d", tt.p, got, tt.want)
		}
	}
	if got := percentile([]time.Duration{7}, 95); got != 7 {
		t.Errorf("percentile of one value = %d, want 7", got)
	}
}

// FuzzCLI runs the commands that read a deal number, a position and moves on any input: none
// may crash, each exits 0, 1 (bad input) or 2 (bad usage), and an error always says why.
func FuzzCLI(f *testing.F) {
	for _, v := range catalog.All() {
		dealt := call(f, "", "deal", "-game", v.ID, "-deal", "2").Stdout
		first, _, _ := strings.Cut(call(f, "", "moves", "-game", v.ID, "-deal", "2").Stdout, "\n")
		f.Add(v.ID, "", dealt, first)
		f.Add(v.ID, "2", "", first)
	}
	f.Add("shanghai-square", "0", "", "")
	f.Add("sea-towers", "9007199254740992", "", "")
	f.Fuzz(func(t *testing.T, game, deal, position, move string) {
		args := []string{"play", "-game", game}
		if deal != "" {
			args = append(args, "-deal", deal)
		} else {
			args = append(args, "-position", "-")
		}
		if move != "" {
			args = append(args, move)
		}
		r := call(t, position, args...)
		switch {
		case r.Code == 0 && (r.Stderr != "" || r.Stdout == ""):
			t.Errorf("exit 0 with stdout %q, stderr %q", tail(r.Stdout), r.Stderr)
		case r.Code == 1 || r.Code == 2:
			if !strings.HasPrefix(r.Stderr, "mahjong: ") || r.Stdout != "" {
				t.Errorf("exit %d with stdout %q, stderr %q; want only an error", r.Code, tail(r.Stdout), r.Stderr)
			}
		case r.Code != 0:
			t.Errorf("exit %d", r.Code)
		}
	})
}
