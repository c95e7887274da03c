//go:build js && wasm

package control

import (
	"syscall/js"
)

// showFaces asks the page (boot.js, mahjongFaces) to show the tile faces of set, one of
// store.FaceSets: the classic set is inside the page, another is downloaded the first time.
// When that fails, the faces stay as they were and #faces gets a "facesfail" event
// (onFacesFail).
func showFaces(set string) {
	if show := js.Global().Get("mahjongFaces"); show.Type() == js.TypeFunction {
		show.Invoke(set)
	}
}
