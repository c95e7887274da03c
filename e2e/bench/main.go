// Command bench measures the built site against the project's speed and size budget: bytes
// over the wire for a first visit (brotli, gzip, none) and the wasm alone, time to a playable
// board in headless Chromium (cold loads, on localhost and on an emulated 10 Mbit/s link with
// 40 ms latency), move and new-game latency from the User Timing measures the page places,
// memory growth over a long session, the engine's Go benchmarks and solver surveys, and
// Lighthouse's scores. It prints one report, each figure with its budget and PASS or MISS,
// and writes it as JSON. ./build.sh bench builds the site and runs it:
//
//	go run ./e2e/bench -site site [-out site/bench.json] [-loads 10] [-moves 200] ...
//
// The interaction budget alone (move and new-game latency, memory), for some variants:
//
//	go run ./e2e/bench -site site -only moves,memory -variants shanghai-turtle,sea-towers
//
// It starts serve.go on a free port of 127.0.0.1 and one Chromium per cold load, each with a
// fresh profile folder that it removes afterwards.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"time"

	"mahjong/e2e/harness"
	"mahjong/engine/catalog"
)

// The budget of issue 7.
const (
	budgetFirstVisitBr = 900 * 1000 // bytes, brotli
	budgetReadyLocal   = 400.0      // ms
	budgetReadySlow    = 1500.0     // ms, 10 Mbit/s + 40 ms
	budgetMoveP95      = 8.0        // ms
	budgetNewGame      = 50.0       // ms (p95)
	budgetGrowth       = 0.05
)

type report struct {
	Started     string            `json:"started"`
	Seconds     float64           `json:"seconds"`
	Command     []string          `json:"command"`
	Flags       map[string]string `json:"flags"`
	Environment map[string]string `json:"environment"`

	Wasm       map[string]int64 `json:"wasm_bytes"`        // raw, gzip, brotli
	EmbedWasm  map[string]int64 `json:"embed_wasm_bytes"`  // the embed page's module
	FirstVisit map[string]load  `json:"first_visit"`       // by Accept-Encoding sent
	Localhost  *loads           `json:"ready_localhost"`   // cold loads
	Slow       *loads           `json:"ready_10mbit_40ms"` // cold loads
	Moves      []variantMoves   `json:"moves"`
	Memory     *memoryRun       `json:"memory"`
	GoBench    []goBench        `json:"go_bench"`
	GoBenchCmd string           `json:"go_bench_command,omitempty"`
	Surveys    []survey         `json:"surveys"`
	Lighthouse []lighthouse     `json:"lighthouse"`
	Checks     []check          `json:"checks"`
	Errors     []string         `json:"errors"`
}

type loads struct {
	Ready  stats  `json:"ready"`
	Loads  []load `json:"loads"`
	Errors int    `json:"errors"`
}

type check struct {
	Name   string `json:"name"`
	Value  string `json:"value"`
	Budget string `json:"budget"`
	Result string `json:"result"` // PASS, MISS, or NOT MEASURED
}

func main() {
	site := flag.String("site", "site", "the built site folder")
	repo := flag.String("repo", ".", "the repository (for serve.go, the engine's benchmarks and the CLI)")
	out := flag.String("out", "", "where to write the JSON report (default SITE/bench.json)")
	chromium := flag.String("chromium", envOr("CHROMIUM", "/usr/bin/chromium"), "the Chromium binary")
	nLoads := flag.Int("loads", 10, "cold loads for each network")
	nMoves := flag.Int("moves", 200, "moves played by clicking in each variant")
	memMoves := flag.Int("mem-moves", 1000, "moves of the memory run")
	memGames := flag.Int("mem-games", 100, "new games of the memory run")
	memVariant := flag.String("mem-variant", "shanghai-turtle", "the variant of the memory run")
	benchtime := flag.String("benchtime", "100ms", "-benchtime of the engine's Go benchmarks")
	deals := flag.String("survey-deals", "1-10", "deals each solver survey covers (docs/performance.md carries the 1000-deal figures)")
	timeout := flag.String("survey-timeout", "2s", "time limit of the solver on each deal")
	lhCLI := flag.String("lighthouse", "", "the Lighthouse CLI script (node_modules/lighthouse/cli/index.js); empty: no Lighthouse")
	only := flag.String("only", "sizes,load,moves,memory,gobench,survey,lighthouse", "the sections to run (moves,memory alone: the interaction budget, move and new-game latency and memory)")
	profileDir := flag.String("profile", "", "a folder where to write a Chromium CPU profile of each variant's moves (VARIANT.cpuprofile) and of the memory run (memory-VARIANT.cpuprofile), with a summary on standard error")
	heapDir := flag.String("heap", "", "a folder where to write heap snapshots of the memory run (after the first game, game 20 and the last), with what grew between them on standard error")
	variants := flag.String("variants", "", "comma-separated variant ids whose move latency to measure (default: every variant)")
	heapDiffFiles := flag.String("heap-diff", "", "A,B: only write what grew from heap snapshot A to heap snapshot B")
	flag.Parse()
	if *heapDiffFiles != "" {
		fa, fb, ok := strings.Cut(*heapDiffFiles, ",")
		if !ok {
			fmt.Fprintln(os.Stderr, "bench: -heap-diff wants two snapshot files, A,B")
			os.Exit(2)
		}
		if err := diffFiles(os.Stdout, fa, fb); err != nil {
			fmt.Fprintf(os.Stderr, "bench: -heap-diff: %v\n", err)
			os.Exit(1)
		}
		return
	}
	if *out == "" {
		*out = filepath.Join(*site, "bench.json")
	}
	want := map[string]bool{}
	for _, s := range strings.Split(*only, ",") {
		want[strings.TrimSpace(s)] = true
	}
	played := catalog.All()
	if *variants != "" {
		played = nil
		for _, id := range strings.Split(*variants, ",") {
			v, ok := catalog.Lookup(strings.TrimSpace(id))
			if !ok {
				fmt.Fprintf(os.Stderr, "bench: -variants: there is no variant %q\n", id)
				os.Exit(2)
			}
			played = append(played, v)
		}
	}

	if *heapDir != "" {
		if err := os.MkdirAll(*heapDir, 0o755); err != nil {
			fmt.Fprintf(os.Stderr, "bench: -heap: %v\n", err)
			os.Exit(2)
		}
	}
	if *profileDir != "" {
		if err := os.MkdirAll(*profileDir, 0o755); err != nil {
			fmt.Fprintf(os.Stderr, "bench: -profile: %v\n", err)
			os.Exit(2)
		}
	}

	t0 := time.Now()
	r := &report{Started: t0.UTC().Format(time.RFC3339), Command: os.Args, Flags: map[string]string{}, Environment: environment(*chromium)}
	flag.VisitAll(func(f *flag.Flag) { r.Flags[f.Name] = f.Value.String() })
	fail := func(format string, args ...any) {
		msg := fmt.Sprintf(format, args...)
		r.Errors = append(r.Errors, msg)
		fmt.Fprintln(os.Stderr, "bench:", msg)
	}
	progress := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "bench: [%3.0fs] %s\n", time.Since(t0).Seconds(), fmt.Sprintf(format, args...))
	}

	siteAbs, _ := filepath.Abs(*site)
	repoAbs, _ := filepath.Abs(*repo)
	srv, err := harness.StartServer(repoAbs, siteAbs, "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
	defer srv.Stop()
	progress("serving %s on %s", siteAbs, srv.URL)

	if want["sizes"] {
		r.Wasm, r.EmbedWasm = map[string]int64{}, map[string]int64{}
		for name, suffix := range map[string]string{"raw": "", "gzip": ".gz", "brotli": ".br"} {
			if fi, err := os.Stat(filepath.Join(siteAbs, "main.wasm"+suffix)); err == nil {
				r.Wasm[name] = fi.Size()
			} else {
				fail("wasm size: %v", err)
			}
			if fi, err := os.Stat(filepath.Join(siteAbs, "embed.wasm"+suffix)); err == nil {
				r.EmbedWasm[name] = fi.Size()
			} else {
				fail("embed wasm size: %v", err)
			}
		}
		r.FirstVisit = map[string]load{}
		for _, enc := range []string{"br, gzip", "gzip", "identity"} {
			l, err := coldLoad(*chromium, srv.URL, enc, false)
			if err != nil {
				fail("first visit with Accept-Encoding %q: %v", enc, err)
				continue
			}
			r.FirstVisit[enc] = l
			progress("first visit, Accept-Encoding %q: %d bytes in %d requests (the page's own %d bytes in %d; worker %s) %v", enc, l.Bytes, l.Requests, l.PageBytes, l.PageRequests, l.Worker, l.Encodings)
		}
	}
	if want["load"] {
		r.Localhost = coldLoads(*chromium, srv.URL, *nLoads, false, fail)
		progress("playable on localhost: %+v", r.Localhost.Ready)
		r.Slow = coldLoads(*chromium, srv.URL, *nLoads, true, fail)
		progress("playable on 10 Mbit/s + 40 ms: %+v", r.Slow.Ready)
	}
	if want["moves"] || want["memory"] {
		b, err := newBrowser(*chromium)
		if err != nil {
			fail("%v", err)
		} else {
			if want["moves"] {
				for _, v := range played {
					m := playVariant(b, srv.URL, v, *nMoves, *profileDir)
					if m.Error != "" {
						fail("moves of %s: %s", v.ID, m.Error)
					}
					r.Moves = append(r.Moves, m)
					progress("%s: %d games, move latency %+v, new game %+v", v.ID, m.Games, m.Latency, m.NewGame)
				}
			}
			if want["memory"] {
				m := memoryTest(b, srv.URL, *memVariant, *memMoves, *memGames, 10, *profileDir, *heapDir)
				if m.Error != "" {
					fail("memory run: %s", m.Error)
				}
				r.Memory = &m
				progress("memory: first %+v, last %+v", m.First, m.Last)
			}
			b.close()
		}
	}
	if want["gobench"] {
		progress("running the engine's Go benchmarks")
		var cmd string
		r.GoBench, cmd, err = runGoBench(repoAbs, *benchtime)
		r.GoBenchCmd = cmd
		if err != nil {
			fail("%s: %v", cmd, err)
		}
	}
	if want["survey"] {
		tmp, err := os.MkdirTemp("", "mahjong-bench-cli-")
		if err == nil {
			var bin string
			if bin, err = buildCLI(repoAbs, tmp); err == nil {
				for _, v := range catalog.All() {
					if v.Solve == nil {
						continue
					}
					s := runSurvey(bin, v.ID, *deals, *timeout)
					if s.Error != "" {
						fail("%s: %s", s.Command, s.Error)
					}
					r.Surveys = append(r.Surveys, s)
					progress("survey %s: %s (%.0fs)", v.ID, strings.Join(s.Summary, "; "), s.Seconds)
				}
			}
			os.RemoveAll(tmp)
		}
		if err != nil {
			fail("survey: %v", err)
		}
	}
	if want["lighthouse"] {
		if *lhCLI == "" {
			fail("Lighthouse: not run (no -lighthouse CLI given)")
		} else {
			tmp, err := os.MkdirTemp("", "mahjong-bench-lighthouse-")
			if err != nil {
				fail("Lighthouse: %v", err)
			} else {
				for _, preset := range []string{"mobile", "desktop"} {
					lh := runLighthouse(*lhCLI, *chromium, srv.URL, preset, tmp)
					if lh.Error != "" {
						fail("Lighthouse (%s): %s", preset, lh.Error)
					}
					r.Lighthouse = append(r.Lighthouse, lh)
					progress("Lighthouse %s %s: performance %s, accessibility %s, best practices %s; total blocking time %g ms, largest contentful paint %g ms", lh.Version, preset,
						score(lh.Performance), score(lh.Accessibility), score(lh.BestPractices),
						lh.Metrics["total-blocking-time"], lh.Metrics["largest-contentful-paint"])
				}
				os.RemoveAll(tmp)
			}
		}
	}

	r.Checks = checks(r)
	r.Seconds = round(time.Since(t0).Seconds())
	printReport(os.Stdout, r)
	data, _ := json.MarshalIndent(r, "", "  ")
	if err := os.WriteFile(*out, append(data, '\n'), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
	fmt.Printf("\nreport written to %s\n", *out)
}

func coldLoads(chromium, url string, n int, throttle bool, fail func(string, ...any)) *loads {
	res := &loads{}
	var ms []float64
	for i := 0; i < n; i++ {
		l, err := coldLoad(chromium, url, "br, gzip", throttle)
		if err != nil {
			res.Errors++
			fail("cold load %d (throttled %v): %v", i+1, throttle, err)
			continue
		}
		res.Loads = append(res.Loads, l)
		ms = append(ms, l.ReadyMS)
	}
	res.Ready = summarise(ms)
	return res
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// environment is what the figures depend on besides the site.
func environment(chromium string) map[string]string {
	env := map[string]string{
		"go":       goruntime.Version(),
		"os/arch":  goruntime.GOOS + "/" + goruntime.GOARCH,
		"cpus":     fmt.Sprint(goruntime.NumCPU()),
		"chromium": chromium,
	}
	if out, err := exec.Command(chromium, "--version").Output(); err == nil {
		env["chromium version"] = strings.TrimSpace(string(out))
	}
	if out, err := exec.Command("node", "--version").Output(); err == nil {
		env["node"] = strings.TrimSpace(string(out))
	}
	if data, err := os.ReadFile("/proc/loadavg"); err == nil {
		env["loadavg at start"] = strings.TrimSpace(string(data))
	}
	for _, k := range []string{"CHROMIUM", "GOFLAGS", "GOMAXPROCS", "GOGC"} {
		if v := os.Getenv(k); v != "" {
			env["$"+k] = v
		}
	}
	return env
}

func score(s *float64) string {
	if s == nil {
		return "-"
	}
	return fmt.Sprintf("%.2f", *s)
}
