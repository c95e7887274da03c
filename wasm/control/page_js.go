//go:build js && wasm

package control

import "syscall/js"

// The page's helpers that the areas not on the ports yet still call with js.Values (the
// home's and the daily's dialogs); each goes with its last caller, for Doc.Translate,
// Doc.ShowFaces and the FacesFailed message.

// translate puts the words of the markup under el marked data-t in the page's language
// (static/boot.js, mahjongTranslate).
func translate(el js.Value) {
	if t := js.Global().Get("mahjongTranslate"); t.Type() == js.TypeFunction {
		t.Invoke(el)
	}
}

// showFaces asks the page (boot.js, mahjongFaces) to show the tile faces of set.
func showFaces(set string) {
	if show := js.Global().Get("mahjongFaces"); show.Type() == js.TypeFunction {
		show.Invoke(set)
	}
}

// onFacesFail is the facesfail listener of #faces: the faces' set could not be loaded.
func (a *Controller) onFacesFail(js.Value) { a.facesFailed() }
