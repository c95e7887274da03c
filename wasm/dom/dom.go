//go:build js && wasm

// Package dom is the little of the DOM that the page reaches through typed handles: the
// document, its elements by id, and an element's attributes, markup and closest ancestor.
// Everything else goes through syscall/js directly. A general DOM binding wraps each node
// in an interface with hundreds of methods, and the linker must then keep every method of
// every type it might wrap (about 330 KB of code in main.wasm); these few are all the page
// uses.
package dom

import "syscall/js"

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

type element struct{ v js.Value }

func (e element) Underlying() js.Value { return e.v }

func (e element) Closest(selector string) Element { return WrapElement(e.v.Call("closest", selector)) }

// GetAttribute returns the attribute's value, "" when it is missing.
func (e element) GetAttribute(name string) string {
	v := e.v.Call("getAttribute", name)
	if v.IsNull() {
		return ""
	}
	return v.String()
}

func (e element) SetAttribute(name, value string) { e.v.Call("setAttribute", name, value) }

func (e element) SetInnerHTML(html string) { e.v.Set("innerHTML", html) }
