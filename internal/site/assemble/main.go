// Command assemble makes the site folder from static/, the two WebAssembly modules and the
// toolchain's wasm_exec.js (package mahjong/internal/site says how). build.sh builds the modules
// and calls it:
//
//	go run ./internal/site/assemble -out site -static static -modules DIR -wasm-exec FILE
//	go run ./internal/site/assemble -check -out site
//
// The folder -out is replaced whole at the end, so that a server of it never sees half a
// build; on an error it is left as it was.
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/shanghai/layouts"
	"mahjong/internal/site"
	"mahjong/wasm/gallery"
)

// LayoutHelp is the id of the "How to play" page of every Mahjong Solitaire layout beyond
// the menu's three: the family's rules, which are the same on every layout. The page asks
// for help/shanghai-layout.html for them (wasm/layouts.go).
const layoutHelp = "shanghai-layout"

// addLayouts puts the library of layouts in the site (layouts.txt), and the help page that
// serves them all.
func addLayouts(o *site.Options) error {
	lib, err := layouts.All()
	if err != nil {
		return err
	}
	es := make([]gallery.Entry, len(lib))
	for i, e := range lib {
		es[i] = gallery.Entry{ID: e.ID, Name: e.Name, Category: e.Category, Slots: e.Layout.Slots}
	}
	o.Library = gallery.FormatLibrary(es)
	o.Games = append(o.Games, &engine.Variant{ID: layoutHelp, Name: "Mahjong Solitaire", Family: engine.Shanghai})
	return nil
}

func main() {
	var o site.Options
	flag.StringVar(&o.Out, "out", "", "the site folder to make, or to replace when it holds an earlier build")
	flag.StringVar(&o.Static, "static", "static", "the static files")
	flag.StringVar(&o.Modules, "modules", "", "the folder that holds main.wasm and embed.wasm")
	flag.StringVar(&o.WasmExec, "wasm-exec", "", "the wasm_exec.js of the toolchain that built the modules")
	check := flag.Bool("check", false, "only check that -out is a folder a build may replace, then exit")
	flag.Parse()
	needed := map[string]string{"-out": o.Out, "-modules": o.Modules, "-wasm-exec": o.WasmExec}
	if *check {
		needed = map[string]string{"-out": o.Out}
	}
	var missing []string
	for name, v := range needed {
		if v == "" {
			missing = append(missing, name)
		}
	}
	slices.Sort(missing)
	if flag.NArg() > 0 || len(missing) > 0 {
		fmt.Fprintf(os.Stderr, "assemble: unexpected arguments %q or missing flags %s\n", flag.Args(), strings.Join(missing, " "))
		flag.Usage()
		os.Exit(2)
	}
	if *check {
		if err := site.CheckTarget(o.Out); err != nil {
			fmt.Fprintln(os.Stderr, "assemble:", err)
			os.Exit(2)
		}
		return
	}
	o.Log = os.Stdout
	o.Games = catalog.All()
	if err := addLayouts(&o); err != nil {
		fmt.Fprintln(os.Stderr, "assemble:", err)
		os.Exit(1)
	}
	stamp, err := site.Assemble(o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "assemble:", err)
		os.Exit(1)
	}
	fmt.Printf("built %s (build %s)\n", o.Out, stamp)
}
