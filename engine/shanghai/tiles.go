package shanghai

import "mahjong/engine"

// Matching groups: tiles match when they are in the same group. Each of the 34 ordinary
// faces is a group of its own; the four Seasons are one group and the four Flowers another.
const (
	seasonGroup = 34
	flowerGroup = 35
	numGroups   = 36
)

// group returns the matching group of a valid tile.
func group(t engine.Tile) int {
	switch t.Kind() {
	case engine.Season:
		return seasonGroup
	case engine.Flower:
		return flowerGroup
	}
	return int(t) - 1
}

// Matches reports whether a and b can be removed together: the same face, or two Seasons,
// or two Flowers (never a Season with a Flower).
func Matches(a, b engine.Tile) bool {
	return a.Valid() && b.Valid() && group(a) == group(b)
}

// tilePairs returns the 72 matching pairs the 144 tiles form, in a fixed order: two pairs
// of each ordinary face, then Spring+Summer, Autumn+Winter, Plum+Orchid and
// Chrysanthemum+Bamboo. A 50-tile deal draws 25 of them.
func tilePairs() [][2]engine.Tile {
	p := make([][2]engine.Tile, 0, 72)
	for t := engine.Bamboo1; t <= engine.NorthWind; t++ {
		p = append(p, [2]engine.Tile{t, t}, [2]engine.Tile{t, t})
	}
	return append(p,
		[2]engine.Tile{engine.Spring, engine.Summer},
		[2]engine.Tile{engine.Autumn, engine.Winter},
		[2]engine.Tile{engine.Plum, engine.Orchid},
		[2]engine.Tile{engine.Chrysanthemum, engine.BambooFlower})
}
