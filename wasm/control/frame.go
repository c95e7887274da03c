//go:build js && wasm && embedpage

package control

import (
	"syscall/js"

	"mahjong/wasm/page"
)

// frameNotice tells the player of an embedded game whose frame is smaller than the games are
// made for (page.SmallestFrame), once the first board is drawn. The zoom itself is
// static/zoom.js.
func (a *Controller) frameNotice() {
	if !a.home.embedded {
		return
	}
	w, h := js.Global().Get("innerWidth").Int(), js.Global().Get("innerHeight").Int()
	if text := page.FrameNotice(w, h); text != "" {
		a.tell("frame", text)
	}
}
