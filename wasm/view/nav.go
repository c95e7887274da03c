package view

// Keyboard navigation of a board: the arrow keys move the focus to the nearest place in their
// direction, and a modifier (Shift, or PageUp/PageDown) moves between the layers of a stack.
// The page hands the places over as NavItems; which one gets the focus is decided here, in
// plain Go, so that it is tested without a browser.

// NavItem is one place the focus can go to: its centre on the board (in any unit, the same
// for every item), its layer (0 for a flat board), and whether it is there to be focused
// (a removed tile is not).
type NavItem struct {
	X, Y, Layer int
	Present     bool
}

// NavDir is a direction of keyboard navigation.
type NavDir int

// The directions: the four arrows, and up or down the layers.
const (
	NavLeft NavDir = iota
	NavRight
	NavUp
	NavDown
	NavLayerUp
	NavLayerDown
)

// NavKey maps a KeyboardEvent.key, with Shift held or not, to a direction. Shift+Up and
// Shift+Down, like PageUp and PageDown, change layer; false for any other key.
func NavKey(key string, shift bool) (NavDir, bool) {
	switch key {
	case "ArrowLeft":
		return NavLeft, true
	case "ArrowRight":
		return NavRight, true
	case "ArrowUp":
		if shift {
			return NavLayerUp, true
		}
		return NavUp, true
	case "ArrowDown":
		if shift {
			return NavLayerDown, true
		}
		return NavDown, true
	case "PageUp":
		return NavLayerUp, true
	case "PageDown":
		return NavLayerDown, true
	}
	return 0, false
}

// NavNearest returns the index of the item the focus moves to from item from in direction
// d, or -1 when no item lies that way (the focus then stays).
//
// An arrow goes to the present item ahead in its direction that is closest, counting a step
// sideways as two steps ahead so that items in line come first; among equals the higher
// layer wins (it is the one on top, the one the player sees), then the lower index. A layer
// move goes to the nearest layer above (or below) that has an item, and there to the item
// closest to where the focus was. When from is not a present item, the first present item
// is the answer, so that the keys always lead somewhere.
func NavNearest(items []NavItem, from int, d NavDir) int {
	if from < 0 || from >= len(items) || !items[from].Present {
		for i, it := range items {
			if it.Present {
				return i
			}
		}
		return -1
	}
	here := items[from]
	best, bestKey := -1, [3]int{}
	for i, it := range items {
		if i == from || !it.Present {
			continue
		}
		dx, dy, dl := it.X-here.X, it.Y-here.Y, it.Layer-here.Layer
		var ahead, aside int
		switch d {
		case NavLeft:
			ahead, aside = -dx, dy
		case NavRight:
			ahead, aside = dx, dy
		case NavUp:
			ahead, aside = -dy, dx
		case NavDown:
			ahead, aside = dy, dx
		case NavLayerUp, NavLayerDown:
			if d == NavLayerDown {
				dl = -dl
			}
			if dl <= 0 {
				continue
			}
			key := [3]int{dl, navAbs(dx) + navAbs(dy), i}
			if best < 0 || navLess(key, bestKey) {
				best, bestKey = i, key
			}
			continue
		default:
			return -1
		}
		if ahead <= 0 {
			continue
		}
		key := [3]int{ahead + 2*navAbs(aside), -it.Layer, i}
		if best < 0 || navLess(key, bestKey) {
			best, bestKey = i, key
		}
	}
	return best
}

func navLess(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func navAbs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ShanghaiNav returns the navigation items of a Shanghai board, in slot order: a tile's
// centre is its grid cell plus one (tiles span two half-tile cells), and a removed tile is
// not present.
func ShanghaiNav(tiles []Tile) []NavItem {
	items := make([]NavItem, len(tiles))
	for i, t := range tiles {
		items[i] = NavItem{X: t.Col, Y: t.Row, Layer: t.Layer, Present: !t.Removed}
	}
	return items
}
