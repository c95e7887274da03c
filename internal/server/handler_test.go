package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/google/go-cmp/cmp"
	"mahjong/internal/sitetest"
)

// testFiles are the files of the small site the tests serve.
var testFiles = map[string]string{
	"index.html":           "<!doctype html><title>t</title>",
	"embed.html":           "<!doctype html><title>e</title>",
	"boot.js":              "console.log('boot')",
	"sw.js":                "self.x = 1",
	"main.wasm":            "\x00asm\x01\x00\x00\x00",
	"style.css":            "body{margin:0}",
	"faces.svg":            "<svg xmlns='http://www.w3.org/2000/svg'/>",
	"manifest.webmanifest": `{"name":"t"}`,
	"icons/icon.png":       "\x89PNG",
	"sub/index.html":       "<p>sub</p>",
	"_headers":             "/*\n  X-Test: 1\n",
	".precompress-123":     "half a file",
}

// site writes the test site (with a .gz and a .br beside each compressible file, as build.sh
// leaves it, and a secret beside the folder, to try to escape to) and returns the folder.
func site(t *testing.T) string {
	t.Helper()
	top := t.TempDir()
	dir := filepath.Join(top, "site")
	write := func(name string, body []byte) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range testFiles {
		write(name, []byte(body))
		if Compressible(name) {
			write(name+".gz", compress(t, "gzip", body))
			write(name+".br", compress(t, "br", body))
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

func compress(t *testing.T, encoding, body string) []byte {
	t.Helper()
	var b bytes.Buffer
	var w io.WriteCloser = gzip.NewWriter(&b)
	if encoding == "br" {
		w = brotli.NewWriter(&b)
	}
	if _, err := io.WriteString(w, body); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// handler serves dir for the test.
func handler(t *testing.T, dir string) *Handler {
	t.Helper()
	h, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestNewRefusesMissingFolder(t *testing.T) {
	if _, err := New(filepath.Join(t.TempDir(), "nothing")); err == nil {
		t.Error("New of a missing folder: no error")
	}
}

func TestHandler(t *testing.T) {
	h := handler(t, site(t))

	type want struct {
		Status   int
		Type     string
		Encoding string
		Vary     string
		Cache    string
		Body     string // the decoded body; checked when Status is 200
	}
	// served is a 200 response with the body of the site's file, as every file but an image is
	// served: with the encoding picked, Vary: Accept-Encoding and no-cache.
	served := func(typ, encoding, file string) want {
		return want{200, typ, encoding, "Accept-Encoding", "no-cache", testFiles[file]}
	}
	const html, js = "text/html; charset=utf-8", "text/javascript; charset=utf-8"
	tests := []struct {
		name, method, target, accept string
		want                         want
	}{
		{"root is the page", "GET", "/", "gzip, deflate, br", served(html, "br", "index.html")},
		{"page by name, gzip only", "GET", "/index.html", "gzip", served(html, "gzip", "index.html")},
		{"no encoding accepted", "GET", "/boot.js", "", served(js, "", "boot.js")},
		{"brotli refused by q=0", "GET", "/main.wasm", "br;q=0, gzip;q=0.5", served("application/wasm", "gzip", "main.wasm")},
		{"star accepts brotli", "GET", "/style.css", "*", served("text/css; charset=utf-8", "br", "style.css")},
		{"identity only", "GET", "/faces.svg", "identity, *;q=0", served("image/svg+xml", "", "faces.svg")},
		{"service worker is never cached", "GET", "/sw.js", "br", served(js, "br", "sw.js")},
		{"manifest", "GET", "/manifest.webmanifest", "br", served("application/manifest+json", "br", "manifest.webmanifest")},
		{"images are not compressed", "GET", "/icons/icon.png", "br, gzip",
			want{200, "image/png", "", "", "no-cache", testFiles["icons/icon.png"]}},
		{"folder serves its index", "GET", "/sub/", "", served(html, "", "sub/index.html")},
		{"head", "HEAD", "/main.wasm", "br",
			want{200, "application/wasm", "br", "Accept-Encoding", "no-cache", ""}},
		{"missing file", "GET", "/nope.js", "br", want{Status: 404}},
		{"folder without slash", "GET", "/icons", "", want{Status: 404}},
		{"dot-dot escape", "GET", "/../secret", "", want{Status: 404}},
		{"encoded dot-dot escape", "GET", "/%2e%2e/secret", "", want{Status: 404}},
		{"backslash escape", "GET", "/..%5csecret", "", want{Status: 404}},
		{"symbolic link out of the folder", "GET", "/link", "", want{Status: 404}},
		{"the host's _headers file", "GET", "/_headers", "", want{Status: 404}},
		{"a temporary file", "GET", "/.precompress-123", "", want{Status: 404}},
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
				got.Body = sitetest.Decode(t, got.Encoding, rec.Body.Bytes())
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
	h := handler(t, site(t))
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

func TestHandlerRange(t *testing.T) {
	dir := site(t)
	h := handler(t, dir)
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
		{"//", "index.html", true},
		{"/./", "index.html", true},
		{"/index.html", "index.html", true},
		{"//index.html", "index.html", true},
		{"/a/b.js", "a/b.js", true},
		{"/a/", "a/index.html", true},
		{"/a/../b.js", "b.js", true},
		{"/../../etc/passwd", "etc/passwd", true}, // cleaned to inside the folder
		{"//x.js", "x.js", true},
		{"/_headers", "", false},
		{"/a/_b.js", "", false},
		{"/.precompress-1", "", false},
		{"/.well-known/x", "", false},
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

// FuzzFileName checks that whatever the path, a name fileName accepts stays inside the site
// and names none of the files it keeps back.
func FuzzFileName(f *testing.F) {
	for _, p := range []string{"/", "//index.html", "/a/../_headers", "/%2e%2e/x", "/.x", "/a\\b", "/a/./b/"} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, urlPath string) {
		name, ok := fileName(urlPath)
		if !ok {
			return
		}
		if !fs.ValidPath(name) || name == "." || strings.ContainsAny(name, "\\\x00") {
			t.Fatalf("fileName(%q) = %q, which is not a name inside the site", urlPath, name)
		}
		for part := range strings.SplitSeq(name, "/") {
			if strings.HasPrefix(part, "_") || strings.HasPrefix(part, ".") {
				t.Fatalf("fileName(%q) = %q, which names a file kept back", urlPath, name)
			}
		}
	})
}
