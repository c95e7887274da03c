// Package gallery is the layout gallery of Mahjong Solitaire as the page shows it: each
// layout's thumbnail, drawn from its slots, its name, tile count and the player's best time,
// filtered by size; and the library file (layouts.txt) the page fetches when the gallery is
// first wanted, so that the layouts cost the first visit nothing. It holds no DOM.
package gallery

import (
	"errors"
	"mahjong/wasm/msg"
	"strconv"
	"strings"

	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/link"
)

// Entry is one layout of the gallery.
type Entry struct {
	ID, Name, Category string
	Slots              []shanghai.Slot
	Mine               bool   // the player's own (My layouts): it can be renamed, deleted and shared
	Best               string // the player's best time ("3:21"), or "" before a win
}

// Title is the layout's name in tr's language (msg.Page() for the page's): the library's
// names and the menu's are messages (internal/i18n/catalog collects them, context "layout
// name"); the player's own layouts keep the names the player gave them.
func (e *Entry) Title(tr *msg.Catalog) string {
	if e.Mine {
		return e.Name
	}
	return tr.D(e.Name)
}

// GameName is the name of the game played on the layout, in tr's language (the game menu,
// the page's title, the statistics): "Mahjong Solitaire: " and its title.
func (e *Entry) GameName(tr *msg.Catalog) string {
	return tr.T("Mahjong Solitaire: {layout}", "layout", e.Title(tr))
}

// RandomName is the name of the game on the random layout of number seed, in tr's language.
func RandomName(tr *msg.Catalog, seed string) string {
	return tr.T("Mahjong Solitaire: {layout}", "layout", tr.T("Random {number}", "number", seed))
}

// The sizes a player can filter by: small layouts for phones and quick games, the usual
// size, large ones of more than 144 tiles, and the player's own.
const (
	All    = "all"
	Small  = "small"  // up to 72 tiles
	Medium = "medium" // 73 to 144
	Large  = "large"  // more than 144
	Mine   = "mine"
)

// Sizes are the filter's choices, in order, with their labels (in English; SizeLabel gives
// them in the page's language).
var Sizes = [...][2]string{
	{All, "All layouts"}, {Small, "Small (up to 72 tiles)"}, {Medium, "Medium (73 to 144 tiles)"},
	{Large, "Large (more than 144 tiles)"}, {Mine, "My layouts"},
}

// SizeLabel is the label of the filter's choice size, in the page's language, for HTML.
func SizeLabel(size string) string {
	switch size {
	case Small:
		return msg.H("Small (up to 72 tiles)")
	case Medium:
		return msg.H("Medium (73 to 144 tiles)")
	case Large:
		return msg.H("Large (more than 144 tiles)")
	case Mine:
		return msg.H("My layouts")
	}
	return msg.H("All layouts")
}

// Shows reports whether e passes the filter size.
func (e Entry) Shows(size string) bool {
	n := len(e.Slots)
	switch size {
	case Small:
		return n <= 72
	case Medium:
		return n > 72 && n <= 144
	case Large:
		return n > 144
	case Mine:
		return e.Mine
	}
	return true
}

// ListHTML is the gallery's list: one item per entry that passes the filter, in the order
// given. Each item's first button plays the layout; its name says the layout, its size and
// the best time, which is what a screen reader reads. The player's own layouts also have
// buttons to rename, share, export and delete them; every layout can be exported.
func ListHTML(es []Entry, size string) string {
	var b board.Markup
	b.W(`<ul class="gallery-list" aria-label="`, msg.H("Layouts"), `">`)
	n := 0
	for _, e := range es {
		if !e.Shows(size) {
			continue
		}
		n++
		title := e.Title(msg.Page())
		id, name := msg.Escape(e.ID), msg.Escape(title)
		tiles := msg.N(len(e.Slots), "{n} tile", "{n} tiles")
		best := msg.T("not won yet")
		if e.Best != "" {
			best = msg.T("best {time}", "time", e.Best)
		}
		b.W(`<li data-layout="`, id, `"><button type="button" class="gallery-play" data-gallery="play" data-layout="`, id, `">`,
			Thumbnail(e.Slots), `<span class="gallery-name">`, name, `</span> <span class="gallery-size">`, tiles,
			`</span> <span class="gallery-best">`, msg.Escape(best), `</span></button>`)
		b.W(`<span class="gallery-actions">`)
		if e.Mine {
			b.W(`<button type="button" data-gallery="rename" data-layout="`, id, `" aria-label="`, msg.H("Rename {layout}", "layout", e.Name), `">`, msg.H("Rename"), `</button>`)
			b.W(`<button type="button" data-gallery="share" data-layout="`, id, `" aria-label="`, msg.H("Share {layout}", "layout", e.Name), `">`, msg.H("Share"), `</button>`)
		}
		b.W(`<button type="button" data-gallery="export" data-layout="`, id, `" aria-label="`, msg.H("Export {layout} as a .layout file", "layout", title), `">`, msg.H("Export"), `</button>`)
		if e.Mine {
			b.W(`<button type="button" data-gallery="delete" data-layout="`, id, `" aria-label="`, msg.H("Delete {layout}", "layout", e.Name), `">`, msg.H("Delete"), `</button>`)
		}
		b.W(`</span></li>`)
	}
	b.W(`</ul>`)
	if n == 0 {
		empty := msg.H("No layout of this size.")
		if size == Mine {
			empty = msg.H("You have no layouts of your own yet: open a KMahjongg (.layout), Kyodai (.lay) or Mah (.mah) file, or drop one on the page.")
		}
		b.W(`<p class="gallery-empty">`, empty, `</p>`)
	}
	return b.String()
}

// Thumbnail draws slots as a small picture: each layer one path of tile outlines, a higher
// layer shifted up and left and filled lighter, as the board looks. It is decoration (the
// button's text names the layout), hidden from screen readers.
func Thumbnail(slots []shanghai.Slot) string {
	w, h, d := 0, 0, 0
	for _, s := range slots {
		w, h, d = max(w, s.X+2), max(h, s.Y+2), max(d, s.Z+1)
	}
	// Half-tile cells are 3 wide and 4 high, as a tile is taller than wide; a layer shifts
	// by one unit.
	var b board.Markup
	b.W(`<svg class="thumb" aria-hidden="true" focusable="false" viewBox="`, strconv.Itoa(-d), ` `, strconv.Itoa(-d), ` `,
		strconv.Itoa(3*w+d+1), ` `, strconv.Itoa(4*h+d+1), `">`)
	for z := range d {
		b.W(`<path class="l`, strconv.Itoa(min(z, 4)), `" d="`)
		for _, s := range slots {
			if s.Z == z {
				b.W(`M`, strconv.Itoa(3*s.X-z), ` `, strconv.Itoa(4*s.Y-z), `h6v8h-6z`)
			}
		}
		b.W(`"/>`)
	}
	b.W(`</svg>`)
	return b.String()
}

// FormatLibrary writes the library file: one line per layout, its id, category and code
// (link.EncodeLayout), then its name (the rest of the line).
func FormatLibrary(es []Entry) string {
	var b strings.Builder
	for _, e := range es {
		b.WriteString(e.ID + ";" + e.Category + ";" + link.EncodeLayout(e.Slots) + ";" + e.Name + "\n")
	}
	return b.String()
}

// ParseLibrary reads what FormatLibrary writes. The file is the site's own, so any fault
// refuses it whole.
func ParseLibrary(text string) ([]Entry, error) {
	var es []Entry
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		f := strings.SplitN(line, ";", 4)
		if len(f) != 4 || !strings.HasPrefix(f[0], "shanghai-") {
			return nil, errors.New("layouts.txt line " + strconv.Itoa(i+1) + " is not a layout")
		}
		slots, err := link.DecodeLayout(f[2])
		if err != nil {
			return nil, errors.New("layouts.txt line " + strconv.Itoa(i+1) + ": " + err.Error())
		}
		es = append(es, Entry{ID: f[0], Category: f[1], Name: f[3], Slots: slots})
	}
	return es, nil
}
