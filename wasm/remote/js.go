//go:build js && wasm

package remote

import (
	"syscall/js"

	"mahjong/engine"
)

// The messages cross between the page and the worker as plain objects (structured clone).
// This is the page's side, written and read here field by field; the worker's side (package
// worker) converts the same shapes with vert, which costs the page's module too much
// (docs/packages.md). package worker's tests hold the two sides to one shape.

// RequestJS is r as the message the page posts.
func RequestJS(r Request) map[string]any {
	return map[string]any{"id": r.ID, "op": int(r.Op), "game": r.Game, "layout": r.Layout,
		"position": r.Position, "ms": r.Budget.Milliseconds()}
}

// ReplyFromJS reads the worker's reply, or the error worker.js posts when the module threw
// ({id, error}: an Unknown with the reason).
func ReplyFromJS(v js.Value) Reply {
	r := Reply{ID: intOf(v.Get("id")), Verdict: engine.Verdict(intOf(v.Get("verdict"))),
		Score: intOf(v.Get("score")), Nodes: intOf(v.Get("nodes"))}
	if e := v.Get("error"); e.Type() == js.TypeString {
		r.Err = e.String()
	}
	if moves := v.Get("moves"); moves.Type() == js.TypeObject {
		for i := range moves.Length() {
			r.Moves = append(r.Moves, moves.Index(i).String())
		}
	}
	return r
}

// intOf is v as an int, 0 when it is not a number.
func intOf(v js.Value) int {
	if v.Type() != js.TypeNumber {
		return 0
	}
	return v.Int()
}
