package stones

import (
	"strconv"
	"strings"
	"testing"
)

// study returns a position of game whose stock is stock and whose board is empty but for
// picture: three rows of three codes laid over rows 2–4 and columns b–d, where "**" marks
// the target square c3 (left empty). The position goes through the notation, so every test
// position is also a parse test.
func study(t *testing.T, game, stock, picture string) (p *Position, target int) {
	t.Helper()
	r := rulesFor(game)
	if r == nil {
		t.Fatalf("no game %q", game)
	}
	grid := make([][]string, r.rows)
	for row := range grid {
		grid[row] = strings.Fields(strings.Repeat(".. ", r.cols))
	}
	for i, line := range strings.Split(strings.TrimSpace(picture), "\n") {
		for j, code := range strings.Fields(line) {
			if code == "**" {
				code = ".."
			}
			grid[1+i][1+j] = code
		}
	}
	var b strings.Builder
	b.WriteString("game: " + game + "\ndeal: 0\nscore: 0\nfourways: 0\n\nstock: " + stock + "\n")
	for _, row := range grid {
		b.WriteString(strings.Join(row, " ") + "\n")
	}
	p = mustParse(t, b.String())
	return p, 2*r.cols + 2
}

func mustParse(t *testing.T, text string) *Position {
	t.Helper()
	p, err := Parse(text)
	if err != nil {
		t.Fatalf("Parse: %v\n%s", err, text)
	}
	return p
}

// squareOf reads a square name of p's board.
func squareOf(t *testing.T, p *Position, name string) int {
	t.Helper()
	sq, err := p.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// names writes squares by name, for readable diffs.
func names(p *Position, squares []int) []string {
	out := []string{}
	for _, sq := range squares {
		out = append(out, SquareName(sq, p.Cols()))
	}
	return out
}

var (
	strictGames  = []string{"mahjongg-stones", "free-stones", "small-stones", "tiny-pebbles"}
	relaxedGames = []string{"loose-stones", "throwing-stones"}
)

func itoa(n int) string { return strconv.Itoa(n) }

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
