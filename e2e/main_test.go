package e2e

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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
	srv, err := startServer(*siteDir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e: cannot start serve.go:", err)
		return 1
	}
	defer srv.stop()
	baseURL = srv.url

	stopBrowser := startBrowser()
	defer stopBrowser()
	return m.Run()
}

// server is serve.go running as a child process.
type server struct {
	cmd *exec.Cmd
	url string
	tmp string
}

// startServer builds serve.go into a temporary binary, starts it on a free port and reads
// the address from the line it prints first.
func startServer(site string) (*server, error) { return startServerAt(site, "127.0.0.1:0") }

// startServerAt is startServer on a given address (the offline test restarts a server on the
// port, and so the origin, of an earlier one).
func startServerAt(site, addr string) (*server, error) {
	site, err := filepath.Abs(site)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "mahjong-e2e-serve-")
	if err != nil {
		return nil, err
	}
	bin := filepath.Join(tmp, "serve")
	build := exec.Command("go", "build", "-o", bin, "serve.go")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("go build serve.go: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-addr", addr, "-dir", site)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	s := &server{cmd: cmd, tmp: tmp}
	lines := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		first := true
		for sc.Scan() { // keep reading, so that the server never blocks on a full pipe
			if first {
				lines <- sc.Text()
				first = false
			}
		}
		if first {
			close(lines)
		}
	}()
	select {
	case line, ok := <-lines:
		_, url, found := strings.Cut(line, " on ")
		if !ok || !found || !strings.HasPrefix(url, "http://") {
			s.stop()
			return nil, fmt.Errorf("serve.go printed %q, want \"serving DIR on http://ADDR/\"", line)
		}
		s.url = url
	case <-time.After(30 * time.Second):
		s.stop()
		return nil, errors.New("serve.go printed nothing in 30s")
	}
	return s, nil
}

// stop ends the server by its PID, as a user's Ctrl-C would, and removes its binary.
func (s *server) stop() {
	defer os.RemoveAll(s.tmp)
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-done:
		if err != nil {
			fmt.Fprintln(os.Stderr, "e2e: serve.go ended with", err)
		}
	case <-time.After(10 * time.Second):
		fmt.Fprintln(os.Stderr, "e2e: serve.go ignored SIGTERM for 10s; killing it")
		s.cmd.Process.Kill()
		<-done
	}
}

// startBrowser starts the one Chromium the tests share and returns what stops it. When it
// cannot start, browserErr says why and every test that needs a tab fails with it.
func startBrowser() (stop func()) {
	chromium = os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	// Not t.TempDir: Chromium may still write there while the testing package removes it.
	dataDir, err := os.MkdirTemp("", "mahjong-e2e-chromium-")
	if err != nil {
		browserErr = err
		return func() {}
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium),
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
	)
	ctx, cancel := chromedp.NewContext(allocCtx)
	stop = func() {
		cancel()      // closes the browser
		cancelAlloc() // waits for the main process to end
		removeLater(dataDir)
	}
	// The first Run starts the process, bound to the context it is given: not a timeout's.
	if err := chromedp.Run(ctx); err != nil {
		browserErr = fmt.Errorf("Chromium (%s) could not start: %v; install it with "+
			"\"apt-get install -y chromium\" or point $CHROMIUM at a Chromium binary", chromium, err)
		fmt.Fprintln(os.Stderr, "e2e:", browserErr)
		return stop
	}
	browserCtx = ctx
	return stop
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
	fmt.Fprintln(os.Stderr, "e2e: could not remove", dir)
}
