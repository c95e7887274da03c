// Command serve is the project's small static file server: it serves the site folder that
// build.sh makes, the way a production static host should (right MIME types, precompressed
// bodies, cache and security headers, timeouts). The handler is package
// mahjong/internal/server; docs/serving.md describes what it sends.
//
//	go run serve.go [-addr 127.0.0.1:8080] [-dir site]
//
// When -addr is not given, the PORT environment variable picks the port on 127.0.0.1. An addr
// with port 0 picks a free port; the first line printed, "serving DIR on http://ADDR/", names
// the real one. It stops on SIGINT or SIGTERM, once the requests in flight are answered.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"mahjong/internal/server"
)

func main() {
	addr := flag.String("addr", "", "address to listen on (default 127.0.0.1:$PORT, or 127.0.0.1:8080)")
	dir := flag.String("dir", "site", "site folder to serve")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "serve: unexpected arguments:", strings.Join(flag.Args(), " "))
		flag.Usage()
		os.Exit(2)
	}
	if *addr == "" {
		*addr = defaultAddr(os.Getenv("PORT"))
	}
	if err := serve(*addr, *dir); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

// defaultAddr is where the server listens when -addr is not given.
func defaultAddr(port string) string {
	if port == "" {
		port = "8080"
	}
	return net.JoinHostPort("127.0.0.1", port)
}

// serve listens on addr and serves dir until SIGINT or SIGTERM.
func serve(addr, dir string) error {
	h, err := server.New(dir)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving %s on http://%s/\n", dir, ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return server.Serve(ctx, ln, h)
}
