package site

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/internal/server"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// options builds the test site of testdata/ into out.
func options(out string, log io.Writer) Options {
	square, _ := catalog.Lookup("shanghai-square")
	return Options{Out: out, Static: "testdata/static", Modules: "testdata/modules", WasmExec: "testdata/wasm_exec.js", Log: log,
		Games: []*engine.Variant{square}}
}

// listing describes a site folder: every file in name order with its size, and the text of
// each file that is not a module or a compressed copy (the SHA-256 of those).
func listing(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		switch filepath.Ext(p) {
		case ".wasm", ".gz", ".br":
			fmt.Fprintf(&b, "== %s (%d bytes) sha256 %x\n", filepath.ToSlash(rel), len(body), sha256.Sum256(body))
		default:
			fmt.Fprintf(&b, "== %s (%d bytes)\n%s\n", filepath.ToSlash(rel), len(body), body)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// golden compares got with the file testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(p, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s (-want +got):\n%s", p, diff)
	}
}

func TestAssemble(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	var log bytes.Buffer
	stamp, err := Assemble(options(out, &log))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("log:\n%s", log.String())
	golden(t, "site.golden", "build "+stamp+"\n"+listing(t, out))
	if strings.Contains(log.String(), "warning") {
		t.Errorf("warnings for a whole site:\n%s", log.String())
	}
	// A second build of the same files is the same site, and leaves nothing beside it.
	if _, err := Assemble(options(out, io.Discard)); err != nil {
		t.Fatal(err)
	}
	golden(t, "site.golden", "build "+stamp+"\n"+listing(t, out))
	entries, err := os.ReadDir(filepath.Dir(out))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Errorf("beside the site after two builds: %v; want the site alone", entries)
	}
}

func TestAssembleRefuses(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, out string, o *Options)
		want  string // in the error
	}{
		{"a folder that is not a build", func(t *testing.T, out string, o *Options) {
			writeFile(t, filepath.Join(out, "thesis.tex"), "precious")
		}, "does not look like a site built by build.sh"},
		{"a missing module", func(t *testing.T, out string, o *Options) {
			o.Modules = t.TempDir()
		}, "main.wasm"},
		{"a missing wasm_exec.js", func(t *testing.T, out string, o *Options) {
			o.WasmExec = filepath.Join(t.TempDir(), "wasm_exec.js")
		}, "wasm_exec.js"},
		{"a module that is not WebAssembly", func(t *testing.T, out string, o *Options) {
			o.Modules = t.TempDir()
			writeFile(t, filepath.Join(o.Modules, "main.wasm"), "not wasm")
			writeFile(t, filepath.Join(o.Modules, "embed.wasm"), "not wasm")
		}, "not a WebAssembly module"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "site")
			o := options(out, io.Discard)
			tt.setup(t, out, &o)
			before := folderState(t, filepath.Dir(out))
			_, err := Assemble(o)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Assemble: %v; want an error about %q", err, tt.want)
			}
			if diff := cmp.Diff(before, folderState(t, filepath.Dir(out))); diff != "" {
				t.Errorf("a refused build changed the folder (-before +after):\n%s", diff)
			}
		})
	}
}

// folderState lists every file under dir with its text.
func folderState(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			m[p] = "(folder)"
			return nil
		}
		b, err := os.ReadFile(p)
		m[p] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func writeFile(t *testing.T, p, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRebuildWhileServing builds the site again and again into the folder a server serves,
// while clients ask for its files: not one request may fail. (Emptying the folder and building
// in it, as build.sh did, answered 404 for the length of a build.)
func TestRebuildWhileServing(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	if _, err := Assemble(options(out, io.Discard)); err != nil {
		t.Fatal(err)
	}
	h, err := server.New(out)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(h)
	defer ts.Close()
	stop := make(chan struct{})
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		requests int
		failures []string
	)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				for _, p := range []string{"/", "/site.css", "/main.wasm", "/sw.js"} {
					res, err := http.Get(ts.URL + p)
					msg := ""
					if err != nil {
						msg = err.Error()
					} else {
						io.Copy(io.Discard, res.Body)
						res.Body.Close()
						if res.StatusCode != http.StatusOK {
							msg = fmt.Sprintf("%s: %s", p, res.Status)
						}
					}
					mu.Lock()
					requests++
					if msg != "" {
						failures = append(failures, msg)
					}
					mu.Unlock()
				}
			}
		}()
	}
	for range 10 {
		if _, err := Assemble(options(out, io.Discard)); err != nil {
			t.Error(err)
		}
	}
	close(stop)
	wg.Wait()
	t.Logf("%d requests during 10 builds", requests)
	if len(failures) > 0 {
		t.Errorf("%d of %d requests failed while the site was rebuilt, the first: %s", len(failures), requests, failures[0])
	}
}

func TestCheckTarget(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		files []string
		ok    bool
	}{
		{"missing", nil, true},
		{"empty", []string{}, true},
		{"an earlier build", []string{"main.wasm", "index.html"}, true},
		{"something else", []string{"notes.txt"}, false},
		{"main.wasm is a folder", []string{"main.wasm/x"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-"))
			if tt.files != nil {
				if err := os.MkdirAll(out, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			for _, f := range tt.files {
				writeFile(t, filepath.Join(out, f), "x")
			}
			if err := CheckTarget(out); (err == nil) != tt.ok {
				t.Errorf("CheckTarget = %v; want ok %v", err, tt.ok)
			}
		})
	}
}

func TestReplace(t *testing.T) {
	for _, exists := range []bool{false, true} {
		t.Run(fmt.Sprint("out exists ", exists), func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "site")
			if exists {
				writeFile(t, filepath.Join(out, "old.txt"), "old")
			}
			stage, err := NewStage(out)
			if err != nil {
				t.Fatal(err)
			}
			if info, err := os.Stat(stage); err != nil || info.Mode().Perm() != 0o755 {
				t.Errorf("the stage is %v, %v; want a folder of mode 0755", info, err)
			}
			writeFile(t, filepath.Join(stage, "new.txt"), "new")
			if err := Replace(stage, out); err != nil {
				t.Fatal(err)
			}
			want := map[string]string{filepath.Dir(out): "(folder)", out: "(folder)", filepath.Join(out, "new.txt"): "new"}
			if diff := cmp.Diff(want, folderState(t, filepath.Dir(out))); diff != "" {
				t.Errorf("after Replace (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRenameAside(t *testing.T) {
	top := t.TempDir()
	a, b := filepath.Join(top, "a"), filepath.Join(top, "b")
	writeFile(t, filepath.Join(a, "f"), "was a")
	writeFile(t, filepath.Join(b, "f"), "was b")
	if err := renameAside(a, b); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{top: "(folder)", a: "(folder)", b: "(folder)",
		filepath.Join(a, "f"): "was b", filepath.Join(b, "f"): "was a"}
	if diff := cmp.Diff(want, folderState(t, top)); diff != "" {
		t.Errorf("after renameAside (-want +got):\n%s", diff)
	}
	if err := renameAside(filepath.Join(top, "missing"), b); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("renameAside of a missing folder: %v; want not exist", err)
	}
}

// TestReplaceIsWhole replaces a folder many times while another goroutine reads a file of
// it: the file must be there at every moment, from one build or the next.
func TestReplaceIsWhole(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	writeFile(t, filepath.Join(out, "f"), "0")
	stop, done := make(chan struct{}), make(chan []string)
	go func() {
		var failures []string
		for {
			select {
			case <-stop:
				done <- failures
				return
			default:
			}
			if _, err := os.ReadFile(filepath.Join(out, "f")); err != nil {
				failures = append(failures, err.Error())
			}
		}
	}()
	for i := range 500 {
		stage, err := NewStage(out)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(stage, "f"), fmt.Sprint(i))
		if err := Replace(stage, out); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	if failures := <-done; len(failures) > 0 {
		t.Errorf("%d reads failed while the folder was replaced, the first: %s", len(failures), failures[0])
	}
}
