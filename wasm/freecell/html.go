package freecell

import (
	"mahjong/wasm/msg"
	"strconv"
	"strings"

	"mahjong/engine"
	"mahjong/wasm/board"
)

// HTML is the board of a FreeCell or Sea game without its tableau tiles: the three
// sets of piles, the cells, the panel with the switches and the 16 columns. The slots of
// the tableau are added into their column by SlotHTML as they are first needed, and
// every element is then only updated through ElemChanges.
func HTML(b Board, winnable bool) string {
	var s board.Markup
	s.Grow(8000)
	s.W(`<div class="fc" data-family="` + msg.Escape(b.Family) + `"><div class="fc-top"><div class="fc-found" role="group" aria-label="` + msg.H("Foundations") + `">`)
	for set := 0; set < 3; set++ {
		s.W(`<div class="fc-set" role="group" aria-label="` + msg.H("{set} set", "set", SetName(set)) + `"><span class="fc-setname" data-set="` +
			strconv.Itoa(set) + `">` + SetCaption(set, b.Dragons[set]) + `</span><div class="fc-piles">`)
		for i := set * 4; i < set*4+4; i++ {
			e := PileElem(b.Piles[i])
			s.W(`<button type="button" class="` + e.Class + `" data-place="` + strconv.Itoa(208+i) + `" data-pile="` + strconv.Itoa(i) +
				`" data-wind="` + b.Piles[i].Wind + `" data-face="` + e.Face + `" data-count="` + strconv.Itoa(b.Piles[i].Count) +
				`" aria-label="` + msg.Escape(e.Label) + `">` + e.Inner + `</button>`)
		}
		s.W(`</div></div>`)
	}
	s.W(`</div><div class="fc-mid"><div class="fc-cells" role="group" aria-label="` + msg.H("Cells") + `">`)
	for _, c := range b.Cells {
		e := CellElem(c)
		s.W(`<button type="button" class="` + e.Class + `" data-place="` + strconv.Itoa(192+c.Index) + `" data-cell="` +
			strconv.Itoa(c.Index) + `" data-face="` + e.Face + `" aria-pressed="` + strconv.FormatBool(c.Picked) +
			`" aria-label="` + msg.Escape(e.Label) + `">` + e.Inner + `</button>`)
	}
	s.W(`</div><div class="fc-panel" role="group" aria-label="` + msg.H("Options") + `">`)
	s.W(`<label><input type="checkbox" id="fc-autoplay"` + checked(b.Auto) + `> ` + msg.H("Auto-play") + `</label>`)
	s.W(`<label><input type="checkbox" id="fc-winnable"` + checked(winnable) + `> ` + msg.H("Winnable deals only") + `</label>`)
	s.W(`</div></div></div><div class="fc-tab" role="group" aria-label="` + msg.H("Tableau") + `">`)
	for c := 0; c < 16; c++ {
		s.W(`<div class="fc-col" data-col="` + strconv.Itoa(c) + `" data-place="` + strconv.Itoa(c) +
			`" aria-label="` + msg.H("Column {n}", "n", msg.Number(c+1)) + `"></div>`)
	}
	// Shown by the stylesheet only on a narrow stage in portrait, where 16 columns make small tiles.
	s.W(`</div><p class="fc-turn">` + msg.H("Turn your phone sideways for larger tiles, or zoom in.") + `</p></div>`)
	return s.String()
}

func checked(on bool) string {
	if on {
		return " checked"
	}
	return ""
}

// SetCaption is the caption of a set of piles: its name and, once fixed, its Dragon.
func SetCaption(set int, dragon string) string {
	if dragon == "" {
		return msg.Escape(SetName(set))
	}
	return msg.Escape(SetName(set)) + ` <svg class="fc-dragon" viewBox="0 0 60 80" role="img" aria-label="` + msg.H("on {dragons}", "dragons", fcDragonName(dragon)) +
		`"><use href="#t-` + msg.Escape(dragon) + `"/></svg>`
}

// fcDragonName names the Dragons of code ("Rd": "Red Dragons") with the engine's name.
func fcDragonName(code string) string {
	t, err := engine.ParseTile(code)
	if err != nil || t.Kind() != engine.Dragon {
		return code
	}
	return msg.D(t.String() + "s")
}

// Elem is how one element of the board looks: its class list, its face, its accessible
// name, its content, whether it is hidden, pressed, and its slot place ("" for none).
type Elem struct {
	Class   string
	Face    string
	Label   string
	Inner   string
	Hidden  bool
	Pressed bool
	// NoTab keeps a covered tile out of the Tab order (tabindex -1): the arrow keys still
	// reach it, so that a player can read the column, but Tab goes from tile to tile that
	// may move.
	NoTab bool
}

func fcClass(base string, avail, picked, target, hint bool) string {
	c := base
	if avail {
		c += " avail"
	}
	if picked {
		c += " selected"
	}
	if target {
		c += " target"
	}
	if hint {
		c += " hint"
	}
	return c
}

// fcInner is the content of a pile, a cell or a tableau slot: its face's <svg> (an empty one
// while the place is empty, which freecell.css hides). A move changes only the face: the page
// moves the <svg> of the tile that moved into its new place (Change name FaceUse) instead of
// parsing new markup or pointing a <use> at another symbol, which is most of what a move would
// cost the browser otherwise.
func fcInner(face string) string {
	if face == "" {
		return fcNoFace
	}
	return board.FaceHTML(face)
}

const fcNoFace = `<svg viewBox="0 0 60 80" aria-hidden="true"><use/></svg>`

// FaceUse names, in a Change, the element's new face when nothing else of its content
// changed: its Value is the href of the face's <use> (see fcInner).
const FaceUse = "href"

// fcFaceChange reports whether the content now differs from old's by its face alone: what
// is left of both once their face's <svg> is taken off is the same.
func fcFaceChange(old, now Elem) bool {
	o, n := fcInner(old.Face), fcInner(now.Face)
	return strings.HasPrefix(old.Inner, o) && strings.HasPrefix(now.Inner, n) && old.Inner[len(o):] == now.Inner[len(n):]
}

// TileElem is how a slot's element looks.
func TileElem(t Tile) Elem {
	class := fcClass("fc-t", t.Avail, t.Picked, t.Target, t.Hint)
	if t.NewLevel {
		class += " fc-new"
	}
	return Elem{Class: class, Face: t.Face, Label: t.Label,
		Inner: fcInner(t.Face), Hidden: t.Face == "" && !t.Target && !t.Hint, Pressed: t.Picked,
		NoTab: t.Face != "" && !t.Avail && !t.Hint}
}

// EmptySlot is how a slot's element looks with nothing in it.
var EmptySlot = Elem{Class: "fc-t", Inner: fcNoFace, Hidden: true}

// PileElem is how a pile's element looks.
func PileElem(p Pile) Elem {
	inner := fcInner(p.Face)
	if p.Wind != "" {
		inner += `<span class="fc-wind" aria-hidden="true">` + p.Wind + `</span>`
	}
	return Elem{Class: fcClass("fc-pile", false, false, p.Target, p.Hint), Face: p.Face, Label: p.Label, Inner: inner}
}

// CellElem is how a cell's element looks.
func CellElem(c Cell) Elem {
	return Elem{Class: fcClass("fc-cell", c.Avail, c.Picked, c.Target, c.Hint), Face: c.Face, Label: c.Label,
		Inner: fcInner(c.Face), Pressed: c.Picked}
}

// SlotHTML is the element of slot s, drawn as e. Its position is set through SlotStyle.
func SlotHTML(s Slot, e Elem) string {
	h := `<button type="button" class="` + e.Class + `" data-col="` + strconv.Itoa(s.Col) + `" data-level="` + strconv.Itoa(s.Level) +
		`" data-row="` + strconv.Itoa(s.Row) + `" data-place="` + strconv.Itoa(int(SlotPlace(s))) + `" data-face="` + e.Face +
		`" aria-pressed="` + strconv.FormatBool(e.Pressed) + `" aria-label="` + msg.Escape(e.Label) + `"`
	if e.NoTab {
		h += ` tabindex="-1"`
	}
	if e.Hidden {
		h += ` hidden`
	}
	return h + `>` + e.Inner + `</button>`
}

// SlotStyle places a slot in its column: rows overlap so that each tile's corner index
// shows, and each level is shifted right and down over the one it covers.
func SlotStyle(s Slot) string {
	return "--r:" + strconv.Itoa(s.Row) + ";--lv:" + strconv.Itoa(s.Level) + ";z-index:" + strconv.Itoa(s.Level*16+s.Row+1)
}

// ElemChanges returns the changes that turn an element drawn as old into now. A new face
// is a change named FaceUse when that is all that differs in the content. An emptied place
// needs no change of content: its data-face is "", which hides any <svg> (freecell.css), and
// the page takes the <svg> out for the tile's next place.
func ElemChanges(old, now Elem) []board.Change { return ElemChangesInto(nil, old, now) }

// ElemChangesInto is ElemChanges appending to ch[:0], so that a paint reuses one slice.
func ElemChangesInto(ch []board.Change, old, now Elem) []board.Change {
	ch = ch[:0]
	if now.Class != old.Class {
		ch = append(ch, board.Change{Name: "class", Value: now.Class})
	}
	if now.Face != old.Face {
		ch = append(ch, board.Change{Name: "data-face", Value: now.Face})
	}
	switch {
	case now.Inner == old.Inner:
	case fcFaceChange(old, now) && now.Face == "":
	case fcFaceChange(old, now):
		ch = append(ch, board.Change{Name: FaceUse, Value: board.FaceHref(now.Face)})
	default:
		ch = append(ch, board.Change{Value: now.Inner})
	}
	if now.Label != old.Label {
		ch = append(ch, board.Change{Name: "aria-label", Value: now.Label})
	}
	if now.Pressed != old.Pressed {
		ch = append(ch, board.Change{Name: "aria-pressed", Value: strconv.FormatBool(now.Pressed)})
	}
	if now.Hidden != old.Hidden {
		ch = append(ch, board.Change{Name: "hidden", Remove: !now.Hidden})
	}
	if now.NoTab != old.NoTab {
		ch = append(ch, board.Change{Name: "tabindex", Value: "-1", Remove: !now.NoTab})
	}
	return ch
}
