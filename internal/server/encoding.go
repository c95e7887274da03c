package server

import (
	"path"
	"strconv"
	"strings"
)

// compressible are the extensions whose files the site holds a .gz and a .br of.
var compressible = map[string]bool{
	".wasm": true, ".js": true, ".css": true, ".html": true, ".svg": true, ".webmanifest": true, ".json": true, ".txt": true,
}

// Compressible reports whether the file name is one that the site holds precompressed, with a
// .gz and a .br beside it; the server sends those and never compresses per request.
func Compressible(name string) bool { return compressible[path.Ext(name)] }

// pickEncoding chooses the encoding of the response from an Accept-Encoding header: brotli
// when the client accepts it, else gzip, else none. A "q=0" refuses a coding, and "*" stands
// for any coding the header does not name.
func pickEncoding(accept string) (encoding, suffix string) {
	q := map[string]float64{}
	star := -1.0
	for part := range strings.SplitSeq(accept, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		weight := 1.0
		for p := range strings.SplitSeq(params, ";") {
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
