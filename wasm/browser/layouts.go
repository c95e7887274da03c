//go:build js && wasm

package browser

import (
	"syscall/js"

	"mahjong/wasm/control"
)

// The browser's side of the layouts: the gallery's listeners, the player's files, the
// site's library and the layout files' reader.

// listenFor adds fn as a listener of event on target for the page's life.
func listenFor(target js.Value, event string, fn func(ev js.Value)) {
	target.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	}))
}

// ListenLayouts turns the gallery's clicks, its filter and random layout form, and the
// layout files picked or dropped on the page into messages for send. The gallery's dialogs
// are made later: the listeners are the document's, and find them by id.
func ListenLayouts(send func(control.Msg)) {
	doc := js.Global().Get("document")
	listenFor(doc, "click", func(ev js.Value) {
		btn := ev.Get("target").Call("closest", "[data-gallery]")
		if btn.IsNull() {
			return
		}
		send(control.Gallery{Name: btn.Call("getAttribute", "data-gallery").String(),
			Layout: attr(btn, "data-layout")})
	})
	listenFor(doc, "change", func(ev js.Value) {
		target := ev.Get("target")
		switch target.Get("id").String() {
		case "gallery-size":
			send(control.GallerySize{Size: target.Get("value").String()})
		case "layout-file":
			readFiles(target.Get("files"), send)
			target.Set("value", "")
		}
	})
	listenFor(doc, "submit", func(ev js.Value) {
		if form := ev.Get("target"); form.Get("id").String() == "gallery-random" {
			ev.Call("preventDefault")
			seed := doc.Call("getElementById", "gallery-seed")
			send(control.RandomLayout{Seed: seed.Get("value").String()})
		}
	})
	listenFor(doc, "dragover", func(ev js.Value) {
		if dt := ev.Get("dataTransfer"); dt.Truthy() && dt.Get("types").Call("includes", "Files").Bool() {
			ev.Call("preventDefault") // the page takes the files
		}
	})
	listenFor(doc, "drop", func(ev js.Value) {
		dt := ev.Get("dataTransfer")
		if !dt.Truthy() || dt.Get("files").Get("length").Int() == 0 {
			return
		}
		ev.Call("preventDefault")
		readFiles(dt.Get("files"), send)
	})
}

// attr is the element's attribute, "" when it has none.
func attr(el js.Value, name string) string {
	if a := el.Call("getAttribute", name); a.Type() == js.TypeString {
		return a.String()
	}
	return ""
}

// readFiles reads the files of a FileList, each into a LayoutFile message; a file larger
// than control.MaxLayoutFile is not read.
func readFiles(files js.Value, send func(control.Msg)) {
	for i := range files.Get("length").Int() {
		f := files.Index(i)
		name := f.Get("name").String()
		if f.Get("size").Int() > control.MaxLayoutFile {
			send(control.LayoutFile{Name: name, TooLarge: true})
			continue
		}
		var ok, fail js.Func
		release := func() { ok.Release(); fail.Release() }
		ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
			release()
			bytes := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, bytes.Length())
			js.CopyBytesToGo(data, bytes)
			send(control.LayoutFile{Name: name, Data: data})
			return nil
		})
		fail = js.FuncOf(func(js.Value, []js.Value) any {
			release()
			send(control.LayoutFile{Name: name, Failed: true})
			return nil
		})
		f.Call("arrayBuffer").Call("then", ok, fail)
	}
}

// Files are the player's files (control.Files): the gallery's file picker, #layout-file, and
// downloads.
type Files struct{}

func (Files) Pick() {
	if input := js.Global().Get("document").Call("getElementById", "layout-file"); !input.IsNull() {
		input.Call("click")
	}
}

// Save downloads data as a file of that name, through a link to a Blob of it.
func (Files) Save(name string, data []byte) {
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "text/plain"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	anchor := js.Global().Get("document").Call("createElement", "a")
	anchor.Set("href", url)
	anchor.Set("download", name)
	anchor.Call("click")
	js.Global().Get("URL").Call("revokeObjectURL", url)
}

// Library is the site's library of layouts (control.Library), which static/boot.js's
// mahjongLayouts fetches (and the service worker keeps).
type Library struct{ Send func(control.Msg) }

func (l Library) Load() {
	load := js.Global().Get("mahjongLayouts")
	if load.Type() != js.TypeFunction {
		l.Send(control.LibraryLoaded{Status: control.NoLibrary})
		return
	}
	var done js.Func
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done.Release()
		l.Send(control.LibraryLoaded{Text: args[0].String(), Status: args[1].Int()})
		return nil
	})
	load.Invoke(done)
}

// Reader is the layout files' reader (control.LayoutReader): a Web Worker running
// layoutread.wasm (wasm/layoutread, static/worker.js), started when first asked.
type Reader struct {
	send            func(control.Msg)
	worker          js.Value
	onReply, onFail js.Func
}

// NewReader returns the reader, which is not started yet; its answers go to send.
func NewReader(send func(control.Msg)) *Reader { return &Reader{send: send} }

func (r *Reader) Read(id int, data []byte) {
	if r.worker.IsUndefined() {
		r.worker = js.Global().Get("Worker").New("worker.js?module=layoutread")
		r.onReply = js.FuncOf(func(_ js.Value, args []js.Value) any {
			r.reply(args[0].Get("data"))
			return nil
		})
		r.onFail = js.FuncOf(func(js.Value, []js.Value) any {
			r.send(control.ReaderFailed{})
			return nil
		})
		r.worker.Call("addEventListener", "message", r.onReply)
		r.worker.Call("addEventListener", "error", r.onFail)
	}
	bytes := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	r.worker.Call("postMessage", map[string]any{"id": id, "bytes": bytes})
}

// reply reads the reader's answer (wasm/layoutread's): {id, layouts: [{name, code}]} or
// {id, error, crashed}; an answer of id 0 says the reader itself could not load.
func (r *Reader) reply(d js.Value) {
	id := d.Get("id").Int()
	if id == 0 {
		r.send(control.ReaderFailed{})
		return
	}
	m := control.ReaderReplied{ID: id, Crashed: d.Get("crashed").Truthy()}
	if why := d.Get("error"); why.Type() == js.TypeString {
		m.Error = why.String()
	} else {
		got := d.Get("layouts")
		m.Layouts = make([]control.ReadLayout, got.Length())
		for i := range m.Layouts {
			m.Layouts[i] = control.ReadLayout{Name: got.Index(i).Get("name").String(), Code: got.Index(i).Get("code").String()}
		}
	}
	r.send(m)
}

func (r *Reader) Stop() {
	if r.worker.IsUndefined() {
		return
	}
	r.worker.Call("terminate")
	r.onReply.Release()
	r.onFail.Release()
	r.worker = js.Undefined()
}
