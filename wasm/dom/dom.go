//go:build js && wasm

// Package dom is the little of the DOM that the page reaches through typed handles: the
// document, its elements by id, and an element's attributes, markup and closest ancestor.
// Each handle is a js.Value and each method one call of syscall/js. (A full binding such as
// honnef.co/go/js/dom/v2 wraps each node in an interface with hundreds of methods, and the
// linker must then keep every method of every type it might wrap: about 330 KB of code and
// 630 KB of type data in main.wasm; even its one concrete element type, used alone, cost
// 12 KB of main.wasm.)
package dom

import (
	"syscall/js"
)

// Window is the page's window.
type Window struct{ v js.Value }

// GetWindow returns the global window.
func GetWindow() Window { return Window{js.Global()} }

// Document returns the window's document.
func (w Window) Document() Document { return Document{w.v.Get("document")} }

// Document is the page's document.
type Document struct{ v js.Value }

// Underlying is the document as a js.Value.
func (d Document) Underlying() js.Value { return d.v }

// GetElementByID returns the element of that id, or nil when there is none.
func (d Document) GetElementByID(id string) Element {
	return WrapElement(d.v.Call("getElementById", id))
}

// DocumentElement returns <html>.
func (d Document) DocumentElement() Element { return WrapElement(d.v.Get("documentElement")) }

// Element is one element of the page. It is nil where the DOM has null.
type Element interface {
	Underlying() js.Value
	// Closest is the element itself or its nearest ancestor that matches the CSS selector,
	// or nil.
	Closest(selector string) Element
	GetAttribute(name string) string
	SetAttribute(name, value string)
	SetInnerHTML(html string)
}

// WrapElement wraps an element, and returns nil for null, undefined or a node that is not
// an element (a text node, the document): those have no attributes.
func WrapElement(v js.Value) Element {
	if v.Type() != js.TypeObject || v.Get("nodeType").Int() != 1 {
		return nil
	}
	return element{v}
}

// element is an element's handle.
type element struct{ v js.Value }

func (e element) Underlying() js.Value { return e.v }

func (e element) Closest(selector string) Element {
	return WrapElement(e.v.Call("closest", selector))
}

// GetAttribute returns the attribute's value, "" when it is missing.
func (e element) GetAttribute(name string) string {
	a := e.v.Call("getAttribute", name)
	if a.IsNull() {
		return ""
	}
	return a.String()
}

func (e element) SetAttribute(name, value string) { e.v.Call("setAttribute", name, value) }

func (e element) SetInnerHTML(html string) { e.v.Set("innerHTML", html) }

// Handle is one of the page's fixed elements, looked up once and kept for the page's life,
// with the few writes the page controller makes to it (page.Elem): a pointer to it goes into
// an interface without an allocation. (It holds the js.Value rather than embedding it: a
// type that embeds js.Value and goes into an interface keeps a wrapper of every method of
// js.Value in main.wasm, about 18 KB.)
type Handle struct{ v js.Value }

// NewHandle returns the handle of the element v.
func NewHandle(v js.Value) *Handle { return &Handle{v} }

// SetText replaces the element's text.
func (h *Handle) SetText(text string) { h.v.Set("textContent", text) }

// SetAttr sets an attribute.
func (h *Handle) SetAttr(name, value string) { h.v.Call("setAttribute", name, value) }

// SetHidden shows or hides the element.
func (h *Handle) SetHidden(hidden bool) { h.v.Set("hidden", hidden) }

// SetDisabled enables or disables a control.
func (h *Handle) SetDisabled(disabled bool) { h.v.Set("disabled", disabled) }
