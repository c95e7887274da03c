//go:build embedpage

package control

import "mahjong/wasm/page"

// frameNotice tells the player of an embedded game whose frame is smaller than the games are
// made for (page.SmallestFrame), once the first board is drawn. The zoom itself is
// static/zoom.js.
func (h *home) frameNotice(c *core) {
	if !h.embedded || c.p.Host == nil {
		return
	}
	if text := page.FrameNotice(c.p.Host.Frame()); text != "" {
		h.tell(c, "frame", text)
	}
}
