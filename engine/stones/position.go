package stones

import "mahjong/engine"

// StockPlace is the place every move starts from: the stock, whose top stone is the one to
// place. Board squares are places 0 to Cols×Rows-1, row-major from the top left.
const StockPlace engine.Place = -2

var _ engine.Position = (*Position)(nil)

// Position is a Stones game between moves. It is a value: Apply returns a new position.
type Position struct {
	r        *rules
	deal     uint64
	board    Board
	stock    []Stone // stones still to place, the current one first; never written to
	score    int
	fourWays int
}

// Variant returns the variant id.
func (p *Position) Variant() string { return p.r.id }

// Deal returns the deal number.
func (p *Position) Deal() uint64 { return p.deal }

// Cols returns the number of columns of the board.
func (p *Position) Cols() int { return p.r.cols }

// Rows returns the number of rows of the board.
func (p *Position) Rows() int { return p.r.rows }

// Squares returns Cols×Rows, the number of squares.
func (p *Position) Squares() int { return p.r.squares }

// Colours returns C: the game's stones have colours 0..C-1 and symbols 0..C-1.
func (p *Position) Colours() int { return p.r.colours }

// At returns the stone on square, or NoStone when the square is empty or off the board.
func (p *Position) At(square int) Stone {
	if square < 0 || square >= p.r.squares {
		return NoStone
	}
	return p.board[square]
}

// Board returns a copy of the board.
func (p *Position) Board() Board { return p.board }

// IsOuter reports whether square is on the outer ring, where stones score nothing.
func (p *Position) IsOuter(square int) bool {
	return square >= 0 && square < p.r.squares && p.r.outer[square]
}

// Neighbours returns how many stones touch square (left, right, above, below).
func (p *Position) Neighbours(square int) int {
	if square < 0 || square >= p.r.squares {
		return 0
	}
	return p.r.neighbourCount(&p.board, square)
}

// Current returns the stone to place next and false when the stock is empty.
func (p *Position) Current() (Stone, bool) {
	if len(p.stock) == 0 {
		return NoStone, false
	}
	return p.stock[0], true
}

// Stock returns the stones still to place, the current one first.
func (p *Position) Stock() []Stone { return append([]Stone(nil), p.stock...) }

// StockLeft returns how many stones are still to place, the current one included.
func (p *Position) StockLeft() int { return len(p.stock) }

// Score returns the score so far; once the game has ended it includes the end bonus.
func (p *Position) Score() int { return p.score }

// FourWays returns how many stones were placed with four neighbours.
func (p *Position) FourWays() int { return p.fourWays }

// LegalSquares returns the squares where the current stone may go, in increasing order;
// none when the stock is empty.
func (p *Position) LegalSquares() []int {
	st, ok := p.Current()
	if !ok {
		return nil
	}
	var out []int
	for sq := 0; sq < p.r.squares; sq++ {
		if p.r.legal(&p.board, st, sq) {
			out = append(out, sq)
		}
	}
	return out
}

// Reason says in words why the current stone may not go on square ("the stone to the
// left (Blue star) shares neither colour nor symbol with Red circle"), or returns "" when
// it may.
func (p *Position) Reason(square int) string {
	st, ok := p.Current()
	if !ok {
		return "the stock is empty: every stone is placed"
	}
	return p.r.reason(&p.board, st, square)
}

// ScoreAt returns what placing the current stone on square would score, not counting the
// end bonus; 0 when the placement is illegal.
func (p *Position) ScoreAt(square int) int {
	if p.Reason(square) != "" {
		return 0
	}
	return p.r.placementScore(square, p.r.neighbourCount(&p.board, square), p.fourWays)
}

// anyLegal reports whether st has a legal square.
func (r *rules) anyLegal(b *Board, st Stone) bool {
	for sq := 0; sq < r.squares; sq++ {
		if r.legal(b, st, sq) {
			return true
		}
	}
	return false
}

// Status reports Won when the stock is empty and Lost when the current stone has no legal
// square.
func (p *Position) Status() engine.Status {
	st, ok := p.Current()
	if !ok {
		return engine.Won
	}
	if !p.r.anyLegal(&p.board, st) {
		return engine.Lost
	}
	return engine.Playing
}

// Moves returns a move from the stock to every legal square, in square order.
func (p *Position) Moves() []engine.Move {
	squares := p.LegalSquares()
	moves := make([]engine.Move, len(squares))
	for i, sq := range squares {
		moves[i] = engine.StepMove(StockPlace, engine.Place(sq))
	}
	return moves
}

// Apply places the current stone as m says and returns the new position.
func (p *Position) Apply(m engine.Move) (engine.Position, error) {
	return engine.AsPosition(p.Place(m))
}

// Place is Apply with the concrete type.
func (p *Position) Place(m engine.Move) (*Position, error) {
	if m.Action != engine.Step || m.From != StockPlace || m.N > 1 {
		return nil, &engine.IllegalMoveError{Move: p.FormatMove(m), Reason: "a Stones move places the current stone from the stock on a square"}
	}
	sq := int(m.To)
	if why := p.Reason(sq); why != "" {
		return nil, &engine.IllegalMoveError{Move: p.FormatMove(m), Reason: why}
	}
	return p.place(sq), nil
}

// place puts the current stone on sq, which must be legal, and scores it.
func (p *Position) place(sq int) *Position {
	q := *p
	n := p.r.neighbourCount(&p.board, sq)
	q.score += p.r.placementScore(sq, n, p.fourWays)
	if n == 4 {
		q.fourWays++
	}
	q.board[sq] = p.stock[0]
	q.stock = p.stock[1:]
	if len(q.stock) == 0 || !q.r.anyLegal(&q.board, q.stock[0]) {
		q.score += endBonus(len(q.stock))
	}
	return &q
}
