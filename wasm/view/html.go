package view

import (
	"strconv"
	"strings"
)

// The board is built once per game as one HTML string (far faster in the browser than
// creating elements one by one) and then kept: later renders change only the attributes
// that differ from what was drawn last, as computed by TileChanges.

// FaceHTML is the content of a tile element: the face symbol from the sprite of the page
// (static/faces.svg, which build.sh puts inside it).
func FaceHTML(face string) string {
	return `<svg viewBox="0 0 60 80" aria-hidden="true"><use href="` + FaceHref(face) + `"/></svg>`
}

// FaceHref is the href of the <use> element in FaceHTML: the face's symbol in the sprite.
// Changing a drawn face changes only this attribute, which costs the browser far less than
// parsing new content.
func FaceHref(face string) string {
	return "#t-" + escape(face)
}

// ShanghaiHTML returns the elements of every tile, in slot order, placed by their style
// attribute (TileStyle): the page's Content-Security-Policy allows inline styles, and the
// board is then built by one call into the browser instead of a few more per tile.
func ShanghaiHTML(tiles []Tile) string {
	var b strings.Builder
	b.Grow(len(tiles) * 220)
	for _, t := range tiles {
		b.WriteString(`<button type="button" class="`)
		b.WriteString(tileClass(t))
		b.WriteString(`" data-slot="`)
		b.WriteString(strconv.Itoa(t.Slot))
		b.WriteString(`" data-face="`)
		b.WriteString(escape(t.Face))
		b.WriteString(`" data-free="`)
		b.WriteString(strconv.FormatBool(t.Free))
		b.WriteString(`" aria-label="`)
		b.WriteString(escape(t.Label))
		b.WriteString(`" aria-pressed="`)
		b.WriteString(strconv.FormatBool(t.Selected))
		b.WriteString(`" style="`)
		b.WriteString(TileStyle(t))
		b.WriteString(`"`)
		if !t.Free {
			b.WriteString(` tabindex="-1"`)
		}
		if t.Removed {
			b.WriteString(` hidden`)
		}
		b.WriteString(`>`)
		if !t.Removed {
			b.WriteString(FaceHTML(t.Face))
		}
		b.WriteString(`</button>`)
	}
	return b.String()
}

// TileStyle is the style of a tile element: its grid area, its layer (which lifts it) and
// its stacking order.
func TileStyle(t Tile) string {
	return "grid-area:" + strconv.Itoa(t.Row) + "/" + strconv.Itoa(t.Col) + "/span 2/span 2;--l:" +
		strconv.Itoa(t.Layer) + ";z-index:" + strconv.Itoa(t.Z)
}

func tileClass(t Tile) string {
	c := "tile"
	if t.Selected {
		c += " selected"
	}
	if t.Hinted {
		c += " hint"
	}
	return c
}

// escape escapes text for an element's content or a double-quoted attribute (package html
// would bring its whole entity table into the WebAssembly).
func escape(s string) string {
	if !strings.ContainsAny(s, `&<>"`) {
		return s
	}
	return htmlEscaper.Replace(s)
}

var htmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

// EscapeHTML is the view's escape for the HTML that other packages build (the statistics
// table), so that all of the page's markup is escaped alike.
func EscapeHTML(s string) string { return escape(s) }

// Change is one update of a tile element.
type Change struct {
	Name   string // the attribute; "" for the element's content, whose HTML is Value
	Value  string
	Remove bool // remove the attribute instead of setting it
}

// TileChanges compares how a tile was drawn last (old) with how it should look now (now),
// and returns the state that will be drawn after the changes and the changes themselves,
// none when nothing differs. A removed tile is only hidden: its element keeps its face and
// comes back as it was if the move is undone.
func TileChanges(old, now Tile) (drawn Tile, changes []Change) {
	if now.Removed {
		drawn = old
		drawn.Removed, drawn.Selected, drawn.Hinted = true, false, false
		if !old.Removed {
			changes = append(changes, Change{Name: "hidden"})
		}
		if tileClass(old) != "tile" {
			changes = append(changes, Change{Name: "class", Value: "tile"})
		}
		if old.Selected {
			changes = append(changes, Change{Name: "aria-pressed", Value: "false"})
		}
		return drawn, changes
	}
	if old.Removed {
		changes = append(changes, Change{Name: "hidden", Remove: true})
	}
	if now.Face != old.Face {
		changes = append(changes, Change{Name: "data-face", Value: now.Face}, Change{Value: FaceHTML(now.Face)})
	}
	if now.Free != old.Free {
		changes = append(changes, Change{Name: "data-free", Value: strconv.FormatBool(now.Free)})
		if now.Free {
			changes = append(changes, Change{Name: "tabindex", Remove: true})
		} else {
			changes = append(changes, Change{Name: "tabindex", Value: "-1"})
		}
	}
	if now.Label != old.Label {
		changes = append(changes, Change{Name: "aria-label", Value: now.Label})
	}
	if c := tileClass(now); c != tileClass(old) {
		changes = append(changes, Change{Name: "class", Value: c})
	}
	if now.Selected != old.Selected {
		changes = append(changes, Change{Name: "aria-pressed", Value: strconv.FormatBool(now.Selected)})
	}
	return now, changes
}
