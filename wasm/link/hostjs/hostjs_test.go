//go:build js && wasm

package hostjs

import (
	"syscall/js"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/wasm/link"
)

// eval is the value of a JavaScript expression.
func eval(expr string) js.Value { return js.Global().Call("eval", "("+expr+")") }

// TestRead: the data of a host's message reads as the command check expects it: plain
// objects with their own fields, by kind, at most link.MaxHostFields of them; anything else
// as not plain.
func TestRead(t *testing.T) {
	str := func(s string) link.HostValue { return link.HostValue{Kind: link.KindString, Str: s} }
	num := func(n float64) link.HostValue { return link.HostValue{Kind: link.KindNumber, Num: n} }
	other := link.HostValue{Kind: link.KindOther}
	plain := func(f map[string]link.HostValue) link.HostMessage { return link.HostMessage{Plain: true, Fields: f} }
	tests := []struct {
		name, data string
		want       link.HostMessage
	}{
		{"new", `{type: "new", game: "shanghai-square", deal: 3}`,
			plain(map[string]link.HostValue{"type": str("new"), "game": str("shanghai-square"), "deal": num(3)})},
		{"empty", `{}`, plain(map[string]link.HostValue{})},
		{"null, an object, an array, a boolean", `{type: null, game: {}, deal: [1], x: true}`,
			plain(map[string]link.HostValue{"type": other, "game": other, "deal": other, "x": other})},
		{"undefined", `{type: undefined}`, plain(map[string]link.HostValue{"type": other})},
		{"a fraction", `{deal: 1.5}`, plain(map[string]link.HostValue{"deal": num(1.5)})},
		{"more fields than read", `{a: 1, b: 2, c: 3, d: 4, e: 5, f: 6}`,
			plain(map[string]link.HostValue{"a": num(1), "b": num(2), "c": num(3), "d": num(4)})},
		{"inherited fields", `Object.assign(Object.create({type: "undo"}), {})`, link.HostMessage{}},
		{"a BigInt field", `{type: "new", deal: 3n}`, link.HostMessage{}},
		{"a BigInt", `1n`, link.HostMessage{}},
		{"null", `null`, link.HostMessage{}},
		{"undefined data", `undefined`, link.HostMessage{}},
		{"a string", `"undo"`, link.HostMessage{}},
		{"a number", `42`, link.HostMessage{}},
		{"an array", `[{type: "undo"}]`, link.HostMessage{}},
		{"a Map", `new Map([["type", "undo"]])`, link.HostMessage{}},
		{"a Date", `new Date()`, link.HostMessage{}},
		{"no prototype", `Object.assign(Object.create(null), {type: "undo"})`, link.HostMessage{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Read(eval(tt.data))); diff != "" {
				t.Errorf("Read(%s) (-want +got):\n%s", tt.data, diff)
			}
		})
	}
}

// TestEvent: an event's object has the fields docs/embedding.md names, in its order, and an
// empty array of moves for a game without any.
func TestEvent(t *testing.T) {
	p := link.Played{Game: "shanghai-square", Deal: 3, Moves: []string{"1 2", "3 4"}, Status: engine.Playing,
		Outlook: link.Outlook{State: "not-winnable", Undo: 2}}
	tests := []struct {
		name string
		e    link.Event
		want string
	}{
		{"move", link.NewEvent("move", p, 61),
			`{"type":"move","game":"shanghai-square","deal":3,"moves":["1 2","3 4"],"move":"3 4","status":"playing","seconds":61,"outlook":{"state":"not-winnable","undo":2,"score":0}}`},
		{"ready", link.NewEvent("ready", link.Played{Game: "one-player", Deal: 1<<53 - 1, Outlook: link.Outlook{State: "expected", Score: 7}}, 0),
			`{"type":"ready","game":"one-player","deal":9007199254740991,"moves":[],"move":"","status":"playing","seconds":0,"outlook":{"state":"expected","undo":0,"score":7}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := js.Global().Get("JSON").Call("stringify", Event(tt.e)).String()
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Event (-want +got):\n%s", diff)
			}
		})
	}
}
