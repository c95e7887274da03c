package site

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"mahjong/internal/sitetest"
)

func TestPrecompress(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"index.html": "<!doctype html>", "boot.js": "boot()", "sw.js": "self.x = 1", "main.wasm": "\x00asm",
		"site.css": "body{}", "icon.svg": "<svg/>", "manifest.webmanifest": "{}", "sub/index.html": "<p>",
		"icons/icon.png": "\x89PNG", "gone.js.br": "old",
	} {
		writeFile(t, filepath.Join(dir, name), text)
	}
	n, err := Precompress(dir)
	if err != nil {
		t.Fatal(err)
	}
	if n != 8 {
		t.Errorf("first run compressed %d files, want 8", n)
	}
	if _, err := os.Stat(filepath.Join(dir, "gone.js.br")); !os.IsNotExist(err) {
		t.Errorf("the orphan gone.js.br was kept (%v)", err)
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
			if got := sitetest.Decode(t, enc, b); got != string(orig) {
				t.Errorf("%s%s decodes to %q, want %q", name, suffix, got, orig)
			}
		}
	}

	if n, err := Precompress(dir); err != nil || n != 0 {
		t.Errorf("second run: %d files, %v; want 0, nil", n, err)
	}

	// A changed file is stale, even with its old size and within the same second.
	sw := filepath.Join(dir, "sw.js")
	writeFile(t, sw, "self.y = 2")
	later := time.Now().Add(time.Second)
	if err := os.Chtimes(sw, later, later); err != nil {
		t.Fatal(err)
	}
	if n, err := Precompress(dir); err != nil || n != 1 {
		t.Errorf("after changing sw.js: %d files, %v; want 1, nil", n, err)
	}
	b, err := os.ReadFile(sw + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	if got := sitetest.Decode(t, "gzip", b); got != "self.y = 2" {
		t.Errorf("sw.js.gz decodes to %q after the change", got)
	}
}
