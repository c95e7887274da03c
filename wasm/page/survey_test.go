package page

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/enginetest"
	"mahjong/engine/status"
)

// history deals deal of game and plays moves (in notation), returning every position.
func history(t *testing.T, game string, deal uint64, moves string) (*engine.Variant, []engine.Position) {
	t.Helper()
	v, err := catalog.Find(game)
	if err != nil {
		t.Fatal(err)
	}
	return v, status.History(enginetest.Replay(t, v.New(deal), strings.Fields(moves)))
}

// TestSurvey runs the status search on games whose answers engine/status's fixtures prove,
// and checks every phase it reports.
func TestSurvey(t *testing.T) {
	tests := []struct {
		name, game string
		deal       uint64
		moves      string
		want       []string // State and UndoMoves of each report
	}{
		{"Square deal 1 played into a loss", "shanghai-square", 1, "43-47 44-46 33-42 32-37 45-49 28-41 25-36 27-31",
			[]string{"working 0", "not-winnable 0", "not-winnable 3"}},
		{"Square deal 1 winnable", "shanghai-square", 1, "43-47 44-46 33-42 32-37 45-49",
			[]string{"working 0", "winnable 0"}},
		{"Tiny Pebbles deal 2 played into a loss", "tiny-pebbles", 2, "a5 b5 c5 b1 b4 h5 g5 g1 b6 d5 g2 d4 g6 b3 h2 b2 a3 f2 f5 a4 e4 g4 c3 e2 f3 d3 c6",
			[]string{"working 0", "not-winnable 0", "not-winnable 2"}},
		{"One Player", "one-player", 1, "", []string{"working 0", "expected 0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, h := history(t, tt.game, tt.deal, tt.moves)
			var got []string
			Survey(v, h, func(d time.Duration) (context.Context, context.CancelFunc) {
				return context.WithTimeout(context.Background(), 10*d)
			}, func(o Outlook) {
				got = append(got, o.State()+" "+strconv.Itoa(o.UndoMoves()))
			})
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("reports (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSurveyStops: a search out of time says "not decided yet"; a search cancelled by a
// new move reports nothing after it started.
func TestSurveyStops(t *testing.T) {
	v, h := history(t, "shanghai-square", 1, "43-47 44-46")
	tests := []struct {
		name   string
		within func(time.Duration) (context.Context, context.CancelFunc)
		want   []string
	}{
		{"out of time", func(time.Duration) (context.Context, context.CancelFunc) {
			return context.WithTimeout(context.Background(), 0)
		}, []string{"working", "undecided"}},
		{"cancelled", func(time.Duration) (context.Context, context.CancelFunc) {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return ctx, cancel
		}, []string{"working"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			Survey(v, h, tt.within, func(o Outlook) { got = append(got, o.State()) })
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("reports (-want +got):\n%s", diff)
			}
		})
	}
}
