package page

import "mahjong/wasm/msg"

// SmallestFrame is the smallest frame, in CSS pixels, the embedded game is made for
// (docs/embedding.md): every game is playable in it, zoomed in where its tiles are small.
var SmallestFrame = [2]int{320, 400}

// FrameNotice is what the embedded game says in a frame of w×h CSS pixels smaller than
// SmallestFrame; "" in a frame large enough.
func FrameNotice(w, h int) string {
	if w >= SmallestFrame[0] && h >= SmallestFrame[1] {
		return ""
	}
	return msg.T("This frame is {width}×{height} pixels, smaller than the {minwidth}×{minheight} the games are made for: zoom in (+) to play, or ask the site for a larger frame.",
		"width", msg.Number(w), "height", msg.Number(h), "minwidth", msg.Number(SmallestFrame[0]), "minheight", msg.Number(SmallestFrame[1]))
}
