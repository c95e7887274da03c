//go:build js && wasm

// Package worker is the solvers' worker's side of its messages (wasm/solve): it reads the
// page's requests and writes its replies with github.com/norunners/vert, from the shapes
// request and reply declare in their tags. The page's side (remote.RequestJS,
// remote.ReplyFromJS) writes and reads the same shapes by hand: vert and what it needs of
// reflect and fmt would add about 110 KB brotli to the page's module (docs/packages.md),
// while here, in a module loaded when a search is first wanted, they cost the first visit
// nothing.
package worker

import (
	"errors"
	"syscall/js"
	"time"

	"github.com/norunners/vert"

	"mahjong/engine"
	"mahjong/wasm/remote"
)

// request is a remote.Request as it crosses: basic kinds only, as vert hands each field to
// js.ValueOf, which refuses a named type such as remote.Op or time.Duration.
type request struct {
	ID       int    `js:"id"`
	Op       int    `js:"op"`
	Game     string `js:"game"`
	Layout   string `js:"layout"`
	Position string `js:"position"`
	MS       int64  `js:"ms"` // Budget in milliseconds
}

// reply is a remote.Reply as it crosses.
type reply struct {
	ID      int      `js:"id"`
	Verdict int      `js:"verdict"`
	Moves   []string `js:"moves"`
	Score   int      `js:"score"`
	Nodes   int      `js:"nodes"`
	Err     string   `js:"error"`
}

// Request reads the page's message. A message that does not read (not an object, a field of
// another type) is an error, returned with the request's id when the message has one, for
// the reply that refuses it.
func Request(v js.Value) (remote.Request, error) {
	if v.Type() != js.TypeObject {
		return remote.Request{}, errors.New("the message is not an object")
	}
	var m request
	if err := vert.ValueOf(v).AssignTo(&m); err != nil {
		return remote.Request{ID: idOf(v)}, err
	}
	return remote.Request{ID: m.ID, Op: remote.Op(m.Op), Game: m.Game, Layout: m.Layout,
		Position: m.Position, Budget: time.Duration(m.MS) * time.Millisecond}, nil
}

// Reply is r as the message the worker posts.
func Reply(r remote.Reply) js.Value {
	return vert.ValueOf(reply{ID: r.ID, Verdict: int(r.Verdict), Moves: r.Moves, Score: r.Score,
		Nodes: r.Nodes, Err: r.Err}).Value
}

// Refusal is the reply to a message that does not read: an Unknown with why.
func Refusal(id int, err error) js.Value {
	return Reply(remote.Reply{ID: id, Verdict: engine.Unknown, Err: "the request does not read: " + err.Error()})
}

// idOf is the message's id, 0 when it has no number there.
func idOf(v js.Value) int {
	if id := v.Get("id"); id.Type() == js.TypeNumber {
		return id.Int()
	}
	return 0
}
