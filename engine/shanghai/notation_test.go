package shanghai

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

// A position prints as text that parses back to the same position, through the package's
// Parse and through each variant's Parse.
func TestNotationRoundTrip(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			for deal := uint64(1); deal <= 5; deal++ {
				var cur engine.Position = v.Random(deal)
				// Play a few pairs so that removed slots ("..") are in the text too.
				for i := 0; i < 6 && cur.Status() == engine.Playing; i++ {
					next, err := cur.Apply(cur.Moves()[0])
					if err != nil {
						t.Fatal(err)
					}
					cur = next
				}
				text := cur.String()
				p, err := v.Parse(text)
				if err != nil {
					t.Fatalf("deal %d: %v\n%s", deal, err, text)
				}
				if diff := cmp.Diff(text, p.String()); diff != "" {
					t.Errorf("deal %d (-want +got):\n%s", deal, diff)
				}
				q, err := Parse(text)
				if err != nil {
					t.Fatal(err)
				}
				if q.Variant() != v.ID || q.Deal() != deal {
					t.Errorf("Parse: variant %s deal %d", q.Variant(), q.Deal())
				}
			}
		})
	}
}

// Tile codes are read in any letter case.
func TestNotationCase(t *testing.T) {
	text := strings.Replace(dedent(sides), "Ew  Sw  Ew", "EW  sw  ew", 1)
	p, err := parseTiles(nil, text)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(dedent(sides), p.String()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestNotationErrors(t *testing.T) {
	base := dedent(sides)
	// Lines of sides: 1-3 header, 4 blank, 5 "layer 0", 6-14 its rows, 15 blank, 16
	// "layer 1", 17-24 its rows, 25 blank, 26 "layer 2", 27-33 its rows.
	tests := []struct {
		name string
		text string
		line int    // 0 when the error is not about one line
		want string // a part of the message
	}{
		{"unknown game", strings.Replace(base, "shanghai-square", "shanghai-cube", 1), 0, "not a Mahjong Solitaire variant"},
		{"other variant", base, 0, "want game shanghai-turtle"},
		{"no shuffles line", strings.Replace(base, "shuffles: 5\n", "", 1), 0, "missing header line"},
		{"too many shuffles", strings.Replace(base, "shuffles: 5", "shuffles: 6", 1), 0, "from 0 to 5"},
		{"unknown header", strings.Replace(base, "shuffles: 5", "shuffles: 5\nscore: 3", 1), 0, "unknown header line"},
		{"no layer line", strings.Replace(base, "layer 0\n", "", 1), 5, "want \"layer 0\""},
		{"layers out of order", strings.Replace(base, "layer 1", "layer 2", 1), 16, "want \"layer 1\""},
		{"bad tile code", strings.Replace(base, "5b  5b  5b", "5b  5x  5b", 1), 6, "\"5x\" at column 5 is not a tile code"},
		{"tile off its slot", strings.Replace(base, "5b  5b  5b", "5b5b  5b", 1), 6, "is not on a slot"},
		{"tile on an odd row", strings.Replace(base, "7b  ..  ..  ..  ..\n\n", "7b  ..  ..  ..  ..\n1b\n", 1), 9, "is not on a slot"},
		{"half a code", strings.Replace(base, "5b  5b  5b  ..  7b", "5b  5b  5b  ..  7", 1), 6, "two characters"},
		{"missing slot", strings.Replace(base, "5b  5b  5b  ..  7b", "5b  5b  5b  ..", 1), 0, "slot 4 (x 8, y 0, layer 0) has no tile code"},
		{"a layer too many", base + "\nlayer 3\n", 35, "has 3 layers"},
		{"five of a face", strings.Replace(base, "Ew  Sw  Ew  ..  ..", "5b  5b  Ew  ..  ..", 1), 0, "Bamboo 5 appears 5 times"},
		{"two Springs", strings.Replace(base, "Ew  Sw  Ew", "Sp  Sw  Sp", 1), 0, "Spring appears 2 times"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			read := Parse
			if tt.name == "other variant" {
				read = func(text string) (*Position, error) { return parse(kindByID("shanghai-turtle"), text) }
			}
			p, err := read(tt.text)
			if err == nil {
				t.Fatalf("parsed without error:\n%s", p)
			}
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T %v, want a ParseError", err, err)
			}
			if pe.Line != tt.line {
				t.Errorf("line %d, want %d (%v)", pe.Line, tt.line, err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to say %q", err, tt.want)
			}
		})
	}
}

func TestMoveNotation(t *testing.T) {
	p := mustParse(t, sides)
	tests := []struct {
		text string
		want engine.Move
		back string
		err  bool
	}{
		{text: "12-40", want: engine.Move{Action: engine.Step, From: 12, To: 40}, back: "12-40"},
		{text: "40-12", want: engine.Move{Action: engine.Step, From: 40, To: 12}, back: "40-12"},
		{text: " 0-49 ", want: engine.Move{Action: engine.Step, From: 0, To: 49}, back: "0-49"},
		{text: "shuffle", want: ShuffleMove, back: "shuffle"},
		{text: "Shuffle", want: ShuffleMove, back: "shuffle"},
		{text: "0-50", err: true},
		{text: "-1-3", err: true},
		{text: "1-+3", err: true},
		{text: "a-b", err: true},
		{text: "12", err: true},
		{text: "", err: true},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			m, err := p.ParseMove(tt.text)
			if tt.err {
				var pe *engine.ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("ParseMove(%q) = %v, %v; want a ParseError", tt.text, m, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if m != tt.want {
				t.Errorf("got %+v, want %+v", m, tt.want)
			}
			if got := p.FormatMove(m); got != tt.back {
				t.Errorf("FormatMove = %q, want %q", got, tt.back)
			}
		})
	}
}

// A position that leaves a face (or the Seasons, or the Flowers) an odd number of times is
// refused: no deal leads to it, and it can never be cleared.
func TestParseRefusesOddFaces(t *testing.T) {
	turtle := variant(t, "shanghai-turtle").New(1).String()
	without := func(code string) string { // the first tile of code gone
		i := strings.Index(turtle, code)
		if i < 0 {
			t.Fatalf("deal 1 of the Turtle has no %s", code)
		}
		return turtle[:i] + ".." + turtle[i+2:]
	}
	tests := []struct{ name, text, want string }{
		{"three of a face", dedent(sides), "Bamboo 5 is left 3 times, an odd number"},
		{"a tile gone", without("Rd"), "Red Dragon is left 3 times"},
		{"a Season gone", without(engine.Autumn.Code()), "the Seasons are left 3 times"},
		{"a Flower gone", without(engine.Orchid.Code()), "the Flowers are left 3 times"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.text)
			var pe *engine.ParseError
			if !errors.As(err, &pe) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse: %v; want a ParseError that says %q", err, tt.want)
			}
		})
	}
	if _, err := Parse(turtle); err != nil {
		t.Errorf("a deal is refused: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	for _, text := range []string{fullTop, sides, crossed, stacked, empty} {
		f.Add(dedent(text))
	}
	for _, v := range Variants() {
		f.Add(v.New(1).String())
	}
	vs := Variants()
	f.Fuzz(func(t *testing.T, text string) {
		p, err := enginetest.CheckParse(t, text, vs, Parse)
		if err != nil {
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T, want a ParseError", err)
			}
			return
		}
		// Whatever parses leaves every face in pairs (Seasons with Seasons, Flowers with
		// Flowers): a position that never clears is reachable from no deal.
		left := map[string]int{}
		for _, t := range p.tiles {
			switch {
			case t.Kind() == engine.Season:
				left["a Season"]++
			case t.Kind() == engine.Flower:
				left["a Flower"]++
			case t.Valid():
				left[t.String()]++
			}
		}
		for face, n := range left {
			if n%2 == 1 {
				t.Fatalf("%s is left %d times, and the position parses", face, n)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"12-40", "shuffle", "0-0", "143-1", "1-2-3", "x"} {
		f.Add(s)
	}
	p := pos(f, variant(f, "shanghai-turtle").New(1))
	f.Fuzz(func(t *testing.T, s string) {
		enginetest.RoundTripValue(t, s, p.ParseMove, p.FormatMove)
	})
}
