package freecell

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

func handPositions() []string {
	return []string{
		notation("sea-towers", "off", seaS1, seaS1Grid),
		notation("sea-winds", "on", seaS3, seaS3Grid),
		notation("sea-towers", "off", seaD, seaDGrid),
		notation("sea-breeze", "off", seaG2, seaG2Grid),
		notation("mahjongg-freecell", "off", mfcF2, mfcF2L1, mfcF2L2, mfcF2L3),
		notation("long-freecell", "on", longL1, longL1Grid),
	}
}

func TestNotationRoundTrip(t *testing.T) {
	texts := handPositions()
	for _, v := range Variants() {
		texts = append(texts, v.New(5).String())
	}
	for _, text := range texts {
		p, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(text, p.String()); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	}
}

func TestParseErrors(t *testing.T) {
	good := notation("sea-towers", "off", seaS1, seaS1Grid)
	tests := []struct{ name, text, want string }{
		{"unknown game", strings.Replace(good, "sea-towers", "sea-monkeys", 1), "not a FreeCell or Sea game"},
		{"autoplay value", strings.Replace(good, "autoplay: off", "autoplay: maybe", 1), "on or off"},
		{"unknown header", strings.Replace(good, "autoplay: off", "speed: fast", 1), "unknown header"},
		{"missing tile", strings.Replace(good, "Ew 7b 6c", "Ew .. 6c", 1), "the game has 4 of this tile"},
		{"gap in a column", strings.Replace(good, "9b 9c Ew", ".. 9c Ew", 1), "gap"},
		{"wrong suit on a pile", strings.Replace(good, "Sw 5b", "Sw 5c", 1), "Bamboos only"},
		{"unbound Wind", strings.Replace(good, "Ww Nw Sw 5b", "Nw Ww Sw 5b", 1), "only the West Wind"},
		{"pile without its set's Dragon", strings.Replace(good, "dragons: Rd", "dragons: ..", 1), "Dragon"},
		{"same Dragon twice", strings.Replace(good, "dragons: Rd Gd Wd", "dragons: Rd Rd Wd", 1), "same Dragon"},
		{"short row", strings.Replace(good, "8b 7c 6b 8c", "8b 7c 6b", 1), "want 16 tile codes"},
		{"levels in a Sea game", good + "\nlevel 2\n", "tableau"},
		{"cells count", strings.Replace(good, "cells: Ew .. .. .. .. ..", "cells: Ew ..", 1), "want 6 entries"},
		{"Seasons in a 132-tile game", strings.Replace(good, "Sw 9d", "Sw Sp", 1), "no Seasons"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

// overfull is v's deal 1 with every place of its tableau holding a tile: more tiles than the
// game has (levels are added until there are).
func overfull(v *engine.Variant) (text string, tiles int) {
	sp := specByID(v.ID)
	head, _, _ := strings.Cut(v.New(1).String(), "\ntableau\n")
	head, _, _ = strings.Cut(head, "\nlevel 1\n")
	var b strings.Builder
	b.WriteString(head + "\n")
	row := strings.TrimSpace(strings.Repeat("1b ", numCols)) + "\n"
	for l := 1; l == 1 || sp.levels && tiles <= sp.tileCount; l++ {
		if sp.levels {
			b.WriteString("\nlevel " + strconv.Itoa(l) + "\n")
		} else {
			b.WriteString("\ntableau\n")
		}
		b.WriteString(strings.Repeat(row, sp.rows))
		tiles += sp.rows * numCols
	}
	return b.String(), tiles
}

// TestParseOverfull: a tableau of more tiles than the game has is refused, in every game
// (it panicked past the board's 144 places).
func TestParseOverfull(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			text, tiles := overfull(v)
			_, err := Parse(text)
			want := "the tableau has " + strconv.Itoa(tiles) + " tiles; the game has " + strconv.Itoa(specByID(v.ID).tileCount) + " in all"
			var pe *engine.ParseError
			if !asParseError(err, &pe) || !strings.Contains(err.Error(), want) {
				t.Errorf("Parse: %v; want a ParseError that says %q", err, want)
			}
		})
	}
}

// TestParseDragonWithoutPile: the dragons line may name a set's Dragon only once a Dragon is
// on one of its piles (the kind is fixed by the first Dragon played).
func TestParseDragonWithoutPile(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			text := strings.Replace(v.New(1).String(), "dragons: .. .. ..", "dragons: .. Gd ..", 1)
			_, err := Parse(text)
			want := "names the Green Dragon for set 2, whose piles have no Dragon"
			var pe *engine.ParseError
			if !asParseError(err, &pe) || !strings.Contains(err.Error(), want) {
				t.Errorf("Parse: %v; want a ParseError that says %q", err, want)
			}
		})
	}
}

func TestMoveNotation(t *testing.T) {
	mfc, _ := New("mahjongg-freecell", 1)
	sea, _ := New("sea-towers", 1)
	tests := []struct {
		p    *Position
		text string
		want engine.Move
		err  bool
	}{
		{sea, "c3>c7", engine.Move{From: Column(2), To: Column(6)}, false},
		{sea, "C3>C7/3", engine.Move{From: Column(2), To: Column(6), N: 3}, false},
		{sea, "c3>c7/1", engine.Move{From: Column(2), To: Column(6)}, false},
		{sea, "x2>c4", engine.Move{From: Cell(1), To: Column(3)}, false},
		{sea, "x6>p12", engine.Move{From: Cell(5), To: Pile(11)}, false},
		{sea, "c16>f", engine.Move{From: Column(15), To: Foundation}, false},
		{mfc, "c3.2>c7.3", engine.Move{From: Level(2, 1), To: Level(6, 2)}, false},
		{mfc, "c3.1>c7", engine.Move{From: Column(2), To: Column(6)}, false},
		{mfc, "x5>c1", engine.Move{}, true},   // four cells
		{sea, "c3.2>c1", engine.Move{}, true}, // no levels
		{sea, "c17>c1", engine.Move{}, true},
		{sea, "c0>c1", engine.Move{}, true},
		{sea, "p1>c1", engine.Move{}, true},
		{sea, "f>c1", engine.Move{}, true},
		{sea, "c1>c2/0", engine.Move{}, true},
		{sea, "c1>c2/x", engine.Move{}, true},
		{sea, "c01>c2", engine.Move{}, true},
		{sea, "c1c2", engine.Move{}, true},
		{sea, "c1>", engine.Move{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			m, err := tt.p.ParseMove(tt.text)
			if (err != nil) != tt.err {
				t.Fatalf("err %v", err)
			}
			if err != nil {
				var pe *engine.ParseError
				if !asParseError(err, &pe) {
					t.Fatalf("%T, want *engine.ParseError", err)
				}
				return
			}
			if m != tt.want {
				t.Fatalf("got %+v, want %+v", m, tt.want)
			}
		})
	}
}

func asParseError(err error, pe **engine.ParseError) bool {
	p, ok := err.(*engine.ParseError)
	*pe = p
	return ok
}

func FuzzParsePosition(f *testing.F) {
	for _, text := range handPositions() {
		f.Add(text)
	}
	for _, v := range Variants() {
		f.Add(v.New(9).String())
		text, _ := overfull(v)
		f.Add(text)
		f.Add(strings.Replace(v.New(9).String(), "dragons: .. .. ..", "dragons: Rd .. ..", 1))
	}
	vs := Variants()
	f.Fuzz(func(t *testing.T, text string) {
		p, err := enginetest.CheckParse(t, text, vs, Parse)
		if err != nil {
			var pe *engine.ParseError
			if !asParseError(err, &pe) {
				t.Fatalf("error %T %v, want a ParseError", err, err)
			}
			return
		}
		// A set's Dragon kind is known only once a Dragon is on its piles.
		for s := 0; s < 3; s++ {
			if d := p.b.dragon[s]; d != engine.NoTile && p.b.h[s*4]+p.b.h[s*4+1]+p.b.h[s*4+2]+p.b.h[s*4+3] == 0 {
				t.Fatalf("set %d builds on the %s with no Dragon on its piles", s+1, d)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"c3>c7", "c3.2>c7.3", "x2>c4", "c3>p5", "c3>f", "c3>c7/3", "c16.12>x1", "C1>F"} {
		f.Add(s)
	}
	mfc, _ := New("mahjongg-freecell", 1)
	sea, _ := New("sea-towers", 1)
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range []*Position{mfc, sea} {
			enginetest.RoundTripValue(t, s, p.ParseMove, p.FormatMove)
		}
	})
}
