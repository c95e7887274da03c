package board

import (
	"strconv"
	"strings"

	"mahjong/engine"
	"mahjong/wasm/msg"
)

// Grid is the size of a board in the CSS grid: columns and rows of half-tile cells, and how
// many layers are stacked. The page sets them as CSS variables, from which the stylesheet
// sizes the tiles to the window.
type Grid struct {
	Cols, Rows, Layers int
}

// Marks is what the interface adds to a position: the place the player picked, if any, and
// the places a hint shows.
type Marks struct {
	Selected engine.Place // engine.NoPlace when nothing is picked
	Hint     []engine.Place
}

// NoMarks is the state with nothing selected and no hint.
var NoMarks = Marks{Selected: engine.NoPlace}

func (m Marks) Hinted(p engine.Place) bool {
	for _, h := range m.Hint {
		if h == p {
			return true
		}
	}
	return false
}

// Outcome is what a click on the board does: the selection afterwards, a move to play (when
// Play is set) and a short notice for the player ("" for none).
type Outcome struct {
	Selected engine.Place
	Play     bool
	Move     engine.Move
	Notice   string
}

// Result is the message shown when a game ends.
type Result struct {
	Kind  string // "won" or "lost": the data-result attribute
	Title string
	Text  string
	Undo  bool // offer to take back the last move
}

func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Capitalize returns s with its first letter in upper case, for a sentence that begins with a
// name or a reason written in lower case.
func Capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// FaceHTML is the content of a tile element: the face symbol from the sprite of the page
// (static/faces.svg, which build.sh puts inside it).
func FaceHTML(face string) string {
	return `<svg viewBox="0 0 60 80" aria-hidden="true"><use href="` + FaceHref(face) + `"/></svg>`
}

// FaceHref is the href of the <use> element in FaceHTML: the face's symbol in the sprite.
// Changing a drawn face changes only this attribute, which costs the browser far less than
// parsing new content.
func FaceHref(face string) string {
	return "#t-" + msg.Escape(face)
}

// Change is one update of a tile element.
type Change struct {
	Name   string // the attribute; "" for the element's content, whose HTML is Value
	Value  string
	Remove bool // remove the attribute instead of setting it
}

// CountAnnounce is what the live region says after an action that the family does not
// describe itself (an undo, a redo, another family's move): the action, then the first
// number of the status line under its label, as in "Undone; Tiles 44".
func CountAnnounce(action, label string, n int) string {
	return action + "; " + label + " " + msg.Number(n)
}

// Sentences joins the non-empty parts into one text, each ending as a sentence: a full stop
// goes after a part only when it does not already end with one, a "!" or a "?" ("You won!"
// and "All 144 tiles are off." make "You won! All 144 tiles are off.").
func Sentences(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p)
		if !strings.HasSuffix(p, ".") && !strings.HasSuffix(p, "!") && !strings.HasSuffix(p, "?") {
			b.WriteByte('.')
		}
	}
	return b.String()
}
