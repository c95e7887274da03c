package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// goBench is one line of `go test -bench` output.
type goBench struct {
	Package string             `json:"package"`
	Name    string             `json:"name"`
	N       int64              `json:"n"`
	Values  map[string]float64 `json:"values"` // unit ("ns/op", "B/op", ...) → value
}

// runGoBench runs the engine's benchmarks and reads their results.
func runGoBench(repo, benchtime string) ([]goBench, string, error) {
	cmd := exec.Command("nice", "go", "test", "-run", "^$", "-bench", ".", "-benchmem", "-benchtime", benchtime, "./engine/...")
	cmd.Dir = repo
	out, err := cmd.CombinedOutput()
	return parseGoBench(string(out)), strings.Join(cmd.Args, " "), err
}

// parseGoBench reads the result lines of `go test -bench` output; a "pkg:" line names the
// package of the lines that follow it.
func parseGoBench(out string) []goBench {
	var res []goBench
	pkg := ""
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && f[0] == "pkg:" {
			pkg = f[1]
			continue
		}
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || len(f)%2 != 0 {
			continue
		}
		n, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil {
			continue
		}
		b := goBench{Package: pkg, Name: f[0], N: n, Values: map[string]float64{}}
		for i := 2; i+1 < len(f); i += 2 {
			if v, err := strconv.ParseFloat(f[i], 64); err == nil {
				b.Values[f[i+1]] = v
			}
		}
		res = append(res, b)
	}
	return res
}

// survey is the solver's summary over a sample of deals of one variant.
type survey struct {
	ID      string   `json:"id"`
	Command string   `json:"command"`
	Seconds float64  `json:"seconds"`
	Summary []string `json:"summary"` // the lines after the per-deal ones
	Error   string   `json:"error,omitempty"`
}

// runSurvey runs `mahjong survey` (built once into bin) on deals of one variant.
func runSurvey(bin, id, deals, timeout string) survey {
	cmd := exec.Command("nice", bin, "survey", "-game", id, "-deals", deals, "-timeout", timeout)
	s := survey{ID: id, Command: "mahjong survey -game " + id + " -deals " + deals + " -timeout " + timeout}
	t0 := time.Now()
	out, err := cmd.CombinedOutput()
	s.Seconds = round(time.Since(t0).Seconds())
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if line != "" && !strings.HasPrefix(line, "deal ") {
			s.Summary = append(s.Summary, line)
		}
	}
	if err != nil {
		s.Error = err.Error()
	}
	return s
}

func buildCLI(repo, dir string) (string, error) {
	bin := filepath.Join(dir, "mahjong")
	cmd := exec.Command("go", "build", "-o", bin, "./engine/cmd/mahjong")
	cmd.Dir = repo
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./engine/cmd/mahjong: %v\n%s", err, out)
	}
	return bin, nil
}

// lighthouse is the category scores of one Lighthouse run.
type lighthouse struct {
	Preset        string   `json:"preset"` // "mobile" (Lighthouse's default) or "desktop"
	Version       string   `json:"version"`
	Performance   *float64 `json:"performance"`
	Accessibility *float64 `json:"accessibility"`
	BestPractices *float64 `json:"best_practices"`
	Failing       []string `json:"failing,omitempty"` // audits under 1 in accessibility and best practices
	// Metrics are the measured values of the performance audits that weigh most, in ms: what
	// a score moved with.
	Metrics map[string]float64 `json:"metrics,omitempty"`
	Command string             `json:"command"`
	Error   string             `json:"error,omitempty"`
	// Runs are the performance scores of every run of the preset, in order: this is the run
	// of median performance.
	Runs []float64 `json:"runs,omitempty"`
	// BenchmarkIndex is Lighthouse's measure of the processor's speed at the start of the
	// run (higher is faster): what a loaded machine lowers, and the score with it.
	BenchmarkIndex float64 `json:"benchmark_index,omitempty"`
	// Indexes are every run's BenchmarkIndex, in the order of Runs.
	Indexes []float64 `json:"benchmark_indexes,omitempty"`
	// CPUSlowdown is the CPU slowdown a mobile run was audited with when the machine was
	// slower than Lighthouse expects (cpuSlowdown), 0 for Lighthouse's own; Uncalibrated is
	// the performance score with Lighthouse's own.
	CPUSlowdown  float64  `json:"cpu_slowdown,omitempty"`
	Uncalibrated *float64 `json:"uncalibrated_performance,omitempty"`
}

// lighthouseTries is how many times a run that failed for a reason of Lighthouse's own
// (transient) is tried before its failure counts.
const lighthouseTries = 3

// transient reports whether lh failed for a reason Lighthouse itself calls passing: a
// runtime error it asks to be run again for (NO_NAVSTART: its trace of the load missed the
// navigation), not the page's or the machine's.
func (lh lighthouse) transient() bool {
	return strings.Contains(lh.Error, "Please run Lighthouse again")
}

// lighthouseRefIndex is the benchmark index below which Lighthouse warns that the machine is
// slower than it expects and its score lower for it (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in its
// core/gather/driver/environment.js): its mobile preset's fourfold CPU slowdown is meant for
// a machine at least that fast.
const lighthouseRefIndex = 1000.0

// cpuSlowdown is the mobile preset's CPU slowdown calibrated to a machine of benchmark index
// index, as Lighthouse's throttling documentation ("Calibrating the CPU slowdown")
// advises for a slower machine: 4 at lighthouseRefIndex or faster, in proportion below it, so
// that a run on a loaded machine emulates the same phone as one on an idle machine.
func cpuSlowdown(index float64) float64 {
	if index <= 0 || index >= lighthouseRefIndex {
		return 4
	}
	return math.Round(400*index/lighthouseRefIndex) / 100
}

// runLighthouse runs the Lighthouse CLI at cli against url with Chromium. The mobile preset's
// run keeps its artifacts and, when the machine's benchmark index is below
// lighthouseRefIndex, audits them again with the CPU slowdown calibrated to it (cpuSlowdown):
// Lighthouse loads the page unthrottled and simulates the slowdown from the trace, so the
// second audit reads the same load; the first's score is kept as Uncalibrated.
func runLighthouse(cli, chromium, url, preset, tmp string) lighthouse {
	lh := lighthouse{Preset: preset}
	out := filepath.Join(tmp, "lighthouse-"+preset+".json")
	artifacts := filepath.Join(tmp, "artifacts-"+preset)
	args := []string{cli, url, "--output=json", "--quiet",
		"--only-categories=performance,accessibility,best-practices",
		"--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run"}
	if preset == "desktop" {
		args = append(args, "--preset=desktop")
	}
	first := append(slices.Clone(args), "--output-path="+out)
	if preset == "mobile" {
		first = append(first, "-GA="+artifacts)
	}
	lh.Command = "CHROME_PATH=" + chromium + " node " + strings.Join(first, " ")
	if err := runNode(chromium, first); err != nil {
		lh.Error = err.Error()
		return lh
	}
	readLighthouse(out, &lh)
	if preset != "mobile" || lh.Error != "" || lh.BenchmarkIndex >= lighthouseRefIndex || lh.BenchmarkIndex <= 0 {
		return lh
	}
	slowdown := cpuSlowdown(lh.BenchmarkIndex)
	if err := setArtifactsSlowdown(filepath.Join(artifacts, "artifacts.json"), slowdown); err != nil {
		lh.Error = err.Error()
		return lh
	}
	flag := fmt.Sprintf("--throttling.cpuSlowdownMultiplier=%g", slowdown)
	again := append(slices.Clone(args), "--output-path="+out, "-A="+artifacts, flag)
	lh.Command += "; then, its artifacts' CPU slowdown set to " + fmt.Sprintf("%g", slowdown) + ": node " + strings.Join(again, " ")
	if err := runNode(chromium, again); err != nil {
		lh.Error = err.Error()
		return lh
	}
	cal := lighthouse{Preset: preset, Command: lh.Command, Uncalibrated: lh.Performance, CPUSlowdown: slowdown}
	readLighthouse(out, &cal)
	return cal
}

// runNode runs node with args and Chromium as Lighthouse's browser, for at most 4 minutes.
func runNode(chromium string, args []string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Env = append(os.Environ(), "CHROME_PATH="+chromium)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%v: %s", err, lastLines(stderr.String(), 5))
	}
	return nil
}

// setArtifactsSlowdown sets the CPU slowdown of the settings saved with a run's artifacts,
// which Lighthouse's audit mode requires to be the ones it audits with. The slowdown played
// no part in gathering them: Lighthouse loads the page unthrottled and simulates it.
func setArtifactsSlowdown(name string, slowdown float64) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var a map[string]any
	if err := json.Unmarshal(data, &a); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	settings, _ := a["settings"].(map[string]any)
	throttling, _ := settings["throttling"].(map[string]any)
	if throttling == nil {
		return fmt.Errorf("%s: no settings.throttling", name)
	}
	throttling["cpuSlowdownMultiplier"] = slowdown
	data, err = json.Marshal(a)
	if err != nil {
		return err
	}
	return os.WriteFile(name, data, 0o644)
}

// readLighthouse reads the JSON report out into lh.
func readLighthouse(out string, lh *lighthouse) {
	data, err := os.ReadFile(out)
	if err != nil {
		lh.Error = err.Error()
		return
	}
	var r struct {
		LighthouseVersion string
		Environment       struct{ BenchmarkIndex float64 }
		RuntimeError      *struct{ Code, Message string }
		Categories        map[string]struct {
			Score     *float64
			AuditRefs []struct {
				ID     string
				Weight float64
			}
		}
		Audits map[string]struct {
			Score        *float64
			Title        string
			NumericValue *float64
		}
	}
	if err := json.Unmarshal(data, &r); err != nil {
		lh.Error = err.Error()
		return
	}
	lh.Version = r.LighthouseVersion
	lh.BenchmarkIndex = r.Environment.BenchmarkIndex
	if r.RuntimeError != nil && r.RuntimeError.Code != "" {
		lh.Error = r.RuntimeError.Code + ": " + r.RuntimeError.Message
	}
	lh.Performance = r.Categories["performance"].Score
	lh.Accessibility = r.Categories["accessibility"].Score
	lh.BestPractices = r.Categories["best-practices"].Score
	lh.Metrics = nil
	for _, id := range []string{"total-blocking-time", "largest-contentful-paint", "first-contentful-paint", "speed-index"} {
		if v := r.Audits[id].NumericValue; v != nil {
			if lh.Metrics == nil {
				lh.Metrics = map[string]float64{}
			}
			lh.Metrics[id] = math.Round(*v)
		}
	}
	lh.Failing = nil
	for _, cat := range []string{"performance", "accessibility", "best-practices"} {
		for _, ref := range r.Categories[cat].AuditRefs {
			a := r.Audits[ref.ID]
			if ref.Weight > 0 && a.Score != nil && *a.Score < 1 {
				lh.Failing = append(lh.Failing, fmt.Sprintf("%s: %s (%g)", cat, ref.ID, *a.Score))
			}
		}
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}
