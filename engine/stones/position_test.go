package stones

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

func TestAccessors(t *testing.T) {
	p := mustParse(t, `game: tiny-pebbles
deal: 12
score: 40
fourways: 1

stock: R4 B1
B4 .. .. .. .. .. .. R3
.. .. .. .. .. .. .. ..
.. .. R2 .. .. .. .. ..
.. G1 .. B1 .. .. .. ..
.. .. R3 .. .. .. .. ..
G1 .. .. .. .. .. .. Y2
`)
	type summary struct {
		Variant                  string
		Deal                     uint64
		Cols, Rows, Squares      int
		Colours, StockLeft       int
		Score, FourWays          int
		Current                  string
		Stock                    []string
		Outer, Inner             []string
		Neighbours               []int // of a1, c4 (the hole), d3 (beside R2 and B1), h6, off the board
		OffBoard                 string
		ScoreC4, ScoreB1, ScoreX int
	}
	var stock []string
	for _, st := range p.Stock() {
		stock = append(stock, st.Code())
	}
	cur, _ := p.Current()
	var outer, inner []string
	for _, name := range []string{"a1", "h1", "a6", "h6", "d1", "a3", "h4", "e6", "b2", "g2", "b5", "g5", "d3"} {
		if p.IsOuter(squareOf(t, p, name)) {
			outer = append(outer, name)
		} else {
			inner = append(inner, name)
		}
	}
	got := summary{
		Variant: p.Variant(), Deal: p.Deal(),
		Cols: p.Cols(), Rows: p.Rows(), Squares: p.Squares(),
		Colours: p.Colours(), StockLeft: p.StockLeft(),
		Score: p.Score(), FourWays: p.FourWays(),
		Current: cur.String(), Stock: stock, Outer: outer, Inner: inner,
		Neighbours: []int{
			p.Neighbours(squareOf(t, p, "a1")), p.Neighbours(squareOf(t, p, "c4")),
			p.Neighbours(squareOf(t, p, "d3")), p.Neighbours(squareOf(t, p, "h6")), p.Neighbours(48),
		},
		OffBoard: p.At(-1).Code() + p.At(48).Code(),
		// c4 (four neighbours: R2 above, G1, B1, R3) takes the Red star? Only two by colour
		// (R2, R3) and nothing by symbol: refused, so 0. b1 is outer: 0. c2 (R2 below, inner,
		// one neighbour, after one 4-way): 2.
		ScoreC4: p.ScoreAt(squareOf(t, p, "c4")), ScoreB1: p.ScoreAt(squareOf(t, p, "b1")), ScoreX: p.ScoreAt(squareOf(t, p, "c2")),
	}
	want := summary{
		Variant: "tiny-pebbles", Deal: 12, Cols: 8, Rows: 6, Squares: 48, Colours: 4, StockLeft: 2,
		Score: 40, FourWays: 1, Current: "Red star", Stock: []string{"R4", "B1"},
		Outer:      []string{"a1", "h1", "a6", "h6", "d1", "a3", "h4", "e6"},
		Inner:      []string{"b2", "g2", "b5", "g5", "d3"},
		Neighbours: []int{0, 4, 2, 0, 0}, OffBoard: "....",
		ScoreC4: 0, ScoreB1: 0, ScoreX: 2,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("accessors (-want +got):\n%s", diff)
	}

	// Copies handed out do not reach into the position.
	b := p.Board()
	b[1] = NewStone(Red, Circle)
	s := p.Stock()
	s[0] = NewStone(Blue, Star)
	if p.At(1) != NoStone || p.Stock()[0] != NewStone(Red, Star) {
		t.Errorf("changing a copy changed the position")
	}
	if p.Status() != engine.Playing {
		t.Errorf("status %v, want playing", p.Status())
	}
}

func TestInvalidNames(t *testing.T) {
	got := []string{Colour(6).String(), string(Colour(7).Code()), Symbol(6).String(), string(Symbol(9).Code()), NoStone.String(), NoStone.Code()}
	want := []string{"Invalid colour", "?", "invalid symbol", "?", "empty", ".."}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
}
