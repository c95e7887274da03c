//go:build js && wasm

package browser

import (
	"syscall/js"

	"mahjong/wasm/control"
)

// Doc is the page's document (control.Doc). What it has to say later (the clipboard's
// answer) it hands to send, the controller's Update.
type Doc struct {
	doc  js.Value
	send func(control.Msg)
}

// NewDoc returns the document of the page; send takes the answers that come later.
func NewDoc(send func(control.Msg)) *Doc {
	return &Doc{doc: js.Global().Get("document"), send: send}
}

func (d *Doc) ByID(id string) control.Elem { return ElemOf(d.doc.Call("getElementById", id)) }

func (d *Doc) Query(selector string) control.Elem {
	return ElemOf(d.doc.Call("querySelector", selector))
}

func (d *Doc) Root() control.Elem    { return ElemOf(d.doc.Get("documentElement")) }
func (d *Doc) Body() control.Elem    { return ElemOf(d.doc.Get("body")) }
func (d *Doc) ModalOpen() bool       { return !d.doc.Call("querySelector", "dialog:modal").IsNull() }
func (d *Doc) Hidden() bool          { return d.doc.Get("hidden").Bool() }
func (d *Doc) SetTitle(title string) { d.doc.Set("title", title) }
func (d *Doc) Help(id string)        { call("mahjongHelp", id) }
func (d *Doc) ShowFaces(set string)  { call("mahjongFaces", set) }
func (d *Doc) Translate(e control.Elem) {
	if el, ok := e.(*Elem); ok {
		call("mahjongTranslate", el.v)
	}
}

// call calls the global function name of static/boot.js, when the page has it.
func call(name string, args ...any) {
	if f := js.Global().Get(name); f.Type() == js.TypeFunction {
		f.Invoke(args...)
	}
}

// KeepFocus moves the focus to a free tile, or the board's first control, when the element
// that had it was removed, hidden or closed, so that a keyboard player can go on without
// tabbing from the top of the page again.
func (d *Doc) KeepFocus() bool {
	active := d.doc.Get("activeElement")
	// Chromium may already have moved the focus of a hidden tile to the body.
	lost := active.IsNull() || active.Equal(d.doc.Get("body")) ||
		!active.Call("closest", "dialog:not([open])").IsNull() // a dialog just closed
	if !lost && !active.Get("hidden").Bool() {
		return true
	}
	board := d.doc.Call("getElementById", "board")
	for _, sel := range []string{`.tile[data-free="true"]:not([hidden])`,
		`[tabindex="0"], button:not([disabled]):not([hidden]):not([tabindex="-1"])`} {
		if next := board.Call("querySelector", sel); !next.IsNull() {
			next.Call("focus", js.ValueOf(map[string]any{"preventScroll": true}))
			return true
		}
	}
	active = d.doc.Get("activeElement")
	return !active.IsNull() && !active.Equal(d.doc.Get("body"))
}

// Copy puts text on the clipboard; the answer comes back as control.Copied.
func (d *Doc) Copy(text string) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		d.send(control.Copied{NoClipboard: true})
		return
	}
	var ok, refused js.Func
	answer := func(m control.Copied) js.Func {
		return js.FuncOf(func(js.Value, []js.Value) any {
			ok.Release()
			refused.Release()
			d.send(m)
			return nil
		})
	}
	ok, refused = answer(control.Copied{OK: true}), answer(control.Copied{})
	clip.Call("writeText", text).Call("then", ok, refused)
}
