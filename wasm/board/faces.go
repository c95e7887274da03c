//go:build js && wasm

package board

import "syscall/js"

// Faces moves the faces' <svg>s (FaceHTML) between the elements of a board, so that
// a tile that moves takes its face with it. When the sprite was a file of its own, pointing a
// <use> at another of its symbols (a new href, or new markup) cost the browser a millisecond
// or two of script time for each face, the most of a move, and moving an <svg> that already
// shows the face into another element a fraction of that (about 0.25 ms). The sprite is now
// inside the page, where a new href costs about 0.1 ms: measure before building more on this. An element that loses its face gives its <svg> to the pool, and
// an element that gains one takes an <svg> of that face from the pool, or makes one when the
// face is new on the board (a tile drawn from the wall, or dealt to a place out of sight).
//
// With spares (One Player, whose hand is refilled from the wall), the pool keeps one <svg> of
// every face of the deck ready, made when the page is idle, in a hidden element of the board.
type Faces struct {
	free   map[string][]js.Value // the <svg>s out of sight, by face
	holder js.Value              // the hidden element that holds them, when there are spares
	k      *Kit
	spares []string // the faces to keep one <svg> of
	idle   js.Func  // makes one spare and asks for the next idle time
	asked  bool     // idle is due
}

// Reset forgets every <svg>: a new board was built. With holder, the pool keeps one <svg>
// of each of spares in it.
func (f *Faces) Reset(k *Kit, holder js.Value, spares []string) {
	f.k = k
	if f.free == nil {
		f.free = map[string][]js.Value{}
	}
	for k, v := range f.free {
		clear(v)
		f.free[k] = v[:0]
	}
	f.holder, f.spares = holder, spares
	f.topUp()
}

// Give takes svg, which shows face, out of the board into the pool.
func (f *Faces) Give(face string, svg js.Value) {
	if f.holder.IsUndefined() {
		svg.Call("remove")
	} else {
		f.holder.Call("append", svg)
	}
	f.free[face] = append(f.free[face], svg)
}

// Put makes the first child of el an <svg> of face and returns it.
func (f *Faces) Put(el js.Value, face string) js.Value {
	if n := len(f.free[face]); n > 0 {
		svg := f.free[face][n-1]
		f.free[face][n-1] = js.Undefined()
		f.free[face] = f.free[face][:n-1]
		el.Call("prepend", svg)
		if n == 1 {
			f.topUp()
		}
		return svg
	}
	el.Call("insertAdjacentHTML", f.k.Str("afterbegin"), FaceHTML(face))
	return el.Get("firstElementChild")
}

// topUp asks for the next idle time to make the spares that are missing, one in each idle
// callback: a click that comes meanwhile waits for one <svg> at most.
func (f *Faces) topUp() {
	if f.holder.IsUndefined() || f.asked {
		return
	}
	ric := js.Global().Get("requestIdleCallback")
	if ric.Type() != js.TypeFunction {
		return
	}
	if f.idle.IsUndefined() {
		f.idle = js.FuncOf(func(js.Value, []js.Value) any {
			f.asked = false
			for _, face := range f.spares {
				if len(f.free[face]) == 0 {
					f.holder.Call("insertAdjacentHTML", f.k.Str("beforeend"), FaceHTML(face))
					f.free[face] = append(f.free[face], f.holder.Get("lastElementChild"))
					f.topUp()
					break
				}
			}
			return nil
		})
	}
	f.asked = true
	ric.Invoke(f.idle)
}
