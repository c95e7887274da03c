package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// The start-up's work on the page's main thread, from a trace of each cold load: the thread
// time (CPU) of each task, not its wall time, so that the figures hold on a machine whose
// other work delays the browser; the timings of the load section and Lighthouse's blocking
// time move with that load, this does not (much). It tells which task is long and why:
// script (the Go program, boot.js), style, layout, paint.

// startupRun is the start-up section: startupLoads cold loads, traced.
type startupRun struct {
	// CPU is each load's main-thread thread time, from navigation until a second after the
	// board is playable; Blocking its tasks' thread time over 50 ms.
	CPU      stats         `json:"cpu_ms"`
	Blocking stats         `json:"blocking_cpu_ms"`
	Loads    []startupLoad `json:"loads"`
}

// startupLoad is one traced cold load.
type startupLoad struct {
	ReadyMS  float64       `json:"ready_ms"`
	CPUMS    float64       `json:"cpu_ms"`
	Blocking float64       `json:"blocking_cpu_ms"`
	Tasks    []startupTask `json:"tasks"` // the tasks of more than 10 ms of thread time
}

// startupTask is one main-thread task: when it started (ms from navigation), its wall and
// thread time, and the thread time of what it did, by kind.
type startupTask struct {
	AtMS   float64            `json:"at_ms"`
	WallMS float64            `json:"wall_ms"`
	CPUMS  float64            `json:"cpu_ms"`
	Kinds  map[string]float64 `json:"kinds"`
}

// startupLoads is how many cold loads the start-up section traces.
const startupLoads = 5

// taskKinds names the trace events a task's thread time is split by (the outermost of each
// kind counts: a script's nested calls are not counted twice).
var taskKinds = map[string]string{
	"EvaluateScript": "script", "FunctionCall": "script", "v8.callFunction": "script", "TimerFire": "script",
	"UpdateLayoutTree": "style", "Layout": "layout", "Paint": "paint", "PrePaint": "paint",
	"ParseHTML": "parse", "ParseAuthorStyleSheet": "parse",
	"v8.wasm.compileConsume": "wasm compile", "wasm.OnBytesReceived": "wasm compile", "wasm.FinishStreaming": "wasm compile",
	"MajorGC": "gc", "MinorGC": "gc",
}

// startup traces startupLoads cold loads.
func (b *bench) startup() {
	res := &startupRun{}
	var cpu, blocking []float64
	for i := 0; i < startupLoads; i++ {
		l, err := tracedLoad(b.chromium, b.url)
		if err != nil {
			b.fail("traced cold load %d: %v", i+1, err)
			continue
		}
		res.Loads = append(res.Loads, l)
		cpu, blocking = append(cpu, l.CPUMS), append(blocking, l.Blocking)
	}
	res.CPU, res.Blocking = summarise(cpu), summarise(blocking)
	b.r.Startup = res
	b.progress("start-up, main thread: CPU %+v; blocking CPU %+v", res.CPU, res.Blocking)
}

// traceEvent is the part of a Chromium trace event the section reads.
type traceEvent struct {
	Name string         `json:"name"`
	Ph   string         `json:"ph"`
	Ts   float64        `json:"ts"`   // µs
	Dur  float64        `json:"dur"`  // µs, wall
	Tdur float64        `json:"tdur"` // µs, thread
	Tid  int64          `json:"tid"`
	Pid  int64          `json:"pid"`
	Args map[string]any `json:"args"`
}

// tracedLoad opens url in a new Chromium with tracing on, until a second after the board is
// playable, and sums the main thread's tasks.
func tracedLoad(chromium, url string) (startupLoad, error) {
	br, err := newBrowser(chromium)
	if err != nil {
		return startupLoad{}, err
	}
	defer br.close()
	ctx, cancel := context.WithTimeout(br.ctx, time.Minute)
	defer cancel()
	var events []traceEvent
	complete := make(chan struct{})
	chromedp.ListenTarget(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			for _, raw := range ev.Value {
				var e traceEvent
				if json.Unmarshal(raw, &e) == nil {
					events = append(events, e)
				}
			}
		case *tracing.EventTracingComplete:
			close(complete)
		}
	})
	var ready float64
	err = chromedp.Run(ctx,
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(probeJS).Do(ctx)
			return err
		}),
		tracing.Start().WithTraceConfig(&tracing.TraceConfig{IncludedCategories: []string{
			"toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.wasm",
			"blink.user_timing", "loading"}}).
			WithTransferMode(tracing.TransferModeReportEvents),
		chromedp.Navigate(url),
		chromedp.Poll(`window.__readyAt !== undefined || document.documentElement.dataset.error === "1"`, nil,
			chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)),
		chromedp.Evaluate(`window.__readyAt || 0`, &ready),
		chromedp.Sleep(time.Second),
		tracing.End(),
	)
	if err != nil {
		return startupLoad{}, err
	}
	select {
	case <-complete:
	case <-ctx.Done():
		return startupLoad{}, ctx.Err()
	}
	if ready == 0 {
		return startupLoad{}, fmt.Errorf("the page did not start")
	}
	l := mainThreadTasks(events, url)
	l.ReadyMS = round(ready)
	return l, nil
}

// mainThreadTasks finds the page's main thread (the renderer's main thread with the most
// tasks) and sums its tasks; times are from the navigation to url.
func mainThreadTasks(events []traceEvent, url string) startupLoad {
	type thread struct{ pid, tid int64 }
	mains := map[thread]bool{}
	tasks := map[thread]int{}
	for _, e := range events {
		if e.Ph == "M" && e.Name == "thread_name" && e.Args["name"] == "CrRendererMain" {
			mains[thread{e.Pid, e.Tid}] = true
		}
		if e.Name == "RunTask" {
			tasks[thread{e.Pid, e.Tid}]++
		}
	}
	var main thread
	for t := range mains {
		if tasks[t] > tasks[main] {
			main = t
		}
	}
	var mine []traceEvent
	nav, first := -1.0, -1.0 // the navigation to url; the thread's first, should none name it
	for _, e := range events {
		if e.Pid != main.pid || e.Tid != main.tid {
			continue
		}
		if e.Name == "navigationStart" {
			if first < 0 {
				first = e.Ts
			}
			if data, ok := e.Args["data"].(map[string]any); ok && data["documentLoaderURL"] == url && nav < 0 {
				nav = e.Ts
			}
		}
		if e.Ph == "X" {
			mine = append(mine, e)
		}
	}
	if nav < 0 {
		nav = first
	}
	slices.SortFunc(mine, func(a, b traceEvent) int {
		return cmp.Or(cmp.Compare(a.Ts, b.Ts), cmp.Compare(b.Dur, a.Dur)) // the outer event first
	})
	var l startupLoad
	var task *startupTask
	var end float64
	kindEnd := map[string]float64{}
	for _, e := range mine {
		if e.Name == "RunTask" && e.Ts >= end {
			cpu := e.Tdur / 1000
			l.CPUMS += cpu
			l.Blocking += max(cpu-50, 0)
			end, task = e.Ts+e.Dur, nil
			if cpu > 10 {
				l.Tasks = append(l.Tasks, startupTask{AtMS: round((e.Ts - nav) / 1000), WallMS: round(e.Dur / 1000), CPUMS: round(cpu), Kinds: map[string]float64{}})
				task = &l.Tasks[len(l.Tasks)-1]
			}
			clear(kindEnd)
			continue
		}
		kind, ok := taskKinds[e.Name]
		if task == nil || !ok || e.Ts+e.Dur > end || e.Ts < kindEnd[kind] {
			continue
		}
		task.Kinds[kind] = round(task.Kinds[kind] + e.Tdur/1000)
		kindEnd[kind] = e.Ts + e.Dur
	}
	l.CPUMS, l.Blocking = round(l.CPUMS), round(l.Blocking)
	return l
}

// printStartup prints the start-up section: the figures, and the long tasks of each load.
func printStartup(w io.Writer, r *report) {
	s := r.Startup
	if s == nil {
		return
	}
	fmt.Fprintf(w, "\nstart-up, the page's main thread (thread time of %d traced cold loads, from navigation to a second after the board is playable; ms):\n", len(s.Loads))
	fmt.Fprintf(w, "  CPU median %.1f, max %.1f; CPU over 50 ms in its tasks (blocking) median %.1f, max %.1f\n", s.CPU.Median, s.CPU.Max, s.Blocking.Median, s.Blocking.Max)
	for i, l := range s.Loads {
		var tasks []string
		for _, t := range l.Tasks {
			kinds := sortedJoin(t.Kinds, func(k string, v float64) string { return fmt.Sprintf("%s %.1f", k, v) }, ", ")
			tasks = append(tasks, fmt.Sprintf("at %.0f: %.1f (%s)", t.AtMS, t.CPUMS, kinds))
		}
		fmt.Fprintf(w, "  load %d, ready at %.0f, CPU %.1f; tasks over 10 ms: %s\n", i+1, l.ReadyMS, l.CPUMS, strings.Join(tasks, "; "))
	}
}
