//go:build js && wasm

// Package hostjs is the embed page's side of the host's messages as JavaScript values
// (package link checks and makes them in Go): it reads a message event's data into a
// link.HostMessage and makes an event's object, with github.com/norunners/vert. Only
// embed.wasm imports it, and vert with the reflect and fmt it needs costs that module about
// 110 KB brotli (docs/packages.md): the site's own page, main.wasm, has no host.
package hostjs

import (
	"syscall/js"

	"github.com/norunners/vert"

	"mahjong/wasm/link"
)

// Read reads a message's data for link.ParseCommand: whether it is a plain object, and its
// own fields, no more than link.MaxHostFields of them, each a string, a number or another
// kind. Nothing inherited is read (a Blob's "type" is a getter of Blob.prototype), and a
// plain object that came through postMessage has no getters of its own: the structured
// clone copied its values. Data that is not a plain object (null, a BigInt, an array, a
// Blob, a Map...) reads as a HostMessage that is not Plain, which the command check refuses.
func Read(data js.Value) (m link.HostMessage) {
	defer func() {
		if recover() != nil { // null or undefined (getPrototypeOf throws), a BigInt (Type panics)
			m = link.HostMessage{}
		}
	}()
	object := js.Global().Get("Object")
	if !object.Call("getPrototypeOf", data).Equal(object.Get("prototype")) {
		return m
	}
	keys := object.Call("keys", data)
	n := min(keys.Length(), link.MaxHostFields)
	m.Fields = make(map[string]link.HostValue, n)
	for i := range n {
		name := keys.Index(i).String()
		m.Fields[name] = value(data.Get(name))
	}
	m.Plain = true
	return m
}

// value reads one field's value: vert gives a string or a float64 for those kinds, a bool
// or nil for others, and an error for an object (an array, a nested object). A BigInt field
// panics, in Type, before vert reads it: the message is refused whole, as any that holds one.
func value(v js.Value) link.HostValue {
	v.Type()
	var x any
	if err := vert.ValueOf(v).AssignTo(&x); err != nil {
		return link.HostValue{Kind: link.KindOther}
	}
	switch x := x.(type) {
	case string:
		return link.HostValue{Kind: link.KindString, Str: x}
	case float64:
		return link.HostValue{Kind: link.KindNumber, Num: x}
	}
	return link.HostValue{Kind: link.KindOther}
}

// Event is e as the object posted to the host (docs/embedding.md), as its tags name the
// fields. Its moves are an array, never null, when e comes from link.NewEvent.
func Event(e link.Event) js.Value { return vert.ValueOf(e).Value }
