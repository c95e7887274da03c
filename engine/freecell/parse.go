package freecell

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// Parse reads a position of any of the seven variants, as String writes it.
func Parse(text string) (*Position, error) {
	h, _, _, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	v := specByID(h.Game)
	if v == nil {
		return nil, &engine.ParseError{What: "position", Text: h.Game, Err: errors.New("not a FreeCell or Sea game")}
	}
	return parseFor(v, text)
}

func parseFor(v *spec, text string) (*Position, error) {
	h, lines, first, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	if h.Game != v.id {
		return nil, &engine.ParseError{What: "position", Text: h.Game, Err: errors.New("want game " + v.id)}
	}
	p := &Position{v: v, deal: h.Deal, auto: true}
	for _, f := range h.Fields {
		switch {
		case f.Key == "autoplay" && f.Value == "on":
		case f.Key == "autoplay" && f.Value == "off":
			p.auto = false
		case f.Key == "autoplay":
			return nil, &engine.ParseError{What: "position", Text: f.Value, Err: errors.New("autoplay is on or off")}
		default:
			return nil, &engine.ParseError{What: "position", Text: f.Key, Err: errors.New("unknown header line")}
		}
	}
	r := &reader{v: v, lines: lines, first: first}
	if err := r.read(&p.b); err != nil {
		return nil, err
	}
	return p, nil
}

type reader struct {
	v     *spec
	lines []string
	first int
	i     int
}

func (r *reader) fail(text, msg string) error {
	return &engine.ParseError{What: "position", Line: r.first + r.i, Text: text, Err: errors.New(msg)}
}

// next returns the next non-blank line, or false at the end.
func (r *reader) next() (string, bool) {
	for r.i < len(r.lines) && strings.TrimSpace(r.lines[r.i]) == "" {
		r.i++
	}
	if r.i == len(r.lines) {
		return "", false
	}
	return strings.TrimSpace(r.lines[r.i]), true
}

// labelled reads a line "label: tokens" and returns its tokens ('|' dropped).
func (r *reader) labelled(label string, want int) ([]string, error) {
	line, ok := r.next()
	if !ok {
		return nil, r.fail("", "missing the \""+label+":\" line")
	}
	rest, found := strings.CutPrefix(line, label+":")
	if !found {
		return nil, r.fail(line, "want the \""+label+":\" line")
	}
	var toks []string
	for _, f := range strings.Fields(rest) {
		if f != "|" {
			toks = append(toks, f)
		}
	}
	if len(toks) != want {
		return nil, r.fail(line, "want "+strconv.Itoa(want)+" entries")
	}
	r.i++
	return toks, nil
}

// read reads a position: the Dragons, the piles, the cells and the tableau, in that order.
func (r *reader) read(b *board) error {
	for _, step := range []func(*board) error{r.dragons, r.piles, r.cells} {
		if err := step(b); err != nil {
			return err
		}
	}
	cols, err := r.tableau()
	if err != nil {
		return err
	}
	// The board holds the game's tiles and no more: count before placing them.
	total, most := 0, r.v.tileCount
	for c := 0; c < numCols; c++ {
		for _, lev := range cols[c] {
			total += len(lev)
		}
	}
	if total > most {
		return &engine.ParseError{What: "position", Err: errors.New("the tableau has " + strconv.Itoa(total) +
			" tiles; the game has " + strconv.Itoa(most) + " in all")}
	}
	for c := 0; c < numCols; c++ {
		for l, lev := range cols[c] {
			b.addBelow(c, l, lev)
		}
	}
	return r.count(b)
}

// dragons reads the line that names each set's Dragon.
func (r *reader) dragons(b *board) error {
	toks, err := r.labelled("dragons", 3)
	if err != nil {
		return err
	}
	line := r.lines[r.i-1]
	for s, tok := range toks {
		t, err := engine.ParseTile(tok)
		if err != nil || t != engine.NoTile && t.Kind() != engine.Dragon {
			return r.back(line, "a set's Dragon is Rd, Gd, Wd or ..")
		}
		for o := 0; o < s; o++ {
			if t != engine.NoTile && b.dragon[o] == t {
				return r.back(line, "two sets build on the same Dragon")
			}
		}
		b.dragon[s] = t
	}
	return nil
}

// piles reads the foundations' heights and checks them against the Dragons and the rank
// lock.
func (r *reader) piles(b *board) error {
	v := r.v
	toks, err := r.labelled("piles", numPiles)
	if err != nil {
		return err
	}
	line := r.lines[r.i-1]
	for p, tok := range toks {
		if msg := r.pile(b, p, tok); msg != "" {
			return r.back(line, "pile "+strconv.Itoa(p+1)+": "+msg)
		}
	}
	// A set's Dragon kind is fixed by its first Dragon played; a kind named for a set with
	// no Dragon on its piles would make up rules no play leads to.
	for s := 0; s < 3; s++ {
		if b.dragon[s] != engine.NoTile && b.h[s*4]+b.h[s*4+1]+b.h[s*4+2]+b.h[s*4+3] == 0 {
			return r.back(line, "the dragons line names the "+b.dragon[s].String()+" for set "+strconv.Itoa(s+1)+
				", whose piles have no Dragon: write .. until its first Dragon is played")
		}
	}
	if v.rankLock {
		for s := 0; s < 3; s++ {
			lo, hi := b.h[s*4], b.h[s*4]
			for p := s*4 + 1; p < s*4+4; p++ {
				lo, hi = min(lo, b.h[p]), max(hi, b.h[p])
			}
			if hi > lo+1 {
				return r.back(line, "the rank lock keeps the piles of a set within one rank")
			}
		}
	}
	return nil
}

// cells reads the cells' tiles.
func (r *reader) cells(b *board) error {
	toks, err := r.labelled("cells", r.v.cells)
	if err != nil {
		return err
	}
	for i, tok := range toks {
		t, err := engine.ParseTile(tok)
		if err != nil {
			return r.back(r.lines[r.i-1], "cell "+strconv.Itoa(i+1)+" is not a tile code")
		}
		b.cell[i] = t
	}
	return nil
}

// tableau reads the tableau, one grid a level, into each column's levels, top to bottom.
func (r *reader) tableau() (*[numCols][][]engine.Tile, error) {
	v := r.v
	var cols [numCols][][]engine.Tile
	for l := 0; ; l++ {
		line, ok := r.next()
		if !ok {
			if l == 0 {
				return nil, r.fail("", "missing the tableau")
			}
			return &cols, nil
		}
		want := "tableau"
		if v.levels {
			want = "level " + strconv.Itoa(l+1)
		}
		if line != want || !v.levels && l > 0 || l >= maxLevels {
			return nil, r.fail(line, "want \""+want+"\"")
		}
		r.i++
		grid, err := r.grid()
		if err != nil {
			return nil, err
		}
		for c := 0; c < numCols; c++ {
			if len(grid[c]) == 0 {
				continue
			}
			if len(cols[c]) < l {
				r.i--
				return nil, r.fail("level "+strconv.Itoa(l+1), "column "+strconv.Itoa(c+1)+" has a level on a missing one")
			}
			cols[c] = append(cols[c], grid[c])
		}
	}
}

// grid reads one level's rows of tile codes into its columns.
func (r *reader) grid() (grid [numCols][]engine.Tile, err error) {
	for row := 0; row < r.v.rows; row++ {
		if r.i == len(r.lines) {
			return grid, r.fail("", "the grid has "+strconv.Itoa(r.v.rows)+" rows")
		}
		line := r.lines[r.i]
		f := strings.Fields(line)
		if len(f) != numCols {
			return grid, r.fail(line, "want 16 tile codes")
		}
		for c, tok := range f {
			t, err := engine.ParseTile(tok)
			if err != nil {
				return grid, r.fail(tok, "not a tile code")
			}
			if t != engine.NoTile && len(grid[c]) < row {
				return grid, r.fail(line, "column "+strconv.Itoa(c+1)+" has a gap: a level runs from the top row down")
			}
			if t != engine.NoTile {
				grid[c] = append(grid[c], t)
			}
		}
		r.i++
	}
	return grid, nil
}

func (r *reader) back(line, msg string) error {
	r.i--
	err := r.fail(line, msg)
	r.i++
	return err
}

// pile reads one pile's token: its top tile, or, under a Season, "Wind+Season".
func (r *reader) pile(b *board, p int, tok string) string {
	v, s := r.v, p/4
	windTok, seasonTok, two := strings.Cut(tok, "+")
	top, err := engine.ParseTile(seasonTok)
	if !two {
		top, err = engine.ParseTile(tok)
	}
	if err != nil {
		return "not a tile code"
	}
	switch top.Kind() {
	case engine.Empty:
		b.h[p] = 0
	case engine.Dragon:
		if b.dragon[s] != top {
			return "its set builds on the " + b.dragon[s].String()
		}
		b.h[p] = 1
	case engine.Suited:
		if top.Suit() != setSuit(s) {
			return "the set takes " + suitNames[s] + " only"
		}
		b.h[p] = uint8(top.Rank() + 1)
	case engine.Wind:
		b.h[p], b.wind[p] = 11, top
	case engine.Season:
		if !v.seasons {
			return "this game has no Seasons"
		}
		w, err := engine.ParseTile(windTok)
		if !two || err != nil || w.Kind() != engine.Wind {
			return "write a Season pile as Wind+Season, e.g. Ew+Sp"
		}
		b.h[p], b.wind[p], b.season[p] = 12, w, top
	default:
		return "Flowers are not played in this game"
	}
	if two && top.Kind() != engine.Season {
		return "only a Season pile names the Wind under it"
	}
	if b.h[p] > 0 && b.dragon[s] == engine.NoTile {
		return "the set's Dragon is missing from the dragons line"
	}
	if b.h[p] >= 11 {
		if v.windBound && b.wind[p] != boundWinds[p%4] {
			return "the pile takes only the " + boundWinds[p%4].String()
		}
		for q := s * 4; q < p; q++ {
			if b.h[q] >= 11 && b.wind[q] == b.wind[p] {
				return "the set has two " + b.wind[p].String() + "s"
			}
			if b.h[q] == 12 && b.h[p] == 12 && b.season[q] == b.season[p] {
				return "the set has two " + b.season[p].String() + "s"
			}
		}
	}
	b.found += b.h[p]
	return ""
}

// count checks that the tiles of the position are exactly the variant's set.
func (r *reader) count(b *board) error {
	var have [engine.NumFaces]int
	for i := 0; i < b.total(); i++ {
		have[b.t[i]]++
	}
	for i := 0; i < r.v.cells; i++ {
		have[b.cell[i]]++
	}
	var p2 Position
	p2.v, p2.b = r.v, *b
	for p := 0; p < numPiles; p++ {
		for _, t := range p2.PileTiles(p) {
			have[t]++
		}
	}
	var want [engine.NumFaces]int
	for _, t := range r.v.tileSet() {
		want[t]++
	}
	for t := 1; t < engine.NumFaces; t++ {
		if have[t] != want[t] {
			return &engine.ParseError{What: "position", Text: engine.Tile(t).Code(),
				Err: errors.New("the game has " + strconv.Itoa(want[t]) + " of this tile, the position " + strconv.Itoa(have[t]))}
		}
	}
	return nil
}
