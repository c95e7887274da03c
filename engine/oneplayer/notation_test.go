package oneplayer

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/golden"
)

var handWritten = []string{posStart, posOne, posTwo, posTwoSame, posAlmostH, posCross0, posCross1, posNine,
	posScore, posDraw, posLastTile, posEmptyHand, posFlowers}

// The hand-written positions are in the documented form, so they print back unchanged.
func TestNotationRoundTrip(t *testing.T) {
	for i, text := range handWritten {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			p := mustParse(t, text)
			if diff := cmp.Diff(text, p.String()); diff != "" {
				t.Errorf("String of parsed position (-want +got):\n%s", diff)
			}
		})
	}
}

// Every position of a played game prints and parses back to itself.
func TestNotationAlongGames(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(11).(*Position)
			for n := 0; p.Status() == engine.Playing; n++ {
				text := p.String()
				q, err := v.Parse(text)
				if err != nil {
					t.Fatalf("move %d: %v\n%s", n, err, text)
				}
				if diff := cmp.Diff(*p, *q.(*Position), cmp.AllowUnexported(Position{}, variant{})); diff != "" {
					t.Fatalf("move %d: parsed position differs (-want +got):\n%s", n, diff)
				}
				p = play(t, p, p.FormatMove(strategy(p)))
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	edit := func(text, old, new string) string {
		if !strings.Contains(text, old) {
			panic("test edit does not apply: " + old)
		}
		return strings.Replace(text, old, new, 1)
	}
	tests := []struct {
		name, text, want string
	}{
		{"not one player", edit(posStart, "game: one-player", "game: sea-towers"), "not a One Player game"},
		{"no header", "1b 2b", "header"},
		{"missing turn", edit(posStart, "turn: 1\n", ""), `"turn: ..."`},
		{"turn zero", edit(posStart, "turn: 1", "turn: 0"), "whole number from 1"},
		{"placed too many", edit(posStart, "placed: 0", "placed: 9"), "whole number from 0 to 8"},
		{"placed more than on the board", edit(posStart, "placed: 0", "placed: 1"), "more than the tiles on the board"},
		{"unknown header line", edit(posStart, "score: 0", "score: 0\nbonus: 3"), "unknown header line"},
		{"wrong score", edit(posCross0, "score: 200", "score: 70"), "score 200"},
		{"seven hand slots", edit(posStart, "hand: 1b 2b 3b 4b 5b 6b 7b 8b", "hand: 1b 2b 3b 4b 5b 6b 7b"), "8 hand slots"},
		{"bad hand tile", edit(posStart, "hand: 1b", "hand: 1x"), "8 hand slots"},
		{"missing wall", edit(posStart, "wall: 9b 1c\n", ""), `"wall: ..."`},
		{"empty place in the wall", edit(posStart, "wall: 9b 1c", "wall: 9b .."), "no empty places"},
		{"five of a tile", edit(posCross0, "wall: 7c 8c", "wall: 1b 1b 1b"), "5 of this tile"},
		{"flower without flowers", edit(posStart, "wall: 9b 1c", "wall: Pl"), "one-player has 0"},
		{"two of a flower", edit(posFlowers, "wall: Bf", "wall: Pl"), "one-player-flowers has 1"},
		{"no horizontal line", edit(posStart, ".. .. .. .. .. .. .. .. .. .. .. .. .. ..", ".. .."), "no row has the 14 cells"},
		{"bad tile on the board", edit(posOne, "1b ..", "1x .."), "not a tile code"},
		{"cells not one space apart", edit(posOne, "1b .. ..", "1b..  .."), "one space apart"},
		{"row too long", edit(posOne, "1b .. ..", "1b .. .. .."), "2 characters, one space apart"},
		{"vertical before the horizontal is complete", edit(posCross1, "7b 7b\n", "7b ..\n"), "before the horizontal line is complete"},
		{"gap in a vertical line", edit(posCross1, "Gd\nRd\n", "Gd\n..\n"), "empty cell between its tiles"},
		{"vertical line drawn without a tile", edit(posCross1, "Gd\nRd\n", "..\n..\n"), "has no tile"},
		{"vertical line drawn in part", edit(posCross1, "..\n..\nGd", "..\n\nGd"), "drawn only in part"},
		{"too few rows above", edit(posCross1, "..\n..\n..\n..\nGd", "..\n..\n..\nGd"), "all 13 rows"},
		{"ten vertical lines", edit(strings.ReplaceAll(edit(posNine, "9c\n1b", "9c 1d\n1b"), ".. .. .. .. .. .. .. .. ..\n", ".. .. .. .. .. .. .. .. .. ..\n"), "hand: Rd", "hand: .."), "more than 9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(tt.text)
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse = %v, %v; want a ParseError", p, err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to say %q", err, tt.want)
			}
		})
	}
}

func TestMoveNotation(t *testing.T) {
	tests := []struct {
		text string
		move engine.Move
	}{
		{"1>a0", engine.StepMove(0, CellPlace(HorizontalRow, 0))},
		{"8>n0", engine.StepMove(7, CellPlace(HorizontalRow, 13))},
		{"3>e+1", engine.StepMove(2, CellPlace(HorizontalRow-1, 4))},
		{"3>e+13", engine.StepMove(2, CellPlace(0, 4))},
		{"4>k-13", engine.StepMove(3, CellPlace(Rows-1, 10))},
		{"e+1<>e+4", engine.Move{Action: engine.Swap, From: CellPlace(12, 4), To: CellPlace(9, 4)}},
		{"a0<>n0", engine.Move{Action: engine.Swap, From: CellPlace(13, 0), To: CellPlace(13, 13)}},
		{"end", endTurn},
	}
	p := enginetest.Must(New("one-player", 1))
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := p.FormatMove(tt.move); got != tt.text {
				t.Errorf("FormatMove = %q, want %q", got, tt.text)
			}
			got, err := p.ParseMove(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.move, got); diff != "" {
				t.Errorf("ParseMove (-want +got):\n%s", diff)
			}
		})
	}
	for _, s := range []string{"", "9>a0", "0>a0", "1>o0", "1>a14", "1>a-14", "1>a+0", "1>a3", "a0<>", "a0<>b", "END ", "1 > a0", "11>a0", "1>a"} {
		t.Run("bad "+s, func(t *testing.T) {
			m, err := ParseMove(s)
			if strings.EqualFold(strings.TrimSpace(s), "end") {
				if err != nil || m != endTurn {
					t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
				}
				return
			}
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Errorf("ParseMove(%q) = %v, %v; want a ParseError", s, m, err)
			}
		})
	}
}

// A golden file pins the first positions of a few deals of each variant.
func TestGoldenDeals(t *testing.T) {
	for _, v := range Variants() {
		for _, deal := range []uint64{0, 1, 2, 1 << 40} {
			name := v.ID + "-" + strconv.FormatUint(deal, 10) + ".golden"
			t.Run(name, func(t *testing.T) {
				got := v.New(deal).String()
				golden.CheckTestdata(t, name, got)
			})
		}
	}
}

func TestDealTiles(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(7).(*Position)
			var got [engine.NumFaces]int
			for _, t := range append(p.Hand(), p.Wall()...) {
				got[t]++
			}
			var want [engine.NumFaces]int
			for _, t := range p.v.set() {
				want[t]++
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("tiles dealt (-want +got):\n%s", diff)
			}
			if p.Turn() != 1 || p.WallLeft() != len(p.v.set())-HandSize || p.Status() != engine.Playing {
				t.Errorf("turn %d, wall %d, status %v", p.Turn(), p.WallLeft(), p.Status())
			}
		})
	}
	if a, b := enginetest.Must(New("one-player", 3)).String(), enginetest.Must(New("one-player", 4)).String(); a == b {
		t.Errorf("deals 3 and 4 are the same")
	}
}

func TestVariants(t *testing.T) {
	var got [][4]string
	for _, v := range Variants() {
		got = append(got, [4]string{v.ID, v.Name, string(v.Family), strconv.FormatBool(v.Scored)})
		if v.New == nil || v.Parse == nil || v.Solve == nil || v.Hint == nil {
			t.Errorf("%s: missing New, Parse, Solve or Hint", v.ID)
		}
	}
	want := [][4]string{
		{"one-player", "Mah-Jongg One Player", "one-player", "true"},
		{"one-player-flowers", "Mah-Jongg One Player with Flowers", "one-player", "true"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("variants (-want +got):\n%s", diff)
	}
	if _, err := Variants()[0].Parse(posFlowers); err == nil {
		t.Errorf("one-player parsed a one-player-flowers position")
	}
	if p, err := New("sea-towers", 1); p != nil || err == nil {
		t.Errorf("New of another family's id = %v, %v; want an error", p, err)
	}
}

// The notation example in the package documentation is a real position.
func TestDocExample(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(src), "\n") {
		if l == "//" && len(lines) > 0 && strings.HasPrefix(lines[len(lines)-1], "wall:") {
			lines = append(lines, "")
		} else if rest, ok := strings.CutPrefix(l, "//\t"); ok {
			lines = append(lines, rest)
		}
	}
	got := strings.Join(lines, "\n") + "\n"
	if diff := cmp.Diff(posScore, got); diff != "" {
		t.Errorf("doc.go example (-want +got):\n%s", diff)
	}
}
