//go:build embedpage

package control

import "mahjong/wasm/page"

// frameNotice tells the player of an embedded game whose frame is smaller than the games are
// made for (page.SmallestFrame), once the first board is drawn. The zoom itself is
// static/zoom.js.
func (a *Controller) frameNotice() {
	if !a.home.embedded || a.core.p.Host == nil {
		return
	}
	if text := page.FrameNotice(a.core.p.Host.Frame()); text != "" {
		a.home.tell(&a.core, "frame", text)
	}
}
