package oneplayer

import (
	"context"

	"mahjong/engine"
)

// The strategy aims every line at Seven pairs (200 points, more than almost any line scores
// by its groups) and lets a line that can no longer pair off collect groups and take the
// tiles nothing else wants. It looks only at what a player sees: the board, the hand and
// which tiles are unseen (the set minus the board and the hand), never at the wall's order.
//
// It places only what the turn requires (2 tiles on the first turn, 1 afterwards): a tile
// kept in the hand that pairs something is a turn later without a forced, harmful placement.
// To choose the tile it rates every hand tile on every line that can take one, best first:
//   - a tile that pairs a line's unmatched tile (on the line nearest completion);
//   - a tile whose twin is also in the hand, on a line with room for the pair;
//   - a tile that nothing can pair any more, on a line that can no longer pair off;
//   - otherwise the placement that loses the fewest expected points: each line is worth 200
//     times its chance of pairing off plus its groups otherwise, the chance being that every
//     unmatched tile's twin is in the hand or is drawn in the draws left (and that the line
//     has room for the twins).
//
// Horizontal tiles go to the leftmost empty cell. Over deals 1–1000 (go test -run Survey
// -survey 1000) it scores 1793 on average in one-player (8.5 lines of Seven pairs a game)
// and 1491 in one-player-flowers (6.2), where 13 tiles are never placed and some awaited
// twins stay in the wall. The horizontal line, filled from 8 tiles and one draw a turn,
// almost never pairs off.

// lineView is what the strategy needs to know about one line that can take a tile.
type lineView struct {
	cell    engine.Place // where a tile would go
	count   tally
	empty   int  // cells still to fill (anchor excluded)
	singles int  // keys with an odd count
	pairs   bool // it can still be seven pairs
	groups  int  // its group points so far
}

// seen is what the player knows about the tiles not on the board.
type seen struct {
	unseen, held [engine.NumFaces]int // by group key
	wall         int                  // tiles in the wall
	draws        int                  // tiles that will still be drawn, at most
}

func newSeen(p *Position) *seen {
	s := &seen{wall: p.WallLeft()}
	for _, t := range p.v.set() {
		s.unseen[groupKey(t)]++
	}
	hand := 0
	for _, t := range p.grid {
		if t != engine.NoTile {
			s.unseen[groupKey(t)]--
		}
	}
	for _, t := range p.hand {
		if t != engine.NoTile {
			s.unseen[groupKey(t)]--
			s.held[groupKey(t)]++
			hand++
		}
	}
	// Every placement but those of the last turn is followed by a draw.
	left := Placed - p.onBoard()
	s.draws = min(s.wall, max(0, left+HandSize-hand-1))
	return s
}

// arrives returns the chance that at least one of n unseen tiles is drawn before the end.
func (s *seen) arrives(n int) float64 {
	if n <= 0 {
		return 0
	}
	if s.draws >= s.wall {
		return 1
	}
	none := 1.0
	for i := 0; i < n; i++ {
		none *= float64(s.wall-s.draws-i) / float64(s.wall-i)
	}
	return 1 - none
}

// mate returns the chance that a tile of key k will be there to pair with, given that held
// copies are in the hand.
func (s *seen) mate(k engine.Tile, held int) float64 {
	if held > 0 {
		return 1
	}
	return s.arrives(s.unseen[k])
}

func (s *seen) lineViews(p *Position) []lineView {
	var views []lineView
	for _, c := range p.OpenCells() {
		l, _, _ := LineOf(c)
		if l == Horizontal && len(views) > 0 {
			continue // one horizontal cell is as good as another
		}
		v := lineView{cell: c, pairs: true}
		for _, t := range p.LineTiles(l) {
			if t == engine.NoTile {
				v.empty++
			} else {
				v.count[groupKey(t)]++
			}
		}
		for k, n := range v.count {
			if n%2 == 1 {
				v.singles++
				if s.unseen[k]+s.held[k] == 0 {
					v.pairs = false
				}
			}
		}
		v.pairs = v.pairs && v.singles <= v.empty
		v.groups = v.count.points()
		views = append(views, v)
	}
	return views
}

// chance returns the line's estimated chance of pairing off, with tile key k taken from the
// hand and added to it when add is set.
func (s *seen) chance(v *lineView, k engine.Tile, add bool) float64 {
	if !v.pairs {
		return 0
	}
	singles, empty := v.singles, v.empty
	if add {
		empty--
		if v.count[k]%2 == 0 {
			singles++
		} else {
			singles--
		}
	}
	if singles > empty {
		return 0
	}
	p := 1.0
	for key, n := range v.count {
		odd := n%2 == 1
		held := s.held[key]
		if engine.Tile(key) == k && add {
			odd = !odd
			held--
		}
		if odd {
			p *= s.mate(engine.Tile(key), held)
		}
	}
	return p
}

const deadRate = 800 // above any forced placement, below any pairing move

// rate returns how good placing a tile of key k on line v is.
func rate(v *lineView, k engine.Tile, s *seen) int {
	c := int(v.count[k])
	gain := groupPoints(k, c+1) - groupPoints(k, c)
	switch {
	case v.pairs && c%2 == 1:
		return 1000 - v.empty
	case v.pairs && s.held[k] >= 2 && v.singles+1 <= v.empty-1:
		return 900 - v.empty
	case !v.pairs && s.unseen[k]+s.held[k] == 1:
		return deadRate + gain // nothing can pair it: better here than spoiling a line
	}
	// Expected points of the line before and after: 200 if it pairs off, else its groups.
	p0, p1 := s.chance(v, k, false), s.chance(v, k, true)
	before := p0*SpecialPoints + (1-p0)*float64(v.groups)
	after := p1*SpecialPoints + (1-p1)*float64(v.groups+gain)
	return 500 + int(after-before)
}

// Hint returns the strategy's next move from p, the first of the line Solve plays, with
// Solve's verdict, Solved; a finished game gives the zero Move. The strategy rates the moves
// of this turn only, at once, so ctx is not needed.
func Hint(_ context.Context, p *Position) (engine.Move, engine.Verdict) {
	if p.Status() != engine.Playing {
		return engine.Move{}, engine.Solved
	}
	return strategy(p), engine.Solved
}

// strategy returns the strategy's next move from p, which is Playing.
func strategy(p *Position) engine.Move {
	s := newSeen(p)
	views := s.lineViews(p)
	best, bestRate := engine.Move{}, -1<<30
	for slot, t := range p.hand {
		if t == engine.NoTile {
			continue
		}
		k := groupKey(t)
		for i := range views {
			if r := rate(&views[i], k, s); r > bestRate {
				best, bestRate = engine.StepMove(HandPlace(slot), views[i].cell), r
			}
		}
	}
	if p.CanEndTurn() || bestRate == -1<<30 {
		return endTurn // good tiles wait for later turns: a turn without one is rarer
	}
	return best
}

// Solve plays p to the end with the strategy of Hint. Every game ends, so the verdict is
// Solved with the final score, unless ctx is done first (Unknown).
func Solve(ctx context.Context, p *Position) engine.Solution {
	var sol engine.Solution
	for p.Status() == engine.Playing {
		// Every few moves: a move of the strategy takes a fraction of a millisecond in the
		// browser, and the page's searches give it its turn every 4 ms (a sliced context).
		if sol.Nodes%4 == 0 && ctx.Err() != nil {
			return engine.Solution{Verdict: engine.Unknown, Nodes: sol.Nodes}
		}
		m := strategy(p)
		q, err := p.apply(m)
		if err != nil {
			// The strategy only proposes legal moves; reaching this is a bug worth a report
			// rather than a wrong score.
			panic("oneplayer: strategy proposed " + p.FormatMove(m) + ": " + err.Error())
		}
		sol.Moves = append(sol.Moves, m)
		sol.Nodes++
		p = q
	}
	sol.Verdict, sol.Score = engine.Solved, p.Score()
	return sol
}
