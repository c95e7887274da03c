package e2e

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"mahjong/e2e/harness"
	"mahjong/engine/daily"
)

var siteDir = flag.String("site", "../site", "the built site folder (made by ./build.sh)")

// pageEpoch is the instant the pages' clock reads when the run starts (harness.ShiftClock):
// the tests give the page a date of their own, so that "today" is the same day on every run,
// with no race at UTC midnight, and a day whose daily deals are checked (engine/daily's
// picks). Noon, so that a run of hours stays on that day; the first of a month, so that the
// day before is in the calendar's month before.
var pageEpoch = time.Date(2026, time.December, 1, 12, 0, 0, 0, time.UTC)

// The server and the browser are shared by every test; each test opens its own tab.
var (
	baseURL    string          // "http://127.0.0.1:PORT/"
	browserCtx context.Context // the browser; nil when it could not start
	browserErr error           // why it could not start
	chromium   string          // the browser binary
	clockShift time.Duration   // how far the pages' clock is ahead of the machine's
)

// pageToday is the day the pages read as today (UTC), as the page computes it.
func pageToday() daily.Date { return daily.Of(time.Now().Add(clockShift)) }

func TestMain(m *testing.M) {
	flag.Parse()
	os.Exit(run(m))
}

func run(m *testing.M) int {
	if _, err := os.Stat(filepath.Join(*siteDir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: no built site in %s (%v): run ./build.sh test\n", *siteDir, err)
		return 1
	}
	srv, err := harness.StartServer(*siteDir, "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e: cannot serve the site:", err)
		return 1
	}
	defer srv.Stop()
	baseURL = srv.URL
	clockShift = time.Until(pageEpoch)

	stopBrowser := startBrowser()
	defer stopBrowser()
	return m.Run()
}

// startBrowser starts the one Chromium the tests share and returns what stops it. When it
// cannot start, browserErr says why and every test that needs a tab fails with it.
func startBrowser() (stop func()) {
	chromium = os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	ctx, stop, err := harness.StartBrowser(chromium)
	if err != nil {
		browserErr = err
		fmt.Fprintln(os.Stderr, "e2e:", browserErr)
		return func() {}
	}
	browserCtx = ctx
	return stop
}
