package link

import (
	"errors"
	"strings"
	"unicode/utf8"

	"mahjong/engine/shanghai"
	"mahjong/wasm/msg"
)

// A layout link carries the layout itself, so that a player without the file plays it:
//
//	#game=shanghai-custom-HASH&layout=CODE&name=NAME
//
// CODE is the layout's slots, URL-safe: the version "1", the width and the height of the
// board in half-tiles, then, for each tile in layer, row and column order, how many cells
// of the width × height × layers grid lie between it and the tile before. Numbers are
// written in base64url digits of five bits each, low digits first, the sixth bit marking a
// digit that another follows: a row of tiles side by side costs one character a tile, and
// the 144 tiles of the Turtle fit in about 160. NAME is the layout's name, percent-encoded.

const layoutVersion = "1"

// b64 are the URL-safe digits (RFC 4648 base64url).
const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// The bounds of a layout, as shanghai.NewLayout has them.
const (
	maxSide   = 128
	maxLayers = 16
	maxTiles  = 288
)

// EncodeLayout writes slots as a layout code. The slots may come in any order.
func EncodeLayout(slots []shanghai.Slot) string {
	w, h, d := 0, 0, 0
	for _, s := range slots {
		w, h, d = max(w, s.X+2), max(h, s.Y+2), max(d, s.Z+1)
	}
	// The tiles in order, from a grid of the cells rather than a sort: a sort of its own
	// would cost the page's module more than this.
	grid := make([]bool, w*h*d)
	for _, s := range slots {
		grid[(s.Z*h+s.Y)*w+s.X] = true
	}
	b := []byte(layoutVersion)
	b = digits(b, w)
	b = digits(b, h)
	prev := -1
	for c, on := range grid {
		if on {
			b = digits(b, c-prev-1)
			prev = c
		}
	}
	return string(b)
}

func digits(b []byte, n int) []byte {
	for n >= 32 {
		b = append(b, b64[32|n&31])
		n >>= 5
	}
	return append(b, b64[n])
}

// DecodeLayout reads a layout code. It checks the code's own bounds; the shape itself
// (pairs, overlaps, support) is shanghai.NewLayout's to check.
func DecodeLayout(code string) ([]shanghai.Slot, error) {
	rest, ok := strings.CutPrefix(code, layoutVersion)
	if !ok {
		return nil, errors.New(msg.T("the layout is not of a version this page reads"))
	}
	var ns []int
	for rest != "" {
		n, shift := 0, 0
		for {
			if rest == "" {
				return nil, errors.New(msg.T("the layout is cut short"))
			}
			d := strings.IndexByte(b64, rest[0])
			rest = rest[1:]
			if d < 0 {
				return nil, errors.New(msg.T("the layout holds a character that is not of a layout"))
			}
			if shift > 20 {
				return nil, errors.New(msg.T("the layout holds a number out of range"))
			}
			n |= d & 31 << shift
			shift += 5
			if d < 32 {
				break
			}
		}
		if shift > 5 && n>>(shift-5) == 0 {
			return nil, errors.New(msg.T("the layout holds a number written with needless digits"))
		}
		ns = append(ns, n)
	}
	if len(ns) < 2 || ns[0] < 2 || ns[1] < 2 || ns[0] > maxSide || ns[1] > maxSide {
		return nil, errors.New(msg.T("the layout's size is out of range"))
	}
	w, h := ns[0], ns[1]
	if len(ns)-2 > maxTiles || len(ns)-2 < 2 {
		return nil, errors.New(msg.T("the layout has not from {min} to {max} tiles", "min", msg.Number(2), "max", msg.Number(maxTiles)))
	}
	slots := make([]shanghai.Slot, 0, len(ns)-2)
	cell := -1
	for _, gap := range ns[2:] {
		cell += gap + 1
		if cell >= w*h*maxLayers {
			return nil, errors.New(msg.T("the layout reaches past the largest board"))
		}
		s := shanghai.Slot{X: cell % w, Y: cell / w % h, Z: cell / (w * h)}
		if s.X+2 > w || s.Y+2 > h {
			return nil, errors.New(msg.T("the layout has a tile past its own edge"))
		}
		slots = append(slots, s)
	}
	return slots, nil
}

// maxName bounds a layout's name in a link, in bytes.
const maxName = 100

// nameKept are the bytes besides letters and digits that a layout's name in a link keeps as
// they are.
const nameKept = "-._~"

// escapeName percent-encodes a name for a link.
func escapeName(name string) string { return escape(name, nameKept) }

// unescapeName reads what escapeName writes (and any percent-encoding of UTF-8 text).
func unescapeName(s string) (string, error) {
	text, broken := unescape(s)
	if broken != "" {
		return "", errors.New(msg.T("the layout's name is not percent-encoded text"))
	}
	name := strings.Join(strings.Fields(text), " ")
	if len(name) > maxName || !utf8.ValidString(name) {
		return "", errors.New(msg.T("the layout's name is not text of at most {n} bytes", "n", msg.Number(maxName)))
	}
	return name, nil
}

// CheckLayoutCode says what is wrong with a layout's code (DecodeLayout), or nil: the check of
// the layouts a player keeps (store.ParseLayouts), the same as a layout link's.
func CheckLayoutCode(code string) error {
	_, err := DecodeLayout(code)
	return err
}
