package oneplayer

import (
	"mahjong/wasm/msg"
	"strconv"

	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
)

// The One Player board is built once per game as one HTML string; every element that can
// change afterwards is described by an Elem, and a render changes only the attributes that
// differ from the Elem drawn last (Changes). The HTML and the later updates come from the
// same Elems, so they cannot disagree.

// Attr is one attribute of an element; an empty Value means the attribute is absent.
type Attr struct {
	Name, Value string
}

// Elem is how one element is drawn: its changing attributes, in a fixed order for its kind,
// whether it is hidden, and its content: HTML, or plain text when Text is set.
//
// A hand slot or a cell (Faced) shows its tile's face as its only content, the <svg> of
// FaceHTML; a change of face is a Change named Face, whose Value is the new face ("" for
// none), so that the page can move the <svg> of a tile that moves instead of writing new
// markup or a new href (each costs the browser a new copy of the sprite's symbol).
type Elem struct {
	Attrs   []Attr
	Hidden  bool
	Content string
	Text    bool   // Content is text, written as textContent (Change name OPText)
	Faced   bool   // the content is the face's <svg> (Change name OPFace)
	Face    string // the face shown by a Faced element, "" for none
}

// Text and Face name, in a Change, the element's text content (textContent) and its
// face, not attributes.
const (
	Text = "#text"
	Face = "#face"
)

// Changes returns the changes that turn an element drawn as old into now. Both must be
// of the same kind (the same attribute names in the same order).
func Changes(old, now Elem) []board.Change {
	var cs []board.Change
	if old.Hidden != now.Hidden {
		if now.Hidden {
			cs = append(cs, board.Change{Name: "hidden", Value: ""})
		} else {
			cs = append(cs, board.Change{Name: "hidden", Remove: true})
		}
	}
	for i, a := range now.Attrs {
		was := ""
		if i < len(old.Attrs) && old.Attrs[i].Name == a.Name {
			was = old.Attrs[i].Value
		}
		switch {
		case a.Value == was:
		case a.Value == "":
			cs = append(cs, board.Change{Name: a.Name, Remove: true})
		default:
			cs = append(cs, board.Change{Name: a.Name, Value: a.Value})
		}
	}
	if now.Faced && now.Face != old.Face {
		cs = append(cs, board.Change{Name: Face, Value: now.Face})
	}
	if old.Content != now.Content {
		if now.Text {
			cs = append(cs, board.Change{Name: Text, Value: now.Content})
		} else {
			cs = append(cs, board.Change{Value: now.Content})
		}
	}
	return cs
}

// The element kinds of the board, in the order of Board.Elems.
const (
	opEnd = iota // the End turn button
	opEndNote
	opTotal
	opRunning
	opWall
	opTurn
	opFixed // how many single elements there are
)

// Elems returns every element that changes, in document order: the hand slots, the End turn
// button and its note, the total, the running score, the wall and the turn, the entries of the
// list of lines, and then the cells in place order (CellIndex). The side panel comes first
// so that a keyboard reaches the hand and End turn before the many tiles of the cross.
func (b Board) Elems() []Elem {
	els := b.SideElems(len(b.Cells))
	for _, c := range b.Cells {
		els = append(els, CellElem(c))
	}
	return els
}

// SideElems returns the elements of Elems before the cells (the side panel), with room for
// more after them. A render that changes a few cells builds the elements of those alone
// (CellElem), for the cells that differ from the last render's.
func (b Board) SideElems(more int) []Elem {
	els := make([]Elem, 0, more+len(b.Hand)+opFixed+len(b.Lines))
	for _, h := range b.Hand {
		els = append(els, opHandElem(h))
	}
	// A turn that cannot end yet marks the button aria-disabled, not disabled: a press still
	// reaches the game, which says why (Click), and the button keeps its place in the Tab order.
	disabled := ""
	if !b.CanEnd {
		disabled = "true"
	}
	endClass := "op-end"
	if b.EndHinted {
		endClass += " hint"
	}
	els = append(els,
		Elem{Attrs: []Attr{{"class", endClass}, {"aria-disabled", disabled}, {"title", b.EndNote}}, Content: msg.T("End turn"), Text: true},
		Elem{Content: b.EndNote, Text: true},
		opNumber(b.Total),
		opNumber(b.Running),
		opNumber(b.WallLeft),
		Elem{Attrs: []Attr{{"data-value", strconv.Itoa(b.Turn)}}, Content: b.TurnText, Text: true},
	)
	for _, l := range b.Lines {
		els = append(els, opLineElem(l))
	}
	return els
}

// CellIndex returns where the i-th cell (in place order) is among the elements of Elems.
func CellIndex(i int) int { return oneplayer.HandSize + opFixed + oneplayer.Lines + i }

func opNumber(n int) Elem {
	s := strconv.Itoa(n)
	return Elem{Attrs: []Attr{{"data-value", s}}, Content: msg.Number(n), Text: true}
}

// CellElem is how cell c is drawn: the element at CellIndex of its index in Elems.
func CellElem(c Cell) Elem {
	class := "op-cell"
	if c.Face == "" {
		class += " empty"
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{c.Open, " open"}, {c.Target, " target"}, {c.Anchor, " anchor"}, {c.Complete, " complete"},
		{c.Selected, " selected"}, {c.Hinted, " hint"}} {
		if f.on {
			class += f.name
		}
	}
	e := Elem{
		Attrs: []Attr{
			{"class", class},
			{"data-face", c.Face},
			{"aria-label", c.Label},
			{"aria-pressed", opBool(c.Face != "", c.Selected)},
			{"tabindex", opIf(c.Face == "" && !c.Open, "-1")},
		},
		Hidden: !c.Shown,
		Faced:  true,
		Face:   c.Face,
	}
	return e
}

func opHandElem(h Hand) Elem {
	class := "op-hand"
	if h.Face == "" {
		class += " empty"
	}
	if h.Selected {
		class += " selected"
	}
	if h.Hinted {
		class += " hint"
	}
	return Elem{Attrs: []Attr{
		{"class", class},
		{"data-face", h.Face},
		{"aria-label", h.Label},
		{"aria-pressed", opBool(h.Face != "", h.Selected)},
		{"tabindex", opIf(h.Face == "", "-1")},
	}, Faced: true, Face: h.Face}
}

func opLineElem(l Line) Elem {
	class := "op-line"
	if l.Complete {
		class += " complete"
	}
	return Elem{
		Attrs: []Attr{
			{"class", class},
			{"data-line", l.Key},
			{"data-tiles", opIf(l.Shown, strconv.Itoa(l.Tiles))},
			{"data-points", opIf(l.Shown, strconv.Itoa(l.Points))},
			{"data-potential", opIf(l.Shown, strconv.Itoa(l.Potential))},
			{"data-complete", opIf(l.Shown, strconv.FormatBool(l.Complete))},
			{"data-special", l.Special},
			{"aria-label", l.Label},
		},
		Hidden:  !l.Shown,
		Content: opLineHTML(l),
	}
}

func opLineHTML(l Line) string {
	s := `<span class="op-line-name">` + msg.Escape(l.Name) + `</span> <span class="op-line-score">` + msg.Escape(l.Score) + `</span>`
	if l.Shown && !l.Complete {
		s += ` <span class="op-line-potential">` + msg.H("of at most {n}", "n", msg.Number(l.Potential)) + `</span>`
	}
	if l.Special != "" {
		s += ` <span class="op-line-special">` + msg.Escape(l.Special) + `</span>`
	}
	return s
}

// opBool is "true" or "false" when the attribute applies, else absent.
func opBool(applies, v bool) string {
	if !applies {
		return ""
	}
	return strconv.FormatBool(v)
}

func opIf(cond bool, v string) string {
	if cond {
		return v
	}
	return ""
}

// HTML returns the board's elements for a new game. Every element that later
// changes carries data-e, in the order of Board.Elems, so that the page can keep their
// handles. The cells' grid places are not in the HTML: CellStyle gives them.
func HTML(b Board) string {
	els := b.Elems()
	var s board.Markup
	s.Grow(len(b.Cells)*200 + 4000)
	k := 0
	next := func() Elem { k++; return els[k-1] }

	s.W(`<div class="op-side"><div class="op-handrow" role="group" aria-label="` + msg.H("Hand") + `" data-area="hand">`)
	for _, h := range b.Hand {
		opWrite(&s, "button", []Attr{
			{"type", "button"}, {"data-place", strconv.Itoa(h.Slot)}, {"data-slot", strconv.Itoa(h.Slot)},
		}, next())
	}
	s.W(`</div><div class="op-turn" data-area="turn">`)
	opWrite(&s, "button", []Attr{{"type", "button"}, {"id", "end-turn"}, {"data-op", "end"},
		{"aria-describedby", "op-end-note"}, {"aria-keyshortcuts", "E"}}, next())
	opWrite(&s, "p", []Attr{{"id", "op-end-note"}, {"class", "op-note"}}, next())
	s.W(`</div><p class="op-scores">`)
	for _, st := range []struct{ id, label string }{
		{"op-total", msg.H("Score")}, {"op-running", msg.H("Running score")}, {"op-wall", msg.H("Wall")},
	} {
		s.W(`<span class="op-stat">` + st.label + ` `)
		opWrite(&s, "b", []Attr{{"id", st.id}}, next())
		s.W(`</span> `)
	}
	opWrite(&s, "span", []Attr{{"id", "op-turn"}, {"class", "op-stat"}}, next())
	s.W(`</p><ol class="op-lines" aria-label="` + msg.H("Line scores") + `">`)
	for range b.Lines {
		opWrite(&s, "li", nil, next())
	}
	s.W(`</ol></div><div class="op-cross" role="group" aria-label="` + msg.H("Lines") + `" data-area="lines">`)
	for _, c := range b.Cells {
		opWrite(&s, "button", []Attr{
			{"type", "button"}, {"data-place", strconv.Itoa(int(c.Place))}, {"data-cell", c.Name},
			{"data-row", strconv.Itoa(c.Row - 1)}, {"data-col", strconv.Itoa(c.Col - 1)},
		}, next())
	}
	// The anchors' copies that head the bands, drawn only there; the anchor itself, in the
	// horizontal line, is the one a player reaches.
	for i, g := range b.Tags {
		l := oneplayer.Line(i + 1)
		s.W(`<span class="op-tag" aria-hidden="true" data-line="` + l.String() + `" data-col="` + string(rune('a'+l.Column())) + `"`)
		if !g.Shown {
			s.W(` hidden`)
		}
		s.W(` style="` + TagStyle(g) + `">` + TagHTML(g) + `</span>`)
	}
	s.W(`</div>`)
	return s.String()
}

// opWrite writes an element with its fixed attributes, data-e, and what e draws.
func opWrite(s *board.Markup, tag string, fixed []Attr, e Elem) {
	s.W("<" + tag)
	for _, a := range fixed {
		s.W(" " + a.Name + `="` + msg.Escape(a.Value) + `"`)
	}
	s.W(" data-e")
	for _, a := range e.Attrs {
		if a.Value != "" {
			s.W(" " + a.Name + `="` + msg.Escape(a.Value) + `"`)
		}
	}
	if e.Hidden {
		s.W(" hidden")
	}
	s.W(">")
	switch {
	case e.Faced:
		if e.Face != "" {
			s.W(board.FaceHTML(e.Face))
		}
	case e.Text:
		s.W(msg.Escape(e.Content))
	default:
		s.W(e.Content)
	}
	s.W("</" + tag + ">")
}

// CellStyle is the style of a cell element: its places in the grid of the cross (--r, --c)
// and of the bands (--b, --p), and --s when it starts a vertical line; the style sheet
// places it by one or the other.
func CellStyle(c Cell) string {
	s := "--r:" + strconv.Itoa(c.Row) + ";--c:" + strconv.Itoa(c.Col) + ";--b:" + strconv.Itoa(c.Band) + ";--p:" + strconv.Itoa(c.Pos)
	if c.Start {
		s += ";--s:1"
	}
	return s
}

// TagStyle is the style of an anchor's copy: the row of its band.
func TagStyle(g Tag) string {
	return "--b:" + strconv.Itoa(g.Band)
}

// TagHTML is the content of an anchor's copy: the anchor's face, if any.
func TagHTML(g Tag) string {
	if g.Face == "" {
		return ""
	}
	return board.FaceHTML(g.Face)
}
