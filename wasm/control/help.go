package control

import "mahjong/engine"

// showHelp puts the help page of v (its own rules first, then its family's) in the "How to
// play" panel, when the game changes: the rules of the game being played are always one
// step away (the Help button, or ? on the keyboard). The pages are files of the site,
// help/ID.html, written by the build from package panels: the first board does not need
// them, so the module does not carry them; boot.js fetches the one asked for (Doc.Help).
func (c *core) showHelp(v *engine.Variant, lay *layoutState) {
	if !c.line.Changes("help", v.ID) {
		return
	}
	id := v.ID
	if _, ok := lay.variant(id); ok {
		id = layoutHelp // a layout beyond the menu's: the family's rules
	}
	c.p.Doc.Help(id)
}
