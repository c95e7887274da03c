package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// startProfile starts Chromium's sampling CPU profiler in the tab of pl, sampling every
// 100 µs: the wasm's functions keep their Go names in it.
func (pl *player) startProfile() error {
	return chromedp.Run(pl.ctx, profiler.Enable(), profiler.SetSamplingInterval(100), profiler.Start())
}

// stopProfile stops the profiler, writes the profile as DIR/NAME.cpuprofile (Chromium's
// DevTools open it) and prints the functions that took the most time in it.
func (pl *player) stopProfile(dir, name string, w io.Writer) error {
	var prof *profiler.Profile
	err := chromedp.Run(pl.ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		prof, err = profiler.Stop().Do(ctx)
		return err
	}))
	if err != nil {
		return err
	}
	data, err := json.Marshal(prof)
	if err != nil {
		return err
	}
	file := filepath.Join(dir, name+".cpuprofile")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(w, "bench: CPU profile of %s written to %s; functions by time spent in them (self) and under them (total):\n", name, file)
	for _, f := range topFunctions(prof, 30) {
		fmt.Fprintf(w, "  %9.1f ms self %9.1f ms total  %s\n", f.self/1000, f.total/1000, f.name)
	}
	return nil
}

type funcTime struct {
	name        string
	self, total float64 // µs
}

// topFunctions sums a profile's sample time by function, itself and with its callees, and
// returns the n functions with the most time of their own, idle time left out.
func topFunctions(prof *profiler.Profile, n int) []funcTime {
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, nd := range prof.Nodes {
		byID[nd.ID] = nd
		for _, c := range nd.Children {
			parent[c] = nd.ID
		}
	}
	name := func(nd *profiler.ProfileNode) string {
		f := nd.CallFrame.FunctionName
		if f == "" {
			f = "(anonymous " + filepath.Base(nd.CallFrame.URL) + ")"
		}
		return f
	}
	self := map[string]float64{}
	total := map[string]float64{}
	for i, id := range prof.Samples {
		if i >= len(prof.TimeDeltas) {
			break
		}
		// A sample's time is the delta to the next sample.
		var dt float64
		if i+1 < len(prof.TimeDeltas) {
			dt = float64(prof.TimeDeltas[i+1])
		}
		nd := byID[id]
		if nd == nil || name(nd) == "(idle)" {
			continue
		}
		self[name(nd)] += dt
		seen := map[string]bool{}
		for cur, ok := id, true; ok; cur, ok = parent[cur] {
			if n := name(byID[cur]); !seen[n] {
				seen[n] = true
				total[n] += dt
			}
		}
	}
	var fs []funcTime
	for k, v := range self {
		fs = append(fs, funcTime{name: k, self: v, total: total[k]})
	}
	for k, v := range total {
		if _, ok := self[k]; !ok {
			fs = append(fs, funcTime{name: k, total: v})
		}
	}
	sort.Slice(fs, func(i, j int) bool {
		if fs[i].self != fs[j].self {
			return fs[i].self > fs[j].self
		}
		return fs[i].total > fs[j].total
	})
	if len(fs) > n {
		fs = fs[:n]
	}
	return fs
}
