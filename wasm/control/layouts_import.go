//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"strings"
	"syscall/js"

	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/wasm/gallery"
	"mahjong/wasm/link"
)

// The player's layout files, opened with the gallery's file picker or dropped on the page.

// importFiles reads the files the player opened or dropped, one after another, each
// whole or not at all.
func (a *Controller) importFiles(files js.Value) {
	for i := range files.Get("length").Int() {
		f := files.Index(i)
		name := f.Get("name").String()
		if f.Get("size").Int() > 4<<20 {
			a.importFailed(name, msg.T("the file is larger than 4 MB: not a layout file"))
			continue
		}
		var ok, fail js.Func
		release := func() { ok.Release(); fail.Release() }
		ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
			release()
			bytes := js.Global().Get("Uint8Array").New(args[0])
			go a.post(func() { a.readLayouts(name, bytes) })
			return nil
		})
		fail = js.FuncOf(func(js.Value, []js.Value) any {
			release()
			go a.post(func() { a.importFailed(name, msg.T("the file could not be read")) })
			return nil
		})
		f.Call("arrayBuffer").Call("then", ok, fail)
	}
}

// readLayouts asks the file reader for the layouts of a file's bytes (a Uint8Array). The
// reader is a Web Worker running layoutread.wasm (wasm/layoutread, static/worker.js),
// started the first time: the readers are code the first board does not need.
func (a *Controller) readLayouts(file string, bytes js.Value) {
	if a.lay.reader.IsUndefined() {
		a.lay.reader = js.Global().Get("Worker").New("worker.js?module=layoutread")
		a.lay.reading = map[int]string{}
		a.listen(a.lay.reader, "message", a.onReaderMessage)
		a.listen(a.lay.reader, "error", func(js.Value) { a.readerFailed(msg.T("the file reader could not start")) })
	}
	a.lay.asked++
	a.lay.reading[a.lay.asked] = file
	a.lay.reader.Call("postMessage", map[string]any{"id": a.lay.asked, "bytes": bytes})
}

// onReaderMessage takes the reader's answer about one file: its layouts, or why it was
// refused (an answer of id 0: the reader itself failed).
func (a *Controller) onReaderMessage(ev js.Value) {
	d := ev.Get("data")
	id := d.Get("id").Int()
	why := d.Get("error")
	if id == 0 {
		a.readerFailed(msg.T("the file reader could not start")) // not worker.js's English
		return
	}
	file, asked := a.lay.reading[id]
	delete(a.lay.reading, id)
	if !asked {
		return
	}
	if d.Get("crashed").Truthy() { // the reader failed on the file: its English is for the console
		js.Global().Get("console").Call("error", file+": "+why.String())
		a.importFailed(file, msg.T("the file reader failed on it"))
		return
	}
	if why.Type() == js.TypeString {
		a.importFailed(file, gallery.Refusal(msg.Page(), why.String()))
		return
	}
	got := d.Get("layouts")
	ls := make([]layoutfile.Layout, got.Length())
	for i := range ls {
		name := got.Index(i).Get("name").String()
		slots, err := link.DecodeLayout(got.Index(i).Get("code").String())
		var l *shanghai.Layout
		if err == nil {
			l, err = shanghai.NewLayout(name, slots)
		}
		if err != nil {
			a.importFailed(file, gallery.Refusal(msg.Page(), err.Error()))
			return
		}
		ls[i] = layoutfile.Layout{Name: name, Layout: l}
	}
	a.importLayouts(file, ls)
}

// readerFailed refuses every file the reader was asked about, and lets the next file start
// it again.
func (a *Controller) readerFailed(why string) {
	for _, file := range a.lay.reading {
		a.importFailed(file, why)
	}
	if !a.lay.reader.IsUndefined() {
		a.lay.reader.Call("terminate")
	}
	a.lay.reader, a.lay.reading = js.Undefined(), nil
}

// importLayouts keeps the layouts read from one file: all or none.
func (a *Controller) importLayouts(file string, ls []layoutfile.Layout) {
	added, had, ok := a.addMine(ls)
	if !ok {
		return
	}
	var text string
	switch {
	case len(added) == 1:
		e, _ := a.layoutEntry(added[0])
		text = msg.T("The layout {layout} is now in My layouts.", "layout", e.Name)
	case len(added) > 1:
		text = msg.T("{n} layouts of {file} are now in My layouts.", "n", msg.Number(len(added)), "file", file)
	}
	if len(had) > 0 {
		text += " " + msg.T("Already in My layouts: {layouts}.", "layouts", strings.Join(had, msg.T(", ")))
	}
	a.lay.size = gallery.Mine
	a.openGallery()
	a.byID("gallery-status").Set("textContent", strings.TrimSpace(text))
	if len(added) > 0 {
		if b := a.byID("gallery-list").Call("querySelector", `[data-gallery="play"][data-layout="`+added[0]+`"]`); !b.IsNull() {
			b.Call("focus")
		}
	}
}

// importFailed tells the player that file was refused, and why (in the page's language:
// the engine's reasons through gallery.Refusal).
func (a *Controller) importFailed(file, why string) {
	text := msg.T("{file} was not opened: {error}. Nothing was changed.", "file", file, "error", why)
	a.show(text, true)
	if !a.byID("gallery").IsNull() {
		a.byID("gallery-status").Set("textContent", text)
	}
}
