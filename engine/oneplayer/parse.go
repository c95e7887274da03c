package oneplayer

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

func parseTiles(s string) ([]engine.Tile, error) {
	if s == "-" {
		return nil, nil
	}
	var ts []engine.Tile
	for _, f := range strings.Fields(s) {
		t, err := engine.ParseTile(f)
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	return ts, nil
}

// Parse reads a position of either variant written by String.
func Parse(text string) (*Position, error) {
	h, _, _, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	for _, v := range []*variant{plain, withFlowers} {
		if v.id == h.Game {
			return parse(v, text)
		}
	}
	return nil, &engine.ParseError{What: "position", Text: "game: " + h.Game, Err: errors.New("not a One Player game")}
}

// parse reads a position of variant v. A position may hold fewer tiles than the full set (a
// puzzle or a test), never more of a face than the set has.
func parse(v *variant, text string) (*Position, error) {
	h, board, first, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	fail := func(line int, txt, msg string) (*Position, error) {
		return nil, &engine.ParseError{What: "position", Line: line, Text: txt, Err: errors.New(msg)}
	}
	if h.Game != v.id {
		return fail(0, "game: "+h.Game, "this is "+v.id)
	}
	for _, f := range h.Fields {
		switch f.Key {
		case "turn", "placed", "score", "hand", "wall":
		default:
			return fail(0, f.Key+": "+f.Value, "unknown header line")
		}
	}
	p := &Position{v: v, deal: h.Deal}
	turn, err := h.Int("turn", 1, 9999)
	if err != nil {
		return nil, err
	}
	placed, err := h.Int("placed", 0, HandSize)
	if err != nil {
		return nil, err
	}
	p.turn, p.placed = uint16(turn), uint8(placed)
	hs, _ := h.Get("hand")
	hand, err := parseTiles(hs)
	if err != nil || len(hand) != HandSize {
		return fail(0, "hand: "+hs, "want the 8 hand slots, \"..\" for an empty one")
	}
	copy(p.hand[:], hand)
	ws, ok := h.Get("wall")
	if !ok {
		return fail(0, "", `missing header line "wall: ..." ("-" when empty)`)
	}
	wall, err := parseTiles(ws)
	if err != nil || len(wall) > maxTiles-HandSize {
		return fail(0, "wall: "+ws, "want the tiles to draw, in order, or \"-\"")
	}
	for _, t := range wall {
		if t == engine.NoTile {
			return fail(0, "wall: "+ws, "the wall holds no empty places")
		}
	}
	p.nwall = uint8(copy(p.wall[:], wall))
	if err := p.parseBoard(board, first); err != nil {
		return nil, err
	}
	if err := p.checkTiles(); err != nil {
		return nil, err
	}
	if s, ok := h.Get("score"); ok && s != strconv.Itoa(p.Score()) {
		return fail(0, "score: "+s, "the complete lines score "+strconv.Itoa(p.Score()))
	}
	if int(p.placed) > p.onBoard() {
		return fail(0, "placed: "+strconv.Itoa(placed), "more than the tiles on the board")
	}
	return p, nil
}

func (p *Position) onBoard() int {
	n := 0
	for _, t := range p.grid {
		if t != engine.NoTile {
			n++
		}
	}
	return n
}

// checkTiles refuses more tiles of a face than the variant's set holds.
func (p *Position) checkTiles() error {
	var n [engine.NumFaces]int
	for _, ts := range [][]engine.Tile{p.grid[:], p.hand[:], p.wall[:p.nwall]} {
		for _, t := range ts {
			n[t]++
		}
	}
	for t := engine.Bamboo1; int(t) < engine.NumFaces; t++ {
		if n[t] > p.v.limit(t) {
			return &engine.ParseError{What: "position", Text: t.Code(),
				Err: errors.New(strconv.Itoa(n[t]) + " of this tile, but " + p.v.id + " has " + strconv.Itoa(p.v.limit(t)))}
		}
	}
	return nil
}

// boardFail is a position error at a line of the text.
func boardFail(line int, txt, msg string) error {
	return &engine.ParseError{What: "position", Line: line, Text: txt, Err: errors.New(msg)}
}

// parseBoard reads the cross: the horizontal line is the one row with all 14 cells written.
func (p *Position) parseBoard(board []string, first int) error {
	cells, hrow, err := boardCells(board, first)
	if err != nil {
		return err
	}
	above, below := hrow, len(board)-hrow-1
	if (above != 0 && above != Arm) || (below != 0 && below != Arm) {
		return boardFail(first, "", "vertical lines are drawn with all 13 rows above or below the horizontal line")
	}
	for i, row := range cells {
		r := i - hrow + HorizontalRow
		for c, code := range row {
			if code == "  " {
				continue
			}
			t, err := engine.ParseTile(code)
			if err != nil {
				return boardFail(first+i, code, "not a tile code")
			}
			p.grid[r*Cols+c] = t
		}
	}
	started, err := p.verticals(cells, hrow, first)
	if err != nil {
		return err
	}
	if started > 0 && !p.Complete(Horizontal) {
		return boardFail(first+hrow, board[hrow], "a vertical line is started before the horizontal line is complete")
	}
	if started > MaxVertical {
		return boardFail(first, "", "more than 9 vertical lines")
	}
	if (above > 0 && !p.anyStarted(false)) || (below > 0 && !p.anyStarted(true)) {
		return boardFail(first, "", "rows drawn where no vertical line runs")
	}
	return nil
}

// boardCells splits the board's rows into their cells and finds the horizontal line's row.
func boardCells(board []string, first int) (cells [][Cols]string, hrow int, err error) {
	const width = 3*Cols - 1
	cells = make([][Cols]string, len(board))
	hrow = -1
	for i, line := range board {
		if len(line) > width {
			return nil, 0, boardFail(first+i, line, "a row has 14 cells of 2 characters, one space apart")
		}
		line += strings.Repeat(" ", width-len(line))
		written := 0
		for c := 0; c < Cols; c++ {
			if c > 0 && line[3*c-1] != ' ' {
				return nil, 0, boardFail(first+i, line, "cells are one space apart")
			}
			cells[i][c] = line[3*c : 3*c+2]
			if cells[i][c] != "  " {
				written++
			}
		}
		if written == Cols {
			if hrow >= 0 {
				return nil, 0, boardFail(first+i, line, "two rows look like the horizontal line")
			}
			hrow = i
		}
	}
	if hrow < 0 {
		return nil, 0, boardFail(first, "", "no row has the 14 cells of the horizontal line")
	}
	return cells, hrow, nil
}

// verticals checks the vertical lines and counts those started. Each is all blank (not
// started) or all written, its tiles next to the anchor and its empty cells after them.
func (p *Position) verticals(cells [][Cols]string, hrow, first int) (started int, err error) {
	for l := Horizontal + 1; l < NumLines; l++ {
		n, gap, blank := 0, false, 0
		for k := 1; k <= Arm; k++ {
			row := HorizontalRow - k
			if l.Down() {
				row = HorizontalRow + k
			}
			i := row - HorizontalRow + hrow
			if i < 0 || i >= len(cells) || cells[i][l.Column()] == "  " {
				blank++
				continue
			}
			if p.cell(l, k) == engine.NoTile {
				gap = true
			} else if gap {
				return 0, boardFail(first+i, cells[i][l.Column()], "line "+l.String()+" has an empty cell between its tiles")
			} else {
				n++
			}
		}
		switch {
		case blank == Arm:
			continue
		case blank > 0:
			return 0, boardFail(first, "", "line "+l.String()+" is drawn only in part")
		case n == 0:
			return 0, boardFail(first, "", "line "+l.String()+" is drawn but has no tile")
		}
		started++
	}
	return started, nil
}

func (p *Position) anyStarted(down bool) bool {
	for col := 0; col < Cols; col++ {
		if p.Started(Vertical(col, down)) {
			return true
		}
	}
	return false
}
