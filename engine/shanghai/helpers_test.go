package shanghai

import (
	"strings"
	"testing"

	"mahjong/engine"
)

func variant(t testing.TB, id string) *engine.Variant {
	t.Helper()
	for _, v := range Variants() {
		if v.ID == id {
			return v
		}
	}
	t.Fatalf("no variant %q", id)
	return nil
}

// mustParse reads a position written in a test. The text may be indented with tabs, which
// are removed from the start of each line (the board's own blanks are spaces).
func mustParse(t testing.TB, text string) *Position {
	t.Helper()
	p, err := parseTiles(nil, dedent(text)) // hand-made: a tile may be left without a match
	if err != nil {
		t.Fatalf("test position does not parse: %v", err)
	}
	return p
}

func dedent(text string) string {
	lines := strings.Split(strings.TrimPrefix(text, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimLeft(l, "\t")
	}
	return strings.Join(lines, "\n")
}

// formatMoves writes moves in p's notation.
func formatMoves(p engine.Position, ms []engine.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.FormatMove(m))
	}
	return out
}

// pos is a *Position from an engine.Position.
func pos(t testing.TB, p engine.Position) *Position {
	t.Helper()
	sp, ok := p.(*Position)
	if !ok {
		t.Fatalf("position is %T", p)
	}
	return sp
}

// multiset counts the faces of the tiles on the board.
func multiset(p *Position) map[engine.Tile]int {
	m := map[engine.Tile]int{}
	for i := range p.Layout().Slots {
		if t := p.Tile(i); t != engine.NoTile {
			m[t]++
		}
	}
	return m
}
