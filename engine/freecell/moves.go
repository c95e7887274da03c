package freecell

import (
	"strconv"

	"mahjong/engine"
)

// emptyTakes reports whether an empty column accepts a tile or a group headed by head.
func (v *spec) emptyTakes(head engine.Tile, k int) bool {
	switch v.empty {
	case emptyHighest:
		return k == 1 && rank(head) == v.highest
	case emptyWind:
		return head.Kind() == engine.Wind
	}
	return true
}

// maxGroup is the largest group the free cells allow: every tile of it could be moved
// one at a time through the cells. Empty columns do not count.
func (v *spec) maxGroup(b *board) int {
	if !v.groups {
		return 1
	}
	return b.emptyCells(v) + 1
}

// lift takes the moving tiles of m off b, or says why they cannot move.
func (v *spec) lift(b *board, m engine.Move, buf []engine.Tile) (tiles []engine.Tile, reason string) {
	k := int(m.N)
	if k == 0 {
		k = 1
	}
	kind, i, l := Where(m.From)
	switch kind {
	case InTableau:
		if l >= int(b.nl[i]) {
			if l == 0 {
				return nil, "column " + strconv.Itoa(i+1) + " is empty"
			}
			return nil, "column " + strconv.Itoa(i+1) + " has no level " + strconv.Itoa(l+1)
		}
		if !b.available(i, l) {
			return nil, "the tile is covered by a higher level"
		}
		if k > 1 {
			if !v.groups {
				return nil, "only single tiles move in this game"
			}
			if k > b.run(v, i) {
				return nil, "the bottom " + strconv.Itoa(k) + " tiles of the column are not a run"
			}
			if k > v.maxGroup(b) {
				return nil, "a group of " + strconv.Itoa(k) + " needs " + strconv.Itoa(k-1) + " empty cells"
			}
		}
		b.removeBottom(i, l, k, buf[:k])
		return buf[:k], ""
	case InCell:
		if i >= v.cells || b.cell[i] == engine.NoTile {
			return nil, "the cell is empty"
		}
		if k > 1 {
			return nil, "a cell holds a single tile"
		}
		buf[0] = b.cell[i]
		b.cell[i] = engine.NoTile
		return buf[:1], ""
	case OnPile:
		return nil, "foundation tiles never come back"
	}
	return nil, "a move starts from a tile"
}

// drop puts lifted tiles at place to, or says why they cannot go there. It returns the
// pile a foundation move went to.
func (v *spec) drop(b *board, src, to engine.Place, tiles []engine.Tile) (pile int, reason string) {
	if to == src {
		return -1, "the tile is already there"
	}
	kind, i, l := Where(to)
	switch kind {
	case ToFoundation, OnPile:
		if len(tiles) > 1 {
			return -1, "groups do not go to the foundations"
		}
		if kind == ToFoundation {
			i = -1
		}
		return v.dropHome(b, i, tiles[0])
	case InCell:
		return -1, v.dropCell(b, src, i, tiles)
	case InTableau:
		if r := v.dropColumn(b, i, l, tiles); r != "" {
			return -1, r
		}
		b.addBelow(i, l, tiles)
		return -1, ""
	}
	return -1, "that is not a place of this game"
}

// dropHome plays t on foundation pile i, or on the first pile that takes it when i is -1.
func (v *spec) dropHome(b *board, i int, t engine.Tile) (pile int, reason string) {
	if i >= 0 {
		if r := v.refuses(b, i, t); r != "" {
			return -1, r
		}
	} else {
		for p := 0; p < numPiles && i < 0; p++ {
			if v.accepts(b, p, t) {
				i = p
			}
		}
		if i < 0 {
			return -1, "no foundation pile takes the " + t.String()
		}
	}
	b.play(i, t)
	return i, ""
}

// dropCell puts a single tile in cell i.
func (v *spec) dropCell(b *board, src engine.Place, i int, tiles []engine.Tile) (reason string) {
	if len(tiles) > 1 {
		return "a cell holds a single tile"
	}
	if sk, _, _ := Where(src); sk == InCell {
		return "the tile is already in a cell"
	}
	if i >= v.cells {
		return "there is no cell " + strconv.Itoa(i+1)
	}
	if b.cell[i] != engine.NoTile {
		return "the cell is taken"
	}
	b.cell[i] = tiles[0]
	return ""
}

// dropColumn says why tiles cannot go below level l of column i, or "" when they can.
func (v *spec) dropColumn(b *board, i, l int, tiles []engine.Tile) (reason string) {
	k, head := len(tiles), tiles[0]
	nl := int(b.nl[i])
	switch {
	case nl == 0:
		if l != 0 {
			return "column " + strconv.Itoa(i+1) + " is empty"
		}
		if !v.emptyTakes(head, k) {
			switch {
			case v.empty == emptyHighest && v.seasons:
				return "an empty column takes only a Season"
			case v.empty == emptyHighest:
				return "an empty column takes only a Wind"
			}
			return "an empty column takes only a Wind or a group headed by one"
		}
		if k > v.rows {
			return "the group is longer than the column"
		}
	case l < nl:
		if !b.available(i, l) {
			return "that tile is covered by a higher level"
		}
		if int(b.lv[i][l])+k > v.rows {
			return "no room: nothing is built below the last row"
		}
		if under := b.bottom(i, l); !v.buildsOn(under, head) {
			return v.buildReason(under, head)
		}
	case l == nl:
		if !v.levels {
			return "tiles are not played on top of others in this game"
		}
		if k > 1 {
			return "a new level starts with a single tile"
		}
		if nl >= maxLevels {
			return "the column has no room for another level"
		}
		if under := b.topRow(i); !v.buildsOn(under, head) {
			return v.buildReason(under, head)
		}
	default:
		return "column " + strconv.Itoa(i+1) + " has no level " + strconv.Itoa(l)
	}
	return ""
}

func (v *spec) buildReason(upper, lower engine.Tile) string {
	if rank(lower) != rank(upper)-1 {
		return "the " + lower.String() + " is not one rank below the " + upper.String()
	}
	if v.sameSuit {
		return "the " + lower.String() + " is not of the suit of the " + upper.String()
	}
	return "the " + lower.String() + " is of the suit of the " + upper.String()
}

// move plays m on b, or says why it is refused (b is then spoiled: work on a copy). It
// returns the pile a foundation move went to, or -1.
func (v *spec) move(b *board, m engine.Move) (int, string) {
	if m.Action != engine.Step {
		return -1, "this game has only moves from a place to a place"
	}
	var buf [maxTiles]engine.Tile
	tiles, reason := v.lift(b, m, buf[:])
	if reason != "" {
		return -1, reason
	}
	return v.drop(b, m.From, m.To, tiles)
}
