package oneplayer

import "mahjong/engine"

// OpenCells returns the cells that can take a tile now, in place order: the empty cells of
// the horizontal line while it is incomplete; afterwards the next cell of every started,
// incomplete vertical line and, while fewer than 9 are started, the cell next to the anchor
// of every vertical line that can still start.
func (p *Position) OpenCells() []engine.Place {
	var cells []engine.Place
	if p.Status() != engine.Playing {
		return nil
	}
	if !p.Complete(Horizontal) {
		for i := 0; i < LineLen; i++ {
			if p.cell(Horizontal, i) == engine.NoTile {
				cells = append(cells, Horizontal.Cell(i))
			}
		}
		return cells
	}
	canStart := p.verticalsStarted() < MaxVertical
	for row := 0; row < Rows; row++ {
		if row == HorizontalRow {
			continue
		}
		for col := 0; col < Cols; col++ {
			l, k := lineOf(row, col)
			n := p.filled(l)
			if k == n+1 && (n > 0 || canStart) {
				cells = append(cells, CellPlace(row, col))
			}
		}
	}
	return cells
}

// placeReason returns why a tile may not go into cell pl now, or "" when it may.
func (p *Position) placeReason(pl engine.Place) string {
	row, col, ok := CellOf(pl)
	if !ok {
		return "that is not a cell of the board"
	}
	if p.grid[row*Cols+col] != engine.NoTile {
		return "that cell already holds a tile"
	}
	l, k := lineOf(row, col)
	if l == Horizontal {
		return ""
	}
	if !p.Complete(Horizontal) {
		return "complete the horizontal line before starting a vertical one"
	}
	n := p.filled(l)
	if n == 0 {
		if k != 1 {
			return "a vertical line starts next to the horizontal tile it grows from"
		}
		if p.verticalsStarted() >= MaxVertical {
			return "all 9 vertical lines are already started"
		}
		return ""
	}
	if k != n+1 {
		return "a vertical line grows outwards from its anchor, one cell after another"
	}
	return ""
}

// SameLine reports whether cells a and b belong to the same line, the only place where two
// tiles may change places (a horizontal cell counts as the horizontal line's, even when it
// anchors a vertical one).
func SameLine(a, b engine.Place) bool {
	la, _, oka := LineOf(a)
	lb, _, okb := LineOf(b)
	return oka && okb && la == lb
}

// AnchorReason returns why the tile at pl may never move, or "" when nothing holds it there.
func (p *Position) AnchorReason(pl engine.Place) string {
	if p.IsAnchor(pl) {
		return "a tile that anchors a vertical line stays where it is"
	}
	return ""
}

// swapReason returns why the tiles of cells a and b may not be exchanged, or "".
func (p *Position) swapReason(a, b engine.Place) string {
	_, _, oka := LineOf(a)
	_, _, okb := LineOf(b)
	if !oka || !okb {
		return "a swap exchanges two tiles on the board"
	}
	if a == b {
		return "pick two different cells"
	}
	ta, tb := p.At(a), p.At(b)
	if ta == engine.NoTile || tb == engine.NoTile {
		return "a swap exchanges two placed tiles"
	}
	if r := p.AnchorReason(a); r != "" {
		return r
	}
	if r := p.AnchorReason(b); r != "" {
		return r
	}
	if !SameLine(a, b) {
		return "tiles can be rearranged only inside their own line"
	}
	if ta == tb {
		return "the two tiles are the same"
	}
	return ""
}

// EndTurnReason returns why the turn cannot end now, or "" when it can. A turn ends once it
// has placed its minimum (2 on the first turn, 1 afterwards), or when the hand is empty.
func (p *Position) EndTurnReason() string {
	if p.Status() != engine.Playing {
		return "the game is over"
	}
	if int(p.placed) >= p.MinPlacements() || p.handEmpty() {
		return ""
	}
	if p.turn == 1 {
		return "place at least 2 tiles on the first turn"
	}
	return "place at least 1 tile before ending the turn"
}

// CanEndTurn reports whether the turn can end now.
func (p *Position) CanEndTurn() bool { return p.EndTurnReason() == "" }

var endTurn = engine.Move{Action: engine.EndTurn, From: engine.NoPlace, To: engine.NoPlace}

// Moves returns every legal move: each hand tile to each open cell (by hand slot, then cell),
// then every swap of two different tiles inside a line (lower place first), then the end of
// the turn when it is allowed.
func (p *Position) Moves() []engine.Move {
	if p.Status() != engine.Playing {
		return nil
	}
	open := p.OpenCells()
	var ms []engine.Move
	for s, t := range p.hand {
		if t == engine.NoTile {
			continue
		}
		for _, c := range open {
			ms = append(ms, engine.StepMove(HandPlace(s), c))
		}
	}
	ms = p.appendSwaps(ms, engine.NoPlace)
	if p.CanEndTurn() {
		ms = append(ms, endTurn)
	}
	return ms
}

// appendSwaps adds the legal swaps, all of them or only those involving cell only.
func (p *Position) appendSwaps(ms []engine.Move, only engine.Place) []engine.Move {
	for _, l := range p.StartedLines() {
		cells := l.Cells()
		if l.IsVertical() {
			cells = cells[1:] // the anchor stays where it is
		}
		for i, a := range cells {
			for _, b := range cells[i+1:] {
				if only != engine.NoPlace && a != only && b != only {
					continue
				}
				if p.swapReason(a, b) == "" {
					ms = append(ms, engine.Move{Action: engine.Swap, From: min(a, b), To: max(a, b)})
				}
			}
		}
	}
	return ms
}

// Apply returns the position after m: a hand tile placed on a cell (Step from a hand slot to
// a cell), two tiles of a line exchanged (Swap; not a placement), or the end of the turn
// (EndTurn: the empty hand slots are refilled in order from the wall while it lasts).
func (p *Position) Apply(m engine.Move) (engine.Position, error) {
	return engine.AsPosition(p.apply(m))
}

func (p *Position) apply(m engine.Move) (*Position, error) {
	refuse := func(reason string) (*Position, error) {
		return nil, &engine.IllegalMoveError{Move: p.FormatMove(m), Reason: reason}
	}
	if p.Status() != engine.Playing {
		return refuse("the game is over")
	}
	q := *p
	switch m.Action {
	case engine.Step:
		if !IsHand(m.From) {
			return refuse("tiles are placed from the hand")
		}
		t := p.hand[m.From]
		if t == engine.NoTile {
			return refuse("that hand slot is empty")
		}
		if r := p.placeReason(m.To); r != "" {
			return refuse(r)
		}
		q.hand[m.From] = engine.NoTile
		q.grid[int(m.To)-HandSize] = t
		q.placed++
	case engine.Swap:
		if r := p.swapReason(m.From, m.To); r != "" {
			return refuse(r)
		}
		a, b := int(m.From)-HandSize, int(m.To)-HandSize
		q.grid[a], q.grid[b] = q.grid[b], q.grid[a]
	case engine.EndTurn:
		if r := p.EndTurnReason(); r != "" {
			return refuse(r)
		}
		drawn := 0
		for i := range q.hand {
			if q.hand[i] == engine.NoTile && drawn < int(q.nwall) {
				q.hand[i] = q.wall[drawn]
				drawn++
			}
		}
		n := copy(q.wall[:], q.wall[drawn:q.nwall])
		clear(q.wall[n:q.nwall])
		q.nwall = uint8(n)
		q.turn++
		q.placed = 0
	default:
		return refuse("One Player has no such move")
	}
	return &q, nil
}
