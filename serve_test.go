package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/google/go-cmp/cmp"

	"mahjong/engine/catalog"
)

// site writes a small site folder (and a secret beside it, to try to escape to) and returns
// the folder.
func site(t *testing.T) string {
	t.Helper()
	top := t.TempDir()
	dir := filepath.Join(top, "site")
	files := map[string]string{
		"index.html":           "<!doctype html><title>t</title>",
		"boot.js":              "console.log('boot')",
		"sw.js":                "self.x = 1",
		"main.wasm":            "\x00asm\x01\x00\x00\x00",
		"style.css":            "body{margin:0}",
		"faces.svg":            "<svg xmlns='http://www.w3.org/2000/svg'/>",
		"manifest.webmanifest": `{"name":"t"}`,
		"icons/icon.png":       "\x89PNG",
		"sub/index.html":       "<p>sub</p>",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(top, "secret"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(top, "secret"), filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// precompressedSite is site with its compressed copies made, as build.sh leaves it.
func precompressedSite(t *testing.T) string {
	t.Helper()
	dir := site(t)
	if _, err := precompress(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// openHandler serves dir for the test.
func openHandler(t *testing.T, dir string) *handler {
	t.Helper()
	h, err := newHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.root.Close() })
	return h
}

func TestHandler(t *testing.T) {
	h := openHandler(t, precompressedSite(t))

	type want struct {
		Status   int
		Type     string
		Encoding string
		Vary     string
		Cache    string
		Body     string // the decoded body; checked when Status is 200
	}
	tests := []struct {
		name, method, target, accept string
		want                         want
	}{
		{"root is the page", "GET", "/", "gzip, deflate, br",
			want{200, "text/html; charset=utf-8", "br", "Accept-Encoding", "no-cache", "<!doctype html><title>t</title>"}},
		{"page by name, gzip only", "GET", "/index.html", "gzip",
			want{200, "text/html; charset=utf-8", "gzip", "Accept-Encoding", "no-cache", "<!doctype html><title>t</title>"}},
		{"no encoding accepted", "GET", "/boot.js", "",
			want{200, "text/javascript; charset=utf-8", "", "Accept-Encoding", "no-cache", "console.log('boot')"}},
		{"brotli refused by q=0", "GET", "/main.wasm", "br;q=0, gzip;q=0.5",
			want{200, "application/wasm", "gzip", "Accept-Encoding", "no-cache", "\x00asm\x01\x00\x00\x00"}},
		{"star accepts brotli", "GET", "/style.css", "*",
			want{200, "text/css; charset=utf-8", "br", "Accept-Encoding", "no-cache", "body{margin:0}"}},
		{"identity only", "GET", "/faces.svg", "identity, *;q=0",
			want{200, "image/svg+xml", "", "Accept-Encoding", "no-cache", "<svg xmlns='http://www.w3.org/2000/svg'/>"}},
		{"service worker is never cached", "GET", "/sw.js", "br",
			want{200, "text/javascript; charset=utf-8", "br", "Accept-Encoding", "no-cache", "self.x = 1"}},
		{"manifest", "GET", "/manifest.webmanifest", "br",
			want{200, "application/manifest+json", "br", "Accept-Encoding", "no-cache", `{"name":"t"}`}},
		{"images are not compressed", "GET", "/icons/icon.png", "br, gzip",
			want{200, "image/png", "", "", "no-cache", "\x89PNG"}},
		{"folder serves its index", "GET", "/sub/", "",
			want{200, "text/html; charset=utf-8", "", "Accept-Encoding", "no-cache", "<p>sub</p>"}},
		{"head", "HEAD", "/main.wasm", "br",
			want{200, "application/wasm", "br", "Accept-Encoding", "no-cache", ""}},
		{"missing file", "GET", "/nope.js", "br", want{Status: 404}},
		{"folder without slash", "GET", "/icons", "", want{Status: 404}},
		{"dot-dot escape", "GET", "/../secret", "", want{Status: 404}},
		{"encoded dot-dot escape", "GET", "/%2e%2e/secret", "", want{Status: 404}},
		{"backslash escape", "GET", "/..%5csecret", "", want{Status: 404}},
		{"symbolic link out of the folder", "GET", "/link", "", want{Status: 404}},
		{"post", "POST", "/index.html", "", want{Status: 405}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.target, nil)
			if tt.accept != "" {
				req.Header.Set("Accept-Encoding", tt.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			res := rec.Result()
			got := want{Status: res.StatusCode}
			if res.StatusCode == http.StatusOK {
				got.Type = res.Header.Get("Content-Type")
				got.Encoding = res.Header.Get("Content-Encoding")
				got.Vary = res.Header.Get("Vary")
				got.Cache = res.Header.Get("Cache-Control")
				got.Body = decode(t, got.Encoding, rec.Body.Bytes())
				if cl, n := res.Header.Get("Content-Length"), rec.Body.Len(); tt.method == "GET" && cl != strconv.Itoa(n) {
					t.Errorf("Content-Length %q for a body of %d bytes", cl, n)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s %s (-want +got):\n%s", tt.method, tt.target, diff)
			}
			for k, v := range map[string]string{
				"X-Content-Type-Options": "nosniff",
				"Referrer-Policy":        "no-referrer",
			} {
				if g := res.Header.Get(k); g != v {
					t.Errorf("%s = %q, want %q", k, g, v)
				}
			}
		})
	}
}

func TestHandlerRevalidates(t *testing.T) {
	h := openHandler(t, precompressedSite(t))
	get := func(accept, ifNoneMatch string) *http.Response {
		req := httptest.NewRequest("GET", "/sw.js", nil)
		req.Header.Set("Accept-Encoding", accept)
		if ifNoneMatch != "" {
			req.Header.Set("If-None-Match", ifNoneMatch)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Result()
	}
	br := get("br", "")
	tag := br.Header.Get("ETag")
	if tag == "" {
		t.Fatal("no ETag")
	}
	if got := get("br", tag).StatusCode; got != http.StatusNotModified {
		t.Errorf("same encoding, same tag: status %d, want 304", got)
	}
	if got := get("gzip", tag).StatusCode; got != http.StatusOK {
		t.Errorf("another encoding with the brotli tag: status %d, want 200", got)
	}
}

func decode(t *testing.T, encoding string, body []byte) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch encoding {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s body: %v", encoding, err)
	}
	return string(b)
}

func TestPickEncoding(t *testing.T) {
	tests := []struct{ accept, want string }{
		{"", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"BR;Q=1.0", "br"},
		{"br;q=0", ""},
		{"br;q=0, *", "gzip"},
		{"br;q=0.001", "br"},
		{"br;q=nonsense, gzip", "gzip"},
		{"*", "br"},
		{"*;q=0", ""},
		{"gzip;q=0, *;q=0.1", "br"},
		{"identity", ""},
		{" , ,gzip ; q=0.8 ", "gzip"},
	}
	for _, tt := range tests {
		t.Run(tt.accept, func(t *testing.T) {
			got, _ := pickEncoding(tt.accept)
			if got != tt.want {
				t.Errorf("pickEncoding(%q) = %q, want %q", tt.accept, got, tt.want)
			}
		})
	}
}

func TestFileName(t *testing.T) {
	tests := []struct {
		path string
		want string
		ok   bool
	}{
		{"/", "index.html", true},
		{"/index.html", "index.html", true},
		{"/a/b.js", "a/b.js", true},
		{"/a/", "a/index.html", true},
		{"/a/../b.js", "b.js", true},
		{"/../../etc/passwd", "etc/passwd", true}, // cleaned to inside the folder
		{"//x.js", "x.js", true},
		{"relative.js", "", false},
		{"/a\\..\\b", "", false},
		{"/a\x00b", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			got, ok := fileName(tt.path)
			if got != tt.want || ok != tt.ok {
				t.Errorf("fileName(%q) = %q, %v; want %q, %v", tt.path, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestPrecompress(t *testing.T) {
	dir := site(t)
	orphan := filepath.Join(dir, "gone.js.br")
	if err := os.WriteFile(orphan, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	n, err := precompress(dir)
	if err != nil {
		t.Fatal(err)
	}
	// index.html boot.js sw.js main.wasm style.css faces.svg manifest.webmanifest sub/index.html
	if n != 8 {
		t.Errorf("first run compressed %d files, want 8", n)
	}
	if _, err := os.Stat(orphan); !os.IsNotExist(err) {
		t.Errorf("orphan %s was kept (%v)", orphan, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "icons/icon.png.gz")); !os.IsNotExist(err) {
		t.Errorf("a png was compressed (%v)", err)
	}
	for _, name := range []string{"main.wasm", "sub/index.html"} {
		orig, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		for enc, suffix := range map[string]string{"br": ".br", "gzip": ".gz"} {
			b, err := os.ReadFile(filepath.Join(dir, name+suffix))
			if err != nil {
				t.Fatal(err)
			}
			if got := decode(t, enc, b); got != string(orig) {
				t.Errorf("%s%s decodes to %q, want %q", name, suffix, got, orig)
			}
		}
	}

	if n, err := precompress(dir); err != nil || n != 0 {
		t.Errorf("second run: %d files, %v; want 0, nil", n, err)
	}

	// A changed file is stale, even with its old size and within the same second.
	sw := filepath.Join(dir, "sw.js")
	if err := os.WriteFile(sw, []byte("self.y = 2"), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Second)
	if err := os.Chtimes(sw, later, later); err != nil {
		t.Fatal(err)
	}
	if n, err := precompress(dir); err != nil || n != 1 {
		t.Errorf("after changing sw.js: %d files, %v; want 1, nil", n, err)
	}
	b, err := os.ReadFile(sw + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	if got := decode(t, "gzip", b); got != "self.y = 2" {
		t.Errorf("sw.js.gz decodes to %q after the change", got)
	}
}

func TestDefaultAddr(t *testing.T) {
	for port, want := range map[string]string{"": "127.0.0.1:8080", "9000": "127.0.0.1:9000", "0": "127.0.0.1:0"} {
		if got := defaultAddr(port); got != want {
			t.Errorf("defaultAddr(%q) = %q, want %q", port, got, want)
		}
	}
}

func TestHandlerRange(t *testing.T) {
	dir := precompressedSite(t)
	h := openHandler(t, dir)
	for _, tt := range []struct {
		accept, wantEncoding, wantFile string
	}{
		{"", "", "main.wasm"},
		{"br", "br", "main.wasm.br"},
	} {
		t.Run("accept "+tt.accept, func(t *testing.T) {
			req := httptest.NewRequest("GET", "/main.wasm", nil)
			req.Header.Set("Range", "bytes=1-3")
			if tt.accept != "" {
				req.Header.Set("Accept-Encoding", tt.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			whole, err := os.ReadFile(filepath.Join(dir, tt.wantFile))
			if err != nil {
				t.Fatal(err)
			}
			got := []string{strconv.Itoa(rec.Code), rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Length"), rec.Body.String()}
			want := []string{"206", tt.wantEncoding, "3", string(whole[1:4])}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("range of %s (-want +got):\n%s", tt.wantFile, diff)
			}
		})
	}
}

// TestSecurityHeaders checks each page's policy: the site's pages may be framed only by the
// site, the embed page by anyone; no page allows another origin, nor inline script but
// index.html's own (by its hash).
func TestSecurityHeaders(t *testing.T) {
	dir := site(t)
	if err := os.WriteFile(filepath.Join(dir, "embed.html"), []byte("<!doctype html><title>e</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := openHandler(t, dir)
	const policy = "default-src 'self'; script-src 'self' 'sha256-GdSbsz6jT9kHT7yJh9whnYTrcLJKbhJ794vf7z2D1cw=' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors "
	common := map[string]string{
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy":        "no-referrer",
		"Permissions-Policy":     "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
	}
	with := func(extra map[string]string) map[string]string {
		m := map[string]string{}
		for k, v := range common {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	page := with(map[string]string{
		"Content-Security-Policy":    policy + "'self'",
		"X-Frame-Options":            "SAMEORIGIN",
		"Cross-Origin-Opener-Policy": "same-origin",
	})
	tests := []struct {
		target string
		status int
		want   map[string]string
	}{
		{"/", 200, page},
		{"/index.html", 200, page},
		{"/?embed=1", 200, page}, // a header cannot follow the query: embedding needs embed.html
		{"/embed.html", 200, with(map[string]string{"Content-Security-Policy": policy + "*"})},
		{"/embed.html?game=shanghai-square&deal=3", 200, with(map[string]string{"Content-Security-Policy": policy + "*"})},
		{"/main.wasm", 200, common},
		{"/nope.html", 404, common},
	}
	names := []string{"Content-Security-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy",
		"X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", tt.target, nil))
			if rec.Code != tt.status {
				t.Errorf("status %d, want %d", rec.Code, tt.status)
			}
			got := map[string]string{}
			for _, n := range names {
				if v := rec.Header().Get(n); v != "" {
					got[n] = v
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("GET %s headers (-want +got):\n%s", tt.target, diff)
			}
		})
	}
}

// TestHeadersFile checks the _headers file a static host reads against the headers the
// server sends: every path of the file gets, from the server, what the file says.
func TestHeadersFile(t *testing.T) {
	dir := t.TempDir()
	if err := writeHeadersFile(dir); err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(dir, "_headers"))
	if err != nil {
		t.Fatal(err)
	}
	// Parse the file as a host does: a line that starts with "/" opens a rule, an indented
	// "Name: value" line adds a header to it.
	rules := map[string]http.Header{}
	var order []string
	var cur http.Header
	for i, line := range strings.Split(strings.TrimSuffix(string(text), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "/"):
			if rules[line] != nil {
				t.Fatalf("line %d: the path %s is given twice", i+1, line)
			}
			cur = http.Header{}
			rules[line] = cur
			order = append(order, line)
		case strings.HasPrefix(line, "  ") && cur != nil:
			k, v, ok := strings.Cut(strings.TrimSpace(line), ": ")
			if !ok {
				t.Fatalf("line %d: %q is not Name: value", i+1, line)
			}
			cur.Add(k, v)
		default:
			t.Fatalf("line %d: %q is neither a path nor a header", i+1, line)
		}
	}
	if diff := cmp.Diff([]string{"/*", "/", "/index.html", "/embed.html", "/embed"}, order); diff != "" {
		t.Errorf("paths of _headers (-want +got):\n%s", diff)
	}
	for _, p := range order[1:] {
		want := http.Header{}
		for _, r := range []string{"/*", p} {
			for k, v := range rules[r] {
				if want[k] != nil {
					t.Errorf("%s: %s is set by two rules; a host would combine the two values", p, k)
				}
				want[k] = v
			}
		}
		got := http.Header{}
		securityHeaders(got, p)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: the server's headers differ from _headers (-file +server):\n%s", p, diff)
		}
	}
	if !strings.Contains(rules["/embed.html"].Get("Content-Security-Policy"), "frame-ancestors *") ||
		!strings.Contains(rules["/index.html"].Get("Content-Security-Policy"), "frame-ancestors 'self'") {
		t.Errorf("_headers does not let only the embed page be framed by other sites:\n%s", text)
	}
}

// testModule is a WebAssembly module with one page of memory, the given data segments
// (offset → bytes, written in the order given), a custom section after them and, when
// dataCount, a data count section.
func testModule(segs []dataSegment, dataCount bool) []byte {
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = appendSection(m, 5, []byte{1, 0, 1}) // memory: one, min 1 page
	if dataCount {
		m = appendSection(m, 12, appendULEB(nil, uint64(len(segs))))
	}
	body := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		body = append(body, 0, 0x41)
		body = appendSLEB(body, int64(s.offset))
		body = append(body, 0x0b)
		body = appendULEB(body, uint64(len(s.data)))
		body = append(body, s.data...)
	}
	m = appendSection(m, 11, body)
	return appendSection(m, 0, []byte("\x04nameXYZ"))
}

// memoryImage is the first page of memory as the module's data segments leave it.
func memoryImage(t *testing.T, wasm []byte) []byte {
	t.Helper()
	secs, err := wasmSections(wasm)
	if err != nil {
		t.Fatal(err)
	}
	mem := make([]byte, 65536)
	for _, s := range secs {
		if s.id != 11 {
			continue
		}
		segs, err := dataSegments(s.body)
		if err != nil {
			t.Fatal(err)
		}
		for _, sg := range segs {
			copy(mem[sg.offset:], sg.data)
		}
	}
	return mem
}

func TestPackWasm(t *testing.T) {
	big := bytes.Repeat([]byte{7}, 300)
	tests := []struct {
		name      string
		segs      []dataSegment
		dataCount bool
		want      int // segments after packing
	}{
		{"none", nil, false, 0},
		{"one", []dataSegment{{100, []byte("abc")}}, false, 1},
		{"adjacent", []dataSegment{{100, []byte("abc")}, {103, []byte("def")}}, false, 1},
		{"small gaps", []dataSegment{{10, []byte("a")}, {30, []byte("b")}, {31 + packGap, []byte("c")}}, false, 1},
		{"a gap too long", []dataSegment{{10, []byte("a")}, {12 + packGap, []byte("b")}}, false, 2},
		{"out of order", []dataSegment{{8600, []byte("late")}, {8000, big}, {1, []byte("x")}, {8400, []byte("y")}}, true, 2},
		{"offsets of several LEB128 bytes", []dataSegment{{0x3fff, []byte("p")}, {0x4000, []byte("q")}, {0xfff0, []byte("r")}}, true, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := testModule(tt.segs, tt.dataCount)
			out, err := packWasm(in, packGap)
			if err != nil {
				t.Fatal(err)
			}
			if got := countSegments(out); got != tt.want {
				t.Errorf("%d segments after packing, want %d", got, tt.want)
			}
			if diff := cmp.Diff(memoryImage(t, in), memoryImage(t, out)); diff != "" {
				t.Errorf("memory as the packed module starts it (-want +got):\n%s", diff)
			}
			secs, err := wasmSections(out)
			if err != nil {
				t.Fatal(err)
			}
			var ids []byte
			for _, s := range secs {
				ids = append(ids, s.id)
				if s.id == 12 {
					if n, _, _ := readULEB(s.body); n != uint64(tt.want) {
						t.Errorf("the data count section says %d, want %d", n, tt.want)
					}
				}
			}
			wantIDs := []byte{5, 11, 0}
			if tt.dataCount {
				wantIDs = []byte{5, 12, 11, 0}
			}
			if diff := cmp.Diff(wantIDs, ids); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPackWasmRefuses(t *testing.T) {
	passive := []byte("\x00asm\x01\x00\x00\x00")
	passive = appendSection(passive, 11, []byte{1, 1, 2, 'h', 'i'}) // one passive segment
	tests := []struct {
		name string
		wasm []byte
	}{
		{"not wasm", []byte("hello, world")},
		{"overlapping segments", testModule([]dataSegment{{10, []byte("abcdef")}, {12, []byte("x")}}, false)},
		{"a passive segment", passive},
		{"a section past the end", append([]byte("\x00asm\x01\x00\x00\x00"), 11, 9, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if out, err := packWasm(tt.wasm, packGap); err == nil {
				t.Errorf("packWasm = %d bytes, no error; want an error", len(out))
			}
		})
	}
}

// TestInlineScripts keeps the policy's hash equal to index.html's one inline script, and the
// default game's name that script shows equal to the game's own name.
func TestInlineScripts(t *testing.T) {
	page, err := os.ReadFile("static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	scripts := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindAllSubmatch(page, -1)
	if len(scripts) != 1 {
		t.Fatalf("index.html has %d inline scripts; want 1, the game menu's", len(scripts))
	}
	sum := sha256.Sum256(scripts[0][1])
	if got := "sha256-" + base64.StdEncoding.EncodeToString(sum[:]); got != menuScriptHash {
		t.Errorf("the inline script's hash is %s; menuScriptHash is %s", got, menuScriptHash)
	}
	m := regexp.MustCompile(`new Option\("([^"]+)", "([^"]+)"`).FindSubmatch(scripts[0][1])
	if m == nil {
		t.Fatalf("the inline script adds no option: %s", scripts[0][1])
	}
	v, ok := catalog.Lookup(string(m[2]))
	if !ok {
		t.Fatalf("the inline script names game %q, which does not exist", m[2])
	}
	if string(m[1]) != v.Name {
		t.Errorf("the inline script shows %q for %s; the game is named %q", m[1], v.ID, v.Name)
	}
}
