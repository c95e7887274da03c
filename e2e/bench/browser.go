package main

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
)

// browser is one Chromium with its own fresh profile folder, removed when it closes.
type browser struct {
	ctx   context.Context
	close func()
}

// newBrowser starts Chromium with the e2e harness's flags, plus extra ones.
func newBrowser(chromium string, extra ...chromedp.ExecAllocatorOption) (*browser, error) {
	ctx, stop, err := harness.StartBrowser(chromium, extra...)
	if err != nil {
		return nil, err
	}
	return &browser{ctx: ctx, close: stop}, nil
}

// probeJS runs in every document before the page's scripts: it notes when <html> gets
// data-ready="1" (the board is playable) and the main thread's long tasks, keeps the Go
// instance's linear memory on window.__wasmMemory and the durations of the page's User
// Timing measures by name on window.__measures (the page clears each measure once made),
// without any change to the site.
const probeJS = `(() => {
	window.__measures = {};
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) (window.__measures[e.name] ||= []).push(e.duration);
	}).observe({type: "measure"});
	const keep = (r) => {
		const inst = r && (r.instance || r);
		if (inst && inst.exports && inst.exports.mem) window.__wasmMemory = inst.exports.mem;
		window.__instantiatedAt = performance.now();
		return r;
	};
	for (const name of ["instantiateStreaming", "instantiate"]) {
		const f = WebAssembly[name];
		if (f) WebAssembly[name] = function (...args) { return f.apply(this, args).then(keep); };
	}
	window.__longTasks = [];
	try {
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
		}).observe({type: "longtask", buffered: true});
	} catch (e) {}
	new MutationObserver((_, o) => {
		const h = document.documentElement;
		if (h && h.dataset.ready === "1" && window.__readyAt === undefined) {
			window.__readyAt = performance.now();
			o.disconnect();
		}
	}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
})()`

// load is one cold visit: a fresh browser opens the page once.
type load struct {
	ReadyMS float64 `json:"ready_ms"` // navigation start to data-ready="1"
	// Where the time goes: navigation start to main.wasm's last byte, to the Go instance
	// compiled and instantiated; the rest to ReadyMS is the Go program starting up.
	WasmFetchedMS  float64 `json:"wasm_fetched_ms"`
	InstantiatedMS float64 `json:"instantiated_ms"`
	// LongTasksMS are the page's main-thread tasks of over 50 ms (the Long Tasks API) from
	// navigation until the worker is active; BlockingMS is the sum of their time over 50 ms:
	// the total blocking time, on this machine's processor and without Lighthouse's fourfold
	// slowdown.
	LongTasksMS []float64 `json:"long_tasks_ms"`
	BlockingMS  float64   `json:"blocking_ms"`
	// Bytes and Requests are what went over the wire, counted by a proxy in front of the
	// server: every request, the service worker's precache included, from navigation until
	// the worker is active. PageBytes and PageRequests are the page's own requests as Chromium
	// counts them (encoded transfer size, headers included), which leave the worker's out.
	Bytes        int64          `json:"bytes"`
	Requests     int            `json:"requests"`
	Each         map[string]int `json:"each_request"`       // "GET /path" → times asked
	Repeated     []string       `json:"repeated,omitempty"` // requests made more than once
	PageBytes    int64          `json:"page_bytes"`
	PageRequests int            `json:"page_requests"`
	Worker       string         `json:"worker"`    // the service worker's state when counted
	Encodings    map[string]int `json:"encodings"` // Content-Encoding of the page's responses ("" for none) → count
	Failed       []string       `json:"failed,omitempty"`
}

// visit is how a cold load opens its page.
type visit struct {
	// acceptEncoding, when not empty, replaces the Accept-Encoding header of every request.
	acceptEncoding string
	// throttle emulates a 10 Mbit/s link with 40 ms latency for the page (the service
	// worker, which starts once the board is playable, is not throttled).
	throttle bool
	// floor is the floor page's visit, which has no service worker to wait for.
	floor bool
}

// coldLoad opens url in a new Chromium, through a counting proxy (wire), as v says.
func coldLoad(chromium, url string, v visit) (load, error) {
	w, err := startWire(url, v.acceptEncoding)
	if err != nil {
		return load{}, err
	}
	defer w.stop()
	url = w.URL
	b, err := newBrowser(chromium)
	if err != nil {
		return load{}, err
	}
	defer b.close()
	ctx, cancel := context.WithTimeout(b.ctx, time.Minute)
	defer cancel()

	var mu sync.Mutex
	res := load{Encodings: map[string]int{}}
	listenLoad(ctx, &mu, &res)
	actions := []chromedp.Action{network.Enable(), chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(probeJS).Do(ctx)
		return err
	})}
	if v.throttle {
		const bytesPerSecond = 10e6 / 8
		actions = append(actions, network.EmulateNetworkConditions(false, 40, bytesPerSecond, bytesPerSecond))
	}
	actions = append(actions,
		chromedp.Navigate(url),
		chromedp.Poll(`window.__readyAt !== undefined || document.documentElement.dataset.error === "1"`, nil,
			chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)),
	)
	if err := chromedp.Run(ctx, actions...); err != nil {
		return load{}, err
	}
	var ready struct {
		At, Fetched, Instantiated float64
		Long                      [][2]float64
		Error                     string
	}
	// The first visit lasts until the service worker has cached the site: wait for it to be
	// active, let the last requests settle, then read.
	worker := "none (the floor page)"
	if !v.floor {
		if err := chromedp.Run(ctx, chromedp.Evaluate(`Promise.race([
			navigator.serviceWorker.ready.then((r) => r.active ? r.active.state : "none"),
			new Promise((resolve) => setTimeout(() => resolve("not active after 15s"), 15000)),
		])`, &worker, harness.AwaitPromise)); err != nil {
			return load{}, err
		}
	}
	time.Sleep(300 * time.Millisecond)
	res.Worker = worker
	res.Bytes, res.Requests, res.Each = w.counts()
	res.Repeated = repeated(res.Each)
	if err := chromedp.Run(ctx, chromedp.Evaluate(`({At: window.__readyAt || 0, Instantiated: window.__instantiatedAt || 0,
		Fetched: (performance.getEntriesByType("resource").find((e) => e.name.endsWith("/main.wasm")) || {}).responseEnd || 0,
		Long: window.__longTasks || [],
		Error: document.documentElement.dataset.error === "1" ? document.getElementById("notice").textContent : ""})`, &ready)); err != nil {
		return load{}, err
	}
	if ready.Error != "" {
		return load{}, fmt.Errorf("the page did not start: %s", ready.Error)
	}
	mu.Lock()
	defer mu.Unlock()
	res.ReadyMS = round(ready.At)
	res.WasmFetchedMS, res.InstantiatedMS = round(ready.Fetched), round(ready.Instantiated)
	for _, t := range ready.Long {
		res.LongTasksMS = append(res.LongTasksMS, round(t[1]))
		res.BlockingMS += max(t[1]-50, 0)
	}
	res.BlockingMS = round(res.BlockingMS)
	return res, nil
}

// listenLoad counts into res, under mu, the responses of the page of ctx by Content-Encoding,
// its bytes and requests, and the requests that failed.
func listenLoad(ctx context.Context, mu *sync.Mutex, res *load) {
	urls := map[network.RequestID]string{}
	chromedp.ListenTarget(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			urls[ev.RequestID] = ev.Request.URL
		case *network.EventResponseReceived:
			enc := ""
			for k, v := range ev.Response.Headers {
				if strings.EqualFold(k, "Content-Encoding") {
					enc = fmt.Sprint(v)
				}
			}
			res.Encodings[enc]++
		case *network.EventLoadingFinished:
			res.PageBytes += int64(ev.EncodedDataLength)
			res.PageRequests++
		case *network.EventLoadingFailed:
			res.Failed = append(res.Failed, urls[ev.RequestID]+": "+ev.ErrorText)
		}
	})
}
