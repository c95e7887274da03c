// Package server serves a site folder built by build.sh the way a production static host
// should: right MIME types, precompressed bodies, revalidated caching, the security headers
// of each page, and timeouts that keep idle or stalled clients from holding the server. The
// command serve.go at the top of the repository runs it; the e2e tests and the bench serve
// through it in-process.
package server

import (
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// Handler serves the files of one folder. The folder is opened as an os.Root on every
// request, so that no request path, symbolic link or ".." can reach a file outside it, and so
// that a build swapped in under the same name (see package site) is served from the next
// request on.
type Handler struct {
	dir string
}

// New returns a Handler for dir, which must be a folder.
func New(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	root.Close()
	return &Handler{dir: dir}, nil
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

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hd := w.Header()
	SetHeaders(hd, "")
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
	root, f, info, err := h.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer root.Close()
	// The page's own headers follow the file served, never the path asked for: "//index.html"
	// and "/./index.html" are index.html and get its policy.
	SetHeaders(hd, name)
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
	if Compressible(name) {
		hd.Set("Vary", "Accept-Encoding")
		if enc, suffix := pickEncoding(r.Header.Get("Accept-Encoding")); enc != "" {
			if cf, cinfo, err := open(root, name+suffix); err == nil {
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
// folder itself. It refuses paths that are not clean (after path.Clean of a rooted path no
// ".." can remain, and os.Root refuses anything else that would leave the folder), and names
// with a part that starts with "_" or ".": the host's own files (_headers) and temporary ones.
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
	for part := range strings.SplitSeq(name, "/") {
		if strings.HasPrefix(part, "_") || strings.HasPrefix(part, ".") {
			return "", false
		}
	}
	return name, fs.ValidPath(name)
}

// open opens the site folder and its file name. A build swapped in (see package site) may
// take the folder's place between the two, and the build before is then removed: when the
// file is missing from a folder that is no longer the site's, it tries the new one.
func (h *Handler) open(name string) (*os.Root, *os.File, fs.FileInfo, error) {
	for range 3 {
		root, err := os.OpenRoot(h.dir)
		if err != nil {
			return nil, nil, nil, err
		}
		f, info, err := open(root, name)
		if err == nil {
			return root, f, info, nil
		}
		was, rerr := root.Stat(".")
		root.Close()
		if now, serr := os.Stat(h.dir); rerr == nil && serr == nil && os.SameFile(was, now) {
			return nil, nil, nil, err
		}
	}
	return nil, nil, nil, fs.ErrNotExist
}

// open opens a regular file of the site; folders and anything else are not served.
func open(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	f, err := root.Open(filepath.FromSlash(name))
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
