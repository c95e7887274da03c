package site

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestInlineSprite(t *testing.T) {
	const sprite = "<svg>\n<symbol id=\"t-1b\"/>\n</svg>"
	tests := []struct {
		name, page, sprite, want, err string
	}{
		{"in its place", "<p>\n<!--faces.svg-->\n</p>\n", sprite, "<p>\n<svg>\n<symbol id=\"t-1b\"/>\n</svg>\n</p>\n", ""},
		{"a page without a last newline", "<!--faces.svg-->\n</p>", sprite + "\n", "<svg>\n<symbol id=\"t-1b\"/>\n</svg>\n</p>\n", ""},
		{"the mark inside a line is not the mark", "<p><!--faces.svg--></p>\n", sprite, "", "0 <!--faces.svg--> lines"},
		{"two marks", "<!--faces.svg-->\n<!--faces.svg-->\n", sprite, "", "2 <!--faces.svg--> lines"},
		{"not the faces' sprite", "<!--faces.svg-->\n", "<svg/>", "", "not the faces' sprite"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := inlineSprite([]byte(tt.page), []byte(tt.sprite))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v; want one about %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestEmbedPage(t *testing.T) {
	tests := []struct {
		name, page, want string
		ok               bool
	}{
		{"the preload", "<link rel=\"preload\" href=\"main.wasm\" as=\"fetch\">\n", "<link rel=\"preload\" href=\"embed.wasm\" as=\"fetch\">\n", true},
		{"only the first of a line", `<link rel="preload" href="main.wasm"><link rel="preload" href="main.wasm">`,
			`<link rel="preload" href="embed.wasm"><link rel="preload" href="main.wasm">`, true},
		{"other mentions stay", "<script>load(\"main.wasm\")</script>\n", "<script>load(\"main.wasm\")</script>\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := embedPage([]byte(tt.page))
			if diff := cmp.Diff(tt.want, string(got)); diff != "" || ok != tt.ok {
				t.Errorf("preloads %v, want %v; (-want +got):\n%s", ok, tt.ok, diff)
			}
		})
	}
}

func TestJoinStyles(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  string // site.css, or part of the error
		ok    bool
	}{
		{"in the order given", map[string]string{"b.css": "b{}\n", "a.css": "a{}\n", "page.html": "x"}, "b{}\na{}\n", true},
		{"a sheet left out", map[string]string{"b.css": "", "a.css": "", "new.css": ""}, "(new.css)", false},
		{"a sheet missing", map[string]string{"b.css": ""}, "a.css", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, text := range tt.files {
				writeFile(t, filepath.Join(dir, name), text)
			}
			err := JoinStyles(dir, []string{"b.css", "a.css"})
			if !tt.ok {
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("error %v; want one naming %s", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{dir: "(folder)", filepath.Join(dir, "site.css"): tt.want, filepath.Join(dir, "page.html"): "x"}
			if diff := cmp.Diff(want, folderState(t, dir)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestBootJS(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "boot.js"), "// Starts.\nboot(); // now\n")
	writeFile(t, filepath.Join(dir, "wasm_exec.js"), "// The toolchain's.\nruntime;\n")
	writeFile(t, filepath.Join(dir, "zoom.js"), "(function () {\n  // Zooms.\n  zoom(\"//\");\n})();\n")
	if err := BootJS(dir, filepath.Join(dir, "wasm_exec.js")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, "boot.js"))
	if err != nil {
		t.Fatal(err)
	}
	// The project's comment lines go; the toolchain's file and comments after code stay.
	want := "// The toolchain's.\nruntime;\nboot(); // now\n(function () {\n  zoom(\"//\");\n})();\n"
	if diff := cmp.Diff(want, string(got)); diff != "" {
		t.Errorf("boot.js (-want +got):\n%s", diff)
	}
	if _, err := os.Stat(filepath.Join(dir, "zoom.js")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("zoom.js is left in the site beside boot.js (%v)", err)
	}
}

// TestStamp pins the stamp of a small folder to what build.sh's shell pipeline printed for
// it: find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-12.
func TestStamp(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"a.txt": "a", "sub/z.js": "zz\n", "B/empty": "", "Z.css": "upper"} {
		writeFile(t, filepath.Join(dir, name), text)
	}
	got, err := Stamp(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got != "3b0387be293c" {
		t.Errorf("Stamp = %s, want 3b0387be293c", got)
	}
	writeFile(t, filepath.Join(dir, "a.txt"), "b")
	if again, _ := Stamp(dir); again == got {
		t.Errorf("the stamp stayed %s when a file changed", got)
	}
}

func TestApplyStamp(t *testing.T) {
	tests := []struct {
		name          string
		sw, boot      string
		wantSW, wantB string
		ok            bool
	}{
		{"both", "c = '__BUILD__';", "b = '__BUILD__' + '__BUILD__';", "c = 'abc123';", "b = 'abc123' + 'abc123';", true},
		{"sw.js without a place", "c = 1;", "b = '__BUILD__';", "c = 1;", "b = 'abc123';", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "sw.js"), tt.sw)
			writeFile(t, filepath.Join(dir, "boot.js"), tt.boot)
			if err := ApplyStamp(dir, "abc123"); (err == nil) != tt.ok {
				t.Errorf("ApplyStamp: %v; want ok %v", err, tt.ok)
			}
			got := folderState(t, dir)
			if got[filepath.Join(dir, "sw.js")] != tt.wantSW || got[filepath.Join(dir, "boot.js")] != tt.wantB {
				t.Errorf("sw.js %q, boot.js %q; want %q, %q", got[filepath.Join(dir, "sw.js")], got[filepath.Join(dir, "boot.js")], tt.wantSW, tt.wantB)
			}
		})
	}
}

func TestPackModules(t *testing.T) {
	dir := t.TempDir()
	for _, m := range []string{"main.wasm", "embed.wasm"} {
		b, err := os.ReadFile(filepath.Join("testdata/modules", m))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, m), string(b))
	}
	var log bytes.Buffer
	if err := PackModules(dir, &log); err != nil {
		t.Fatal(err)
	}
	want := "packed embed.wasm: 0 data segments into 0, 15 -> 15 bytes\n" +
		"packed main.wasm: 2 data segments into 1, 29 -> 26 bytes\n"
	if diff := cmp.Diff(want, log.String()); diff != "" {
		t.Errorf("log (-want +got):\n%s", diff)
	}
	writeFile(t, filepath.Join(dir, "bad.wasm"), "not wasm")
	if err := PackModules(dir, &log); err == nil || !strings.Contains(err.Error(), "bad.wasm") {
		t.Errorf("PackModules with a bad module: %v; want an error naming it", err)
	}
}
