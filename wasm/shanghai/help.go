package shanghai

import "mahjong/wasm/msg"

// Help is the "How to play" text of the Shanghai games, as HTML. Rules that the
// project settled where the original pages are silent are marked as such (docs/rules.md#shanghai).
func Help(tr *msg.Catalog) string {
	return `<p>` + tr.Help("Clear the board by taking off tiles two at a time.") + `</p>
<ul>
<li>` + tr.Help("You can take a tile only when it is <strong>free</strong>: no tile lies on top of any part of it, and its left side or its right side is open (no tile of its own layer right beside it there). Free tiles have a dark edge; blocked tiles are dimmed.") + `</li>
<li>` + tr.Help("Click a free tile, then a free tile with the same face, and both are removed. Click the first tile again to change your mind.") + `</li>
<li>` + tr.Help("Any Season goes with any other Season, and any Flower with any other Flower; a Season never goes with a Flower.") + `</li>
<li>` + tr.Help("When no pair of free tiles is left you may <strong>shuffle</strong> the remaining tiles into the same places, up to 5 times a game. A shuffle can be undone.") + `</li>
<li>` + tr.Help("You win when the board is empty; the game is lost when no pair is left and no shuffle can help.") + `</li>
<li>` + tr.Help("Undo and redo are unlimited (Ctrl+Z, Ctrl+Y). Hint (H) shows a pair to take off.") + `</li>
</ul>
<p class="decided">` + tr.Help("Decided by this project where the original rules are silent: every deal can be won (deals are built by playing a game backwards); a shuffle rebuilds a winnable arrangement when the remaining places allow one, and otherwise at least leaves a free pair when one is possible; a layout of fewer than 144 tiles deals that many tiles as whole matching pairs drawn from the full set (the Square and Pyramid layouts draw 25 of the 72 matching pairs), and one of more than 144 repeats the set as many whole times as it fits and draws the rest as pairs from one more set; a tile above the bottom layer rests at least half on the layer below (two of its four quarters), on every layout, ours or a layout file; the Pyramid's exact shape and the Turtle layout (the classic one every mahjong solitaire ships) are the project's choice.") + `</p>`
}
