// Package harness starts what the browser tests (package e2e) and the bench (e2e/bench)
// drive: the project's own file server (the handler of serve.go) in this process, on a port of
// the caller's choosing, and a headless Chromium with a fresh profile and the flags this
// machine needs (no sandbox as root, no GPU, no background network: the network is closed).
package harness

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"mahjong/internal/server"
)

// AwaitPromise, an option of chromedp.Evaluate, makes it wait for the promise the expression
// returns and read the value it resolves to.
func AwaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }

// PointJS is a JavaScript function (e, owner, spots) that scrolls the element e into view
// and returns a point inside it that e itself receives, as {X, Y}: a tile of a higher layer
// or a neighbour may cover part of it. It tries the spots, fractions [x, y] of e's box, in
// order (the centre alone when spots is null). The element hit counts as e's when it is e
// or inside it, or, given owner (a selector), when its closest owner is e. When every spot
// is covered it returns {Err} naming what covers the centre.
const PointJS = `((e, owner, spots) => {
	e.scrollIntoView({block: "nearest", inline: "nearest"});
	const r = e.getBoundingClientRect();
	const mine = (hit) => !!hit && (owner ? hit.closest(owner) === e : hit === e || e.contains(hit));
	for (const [fx, fy] of spots || [[.5, .5]]) {
		const x = r.left + fx * r.width, y = r.top + fy * r.height;
		if (mine(document.elementFromPoint(x, y))) return {X: x, Y: y};
	}
	const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
	return {Err: "covered by " + (hit ? hit.outerHTML.slice(0, 160) : "nothing")};
})`

// TileSpots are the spots PointJS tries on a tile: the centre first, then points towards
// the edges that a tile of a higher layer leaves uncovered.
const TileSpots = `[[.5, .5], [.5, .65], [.4, .6], [.6, .6], [.5, .35], [.3, .5], [.7, .5]]`

// Server serves a built site in this process, through the handler and with the timeouts of
// serve.go (package mahjong/internal/server).
type Server struct {
	URL string // "http://127.0.0.1:PORT/"
	ts  *httptest.Server
}

// StartServer serves the site folder on addr ("127.0.0.1:0" for a free port).
func StartServer(site, addr string) (*Server, error) {
	h, err := server.New(site)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	ts := httptest.NewUnstartedServer(h)
	ts.Listener.Close()
	ts.Listener = ln
	ts.Config = server.NewServer(h, server.DefaultTimeouts())
	ts.Start()
	return &Server{URL: ts.URL + "/", ts: ts}, nil
}

// Stop closes the server and its connections, as a server that is gone: the browser finds
// nothing listening.
func (s *Server) Stop() { s.ts.Close() }

// StartBrowser starts Chromium at path with a fresh profile, plus extra options, and returns
// its context and what closes it (and removes the profile). The error says how to install
// Chromium when it cannot start.
func StartBrowser(path string, extra ...chromedp.ExecAllocatorOption) (context.Context, func(), error) {
	return StartBrowserWith(path, "", extra...)
}

// BlockSiteData are the preferences of a profile that blocks every site's data: reading
// window.localStorage throws a SecurityError, as when a player blocks cookies and site data.
const BlockSiteData = `{"profile": {"default_content_setting_values": {"cookies": 2}}}`

// StartBrowserWith is StartBrowser with the profile's preferences (the JSON of Chromium's
// Default/Preferences file) set before it starts; "" leaves Chromium's defaults.
func StartBrowserWith(path, prefs string, extra ...chromedp.ExecAllocatorOption) (context.Context, func(), error) {
	// Not a test's TempDir: Chromium may still write there while the testing package removes it.
	dataDir, err := os.MkdirTemp("", "mahjong-chromium-")
	if err != nil {
		return nil, nil, err
	}
	if prefs != "" {
		err := os.Mkdir(filepath.Join(dataDir, "Default"), 0o755)
		if err == nil {
			err = os.WriteFile(filepath.Join(dataDir, "Default", "Preferences"), []byte(prefs), 0o644)
		}
		if err != nil {
			removeLater(dataDir)
			return nil, nil, err
		}
	}
	opts := append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.UserDataDir(dataDir),
		chromedp.Flag("headless", "new"),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("mute-audio", true),
		chromedp.WindowSize(1280, 1000),
	}, extra...)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx, chromedp.WithErrorf(chromeErrorf))
	stop := func() {
		cancel()      // closes the browser
		cancelAlloc() // waits for the main process to end
		removeLater(dataDir)
	}
	// The first Run starts the process, bound to the context it is given: not a timeout's.
	if err := chromedp.Run(ctx); err != nil {
		stop()
		return nil, nil, fmt.Errorf("Chromium (%s) could not start: %v; install it with "+
			"\"apt-get install -y chromium\" or point $CHROMIUM at a Chromium binary", path, err)
	}
	return ctx, stop, nil
}

// removeLater removes a browser's profile folder. Chromium's helper processes can outlive the
// main one by a moment and write there again, so it looks once more after a pause.
func removeLater(dir string) {
	for i := 0; i < 10; i++ {
		os.RemoveAll(dir)
		time.Sleep(50 * time.Millisecond)
		if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
			return
		}
	}
	fmt.Fprintln(os.Stderr, "harness: could not remove", dir)
}

// chromeErrorf logs chromedp's errors but one: this chromedp predates the DOM domain's
// topLayerElementsUpdated event, which Chromium sends whenever a <dialog> opens or closes,
// and says so at every one; it needs no handling, and the lines would bury real errors.
func chromeErrorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if msg == "unhandled node event *dom.EventTopLayerElementsUpdated" {
		return
	}
	log.Print("ERROR: " + msg)
}
