package e2e

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mahjong/e2e/harness"
)

var siteDir = flag.String("site", "../site", "the built site folder (made by ./build.sh)")

// The server and the browser are shared by every test; each test opens its own tab.
var (
	baseURL    string          // "http://127.0.0.1:PORT/"
	browserCtx context.Context // the browser; nil when it could not start
	browserErr error           // why it could not start
	chromium   string          // the browser binary
)

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
