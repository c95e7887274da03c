package main

import (
	"math"
	"sort"
)

// stats summarises a sample of durations in milliseconds.
type stats struct {
	N      int     `json:"n"`
	Median float64 `json:"median_ms"`
	P95    float64 `json:"p95_ms"`
	Max    float64 `json:"max_ms"`
	Mean   float64 `json:"mean_ms"`
}

func summarise(xs []float64) stats {
	if len(xs) == 0 {
		return stats{}
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	sum := 0.0
	for _, x := range s {
		sum += x
	}
	return stats{N: len(s), Median: quantile(s, 0.5), P95: quantile(s, 0.95), Max: s[len(s)-1], Mean: round(sum / float64(len(s)))}
}

// quantile is the q-quantile of sorted xs by the nearest-rank method: the smallest value
// with at least q of the sample at or below it. The median of an even sample is the mean
// of the middle two.
func quantile(sorted []float64, q float64) float64 {
	n := len(sorted)
	if q == 0.5 && n%2 == 0 {
		return round((sorted[n/2-1] + sorted[n/2]) / 2)
	}
	rank := int(math.Ceil(q * float64(n)))
	if rank < 1 {
		rank = 1
	}
	return round(sorted[rank-1])
}

// round keeps two decimals: User Timing has 0.1 ms resolution (5 µs with cross-origin
// isolation), so more would be noise.
func round(x float64) float64 { return math.Round(x*100) / 100 }
