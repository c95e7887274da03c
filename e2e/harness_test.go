package e2e

import (
	"strings"
	"testing"
	"time"
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
