package oneplayer

import "mahjong/engine"

// Special is one of the special hands a complete line can be.
type Special uint8

// The special hands, in the order of the rule book. A line that is several at once is named
// by the first, except that a line of 1s and 9s (which are odd) is named All 1s and 9s.
const (
	NoSpecial    Special = iota
	AllOdd               // every tile a suited tile of odd rank
	AllEven              // every tile a suited tile of even rank
	AllTerminals         // every tile a suited 1 or 9
	AllHonours           // every tile a Dragon, Wind, Season or Flower
	OneSuit              // every tile a suited tile of the same suit
	TwoNumbers           // every tile a suited tile, and at most two different ranks among them
	SevenPairs           // the tiles pair off: every group has an even size (a gong is two pairs)
	ThreeGongs           // three groups of four; the other two tiles may be anything
)

// SpecialPoints is what a special hand scores, when that is more than its groups.
const SpecialPoints = 200

var specialNames = [...]string{"", "All odd numbers", "All even numbers", "All 1s and 9s",
	"All Honours or Flowers", "All one suit", "Only two different numbers", "Seven pairs", "Three gongs"}

// String returns the hand's name as the help text gives it ("Seven pairs"), or "" for none.
func (s Special) String() string {
	if int(s) < len(specialNames) {
		return specialNames[s]
	}
	return ""
}

// groupKey returns the face that t groups with: itself, except that every Season groups with
// Spring and every Flower with Plum (any two Seasons match; any two Flowers match).
func groupKey(t engine.Tile) engine.Tile {
	switch t.Kind() {
	case engine.Season:
		return engine.Spring
	case engine.Flower:
		return engine.Plum
	}
	return t
}

// groupPoints returns what a group of n matching tiles of key scores: a pair 10, a pung 20, a
// gong 40 for suited tiles, twice that for the others. No group can hold more than four tiles:
// there are four of each face, four Seasons and four Flowers.
func groupPoints(key engine.Tile, n int) int {
	p := 0
	switch n {
	case 2:
		p = 10
	case 3:
		p = 20
	case 4:
		p = 40
	}
	if key.Kind() != engine.Suited {
		p *= 2
	}
	return p
}

// tally counts tiles by group key.
type tally [engine.NumFaces]uint8

func (c *tally) add(tiles []engine.Tile) {
	for _, t := range tiles {
		if t != engine.NoTile {
			c[groupKey(t)]++
		}
	}
}

func (c *tally) points() int {
	sum := 0
	for k, n := range c {
		if n >= 2 {
			sum += groupPoints(engine.Tile(k), int(n))
		}
	}
	return sum
}

// GroupPoints returns what the tiles score by their groups alone (empty places are skipped).
// An incomplete line's running score is this.
func GroupPoints(tiles []engine.Tile) int {
	var c tally
	c.add(tiles)
	return c.points()
}

// SpecialOf returns the first special hand that tiles (a complete line of 14) is, or
// NoSpecial. Fewer than 14 tiles are never a special hand.
func SpecialOf(tiles []engine.Tile) Special {
	if len(tiles) != LineLen {
		return NoSpecial
	}
	var c tally
	c.add(tiles)
	allSuited, allOdd, allEven, allTerm, allHonour, oneSuit := true, true, true, true, true, true
	var ranks [10]bool
	nRanks := 0
	for _, t := range tiles {
		if t == engine.NoTile {
			return NoSpecial
		}
		if t.Kind() != engine.Suited {
			allSuited, allOdd, allEven, allTerm, oneSuit = false, false, false, false, false
			continue
		}
		allHonour = false
		r := t.Rank()
		if r%2 == 0 {
			allOdd = false
		} else {
			allEven = false
		}
		if r != 1 && r != 9 {
			allTerm = false
		}
		if t.Suit() != tiles[0].Suit() {
			oneSuit = false
		}
		if !ranks[r] {
			ranks[r] = true
			nRanks++
		}
	}
	pairs, gongs := true, 0
	for _, n := range c {
		if n%2 == 1 {
			pairs = false
		}
		if n == 4 {
			gongs++
		}
	}
	switch {
	case allTerm: // before All odd numbers, which it always is too
		return AllTerminals
	case allOdd:
		return AllOdd
	case allEven:
		return AllEven
	case allHonour:
		return AllHonours
	case oneSuit:
		return OneSuit
	case allSuited && nRanks <= 2:
		return TwoNumbers
	case pairs:
		return SevenPairs
	case gongs >= 3:
		return ThreeGongs
	}
	return NoSpecial
}

// LineScore is what a line scores, or would score from its groups so far.
type LineScore struct {
	Complete bool
	Groups   int     // the points of the line's groups (so far, when incomplete)
	Special  Special // the special hand that scores instead of the groups, or NoSpecial
	Points   int     // the line's score: SpecialPoints when Special is set, else Groups
}

// ScoreLine scores a line's tiles. A line with an empty place is incomplete: it shows the
// points of its groups so far and is never a special hand. A complete line that is a special
// hand scores SpecialPoints instead of its groups when that is more.
func ScoreLine(tiles []engine.Tile) LineScore {
	s := LineScore{Groups: GroupPoints(tiles), Complete: len(tiles) == LineLen}
	for _, t := range tiles {
		if t == engine.NoTile {
			s.Complete = false
		}
	}
	s.Points = s.Groups
	if s.Complete && s.Groups < SpecialPoints {
		if sp := SpecialOf(tiles); sp != NoSpecial {
			s.Special, s.Points = sp, SpecialPoints
		}
	}
	return s
}
