package freecell

import (
	"mahjong/wasm/msg"
	"strings"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/board"
)

// The notices of a FreeCell hint and of the search for a winnable deal.
const (
	HintSearching = "Searching…"
	HintCancelled = "Hint cancelled."
	HintWon       = "Every tile is on the foundations."
	DealCancelled = "Search for a winnable deal cancelled; this deal may not be winnable."
)

// HintNotice is the notice of a hint for move m of p, found with verdict v.
func HintNotice(p *freecell.Position, m engine.Move, v engine.Verdict) string {
	what := Describe(p, m)
	if v == engine.Solved {
		return msg.T("Next move of a winning line: {move}.", "move", what)
	}
	return msg.T("No winning line was found in time; this move looks best. {Move}.", "Move", board.Capitalize(what))
}

// NoLineNotice is the notice when the solver proved there is no winning line from the
// current position: back is how many undos reach a position with one (0 when none was found),
// proven whether the search backwards ended with an answer.
func NoLineNotice(back int, searched bool) string {
	switch {
	case back > 0:
		return msg.N(back, "No winning line from here. Undo {n} move to get back to one.", "No winning line from here. Undo {n} moves to get back to one.")
	case searched:
		return msg.T("No winning line from here. Undoing does not reach one either: restart or start a new deal.")
	}
	return msg.T("No winning line from here. Whether undoing reaches one could not be told in time.")
}

// Announce is what the live region says after move m led from before to after: the
// move, what auto-play did, and the tiles on the foundations. "Bamboo 3 from column 2 to
// cell 1; 12 tiles on the foundations".
func Announce(before *freecell.Position, m engine.Move, after *freecell.Position) string {
	var what string
	switch m.Action {
	case engine.Step:
		what = board.Capitalize(Describe(before, m))
	case engine.Setting:
		what = msg.T("Auto-play off")
		if after.AutoPlay() {
			what = msg.T("Auto-play on")
		}
	default:
		return ""
	}
	return board.Clauses(what, autoClause(after.AutoPlayed()), msg.N(after.OnFoundations(), "{n} tile on the foundations", "{n} tiles on the foundations"))
}

// Describe writes a move for the player: "Bamboo 3 from column 2 to cell 1".
func Describe(p *freecell.Position, m engine.Move) string {
	t := p.Tile(m.From)
	what := fcName(t, msg.T("the tile"))
	if m.N > 1 {
		what = msg.T("the run of {n} headed by {tile}", "n", msg.Number(int(m.N)), "tile", fcName(fcHead(p, m), msg.T("a tile")))
	}
	return msg.T("{tile} from {from} to {to}", "tile", what, "from", placeName(p, m.From), "to", placeName(p, m.To))
}

func fcHead(p *freecell.Position, m engine.Move) engine.Tile {
	kind, c, l := freecell.Where(m.From)
	if kind != freecell.InTableau {
		return p.Tile(m.From)
	}
	tiles := p.LevelTiles(c, l)
	i := len(tiles) - int(m.N)
	if i < 0 {
		return engine.NoTile
	}
	return tiles[i]
}

func placeName(p *freecell.Position, pl engine.Place) string {
	kind, i, l := freecell.Where(pl)
	switch kind {
	case freecell.InCell:
		return msg.T("cell {n}", "n", msg.Number(i+1))
	case freecell.OnPile:
		return msg.T("the {set} pile {n}", "set", SetName(i/4), "n", msg.Number(i%4+1))
	case freecell.ToFoundation:
		return msg.T("the foundations")
	case freecell.InTableau:
		col := msg.Number(i + 1)
		if l >= p.Levels(i) && l > 0 {
			return msg.T("column {n}, on a new level", "n", col)
		}
		if l > 0 {
			return msg.T("column {n} level {level}", "n", col, "level", msg.Number(l+1))
		}
		return msg.T("column {n}", "n", col)
	}
	return msg.T("nowhere")
}

// AutoNotice announces the tiles auto-play moved after the last move, "" for none.
func AutoNotice(moved []freecell.AutoMove) string {
	if len(moved) == 0 {
		return ""
	}
	return msg.T("Auto-play: {tiles} to the foundations.", "tiles", autoTiles(moved))
}

// autoClause is AutoNotice as a clause of an announcement, without its full stop.
func autoClause(moved []freecell.AutoMove) string {
	if len(moved) == 0 {
		return ""
	}
	return msg.T("Auto-play: {tiles} to the foundations", "tiles", autoTiles(moved))
}

// autoTiles names the tiles auto-play moved, the first six of them.
func autoTiles(moved []freecell.AutoMove) string {
	names := make([]string, 0, len(moved))
	for i, a := range moved {
		if i == 6 {
			names = append(names, msg.T("and {n} more", "n", msg.Number(len(moved)-6)))
			break
		}
		names = append(names, msg.D(a.Tile.String()))
	}
	return strings.Join(names, msg.T(", "))
}

// DealProgress is the notice while looking for a winnable deal.
func DealProgress(tried int) string {
	if tried == 0 {
		return msg.T("Looking for a winnable deal… (Escape or Cancel to stop)")
	}
	return msg.N(tried, "Looking for a winnable deal… {n} deal tried so far (Escape or Cancel to stop)", "Looking for a winnable deal… {n} deals tried so far (Escape or Cancel to stop)")
}

// DealGiveUp is the notice when no deal was proven winnable within the tries allowed.
func DealGiveUp(tried int) string {
	return msg.N(tried, "No deal was proven winnable in {n} try; this one may not be winnable.", "No deal was proven winnable in {n} tries; this one may not be winnable.")
}

// Help is the "How to play" text of a family ("freecell" or "sea"), as HTML: how to
// play on this page. Each game's own rules come before it, from the engine (VariantHelp).
func Help(tr *msg.Catalog, family string) string {
	var b board.Markup
	b.W(`<p>` + tr.Help("Move every tile to the 12 foundation piles at the top: three sets of four piles, one set per suit.") + `</p>
<ul>
<li>` + tr.Help("<strong>Move a tile</strong>: click a tile that is free (it has a dark edge), then click where it goes: below a column's lowest tile, a cell, or a foundation pile. The places it may go are outlined. Or drag it there with the mouse or a finger. A move the rules refuse snaps back and says why.") + `</li>
<li>` + tr.Help("<strong>Double-click</strong> (or double-tap) a tile to send it to its foundation pile; when no pile takes it, it goes to the first of: below a column's lowest tile, a new level, an empty column, a cell.") + `</li>`)
	if family == "sea" {
		b.W(`
<li>` + tr.Help("<strong>Groups</strong>: pick or drag a tile inside a run at the bottom of a column and the whole run below it moves with it, when the rules allow that many.") + `</li>`)
	} else {
		b.W(`
<li>` + tr.Help("<strong>Levels</strong>: a tile may also start a new level on a column's top-row tile; each higher level is drawn shifted down and right over the one it covers by enough to leave every covered tile's corner index in view, and a column widens to hold its levels.") + `</li>`)
	}
	b.W(`
<li>` + tr.Help("<strong>Auto-play</strong> (the switch beside the cells, on by default) sends tiles no move could still need to the foundations after each move and says which; Undo takes them back together with the move that set them off. Switching it applies to the game being played from that move on and to the next deals; the switch is kept in the game's history, so the moves before it can still be undone and Undo switches it back.") + `</li>
<li>` + tr.Help("<strong>Hint</strong> (H) asks the solver for the next move of a winning line and outlines it. When it proves there is none, it says so and, when it finds one by looking back through your moves, how many moves to undo. The search runs while you keep playing; Hint becomes Cancel, and Escape stops it too.") + `</li>
<li>` + tr.Help("<strong>Winnable deals only</strong> (on by default): New game tries fresh deal numbers until the solver wins one within a short time each, then deals it; Escape or Cancel stops the search. Switched off, New game deals any number, and some deals cannot be won.") + `</li>
<li>` + tr.Help("<strong>Keyboard</strong>: the arrow keys move between the tiles, the cells and the piles; Shift+Up and Shift+Down (or Page Up and Page Down) jump between the tableau, the cells and the piles. Enter or Space picks the tile in focus, and then places it where the focus is. Screen readers name each tile and whether it is available, and hear each move.") + `</li>
<li>` + tr.Help("The status line counts the tiles on the foundations, the moves made and the time. Undo and redo are unlimited (Ctrl+Z, Ctrl+Y).") + `</li>
</ul>`)
	return b.String()
}

// RulesHTML turns the rules the engine writes for one game (freecell.Help) into HTML
// paragraphs. The engine marks inline the rules this project decided ("(decided)") and
// says which rules are reconstructed; a closing paragraph says what those marks mean.
func RulesHTML(tr *msg.Catalog, rules string) string {
	var b board.Markup
	for _, para := range strings.Split(strings.TrimSpace(rules), "\n\n") {
		b.W("<p>" + msg.Escape(tr.D(para)) + "</p>")
	}
	b.W(`<p class="decided">` + tr.Help("Decided by this project for this game, where the original rules are silent: every rule marked “decided” above.") + `</p>`)
	return b.String()
}

// MovesBack is the progress of the search back through the history.
func MovesBack(k int) string { return msg.N(k, "{n} move back", "{n} moves back") }
