//go:build js && wasm

package remote

import (
	"syscall/js"
	"time"

	"mahjong/engine"
)

// The messages cross between the page and the worker as plain objects (structured clone),
// written and read here field by field.

// RequestJS is r as the message the page posts.
func RequestJS(r Request) map[string]any {
	return map[string]any{"id": r.ID, "op": int(r.Op), "game": r.Game, "layout": r.Layout,
		"position": r.Position, "ms": r.Budget.Milliseconds()}
}

// RequestFromJS reads a message RequestJS wrote.
func RequestFromJS(v js.Value) Request {
	return Request{ID: v.Get("id").Int(), Op: Op(v.Get("op").Int()), Game: v.Get("game").String(),
		Layout: v.Get("layout").String(), Position: v.Get("position").String(),
		Budget: time.Duration(v.Get("ms").Int()) * time.Millisecond}
}

// ReplyJS is r as the message the worker posts.
func ReplyJS(r Reply) map[string]any {
	moves := make([]any, len(r.Moves))
	for i, m := range r.Moves {
		moves[i] = m
	}
	return map[string]any{"id": r.ID, "verdict": int(r.Verdict), "moves": moves, "score": r.Score,
		"nodes": r.Nodes, "error": r.Err}
}

// ReplyFromJS reads a message ReplyJS wrote, or the error worker.js posts when the module
// threw ({id, error}: an Unknown with the reason).
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
