package panels

import (
	"mahjong/wasm/msg"
	"slices"
	"strings"

	"mahjong/engine/freecell"
	"mahjong/wasm/board"
	freecellview "mahjong/wasm/freecell"
	"mahjong/wasm/oneplayer"
	"mahjong/wasm/shanghai"
	"mahjong/wasm/stones"
)

// A variant's help page is the rules of that game alone (what sets it apart from the other
// games of its family, the rules this project decided for it, and what the status line
// counts), followed by the family's "How to play" text. The page shows it whenever the game
// changes, so the player reaches the rules of the game being played in one step. The
// FreeCell and Sea games' rules come from the engine (freecell.Help), which writes them from
// the same description it plays by.

// variantRules is the part of the help that belongs to one variant of the games whose
// engine does not write its own rules.
type variantRules struct {
	id      string
	rules   []string // what this game is, in the project's words
	decided []string // what the project decided for this game (docs/rules.md: Decided)
}

// statusHelp explains the numbers of the status line of family; Deal and Time are the same
// in every game. (A switch and a slice rather than maps: a map literal is built by code
// when the page starts, a slice of constants is data.)
func statusHelp(tr *msg.Catalog, family string) (string, bool) {
	switch family {
	case "shanghai":
		return tr.Help("<strong>Tiles</strong> is how many tiles are still on the board; <strong>Pairs</strong> is how many pairs of free tiles you can take off right now (0 means shuffle or undo). The Shuffle button shows how many shuffles are left."), true
	case "freecell", "sea":
		return tr.Help(fcStatusHelp), true
	case "stones":
		return tr.Help("<strong>Stones left</strong> is how many stones are still to place, the one shown as Next included; <strong>Legal squares</strong> is on how many squares that stone may go (Show legal squares, or a right-click or long press on the board, marks them). The score is shown beside the board."), true
	case "one-player":
		return tr.Help("<strong>Wall</strong> is how many tiles are still to draw; <strong>Turn</strong> is the number of the turn you are playing. The score of each line is listed below your hand."), true
	}
	return "", false
}

// fcStatusHelp is the status line of both FreeCell families: the tiles auto-play sends to
// the foundations belong to the move that set them off, and a switch of auto-play is no move.
const fcStatusHelp = "<strong>On foundations</strong> is how many tiles are already on the foundation piles; <strong>Moves</strong> is how many moves you have made, each counted once with the tiles auto-play sent to the foundations after it; switching auto-play is not a move."

const statusCommon = "<strong>Deal</strong> is the deal number: the same game and number always give the same tiles, on any device. <strong>Time</strong> is the time spent on this deal."

// outlookHelp says what the status's answer to "can this still be won?" means in family.
func outlookHelp(tr *msg.Catalog, family string) string {
	off := " " + tr.Help("Settings turns it off; a game won with it on, or with a hint, is marked so in the statistics.")
	undo := " " + tr.Help(outlookUndo)
	switch family {
	case "one-player":
		return " " + tr.Help("After each move it shows the final score the hint's strategy still expects from here.") + off
	case "shanghai":
		return " " + tr.Help("After each move it says whether the game can still be won, as the solver proves it: <strong>winnable</strong> means winnable <em>without shuffling</em>, by pairs alone; a position that is not may still be rescued by a shuffle's luck.") + undo + off
	}
	return " " + tr.Help("After each move it says whether the game can still be won, as the solver proves it.") + undo + off
}

const outlookUndo = "When it is not any more, <strong>Undo N moves</strong> takes you back to the last winnable position."

const (
	stones12 = "a board of 12 columns by 8 rows; stones in 6 colours and 6 symbols, 72 in all. It opens with 6 stones: the 4 corners and 2 near the middle (f4 and g5)."
	strict   = "Strict matching: every neighbour shares the colour or the symbol, and the neighbours mix (with two, one by colour and one by symbol; with three, at least one of each; with four, two of each)."
	relaxed  = "Relaxed matching: every neighbour shares the colour or the symbol, and no mix is needed."
	touch    = "A stone must touch at least one other stone."
	free     = "A stone may also go on a square with no neighbour at all."
)

// variantHelps is a function, not a table: its words are in the language of the help page
// being written.
func variantHelps(tr *msg.Catalog) []variantRules {
	return []variantRules{
		{
			id:      "shanghai-square",
			rules:   []string{tr.Help("50 tiles in three square layers: 5 by 5, 4 by 4 on top, then 3 by 3. 6 tiles are free at the start.")},
			decided: []string{tr.Help("every deal can be won"), tr.Help("the 50 tiles are 25 of the 72 matching pairs of the full set"), tr.Help("exactly where each layer sits over the one below"), tr.Help("a shuffle rebuilds a winnable arrangement when it can, and otherwise leaves a free pair when one is possible")},
		},
		{
			id:      "shanghai-pyramid",
			rules:   []string{tr.Help("50 tiles in a stepped triangle of three layers (25, 16 and 9 tiles). 9 tiles are free at the start.")},
			decided: []string{tr.Help("every deal can be won"), tr.Help("the 50 tiles are 25 of the 72 matching pairs of the full set"), tr.Help("the Pyramid's shape"), tr.Help("a shuffle rebuilds a winnable arrangement when it can, and otherwise leaves a free pair when one is possible")},
		},
		{
			id:      "shanghai-turtle",
			rules:   []string{tr.Help("All 144 tiles in the classic five-layer Turtle, the layout every mahjong solitaire ships.")},
			decided: []string{tr.Help("every deal can be won"), tr.Help("the Turtle layout itself, an addition beyond the original game"), tr.Help("a shuffle rebuilds a winnable arrangement when it can, and otherwise leaves a free pair when one is possible")},
		},
		{
			// Every layout beyond the menu's three shares this page (help/shanghai-layout.html):
			// the library's, random ones and the player's own.
			id:      "shanghai-layout",
			rules:   []string{tr.Help("Every layout of the gallery beyond Square, Pyramid and Turtle: the project's own, random layouts drawn from a number, and the layout files you open. The rules are the same on all of them.")},
			decided: []string{tr.Help("every deal can be won"), tr.Help("a layout of fewer than 144 tiles deals that many tiles as whole matching pairs of the 144-tile set; one of more than 144 deals the whole set as many times as it fits, and the rest as matching pairs of one more set"), tr.Help("a tile above the bottom layer rests with at least half of itself on the layer below"), tr.Help("a shuffle rebuilds a winnable arrangement when it can, and otherwise leaves a free pair when one is possible")},
		},
		{
			id:      "mahjongg-stones",
			rules:   []string{tr.Help("MahJongg Stones: " + stones12), tr.Help(strict), tr.Help(touch)},
			decided: []string{tr.Help("the two opening squares near the middle (f4 and g5)"), tr.Help("the score is shown in every Stones game")},
		},
		{
			id:      "free-stones",
			rules:   []string{tr.Help("Free Stones: " + stones12), tr.Help(strict), tr.Help(free)},
			decided: []string{tr.Help("the two opening squares near the middle (f4 and g5)"), tr.Help("the score is shown in every Stones game")},
		},
		{
			id:      "loose-stones",
			rules:   []string{tr.Help("Loose Stones: " + stones12), tr.Help(relaxed), tr.Help(touch)},
			decided: []string{tr.Help("relaxed matching"), tr.Help("the two opening squares near the middle (f4 and g5)"), tr.Help("the score is shown in every Stones game")},
		},
		{
			id:      "throwing-stones",
			rules:   []string{tr.Help("Throwing Stones: " + stones12), tr.Help(relaxed), tr.Help(free)},
			decided: []string{tr.Help("relaxed matching"), tr.Help("the two opening squares near the middle (f4 and g5)"), tr.Help("the score is shown in every Stones game")},
		},
		{
			id:      "small-stones",
			rules:   []string{tr.Help("Small Stones: a board of 10 columns by 7 rows; stones in 5 colours and 5 symbols, 50 in all. It opens with 5 stones: the 4 corners and 1 near the middle (e4)."), tr.Help(strict), tr.Help(touch)},
			decided: []string{tr.Help("the opening square near the middle (e4)"), tr.Help("the score is shown in every Stones game")},
		},
		{
			id:      "tiny-pebbles",
			rules:   []string{tr.Help("Tiny Pebbles: a board of 8 columns by 6 rows; stones in 4 colours and 4 symbols, 32 in all. It opens with 4 stones, one on each corner."), tr.Help(strict), tr.Help(touch)},
			decided: []string{tr.Help("the score is shown in every Stones game")},
		},
		{
			id:      "one-player",
			rules:   []string{tr.Help("The 136 tiles without Seasons and Flowers: 131 are placed in the ten lines.")},
			decided: []string{tr.Help("the shape of the cross: each vertical line runs straight up or down from its anchor"), tr.Help("an anchor tile never moves"), tr.Help("a special hand scores 200 only when that is more than its groups")},
		},
		{
			id:      "one-player-flowers",
			rules:   []string{tr.Help("All 144 tiles, the 4 Seasons and 4 Flowers included: 131 are placed in the ten lines, so 13 stay unplayed.")},
			decided: []string{tr.Help("the shape of the cross: each vertical line runs straight up or down from its anchor"), tr.Help("an anchor tile never moves"), tr.Help("a special hand scores 200 only when that is more than its groups")},
		},
	}
}

// VariantHelp returns the help page of the variant id of family (the family of the variant,
// as engine.Variant.Family says), as HTML: this game's rules, what the project decided for
// it, what the status line counts, then the family's "How to play". An unknown id gets the
// family's text alone.
func VariantHelp(tr *msg.Catalog, id, name, family string) string {
	var b board.Markup
	if rules := variantRulesHTML(tr, id); rules != "" {
		b.W(`<section class="variant-rules" aria-label="`)
		b.W(msg.Escape(tr.D(name)))
		b.W(`"><h2>`)
		b.W(msg.Escape(tr.D(name)))
		b.W("</h2>")
		b.W(rules)
		b.W("</section>\n")
	}
	if s, ok := statusHelp(tr, family); ok {
		b.W(`<p class="status-help">` + tr.Help("The status line: {counts} {common}", "counts", s, "common", tr.Help(statusCommon)) + outlookHelp(tr, family) + "</p>\n")
	}
	b.W(familyHelp(tr, family))
	b.W(`<p class="zoom-help">` + tr.Help(zoomHelp) + "</p>\n")
	return b.String()
}

// zoomHelp says how to zoom, the same for every game (wasm/zoom.go).
const zoomHelp = `Zoom: spread two fingers on the board, or hold Ctrl and turn the mouse wheel, or press + and − (or the buttons in the board's corner); 0 or Fit shows the whole board again. Two fingers, or the wheel, move a zoomed board. Each game keeps its zoom.`

// variantRulesHTML is the rules of variant id alone, as HTML paragraphs, the ones this
// project decided marked as such; "" for an unknown id.
func variantRulesHTML(tr *msg.Catalog, id string) string {
	if text := freecell.Help(id); text != "" {
		return freecellview.RulesHTML(tr, text)
	}
	all := variantHelps(tr)
	i := slices.IndexFunc(all, func(r variantRules) bool { return r.id == id })
	if i < 0 {
		return ""
	}
	r := all[i]
	var b board.Markup
	for _, s := range r.rules {
		b.W("<p>" + s + "</p>")
	}
	if len(r.decided) > 0 {
		b.W(`<p class="decided">` + tr.Help("Decided by this project for this game, where the original rules are silent: {rules}.", "rules", strings.Join(r.decided, tr.Help("; "))) + "</p>")
	}
	return b.String()
}

// familyHelp is the "How to play" text every game of family shares.
func familyHelp(tr *msg.Catalog, family string) string {
	switch family {
	case "shanghai":
		return shanghai.Help(tr)
	case "stones":
		return stones.Help(tr)
	case "one-player":
		return oneplayer.Help(tr)
	case "freecell", "sea":
		return freecellview.Help(tr, family)
	}
	return ""
}
