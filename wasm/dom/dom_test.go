//go:build js && wasm

package dom

import (
	"syscall/js"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// eval is the value of a JavaScript expression. node has no DOM: plain objects with the
// fields and methods the handles use stand in for its nodes.
func eval(expr string) js.Value { return js.Global().Call("eval", "("+expr+")") }

// TestWrapElement: only elements are wrapped; text nodes, the document, null and undefined
// are nil.
func TestWrapElement(t *testing.T) {
	tests := []struct {
		name, v string
		want    bool
	}{
		{"an element", `{nodeType: 1}`, true},
		{"a text node", `{nodeType: 3}`, false},
		{"the document", `{nodeType: 9}`, false},
		{"null", `null`, false},
		{"undefined", `undefined`, false},
		{"a string", `"div"`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := WrapElement(eval(tt.v)) != nil; got != tt.want {
				t.Errorf("WrapElement(%s) != nil is %v, want %v", tt.v, got, tt.want)
			}
		})
	}
}

// TestHandles: the document's lookups, an element's reads and writes, Closest, a handle's
// writes, and an event's target, each on the node it names; a missing attribute reads "".
func TestHandles(t *testing.T) {
	win := eval(`(() => {
		const html = {nodeType: 1, tagName: "HTML"};
		const el = {nodeType: 1, tagName: "BUTTON", attrs: {"data-place": "7"},
			getAttribute(n) { return n in this.attrs ? this.attrs[n] : null },
			setAttribute(n, v) { this.attrs[n] = String(v) },
			closest(sel) { return sel === "html" ? html : null }};
		return {el, document: {nodeType: 9, documentElement: html,
			getElementById(id) { return id === "b" ? el : null }}};
	})()`)
	doc := Window{win}.Document()
	b := doc.GetElementByID("b")
	if b == nil || doc.GetElementByID("nope") != nil {
		t.Fatalf("GetElementByID gave %v for #b, %v for #nope; want the element, nil", b, doc.GetElementByID("nope"))
	}
	if got := doc.DocumentElement().TagName(); got != "HTML" {
		t.Errorf("DocumentElement is %s, want HTML", got)
	}
	b.SetAttribute("aria-label", "Undo")
	h := NewHandle(b.Underlying())
	h.SetText("3")
	h.SetAttr("data-n", "4")
	h.SetHidden(true)
	h.SetDisabled(true)
	got := map[string]any{
		"data-place": b.GetAttribute("data-place"), "missing": b.GetAttribute("missing"),
		"aria-label": b.GetAttribute("aria-label"), "data-n": b.GetAttribute("data-n"),
		"text": win.Get("el").Get("textContent").String(), "hidden": win.Get("el").Get("hidden").Bool(),
		"disabled":     win.Get("el").Get("disabled").Bool(),
		"closest html": b.Closest("html") != nil, "closest p": b.Closest("p") != nil,
		"target":          Target(WrapEvent(eval(`{target: {nodeType: 1, tagName: "P"}}`))).TagName(),
		"target document": Target(WrapEvent(eval(`{target: {nodeType: 9}}`))) == nil,
		"key":             WrapKeyboardEvent(eval(`{key: "z", ctrlKey: true}`)).Key(),
		"data":            WrapMessageEvent(eval(`{data: "undo"}`)).Data().String(),
	}
	want := map[string]any{
		"data-place": "7", "missing": "", "aria-label": "Undo", "data-n": "4",
		"text": "3", "hidden": true, "disabled": true, "closest html": true, "closest p": false,
		"target": "P", "target document": true, "key": "z", "data": "undo",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
