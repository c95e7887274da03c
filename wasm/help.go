//go:build js && wasm

package main

import (
	"mahjong/engine"
	"mahjong/wasm/view"
)

// showHelp puts the help page of v (its own rules first, then its family's) in the "How to
// play" panel, when the game changes: the rules of the game being played are always one
// step away (the Help button, or ? on the keyboard).
func (a *app) showHelp(v *engine.Variant) {
	if a.shown["help"] == v.ID {
		return
	}
	a.shown["help"] = v.ID
	a.el.helpText.Set("innerHTML", view.VariantHelp(v.ID, v.Name, string(v.Family)))
}
