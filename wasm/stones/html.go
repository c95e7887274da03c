package stones

import (
	"mahjong/wasm/msg"
	"strconv"

	"mahjong/wasm/board"
)

// A Stones board is built once per game as one HTML string: the squares, row-major (so the
// CSS grid places them without any inline style), then the panel. Later renders change only
// what differs, as computed by SquareChanges and PanelChanges.

// StoneHTML is a stone: its colour as the class c0..c5 (static/stones.css paints it), its
// symbol s-0..s-5 from the page's sprite, drawn in the ink that class picks, and the
// colour's letter (the first letter of its code) in a corner, so that two stones of the same
// colour can be told apart from two of different colours without seeing colours at all.
func StoneHTML(code string, colour, symbol int) string {
	return `<span class="stone c` + strconv.Itoa(colour) + `" data-stone="` + msg.Escape(code) +
		`"><svg viewBox="0 0 60 60" aria-hidden="true"><use href="#s-` + strconv.Itoa(symbol) +
		`"/></svg><b aria-hidden="true">` + msg.Escape(code[:min(1, len(code))]) + `</b></span>`
}

func stoneContent(code string, colour, symbol int) string {
	if code == "" {
		return ""
	}
	return StoneHTML(code, colour, symbol)
}

// HTML returns the board's elements: a .stones-board with one button per square, and
// the panel. focus is the square that is in the tab order (the others are reached with the
// arrow keys).
func HTML(cols, rows int, squares []Square, panel Panel, focus int) string {
	var b board.Markup
	b.Grow(len(squares)*200 + 1200)
	b.W(`<div class="stones"><div class="stones-board" role="group" aria-label="`)
	b.W(msg.H("Board, {cols} columns by {rows} rows", "cols", msg.Number(cols), "rows", msg.Number(rows)))
	b.W(`">`)
	for _, s := range squares {
		b.W(`<button type="button" class="`)
		b.W(stoneSquareClass(s))
		b.W(`" data-square="`)
		b.W(strconv.Itoa(s.Square))
		b.W(`" data-name="`)
		b.W(s.Name)
		b.W(`" data-outer="`)
		b.W(strconv.FormatBool(s.Outer))
		b.W(`" data-stone="`)
		b.W(msg.Escape(s.Stone))
		b.W(`" data-legal="`)
		b.W(strconv.FormatBool(s.Legal))
		b.W(`" aria-label="`)
		b.W(msg.Escape(s.Label))
		b.W(`" tabindex="`)
		if s.Square == focus {
			b.W(`0">`)
		} else {
			b.W(`-1">`)
		}
		b.W(stoneContent(s.Stone, s.Colour, s.Symbol))
		b.W(`</button>`)
	}
	b.W(`</div><div class="stones-panel">`)
	b.W(`<div class="stones-stock"><span class="stones-caption">` + msg.H("Next") + `</span><div class="stones-current" role="img" data-stone="`)
	b.W(msg.Escape(panel.Stone))
	b.W(`" aria-label="`)
	b.W(msg.Escape(panel.StoneLabel))
	b.W(`">`)
	b.W(stoneContent(panel.Stone, panel.Colour, panel.Symbol))
	b.W(`</div></div><span class="stones-stat">` + msg.H("Score") + ` <b class="stones-score" data-value="`)
	b.W(strconv.Itoa(panel.Score) + `">` + msg.Number(panel.Score))
	b.W(`</b></span><span class="stones-stat">` + msg.H("4-ways") + ` <b class="stones-fourways" data-value="`)
	b.W(strconv.Itoa(panel.FourWays) + `">` + msg.Number(panel.FourWays))
	b.W(`</b></span><button type="button" class="stones-legal" aria-keyshortcuts="L" aria-pressed="`)
	b.W(strconv.FormatBool(panel.ShowLegal))
	b.W(`">` + msg.H("Show legal squares") + `</button></div></div>`)
	return b.String()
}

func stoneSquareClass(s Square) string {
	c := "sq"
	if s.Outer {
		c += " outer"
	}
	if s.Legal {
		c += " legal"
	}
	if s.Hinted {
		c += " hint"
	}
	return c
}

// SquareChanges compares how a square was drawn last (old) with how it should look now,
// and returns the changes to make to its element, none when nothing differs.
func SquareChanges(old, now Square) []board.Change {
	var changes []board.Change
	if now.Stone != old.Stone {
		changes = append(changes, board.Change{Name: "data-stone", Value: now.Stone},
			board.Change{Value: stoneContent(now.Stone, now.Colour, now.Symbol)})
	}
	if now.Legal != old.Legal {
		changes = append(changes, board.Change{Name: "data-legal", Value: strconv.FormatBool(now.Legal)})
	}
	if c := stoneSquareClass(now); c != stoneSquareClass(old) {
		changes = append(changes, board.Change{Name: "class", Value: c})
	}
	if now.Label != old.Label {
		changes = append(changes, board.Change{Name: "aria-label", Value: now.Label})
	}
	return changes
}

// The parts of the panel that change during a game.
const (
	PartCurrent  = "current"  // the stone to place
	PartScore    = "score"    // the score
	PartFourWays = "fourways" // the count of 4-ways
	PartLegal    = "legal"    // the "Show legal squares" switch
)

// PanelChange is one update of one part of the panel.
type PanelChange struct {
	Part string
	board.Change
}

// PanelChanges returns the changes that turn the panel drawn as old into now.
func PanelChanges(old, now Panel) []PanelChange {
	var changes []PanelChange
	add := func(part string, c board.Change) { changes = append(changes, PanelChange{part, c}) }
	if now.Stone != old.Stone {
		add(PartCurrent, board.Change{Name: "data-stone", Value: now.Stone})
		add(PartCurrent, board.Change{Value: stoneContent(now.Stone, now.Colour, now.Symbol)})
	}
	if now.StoneLabel != old.StoneLabel {
		add(PartCurrent, board.Change{Name: "aria-label", Value: now.StoneLabel})
	}
	number := func(part string, was, is int) {
		if was != is {
			n := strconv.Itoa(is)
			add(part, board.Change{Name: "data-value", Value: n})
			add(part, board.Change{Value: n})
		}
	}
	number(PartScore, old.Score, now.Score)
	number(PartFourWays, old.FourWays, now.FourWays)
	if now.ShowLegal != old.ShowLegal {
		add(PartLegal, board.Change{Name: "aria-pressed", Value: strconv.FormatBool(now.ShowLegal)})
	}
	return changes
}
