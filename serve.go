// Command serve is the project's small static file server: it serves the site folder that
// build.sh makes, the way a production static host should (right MIME types, precompressed
// bodies, cache and security headers), and it also makes those precompressed bodies.
//
//	go run serve.go [-addr 127.0.0.1:8080] [-dir site]
//	go run serve.go -precompress site
//	go run serve.go -headers site
//	go run serve.go -pack site
//
// When -addr is not given, the PORT environment variable picks the port on 127.0.0.1. An addr
// with port 0 picks a free port; the first line printed, "serving DIR on http://ADDR/", names
// the real one, so that tests can start the server and read where it listens.
//
// For every compressible file (.wasm .js .css .html .svg .webmanifest .json) the site holds
// a .br and a .gz beside it, made by -precompress; a request whose Accept-Encoding allows it
// gets the brotli body, else the gzip one, else the original. Nothing is compressed per request.
//
// -pack rewrites every .wasm file of the folder with its data segments merged (see packWasm):
// the module does the same, and compresses much better.
package main

import (
	"cmp"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/andybalholm/brotli"
)

func main() {
	addr := flag.String("addr", "", "address to listen on (default 127.0.0.1:$PORT, or 127.0.0.1:8080)")
	dir := flag.String("dir", "site", "site folder to serve")
	pre := flag.String("precompress", "", "write a .gz and a .br beside every compressible file of this folder, then exit")
	headersDir := flag.String("headers", "", "write the security headers as a _headers file into this folder (before -precompress, if both), then exit")
	packDir := flag.String("pack", "", "merge the data segments of every .wasm file of this folder (before -precompress, if both), then exit")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "serve: unexpected arguments:", strings.Join(flag.Args(), " "))
		flag.Usage()
		os.Exit(2)
	}
	if *headersDir != "" {
		if err := writeHeadersFile(*headersDir); err != nil {
			fmt.Fprintln(os.Stderr, "serve:", err)
			os.Exit(1)
		}
	}
	if *packDir != "" {
		if err := packDirWasm(*packDir); err != nil {
			fmt.Fprintln(os.Stderr, "serve:", err)
			os.Exit(1)
		}
	}
	if *pre != "" {
		n, err := precompress(*pre)
		if err != nil {
			fmt.Fprintln(os.Stderr, "serve:", err)
			os.Exit(1)
		}
		fmt.Printf("precompressed %d files in %s\n", n, *pre)
	}
	if *headersDir != "" || *packDir != "" || *pre != "" {
		return // build steps (in this order: each may change what the next one reads), no server
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

// serve listens on addr and serves dir until SIGINT or SIGTERM, then lets the requests in
// flight finish.
func serve(addr, dir string) error {
	h, err := newHandler(dir)
	if err != nil {
		return err
	}
	defer h.root.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	fmt.Printf("serving %s on http://%s/\n", dir, ln.Addr())

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(shutCtx)
}

// handler serves the files of one folder. The folder is opened as an os.Root, so that no
// request path, symbolic link or ".." can reach a file outside it.
type handler struct {
	root *os.Root
}

func newHandler(dir string) (*handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &handler{root: root}, nil
}

// contentTypes are the types of what a site holds. Text types name their charset so that
// the browser never guesses.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".svg":         "image/svg+xml",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".txt":         "text/plain; charset=utf-8",
	".png":         "image/png",
	".ico":         "image/x-icon",
	".webp":        "image/webp",
	".gz":          "application/gzip",
	".br":          "application/octet-stream",
}

// compressible are the extensions that get a .gz and a .br beside them.
var compressible = map[string]bool{
	".wasm": true, ".js": true, ".css": true, ".html": true, ".svg": true, ".webmanifest": true, ".json": true,
}

// csp allows nothing but the site itself: no other origin, and no inline script but the one
// index.html runs before its first paint (allowed by its hash, menuScriptHash);
// wasm-unsafe-eval lets the page compile main.wasm. Inline styles stay allowed: the page
// sets tiles' positions in style attributes. frame-ancestors is added per page.
const csp = "default-src 'self'; script-src 'self' '" + menuScriptHash + "' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'"

// menuScriptHash is the hash of index.html's inline script, which shows the default game's
// name in the game menu in the page's first frame (a test keeps it equal to the script).
const menuScriptHash = "sha256-GdSbsz6jT9kHT7yJh9whnYTrcLJKbhJ794vf7z2D1cw="

// headerRules are the security headers, in the form of the _headers file that static hosts
// such as Netlify and Cloudflare Pages read: every rule whose path matches applies ("/*"
// matches everything, any other path only itself). The server sends them and -headers
// writes them out, so that a static host serves the site the same way. A host combines the
// values of a header named by two matching rules, so each page's policy is named once: the
// site's pages may be framed only by the site itself, the embed page by any site.
var headerRules = []struct {
	path    string
	headers [][2]string
}{
	{"/*", [][2]string{
		{"X-Content-Type-Options", "nosniff"},
		{"Referrer-Policy", "no-referrer"},
		{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"},
	}},
	{"/", pageHeaders},
	{"/index.html", pageHeaders},
	{"/embed.html", embedHeaders},
	{"/embed", embedHeaders}, // hosts that drop .html from addresses
}

var (
	pageHeaders = [][2]string{
		{"Content-Security-Policy", csp + "; frame-ancestors 'self'"},
		{"X-Frame-Options", "SAMEORIGIN"},
		{"Cross-Origin-Opener-Policy", "same-origin"},
	}
	embedHeaders = [][2]string{
		{"Content-Security-Policy", csp + "; frame-ancestors *"},
	}
)

// securityHeaders sets the headers of every rule that matches urlPath.
func securityHeaders(hd http.Header, urlPath string) {
	for _, r := range headerRules {
		if r.path == "/*" || r.path == urlPath {
			for _, h := range r.headers {
				hd.Set(h[0], h[1])
			}
		}
	}
}

// writeHeadersFile writes the rules as dir/_headers.
func writeHeadersFile(dir string) error {
	var b strings.Builder
	b.WriteString("# Security headers for static hosts that read _headers (Netlify, Cloudflare Pages).\n" +
		"# Written by serve.go -headers: the same headers serve.go sends.\n")
	for _, r := range headerRules {
		b.WriteString(r.path + "\n")
		for _, h := range r.headers {
			b.WriteString("  " + h[0] + ": " + h[1] + "\n")
		}
	}
	return os.WriteFile(filepath.Join(dir, "_headers"), []byte(b.String()), 0o644)
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hd := w.Header()
	securityHeaders(hd, r.URL.Path)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hd.Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := h.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	ext := path.Ext(name)
	if ct, ok := contentTypes[ext]; ok {
		hd.Set("Content-Type", ct)
	} else {
		hd.Set("Content-Type", "application/octet-stream")
	}
	// Every file is revalidated (a cheap 304 by its ETag): the service worker does the real
	// caching, and it fills a new build's cache through the browser's HTTP cache, which must
	// not hand it the files of the build before.
	hd.Set("Cache-Control", "no-cache")
	if compressible[ext] {
		hd.Set("Vary", "Accept-Encoding")
		if enc, suffix := pickEncoding(r.Header.Get("Accept-Encoding")); enc != "" {
			if cf, cinfo, err := h.open(name + suffix); err == nil {
				f.Close()
				f, info = cf, cinfo
				hd.Set("Content-Encoding", enc)
				// ServeContent leaves out the length of an encoded body (it guards against
				// handlers that compress as they write); this one is a file of known size.
				// A range request still gets its own length, of the range of encoded bytes.
				hd.Set("Content-Length", strconv.FormatInt(cinfo.Size(), 10))
			}
		}
	}
	defer f.Close()
	hd.Set("ETag", etag(info, hd.Get("Content-Encoding")))
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// fileName maps a URL path to a slash-separated name inside the site, "index.html" for the
// folder itself. It refuses paths that are not clean: after path.Clean of a rooted path no
// ".." can remain, and os.Root refuses anything else that would leave the folder.
func fileName(urlPath string) (string, bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	clean := path.Clean(urlPath)
	if strings.HasSuffix(urlPath, "/") {
		clean = path.Join(clean, "index.html")
	}
	name := strings.TrimPrefix(clean, "/")
	if name == "" {
		name = "index.html"
	}
	return name, fs.ValidPath(name)
}

// open opens a regular file of the site; folders and anything else are not served.
func (h *handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(filepath.FromSlash(name))
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, info, nil
}

// etag names one version of one encoding of a file, so that no-cache revalidation is cheap.
func etag(info fs.FileInfo, encoding string) string {
	tag := strconv.FormatInt(info.ModTime().UnixNano(), 36) + "-" + strconv.FormatInt(info.Size(), 36)
	if encoding != "" {
		tag += "-" + encoding
	}
	return `"` + tag + `"`
}

// pickEncoding chooses the encoding of the response from an Accept-Encoding header: brotli
// when the client accepts it, else gzip, else none. A "q=0" refuses a coding, and "*" stands
// for any coding the header does not name.
func pickEncoding(accept string) (encoding, suffix string) {
	q := map[string]float64{}
	star := -1.0
	for _, part := range strings.Split(accept, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		weight := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					weight = f
				} else {
					weight = 0
				}
			}
		}
		if coding == "*" {
			star = weight
		} else {
			q[coding] = weight
		}
	}
	accepts := func(coding string) bool {
		if w, ok := q[coding]; ok {
			return w > 0
		}
		return star > 0
	}
	switch {
	case accepts("br"):
		return "br", ".br"
	case accepts("gzip"):
		return "gzip", ".gz"
	}
	return "", ""
}

// precompress writes name.gz and name.br beside every compressible file under dir, at the
// best compression of each, and removes .gz and .br files whose original is gone. A
// compressed file carries its original's modification time; one whose time differs is stale
// and is written again, so running it twice does the work once. It returns how many files it
// compressed.
func precompress(dir string) (int, error) {
	var jobs []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := filepath.Ext(p)
		switch {
		case compressible[ext]:
			jobs = append(jobs, p)
		case ext == ".gz" || ext == ".br":
			orig := strings.TrimSuffix(p, ext)
			if _, serr := os.Stat(orig); errors.Is(serr, fs.ErrNotExist) && compressible[filepath.Ext(orig)] {
				return os.Remove(p)
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}

	// The .wasm dominates; a few workers keep both cores busy on the rest meanwhile.
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
		count int
	)
	work := make(chan string)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				did, err := compressFile(p)
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				if did {
					count++
				}
				mu.Unlock()
			}
		}()
	}
	for _, p := range jobs {
		work <- p
	}
	close(work)
	wg.Wait()
	return count, first
}

// compressFile brings p.gz and p.br up to date with p and reports whether it wrote any.
func compressFile(p string) (bool, error) {
	info, err := os.Stat(p)
	if err != nil {
		return false, err
	}
	did := false
	for _, enc := range []struct {
		suffix string
		writer func(io.Writer) io.WriteCloser
	}{
		{".gz", func(w io.Writer) io.WriteCloser {
			zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression) // a valid level cannot fail
			return zw
		}},
		{".br", func(w io.Writer) io.WriteCloser {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
		}},
	} {
		out := p + enc.suffix
		if ci, err := os.Stat(out); err == nil && ci.ModTime().Equal(info.ModTime()) {
			continue
		}
		if err := writeCompressed(p, out, info.ModTime(), enc.writer); err != nil {
			return did, err
		}
		did = true
	}
	return did, nil
}

// writeCompressed compresses src into dst through a temporary file, so that a reader never
// sees half a file, and gives dst the modification time of src.
func writeCompressed(src, dst string, mtime time.Time, newWriter func(io.Writer) io.WriteCloser) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".precompress-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	zw := newWriter(tmp)
	if _, err := io.Copy(zw, in); err != nil {
		tmp.Close()
		return fmt.Errorf("compressing %s: %w", src, err)
	}
	if err := zw.Close(); err != nil {
		tmp.Close()
		return fmt.Errorf("compressing %s: %w", src, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chtimes(tmp.Name(), mtime, mtime); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), dst)
}

// packGap is the longest run of zero bytes between two data segments that packWasm fills in to
// merge them. The Go linker starts a new segment at every run of zeros of 8 bytes or more,
// which gives main.wasm over 40,000 segments of a few bytes each, and the 5 or so bytes that
// head each segment compress badly: merged into a few segments the data section is a third
// larger raw but the module is about 5% smaller in brotli and gzip. Past a few hundred zero
// bytes in a row, filling in no longer pays.
const packGap = 256

// packDirWasm packs every .wasm file under dir in place.
func packDirWasm(dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".wasm" {
			return err
		}
		in, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out, err := packWasm(in, packGap)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		fmt.Printf("packed %s: %d data segments into %d, %d -> %d bytes\n", p, countSegments(in), countSegments(out), len(in), len(out))
		return os.WriteFile(p, out, 0o644)
	})
}

// packWasm returns the WebAssembly module wasm with neighbouring data segments merged, the
// zero bytes between them (at most gap of them) written out: memory starts with the same
// bytes, since it is zero wherever no segment writes. Only active segments of memory 0 at
// constant offsets that do not overlap are merged, which is what the Go linker writes; any
// other module is an error and is left alone.
func packWasm(wasm []byte, gap int) ([]byte, error) {
	secs, err := wasmSections(wasm)
	if err != nil {
		return nil, err
	}
	// The data section is packed before anything is written: the data count section, which
	// comes before it, must give the new count.
	var data []byte
	count := -1
	for _, sec := range secs {
		if sec.id == 11 {
			if data, count, err = packData(sec.body, gap); err != nil {
				return nil, err
			}
		}
	}
	out := append([]byte(nil), wasm[:8]...)
	for _, sec := range secs {
		body := sec.body
		switch {
		case sec.id == 11:
			body = data
		case sec.id == 12 && count >= 0:
			body = appendULEB(nil, uint64(count))
		}
		out = appendSection(out, sec.id, body)
	}
	return out, nil
}

// packData returns the body of a data section with neighbouring segments merged (see
// packWasm), and how many segments it holds.
func packData(section []byte, gap int) ([]byte, int, error) {
	segs, err := dataSegments(section)
	if err != nil {
		return nil, 0, err
	}
	// Segments may come in any order; as they never overlap, their order does not matter, and
	// in order of address they can be merged.
	slices.SortStableFunc(segs, func(a, b dataSegment) int { return cmp.Compare(a.offset, b.offset) })
	var packed []dataSegment
	for _, sg := range segs {
		if n := len(packed); n > 0 {
			last := &packed[n-1]
			end := last.offset + uint64(len(last.data))
			if sg.offset < end {
				return nil, 0, fmt.Errorf("data segment at %d overlaps the one before", sg.offset)
			}
			if sg.offset-end <= uint64(gap) {
				last.data = append(last.data, make([]byte, sg.offset-end)...)
				last.data = append(last.data, sg.data...)
				continue
			}
		}
		packed = append(packed, dataSegment{sg.offset, append([]byte(nil), sg.data...)})
	}
	body := appendULEB(nil, uint64(len(packed)))
	for _, sg := range packed {
		body = append(body, 0, 0x41) // active, memory 0, i32.const
		body = appendSLEB(body, int64(sg.offset))
		body = append(body, 0x0b) // end
		body = appendULEB(body, uint64(len(sg.data)))
		body = append(body, sg.data...)
	}
	return body, len(packed), nil
}

type wasmSection struct {
	id   byte
	body []byte
}

type dataSegment struct {
	offset uint64
	data   []byte
}

func wasmSections(wasm []byte) ([]wasmSection, error) {
	if len(wasm) < 8 || string(wasm[:4]) != "\x00asm" || string(wasm[4:8]) != "\x01\x00\x00\x00" {
		return nil, errors.New("not a WebAssembly module (version 1)")
	}
	var secs []wasmSection
	for i := 8; i < len(wasm); {
		id := wasm[i]
		size, n, err := readULEB(wasm[i+1:])
		if err != nil {
			return nil, err
		}
		start := i + 1 + n
		if size > uint64(len(wasm)-start) {
			return nil, fmt.Errorf("section %d runs past the end of the module", id)
		}
		secs = append(secs, wasmSection{id, wasm[start : start+int(size)]})
		i = start + int(size)
	}
	return secs, nil
}

func dataSegments(body []byte) ([]dataSegment, error) {
	count, n, err := readULEB(body)
	if err != nil {
		return nil, err
	}
	var segs []dataSegment
	i := n
	for k := uint64(0); k < count; k++ {
		// Only "active, memory 0, i32.const OFFSET end": flag 0, opcode 0x41, end 0x0b.
		if i+2 > len(body) || body[i] != 0 || body[i+1] != 0x41 {
			return nil, fmt.Errorf("data segment %d is not an active segment at a constant offset", k)
		}
		off, n, err := readSLEB(body[i+2:])
		if err != nil {
			return nil, err
		}
		i += 2 + n
		if off < 0 || i >= len(body) || body[i] != 0x0b {
			return nil, fmt.Errorf("data segment %d has an offset this tool does not read", k)
		}
		size, n, err := readULEB(body[i+1:])
		if err != nil {
			return nil, err
		}
		i += 1 + n
		if size > uint64(len(body)-i) {
			return nil, fmt.Errorf("data segment %d runs past the end of its section", k)
		}
		segs = append(segs, dataSegment{uint64(off), body[i : i+int(size)]})
		i += int(size)
	}
	if i != len(body) {
		return nil, errors.New("the data section has bytes after its segments")
	}
	return segs, nil
}

// countSegments is the number of data segments of a module, 0 when it cannot be read.
func countSegments(wasm []byte) int {
	secs, err := wasmSections(wasm)
	if err != nil {
		return 0
	}
	for _, sec := range secs {
		if sec.id == 11 {
			if n, _, err := readULEB(sec.body); err == nil {
				return int(n)
			}
		}
	}
	return 0
}

func appendSection(out []byte, id byte, body []byte) []byte {
	out = append(out, id)
	out = appendULEB(out, uint64(len(body)))
	return append(out, body...)
}

func readULEB(b []byte) (uint64, int, error) {
	var v uint64
	for i := 0; i < len(b) && i < 10; i++ {
		v |= uint64(b[i]&0x7f) << (7 * i)
		if b[i] < 0x80 {
			return v, i + 1, nil
		}
	}
	return 0, 0, errors.New("bad LEB128 number")
}

func readSLEB(b []byte) (int64, int, error) {
	var v int64
	for i := 0; i < len(b) && i < 10; i++ {
		v |= int64(b[i]&0x7f) << (7 * i)
		if b[i] < 0x80 {
			if shift := 7 * (i + 1); shift < 64 && b[i]&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1, nil
		}
	}
	return 0, 0, errors.New("bad LEB128 number")
}

func appendULEB(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

func appendSLEB(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
