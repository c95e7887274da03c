package main

import (
	"context"
	"fmt"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/engine/oneplayer"
	"mahjong/engine/stones"
	"mahjong/wasm/view"
)

// choose picks the next move to play by clicking, and the elements to click for it; false
// when the game offers none (it is over, or only a shuffle is left).
func (pl *player) choose() (engine.Move, []string, bool) {
	if pl.p.Status() != engine.Playing {
		return engine.Move{}, nil, false
	}
	if pl.v.Family == engine.OnePlayer {
		return pl.chooseOnePlayer()
	}
	moves := pl.p.Moves()
	// A fixed but varied choice: the move at a position given by the number of moves played,
	// so that games do not all take the first pair and stall alike.
	var steps []engine.Move
	for _, m := range moves {
		if m.Action == engine.Step {
			steps = append(steps, m)
		}
	}
	if len(steps) == 0 {
		return engine.Move{}, nil, false
	}
	m := steps[(pl.moves*7)%len(steps)]
	switch pl.v.Family {
	case engine.Shanghai:
		return m, []string{fmt.Sprintf(`#board .tile[data-slot="%d"]`, m.From), fmt.Sprintf(`#board .tile[data-slot="%d"]`, m.To)}, true
	case engine.Stones:
		if m.From != stones.StockPlace {
			return engine.Move{}, nil, false
		}
		return m, []string{fmt.Sprintf(`#board .sq[data-square="%d"]`, m.To)}, true
	case engine.FreeCell, engine.Sea:
		return pl.chooseFreeCell(steps)
	}
	return engine.Move{}, nil, false
}

// fcSel is the element to click for a place of the FreeCell and Sea games. A tableau place
// (a column's level) is drawn as one tile element per row: its top tile, the last one, is the
// one to click; an empty column is its own element. Cells and piles carry the engine's place.
func fcSel(pl engine.Place) string {
	kind, col, level := freecell.Where(pl)
	if kind != freecell.InTableau {
		return fmt.Sprintf(`#board [data-place="%d"]`, pl)
	}
	return fmt.Sprintf(`#board .fc-col[data-col="%d"], #board button[data-col="%d"][data-level="%d"]:not([hidden]) @last`, col, col, level)
}

// supported reports whether the bench knows how to play a family by clicking.
func supported(family engine.Family) bool {
	switch family {
	case engine.Shanghai, engine.Stones, engine.OnePlayer, engine.FreeCell, engine.Sea:
		return true
	}
	return false
}

// chooseOnePlayer plays the engine's hint in Mah-Jongg One Player.
func (pl *player) chooseOnePlayer() (engine.Move, []string, bool) {
	op, ok := pl.p.(*oneplayer.Position)
	if !ok {
		return engine.Move{}, nil, false
	}
	m, _ := oneplayer.Hint(context.Background(), op)
	switch m.Action {
	case engine.Step:
		return m, []string{fmt.Sprintf(`#board .op-hand[data-slot="%d"]`, m.From),
			fmt.Sprintf(`#board .op-cell[data-cell="%s"]`, oneplayer.CellName(m.To))}, true
	case engine.EndTurn:
		return m, []string{"#end-turn"}, true
	}
	return engine.Move{}, nil, false
}

// chooseFreeCell picks one of steps, the moves of a FreeCell or Sea game, that can be clicked
// on the board as drawn.
func (pl *player) chooseFreeCell(steps []engine.Move) (engine.Move, []string, bool) {
	// The page names each place it draws in data-place, with the engine's numbers: a
	// move is a click on its tile and one on where it goes. Moves to the foundations
	// come first, so that games advance.
	var shown []int
	if pl.eval(`[...document.querySelectorAll("#board [data-place]:not([hidden])")].map((e) => Number(e.dataset.place))`, &shown) != nil {
		return engine.Move{}, nil, false
	}
	on := map[engine.Place]bool{}
	levels := map[[2]int]bool{} // column, level → a tile of it is drawn
	cols := map[int]bool{}      // column → some tile of it is drawn
	for _, x := range shown {
		on[engine.Place(x)] = true
		if sl, ok := view.FCSlotOf(engine.Place(x)); ok {
			levels[[2]int{sl.Col, sl.Level}] = true
			cols[sl.Col] = true
		}
	}
	// A tableau place can be clicked through a tile of its level, or, for an empty
	// column, through the column itself.
	shownAt := func(pl engine.Place) bool {
		kind, col, level := freecell.Where(pl)
		if kind == freecell.InTableau {
			return levels[[2]int{col, level}] || level == 0 && !cols[col]
		}
		return on[pl]
	}
	var ok []engine.Move
	for _, m := range steps {
		if m.N <= 1 && shownAt(m.From) && shownAt(m.To) && !pl.skip[pl.p.FormatMove(m)] {
			if m.To >= freecell.Pile(0) {
				ok = append([]engine.Move{m}, ok...)
			} else {
				ok = append(ok, m)
			}
		}
	}
	if len(ok) == 0 {
		return engine.Move{}, nil, false
	}
	m := ok[0]
	if m.To < freecell.Pile(0) {
		m = ok[(pl.moves*7)%len(ok)]
	}
	return m, []string{fcSel(m.From), fcSel(m.To)}, true
}
