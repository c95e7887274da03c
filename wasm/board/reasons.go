//go:build !(js && wasm)

package board

// The templates of the engine's reasons live outside the module: a page in another language
// than English gets them with its catalog (msg.Templates), and English needs none. The build
// (internal/site) and internal/i18n/catalog read them from here.

// Reasons are the engine's reasons for refusing a move, as templates; the catalog command
// (internal/i18n/catalog) makes each a message. The names a placeholder covers are messages
// too (Words).
var Reasons = []string{
	// FreeCell and Sea: lifting a tile.
	"column {n} is empty", "column {n} has no level {level}", "the tile is covered by a higher level",
	"only single tiles move in this game", "the bottom {n} tiles of the column are not a run",
	"a group of {n} needs {cells} empty cells", "the cell is empty", "a cell holds a single tile",
	"foundation tiles never come back", "a move starts from a tile",
	// FreeCell and Sea: putting it down.
	"the tile is already there", "groups do not go to the foundations", "that is not a place of this game",
	"no foundation pile takes the {tile}", "the tile is already in a cell", "there is no cell {n}",
	"the cell is taken", "an empty column takes only a Season", "an empty column takes only a Wind",
	"an empty column takes only a Wind or a group headed by one", "the group is longer than the column",
	"that tile is covered by a higher level", "no room: nothing is built below the last row",
	"tiles are not played on top of others in this game", "a new level starts with a single tile",
	"the column has no room for another level", "the {tile} is not one rank below the {other}",
	"the {tile} is not of the suit of the {other}", "the {tile} is of the suit of the {other}",
	"this game has only moves from a place to a place",
	// FreeCell and Sea: the foundations.
	"the pile is complete", "the pile takes a Dragon next", "the pile takes the {tile} next",
	"the pile takes a Wind next", "the pile takes a Season next", "this set builds on the {tile}",
	"the {tile}s belong to another set", "this set takes {set} only", "this pile takes only the {tile}",
	"the set already has the {tile}", "the set already has {tile}", "every pile of the set needs its {rank} first",
	"the pile does not take the {tile}", "the only setting is auto-play, on or off",
	"auto-play is already on", "auto-play is already off", "all tiles are on the foundations",
	"no legal move left",
	// Mahjong Solitaire (a saved game's or a link's move the rules refuse).
	"no such slot on this layout", "a tile cannot pair with itself", "that slot is empty",
	"a tile is not free (covered, or blocked on both sides)", "{tile} does not match {other}",
	"a shuffle names no tile", "no shuffle is left (at most 5 per game)", "there is nothing to shuffle",
	"a pair can still be removed; shuffle only when stuck",
	"no arrangement of the remaining tiles could give a free pair", "not a move of Mahjong Solitaire",
	// Stones.
	"a Stones move places the current stone from the stock on a square", "the stock is empty: every stone is placed", "there is no such square on this {size} board",
	"the square {square} already holds a stone ({stone})", "a stone must touch another stone in this game",
	"the stone {direction} ({stone}) shares neither colour nor symbol with {other}",
	"with two neighbours one must match by colour and the other by symbol; here {detail}",
	"with three neighbours at least one must match by colour and at least one by symbol; here {detail}",
	"with four neighbours two must match by colour and the other two by symbol; here {detail}",
}

// Words are the names inside the engine's reasons that are not names of tiles, sets or
// stones (which the catalog has anyway).
var Words = append([]string{"Dragon", "Wind", "Season", "to the left", "to the right", "above", "below"}, mixWords()...)

// mixWords are the parts of the engine's account of how a Stones stone's neighbours match.
func mixWords() []string {
	var w []string
	for _, how := range []string{"only by colour", "only by symbol", "by both"} {
		w = append(w, "one matches "+how)
		for _, n := range []string{"two", "three", "four"} {
			w = append(w, n+" match "+how)
		}
	}
	return w
}
