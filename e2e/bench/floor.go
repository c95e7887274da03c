package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"

	"mahjong/e2e/harness"
	"mahjong/engine/shanghai"
)

// The floor page (floor/main.go): a Go WebAssembly module of the site's toolchain and flags
// that paints a board of the first board's tiles and does nothing else. The load section
// loads it and the site in turn, the same number of times each, and the start-up budget is
// set on the ratio of the site's median to the floor's: a machine that is slower for the
// moment, or shared with other work, slows both alike, where an absolute budget in
// milliseconds holds on one machine state only.

// floorLayout is the layout of the site's first board (wasm/variants.go, defaultGame), whose
// tiles the floor paints.
const floorLayout = "Turtle"

// floorGCFlags are build.sh's flags for the page's modules: built without inlining but for
// the runtime's internal packages, as there, so that the ratio compares like with like. The
// module is not packed (internal/wasmpack) as the site's is: the floor is the least a page
// does, and its bytes count alike in every run.
var floorGCFlags = []string{"-gcflags=all=-l", "-gcflags=internal/runtime/...="}

// firstLayout is the layout of the site's first board.
func firstLayout() (*shanghai.Layout, error) {
	for _, l := range shanghai.Layouts() {
		if l.Name == floorLayout {
			return l, nil
		}
	}
	return nil, fmt.Errorf("no built-in layout is named %q", floorLayout)
}

// slotsFlag writes l's slots as the floor's -X main.slots value.
func slotsFlag(l *shanghai.Layout) string {
	parts := make([]string, len(l.Slots))
	for i, s := range l.Slots {
		parts[i] = fmt.Sprintf("%d,%d,%d", s.X, s.Y, s.Z)
	}
	return strings.Join(parts, ";")
}

// buildFloor builds the floor page into dir: index.html, floor.css, floor.js (the Go
// runtime's wasm_exec.js and a loader) and main.wasm, each with a .br and a .gz beside it as
// the site has. It returns how many tiles the page paints.
func buildFloor(repo, dir string, level int) (int, error) {
	l, err := firstLayout()
	if err != nil {
		return 0, err
	}
	args := append([]string{"build", "-trimpath"}, floorGCFlags...)
	args = append(args, "-ldflags=-s -w -X main.slots="+slotsFlag(l), "-o", filepath.Join(dir, "main.wasm"), "./e2e/bench/floor")
	cmd := exec.Command("go", args...)
	cmd.Dir = repo
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return 0, fmt.Errorf("go build ./e2e/bench/floor: %v\n%s", err, out)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return 0, fmt.Errorf("go env GOROOT: %v", err)
	}
	wasmExec, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return 0, err
	}
	files := map[string][]byte{
		"index.html": []byte(floorHTML()),
		"floor.css":  []byte(fmt.Sprintf(floorCSS, l.Width, l.Height, l.Width*30, l.Height*40)),
		"floor.js":   append(wasmExec, floorLoader...),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return 0, err
		}
	}
	for _, name := range []string{"index.html", "floor.css", "floor.js", "main.wasm"} {
		if err := precompress(filepath.Join(dir, name), level); err != nil {
			return 0, err
		}
	}
	return len(l.Slots), nil
}

// precompress writes name.br and name.gz at the compression level of brotli and gzip (both
// count 1 to 9; 11 is brotli's best): the bench uses the best, as the site's build does.
func precompress(name string, level int) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, level)
	gw, _ := gzip.NewWriterLevel(&gz, min(level, gzip.BestCompression))
	for _, w := range []interface {
		Write([]byte) (int, error)
		Close() error
	}{bw, gw} {
		if _, err := w.Write(data); err != nil {
			return err
		}
		if err := w.Close(); err != nil {
			return err
		}
	}
	if err := os.WriteFile(name+".br", br.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(name+".gz", gz.Bytes(), 0o644)
}

// floorFaces is how many faces the floor's sprite has.
const floorFaces = 34

// floorHTML is the floor's page: as the site's, the module preloaded from the head, a
// deferred script, and the faces' sprite as the body's last element.
func floorHTML() string {
	var b strings.Builder
	b.WriteString(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<link rel="stylesheet" href="floor.css">
<link rel="preload" href="main.wasm" as="fetch" type="application/wasm" crossorigin>
<script src="floor.js" defer></script>
</head>
<body>
<main id="board"></main>
<div id="faces" hidden>
<svg xmlns="http://www.w3.org/2000/svg">
`)
	for i := range floorFaces {
		fmt.Fprintf(&b, `<symbol id="f%d" viewBox="0 0 60 80"><circle cx="30" cy="28" r="%d" fill="hsl(%d 60%% 40%%)"/><text x="30" y="70" text-anchor="middle" font-size="22">%s</text></symbol>`+"\n",
			i, 8+i%12, i*37%360, strconv.Itoa(i%9+1))
	}
	b.WriteString("</svg>\n</div>\n</body>\n</html>\n")
	return b.String()
}

// floorCSS sizes the board to the window as a grid of half tiles (%d columns, %d rows), a
// tile 30 wide for 40 high, each layer's tiles raised a little (--l).
const floorCSS = `html, body { margin: 0; height: 100%%; font-family: sans-serif; }
#board {
  display: grid;
  grid-template-columns: repeat(%d, 1fr);
  grid-template-rows: repeat(%d, 1fr);
  aspect-ratio: %d / %d;
  max-width: 96vw;
  max-height: 96vh;
  margin: 2vh auto;
}
.tile {
  position: relative;
  border: 1px solid #8a7a5a;
  border-radius: 4px;
  background: linear-gradient(135deg, #fffaf0 55%%, #e8dcc0);
  box-shadow: 2px 2px 0 #b9a77f;
  translate: calc(var(--l) * -3px) calc(var(--l) * -3px);
}
.tile svg { position: absolute; inset: 4%%; width: 92%%; height: 92%%; }
`

// floorLoader starts the module as the site's boot.js does: streamed into the compiler, run
// once instantiated.
const floorLoader = `
(function () {
  var go = new Go();
  WebAssembly.instantiateStreaming(fetch("main.wasm"), go.importObject).then(function (r) {
    go.run(r.instance);
  });
})();
`

// startFloor builds the floor page into a temporary folder and serves it. The returned
// function stops the server and removes the folder.
func startFloor(repo string) (url string, tiles int, stop func(), err error) {
	dir, err := os.MkdirTemp("", "mahjong-bench-floor-")
	if err != nil {
		return "", 0, nil, err
	}
	tiles, err = buildFloor(repo, dir, brotli.BestCompression)
	if err != nil {
		os.RemoveAll(dir)
		return "", 0, nil, err
	}
	srv, err := harness.StartServer(dir, "127.0.0.1:0")
	if err != nil {
		os.RemoveAll(dir)
		return "", 0, nil, err
	}
	return srv.URL, tiles, func() { srv.Stop(); os.RemoveAll(dir) }, nil
}
