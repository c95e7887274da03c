package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/golden"
	"mahjong/engine/shanghai/layouts"
)

// The layout files shared with the tests of package layoutfile.
var fixtures = filepath.Join("..", "..", "layoutfile", "testdata")

func TestLayoutsList(t *testing.T) {
	r := call(t, "", "layouts")
	if r.Code != 0 {
		t.Fatalf("exit %d: %s", r.Code, r.Stderr)
	}
	golden.CheckTestdata(t, "layouts.golden", r.Stdout)
	es, err := layouts.All()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Count(r.Stdout, "\n"), 3+len(es); got != want {
		t.Errorf("%d lines for %d layouts", got, want)
	}
	r = call(t, "", "layouts", "-layout", filepath.Join(fixtures, "two.mah"))
	want := "shanghai-custom-da1d13b2407a1833\tLittle Steps\t12\tFixtures\nshanghai-custom-9ca7765655659541\tTwo Apart\t2\t\n"
	if r.Code != 0 || r.Stdout != want {
		t.Errorf("layouts -layout two.mah: exit %d, %q %q, want %q", r.Code, r.Stdout, r.Stderr, want)
	}
}

// Every layout of the library, and a random one, deals, lists its moves, reads its deal
// back, plays a move, and surveys. The survey's time limit is short: the test checks that
// every layout surveys, not what the solver decides (docs/layouts.md has that), and a large
// layout's deal can take the whole limit, which is wall time (slow under node).
func TestEveryLayout(t *testing.T) {
	es, err := layouts.All()
	if err != nil {
		t.Fatal(err)
	}
	ids := []string{"shanghai-random-12"}
	for _, e := range es {
		ids = append(ids, e.ID)
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			game := []string{"-game", id}
			playable(t, game)
			survey := call(t, "", append([]string{"survey", "-deals", "1-2", "-timeout", "100ms"}, game...)...)
			if survey.Code != 0 || !strings.Contains(survey.Stdout, "summary: "+id+", 2 deals") {
				t.Errorf("survey: exit %d, %q %q", survey.Code, survey.Stdout, survey.Stderr)
			}
		})
	}
}

// playable checks deal, moves (from the deal and from its printed position) and play on
// deal 3 of a game given by flags.
func playable(t *testing.T, game []string) {
	t.Helper()
	with := func(cmd string, args ...string) []string {
		return append(append([]string{cmd}, game...), args...)
	}
	deal := call(t, "", with("deal", "-deal", "3")...)
	if deal.Code != 0 {
		t.Fatalf("deal: exit %d: %s", deal.Code, deal.Stderr)
	}
	fromDeal := call(t, "", with("moves", "-deal", "3")...)
	fromText := call(t, deal.Stdout, with("moves", "-position", "-")...)
	if diff := cmp.Diff(fromDeal, fromText); diff != "" {
		t.Errorf("moves from -deal and from the printed position differ (-deal +position):\n%s", diff)
	}
	first := strings.SplitN(fromDeal.Stdout, "\n", 2)[0]
	played := call(t, "", with("play", "-deal", "3", first)...)
	if played.Code != 0 || !strings.Contains(played.Stdout, "status: ") {
		t.Errorf("play %s: exit %d, %q", first, played.Code, played.Stderr)
	}
}

// -layout plays a layout file of each format, and solve wins its deals.
func TestLayoutFile(t *testing.T) {
	for _, f := range []string{"steps.layout", "steps-wrapped.layout", "steps-v10.layout", "steps.lay", "steps-30.lay", "two.mah"} {
		t.Run(f, func(t *testing.T) {
			game := []string{"-layout", filepath.Join(fixtures, f)}
			playable(t, game)
			solved := call(t, "", append([]string{"solve", "-deal", "9"}, game...)...)
			if solved.Code != 0 || !strings.HasPrefix(solved.Stdout, "won\n") {
				t.Errorf("solve: exit %d, %q %q", solved.Code, solved.Stdout, solved.Stderr)
			}
		})
	}
	board2 := call(t, "", "solve", "-layout", filepath.Join(fixtures, "two.mah"), "-board", "2", "-deal", "1")
	if board2.Stdout != "won\n0-1\n" {
		t.Errorf("-board 2: %q %q", board2.Stdout, board2.Stderr)
	}
}

// Mistakes: a file that is not a layout exits 1 naming why; flags that contradict each other
// exit 2.
func TestLayoutMistakes(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"deal", "-layout", filepath.Join("testdata", "layouts.golden"), "-deal", "1"}, 1,
			"mahjong: " + filepath.Join("testdata", "layouts.golden") + ": unknown format: want a KMahjongg .layout"},
		{[]string{"deal", "-layout", filepath.Join(fixtures, "no-such-file"), "-deal", "1"}, 1, "mahjong: open "},
		{[]string{"deal", "-layout", filepath.Join(fixtures, "two.mah"), "-board", "3", "-deal", "1"}, 2,
			"mahjong: -board 3: " + filepath.Join(fixtures, "two.mah") + " holds 2 layout(s)"},
		{[]string{"deal", "-layout", filepath.Join(fixtures, "two.mah"), "-game", "shanghai-turtle", "-deal", "1"}, 2,
			"mahjong: give either -game or -layout, not both"},
		{[]string{"deal", "-game", "shanghai-random-x", "-deal", "1"}, 1, "mahjong: unknown game \"shanghai-random-x\""},
		{[]string{"layouts", "extra"}, 2, "mahjong: layouts takes no arguments after the flags"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := call(t, "", tt.args...)
			if r.Code != tt.code || !strings.HasPrefix(r.Stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit %d, stderr starting %q", r.Code, r.Stderr, tt.code, tt.want)
			}
		})
	}
}

// export writes a layout as KMahjongg v1.1, which -layout reads back as the same shape.
func TestExport(t *testing.T) {
	for _, id := range []string{"shanghai-turtle", "shanghai-tower", "shanghai-random-3"} {
		t.Run(id, func(t *testing.T) {
			out := call(t, "", "export", "-game", id)
			if out.Code != 0 || !strings.HasPrefix(out.Stdout, "kmahjongg-layout-v1.1\n") {
				t.Fatalf("exit %d, %q", out.Code, out.Stderr)
			}
			file := filepath.Join(t.TempDir(), "exported.layout")
			if err := os.WriteFile(file, []byte(out.Stdout), 0o644); err != nil {
				t.Fatal(err)
			}
			want := call(t, "", "deal", "-game", id, "-deal", "1").Stdout
			got := call(t, "", "deal", "-layout", file, "-deal", "1").Stdout
			// The ids differ (and so the deals); the boards' shapes do not.
			if diff := cmp.Diff(shape(want), shape(got)); diff != "" {
				t.Errorf("the exported layout's shape (-game +exported):\n%s", diff)
			}
		})
	}
	if r := call(t, "", "export", "-game", "sea-towers"); r.Code != 1 || !strings.Contains(r.Stderr, "has no layout") {
		t.Errorf("export of a Sea game: exit %d, %q", r.Code, r.Stderr)
	}
}

// shape keeps a printed board's layout: each tile code becomes "[]", the header goes.
func shape(position string) string {
	_, board, _ := strings.Cut(position, "\n\n")
	var b strings.Builder
	for _, line := range strings.Split(board, "\n") {
		for i := 0; i+1 < len(line); i += 2 {
			if line[i:i+2] == "  " {
				b.WriteString("  ")
			} else {
				b.WriteString("[]")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
