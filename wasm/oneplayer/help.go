package oneplayer

import "mahjong/wasm/msg"

// Help is the "How to play" text of Mah-Jongg One Player, as HTML. Rules that the
// project settled where the original page is silent are marked as such (docs/rules.md#one-player).
func Help(tr *msg.Catalog) string {
	return `<p>` + tr.Help("Build a cross of ten lines of 14 tiles from your hand, and score each line when it is complete.") + `</p>
<ul>
<li>` + tr.Help("You hold 8 tiles. Each turn, place tiles from your hand on the marked cells: at least 2 on the first turn, at least 1 on every other turn, as many as you like. Then press <strong>End turn</strong> (E) to draw back up to 8 tiles while the wall lasts.") + `</li>
<li>` + tr.Help("To place a tile, click it in your hand and then a marked cell, or drag it onto the cell.") + `</li>
<li>` + tr.Help("First fill the horizontal line across the middle. Then build 9 vertical lines: each one starts next to a tile of the horizontal line, which counts as one of its 14 tiles, and runs straight up or straight down from it.") + `</li>
<li>` + tr.Help("You may rearrange the tiles of a line at any time: drag a tile onto another tile of the same line, or click one and then the other, and the two change places.") + `</li>
<li>` + tr.Help("A complete line scores its groups of identical tiles: a pair 10, three 20, four 40 for Bamboos, Characters and Circles; 20, 40 and 80 for Dragons, Winds, Seasons and Flowers. Any two Seasons match, and any two Flowers.") + `</li>
<li>` + tr.Help("A complete line that is a special hand scores 200 instead: all odd numbers; all even numbers; all 1s and 9s; all Honours or Flowers; all one suit; only two different numbers; seven pairs; three gongs (three groups of four).") + `</li>
<li>` + tr.Help("The game ends when the ten lines are complete; your score is the sum of the lines, and your best score for each game is kept in this browser. The list below your hand shows every line's score so far and, for an unfinished line, the most it can still score (“of at most 200”): its best score if its empty cells were filled with the best of the tiles not yet on the board, in your hand or still in the wall, counting a special hand while one can still be made. <em>Running score</em> is your score counting the groups the unfinished lines have so far, as if each were complete as it is; <em>Score</em> counts the complete lines alone.") + `</li>
<li>` + tr.Help("Undo and redo are unlimited (Ctrl+Z, Ctrl+Y). Hint (H) shows a good next move.") + `</li>
</ul>
<p class="decided">` + tr.Help("Decided by this project where the original rules are silent: each vertical line runs straight up or down from its anchor, so a horizontal tile anchors at most two lines, one up and one down, and is the end of both; a vertical line grows outwards from its anchor without gaps; a tile that anchors a vertical line never moves; a special hand scores 200 only when that is more than its groups; a line that is several special hands is named by the first in the list above (a line of 1s and 9s is called all 1s and 9s); seven pairs counts a group of four as two pairs; three gongs lets the other two tiles be anything; the most a line can still score gives that line every tile not yet on the board, whatever the other lines need and whenever the wall brings it.") + `</p>`
}
