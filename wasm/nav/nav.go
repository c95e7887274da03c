package nav

// Keyboard navigation of a board: the arrow keys move the focus to the nearest place in their
// direction, and a modifier (Shift, or PageUp/PageDown) moves between the layers of a stack
// and between the areas of a board. The page hands the places over as NavItems; which one
// gets the focus is decided here, in plain Go, by one rule for every game, so that it is
// tested without a browser.

// Item is one place the focus can go to: its centre on the board (in any unit, the same
// for every item, in the proportions the player sees), its layer (0 for a flat board), the
// area of the board it belongs to (0 for a board of one area), and whether it is there to be
// focused (a removed tile is not).
type Item struct {
	X, Y, Layer int
	Area        int
	Present     bool
}

// Dir is a direction of keyboard navigation.
type Dir int

// The directions: the four arrows, and up or down the layers.
const (
	Left Dir = iota
	Right
	Up
	Down
	LayerUp
	LayerDown
)

// Key maps a KeyboardEvent.key, with Shift held or not, to a direction. Shift+Up and
// Shift+Down, like PageUp and PageDown, change layer; false for any other key.
func Key(key string, shift bool) (Dir, bool) {
	switch key {
	case "ArrowLeft":
		return Left, true
	case "ArrowRight":
		return Right, true
	case "ArrowUp":
		if shift {
			return LayerUp, true
		}
		return Up, true
	case "ArrowDown":
		if shift {
			return LayerDown, true
		}
		return Down, true
	case "PageUp":
		return LayerUp, true
	case "PageDown":
		return LayerDown, true
	}
	return 0, false
}

// navKey orders the candidates of a move: the lowest key wins. Its last element is the
// item's index, so that no two keys are equal and the answer does not depend on the order
// in which items are looked at.
type navKey [5]int

func (a navKey) less(b navKey) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// The tiers of an arrow move, tried in this order: a place within 45° of the arrow, then
// any place on the arrow's side, then the start of the next row (or column).
const (
	navCone = iota
	navSide
	navWrap
)

// Nearest returns the index of the item the focus moves to from item from in direction
// d, or -1 when there is none (the focus then stays). Arrows stay in the area of from.
//
// An arrow goes to the nearest present item (in straight-line distance) within its cone: the
// quarter of the board within 45° of its direction, a place at exactly 45° counting as left
// or right rather than up or down, so that the four cones share no place. Only when the cone
// is empty does it go to the nearest item anywhere on its side (left of the focus for
// ArrowLeft), and only when nothing lies on that side at all does it wrap: ArrowRight to the
// first item of the next row down, ArrowLeft to the last item of the row above, ArrowDown to
// the top of the next column to the right, ArrowUp to the bottom of the column to the left.
// The cones, and the distance that measures within them, are what make the arrows reliable
// on a sparse board: pressing the arrow that points at a place (the one whose cone holds it)
// brings the focus there, instead of sliding sideways and round in circles (the tests check
// it on every game's boards and on boards scattered at random; measuring by the distance
// ahead plus twice the distance aside, or letting Up and Down share the 45° lines with Left
// and Right, each breaks it); the wrap leads out of the dead ends at the edges. Among equals the higher layer wins (it is the one on top, the one the player sees),
// then the lower index.
//
// A layer move goes to the nearest layer above (or below) in the area that has an item,
// and there to the item closest to where the focus was; when the area has none, it goes to
// the nearest area before (for up) or after (for down) that has an item, to the one closest
// to the focus. When from is not a present item, the first present item is the answer, so
// that the keys always lead somewhere.
func Nearest(items []Item, from int, d Dir) int {
	if from < 0 || from >= len(items) || !items[from].Present {
		for i, it := range items {
			if it.Present {
				return i
			}
		}
		return -1
	}
	if d < Left || d > LayerDown {
		return -1
	}
	here := items[from]
	best, bestKey := -1, navKey{}
	for i, it := range items {
		if i == from || !it.Present {
			continue
		}
		key, ok := navCandidate(here, it, d)
		if !ok {
			continue
		}
		key[len(key)-1] = i
		if best < 0 || key.less(bestKey) {
			best, bestKey = i, key
		}
	}
	return best
}

// navCandidate returns the key of item it for a move from here in direction d, and false
// when the move cannot go there.
func navCandidate(here, it Item, d Dir) (navKey, bool) {
	dx, dy := it.X-here.X, it.Y-here.Y
	if d == LayerUp || d == LayerDown {
		dl, da := it.Layer-here.Layer, here.Area-it.Area
		if d == LayerDown {
			dl, da = -dl, -da
		}
		dist := navAbs(dx) + navAbs(dy)
		switch {
		case da == 0 && dl > 0:
			return navKey{0, dl, dist, 0}, true
		case da > 0:
			return navKey{1, da, dist, -it.Layer}, true
		}
		return navKey{}, false
	}
	if it.Area != here.Area {
		return navKey{}, false
	}
	// ahead is the distance in the arrow's direction, aside across it; next and along place
	// the item for a wrap: the rows (columns) after the focus's, and the position within
	// one, both counted in the order the wrap reads them.
	var ahead, aside, next, along int
	switch d {
	case Left:
		ahead, aside, next, along = -dx, dy, -dy, -dx
	case Right:
		ahead, aside, next, along = dx, dy, dy, dx
	case Up:
		ahead, aside, next, along = -dy, dx, -dx, -dy
	case Down:
		ahead, aside, next, along = dy, dx, dx, dy
	}
	// The cones of the four arrows share no place: a place at exactly 45° belongs to Left
	// and Right, so that Up from it does not lead straight back.
	inCone := navAbs(aside) <= ahead
	if d == Up || d == Down {
		inCone = navAbs(aside) < ahead
	}
	dist := ahead*ahead + aside*aside // squared: the order is the same
	switch {
	case ahead > 0 && inCone:
		return navKey{navCone, dist, -it.Layer}, true
	case ahead > 0:
		return navKey{navSide, dist, -it.Layer}, true
	case next > 0:
		return navKey{navWrap, next, along, -it.Layer}, true
	}
	return navKey{}, false
}

func navAbs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
