// Package site assembles the site folder that build.sh makes and serve.go serves, from
// static/, the two WebAssembly modules and the Go toolchain's wasm_exec.js: one style sheet,
// the faces' sprite inside the page, the embed page, boot.js, the build stamp, the _headers
// file of static hosts, packed modules and a .gz and a .br beside every compressible file.
// Each step is a function of its own, tested here; Assemble runs them in order, in a new
// folder that then takes the place of the old one, so that a server never sees half a build.
// The command internal/site/assemble is what build.sh calls.
package site

import (
	"fmt"
	"io"
	"mahjong/engine"
	"os"
	"path/filepath"

	"mahjong/internal/server"
)

// Options say what Assemble builds from and where.
type Options struct {
	Out      string    // the site folder: made, or replaced when it holds an earlier build
	Static   string    // the static files (static/ of the repository)
	Modules  string    // a folder holding main.wasm and embed.wasm, as go build wrote them
	WasmExec string    // the toolchain's wasm_exec.js, which must match the modules
	Log      io.Writer // where progress and warnings go
	// Games are the games whose "How to play" pages the site carries (see HelpPages): the
	// catalog's, for the real site.
	Games []*engine.Variant
	// Library is the text of layouts.txt, the Mahjong Solitaire layouts beyond the menu's
	// (wasm/gallery's library file), which the page fetches when first wanted; none when "".
	Library string
}

// modules are the WebAssembly modules of the site: main.wasm for the site's page, and
// embed.wasm, which adds the embed page's postMessage API.
var modules = [...]string{"main.wasm", "embed.wasm"}

// workerModules are the modules of the site's Web Workers, which the page downloads when
// first wanted: layoutread.wasm reads players' layout files (wasm/layoutread, started by
// static/worker.js), solve.wasm runs the solvers (wasm/solve, static/worker.js too). A build
// without them (the tests' site) leaves them and the workers' copy of wasm_exec.js out.
var workerModules = [...]string{"layoutread.wasm", "solve.wasm"}

// Assemble builds the site into o.Out and returns its build stamp. It builds in a new folder
// beside o.Out and swaps it in at the end, so that o.Out holds the old build or the new one,
// whole, at every moment; on an error o.Out is left as it was.
func Assemble(o Options) (stamp string, err error) {
	if err := CheckTarget(o.Out); err != nil {
		return "", err
	}
	stage, err := NewStage(o.Out)
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(stage)
		}
	}()
	if err := CopyTree(o.Static, stage); err != nil {
		return "", err
	}
	for _, m := range modules {
		if err := copyFile(filepath.Join(o.Modules, m), filepath.Join(stage, m)); err != nil {
			return "", err
		}
	}
	workers := false
	for _, m := range workerModules {
		if _, err := os.Stat(filepath.Join(o.Modules, m)); err != nil {
			continue
		}
		if err := copyFile(filepath.Join(o.Modules, m), filepath.Join(stage, m)); err != nil {
			return "", err
		}
		workers = true
	}
	if workers {
		// The workers load the Go runtime's support by themselves (boot.js carries the page's).
		if err := copyFile(o.WasmExec, filepath.Join(stage, "wasm_exec.js")); err != nil {
			return "", err
		}
	}
	if stamp, err = assembleIn(stage, o); err != nil {
		return "", err
	}
	if err := Replace(stage, o.Out); err != nil {
		return "", err
	}
	return stamp, nil
}

// assembleIn runs the steps that turn the static files and modules in dir into the site, in
// order: each may change what the next one reads.
func assembleIn(dir string, o Options) (string, error) {
	if err := BootJS(dir, o.WasmExec); err != nil {
		return "", err
	}
	if err := JoinStyles(dir, Sheets()); err != nil {
		return "", err
	}
	if err := InlineSprite(dir); err != nil {
		return "", err
	}
	if err := EmbedPage(dir); err != nil {
		fmt.Fprintln(o.Log, "warning:", err)
	}
	if err := HelpPages(dir, o.Games); err != nil {
		return "", err
	}
	if err := Catalogs(dir, o.Games); err != nil {
		return "", err
	}
	if o.Library != "" {
		if err := os.WriteFile(filepath.Join(dir, "layouts.txt"), []byte(o.Library), 0o644); err != nil {
			return "", err
		}
	}
	stamp, err := Stamp(dir)
	if err != nil {
		return "", err
	}
	if err := ApplyStamp(dir, stamp); err != nil {
		fmt.Fprintln(o.Log, "warning:", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "_headers"), server.HeadersFile(), 0o644); err != nil {
		return "", err
	}
	if err := PackModules(dir, o.Log); err != nil {
		return "", err
	}
	n, err := Precompress(dir)
	if err != nil {
		return "", err
	}
	fmt.Fprintf(o.Log, "precompressed %d files\n", n)
	return stamp, nil
}
