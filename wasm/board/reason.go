package board

import (
	"strings"

	"mahjong/wasm/msg"
)

// The engine says in English why it refuses a move, composing its sentence of parts (a tile's
// name, a square). Reason puts such a sentence in the page's language: it finds the template of
// Reasons the sentence was made from, translates the parts the template's placeholders cover
// (names the catalog knows, msg.D), and fills the template's translation with them. A sentence
// no template matches is looked up whole (the One Player engine's reasons are fixed
// sentences), and otherwise shows as the engine wrote it. TestReasons plays refused moves of every
// game and checks that each reason the engine gives has a template.

// Reasons are the engine's reasons for refusing a move, as templates; cmd/catalog makes each
// a message. The names a placeholder covers are messages too (Words).
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
var Words = []string{"Dragon", "Wind", "Season", "to the left", "to the right", "above", "below"}

// Reason returns the engine's reason english in the page's language.
func Reason(english string) string {
	if msg.Lang() == "en" {
		return english // the engine's own words, numbers in words included
	}
	for _, t := range Reasons {
		if args, ok := matchTemplate(t, english); ok {
			for i := 1; i < len(args); i += 2 {
				args[i] = reasonPart(args[i-1], args[i])
			}
			return msg.D(t, args...)
		}
	}
	return msg.D(english) // a fixed sentence (One Player's reasons), or the engine's own words
}

// reasonPart translates the part of a reason a placeholder named name covers.
func reasonPart(name, part string) string {
	if name == "detail" {
		return mixDetail(part)
	}
	return msg.D(part)
}

// matchTemplate reports whether s is template t with its placeholders filled, and returns
// the placeholders' names and values, alternately. A placeholder takes the shortest text
// that lets the rest match, up to the next literal part.
func matchTemplate(t, s string) ([]string, bool) {
	var args []string
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			return args, t == s
		}
		if !strings.HasPrefix(s, t[:i]) {
			return nil, false
		}
		s, t = s[len(t[:i]):], t[i:]
		j := strings.IndexByte(t, '}')
		if j < 0 {
			return nil, false
		}
		name, rest := t[1:j], t[j+1:]
		lit := rest
		if k := strings.IndexByte(rest, '{'); k >= 0 {
			lit = rest[:k]
		}
		var end int
		switch {
		case lit == "":
			end = len(s)
		case lit == rest: // the last literal part ends the text
			if !strings.HasSuffix(s, lit) {
				return nil, false
			}
			end = len(s) - len(lit)
		default:
			end = strings.Index(s, lit)
		}
		if end <= 0 {
			return nil, false
		}
		args = append(args, name, s[:end])
		s, t = s[end:], rest
	}
}

// mixDetail translates how a Stones stone's neighbours match ("one matches only by colour and
// two match by both"), part by part; a part it does not know stays as it is.
func mixDetail(s string) string {
	parts := strings.Split(strings.ReplaceAll(s, " and ", ", "), ", ")
	for i, p := range parts {
		count, how, ok := strings.Cut(p, " ")
		n := strings.Index("one two three four ", count+" ")
		if !ok || n < 0 || count == "" {
			continue
		}
		k := strings.Count("one two three four "[:n], " ") + 1
		how = strings.TrimPrefix(strings.TrimPrefix(how, "matches "), "match ")
		switch how {
		case "only by colour":
			parts[i] = msg.N(k, "{n} matches only by colour", "{n} match only by colour")
		case "only by symbol":
			parts[i] = msg.N(k, "{n} matches only by symbol", "{n} match only by symbol")
		case "by both":
			parts[i] = msg.N(k, "{n} matches by both", "{n} match by both")
		}
	}
	return strings.Join(parts, msg.T(", "))
}
