package main

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/chromedp/chromedp"
)

// langSwitch is what choosing another language in Settings downloads, after a first visit in
// English with the service worker active: the page loads again in the language, and what the
// worker does not hold yet comes over the wire (the language's catalog, its manifest).
type langSwitch struct {
	Lang     string   `json:"lang"`
	Bytes    int64    `json:"bytes"`
	Requests []string `json:"requests"`
}

// switchLanguage makes a first visit of url in English (brotli), waits for the service
// worker, chooses lang in Settings and counts what the page loaded in lang fetches.
func switchLanguage(chromium, url, lang string) (langSwitch, error) {
	w, err := startWire(url, "br, gzip")
	if err != nil {
		return langSwitch{}, err
	}
	defer w.stop()
	b, err := newBrowser(chromium)
	if err != nil {
		return langSwitch{}, err
	}
	defer b.close()
	ctx, cancel := context.WithTimeout(b.ctx, time.Minute)
	defer cancel()
	// The page is English and its service worker controls it (clients.claim).
	if err := chromedp.Run(ctx, chromedp.Navigate(w.URL),
		chromedp.Poll(`document.documentElement.dataset.ready === "1" && document.documentElement.lang === "en" && navigator.serviceWorker.controller !== null`,
			nil, chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)),
	); err != nil {
		return langSwitch{}, err
	}
	time.Sleep(500 * time.Millisecond) // the worker's precache settles
	before, _, seen := w.counts()
	// After this evaluation: the choice loads the page again.
	choose := fmt.Sprintf(`setTimeout(() => { const m = document.getElementById("lang-select");
		m.value = %q; m.dispatchEvent(new Event("change", {bubbles: true})); }, 0), true`, lang)
	if err := chromedp.Run(ctx, chromedp.Evaluate(choose, nil)); err != nil {
		return langSwitch{}, fmt.Errorf("choosing %s: %w", lang, err)
	}
	// The page goes away and comes back: ask until the new one answers.
	loaded := fmt.Sprintf(`document.documentElement.lang === %q && document.documentElement.dataset.ready === "1"`, lang)
	for done := false; !done; {
		if ctx.Err() != nil {
			return langSwitch{}, fmt.Errorf("the page did not come back in %s", lang)
		}
		time.Sleep(50 * time.Millisecond)
		chromedp.Run(ctx, chromedp.Evaluate(loaded, &done)) // fails while the page loads again
	}
	time.Sleep(500 * time.Millisecond)
	after, _, each := w.counts()
	s := langSwitch{Lang: lang, Bytes: after - before}
	for r, n := range each {
		for range n - seen[r] {
			s.Requests = append(s.Requests, r)
		}
	}
	sort.Strings(s.Requests)
	return s, nil
}
