package site

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"mahjong/internal/wasmpack"
)

// BootJS writes dir/boot.js as the toolchain's wasm_exec.js followed by the boot.js of
// static/ (already in dir) and the page's other scripts (Scripts), which it removes: one
// script, one request. wasm_exec.js is the Go runtime's support for the modules and must come
// from the toolchain that built them. The project's own scripts go without their comment
// lines, which are for the reader of the source: every byte of boot.js is in the first
// visit's budget.
func BootJS(dir, wasmExec string) error {
	runtime, err := os.ReadFile(wasmExec)
	if err != nil {
		return err
	}
	boot := filepath.Join(dir, "boot.js")
	own, err := os.ReadFile(boot)
	if err != nil {
		return err
	}
	all := append(runtime, stripComments(own)...)
	for _, name := range Scripts() {
		p := filepath.Join(dir, name)
		more, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		all = append(all, stripComments(more)...)
		if err := os.Remove(p); err != nil {
			return err
		}
	}
	return os.WriteFile(boot, all, 0o644)
}

// Scripts are the page's scripts that BootJS appends to boot.js, in order: the board's zoom
// (static/zoom.js).
func Scripts() []string { return []string{"zoom.js"} }

// stripComments drops the lines of a script that hold only a // comment. (The project's
// scripts never start a line inside a string or a template.)
func stripComments(js []byte) []byte {
	var out []byte
	for _, line := range bytes.SplitAfter(js, []byte("\n")) {
		if !bytes.HasPrefix(bytes.TrimSpace(line), []byte("//")) {
			out = append(out, line...)
		}
	}
	return out
}

// Sheets are the page's style sheets in cascade order, one per part of the game.
func Sheets() []string {
	return []string{"style.css", "stones.css", "oneplayer.css", "home.css", "freecell.css", "embed.css"}
}

// JoinStyles replaces the style sheets of dir by site.css, their concatenation in the order
// given: one request instead of six (and six fewer for the service worker). A style sheet of
// dir that sheets leaves out is an error: the page would be served without it.
func JoinStyles(dir string, sheets []string) error {
	var all []byte
	for _, s := range sheets {
		b, err := os.ReadFile(filepath.Join(dir, s))
		if err != nil {
			return err
		}
		all = append(all, b...)
	}
	if err := os.WriteFile(filepath.Join(dir, "site.css"), all, 0o644); err != nil {
		return err
	}
	for _, s := range sheets {
		if err := os.Remove(filepath.Join(dir, s)); err != nil {
			return err
		}
	}
	left, err := filepath.Glob(filepath.Join(dir, "*.css"))
	if err != nil {
		return err
	}
	for _, p := range left {
		if filepath.Base(p) != "site.css" {
			return fmt.Errorf("static/ has a style sheet that site.css leaves out (%s): add it to Sheets", filepath.Base(p))
		}
	}
	return nil
}

// spriteMark is the line of index.html where the faces' sprite goes.
const spriteMark = "<!--faces.svg-->"

// InlineSprite puts dir/faces.svg inside dir/index.html, in the place of its spriteMark line,
// and removes faces.svg: a <use> of a symbol of the same document costs the browser a
// fraction of one of another file, and the faces show with the first board.
func InlineSprite(dir string) error {
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		return err
	}
	sprite, err := os.ReadFile(filepath.Join(dir, "faces.svg"))
	if err != nil {
		return err
	}
	out, err := inlineSprite(page, sprite)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), out, 0o644); err != nil {
		return err
	}
	return os.Remove(filepath.Join(dir, "faces.svg"))
}

// inlineSprite returns page with its one spriteMark line replaced by sprite. Every line of
// the result ends in a newline.
func inlineSprite(page, sprite []byte) ([]byte, error) {
	var out bytes.Buffer
	marks := 0
	for _, line := range lines(page) {
		if line == spriteMark {
			marks++
			for _, s := range lines(sprite) {
				out.WriteString(s + "\n")
			}
			continue
		}
		out.WriteString(line + "\n")
	}
	if marks != 1 {
		return nil, fmt.Errorf("index.html has %d %s lines for the faces' sprite; want 1", marks, spriteMark)
	}
	if !bytes.Contains(sprite, []byte(`<symbol id="t-1b"`)) {
		return nil, errors.New(`faces.svg has no <symbol id="t-1b">: it is not the faces' sprite`)
	}
	return out.Bytes(), nil
}

// lines splits text into lines, without their newlines; a last line need not end in one.
func lines(text []byte) []string {
	s := strings.Split(string(text), "\n")
	if s[len(s)-1] == "" {
		s = s[:len(s)-1]
	}
	return s
}

// Preloads of the module in index.html and in the embed page.
const (
	pagePreload  = `<link rel="preload" href="main.wasm"`
	embedPreload = `<link rel="preload" href="embed.wasm"`
)

// EmbedPage writes dir/embed.html: index.html preloading embed.wasm in place of main.wasm. The
// server and the _headers file give it its own frame-ancestors. When index.html preloads no
// module the page is written all the same, and the error says so.
func EmbedPage(dir string) error {
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		return err
	}
	embed, ok := embedPage(page)
	if err := os.WriteFile(filepath.Join(dir, "embed.html"), embed, 0o644); err != nil {
		return err
	}
	if !ok {
		return errors.New("index.html does not preload main.wasm; the embed page preloads nothing")
	}
	return nil
}

// embedPage returns page with the first preload of main.wasm of each line made one of
// embed.wasm, and whether it has one.
func embedPage(page []byte) ([]byte, bool) {
	ls := strings.SplitAfter(string(page), "\n")
	for i, l := range ls {
		ls[i] = strings.Replace(l, pagePreload, embedPreload, 1)
	}
	out := strings.Join(ls, "")
	return []byte(out), strings.Contains(out, embedPreload)
}

// PackModules packs every .wasm file under dir in place (package wasmpack) and says what it
// did on log.
func PackModules(dir string, log io.Writer) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".wasm" {
			return err
		}
		in, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out, err := wasmpack.Pack(in, wasmpack.Gap)
		if err != nil {
			return fmt.Errorf("%s: %w", rel, err)
		}
		fmt.Fprintf(log, "packed %s: %d data segments into %d, %d -> %d bytes\n", rel, wasmpack.Segments(in), wasmpack.Segments(out), len(in), len(out))
		return os.WriteFile(p, out, 0o644)
	})
}
