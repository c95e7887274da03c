package server

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// Timeouts bound how long a client may hold a connection without making progress.
type Timeouts struct {
	ReadHeader time.Duration // to send a request's headers
	Read       time.Duration // to send a whole request
	Write      time.Duration // to take a whole response, from the end of its request
	Idle       time.Duration // between two requests on a kept-alive connection
}

// DefaultTimeouts are the server's: a request is a few hundred bytes, so a client gets 10 s
// for its headers; the largest response a browser gets, embed.wasm in brotli (about 1 MB),
// reaches a client of 100 kbit/s within the two minutes of Write; an idle connection is
// closed after 20 s, which a page that has loaded no longer needs (its service worker serves
// it from the cache).
func DefaultTimeouts() Timeouts {
	return Timeouts{ReadHeader: 10 * time.Second, Read: 30 * time.Second, Write: 2 * time.Minute, Idle: 20 * time.Second}
}

// NewServer returns an http.Server for h with the timeouts t, and request headers limited to
// 64 KiB (a GET of this site needs a few hundred bytes).
func NewServer(h http.Handler, t Timeouts) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.Read,
		WriteTimeout:      t.Write,
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    64 << 10,
	}
}

// Serve serves h on ln with the default timeouts until ctx is done, then lets the requests in
// flight finish (for at most 5 s).
func Serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := NewServer(h, DefaultTimeouts())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutCtx); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
