package oneplayer

import (
	"context"
	"flag"
	"testing"
	"time"

	"mahjong/engine"
)

var survey = flag.Int("survey", 3, "play deals 1..N of each variant with the strategy and report the scores")

// TestSurvey reports the strategy's mean and best score over deals 1..N (go test -run Survey
// -survey 1000 -v); by default it plays the first three deals. It also checks that every game
// ends with the 10 lines complete and that the strategy's reported score is the one its moves
// reach.
func TestSurvey(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			start := time.Now()
			sum, best, bestDeal, worst := 0, -1, uint64(0), 1<<30
			specials := map[Special]int{}
			for d := uint64(1); d <= uint64(*survey); d++ {
				p := v.New(d)
				sol := v.Solve(context.Background(), p)
				g, _, err := engine.Replay(p, sol.Moves)
				if err != nil {
					t.Fatalf("deal %d: %v", d, err)
				}
				end := g.Position().(*Position)
				if end.Status() != engine.Won || end.Score() != sol.Score {
					t.Fatalf("deal %d: status %v, score %d, solution says %d", d, end.Status(), end.Score(), sol.Score)
				}
				for _, l := range end.StartedLines() {
					specials[end.LineScore(l).Special]++
				}
				sum += sol.Score
				worst = min(worst, sol.Score)
				if sol.Score > best {
					best, bestDeal = sol.Score, d
				}
			}
			n := *survey
			t.Logf("%s: %d deals, mean %.1f, best %d (deal %d), worst %d, %v per game", v.ID, n,
				float64(sum)/float64(n), best, bestDeal, worst, time.Since(start)/time.Duration(n))
			t.Logf("  special hands per game (of %d lines):", Lines)
			for s := NoSpecial; s <= ThreeGongs; s++ {
				t.Logf("  %-28q %6.2f lines per game", s.String(), float64(specials[s])/float64(n))
			}
		})
	}
}
