package control

import "mahjong/engine"

// showHelp puts the help page of v (its own rules first, then its family's) in the "How to
// play" panel, when the game changes: the rules of the game being played are always one
// step away (the Help button, or ? on the keyboard). The pages are files of the site,
// help/ID.html, written by the build from package panels: the first board does not need
// them, so the module does not carry them; boot.js fetches the one asked for (Doc.Help).
func (a *Controller) showHelp(v *engine.Variant) {
	if !a.core.line.Changes("help", v.ID) {
		return
	}
	id := v.ID
	if _, ok := a.lookupLayout(id); ok {
		id = layoutHelp // a layout beyond the menu's: the family's rules
	}
	a.core.p.Doc.Help(id)
}
