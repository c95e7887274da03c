package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
)

// TestHarnessCatchesProblems makes the page misbehave on purpose, in every way the tab's
// listener must notice, and checks that each is recorded; the other tests rely on it.
func TestHarnessCatchesProblems(t *testing.T) {
	tb := newTab(t)
	tb.open("")
	tb.eval(`(() => {
		console.error("harness: a console error");
		setTimeout(() => { throw new Error("harness: an uncaught exception"); }, 0);
		fetch("harness-missing-file.js").catch(() => {});
		const s = document.createElement("script"); // refused by the Content-Security-Policy
		s.textContent = "window.harnessInline = 1";
		document.body.append(s);
		return true;
	})()`, nil)
	want := map[string]string{
		"console error":         "console.error: harness: a console error",
		"uncaught exception":    "harness: an uncaught exception",
		"failed request":        "harness-missing-file.js: status 404",
		"CSP refusal (browser)": "Content Security Policy",
	}
	var got []string
	deadline := time.Now().Add(5 * time.Second)
	for {
		tb.mu.Lock()
		got = append([]string(nil), tb.problems...)
		tb.mu.Unlock()
		missing := 0
		for _, w := range want {
			if !containsSub(got, w) {
				missing++
			}
		}
		if missing == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("recorded:\n%s", strings.Join(got, "\n"))
	for what, w := range want {
		if !containsSub(got, w) {
			t.Errorf("the listener missed the %s (want a problem containing %q); it recorded:\n%s", what, w, strings.Join(got, "\n"))
		}
	}
	var inline bool
	tb.eval(`window.harnessInline === 1`, &inline)
	if inline {
		t.Errorf("an inline script ran: the server's Content-Security-Policy is not in force")
	}
	tb.mu.Lock()
	tb.problems = nil // all made on purpose
	tb.mu.Unlock()
}

func containsSub(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// TestHarnessPageClock checks the clock the tabs give the pages (harness.ShiftClock): the
// run's day, pageEpoch's, in Date as the page reads it (new Date(), Date.now(), Date() and Go's
// time.Now through them) while time still runs, and Date's other uses untouched.
func TestHarnessPageClock(t *testing.T) {
	tb := newTab(t)
	tb.open("")
	type clock struct {
		Today, Now, Called string
		DateOfValue        string
		UTC                float64
		IsDate, Subclass   bool
	}
	got := read[clock](tb, `(() => {
		class Later extends Date {}
		return {
			Today: new Date().toISOString().slice(0, 10), Now: new Date(Date.now()).toISOString().slice(0, 10),
			Called: Date(), DateOfValue: new Date(0).toISOString(), UTC: Date.UTC(2000, 0, 1),
			IsDate: new Date() instanceof Date, Subclass: new Later() instanceof Date && new Later(5).getTime() === 5,
		};
	})()`)
	today := pageToday().String()
	want := clock{Today: today, Now: today, Called: got.Called, DateOfValue: "1970-01-01T00:00:00.000Z",
		UTC: float64(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli()), IsDate: true, Subclass: true}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the page's Date (-want +got):\n%s", diff)
	}
	if !strings.Contains(got.Called, fmt.Sprint(pageEpoch.Year())) {
		t.Errorf("Date() says %q, not in %d", got.Called, pageEpoch.Year())
	}
	var start float64
	tb.eval(`Date.now()`, &start)
	if d := time.UnixMilli(int64(start)).Sub(pageEpoch); d < 0 || d > time.Hour {
		t.Errorf("the page's clock reads %v after the run's start, want a little after it", d)
	}
	tb.wait("the page's clock to run", fmt.Sprintf(`Date.now() > %f`, start))
	// The page's WebAssembly reads the same day: the Daily dialog's calendar marks it today.
	tb.open(link("shanghai-square", 1))
	tb.run("open the Daily dialog", chromedp.Click("#daily-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the calendar's today", fmt.Sprintf(`(document.querySelector('#daily-body .daily-calendar [aria-current="date"]') || {dataset: {}}).dataset.date === %q`, today))
}
