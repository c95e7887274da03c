package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSummarise(t *testing.T) {
	for _, tt := range []struct {
		name string
		in   []float64
		want stats
	}{
		{"empty", nil, stats{}},
		{"one", []float64{3}, stats{N: 1, Median: 3, P95: 3, Max: 3, Mean: 3}},
		{"even median is the mean of the middle two", []float64{4, 1, 3, 2}, stats{N: 4, Median: 2.5, P95: 4, Max: 4, Mean: 2.5}},
		{"odd", []float64{5, 1, 3}, stats{N: 3, Median: 3, P95: 5, Max: 5, Mean: 3}},
		// 20 values 1..20: the 95th percentile by nearest rank is the 19th.
		{"p95 by nearest rank", seq(20), stats{N: 20, Median: 10.5, P95: 19, Max: 20, Mean: 10.5}},
		{"p95 of 200", seq(200), stats{N: 200, Median: 100.5, P95: 190, Max: 200, Mean: 100.5}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, summarise(tt.in)); diff != "" {
				t.Errorf("summarise(%v) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func seq(n int) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = float64(n - i) // reversed, so that sorting is exercised
	}
	return xs
}

func TestMedianRun(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	tests := []struct {
		name string
		runs []lighthouse
		want lighthouse
	}{
		{"three", []lighthouse{{Performance: f(0.95), BenchmarkIndex: 900}, {Performance: f(0.91), BenchmarkIndex: 500}, {Performance: f(0.97), BenchmarkIndex: 1000}},
			lighthouse{Performance: f(0.95), BenchmarkIndex: 900, Runs: []float64{0.95, 0.91, 0.97}, Indexes: []float64{900, 500, 1000}}},
		{"two: the lower", []lighthouse{{Performance: f(0.95), BenchmarkIndex: 900}, {Performance: f(0.91), BenchmarkIndex: 500}},
			lighthouse{Performance: f(0.91), BenchmarkIndex: 500, Runs: []float64{0.95, 0.91}, Indexes: []float64{900, 500}}},
		{"one", []lighthouse{{Performance: f(0.9), BenchmarkIndex: 700}}, lighthouse{Performance: f(0.9), BenchmarkIndex: 700, Runs: []float64{0.9}, Indexes: []float64{700}}},
		{"a failed run", []lighthouse{{Performance: f(0.95)}, {Error: "no Chromium"}}, lighthouse{Error: "no Chromium"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, medianRun(tt.runs)); diff != "" {
				t.Errorf("medianRun (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLighthouseTransient(t *testing.T) {
	for _, tt := range []struct {
		name, err string
		want      bool
	}{
		{"no error", "", false},
		{"its trace missed the navigation", "exit status 1: Runtime error encountered: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)", true},
		{"the same, read from its report", "NO_NAVSTART: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)", true},
		{"no browser", "exit status 1: Runtime error encountered: The CHROME_PATH environment variable must be set to a Chrome/Chromium executable no older than Chrome stable.", false},
		{"the page did not load", "ERRORED_DOCUMENT_REQUEST: Lighthouse was unable to reliably load the page you requested. (Status code: 404)", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := (lighthouse{Error: tt.err}).transient(); got != tt.want {
				t.Errorf("transient(%q) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}

func TestCPUSlowdown(t *testing.T) {
	for _, tt := range []struct {
		name  string
		index float64
		want  float64
	}{
		{"not measured: Lighthouse's own", 0, 4},
		{"as fast as Lighthouse expects", 1000, 4},
		{"faster", 1800, 4},
		{"half as fast", 500, 2},
		{"in proportion", 437, 1.75},
		{"slower than the phone emulated", 200, 0.8},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := cpuSlowdown(tt.index); got != tt.want {
				t.Errorf("cpuSlowdown(%g) = %g, want %g", tt.index, got, tt.want)
			}
		})
	}
}

func TestSetArtifactsSlowdown(t *testing.T) {
	for _, tt := range []struct {
		name, in, want, err string
	}{
		{"sets it, keeps the rest", `{"settings":{"throttling":{"cpuSlowdownMultiplier":4,"rttMs":150},"formFactor":"mobile"},"URL":{"finalDisplayedUrl":"x"}}`,
			`{"URL":{"finalDisplayedUrl":"x"},"settings":{"formFactor":"mobile","throttling":{"cpuSlowdownMultiplier":1.5,"rttMs":150}}}`, ""},
		{"no throttling", `{"settings":{}}`, "", "no settings.throttling"},
		{"not JSON", `{`, "", "unexpected end of JSON input"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			name := filepath.Join(t.TempDir(), "artifacts.json")
			if err := os.WriteFile(name, []byte(tt.in), 0o644); err != nil {
				t.Fatal(err)
			}
			err := setArtifactsSlowdown(name, 1.5)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("setArtifactsSlowdown: error %v, want one saying %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("artifacts.json (-want +got):\n%s", diff)
			}
		})
	}
}
