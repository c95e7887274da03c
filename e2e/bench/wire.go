package main

import (
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"sort"
	"sync"
	"sync/atomic"
)

// wire is an HTTP proxy in front of the file server for one cold load: it counts every byte
// the browser receives (status lines, headers and bodies, as they leave for the socket) and
// every request, the service worker's included. DevTools' network events of a page do not
// see the requests its service worker makes (the precache of the first visit), so the page's
// own count alone would leave them out. acceptEncoding, when not empty, replaces the
// Accept-Encoding of every request, the worker's too.
type wire struct {
	URL      string
	srv      *http.Server
	ln       net.Listener
	received atomic.Int64

	mu       sync.Mutex
	requests []string // "GET /path", in order
}

func startWire(target, acceptEncoding string) (*wire, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	w := &wire{URL: "http://" + ln.Addr().String() + "/"}
	w.ln = &countingListener{Listener: ln, n: &w.received}
	proxy := httputil.NewSingleHostReverseProxy(u)
	// No compression of the proxy's own: the server's encoded bodies pass through as they are.
	proxy.Transport = &http.Transport{DisableCompression: true, Proxy: nil}
	direct := proxy.Director
	proxy.Director = func(r *http.Request) {
		direct(r)
		if acceptEncoding != "" {
			r.Header.Set("Accept-Encoding", acceptEncoding)
		}
	}
	w.srv = &http.Server{Handler: http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		w.mu.Lock()
		w.requests = append(w.requests, r.Method+" "+r.URL.RequestURI())
		w.mu.Unlock()
		proxy.ServeHTTP(rw, r)
	})}
	go w.srv.Serve(w.ln)
	return w, nil
}

// counts returns the bytes received so far and the requests made, with how many times each
// was made.
func (w *wire) counts() (int64, int, map[string]int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	each := map[string]int{}
	for _, r := range w.requests {
		each[r]++
	}
	return w.received.Load(), len(w.requests), each
}

func (w *wire) stop() { w.srv.Close() }

// repeated lists the requests made more than once.
func repeated(each map[string]int) []string {
	var out []string
	for r, n := range each {
		if n > 1 {
			out = append(out, r)
		}
	}
	sort.Strings(out)
	return out
}

type countingListener struct {
	net.Listener
	n *atomic.Int64
}

func (l *countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &countingConn{Conn: c, n: l.n}, nil
}

type countingConn struct {
	net.Conn
	n *atomic.Int64
}

func (c *countingConn) Write(p []byte) (int, error) {
	n, err := c.Conn.Write(p)
	c.n.Add(int64(n))
	return n, err
}
