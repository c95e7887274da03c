package server

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// shortTimeouts make the tests' server give up on a client within a fraction of a second.
var shortTimeouts = Timeouts{ReadHeader: 300 * time.Millisecond, Read: 300 * time.Millisecond,
	Write: 300 * time.Millisecond, Idle: 300 * time.Millisecond}

// patience is how long a test waits for the server to let go of a client: far longer than
// shortTimeouts even on a machine loaded many times over, and a bound where a server without
// timeouts would hold on forever.
const patience = 30 * time.Second

// startServer serves h on a free port of the loopback with the timeouts t, and returns its
// address, a channel that receives once each time the handler returns and one that receives
// once each time the server closes a connection.
func startServer(t *testing.T, h http.Handler, to Timeouts) (addr string, done, closed <-chan struct{}) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	returned, shut := make(chan struct{}, 16), make(chan struct{}, 16)
	srv := NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() { returned <- struct{}{} }()
		h.ServeHTTP(w, r)
	}), to)
	srv.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateClosed {
			shut <- struct{}{}
		}
	}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String(), returned, shut
}

// closedWithin reports whether the server closes c (a read ends in EOF or a reset, the bytes
// before it read and dropped) within d.
func closedWithin(t *testing.T, c net.Conn, d time.Duration) bool {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, c)
	var ne net.Error
	return !(errors.As(err, &ne) && ne.Timeout())
}

func TestDefaultTimeouts(t *testing.T) {
	to := DefaultTimeouts()
	srv := NewServer(http.NotFoundHandler(), to)
	for name, d := range map[string]time.Duration{
		"ReadHeaderTimeout": srv.ReadHeaderTimeout, "ReadTimeout": srv.ReadTimeout,
		"WriteTimeout": srv.WriteTimeout, "IdleTimeout": srv.IdleTimeout,
	} {
		if d <= 0 || d > 5*time.Minute {
			t.Errorf("%s is %v; want a bound between 0 and 5 minutes", name, d)
		}
	}
	if srv.ReadHeaderTimeout != to.ReadHeader || srv.ReadTimeout != to.Read || srv.WriteTimeout != to.Write || srv.IdleTimeout != to.Idle {
		t.Errorf("NewServer's timeouts %v %v %v %v differ from %+v", srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout, to)
	}
}

// TestIdleClients checks that the server closes connections that stop talking: a kept-alive
// connection after its request, one that never sends a request, and one that stops in the
// middle of its headers.
func TestIdleClients(t *testing.T) {
	addr, _, _ := startServer(t, handler(t, site(t)), shortTimeouts)
	tests := []struct {
		name  string
		send  string
		reply bool // whether a whole response comes first
	}{
		{"kept alive after a request", "GET /boot.js HTTP/1.1\r\nHost: test\r\n\r\n", true},
		{"never sends a request", "", false},
		{"stops inside the headers", "GET /boot.js HTTP/1.1\r\nHost: te", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if _, err := io.WriteString(c, tt.send); err != nil {
				t.Fatal(err)
			}
			if tt.reply {
				br := bufio.NewReader(c)
				c.SetReadDeadline(time.Now().Add(patience))
				res, err := http.ReadResponse(br, nil)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := io.Copy(io.Discard, res.Body); err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
				if res.Close {
					t.Fatal("the server closed the connection after its response: it is not kept alive")
				}
			}
			start := time.Now()
			if !closedWithin(t, c, patience) {
				t.Fatalf("the server still holds the connection after %v", patience)
			}
			t.Logf("closed after %v", time.Since(start).Round(time.Millisecond))
		})
	}
}

// TestStalledReader checks that a client that asks for a large file and never reads it does
// not hold the response: the handler returns and the server closes the connection. (What the
// kernel had already taken to send may still trickle out: that is the kernel's, bounded.)
func TestStalledReader(t *testing.T) {
	dir := site(t)
	// Larger than what the loopback's socket buffers take in without the client reading
	// (4 MiB to send, and a receive buffer that does not grow while nothing is read).
	big := make([]byte, 16<<20)
	if err := os.WriteFile(filepath.Join(dir, "big.png"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	addr, done, closed := startServer(t, handler(t, dir), shortTimeouts)
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetReadBuffer(4096) // so that the kernel does not read for the client
	}
	if _, err := fmt.Fprint(c, "GET /big.png HTTP/1.1\r\nHost: test\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
	case <-time.After(patience):
		t.Fatalf("the handler still writes to a client that reads nothing after %v", patience)
	}
	select {
	case <-closed:
	case <-time.After(patience):
		t.Fatalf("the server still holds the stalled connection after %v", patience)
	}
}

// TestServeStops checks that Serve answers until its context ends, then returns nil.
func TestServeStops(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() { errc <- Serve(ctx, ln, handler(t, site(t))) }()
	res, err := http.Get("http://" + ln.Addr().String() + "/boot.js")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("status %d, want 200", res.StatusCode)
	}
	cancel()
	select {
	case err := <-errc:
		if err != nil {
			t.Errorf("Serve returned %v after its context ended; want nil", err)
		}
	case <-time.After(patience):
		t.Fatalf("Serve still runs %v after its context ended", patience)
	}
}
