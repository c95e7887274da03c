package daily

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
)

var (
	extend        = flag.String("extend", "", "search the daily deals up to this `DATE` and add them to picks.txt")
	extendTimeout = flag.Duration("extend.timeout", time.Second, "with -extend: the CPU time of the search of one candidate")
	extendFamily  = flag.String("extend.family", "", "with -extend: only the games of this `family`")
)

// TestExtendPicks adds to picks.txt the days after the last one checked, up to -extend, for
// every game whose deals can be lost from the start. It never rewrites a day already there:
// the days a copy of the game has served stay as they were, whatever a better solver would
// now say of them.
//
//	go test ./engine/daily -run TestExtendPicks -extend 2030-12-31 -timeout 0 -v
func TestExtendPicks(t *testing.T) {
	if *extend == "" {
		t.Skip("extends picks.txt only when asked to, with -extend DATE")
	}
	until, err := ParseDate(*extend)
	if err != nil {
		t.Fatal(err)
	}
	// The file, not the table compiled in: a run may follow another without a rebuild.
	text, err := os.ReadFile("picks.txt")
	if err != nil {
		t.Fatal(err)
	}
	table, err := parsePicks(string(text))
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	for _, v := range catalog.All() {
		if v.Scored || !checked(v.Family) || *extendFamily != "" && string(v.Family) != *extendFamily {
			continue
		}
		from := First
		if last, ok := table.through(v.ID); ok {
			from = last.Add(1)
		}
		if until.Before(from) {
			continue
		}
		began := time.Now()
		var lines []string
		for d := from; !until.Before(d); d = d.Add(1) {
			k, err := firstWon(v, d)
			if err != nil {
				t.Fatal(err)
			}
			if k > 0 {
				lines = append(lines, fmt.Sprintf("pick %s %s %d", v.ID, d, k))
			}
		}
		fmt.Fprintf(&out, "checked %s %s %s\n", v.ID, from, until)
		for _, l := range lines {
			out.WriteString(l + "\n")
		}
		t.Logf("%s: %s to %s, %d days not the first candidate, %s", v.ID, from, until, len(lines), time.Since(began).Round(time.Second))
	}
	f, err := os.OpenFile("picks.txt", os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(out.String()); err != nil {
		t.Fatal(err)
	}
}

// cpuBudget is a context that ends once the process has used budget more CPU time: on a
// shared machine a wall-clock limit would cut searches short by the load, not by their size.
// The solvers poll Err, never Done.
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

// firstWon returns the first candidate of day d that the solver wins within -extend.timeout of CPU time.
func firstWon(v *engine.Variant, d Date) (int, error) {
	for k := range Candidates {
		sol := v.Solve(newCPUBudget(*extendTimeout), v.New(Candidate(v.ID, d, k)))
		if sol.Verdict == engine.Solved {
			return k, nil
		}
	}
	return 0, fmt.Errorf("%s %s: no candidate won", v.ID, d)
}
