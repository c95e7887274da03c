package shanghai

import (
	"strconv"

	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

// The board is built once per game as one HTML string (far faster in the browser than
// creating elements one by one) and then kept: later renders change only the attributes
// that differ from what was drawn last, as computed by TileChanges.

// HTML returns the elements of every tile, in slot order, placed by their style
// attribute (TileStyle): the page's Content-Security-Policy allows inline styles, and the
// board is then built by one call into the browser instead of a few more per tile.
func HTML(tiles []Tile) string {
	var b board.Markup
	b.Grow(len(tiles) * 220)
	for _, t := range tiles {
		b.W(`<button type="button" class="`)
		b.W(tileClass(t))
		b.W(`" data-slot="`)
		b.W(strconv.Itoa(t.Slot))
		b.W(`" data-face="`)
		b.W(msg.Escape(t.Face))
		b.W(`" data-free="`)
		b.W(strconv.FormatBool(t.Free))
		b.W(`" aria-label="`)
		b.W(msg.Escape(t.Label))
		b.W(`" aria-pressed="`)
		b.W(strconv.FormatBool(t.Selected))
		b.W(`" style="`)
		b.W(TileStyle(t))
		b.W(`"`)
		if !t.Free {
			b.W(` tabindex="-1"`)
		}
		if t.Removed {
			b.W(` hidden`)
		}
		b.W(`>`)
		if !t.Removed {
			b.W(board.FaceHTML(t.Face))
		}
		b.W(`</button>`)
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

// TileChanges compares how a tile was drawn last (old) with how it should look now (now),
// and returns the state that will be drawn after the changes and the changes themselves,
// none when nothing differs. A removed tile is only hidden: its element keeps its face and
// comes back as it was if the move is undone.
func TileChanges(old, now Tile) (drawn Tile, changes []board.Change) {
	if now.Removed {
		drawn = old
		drawn.Removed, drawn.Selected, drawn.Hinted = true, false, false
		if !old.Removed {
			changes = append(changes, board.Change{Name: "hidden"})
		}
		if tileClass(old) != "tile" {
			changes = append(changes, board.Change{Name: "class", Value: "tile"})
		}
		if old.Selected {
			changes = append(changes, board.Change{Name: "aria-pressed", Value: "false"})
		}
		return drawn, changes
	}
	if old.Removed {
		changes = append(changes, board.Change{Name: "hidden", Remove: true})
	}
	if now.Face != old.Face {
		changes = append(changes, board.Change{Name: "data-face", Value: now.Face}, board.Change{Value: board.FaceHTML(now.Face)})
	}
	if now.Free != old.Free {
		changes = append(changes, board.Change{Name: "data-free", Value: strconv.FormatBool(now.Free)})
		if now.Free {
			changes = append(changes, board.Change{Name: "tabindex", Remove: true})
		} else {
			changes = append(changes, board.Change{Name: "tabindex", Value: "-1"})
		}
	}
	if now.Label != old.Label {
		changes = append(changes, board.Change{Name: "aria-label", Value: now.Label})
	}
	if c := tileClass(now); c != tileClass(old) {
		changes = append(changes, board.Change{Name: "class", Value: c})
	}
	if now.Selected != old.Selected {
		changes = append(changes, board.Change{Name: "aria-pressed", Value: strconv.FormatBool(now.Selected)})
	}
	return now, changes
}
