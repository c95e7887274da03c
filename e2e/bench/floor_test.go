package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestBuildFloor builds the floor page and checks what the server will send: every file,
// with a brotli copy that decompresses to it, and the first board's tiles. It compresses at
// the fastest level, not the bench's best, which takes minutes under the race detector.
func TestBuildFloor(t *testing.T) {
	dir := t.TempDir()
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	tiles, err := buildFloor(repo, dir, brotli.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	if tiles != 144 {
		t.Errorf("buildFloor paints %d tiles, want the Turtle's 144", tiles)
	}
	for _, name := range []string{"index.html", "floor.css", "floor.js", "main.wasm"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			br, err := os.ReadFile(filepath.Join(dir, name+".br"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, data) {
				t.Errorf("%s.br decompresses to %d bytes, not the %d of %s", name, len(got), len(data), name)
			}
			if _, err := os.Stat(filepath.Join(dir, name+".gz")); err != nil {
				t.Error(err)
			}
		})
	}
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(html), "<symbol "); n != floorFaces {
		t.Errorf("index.html has %d faces, want %d", n, floorFaces)
	}
	js, err := os.ReadFile(filepath.Join(dir, "floor.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), "globalThis.Go = class") || !strings.Contains(string(js), "instantiateStreaming") {
		t.Error("floor.js lacks the Go runtime's wasm_exec.js or the loader")
	}
}
