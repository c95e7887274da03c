//go:build js && wasm

// Package dom is the page's DOM through honnef.co/go/js/dom/v2 (the design card's DOM
// binding), held by its concrete types: the document as a *BasicNode, each element as a
// *BasicHTMLElement, each event as its *BasicEvent, *KeyboardEvent, *MouseEvent or
// *MessageEvent.
//
// The binding's own entry points (GetWindow, WrapElement, WrapEvent, an element's Closest
// or QuerySelector) return interfaces, and pick a type for each node or event from a table:
// every type of that table then goes into an interface, and the linker must keep every method
// of it that an interface might call, with what those methods reach, about 330 KB of code and
// 630 KB of type data in main.wasm. So the handles are made here, from the js.Value, by
// composite literal, and this package never calls a method of the binding that returns an
// Element, a Node, an Event or a Document; what would return one is written here and returns
// a handle of this package. docs/packages.md says what the binding costs each module.
package dom

import (
	"syscall/js"

	jsdom "honnef.co/go/js/dom/v2"
)

// Window is the page's window.
type Window struct{ v js.Value }

// GetWindow returns the global window.
func GetWindow() Window { return Window{js.Global()} }

// Document returns the window's document.
func (w Window) Document() Document {
	return Document{&jsdom.BasicNode{Value: w.v.Get("document")}}
}

// Document is the page's document: the binding's node type, which its document types embed.
type Document struct{ *jsdom.BasicNode }

// GetElementByID returns the element of that id, or nil when there is none.
func (d Document) GetElementByID(id string) Element {
	return WrapElement(d.Call("getElementById", id))
}

// DocumentElement returns <html>.
func (d Document) DocumentElement() Element { return WrapElement(d.Get("documentElement")) }

// Element is one element of the page: nil where the DOM has null.
type Element = *HTMLElement

// HTMLElement is an element as the binding's concrete *BasicHTMLElement, with its methods
// (GetAttribute, SetAttribute, SetInnerHTML, Class, Style, Focus...), but for those that
// return one of the binding's interfaces (Closest, QuerySelector, ParentElement...): call
// those on this package's handles only.
type HTMLElement struct{ *jsdom.BasicHTMLElement }

// WrapElement wraps an element, and returns nil for null, undefined or a node that is not
// an element (a text node, the document): those have no attributes.
func WrapElement(v js.Value) Element {
	if v.Type() != js.TypeObject || v.Get("nodeType").Int() != 1 {
		return nil
	}
	return &HTMLElement{basic(v)}
}

// basic is the binding's element handle of v.
func basic(v js.Value) *jsdom.BasicHTMLElement {
	return &jsdom.BasicHTMLElement{BasicElement: &jsdom.BasicElement{BasicNode: &jsdom.BasicNode{Value: v}}}
}

// Closest is the element itself or its nearest ancestor that matches the CSS selector, or
// nil.
func (e *HTMLElement) Closest(selector string) Element {
	return WrapElement(e.Call("closest", selector))
}

// Handle is one of the page's fixed elements, looked up once and kept for the page's life,
// with the few writes the page controller makes to it (page.Elem): a pointer to it goes into
// an interface without an allocation. (It holds the element rather than embedding it: a type
// that embeds another and goes into an interface keeps a wrapper of every promoted method
// the interfaces of the program might call, js.Value's alone about 18 KB.)
type Handle struct{ e *jsdom.BasicHTMLElement }

// NewHandle returns the handle of the element v.
func NewHandle(v js.Value) *Handle { return &Handle{basic(v)} }

// SetText replaces the element's text.
func (h *Handle) SetText(text string) { h.e.SetTextContent(text) }

// SetAttr sets an attribute.
func (h *Handle) SetAttr(name, value string) { h.e.SetAttribute(name, value) }

// SetHidden shows or hides the element.
func (h *Handle) SetHidden(hidden bool) { h.e.Set("hidden", hidden) }

// SetDisabled enables or disables a control.
func (h *Handle) SetDisabled(disabled bool) { h.e.Set("disabled", disabled) }

// The events are the binding's concrete types too, made from the listener's argument: its
// WrapEvent would pick one from a table of forty (see the package comment).

// WrapEvent is the event v.
func WrapEvent(v js.Value) *jsdom.BasicEvent { return &jsdom.BasicEvent{Value: v} }

// WrapKeyboardEvent is the keyboard event v (keydown, keyup).
func WrapKeyboardEvent(v js.Value) *jsdom.KeyboardEvent {
	return &jsdom.KeyboardEvent{BasicEvent: WrapEvent(v)}
}

// WrapMessageEvent is the message event v (postMessage's).
func WrapMessageEvent(v js.Value) *jsdom.MessageEvent {
	return &jsdom.MessageEvent{BasicEvent: WrapEvent(v)}
}

// Target is the element ev was dispatched to, or nil when that is not an element (the
// document, the window).
func Target(ev *jsdom.BasicEvent) Element { return WrapElement(ev.Get("target")) }
