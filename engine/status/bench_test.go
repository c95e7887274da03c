package status

import (
	"context"
	"slices"
	"testing"
	"time"

	"mahjong/engine/catalog"
)

// BenchmarkSettle measures how long the status takes to settle after a move: for deals
// 1-100 of each variant, Decide on the position after the deal's first legal move, with a
// 10 s limit. It reports the median and the 95th percentile, and how many positions were
// left undecided.
//
//	go test -run '^$' -bench Settle -benchtime 1x ./engine/status
func BenchmarkSettle(b *testing.B) {
	for _, v := range catalog.All() {
		b.Run(v.ID, func(b *testing.B) {
			var times []time.Duration
			undecided := 0
			for b.Loop() {
				for deal := uint64(1); deal <= 100; deal++ {
					p := v.New(deal)
					if ms := p.Moves(); len(ms) > 0 {
						p, _ = p.Apply(ms[0])
					}
					ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
					began := time.Now()
					s := Decide(ctx, v, p)
					times = append(times, time.Since(began))
					cancel()
					if s.Kind == Undecided {
						undecided++
					}
				}
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2])/1e6, "ms-median")
			b.ReportMetric(float64(times[(95*len(times)+99)/100-1])/1e6, "ms-p95")
			b.ReportMetric(float64(undecided)/float64(len(times)/100), "undecided/100")
		})
	}
}
