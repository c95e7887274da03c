package main

import (
	"cmp"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"mahjong/engine/catalog"
)

// sizes measures the modules' files and a first visit with each Accept-Encoding.
func (b *bench) sizes() {
	b.r.Wasm, b.r.EmbedWasm = map[string]int64{}, map[string]int64{}
	for name, suffix := range map[string]string{"raw": "", "gzip": ".gz", "brotli": ".br"} {
		if fi, err := os.Stat(filepath.Join(b.site, "main.wasm"+suffix)); err == nil {
			b.r.Wasm[name] = fi.Size()
		} else {
			b.fail("wasm size: %v", err)
		}
		if fi, err := os.Stat(filepath.Join(b.site, "embed.wasm"+suffix)); err == nil {
			b.r.EmbedWasm[name] = fi.Size()
		} else {
			b.fail("embed wasm size: %v", err)
		}
	}
	b.r.FirstVisit = map[string]load{}
	for _, enc := range []string{"br, gzip", "gzip", "identity"} {
		l, err := coldLoad(b.chromium, b.url, visit{acceptEncoding: enc})
		if err != nil {
			b.fail("first visit with Accept-Encoding %q: %v", enc, err)
			continue
		}
		b.r.FirstVisit[enc] = l
		b.progress("first visit, Accept-Encoding %q: %d bytes in %d requests (the page's own %d bytes in %d; worker %s) %v", enc, l.Bytes, l.Requests, l.PageBytes, l.PageRequests, l.Worker, l.Encodings)
	}
	s, err := switchLanguage(b.chromium, b.url, "de")
	if err != nil {
		b.fail("language switch: %v", err)
		return
	}
	b.r.LangSwitch = &s
}

// loads measures cold loads to a playable board, on localhost and on a slow link, each in
// turn with a cold load of the floor page.
func (b *bench) loads() {
	floorURL, tiles, stop, err := startFloor(b.repo)
	if err != nil {
		b.fail("floor page: %v", err)
	} else {
		defer stop()
		b.r.FloorTiles = tiles
		b.progress("floor page of %d tiles on %s", tiles, floorURL)
	}
	b.r.Localhost, b.r.FloorLocal = coldLoads(b.chromium, b.url, floorURL, b.nLoads, false, b.fail)
	b.progress("playable on localhost: %+v; floor %+v", b.r.Localhost.Ready, ready(b.r.FloorLocal))
	b.r.Slow, b.r.FloorSlow = coldLoads(b.chromium, b.url, floorURL, b.nLoads, true, b.fail)
	b.progress("playable on 10 Mbit/s + 40 ms: %+v; floor %+v", b.r.Slow.Ready, ready(b.r.FloorSlow))
}

// ready is l's summary, or nothing when l was not measured.
func ready(l *loads) stats {
	if l == nil {
		return stats{}
	}
	return l.Ready
}

// interaction measures move and new-game latency and memory, in one browser.
func (b *bench) interaction() {
	if b.want["moves"] || b.want["memory"] {
		b.inBrowser(b.movesAndMemory)()
	}
}

// inBrowser returns the section measure run in a browser of its own, closed after it; a
// browser that does not start fails the run, and the section has nothing to measure.
func (b *bench) inBrowser(measure func(br *browser)) func() {
	return func() {
		br, err := newBrowser(b.chromium)
		if err != nil {
			b.fail("%v", err)
			return
		}
		defer br.close()
		measure(br)
	}
}

func (b *bench) movesAndMemory(br *browser) {
	if b.want["moves"] {
		for _, v := range b.played {
			m := playVariant(br, b.url, v, b.nMoves, b.profileDir)
			if m.Error != "" {
				b.fail("moves of %s: %s", v.ID, m.Error)
			}
			b.r.Moves = append(b.r.Moves, m)
			b.progress("%s: %d games, move latency %+v, new game %+v", v.ID, m.Games, m.Latency, m.NewGame)
		}
	}
	if b.want["memory"] {
		m := memoryTest(br, b.url, b.memVariant, b.memMoves, b.memGames, 10, b.profileDir, b.heapDir)
		if m.Error != "" {
			b.fail("memory run: %s", m.Error)
		}
		b.r.Memory = &m
		b.progress("memory: first %+v, last %+v", m.First, m.Last)
	}
}

// goBench runs the engine's Go benchmarks.
func (b *bench) goBench() {
	b.progress("running the engine's Go benchmarks")
	var err error
	b.r.GoBench, b.r.GoBenchCmd, err = runGoBench(b.repo, b.benchtime)
	if err != nil {
		b.fail("%s: %v", b.r.GoBenchCmd, err)
	}
}

// surveys runs the CLI's solver survey of every variant that has a solver.
func (b *bench) surveys() {
	tmp, err := os.MkdirTemp("", "mahjong-bench-cli-")
	if err != nil {
		b.fail("survey: %v", err)
		return
	}
	defer os.RemoveAll(tmp)
	bin, err := buildCLI(b.repo, tmp)
	if err != nil {
		b.fail("survey: %v", err)
		return
	}
	for _, v := range catalog.All() {
		if v.Solve == nil {
			continue
		}
		s := runSurvey(bin, v.ID, b.deals, b.timeout)
		if s.Error != "" {
			b.fail("%s: %s", s.Command, s.Error)
		}
		b.r.Surveys = append(b.r.Surveys, s)
		b.progress("survey %s: %s (%.0fs)", v.ID, strings.Join(s.Summary, "; "), s.Seconds)
	}
}

// lighthouse runs Lighthouse on the site, mobile and desktop, b.lhRuns times each.
func (b *bench) lighthouse() {
	if b.lhCLI == "" {
		b.fail("Lighthouse: not run (no -lighthouse CLI given)")
		return
	}
	tmp, err := os.MkdirTemp("", "mahjong-bench-lighthouse-")
	if err != nil {
		b.fail("Lighthouse: %v", err)
		return
	}
	defer os.RemoveAll(tmp)
	for _, preset := range []string{"mobile", "desktop"} {
		var runs []lighthouse
		for range max(b.lhRuns, 1) {
			lh := runLighthouse(b.lhCLI, b.chromium, b.url, preset, tmp)
			for try := 1; try < lighthouseTries && lh.transient(); try++ {
				b.progress("Lighthouse (%s): %s; running it again", preset, lh.Error)
				lh = runLighthouse(b.lhCLI, b.chromium, b.url, preset, tmp)
			}
			runs = append(runs, lh)
		}
		lh := medianRun(runs)
		if lh.Error != "" {
			b.fail("Lighthouse (%s): %s", preset, lh.Error)
		}
		b.r.Lighthouse = append(b.r.Lighthouse, lh)
		b.progress("Lighthouse %s %s: performance %s, accessibility %s, best practices %s; total blocking time %g ms, largest contentful paint %g ms", lh.Version, preset,
			score(lh.Performance), score(lh.Accessibility), score(lh.BestPractices),
			lh.Metrics["total-blocking-time"], lh.Metrics["largest-contentful-paint"])
	}
}

// medianRun returns the run of median performance score (the lower middle of an even
// number), with every run's score in Runs; a run that failed is returned first.
func medianRun(runs []lighthouse) lighthouse {
	var scores, indexes []float64
	for _, r := range runs {
		if r.Error != "" || r.Performance == nil {
			return r
		}
		scores, indexes = append(scores, *r.Performance), append(indexes, r.BenchmarkIndex)
	}
	sorted := slices.Clone(runs)
	slices.SortStableFunc(sorted, func(a, b lighthouse) int { return cmp.Compare(*a.Performance, *b.Performance) })
	m := sorted[(len(sorted)-1)/2]
	m.Runs, m.Indexes = scores, indexes
	return m
}
