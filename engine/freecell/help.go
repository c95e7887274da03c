package freecell

import (
	"strconv"
	"strings"
)

// Help returns the rules of variant id in a few short paragraphs of plain text, for the
// game's help page, or "" for an id of another family. Rules the project decided where the
// original pages are silent are marked "(decided)"; Sea Level's and Sea Cell's rules are
// reconstructed and say so.
func Help(id string) string {
	v := specByID(id)
	if v == nil {
		return ""
	}
	var sb strings.Builder
	line := func(parts ...string) {
		for _, p := range parts {
			sb.WriteString(p)
		}
		sb.WriteString("\n\n")
	}
	end := "a Wind"
	if v.seasons {
		end = "a Wind, then a Season"
	}
	line("Goal: build every tile onto the 12 foundation piles. The piles form three sets of four, one set per suit; each pile takes a Dragon, then 1 to 9 of its set's suit, then ", end,
		". The first Dragon played to a set decides the Dragon of all four of its piles. A set takes one Wind of each kind",
		map[bool]string{true: " and one Season of each kind.", false: "."}[v.seasons])
	if v.windBound {
		line("The piles of each set take, left to right, only the West, North, South and East Wind, once the pile shows its 9 (reading decided).")
	}
	if v.rankLock {
		line("Rank lock: every pile of a set must hold a tile of a rank before any pile of that set takes the next rank.")
	}
	// The goal and the piles first, then the tiles that build them.
	if v.seasons {
		line("Tiles: 144. Dragons rank 0, suit tiles 1 to 9, Winds 10, Seasons 11 (three of each Wind and Season, four of everything else).")
	} else {
		line("Tiles: 132. Dragons rank 0, suit tiles 1 to 9, Winds 10 (three of each Wind, four of everything else).")
	}
	dealt := strconv.Itoa(int(v.dealt[0])) + " in each column"
	if v.dealt[0] != v.dealt[numCols-1] {
		dealt = strconv.Itoa(int(v.dealt[0])) + " in each of the 4 leftmost columns and " + strconv.Itoa(int(v.dealt[numCols-1])) + " in the others"
	}
	cells := "The cells start empty."
	if v.cellsDealt > 0 {
		cells = "The other 4 tiles start in the cells."
	}
	line("Tableau: 16 columns of ", strconv.Itoa(v.rows), " rows; ", dealt, " dealt from the top row down. ", strconv.Itoa(v.cells), " cells hold one tile each. ", cells,
		map[bool]string{true: " (decided: the original page does not give the number of cells)", false: ""}[v.levels || v.id == "sea-cell"])
	suit := "of a different suit"
	if v.sameSuit {
		suit = "of the same suit"
	}
	line("A tile is free when nothing lies below it. A free tile (or a cell's tile) may go directly below the lowest tile of a column if it is one rank lower and ", suit,
		"; nothing is built below the last row. Dragons, Winds and Seasons have no suit and fit either rule (decided). Any free tile may go to an empty cell, and any free or cell tile to a foundation pile that takes it.")
	if v.levels {
		line("Levels (model decided): a free tile one rank lower and of a different suit may also be played on top of a column's top-row tile, starting a new level; later tiles of that level go below it, each tied only to the tile above it on its own level. A tile is free only when no higher level of its column reaches its row. Only single tiles move (decided).")
	}
	switch v.empty {
	case emptyHighest:
		high := "a Wind (decided)"
		if v.seasons {
			high = "a Season"
		}
		line("An empty column takes only ", high, ".")
	case emptyWind:
		line("An empty column takes only a Wind, or a group headed by a Wind.")
	default:
		line("An empty column takes any tile or group.")
	}
	if v.groups {
		line("Groups: a run at the bottom of a column, each tile one rank lower than the one above it and meeting the suit rule, moves as one if it has at most one tile more than there are empty cells (empty columns do not count) and fits in the rows of its new column.")
	}
	line("Auto-play (decided), on unless switched off: after each move, tiles no move could still need go to the foundations by themselves. A tile may always be played to the foundations by hand. Foundation tiles never come back (decided).")
	line("The game is won when every tile is on the foundations; it ends when no legal move is left.")
	switch v.id {
	case "sea-level":
		line("Reconstructed rules: the original page of Sea Level was not found; this is Sea Towers with the rank lock (decided).")
	case "sea-cell":
		line("Reconstructed rules: Sea Cell's tile counts, its 9 rows and its 4 empty cells are decided.")
	}
	return strings.TrimSpace(sb.String())
}
