//go:build !js

// Command extendpicks extends the table of the daily deals' picks (engine/daily/picks.txt)
// past its last day, up to -until, for every game whose deals can be lost from the start:
// for each new day it searches the day's candidates in order and records the first one won.
// It never rewrites a day already there, so that the days a copy of the game has served stay
// what they were, whatever a better solver would now say of them.
//
//	go run ./engine/daily/extendpicks -until 2027-12-31 [-family sea] [-timeout 1s]
//
// Each candidate's search is limited in CPU time, not wall time: on a shared machine a
// wall-clock limit would cut searches short by the load rather than by their size. The
// limit only decides which candidate a day gets; the table records a won deal either way.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"syscall"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/daily"
)

func main() {
	file := flag.String("file", "engine/daily/picks.txt", "the table to extend")
	until := flag.String("until", "", "the last day to search, `YYYY-MM-DD`")
	budget := flag.Duration("timeout", time.Second, "the CPU time of the search of one candidate")
	family := flag.String("family", "", "only the games of this `family` (freecell, sea or stones)")
	flag.Parse()
	if err := extend(*file, *until, *family, *budget); err != nil {
		fmt.Fprintln(os.Stderr, "extendpicks:", err)
		os.Exit(1)
	}
}

func extend(file, untilText, family string, budget time.Duration) error {
	until, err := daily.ParseDate(untilText)
	if err != nil {
		return err
	}
	text, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	table, err := daily.ParsePicks(string(text))
	if err != nil {
		return err
	}
	var out strings.Builder
	for _, v := range catalog.All() {
		if !daily.Checked(v) || family != "" && string(v.Family) != family {
			continue
		}
		from := daily.First
		if last, ok := table.Through(v.ID); ok {
			from = last.Add(1)
		}
		if until.Before(from) {
			continue
		}
		began := time.Now()
		var picks []string
		for d := from; !until.Before(d); d = d.Add(1) {
			k, err := firstWon(v, d, budget)
			if err != nil {
				return err
			}
			if k > 0 {
				picks = append(picks, fmt.Sprintf("pick %s %s %d\n", v.ID, d, k))
			}
		}
		fmt.Fprintf(&out, "checked %s %s %s\n%s", v.ID, from, until, strings.Join(picks, ""))
		fmt.Printf("%s: %s to %s, %d days not the first candidate, %s\n", v.ID, from, until, len(picks), time.Since(began).Round(time.Second))
	}
	f, err := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(out.String()); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// firstWon returns the first candidate of day d that the solver wins within budget.
func firstWon(v *engine.Variant, d daily.Date, budget time.Duration) (int, error) {
	for k := range daily.Candidates {
		sol := v.Solve(newCPUBudget(budget), v.New(daily.Candidate(v.ID, d, k)))
		if sol.Verdict == engine.Solved {
			return k, nil
		}
	}
	return 0, fmt.Errorf("%s %s: no candidate won", v.ID, d)
}

// cpuBudget is a context that ends once the process has used its budget of CPU time. The
// solvers poll Err, never Done.
type cpuBudget struct {
	context.Context
	end time.Duration
}

func newCPUBudget(budget time.Duration) cpuBudget {
	return cpuBudget{context.Background(), cpuTime() + budget}
}

func (c cpuBudget) Err() error {
	if cpuTime() > c.end {
		return context.DeadlineExceeded
	}
	return nil
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
