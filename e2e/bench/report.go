package main

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// checks compares the figures with the budget.
func checks(r *report) []check {
	var cs []check
	add := func(name, value, budget string, pass, measured bool) {
		res := "MISS"
		switch {
		case !measured:
			res = "NOT MEASURED"
		case pass:
			res = "PASS"
		}
		cs = append(cs, check{Name: name, Value: value, Budget: budget, Result: res})
	}
	br, ok := r.FirstVisit["br, gzip"]
	add("first visit, brotli", kbytes(br.Bytes), "≤ "+kbytes(budgetFirstVisitBr), ok && br.Bytes <= budgetFirstVisitBr, ok && r.FirstVisit != nil)
	for _, x := range []struct {
		name        string
		site, floor *loads
		budget      float64
	}{
		{"playable board, localhost, ÷ floor page (medians)", r.Localhost, r.FloorLocal, budgetReadyLocalRatio},
		{"playable board, 10 Mbit/s + 40 ms, ÷ floor page (medians)", r.Slow, r.FloorSlow, budgetReadySlowRatio},
	} {
		q, ok := readyRatio(x.site, x.floor)
		value := ""
		if ok {
			value = fmt.Sprintf("%.2f× (%.0f ms ÷ %.0f ms, n=%d)", q, x.site.Ready.Median, x.floor.Ready.Median, min(x.site.Ready.N, x.floor.Ready.N))
		}
		add(x.name, value, fmt.Sprintf("≤ %.2f×", x.budget), q <= x.budget, ok)
	}
	for _, m := range r.Moves {
		s := m.Latency
		add("move latency p95, "+m.ID, ms(s.P95, s.N), fmt.Sprintf("≤ %.0f ms", budgetMoveP95), s.P95 <= budgetMoveP95, s.N > 0)
	}
	if r.Memory != nil {
		s := r.Memory.NewGame
		add("new game p95, "+r.Memory.Variant, ms(s.P95, s.N), fmt.Sprintf("≤ %.0f ms", budgetNewGame), s.P95 <= budgetNewGame, s.N > 0)
		m := r.Memory
		measured := m.Half.JSHeapUsed > 0 && m.Last.JSHeapUsed > 0
		add(fmt.Sprintf("JS heap growth, 2nd half of %d moves / %d new games", m.Last.Moves, m.Last.NewGames),
			fmt.Sprintf("%s → %s (%+.1f%%; whole run %+.1f%%)", kbytes(m.Half.JSHeapUsed), kbytes(m.Last.JSHeapUsed), 100*m.JSGrowth2, 100*m.JSGrowth),
			fmt.Sprintf("≤ %.0f%%", 100*budgetGrowth), m.JSGrowth2 <= budgetGrowth, measured)
		add(fmt.Sprintf("wasm memory growth, 2nd half of %d moves / %d new games", m.Last.Moves, m.Last.NewGames),
			fmt.Sprintf("%s → %s (%+.1f%%; whole run %+.1f%%)", kbytes(m.Half.WasmMemory), kbytes(m.Last.WasmMemory), 100*m.WasmGrow2, 100*m.WasmGrow),
			fmt.Sprintf("≤ %.0f%%", 100*budgetGrowth), m.WasmGrow2 <= budgetGrowth, measured)
	}
	if h := r.Hint; h != nil {
		s := h.Held
		add(fmt.Sprintf("input delay while a hint searches (max), %s deals 1–%d", h.Variant, h.Deals), ms(s.Max, s.N),
			fmt.Sprintf("≤ %.1f ms", budgetHintInput), s.Max <= budgetHintInput, h.Deals > 0 && h.Error == "")
	}
	for _, s := range r.Status {
		add(fmt.Sprintf("input delay while the status searches (p95 of the %d hardest of %d positions), %s", statusHard, s.Deals, s.Variant), ms(s.HardHeld.P95, s.HardHeld.N),
			fmt.Sprintf("≤ %.1f ms", budgetHintInput), s.HardHeld.P95 <= budgetHintInput, s.Deals > 0 && s.Error == "")
	}
	for _, lh := range r.Lighthouse {
		for _, c := range []struct {
			name string
			s    *float64
			min  float64
		}{{"performance", lh.Performance, 0.95}, {"accessibility", lh.Accessibility, 1}, {"best practices", lh.BestPractices, 1}} {
			add(fmt.Sprintf("Lighthouse %s (%s)", c.name, lh.Preset), score(c.s), fmt.Sprintf("≥ %.2f", c.min), c.s != nil && *c.s >= c.min, c.s != nil)
		}
	}
	return cs
}

// readyRatio is the site's median time to a playable board over the floor page's, measured
// in the same run; ok is false when either is missing.
func readyRatio(site, floor *loads) (q float64, ok bool) {
	if site == nil || floor == nil || site.Ready.N == 0 || floor.Ready.N == 0 || floor.Ready.Median <= 0 {
		return 0, false
	}
	return math.Round(100*site.Ready.Median/floor.Ready.Median) / 100, true
}

func kbytes(n int64) string { return fmt.Sprintf("%.1f KB (%d B)", float64(n)/1000, n) }

func ms(x float64, n int) string { return fmt.Sprintf("%.2f ms (n=%d)", x, n) }

// printReport prints the report for a reader: each section that ran, then the budget.
func printReport(w io.Writer, r *report) {
	printSizes(w, r)
	printLoads(w, r)
	printStartup(w, r)
	printInteraction(w, r)
	printHint(w, r)
	printStatus(w, r)
	printTools(w, r)
	printTiles(w, r)
	printBudget(w, r)
}

// printSizes prints the run and its environment, the modules' sizes and the first visit.
func printSizes(w io.Writer, r *report) {
	fmt.Fprintf(w, "==== bench report (%s, %.0fs) ====\n", r.Started, r.Seconds)
	fmt.Fprintf(w, "command: %s\n", strings.Join(r.Command, " "))
	fmt.Fprintf(w, "flags: %s\n", sortedPairs(r.Flags))
	fmt.Fprintf(w, "environment: %s\n", sortedPairs(r.Environment))
	if r.Wasm != nil {
		fmt.Fprintf(w, "\nmain.wasm: raw %s, gzip %s, brotli %s\n", kbytes(r.Wasm["raw"]), kbytes(r.Wasm["gzip"]), kbytes(r.Wasm["brotli"]))
		if r.EmbedWasm != nil {
			fmt.Fprintf(w, "embed.wasm (the embed page's module, not part of the main page's visit): raw %s, gzip %s, brotli %s\n", kbytes(r.EmbedWasm["raw"]), kbytes(r.EmbedWasm["gzip"]), kbytes(r.EmbedWasm["brotli"]))
		}
	}
	if len(r.FirstVisit) > 0 {
		fmt.Fprintln(w, "first visit over the wire (every byte received, the service worker's precache included, until it is active):")
		for _, enc := range []string{"br, gzip", "gzip", "identity"} {
			if l, ok := r.FirstVisit[enc]; ok {
				fmt.Fprintf(w, "  Accept-Encoding %-10q %s in %d requests (the page's own: %s in %d, Chromium's count; worker %s); page's responses by Content-Encoding %v\n",
					enc, kbytes(l.Bytes), l.Requests, kbytes(l.PageBytes), l.PageRequests, l.Worker, l.Encodings)
				if len(l.Repeated) > 0 {
					fmt.Fprintf(w, "    asked more than once: %s\n", strings.Join(l.Repeated, ", "))
				}
			}
		}
		if l, ok := r.FirstVisit["br, gzip"]; ok {
			fmt.Fprintf(w, "  requests (brotli): %s\n", sortedCounts(l.Each))
		}
	}
	if s := r.LangSwitch; s != nil {
		fmt.Fprintf(w, "language chosen in Settings after the first visit (%s): %s over the wire in %d requests: %s\n",
			s.Lang, kbytes(s.Bytes), len(s.Requests), strings.Join(s.Requests, ", "))
	}
}

// printLoads prints the cold loads, the site's and the floor page's.
func printLoads(w io.Writer, r *report) {
	if r.FloorTiles > 0 {
		fmt.Fprintf(w, "\nthe floor page (e2e/bench/floor: a Go module of the same toolchain that paints %d tiles through one innerHTML), loaded in turn with the site:\n", r.FloorTiles)
	}
	for _, x := range []struct {
		name string
		l    *loads
	}{{"localhost", r.Localhost}, {"floor page, localhost", r.FloorLocal}, {"10 Mbit/s + 40 ms", r.Slow}, {"floor page, 10 Mbit/s + 40 ms", r.FloorSlow}} {
		if x.l == nil {
			continue
		}
		s := x.l.Ready
		var all []string
		for _, l := range x.l.Loads {
			all = append(all, fmt.Sprintf("%.0f", l.ReadyMS))
		}
		fmt.Fprintf(w, "playable board, %s: median %.1f ms, p95 %.1f, max %.1f over %d cold loads [%s]\n", x.name, s.Median, s.P95, s.Max, s.N, strings.Join(all, " "))
		var fetched, inst, blocking []float64
		var long []string
		var bytes int64
		for _, l := range x.l.Loads {
			fetched, inst, blocking = append(fetched, l.WasmFetchedMS), append(inst, l.InstantiatedMS), append(blocking, l.BlockingMS)
			long = append(long, fmt.Sprint(l.LongTasksMS))
			bytes = l.Bytes
		}
		fmt.Fprintf(w, "  medians: main.wasm fetched at %.1f ms, compiled and instantiated at %.1f ms, then Go starts up until ready; %s over the wire\n",
			summarise(fetched).Median, summarise(inst).Median, kbytes(bytes))
		b := summarise(blocking)
		fmt.Fprintf(w, "  blocking time (long tasks' time over 50 ms, unthrottled, until the service worker is active): median %.0f ms, max %.0f; long tasks of each load, ms: %s\n",
			b.Median, b.Max, strings.Join(long, " "))
	}
}

// printInteraction prints move and new-game latency and memory.
func printInteraction(w io.Writer, r *report) {
	if len(r.Moves) > 0 {
		fmt.Fprintln(w, "\nmove latency (input event → DOM updated), by variant:")
		fmt.Fprintf(w, "  %-20s %6s %6s %8s %8s %8s   %s\n", "variant", "moves", "games", "median", "p95", "max", "new game median/p95")
		for _, m := range r.Moves {
			s := m.Latency
			fmt.Fprintf(w, "  %-20s %6d %6d %8.2f %8.2f %8.2f   %.2f/%.2f ms (n=%d)", m.ID, s.N, m.Games, s.Median, s.P95, s.Max, m.NewGame.Median, m.NewGame.P95, m.NewGame.N)
			if m.Error != "" {
				fmt.Fprintf(w, "  ERROR: %s", m.Error)
			}
			fmt.Fprintln(w)
		}
	}
	if m := r.Memory; m != nil {
		fmt.Fprintf(w, "\nmemory (%s, JS heap after a forced GC): after the first game's moves JS %s, wasm %s; after the first game (ended by New game) JS %s, wasm %s; after %d moves and %d new games (half the run) JS %s, wasm %s; after %d moves and %d new games JS %s, wasm %s\n",
			m.Variant, kbytes(m.Opening.JSHeapUsed), kbytes(m.Opening.WasmMemory), kbytes(m.First.JSHeapUsed), kbytes(m.First.WasmMemory),
			m.Half.Moves, m.Half.NewGames, kbytes(m.Half.JSHeapUsed), kbytes(m.Half.WasmMemory),
			m.Last.Moves, m.Last.NewGames, kbytes(m.Last.JSHeapUsed), kbytes(m.Last.WasmMemory))
		fmt.Fprintf(w, "  growth: second half JS %+.1f%%, wasm %+.1f%% (the budget's); whole run, from after the first game, JS %+.1f%%, wasm %+.1f%%\n",
			100*m.JSGrowth2, 100*m.WasmGrow2, 100*m.JSGrowth, 100*m.WasmGrow)
		var samples []string
		for _, x := range m.Samples {
			samples = append(samples, fmt.Sprintf("%d games: JS %.0f KB, wasm %.0f KB", x.NewGames, float64(x.JSHeapUsed)/1000, float64(x.WasmMemory)/1000))
		}
		fmt.Fprintf(w, "  samples: %s\n", strings.Join(samples, "; "))
		fmt.Fprintf(w, "new game latency (%s): median %.2f ms, p95 %.2f, max %.2f (n=%d)\n", m.Variant, m.NewGame.Median, m.NewGame.P95, m.NewGame.Max, m.NewGame.N)
	}
}

// printTools prints the engine's benchmarks, the solver surveys and Lighthouse.
func printTools(w io.Writer, r *report) {
	if len(r.GoBench) > 0 {
		fmt.Fprintf(w, "\nengine benchmarks (%s):\n", r.GoBenchCmd)
		for _, b := range r.GoBench {
			fmt.Fprintf(w, "  %-40s %-58s %12.0f ns/op %10.0f B/op %8.0f allocs/op\n", strings.TrimPrefix(b.Package, "mahjong/"), b.Name, b.Values["ns/op"], b.Values["B/op"], b.Values["allocs/op"])
		}
	}
	if len(r.Surveys) > 0 {
		fmt.Fprintln(w, "\nsolver surveys:")
		for _, s := range r.Surveys {
			fmt.Fprintf(w, "  %s (%.0fs): %s\n", s.Command, s.Seconds, strings.Join(s.Summary, "; "))
		}
	}
	for _, lh := range r.Lighthouse {
		fmt.Fprintf(w, "\nLighthouse %s (%s): performance %s, accessibility %s, best practices %s\n", lh.Version, lh.Preset, score(lh.Performance), score(lh.Accessibility), score(lh.BestPractices))
		if len(lh.Runs) > 1 {
			fmt.Fprintf(w, "  the run of median performance of %d: %v (Lighthouse's benchmark index of each: %v)\n", len(lh.Runs), lh.Runs, lh.Indexes)
		}
		if lh.CPUSlowdown > 0 {
			fmt.Fprintf(w, "  audited with a CPU slowdown of %g for the machine's benchmark index %g (Lighthouse's own 4: performance %s)\n", lh.CPUSlowdown, lh.BenchmarkIndex, score(lh.Uncalibrated))
		}
		fmt.Fprintf(w, "  %s\n", lh.Command)
		for _, f := range lh.Failing {
			fmt.Fprintf(w, "  below 1: %s\n", f)
		}
		if lh.Error != "" {
			fmt.Fprintf(w, "  error: %s\n", lh.Error)
		}
	}
}

// printBudget prints each figure against its budget, and the errors.
func printBudget(w io.Writer, r *report) {
	fmt.Fprintln(w, "\nbudget:")
	miss := 0
	for _, c := range r.Checks {
		if c.Result != "PASS" {
			miss++
		}
		fmt.Fprintf(w, "  %-12s %-55s %-36s budget %s\n", c.Result, c.Name, c.Value, c.Budget)
	}
	for _, e := range r.Errors {
		fmt.Fprintf(w, "  error: %s\n", e)
	}
	fmt.Fprintf(w, "\n%d of %d figures within budget; %d errors\n", len(r.Checks)-miss, len(r.Checks), len(r.Errors))
}

// sortedJoin writes m's entries in key order, each as item formats it, joined by sep.
func sortedJoin[V any](m map[string]V, item func(k string, v V) string, sep string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = item(k, m[k])
	}
	return strings.Join(parts, sep)
}

func sortedCounts(m map[string]int) string {
	return sortedJoin(m, func(k string, n int) string { return fmt.Sprintf("%s ×%d", k, n) }, ", ")
}

func sortedPairs(m map[string]string) string {
	return sortedJoin(m, func(k, v string) string { return k + "=" + v }, " ")
}

// printHint prints the hint in the page.
func printHint(w io.Writer, r *report) {
	h := r.Hint
	if h == nil {
		return
	}
	fmt.Fprintf(w, "\nhint in the page (%s, a position reached by random play from each of deals 1–%d; ms):\n", h.Variant, h.Deals)
	fmt.Fprintf(w, "  %-44s %8s %8s %8s\n", "", "median", "p95", "max")
	for _, x := range []struct {
		name string
		s    stats
	}{{"click → marks shown", h.Time}, {"longest input delay, click → marks", h.Held}, {"worst frame gap during the search", h.FrameGap},
		{"hard-hint.txt: click → marks shown", h.Hard}, {"hard-hint.txt: longest input delay", h.HardHeld},
		{"idle page, longest input delay", h.Idle}} {
		fmt.Fprintf(w, "  %-44s %8.2f %8.2f %8.2f  (n=%d)\n", x.name, x.s.Median, x.s.P95, x.s.Max, x.s.N)
	}
	if h.Error != "" {
		fmt.Fprintf(w, "  ERROR: %s\n", h.Error)
	}
}
