package freecell

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// The switches of auto-play (AutoPlaySwitch) in move notation.
const (
	autoOn  = "auto-on"
	autoOff = "auto-off"
)

// FormatMove writes m as "source>destination", with "/n" after a group of n tiles:
// columns c1–c16 (a level above the dealt one as c3.2), cells x1–x6, piles p1–p12, and f
// for "the first pile that takes it". Examples: c3>c7, c3.2>c7.3, x2>c4, c3>p5, c3>f,
// c3>c7/3. Switching auto-play is auto-on or auto-off.
func (p *Position) FormatMove(m engine.Move) string {
	if m.Action == engine.Setting {
		switch {
		case m.From == engine.NoPlace && m.To == 1 && m.N == 0:
			return autoOn
		case m.From == engine.NoPlace && m.To == 0 && m.N == 0:
			return autoOff
		}
		return "?setting"
	}
	s := formatPlace(m.From) + ">" + formatPlace(m.To)
	if m.N > 1 {
		s += "/" + strconv.Itoa(int(m.N))
	}
	return s
}

func formatPlace(pl engine.Place) string {
	kind, i, l := Where(pl)
	switch kind {
	case InTableau:
		s := "c" + strconv.Itoa(i+1)
		if l > 0 {
			s += "." + strconv.Itoa(l+1)
		}
		return s
	case InCell:
		return "x" + strconv.Itoa(i+1)
	case OnPile:
		return "p" + strconv.Itoa(i+1)
	case ToFoundation:
		return "f"
	}
	return "?" + strconv.Itoa(int(pl))
}

// ParseMove reads a move written by FormatMove, in any letter case. It checks the form
// (places that exist in this variant), not legality.
func (p *Position) ParseMove(s string) (engine.Move, error) {
	bad := func(msg string) (engine.Move, error) {
		return engine.Move{}, &engine.ParseError{What: "move", Text: s, Err: errors.New(msg)}
	}
	switch strings.ToLower(strings.TrimSpace(s)) {
	case autoOn:
		return AutoPlaySwitch(true), nil
	case autoOff:
		return AutoPlaySwitch(false), nil
	}
	body, count, grouped := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "/")
	src, dst, ok := strings.Cut(body, ">")
	if !ok {
		return bad("want source>destination, e.g. c3>c7")
	}
	from, msg := p.parsePlace(src, false)
	if msg != "" {
		return bad(msg)
	}
	to, msg := p.parsePlace(dst, true)
	if msg != "" {
		return bad(msg)
	}
	m := engine.Move{From: from, To: to}
	if grouped {
		n, err := strconv.Atoi(count)
		if err != nil || n < 1 || n > p.v.rows || count != strconv.Itoa(n) {
			return bad("a group size is a whole number from 1 to " + strconv.Itoa(p.v.rows))
		}
		if n > 1 {
			m.N = uint8(n)
		}
	}
	return m, nil
}

func (p *Position) parsePlace(s string, dest bool) (engine.Place, string) {
	if s == "f" && dest {
		return Foundation, ""
	}
	if s == "" {
		return 0, "a place is missing"
	}
	num := func(t string, hi int) int {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > hi || t != strconv.Itoa(n) {
			return -1
		}
		return n - 1
	}
	rest := s[1:]
	switch s[0] {
	case 'c':
		col, lev, dotted := strings.Cut(rest, ".")
		c := num(col, numCols)
		if c < 0 {
			return 0, "columns are c1 to c16"
		}
		l := 0
		if dotted {
			if l = num(lev, maxLevels); l < 0 {
				return 0, "levels are 1 to " + strconv.Itoa(maxLevels)
			}
			if l > 0 && !p.v.levels {
				return 0, "this game has no levels"
			}
		}
		return Level(c, l), ""
	case 'x':
		if i := num(rest, p.v.cells); i >= 0 {
			return Cell(i), ""
		}
		return 0, "cells are x1 to x" + strconv.Itoa(p.v.cells)
	case 'p':
		if !dest {
			return 0, "foundation tiles never come back"
		}
		if i := num(rest, numPiles); i >= 0 {
			return Pile(i), ""
		}
		return 0, "piles are p1 to p12"
	}
	return 0, "a place is c (column), x (cell), p (pile) or f (foundations)"
}
