package server

import (
	"net/http"
	"strings"
)

// csp allows nothing but the site itself: no other origin, and no inline script but the one
// index.html runs before its first paint (allowed by its hash, MenuScriptHash);
// wasm-unsafe-eval lets the page compile main.wasm. Style sheets come from the site alone;
// only style attributes may be inline (style-src-attr): the page sets tiles' positions in
// them. frame-ancestors is added per page.
const csp = "default-src 'self'; script-src 'self' '" + MenuScriptHash + "' 'wasm-unsafe-eval'; " +
	"style-src 'self'; style-src-attr 'unsafe-inline'; " +
	"img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'"

// MenuScriptHash is the hash of index.html's inline script, which shows the default game's
// name in the game menu in the page's first frame (a test keeps it equal to the script).
const MenuScriptHash = "sha256-GdSbsz6jT9kHT7yJh9whnYTrcLJKbhJ794vf7z2D1cw="

// rule is one rule of the security headers: the paths a static host matches it by (as in its
// _headers file: "/*" matches everything, any other path only itself), and the file of the
// site whose responses this server gives them ("" for every response).
type rule struct {
	paths   []string
	file    string
	headers [][2]string
}

// rules are the security headers. A host combines the values of a header named by two
// matching rules, so each page's policy is named once: the site's pages may be framed only
// by the site itself, the embed page by any site.
var rules = []rule{
	{[]string{"/*"}, "", [][2]string{
		{"X-Content-Type-Options", "nosniff"},
		{"Referrer-Policy", "no-referrer"},
		{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"},
	}},
	{[]string{"/", "/index.html"}, "index.html", [][2]string{
		{"Content-Security-Policy", csp + "; frame-ancestors 'self'"},
		{"X-Frame-Options", "SAMEORIGIN"},
		{"Cross-Origin-Opener-Policy", "same-origin"},
	}},
	// "/embed" for hosts that drop .html from addresses.
	{[]string{"/embed.html", "/embed"}, "embed.html", [][2]string{
		{"Content-Security-Policy", csp + "; frame-ancestors *"},
	}},
}

// SetHeaders sets the security headers of a response that serves the site's file name (a
// slash-separated name inside the site, "" when the response serves no file).
func SetHeaders(hd http.Header, name string) {
	for _, r := range rules {
		if r.file == "" || r.file == name {
			for _, h := range r.headers {
				hd.Set(h[0], h[1])
			}
		}
	}
}

// HeadersFile is the same rules as the _headers file that static hosts such as Netlify and
// Cloudflare Pages read, so that such a host serves the site as this server does.
func HeadersFile() []byte {
	var b strings.Builder
	b.WriteString("# Security headers for static hosts that read _headers (Netlify, Cloudflare Pages).\n" +
		"# Written by build.sh: the same headers serve.go sends.\n")
	for _, r := range rules {
		for _, p := range r.paths {
			b.WriteString(p + "\n")
			for _, h := range r.headers {
				b.WriteString("  " + h[0] + ": " + h[1] + "\n")
			}
		}
	}
	return []byte(b.String())
}
