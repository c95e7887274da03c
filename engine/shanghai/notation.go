package shanghai

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// String writes the position: the header (game, deal, "shuffles: N"), then each layer as
// "layer Z" followed by the rows of its half-tile grid, two characters per half-tile column,
// a tile's code at its slot's (X, Y), ".." for a removed tile and blanks elsewhere.
func (p *Position) String() string {
	var b strings.Builder
	engine.Header{Game: p.k.id, Deal: p.deal,
		Fields: []engine.Field{{Key: "shuffles", Value: strconv.Itoa(p.shuffles)}}}.Write(&b)
	l := p.k.layout
	row := make([]byte, 2*l.Width)
	for z := 0; z < l.Depth; z++ {
		if z > 0 {
			b.WriteByte('\n')
		}
		b.WriteString("layer " + strconv.Itoa(z) + "\n")
		maxY := -1
		for _, s := range l.Slots {
			if s.Z == z {
				maxY = max(maxY, s.Y)
			}
		}
		for y := 0; y <= maxY; y++ {
			for i := range row {
				row[i] = ' '
			}
			for i, s := range l.Slots {
				if s.Z == z && s.Y == y {
					copy(row[2*s.X:], p.tiles[i].Code())
				}
			}
			b.WriteString(strings.TrimRight(string(row), " "))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// parse reads a position of kind k (or of any kind when k is nil, choosing it by the
// header's game), and refuses one that no deal leads to (see pairsLeft).
func parse(k *kind, text string) (*Position, error) {
	p, err := parseTiles(k, text)
	if err != nil {
		return nil, err
	}
	if err := pairsLeft(p); err != nil {
		return nil, err
	}
	return p, nil
}

// parseTiles reads a position's text without asking whether a deal leads to it: the tests'
// hand-made positions may leave a tile without a match, to try the rules on.
func parseTiles(k *kind, text string) (*Position, error) {
	h, board, first, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	if k == nil {
		k = kindByID(h.Game)
		if k == nil {
			return nil, &engine.ParseError{What: "position", Text: "game: " + h.Game, Err: errors.New("not a Mahjong Solitaire variant")}
		}
	} else if h.Game != k.id {
		return nil, &engine.ParseError{What: "position", Text: "game: " + h.Game, Err: errors.New("want game " + k.id)}
	}
	shuffles, err := h.Int("shuffles", 0, MaxShuffles)
	if err != nil {
		return nil, err
	}
	for _, f := range h.Fields {
		if f.Key != "shuffles" {
			return nil, &engine.ParseError{What: "position", Text: f.Key + ": " + f.Value, Err: errors.New("unknown header line")}
		}
	}
	p := &Position{k: k, deal: h.Deal, shuffles: shuffles}
	if err := p.readLayers(board, first); err != nil {
		return nil, err
	}
	if err := p.checkCounts(); err != nil {
		return nil, err
	}
	return p, nil
}

// readLayers reads the tile codes of every layer into p: each slot of the layout must be
// written, with a tile code or "..".
func (p *Position) readLayers(board []string, first int) error {
	l := p.k.layout
	seen := make([]bool, l.Len())
	z, y := -1, 0
	for n, line := range board {
		lineNo := first + n
		bad := func(msg string) error {
			return &engine.ParseError{What: "position", Line: lineNo, Text: line, Err: errors.New(msg)}
		}
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "layer"); ok {
			nz, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil || nz != z+1 {
				return bad("want \"layer " + strconv.Itoa(z+1) + "\"")
			}
			if nz >= l.Depth {
				return bad("the " + l.Name + " has " + strconv.Itoa(l.Depth) + " layers")
			}
			z, y = nz, 0
			continue
		}
		if z < 0 {
			return bad("want \"layer 0\" before the rows of tiles")
		}
		for x := 0; 2*x < len(line); x++ {
			cell := line[2*x : min(2*x+2, len(line))]
			if cell == "  " {
				continue
			}
			if len(cell) < 2 {
				return bad("a tile code has two characters (column " + strconv.Itoa(2*x+1) + ")")
			}
			slot := l.SlotAt(x, y, z)
			if slot < 0 {
				return bad(strconv.Quote(cell) + " at column " + strconv.Itoa(2*x+1) + " is not on a slot (x " +
					strconv.Itoa(x) + ", y " + strconv.Itoa(y) + ", layer " + strconv.Itoa(z) + ")")
			}
			t, err := engine.ParseTile(cell)
			if err != nil {
				return bad(strconv.Quote(cell) + " at column " + strconv.Itoa(2*x+1) + " is not a tile code")
			}
			seen[slot] = true
			p.tiles[slot] = t
			if t != engine.NoTile {
				p.present.add(slot)
			}
		}
		y++
	}
	for i, ok := range seen {
		if !ok {
			s := l.Slots[i]
			return &engine.ParseError{What: "position", Err: errors.New("slot " + strconv.Itoa(i) + " (x " + strconv.Itoa(s.X) +
				", y " + strconv.Itoa(s.Y) + ", layer " + strconv.Itoa(s.Z) + ") has no tile code or \"..\"")}
		}
	}
	return nil
}

// checkCounts says when a face appears more often than the layout's sets hold.
func (p *Position) checkCounts() error {
	l := p.k.layout
	var count [engine.NumFaces]int
	for i := range l.Slots {
		count[p.tiles[i]]++
	}
	// A layout of more than 144 tiles deals the set more than once (see drawPairs).
	sets := (l.Len() + 143) / 144
	for t := engine.Bamboo1; int(t) < engine.NumFaces; t++ {
		limit := 4 * sets
		if t.Kind() == engine.Season || t.Kind() == engine.Flower {
			limit = sets
		}
		if count[t] > limit {
			what := "the set has " + strconv.Itoa(limit)
			if sets > 1 {
				what = "this layout's " + strconv.Itoa(sets) + " sets have " + strconv.Itoa(limit)
			}
			return &engine.ParseError{What: "position", Err: errors.New(t.String() + " appears " + strconv.Itoa(count[t]) +
				" times; " + what)}
		}
	}
	return nil
}

// pairsLeft refuses a position that leaves an odd number of a face (or of the Seasons, or of
// the Flowers): tiles leave in matching pairs, so no deal leads to it and it can never be
// cleared.
func pairsLeft(p *Position) error {
	var left [flowerGroup + 1]int
	for _, t := range p.tiles {
		if t.Valid() {
			left[group(t)]++
		}
	}
	for t := engine.Bamboo1; int(t) < engine.NumFaces; t++ {
		if g := group(t); left[g]%2 == 1 {
			name := t.String() + " is"
			switch t.Kind() {
			case engine.Season:
				name = "the Seasons are"
			case engine.Flower:
				name = "the Flowers are"
			}
			return &engine.ParseError{What: "position", Err: errors.New(name + " left " + strconv.Itoa(left[g]) +
				" times, an odd number: tiles leave in matching pairs, so no deal leads here and the position can never be cleared")}
		}
	}
	return nil
}

// Parse reads a position of any Mahjong Solitaire variant, chosen by its "game:" line.
func Parse(text string) (*Position, error) { return parse(nil, text) }
