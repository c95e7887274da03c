package server

import (
	"bufio"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/catalog"
)

// policy is the Content-Security-Policy of a page, without its frame-ancestors.
const policy = "default-src 'self'; script-src 'self' 'sha256-GdSbsz6jT9kHT7yJh9whnYTrcLJKbhJ794vf7z2D1cw=' 'wasm-unsafe-eval'; " +
	"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors "

// Each response's security headers, as the tests expect them.
var (
	commonHeaders = map[string]string{
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy":        "no-referrer",
		"Permissions-Policy":     "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
	}
	pageHeaders = with(commonHeaders, map[string]string{
		"Content-Security-Policy":    policy + "'self'",
		"X-Frame-Options":            "SAMEORIGIN",
		"Cross-Origin-Opener-Policy": "same-origin",
	})
	embedHeaders = with(commonHeaders, map[string]string{"Content-Security-Policy": policy + "*"})
)

func with(a, b map[string]string) map[string]string {
	m := maps.Clone(a)
	maps.Copy(m, b)
	return m
}

// securityHeaders picks the security headers out of a response's headers.
func securityHeaders(hd http.Header) map[string]string {
	got := map[string]string{}
	for _, n := range []string{"Content-Security-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy",
		"X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"} {
		if v := hd.Get(n); v != "" {
			got[n] = v
		}
	}
	return got
}

// TestSecurityHeaders checks each page's policy: the site's pages may be framed only by the
// site, the embed page by anyone; no page allows another origin, nor inline script but
// index.html's own (by its hash), nor inline style but in attributes.
func TestSecurityHeaders(t *testing.T) {
	h := handler(t, site(t))
	tests := []struct {
		target string
		status int
		want   map[string]string
	}{
		{"/", 200, pageHeaders},
		{"/index.html", 200, pageHeaders},
		{"/?embed=1", 200, pageHeaders}, // a header cannot follow the query: embedding needs embed.html
		{"/embed.html", 200, embedHeaders},
		{"/embed.html?game=shanghai-square&deal=3", 200, embedHeaders},
		{"/main.wasm", 200, commonHeaders},
		{"/sub/", 200, commonHeaders},
		{"/nope.html", 404, commonHeaders},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", tt.target, nil))
			if rec.Code != tt.status {
				t.Errorf("status %d, want %d", rec.Code, tt.status)
			}
			if diff := cmp.Diff(tt.want, securityHeaders(rec.Header())); diff != "" {
				t.Errorf("GET %s headers (-want +got):\n%s", tt.target, diff)
			}
		})
	}
}

// TestPathTricks sends request lines as written, over a socket (like curl --path-as-is): the
// headers of a page must follow the file served, whatever path names it.
func TestPathTricks(t *testing.T) {
	ts := httptest.NewServer(handler(t, site(t)))
	defer ts.Close()
	tests := []struct {
		path   string
		status int
		body   string
		want   map[string]string
	}{
		{"//index.html", 200, testFiles["index.html"], pageHeaders},
		{"//", 200, testFiles["index.html"], pageHeaders},
		{"///", 200, testFiles["index.html"], pageHeaders},
		{"/./", 200, testFiles["index.html"], pageHeaders},
		{"/./index.html", 200, testFiles["index.html"], pageHeaders},
		{"/.//index.html", 200, testFiles["index.html"], pageHeaders},
		{"/%2Findex.html", 200, testFiles["index.html"], pageHeaders},
		{"/%2f", 200, testFiles["index.html"], pageHeaders},
		{"/sub/../index.html", 200, testFiles["index.html"], pageHeaders},
		{"/sub/..%2f", 200, testFiles["index.html"], pageHeaders},
		{"/%2e/index.html", 200, testFiles["index.html"], pageHeaders},
		{"//embed.html", 200, testFiles["embed.html"], embedHeaders},
		{"/./embed.html", 200, testFiles["embed.html"], embedHeaders},
		{"/%2Fembed.html", 200, testFiles["embed.html"], embedHeaders},
		{"/sub/../embed.html", 200, testFiles["embed.html"], embedHeaders},
		{"/sub/..%2Fembed.html", 200, testFiles["embed.html"], embedHeaders},
		{"/embed.html/.", 200, testFiles["embed.html"], embedHeaders},
		{"/../embed.html", 200, testFiles["embed.html"], embedHeaders},
		{"/embed.html/", 404, "", commonHeaders},
		{"//sub/", 200, testFiles["sub/index.html"], commonHeaders},
		{"/_headers", 404, "", commonHeaders},
		{"//_headers", 404, "", commonHeaders},
		{"/%5Fheaders", 404, "", commonHeaders},
		{"/sub/../_headers", 404, "", commonHeaders},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res, body := rawGet(t, ts.Listener.Addr().String(), tt.path)
			if res.StatusCode != tt.status {
				t.Errorf("status %d, want %d", res.StatusCode, tt.status)
			}
			if tt.status == 200 && body != tt.body {
				t.Errorf("body %q, want %q", body, tt.body)
			}
			if diff := cmp.Diff(tt.want, securityHeaders(res.Header)); diff != "" {
				t.Errorf("GET %s headers (-want +got):\n%s", tt.path, diff)
			}
		})
	}
}

// rawGet sends "GET path" to addr exactly as written and reads the response.
func rawGet(t *testing.T, addr, path string) (*http.Response, string) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n", path); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(b)
}

// TestHeadersFile checks the _headers file a static host reads against the headers the
// server sends: every page gets, from the server, what the file says of its path.
func TestHeadersFile(t *testing.T) {
	text := string(HeadersFile())
	// Parse the file as a host does: a line that starts with "/" opens a rule, an indented
	// "Name: value" line adds a header to it.
	rules := map[string]map[string]string{}
	var order []string
	var cur map[string]string
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "/"):
			if rules[line] != nil {
				t.Fatalf("line %d: the path %s is given twice", i+1, line)
			}
			cur = map[string]string{}
			rules[line] = cur
			order = append(order, line)
		case strings.HasPrefix(line, "  ") && cur != nil:
			k, v, ok := strings.Cut(strings.TrimSpace(line), ": ")
			if !ok {
				t.Fatalf("line %d: %q is not Name: value", i+1, line)
			}
			if _, dup := cur[k]; dup {
				t.Errorf("line %d: %s given twice in one rule", i+1, k)
			}
			cur[k] = v
		default:
			t.Fatalf("line %d: %q is neither a path nor a header", i+1, line)
		}
	}
	if diff := cmp.Diff([]string{"/*", "/", "/index.html", "/embed.html", "/embed"}, order); diff != "" {
		t.Errorf("paths of _headers (-want +got):\n%s", diff)
	}
	h := handler(t, site(t))
	for _, p := range []string{"/", "/index.html", "/embed.html", "/main.wasm"} {
		want := maps.Clone(rules["/*"])
		for k, v := range rules[p] {
			if _, ok := want[k]; ok {
				t.Errorf("%s: %s is set by two rules; a host would combine the two values", p, k)
			}
			want[k] = v
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		if diff := cmp.Diff(want, securityHeaders(rec.Header())); diff != "" {
			t.Errorf("%s: the server's headers differ from _headers (-file +server):\n%s", p, diff)
		}
	}
	if diff := cmp.Diff(rules["/embed.html"], rules["/embed"]); diff != "" {
		t.Errorf("/embed, the embed page on hosts that drop .html, differs from /embed.html (-/embed.html +/embed):\n%s", diff)
	}
}

// TestInlineScripts keeps the policy's hash equal to index.html's one inline script, and the
// default game's name that script shows equal to the game's own name.
func TestInlineScripts(t *testing.T) {
	page, err := os.ReadFile("../../static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	scripts := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindAllSubmatch(page, -1)
	if len(scripts) != 1 {
		t.Fatalf("index.html has %d inline scripts; want 1, the game menu's", len(scripts))
	}
	sum := sha256.Sum256(scripts[0][1])
	if got := "sha256-" + base64.StdEncoding.EncodeToString(sum[:]); got != MenuScriptHash {
		t.Errorf("the inline script's hash is %s; MenuScriptHash is %s", got, MenuScriptHash)
	}
	if regexp.MustCompile(`(?i)<style|http-equiv`).Match(page) {
		t.Errorf("index.html has a <style> element or a <meta http-equiv>: the policy refuses the one and the headers are the only policy")
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
