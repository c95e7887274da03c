//go:build js && wasm

// Package browser is the browser's side of the page controller's ports (wasm/control): the
// document and its elements, the storage, the timers, the address bar, the live region and
// the world's time and randomness. Each port is a thin shell over the DOM; what the calls
// mean is decided in the controller, which is tested natively with in-memory ports.
package browser

import (
	"syscall/js"

	"mahjong/wasm/control"
	"mahjong/wasm/dom"
)

// Elem is an element of the page (control.Elem). It is nil where the DOM has null.
type Elem struct{ v js.Value }

// ElemOf wraps v, an element; nil for null or undefined.
func ElemOf(v js.Value) control.Elem {
	if v.Type() != js.TypeObject {
		return nil
	}
	return &Elem{v}
}

// ElemOfDOM wraps a handle of package dom.
func ElemOfDOM(e dom.Element) control.Elem {
	if e == nil {
		return nil
	}
	return &Elem{e.Underlying()}
}

// Value is the element as a js.Value, for the browser's side of other ports.
func (e *Elem) JS() js.Value { return e.v }

func (e *Elem) SetText(text string)        { e.v.Set("textContent", text) }
func (e *Elem) SetAttr(name, value string) { e.v.Call("setAttribute", name, value) }
func (e *Elem) RemoveAttr(name string)     { e.v.Call("removeAttribute", name) }
func (e *Elem) SetHidden(hidden bool)      { e.v.Set("hidden", hidden) }
func (e *Elem) SetDisabled(disabled bool)  { e.v.Set("disabled", disabled) }
func (e *Elem) SetHTML(html string)        { e.v.Set("innerHTML", html) }

// Attr is the attribute's value, "" when it is missing.
func (e *Elem) Attr(name string) string {
	a := e.v.Call("getAttribute", name)
	if a.Type() != js.TypeString {
		return ""
	}
	return a.String()
}

func (e *Elem) AddHTML(html string, first bool) {
	where := "beforeend"
	if first {
		where = "afterbegin"
	}
	e.v.Call("insertAdjacentHTML", where, html)
}

func (e *Elem) SetClass(name string, on bool) { e.v.Get("classList").Call("toggle", name, on) }

func (e *Elem) SetStyle(property, value string) {
	e.v.Get("style").Call("setProperty", property, value)
}

func (e *Elem) Value() string         { return e.v.Get("value").String() }
func (e *Elem) SetValue(value string) { e.v.Set("value", value) }
func (e *Elem) Checked() bool         { return e.v.Get("checked").Bool() }
func (e *Elem) SetChecked(on bool)    { e.v.Set("checked", on) }

// Field is a form's control by name.
func (e *Elem) Field(name string) control.Elem {
	els := e.v.Get("elements")
	if els.Type() != js.TypeObject {
		return nil
	}
	return ElemOf(els.Get(name))
}

// Focus focuses the element without scrolling the page.
func (e *Elem) Focus() {
	e.v.Call("focus", js.ValueOf(map[string]any{"preventScroll": true}))
}

func (e *Elem) HasFocus() bool {
	return e.v.Call("contains", js.Global().Get("document").Get("activeElement")).Bool()
}

func (e *Elem) Query(selector string) control.Elem {
	return ElemOf(e.v.Call("querySelector", selector))
}

func (e *Elem) ScrollIntoView() {
	e.v.Call("scrollIntoView", js.ValueOf(map[string]any{"block": "nearest"}))
}

func (e *Elem) SetOpen(open bool) { e.v.Set("open", open) }

func (e *Elem) Select()      { e.v.Call("select") }
func (e *Elem) ScrollToTop() { e.v.Set("scrollTop", 0) }

// Modal opens the dialog as a modal dialog: the browser moves the focus into it, keeps it
// there, closes it on Escape and gives the focus back when it closes.
func (e *Elem) Modal() {
	if e.v.Get("open").Bool() {
		return
	}
	e.v.Set("hidden", false)
	e.v.Call("showModal")
}

func (e *Elem) Close() {
	if e.v.Get("open").Bool() {
		e.v.Call("close")
	}
}

func (e *Elem) Open() bool { return e.v.Get("open").Bool() }
