package stones

import (
	"context"
	"flag"
	"sort"
	"testing"
	"time"

	"mahjong/engine"
)

// The survey solves deals 1..N of each variant and reports how many are won, proved
// unsolvable or left unknown, with the median and 95th percentile solving time:
//
//	nice go test ./engine/stones -run TestSurvey -survey 100 -survey.timeout 2s -v
//
// Without -survey it solves deals 1–3 of every variant, which must all be won (the solver
// finds them in milliseconds), so that it is an ordinary test too.
var (
	surveyDeals   = flag.Int("survey", 0, "solve deals 1..N of each variant and print the results")
	surveyTimeout = flag.Duration("survey.timeout", 2*time.Second, "time allowed per deal in the survey")
	surveyVariant = flag.String("survey.variant", "", "survey only this variant id")
	surveyFrom    = flag.Int("survey.from", 1, "first deal of the survey")
)

func TestSurvey(t *testing.T) {
	deals, timeout, mustWin := *surveyDeals, *surveyTimeout, false
	if deals <= 0 {
		deals, timeout, mustWin = 3, 20*time.Second, true
	}
	for _, v := range Variants() {
		if *surveyVariant != "" && v.ID != *surveyVariant {
			continue
		}
		var won, unsolvable, unknown, nodes int
		var times []time.Duration
		var open []int
		first := *surveyFrom
		if mustWin {
			first = 1
		}
		for deal := first; deal < first+deals; deal++ {
			p := v.New(uint64(deal))
			ctx, cancel := context.WithTimeout(context.Background(), timeout)
			start := time.Now()
			sol := v.Solve(ctx, p)
			times = append(times, time.Since(start))
			cancel()
			nodes += sol.Nodes
			switch sol.Verdict {
			case engine.Solved:
				won++
				g, at, err := engine.Replay(p, sol.Moves)
				if err != nil {
					t.Errorf("%s deal %d: the solution fails at move %d: %v", v.ID, deal, at, err)
				} else if end := g.Position(); end.Status() != engine.Won || end.(*Position).Score() != sol.Score {
					t.Errorf("%s deal %d: the solution ends %v with score %d, want won with %d",
						v.ID, deal, end.Status(), end.(*Position).Score(), sol.Score)
				}
			case engine.Unsolvable:
				unsolvable++
				open = append(open, deal)
			default:
				unknown++
				open = append(open, deal)
			}
		}
		if mustWin && won != deals {
			t.Errorf("%s: deals %v not won", v.ID, open)
		}
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		n := len(times)
		t.Logf("%-16s deals %d..%d timeout %v: won %d, unsolvable %d, unknown %d; median %v, p95 %v, max %v; %d nodes; not won: %v",
			v.ID, first, first+n-1, timeout, won, unsolvable, unknown,
			times[n/2].Round(time.Microsecond), times[(n*95+99)/100-1].Round(time.Microsecond),
			times[n-1].Round(time.Microsecond), nodes, open)
	}
}
