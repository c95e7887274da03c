package shanghai

import (
	"mahjong/engine"
)

// MaxShuffles is how many times a game may shuffle (docs/rules.md#shanghai, a rule of the
// original game).
const MaxShuffles = 5

// kind is what a variant adds to its layout: its id and how many pairs a deal draws.
type kind struct {
	id, name string
	layout   *Layout
	pairs    int // pairs of tiles dealt: half the slots
	// draw draws a deal's pairs: drawFromSet on the built-in layouts, drawPairs on others.
	draw func(r *engine.Rand, n int) [][2]engine.Tile
	// fallback is a removal order of the whole layout, found when the variant was made, for
	// a deal whose own simulation gets stuck maxAttempts times (the three built-in layouts
	// never do; nil there).
	fallback [][2]int
}

// Position is a Shanghai position: which tile lies on each slot of the layout (NoTile once
// removed) and how many shuffles are left. It implements engine.Position; like every
// position it is a value, and Apply returns a new one.
type Position struct {
	k        *kind
	deal     uint64
	tiles    [maxSlots]engine.Tile
	present  set // slots that still hold a tile
	shuffles int
}

// Variant returns the variant id.
func (p *Position) Variant() string { return p.k.id }

// Deal returns the deal number.
func (p *Position) Deal() uint64 { return p.deal }

// Layout returns the layout the game is played on.
func (p *Position) Layout() *Layout { return p.k.layout }

// Tile returns the tile on slot, or engine.NoTile once it is removed (or for a slot number
// outside the layout).
func (p *Position) Tile(slot int) engine.Tile {
	if slot < 0 || slot >= p.k.layout.Len() {
		return engine.NoTile
	}
	return p.tiles[slot]
}

// IsFree reports whether slot holds a tile that is free: nothing lies on it and its left or
// its right side is open.
func (p *Position) IsFree(slot int) bool {
	if slot < 0 || slot >= p.k.layout.Len() || !p.present.has(slot) {
		return false
	}
	return p.k.layout.free(&p.present, slot)
}

// Remaining returns the number of tiles left.
func (p *Position) Remaining() int { return p.present.count() }

// ShufflesLeft returns how many shuffles the player may still use.
func (p *Position) ShufflesLeft() int { return p.shuffles }

// pairs returns the legal pair moves, a < b, ordered by a then b.
func (p *Position) pairs() []engine.Move {
	free := p.k.layout.freeSet(&p.present)
	slots := free.list(make([]int, 0, 32))
	var ms []engine.Move
	for i, a := range slots {
		for _, b := range slots[i+1:] {
			if Matches(p.tiles[a], p.tiles[b]) {
				ms = append(ms, engine.Move{Action: engine.Step, From: engine.Place(a), To: engine.Place(b)})
			}
		}
	}
	return ms
}

// PairCount returns the number of legal pair moves.
func (p *Position) PairCount() int {
	free := p.k.layout.freeSet(&p.present)
	var per [numGroups]int
	n := 0
	free.each(func(i int) {
		g := group(p.tiles[i])
		n += per[g]
		per[g]++
	})
	return n
}

// CanShuffle reports whether a shuffle is allowed now: no pair can be removed, a shuffle is
// left, at least two tiles remain, and some arrangement of the remaining tiles on the
// remaining slots would give a free pair (a shuffle that cannot help is not offered, and
// the game is then lost).
func (p *Position) CanShuffle() bool {
	return p.shuffles > 0 && p.Remaining() >= 2 && p.PairCount() == 0 && p.shuffleCanHelp()
}

// shuffleCanHelp reports whether some arrangement of the remaining tiles gives a free pair:
// the shape has two free slots and two of the tiles match.
func (p *Position) shuffleCanHelp() bool {
	shapeFree := p.k.layout.freeSet(&p.present)
	if shapeFree.count() < 2 {
		return false
	}
	var per [numGroups]int
	help := false
	p.present.each(func(i int) {
		g := group(p.tiles[i])
		per[g]++
		if per[g] >= 2 {
			help = true
		}
	})
	return help
}

// Status reports won (no tile left), lost (no pair and no shuffle that could help) or
// playing.
func (p *Position) Status() engine.Status {
	switch {
	case p.present.empty():
		return engine.Won
	case p.PairCount() == 0 && !p.CanShuffle():
		return engine.Lost
	}
	return engine.Playing
}

// Moves returns every legal pair removal (From < To, by From then To), then the shuffle
// when CanShuffle.
func (p *Position) Moves() []engine.Move {
	ms := p.pairs()
	if len(ms) == 0 && p.CanShuffle() {
		ms = append(ms, ShuffleMove)
	}
	return ms
}

// ShuffleMove is the move that shuffles the remaining tiles.
var ShuffleMove = engine.Move{Action: engine.Shuffle, From: engine.NoPlace, To: engine.NoPlace}

// Apply returns the position after m: a pair removal (From and To in either order) or a
// shuffle.
func (p *Position) Apply(m engine.Move) (engine.Position, error) {
	switch m.Action {
	case engine.Step:
		if err := p.checkPair(m); err != nil {
			return nil, err
		}
		q := *p
		q.tiles[m.From], q.tiles[m.To] = engine.NoTile, engine.NoTile
		q.present.del(int(m.From))
		q.present.del(int(m.To))
		return &q, nil
	case engine.Shuffle:
		if m.From != engine.NoPlace || m.To != engine.NoPlace {
			return nil, p.illegal(m, "a shuffle names no tile")
		}
		switch {
		case p.shuffles <= 0:
			return nil, p.illegal(m, "no shuffle is left (at most 5 per game)")
		case p.Remaining() < 2:
			return nil, p.illegal(m, "there is nothing to shuffle")
		case p.PairCount() > 0:
			return nil, p.illegal(m, "a pair can still be removed; shuffle only when stuck")
		case !p.shuffleCanHelp():
			return nil, p.illegal(m, "no arrangement of the remaining tiles could give a free pair")
		}
		return p.shuffled(), nil
	}
	return nil, p.illegal(m, "not a move of Mahjong Solitaire")
}

func (p *Position) checkPair(m engine.Move) error {
	n := p.k.layout.Len()
	a, b := int(m.From), int(m.To)
	switch {
	case a < 0 || a >= n || b < 0 || b >= n:
		return p.illegal(m, "no such slot on this layout")
	case a == b:
		return p.illegal(m, "a tile cannot pair with itself")
	case !p.present.has(a) || !p.present.has(b):
		return p.illegal(m, "that slot is empty")
	case !p.IsFree(a) || !p.IsFree(b):
		return p.illegal(m, "a tile is not free (covered, or blocked on both sides)")
	case !Matches(p.tiles[a], p.tiles[b]):
		return p.illegal(m, p.tiles[a].String()+" does not match "+p.tiles[b].String())
	}
	return nil
}

func (p *Position) illegal(m engine.Move, why string) error {
	return &engine.IllegalMoveError{Move: p.FormatMove(m), Reason: why}
}
