package stones

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/golden"
)

// TestOpening checks docs/rules.md's opening for many deals: the stones on the corners and the
// near-middle squares show every colour once and every symbol once, nothing else is on the
// board, and board and stock together hold two of each stone.
func TestOpening(t *testing.T) {
	tests := []struct {
		game    string
		colours int
		opening []string
		stock   int
	}{
		{"mahjongg-stones", 6, []string{"a1", "l1", "a8", "l8", "f4", "g5"}, 66},
		{"free-stones", 6, []string{"a1", "l1", "a8", "l8", "f4", "g5"}, 66},
		{"loose-stones", 6, []string{"a1", "l1", "a8", "l8", "f4", "g5"}, 66},
		{"throwing-stones", 6, []string{"a1", "l1", "a8", "l8", "f4", "g5"}, 66},
		{"small-stones", 5, []string{"a1", "j1", "a7", "j7", "e4"}, 45},
		{"tiny-pebbles", 4, []string{"a1", "h1", "a6", "h6"}, 28},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			for deal := uint64(0); deal < 300; deal++ {
				p := enginetest.Must(New(tc.game, deal))
				if p.Colours() != tc.colours || p.StockLeft() != tc.stock {
					t.Fatalf("deal %d: %d colours and %d stones in the stock, want %d and %d",
						deal, p.Colours(), p.StockLeft(), tc.colours, tc.stock)
				}
				colours, symbols := map[Colour]int{}, map[Symbol]int{}
				var count [MaxColours * MaxColours]int
				openingSquares := map[int]bool{}
				for _, name := range tc.opening {
					sq := squareOf(t, p, name)
					openingSquares[sq] = true
					st := p.At(sq)
					if !st.Valid(tc.colours) {
						t.Fatalf("deal %d: opening square %s holds %v", deal, name, st)
					}
					colours[st.Colour()]++
					symbols[st.Symbol()]++
				}
				if len(colours) != tc.colours || len(symbols) != tc.colours {
					t.Fatalf("deal %d: the opening shows %d colours and %d symbols, want each of %d once\n%s",
						deal, len(colours), len(symbols), tc.colours, p)
				}
				for sq := 0; sq < p.Squares(); sq++ {
					st := p.At(sq)
					if st != NoStone {
						count[st.index()]++
						if !openingSquares[sq] {
							t.Fatalf("deal %d: %s holds %v but is not an opening square", deal, SquareName(sq, p.Cols()), st)
						}
					}
				}
				for _, st := range p.Stock() {
					if !st.Valid(tc.colours) {
						t.Fatalf("deal %d: the stock holds %v", deal, st)
					}
					count[st.index()]++
				}
				for c := 0; c < tc.colours; c++ {
					for s := 0; s < tc.colours; s++ {
						if n := count[NewStone(Colour(c), Symbol(s)).index()]; n != 2 {
							t.Fatalf("deal %d: %d of %v, want 2", deal, n, NewStone(Colour(c), Symbol(s)))
						}
					}
				}
				if p.Status() != engine.Playing || p.Score() != 0 || p.FourWays() != 0 {
					t.Fatalf("deal %d: status %v, score %d, 4-ways %d at the start", deal, p.Status(), p.Score(), p.FourWays())
				}
			}
		})
	}
}

// TestDealsDiffer guards against a deal that ignores its number.
func TestDealsDiffer(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			seen := map[string]uint64{}
			for deal := uint64(0); deal < 50; deal++ {
				text := v.New(deal).(*Position).String()
				board := text[strings.Index(text, "\n\n"):]
				if prev, dup := seen[board]; dup {
					t.Fatalf("deals %d and %d are the same", prev, deal)
				}
				seen[board] = deal
				if again := v.New(deal).String(); again != text {
					t.Fatalf("deal %d differs between two calls", deal)
				}
			}
		})
	}
}

// TestGoldenDeals pins a few deals of every variant forever (rewrite with -update only when
// a rule change is meant to change every deal).
func TestGoldenDeals(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			var b strings.Builder
			for _, deal := range []uint64{0, 1, 2, 1000000} {
				b.WriteString(v.New(deal).String())
				b.WriteString("\n")
			}
			golden.CheckTestdata(t, v.ID+".golden", b.String())
		})
	}
}

func TestVariants(t *testing.T) {
	type entry struct{ ID, Name, Family, Scored string }
	want := []entry{
		{"mahjongg-stones", "MahJongg Stones", "stones", "false"},
		{"free-stones", "Free Stones", "stones", "false"},
		{"loose-stones", "Loose Stones", "stones", "false"},
		{"throwing-stones", "Throwing Stones", "stones", "false"},
		{"small-stones", "Small Stones", "stones", "false"},
		{"tiny-pebbles", "Tiny Pebbles", "stones", "false"},
	}
	var got []entry
	for _, v := range Variants() {
		got = append(got, entry{v.ID, v.Name, string(v.Family), strconv.FormatBool(v.Scored)})
		if v.New == nil || v.Parse == nil || v.Solve == nil || v.Hint == nil {
			t.Errorf("%s: New, Parse, Solve and Hint must all be set", v.ID)
		}
		if p := v.New(5); p.Variant() != v.ID || p.Deal() != 5 {
			t.Errorf("%s: New(5) gives variant %q deal %d", v.ID, p.Variant(), p.Deal())
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Variants (-want +got):\n%s", diff)
	}
	if p, err := New("shanghai-turtle", 1); p != nil || err == nil {
		t.Errorf("New of a game of another family = %v, %v; want an error", p, err)
	}
}
