package stones

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

func TestStoneCodes(t *testing.T) {
	tests := []struct {
		code    string
		colours int
		want    Stone
		name    string
	}{
		{"R1", 6, NewStone(Red, Circle), "Red circle"},
		{"g2", 6, NewStone(Green, Triangle), "Green triangle"},
		{"B3", 4, NewStone(Blue, Square), "Blue square"},
		{"Y4", 4, NewStone(Yellow, Star), "Yellow star"},
		{"P5", 5, NewStone(Purple, Diamond), "Purple diamond"},
		{"O6", 6, NewStone(Orange, Cross), "Orange cross"},
		{"..", 4, NoStone, "empty"},
	}
	for _, tc := range tests {
		t.Run(tc.code, func(t *testing.T) {
			got, err := ParseStone(tc.code, tc.colours)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want || got.String() != tc.name || got.Code() != strings.ToUpper(tc.code) {
				t.Errorf("ParseStone(%q) = %v %q %q, want %v %q", tc.code, got, got.Code(), got.String(), tc.want, tc.name)
			}
		})
	}
	for _, bad := range []struct {
		code    string
		colours int
		msg     string
	}{
		{"P1", 4, `cannot read stone "P1": want a colour letter (R G B Y) and a symbol digit (1-4)`},
		{"R5", 4, `cannot read stone "R5": want a colour letter (R G B Y) and a symbol digit (1-4)`},
		{"R0", 6, `cannot read stone "R0": want a colour letter (R G B Y P O) and a symbol digit (1-6)`},
		{"X1", 6, `cannot read stone "X1": want a colour letter (R G B Y P O) and a symbol digit (1-6)`},
		{"R12", 6, `cannot read stone "R12": want a colour letter (R G B Y P O) and a symbol digit (1-6)`},
		{"", 5, `cannot read stone: want a colour letter (R G B Y P) and a symbol digit (1-5)`},
	} {
		t.Run("bad "+bad.code, func(t *testing.T) {
			_, err := ParseStone(bad.code, bad.colours)
			if !errors.Is(err, ErrStoneCode) {
				t.Fatalf("ParseStone(%q) = %v, want ErrStoneCode", bad.code, err)
			}
			if diff := cmp.Diff(bad.msg, err.Error()); diff != "" {
				t.Errorf("message (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNames(t *testing.T) {
	var colours, symbols []string
	for c := Colour(0); c < MaxColours; c++ {
		colours = append(colours, string(c.Code())+" "+c.String())
	}
	for s := Symbol(0); s < MaxColours; s++ {
		symbols = append(symbols, string(s.Code())+" "+s.String())
	}
	if diff := cmp.Diff([]string{"R Red", "G Green", "B Blue", "Y Yellow", "P Purple", "O Orange"}, colours); diff != "" {
		t.Errorf("colours (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"1 circle", "2 triangle", "3 square", "4 star", "5 diamond", "6 cross"}, symbols); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Red", "Green", "Blue", "Yellow"}, ColourNames(4)); diff != "" {
		t.Errorf("ColourNames(4) (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"circle", "triangle", "square", "star", "diamond"}, SymbolNames(5)); diff != "" {
		t.Errorf("SymbolNames(5) (-want +got):\n%s", diff)
	}
}

func TestSquareNotation(t *testing.T) {
	big := enginetest.Must(New("mahjongg-stones", 0))
	small := enginetest.Must(New("small-stones", 0))
	tests := []struct {
		p      *Position
		text   string
		square int
		format string
	}{
		{big, "a1", 0, "a1"},
		{big, "l1", 11, "l1"},
		{big, "e4", 3*12 + 4, "e4"},
		{big, "L8", 95, "l8"},
		{big, " f4 ", 41, "f4"},
		{small, "j7", 69, "j7"},
		{small, "e4", 34, "e4"},
	}
	for _, tc := range tests {
		t.Run(tc.p.Variant()+"/"+tc.text, func(t *testing.T) {
			m, err := tc.p.ParseMove(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(engine.StepMove(StockPlace, engine.Place(tc.square)), m); diff != "" {
				t.Errorf("ParseMove (-want +got):\n%s", diff)
			}
			if got := tc.p.FormatMove(m); got != tc.format {
				t.Errorf("FormatMove = %q, want %q", got, tc.format)
			}
		})
	}
	for _, bad := range []struct {
		p    *Position
		text string
		msg  string
	}{
		{big, "m1", `cannot read move "m1": the column must be a letter from a to l`},
		{small, "k1", `cannot read move "k1": the column must be a letter from a to j`},
		{big, "a9", `cannot read move "a9": the row must be a number from 1 to 8`},
		{big, "a0", `cannot read move "a0": the row must be a number from 1 to 8`},
		{big, "a01", `cannot read move "a01": the row must be a number from 1 to 8`},
		{big, "a+1", `cannot read move "a+1": the row must be a number from 1 to 8`},
		{big, "a", `cannot read move "a": want a square: a column letter and a row number, as "e4"`},
		{big, "4e", `cannot read move "4e": the column must be a letter from a to l`},
	} {
		t.Run("bad "+bad.text, func(t *testing.T) {
			_, err := bad.p.ParseMove(bad.text)
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("ParseMove(%q) = %v, want an *engine.ParseError", bad.text, err)
			}
			if diff := cmp.Diff(bad.msg, err.Error()); diff != "" {
				t.Errorf("message (-want +got):\n%s", diff)
			}
		})
	}
	if got := big.FormatMove(engine.Move{Action: engine.Shuffle}); got != "?" {
		t.Errorf("FormatMove of a shuffle = %q, want \"?\"", got)
	}
}

// TestRoundTrip prints and reads back deals and positions reached by play, through the
// package's Parse and through each Variant's Parse.
func TestRoundTrip(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(7).(*Position)
			for i := 0; i < 40 && p.Status() == engine.Playing; i++ {
				for _, parse := range []func(string) (engine.Position, error){
					v.Parse,
					func(s string) (engine.Position, error) { return Parse(s) },
				} {
					q, err := parse(p.String())
					if err != nil {
						t.Fatalf("after %d moves: %v\n%s", i, err, p)
					}
					if diff := cmp.Diff(p.String(), q.String()); diff != "" {
						t.Fatalf("after %d moves (-want +got):\n%s", i, diff)
					}
					if diff := cmp.Diff(p.LegalSquares(), q.(*Position).LegalSquares()); diff != "" {
						t.Fatalf("after %d moves, legal squares (-want +got):\n%s", i, diff)
					}
				}
				moves := p.Moves()
				p, _ = p.Place(moves[len(moves)/2])
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	const board = `R1 .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
`
	const head = "game: tiny-pebbles\ndeal: 3\nscore: 0\nfourways: 0\n\n"
	tests := []struct {
		name string
		text string
		msg  string
	}{
		{"other family", "game: shanghai-turtle\ndeal: 1\n\n", `cannot read position "game: shanghai-turtle": not a Stones game`},
		{"no header", "stock: R1\n", `cannot read position: the header must have "game:" and "deal:" lines`},
		{"bad header line", "game: tiny-pebbles\ndeal: 3\nscore 0\n\nstock: R1\n", `cannot read position (line 3) "score 0": want a header line "key: value"`},
		{"no board", head, `cannot read position: the header is not followed by the stock line "stock: R1 G2 ..." and the board`},
		{"no score", "game: tiny-pebbles\ndeal: 3\nfourways: 0\n\nstock: R2\n" + board, `cannot read position: missing header line "score: ..."`},
		{"negative score", "game: tiny-pebbles\ndeal: 3\nscore: -5\nfourways: 0\n\nstock: R2\n" + board, `cannot read position "score: -5": want a whole number from 0 to 4611686018427387904`},
		{"unknown header", "game: tiny-pebbles\ndeal: 3\nscore: 0\nfourways: 0\nshuffles: 2\n\nstock: R2\n" + board, `cannot read position "shuffles: 2": unknown header line`},
		{"no stock line", head + board, `cannot read position (line 6) "R1 .. .. .. .. .. .. ..": want the stock line "stock: R1 G2 ...", the stone to place first`},
		{"stock line misspelt", head + "stack: R2\n" + board, `cannot read position (line 6) "stack: R2": want the stock line "stock: R1 G2 ...", the stone to place first`},
		{"bad stock stone", head + "stock: R2 P1\n" + board, `cannot read position (line 6) "stock: R2 P1": the stock holds "P1", not a stone of this game: want a colour letter (R G B Y) and a symbol digit (1-4)`},
		{"empty in the stock", head + "stock: R2 ..\n" + board, `cannot read position (line 6) "stock: R2 ..": the stock holds "..", not a stone of this game: want a colour letter (R G B Y) and a symbol digit (1-4)`},
		{"short row", head + "stock: R2\n" + strings.Replace(board, "R1 .. ", "R1 ", 1), `cannot read position (line 7) "R1 .. .. .. .. .. ..": want 8 squares in a row of this 8×6 board, found 7`},
		{"bad square", head + "stock: R2\n" + strings.Replace(board, "R1", "R9", 1), `cannot read position (line 7) "R9 .. .. .. .. .. .. ..": column a holds "R9": want a colour letter (R G B Y) and a symbol digit (1-4), or .. for an empty square`},
		{"missing row", head + "stock: R2\n" + board[24:], `cannot read position (line 12): want 6 board rows after the stock line, found 5`},
		{"extra row", head + "stock: R2\n" + board + ".. .. .. .. .. .. .. ..\n", `cannot read position (line 13) ".. .. .. .. .. .. .. ..": want 6 board rows after the stock line, found 7`},
		{"third stone", head + "stock: R1 R1\n" + board, `cannot read position (line 7) "R1 .. .. .. .. .. .. ..": a third Red circle (R1): there are two of each stone`},
		{"third in the stock", head + "stock: G2 G2 G2\n" + board, `cannot read position (line 6) "stock: G2 G2 G2": a third Green triangle (G2): there are two of each stone`},
		{"too many 4-ways", "game: tiny-pebbles\ndeal: 3\nscore: 0\nfourways: 2\n\nstock: R2\n" + board, `cannot read position "fourways: 2": more four-way placements than stones on the board`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.text)
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse = %v, want an *engine.ParseError", err)
			}
			if diff := cmp.Diff(tc.msg, err.Error()); diff != "" {
				t.Errorf("message (-want +got):\n%s", diff)
			}
		})
	}
	t.Run("wrong variant", func(t *testing.T) {
		v := Variants()[0]
		_, err := v.Parse(head + "stock: R2\n" + board)
		if diff := cmp.Diff(`cannot read position "game: tiny-pebbles": want game mahjongg-stones`, errMsg(err)); diff != "" {
			t.Errorf("message (-want +got):\n%s", diff)
		}
	})
}

func errMsg(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}
