package freecell

import (
	"context"
	"flag"
	"fmt"

	"slices"
	"strconv"
	"strings"
	"testing"

	"mahjong/engine"
)

var (
	benchGames   = flag.String("solve.games", "mahjongg-freecell,long-freecell,sea-winds,sea-level", "BenchmarkSolveNodes: the games, comma separated")
	benchDeals   = flag.Int("solve.deals", 20, "BenchmarkSolveNodes: how many deals, spread evenly over 1-1000")
	benchWeights = flag.String("solve.weights", "", "BenchmarkSolveNodes: the rank-lock portfolio of every game, as weightings separated by ';', each its fields in order (found cell col cover order lock depth must dig cwait wind suitless)")
	benchList    = flag.String("solve.list", "", "BenchmarkSolveNodes: the deals, comma separated, instead of -solve.deals")
	benchNodes   = flag.Int("solve.nodes", 100_000, "BenchmarkSolveNodes: positions a deal may take")
)

// BenchmarkSolveNodes measures the solver in positions, which the machine's load does not
// blur: deals spread over 1-1000, each given a budget of positions. It reports the share of
// deals won, the median positions a deal took (budget for the deals not won) and the
// total; -v lists every deal.
//
//	go test ./engine/freecell -run '^$' -bench SolveNodes -benchtime 1x -solve.nodes 100000 -v
func BenchmarkSolveNodes(b *testing.B) {
	if *benchWeights != "" {
		saved, savedSea := lockPortfolio, seaLockPortfolio
		defer func() { lockPortfolio, seaLockPortfolio = saved, savedSea }()
		lockPortfolio = nil
		for _, f := range strings.Split(*benchWeights, ";") {
			var w weights
			var sl int
			if _, err := fmt.Sscan(f, &w.found, &w.cell, &w.col, &w.cover, &w.order, &w.lock, &w.depth, &w.must, &w.dig, &w.cwait, &w.wind, &sl); err != nil {
				b.Fatalf("-solve.weights %q: %v", f, err)
			}
			w.suitless = sl != 0
			lockPortfolio = append(lockPortfolio, w)
		}
		seaLockPortfolio = lockPortfolio
	}
	for _, id := range strings.Split(*benchGames, ",") {
		b.Run(id, func(b *testing.B) {
			for range b.N {
				var nodes []int
				won, lost := 0, 0
				var deals []int
				for d := 1; d <= 1000 && len(deals) < *benchDeals; d += 1000 / *benchDeals {
					deals = append(deals, d)
				}
				if *benchList != "" {
					deals = nil
					for _, f := range strings.Split(*benchList, ",") {
						d, err := strconv.Atoi(f)
						if err != nil {
							b.Fatalf("-solve.list: %v", err)
						}
						deals = append(deals, d)
					}
				}
				for _, d := range deals {
					p, err := New(id, uint64(d))
					if err != nil {
						b.Fatal(err)
					}
					sol := SolveNodes(context.Background(), p, *benchNodes)
					switch sol.Verdict {
					case engine.Solved:
						won++
						if _, _, err := engine.Replay(p, sol.Moves); err != nil {
							b.Fatalf("deal %d: the line does not replay: %v", d, err)
						}
					case engine.Unsolvable:
						lost++
					}
					b.Logf("deal %d\t%v\t%d", d, sol.Verdict, sol.Nodes)
					nodes = append(nodes, sol.Nodes)
				}
				total := 0
				for _, n := range nodes {
					total += n
				}
				slices.Sort(nodes)
				b.ReportMetric(float64(won)/float64(len(nodes)), "won")
				b.ReportMetric(float64(lost)/float64(len(nodes)), "unsolvable")
				b.ReportMetric(float64(nodes[len(nodes)/2]), "median-nodes")
				b.ReportMetric(float64(total), "total-nodes")
			}
		})
	}
}
