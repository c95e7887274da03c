package stones

import (
	"context"
	"sync"

	"mahjong/engine"
	"mahjong/internal/sortfunc"
)

// The solver decides whether every stone of the stock can still be placed. The stock order
// is fixed, so a state is the board alone (the number of stones on it says which stone is
// next), and the search is a depth-first search over the squares of each stone in turn.
//
// It keeps a transposition table of boards already shown to lose, keyed by two independent
// 64-bit Zobrist hashes (a false match needs both to collide). Squares are tried in the order
// of the hint heuristic (order, below). The only pruning is exact: a square after which the next
// stone has no legal square is not tried, since the stone after it would be stuck. So when
// the search runs out of squares without a win, the position is proved unsolvable; when the
// context ends first, the answer is Unknown.

// maxTable bounds the transposition table; past it, new losing boards are not remembered,
// which only costs time.
const maxTable = 1 << 21

// zobristKeys holds two random 64-bit keys per square and stone, from the project's own
// stream so that hashes are the same everywhere. Made by the first search, not while the
// page starts.
var zobristKeys = sync.OnceValue(func() (z *[2][maxSquares][MaxColours * MaxColours]uint64) {
	z = new([2][maxSquares][MaxColours * MaxColours]uint64)
	for k := range z {
		rng := engine.NewRand("stones/zobrist", uint64(k))
		for sq := range z[k] {
			for i := range z[k][sq] {
				z[k][sq][i] = rng.Uint64()
			}
		}
	}
	return z
})

type searcher struct {
	ctx     context.Context
	r       *rules
	stock   []Stone
	board   Board
	h1, h2  uint64
	lost    map[uint64]uint64 // h1 → h2 of boards from which the stock cannot be placed
	zobrist *[2][maxSquares][MaxColours * MaxColours]uint64
	nodes   int
	budget  int   // nodes at most, when > 0
	stopped bool  // ctx is done, or the budget spent
	path    []int // squares of the winning line, last first
	scratch [][]int

	// Restarts: each run may search limit nodes; noise, from the second run on, shakes the
	// order of squares that the heuristic ranks close.
	limit, runNodes int
	cut             bool // this run reached its limit, so its failures prove nothing
	noise           *engine.Rand
}

// restartBase is the node budget of the shortest run; runs get restartBase times the Luby
// sequence (1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...), which grows without bound, so some run is
// eventually long enough to finish the search.
var restartBase = 2000

// luby returns the i-th term (from 1) of the Luby sequence.
func luby(i int) int {
	for k := 1; ; k++ {
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		if i < 1<<k-1 && i >= 1<<(k-1) {
			return luby(i - 1<<(k-1) + 1)
		}
	}
}

// Solve searches p until it decides whether every stone can be placed or ctx is done. A
// Solved answer carries the placements and the final score they reach, end bonus included.
func Solve(ctx context.Context, p *Position) engine.Solution {
	return SolveNodes(ctx, p, 0)
}

// SolveNodes is Solve stopping (Unknown) after limit nodes when limit > 0: a budget that,
// unlike a deadline, gives the same answer on any machine under any load, so that tests pick
// their deals the same way everywhere.
func SolveNodes(ctx context.Context, p *Position, limit int) engine.Solution {
	s := &searcher{ctx: ctx, budget: limit, r: p.r, stock: p.stock, board: p.board, lost: make(map[uint64]uint64), zobrist: zobristKeys()}
	for sq := 0; sq < p.r.squares; sq++ {
		if st := p.board[sq]; st != NoStone {
			s.h1 ^= s.zobrist[0][sq][st.index()]
			s.h2 ^= s.zobrist[1][sq][st.index()]
		}
	}
	s.scratch = make([][]int, len(p.stock)+1)
	won := false
	for run := 1; ; run++ {
		s.limit, s.runNodes, s.cut = restartBase*luby(run), 0, false
		if run > 1 {
			s.noise = engine.NewRand("stones/solve", uint64(run))
		}
		won = s.search(0)
		if won || s.stopped || !s.cut {
			break
		}
	}
	sol := engine.Solution{Nodes: s.nodes}
	switch {
	case won:
		sol.Verdict = engine.Solved
		q := p
		for i := len(s.path) - 1; i >= 0; i-- {
			m := engine.StepMove(StockPlace, engine.Place(s.path[i]))
			sol.Moves = append(sol.Moves, m)
			q = q.place(s.path[i])
		}
		sol.Score = q.score
	case s.stopped:
		sol.Verdict = engine.Unknown
	default:
		sol.Verdict = engine.Unsolvable
	}
	return sol
}

// search reports whether stones k.. can all be placed on s.board. On a win, s.path holds the
// squares in reverse order.
func (s *searcher) search(k int) bool {
	if k == len(s.stock) {
		return true
	}
	if s.budget > 0 && s.nodes == s.budget {
		s.stopped = true
		return false
	}
	s.nodes++
	s.runNodes++
	// A look at the context every 64 nodes, well under a millisecond in the browser, so
	// that a sliced context (the page's searches, in 4 ms slices) gives the page its turn.
	if s.nodes&63 == 1 && s.ctx.Err() != nil {
		s.stopped = true
	}
	if s.runNodes > s.limit {
		s.cut = true
	}
	if s.stopped || s.cut {
		return false
	}
	if h2, ok := s.lost[s.h1]; ok && h2 == s.h2 {
		return false
	}
	st := s.stock[k]
	s.scratch[k] = s.r.order(&s.board, s.stock[k:], s.noise, s.scratch[k][:0])
	for _, sq := range s.scratch[k] {
		z := st.index()
		s.board[sq] = st
		s.h1 ^= s.zobrist[0][sq][z]
		s.h2 ^= s.zobrist[1][sq][z]
		won := s.search(k + 1)
		s.board[sq] = NoStone
		s.h1 ^= s.zobrist[0][sq][z]
		s.h2 ^= s.zobrist[1][sq][z]
		if won {
			s.path = append(s.path, sq)
			return true
		}
		if s.stopped || s.cut {
			return false
		}
	}
	if len(s.lost) < maxTable {
		s.lost[s.h1] = s.h2
	}
	return false
}

// candidate is a legal square with what the ordering looks at.
type candidate struct {
	sq         int
	neighbours int  // stones touching it
	mobility   int  // squares left for the next stones after placing here
	inner      bool // off the outer ring
}

// order appends to out the squares where stock[0] may go, best first, leaving out the
// squares after which stock[1] would have nowhere to go. See Hint for the order. When noise
// is not nil, the squares left for the next stones are counted with a random weight from 1/2
// to 3/2, so that a restart tries squares in another order.
func (r *rules) order(b *Board, stock []Stone, noise *engine.Rand, out []int) []int {
	var cands [maxSquares]candidate
	n := 0
	st := stock[0]
	for sq := 0; sq < r.squares; sq++ {
		if !r.legal(b, st, sq) {
			continue
		}
		c := candidate{sq: sq, neighbours: r.neighbourCount(b, sq), inner: !r.outer[sq]}
		if len(stock) > 1 {
			b[sq] = st
			c.mobility = r.mobility(b, stock[1])
			if c.mobility > 0 {
				for j := 2; j < len(stock) && j <= lookahead; j++ {
					c.mobility += r.mobility(b, stock[j])
				}
			}
			b[sq] = NoStone
			if c.mobility == 0 {
				continue
			}
			if noise != nil {
				c.mobility = c.mobility * (2 + noise.Intn(5)) / 4
			}
		}
		cands[n] = c
		n++
	}
	list := cands[:n]
	sortfunc.Stable(list, func(a, b candidate) int {
		switch {
		case a.better(b):
			return -1
		case b.better(a):
			return 1
		}
		return 0
	})
	for _, c := range list {
		out = append(out, c.sq)
	}
	return out
}

// lookahead is how many stones after the current one the ordering counts squares for.
const lookahead = 2

// better is the heuristic order: more neighbours first (a tight spot is used while the stone
// fits it, and open squares are saved for later stones), then more squares left for the next
// lookahead stones (each counted on the board with this stone placed), then inner squares
// (they score), then the lower square.
func (a candidate) better(b candidate) bool {
	if a.neighbours != b.neighbours {
		return a.neighbours > b.neighbours
	}
	if a.mobility != b.mobility {
		return a.mobility > b.mobility
	}
	if a.inner != b.inner {
		return a.inner
	}
	return a.sq < b.sq
}

// mobility counts the squares where st may go.
func (r *rules) mobility(b *Board, st Stone) int {
	n := 0
	for sq := 0; sq < r.squares; sq++ {
		if r.legal(b, st, sq) {
			n++
		}
	}
	return n
}
