package freecell

import (
	"mahjong/engine"
)

// emptyRule says what a column with no tiles accepts.
type emptyRule uint8

const (
	emptyAny     emptyRule = iota // any tile or legal group
	emptyHighest                  // only a tile of the highest rank (Wind, or Season in Long FreeCell)
	emptyWind                     // only a Wind, or a legal group headed by one
)

// spec is everything that tells the seven games apart; the rules are written once, in
// terms of these fields.
type spec struct {
	id, name   string
	family     engine.Family
	rows       int                                    // grid depth; nothing is built below the last row
	dealt      [numCols]uint8                         // tiles dealt to each column
	cells      int                                    // number of cells
	cellsDealt int                                    // tiles dealt into the first cells
	seasons    bool                                   // the 144-tile set: Seasons (rank 11) close each pile
	sameSuit   bool                                   // build below in the same suit (else a different suit)
	empty      emptyRule                              // what an empty column takes
	rankLock   bool                                   // a rank must be on every pile of a set before the next
	windBound  bool                                   // piles of a set take West, North, South, East only
	levels     bool                                   // tiles may start new levels on the top row (FreeCell)
	groups     bool                                   // runs move as one (Sea)
	tileCount  int                                    // 132 or 144
	builds     [engine.NumFaces][engine.NumFaces]bool // builds[upper][lower]: see buildsOn
	highest    int                                    // rank of the highest tile: 10 or 11
	uppers     [engine.NumFaces][]engine.Tile         // uppers[lower]: the tiles lower builds on
}

func cols(n uint8) [numCols]uint8 {
	var d [numCols]uint8
	for i := range d {
		d[i] = n
	}
	return d
}

var specs = func() []*spec {
	seaCell := cols(8)
	for i := 0; i < 4; i++ {
		seaCell[i] = 9
	}
	list := []*spec{
		{id: "mahjongg-freecell", name: "MahJongg FreeCell", family: engine.FreeCell, rows: 8, dealt: cols(8),
			cells: 4, cellsDealt: 4, empty: emptyHighest, rankLock: true, levels: true},
		{id: "long-freecell", name: "Long FreeCell", family: engine.FreeCell, rows: 9, dealt: cols(9),
			cells: 4, seasons: true, empty: emptyHighest, rankLock: true, levels: true},
		{id: "sea-towers", name: "Sea Towers", family: engine.Sea, rows: 10, dealt: cols(8),
			cells: 6, cellsDealt: 4, sameSuit: true, empty: emptyAny, windBound: true, groups: true},
		{id: "sea-breeze", name: "Sea Breeze", family: engine.Sea, rows: 10, dealt: cols(8),
			cells: 6, cellsDealt: 4, sameSuit: true, empty: emptyWind, windBound: true, groups: true},
		{id: "sea-winds", name: "Sea Winds", family: engine.Sea, rows: 10, dealt: cols(8),
			cells: 6, cellsDealt: 4, sameSuit: true, empty: emptyWind, rankLock: true, windBound: true, groups: true},
		{id: "sea-level", name: "Sea Level", family: engine.Sea, rows: 10, dealt: cols(8),
			cells: 6, cellsDealt: 4, sameSuit: true, empty: emptyAny, rankLock: true, windBound: true, groups: true},
		{id: "sea-cell", name: "Sea Cell", family: engine.Sea, rows: 9, dealt: seaCell,
			cells: 4, empty: emptyAny, windBound: true, groups: true},
	}
	for _, v := range list {
		for u := 1; u < engine.NumFaces; u++ {
			for l := 1; l < engine.NumFaces; l++ {
				upper, lower := engine.Tile(u), engine.Tile(l)
				v.builds[u][l] = rankOf[lower] == rankOf[upper]-1 && suitFits(upper, lower, v.sameSuit) &&
					upper.Kind() != engine.Flower && lower.Kind() != engine.Flower
				if v.builds[u][l] {
					v.uppers[l] = append(v.uppers[l], upper)
				}
			}
		}
		v.tileCount, v.highest = 132, 10
		if v.seasons {
			v.tileCount, v.highest = 144, 11
		}
	}
	return list
}()

func specByID(id string) *spec {
	for _, v := range specs {
		if v.id == id {
			return v
		}
	}
	return nil
}

// Variants returns the seven games of the family, FreeCell first, then the Sea games:
// mahjongg-freecell, long-freecell, sea-towers, sea-breeze, sea-winds, sea-level, sea-cell.
func Variants() []*engine.Variant {
	out := make([]*engine.Variant, len(specs))
	for i, v := range specs {
		out[i] = v.engineVariant()
	}
	return out
}

func (v *spec) engineVariant() *engine.Variant {
	ev := engine.VariantOf(v.id, v.name, v.family, false, v.newPosition,
		func(text string) (*Position, error) { return parseFor(v, text) })
	if engine.Solvers {
		ev.Solve, ev.Hint = engine.SolverOf(Solve), engine.HinterOf(Hint)
	}
	return ev
}

// rank is the tile's place in the building order: Dragon 0, suit tiles 1–9, Wind 10,
// Season 11.
func rank(t engine.Tile) int { return int(rankOf[t]) }

var rankOf = func() (r [256]int8) {
	for t := 1; t < engine.NumFaces; t++ {
		r[t] = int8(slowRank(engine.Tile(t)))
	}
	return r
}()

func slowRank(t engine.Tile) int {
	switch t.Kind() {
	case engine.Suited:
		return t.Rank()
	case engine.Wind:
		return 10
	case engine.Season:
		return 11
	}
	return 0
}

// suitFits reports whether lower may lie below upper under the suit rule. Suitless tiles
// (Dragons, Winds, Seasons) fit either rule, so that a Wind can head a group.
func suitFits(upper, lower engine.Tile, same bool) bool {
	su, sl := upper.Suit(), lower.Suit()
	if su == engine.NoSuit || sl == engine.NoSuit {
		return true
	}
	return (su == sl) == same
}

// buildsOn reports whether lower may go directly below (or, on a new level, on top of)
// upper: one rank lower, meeting the suit rule.
func (v *spec) buildsOn(upper, lower engine.Tile) bool {
	return int(upper) < engine.NumFaces && int(lower) < engine.NumFaces && v.builds[upper][lower]
}

// tileSet returns the variant's tiles in face order.
func (v *spec) tileSet() []engine.Tile {
	set := make([]engine.Tile, 0, v.tileCount)
	for t := engine.Bamboo1; t <= engine.WhiteDragon; t++ {
		set = append(set, t, t, t, t)
	}
	for t := engine.EastWind; t <= engine.NorthWind; t++ {
		set = append(set, t, t, t)
	}
	if v.seasons {
		for t := engine.Spring; t <= engine.Winter; t++ {
			set = append(set, t, t, t)
		}
	}
	return set
}
