//go:build js && wasm

// Package reply is the layout reader's answer about a file (wasm/layoutread), as the object
// posted to the page: {layouts: [{name, code}, ...]} or {error}. vert makes it from the tagged
// structs here. The page (package main, onReaderMessage) reads it by hand: vert with the
// reflect and fmt it needs would cost the page's module about 110 KB brotli, and here, in a
// module loaded when a player first opens a file, it costs the first visit nothing
// (docs/packages.md).
package reply

import (
	"syscall/js"

	"github.com/norunners/vert"

	"mahjong/engine/layoutfile"
	"mahjong/wasm/link"
)

// layouts is the answer for a file that reads.
type layouts struct {
	Layouts []layout `js:"layouts"`
}

// layout is one layout of the file: its name and its slots (link.EncodeLayout).
type layout struct {
	Name string `js:"name"`
	Code string `js:"code"`
}

// refusal is the answer for a file that does not read: why and where, in the reader's
// English, which the page translates (gallery.Refusal).
type refusal struct {
	Error string `js:"error"`
}

// Of is the answer for a file's bytes.
func Of(data []byte) js.Value {
	ls, err := layoutfile.Read(data)
	if err != nil {
		return vert.ValueOf(refusal{err.Error()}).Value
	}
	out := layouts{Layouts: make([]layout, len(ls))}
	for i, l := range ls {
		out.Layouts[i] = layout{Name: l.Name, Code: link.EncodeLayout(l.Layout.Slots)}
	}
	return vert.ValueOf(out).Value
}
