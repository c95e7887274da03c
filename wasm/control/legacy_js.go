//go:build js && wasm

package control

import "syscall/js"

// What the areas not yet behind the ports still use; it goes with the last of them.

func (a *Controller) byID(id string) js.Value { return a.doc.Underlying().Call("getElementById", id) }

// showModal opens dialog d as a modal dialog unless it is open already.
func showModal(d js.Value) {
	if d.IsNull() || d.Get("open").Bool() {
		return
	}
	d.Set("hidden", false)
	d.Call("showModal")
}
