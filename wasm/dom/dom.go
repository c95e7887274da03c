//go:build js && wasm

// Package dom is the little of the DOM that the page reaches through typed handles: the
// document, its elements by id, and an element's attributes, markup and closest ancestor.
// Elements are honnef.co/go/js/dom/v2's concrete element type, used only through its
// methods that return plain values; everything else goes through syscall/js directly. The
// binding's own entry points (its window, document and element-returning methods) wrap
// each node in an interface with hundreds of methods, and the linker must then keep every
// method of every type they might wrap: about 330 KB of code and 630 KB of type data in
// main.wasm, where these few handles cost nothing measurable.
package dom

import (
	"syscall/js"

	hdom "honnef.co/go/js/dom/v2"
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
	return element{&hdom.BasicElement{BasicNode: &hdom.BasicNode{Value: v}}}
}

// element holds the DOM binding's concrete element type and calls only those of its methods
// that return plain values: its methods that return an element (Closest, ParentElement...)
// go through the binding's interface wrapping, which would link every element type of the
// binding and all their methods.
type element struct{ e *hdom.BasicElement }

func (e element) Underlying() js.Value { return e.e.Value }

func (e element) Closest(selector string) Element {
	return WrapElement(e.e.Value.Call("closest", selector))
}

// GetAttribute returns the attribute's value, "" when it is missing.
func (e element) GetAttribute(name string) string { return e.e.GetAttribute(name) }

func (e element) SetAttribute(name, value string) { e.e.SetAttribute(name, value) }

func (e element) SetInnerHTML(html string) { e.e.SetInnerHTML(html) }
