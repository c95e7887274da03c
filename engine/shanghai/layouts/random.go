package layouts

import (
	"errors"
	"strconv"

	"mahjong/engine"
	"mahjong/engine/shanghai"
)

// Random layouts.
//
// Random(seed) draws a layout from the stream engine.NewRand("shanghai-random-layout",
// seed), symmetric about both axes. It draws the height (1 to 5 layers), then the bottom
// layer: the union of two to four shapes (rectangles, ellipses, diamonds) placed in one
// quarter of the board and mirrored into the other three, less a carved shape one time in
// three; a bottom layer that fills more than 80% of the box around it is drawn again. Each
// layer above is the one below worn down (a tile stays where the layer below holds its four
// neighbours; one time in three) or set half a tile across and down onto each group of four
// tiles below it; then, one time in three, cut to a shape of its own when that keeps at
// least half of it; then worn down while the total would pass 144 tiles. Layers stop at the
// height drawn or at an empty layer. A draw outside 72–144 tiles, or with no winnable deal,
// is drawn again from the same stream. An odd count loses the tile at the centre of the top
// layer (or gains one on it). Changing any of this changes every random layout, which
// golden tests pin: do not.

// Random returns the random layout of seed, as the variant shanghai-random-SEED.
func Random(seed uint64) (Entry, error) {
	r := engine.NewRand("shanghai-random-layout", seed)
	id := randomPrefix + strconv.FormatUint(seed, 10)
	for range 1000 {
		slots := drawLayout(r)
		if len(slots) < 72 || len(slots) > 144 {
			continue
		}
		e, err := FromDrawing(id, Drawing{Name: "Random " + strconv.FormatUint(seed, 10), Category: "Random", Slots: slots})
		if err == nil {
			return e, nil
		}
	}
	return Entry{}, errors.New("no random layout for seed " + strconv.FormatUint(seed, 10))
}

// point is a tile's centre relative to the board's centre, in half-tiles.
type point struct{ x, y int }

// shapeFn says whether a centre lies in a shape, given |x| and |y|.
type shapeFn func(ax, ay int) bool

// drawShape draws one shape in the board's quarter: rectangle, ellipse or diamond, centred at
// (ux, uy) with half-sizes (wx, wy), in half-tiles.
func drawShape(r *engine.Rand, maxX, maxY int) shapeFn {
	ux, uy := 2*r.Intn(maxX/2+1), 2*r.Intn(maxY/2+1)
	wx, wy := 2+r.Intn(maxX/2), 2+r.Intn(maxY/2)
	switch r.Intn(3) {
	case 0:
		return func(ax, ay int) bool { return abs(ax-ux) <= wx && abs(ay-uy) <= wy }
	case 1:
		return func(ax, ay int) bool {
			dx, dy := float64(ax-ux)/float64(wx+1), float64(ay-uy)/float64(wy+1)
			return dx*dx+dy*dy <= 1
		}
	}
	return func(ax, ay int) bool { return abs(ax-ux)*(wy+1)+abs(ay-uy)*(wx+1) <= (wx+1)*(wy+1) }
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func drawLayout(r *engine.Rand) []shanghai.Slot {
	depth := 1 + r.Intn(5)
	maxX, maxY := 8+2*r.Intn(6), 4+2*r.Intn(4) // the quarter's reach: 8..18 by 4..10
	px, py := r.Intn(2), r.Intn(2)             // parity of the bottom layer's centres
	shapes := make([]shapeFn, 2+r.Intn(3))
	for i := range shapes {
		shapes[i] = drawShape(r, maxX, maxY)
	}
	var carve shapeFn
	if r.Intn(3) == 0 {
		carve = drawShape(r, maxX/2, maxY/2)
	}
	var layer []point
	for y := -maxY - py; y <= maxY+py; y++ {
		for x := -maxX - px; x <= maxX+px; x++ {
			if abs(x)%2 != px || abs(y)%2 != py || abs(x) > maxX || abs(y) > maxY {
				continue
			}
			if carve != nil && carve(abs(x), abs(y)) {
				continue
			}
			for _, in := range shapes {
				if in(abs(x), abs(y)) {
					layer = append(layer, point{x, y})
					break
				}
			}
		}
	}
	if !shapely(layer) {
		return nil
	}
	layers := [][]point{layer}
	total := len(layer)
	for len(layers) < depth {
		below := layers[len(layers)-1]
		var next []point
		if r.Intn(3) == 0 {
			next = wear(below)
		} else {
			next = shift(below)
		}
		if r.Intn(3) == 0 {
			cut := drawShape(r, maxX/2+2, maxY/2+2)
			var kept []point
			for _, p := range next {
				if cut(abs(p.x), abs(p.y)) {
					kept = append(kept, p)
				}
			}
			if 2*len(kept) >= len(next) {
				next = kept
			}
		}
		for len(next) > 0 && total+len(next) > 144 {
			next = wear(next)
		}
		if len(next) == 0 {
			break
		}
		layers = append(layers, next)
		total += len(next)
	}
	if total%2 != 0 {
		layers = evenUp(layers)
	}
	return slotsOf(layers)
}

// shapely reports whether a bottom layer has a shape: it fills at most 80% of the box
// around it (a plain rectangle is not drawn).
func shapely(layer []point) bool {
	if len(layer) == 0 {
		return false
	}
	minX, maxX, minY, maxY := layer[0].x, layer[0].x, layer[0].y, layer[0].y
	for _, p := range layer {
		minX, maxX, minY, maxY = min(minX, p.x), max(maxX, p.x), min(minY, p.y), max(maxY, p.y)
	}
	box := (maxX-minX)/2 + 1
	box *= (maxY-minY)/2 + 1
	return 5*len(layer) <= 4*box
}

// wear keeps the tiles of a layer whose four neighbours (a tile across, a tile down, each
// way) are in it too.
func wear(layer []point) []point {
	in := pointSet(layer)
	var out []point
	for _, p := range layer {
		if in[point{p.x - 2, p.y}] && in[point{p.x + 2, p.y}] && in[point{p.x, p.y - 2}] && in[point{p.x, p.y + 2}] {
			out = append(out, p)
		}
	}
	return out
}

// shift puts a tile half a tile across and down from the tiles of the layer, wherever it
// rests on four of them.
func shift(layer []point) []point {
	in := pointSet(layer)
	var out []point
	for _, p := range layer { // p is the top-left of the four
		q := point{p.x + 1, p.y + 1}
		if in[point{p.x + 2, p.y}] && in[point{p.x, p.y + 2}] && in[point{p.x + 2, p.y + 2}] {
			out = append(out, q)
		}
	}
	return out
}

func pointSet(ps []point) map[point]bool {
	m := make(map[point]bool, len(ps))
	for _, p := range ps {
		m[p] = true
	}
	return m
}

// evenUp makes an odd, symmetric count even. Only a tile on the centre is alone in its
// mirror class, so an odd count has one on some layer: the top layer's loses it when it
// has one, else one goes on top of the centre tile of the highest layer that has one.
func evenUp(layers [][]point) [][]point {
	top := len(layers) - 1
	for z := top; z >= 0; z-- {
		for i, p := range layers[z] {
			if p != (point{}) {
				continue
			}
			if z == top {
				layers[z] = append(layers[z][:i:i], layers[z][i+1:]...)
				if len(layers[z]) == 0 {
					layers = layers[:top]
				}
				return layers
			}
			if z+1 < len(layers) && !contains(layers[z+1], p) {
				layers[z+1] = append(layers[z+1], p)
				return layers
			}
		}
	}
	return layers
}

func contains(ps []point, p point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// slotsOf turns centres relative to the board's centre into slots, the board starting at
// (0, 0).
func slotsOf(layers [][]point) []shanghai.Slot {
	minX, minY := 0, 0
	for _, l := range layers {
		for _, p := range l {
			minX, minY = min(minX, p.x), min(minY, p.y)
		}
	}
	var ss []shanghai.Slot
	for z, l := range layers {
		for _, p := range l {
			ss = append(ss, shanghai.Slot{X: p.x - minX, Y: p.y - minY, Z: z})
		}
	}
	return ss
}
