package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"mahjong/engine"
)

// survey solves a range of deals and prints each verdict with its time, then the spread.
func (e env) survey(args []string) error {
	var s source
	fs := flag.NewFlagSet("survey", flag.ContinueOnError)
	s.register(fs, false)
	deals := fs.String("deals", "", "the deal numbers, as `A-B` (inclusive)")
	step := fs.Uint64("step", 1, "survey every `N`th deal of the range, from A on")
	timeout := fs.Duration("timeout", 10*time.Second, "time budget per deal")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 || s.deal != "" || s.date != "" {
		return usagef("survey takes -game ID (or -layout FILE) -deals A-B")
	}
	if *step == 0 {
		return usagef("-step 0: want a whole number of at least 1")
	}
	from, to, err := parseRange(*deals)
	if err != nil {
		return err
	}
	v, err := s.variant()
	if err != nil {
		return err
	}
	var rep report
	rep.scored = v.Scored
	for n := from; n <= to; n += *step {
		p, err := dealt(v, n, s.random)
		if err != nil {
			return err
		}
		cpu0, hasCPU := cpuTime()
		began := time.Now()
		sol := solve(v, p, *timeout)
		took := time.Since(began)
		cpu1, _ := cpuTime()
		cpu := cpu1 - cpu0
		rep.add(sol, took, cpu, hasCPU)
		cpuText := ""
		if hasCPU {
			cpuText = "\tcpu " + roundDuration(cpu).String()
		}
		if v.Scored {
			fmt.Fprintf(e.stdout, "deal %d\tscore %d\t%s%s\n", n, sol.Score, roundDuration(took), cpuText)
		} else {
			fmt.Fprintf(e.stdout, "deal %d\t%s\t%s\t%d moves\t%d positions%s\n", n, sol.Verdict, roundDuration(took), len(sol.Moves), sol.Nodes, cpuText)
		}
		if to-n < *step {
			break // the next deal would be past the range, or past the largest number
		}
	}
	rep.print(e.stdout, v.ID, s.random, *timeout)
	return nil
}

func parseRange(s string) (from, to uint64, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		a, b = s, s
	}
	from, err1 := strconv.ParseUint(a, 10, 64)
	to, err2 := strconv.ParseUint(b, 10, 64)
	if s == "" || err1 != nil || err2 != nil || from > to || from == 0 || to > engine.MaxDeal {
		return 0, 0, usagef("-deals %q: want A-B with whole numbers 1 <= A <= B <= %d", s, uint64(engine.MaxDeal))
	}
	return from, to, nil
}

// report gathers a survey's results.
type report struct {
	scored                   bool
	won, unsolvable, unknown int
	times                    []time.Duration
	cpu                      []time.Duration // empty where CPU time is not available
	scores                   []int
	nodes                    []int
}

func (r *report) add(sol engine.Solution, took, cpu time.Duration, hasCPU bool) {
	switch sol.Verdict {
	case engine.Solved:
		r.won++
	case engine.Unsolvable:
		r.unsolvable++
	default:
		r.unknown++
	}
	r.times = append(r.times, took)
	if hasCPU {
		r.cpu = append(r.cpu, cpu)
	}
	r.scores = append(r.scores, sol.Score)
	r.nodes = append(r.nodes, sol.Nodes)
}

func (r *report) print(w io.Writer, id string, random bool, timeout time.Duration) {
	n := len(r.times)
	kind := "deals"
	if random {
		kind = "random deals"
	}
	fmt.Fprintf(w, "summary: %s, %d %s, timeout %s\n", id, n, kind, timeout)
	if r.scored {
		sum, best := 0, r.scores[0]
		for _, s := range r.scores {
			sum += s
			best = max(best, s)
		}
		fmt.Fprintf(w, "score: mean %.1f, best %d\n", float64(sum)/float64(n), best)
	} else {
		pct := func(k int) float64 { return 100 * float64(k) / float64(n) }
		fmt.Fprintf(w, "won %d (%.1f%%), unsolvable %d (%.1f%%), unknown %d (%.1f%%)\n",
			r.won, pct(r.won), r.unsolvable, pct(r.unsolvable), r.unknown, pct(r.unknown))
	}
	fmt.Fprintf(w, "time per deal: %s\n", spread(r.times))
	if len(r.cpu) == n {
		fmt.Fprintf(w, "cpu per deal: %s\n", spread(r.cpu))
	}
	sortedNodes := slices.Clone(r.nodes)
	slices.Sort(sortedNodes)
	sum := 0
	for _, k := range sortedNodes {
		sum += k
	}
	fmt.Fprintf(w, "positions per deal: median %d, mean %d, max %d, total %d\n",
		sortedNodes[(n-1)/2], sum/n, sortedNodes[n-1], sum)
}

// spread describes durations: median, mean, p95, p99 and max.
func spread(ds []time.Duration) string {
	sorted := slices.Clone(ds)
	slices.Sort(sorted)
	var sum time.Duration
	for _, d := range sorted {
		sum += d
	}
	return fmt.Sprintf("median %s, mean %s, p95 %s, p99 %s, max %s",
		roundDuration(percentile(sorted, 50)), roundDuration(sum/time.Duration(len(sorted))),
		roundDuration(percentile(sorted, 95)), roundDuration(percentile(sorted, 99)), roundDuration(sorted[len(sorted)-1]))
}

// percentile returns the nearest-rank percentile of sorted durations.
func percentile(sorted []time.Duration, p int) time.Duration {
	rank := (p*len(sorted) + 99) / 100 // ceil(p/100 * n)
	return sorted[max(rank, 1)-1]
}

func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}
