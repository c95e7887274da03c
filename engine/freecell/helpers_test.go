package freecell

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"mahjong/engine"
)

// board builds a position's notation from what a test writes by hand: the header values,
// the "dragons:", "piles:" and "cells:" lines, and one text per level whose rows list tile
// codes from column 1; rows may stop early and the grid may have fewer rows than the game,
// the rest being empty (".."). The result is still read by the real parser.
func notation(id, autoplay, head string, levels ...string) string {
	v := specByID(id)
	var sb strings.Builder
	sb.WriteString("game: " + id + "\ndeal: 0\nautoplay: " + autoplay + "\n\n")
	sb.WriteString(strings.TrimSpace(head) + "\n")
	for l, text := range levels {
		if v.levels {
			sb.WriteString("\nlevel " + string(rune('1'+l)) + "\n")
		} else {
			sb.WriteString("\ntableau\n")
		}
		rows := strings.Split(strings.Trim(text, "\n"), "\n")
		for r := 0; r < v.rows; r++ {
			var f []string
			if r < len(rows) {
				f = strings.Fields(rows[r])
			}
			for len(f) < numCols {
				f = append(f, "..")
			}
			sb.WriteString(strings.Join(f, " ") + "\n")
		}
	}
	return sb.String()
}

func mustPos(t *testing.T, id, autoplay, head string, levels ...string) *Position {
	t.Helper()
	p, err := Parse(notation(id, autoplay, head, levels...))
	if err != nil {
		t.Fatalf("bad test position: %v", err)
	}
	return p
}

func fmtMoves(p *Position, ms []engine.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// span expands "c7..c16"-like ranges of destinations for a source: span("c5>c", 7, 16).
func span(prefix string, from, to int) []string {
	var out []string
	for i := from; i <= to; i++ {
		out = append(out, prefix+itoa(i))
	}
	return out
}

func itoa(i int) string {
	if i >= 10 {
		return itoa(i/10) + string(rune('0'+i%10))
	}
	return string(rune('0' + i))
}

func list(parts ...any) []string {
	var out []string
	for _, p := range parts {
		switch x := p.(type) {
		case string:
			out = append(out, x)
		case []string:
			out = append(out, x...)
		}
	}
	slices.Sort(out)
	return out
}

func isIllegal(err error) bool {
	var ie *engine.IllegalMoveError
	return errors.As(err, &ie)
}
