//go:build js && wasm

// Command floor is the bench's floor page: about the least a Go WebAssembly page can do to
// show the site's first board. It paints one tile per slot of a layout given at link time,
// each a grid element with a face of the page's sprite (in turn), through one innerHTML, and marks
// <html> with data-ready="1" as the site does when its board is playable. The bench
// (e2e/bench, floor.go) builds it with the site's toolchain and flags, serves it beside the
// site and loads the two in turn, so that the site's start-up is also measured as a ratio to
// this floor, which a loaded machine slows down alike. It is no part of the site.
package main

import (
	"strconv"
	"strings"
	"syscall/js"
)

// slots is the layout, "x,y,z;x,y,z;..." in half-tile units (a tile covers x..x+1 and
// y..y+1 of layer z), set by the bench: go build -ldflags "-X main.slots=...".
var slots string

func main() {
	doc := js.Global().Get("document")
	faces := max(doc.Call("querySelectorAll", "#faces symbol").Length(), 1)
	var b strings.Builder
	for i, s := range strings.Split(slots, ";") {
		xyz := strings.Split(s, ",")
		if len(xyz) != 3 {
			continue
		}
		x, _ := strconv.Atoi(xyz[0])
		y, _ := strconv.Atoi(xyz[1])
		b.WriteString(`<div class="tile" style="grid-area:`)
		b.WriteString(strconv.Itoa(y + 1))
		b.WriteByte('/')
		b.WriteString(strconv.Itoa(x + 1))
		b.WriteString(`/span 2/span 2;--l:`)
		b.WriteString(xyz[2])
		b.WriteString(`;z-index:`)
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString(`"><svg viewBox="0 0 60 80" aria-hidden="true"><use href="#f`)
		b.WriteString(strconv.Itoa(i % faces))
		b.WriteString(`"/></svg></div>`)
	}
	doc.Call("getElementById", "board").Set("innerHTML", b.String())
	doc.Get("documentElement").Get("dataset").Set("ready", "1")
	select {} // as the site's module, it stays to serve the page
}
