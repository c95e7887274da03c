package enginetest

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"mahjong/engine"
	"mahjong/engine/golden"
)

// MoveCounts counts the lines of moves from p, as chess programs count theirs (perft) to pin
// their move generators: counts[i] is how many sequences of i+1 legal moves start at p. A
// line that reaches the end of the game is not extended. The last level is counted, not
// played, so that the cost is that of the levels before it.
func MoveCounts(p engine.Position, depth int) ([]int, error) {
	counts := make([]int, depth)
	return counts, moveCounts(p, counts)
}

func moveCounts(p engine.Position, counts []int) error {
	ms := p.Moves()
	counts[0] += len(ms)
	if len(counts) == 1 {
		return nil
	}
	for _, m := range ms {
		q, err := p.Apply(m)
		if err != nil {
			return err
		}
		if err := moveCounts(q, counts[1:]); err != nil {
			return err
		}
	}
	return nil
}

// CheckMoveCounts counts the lines of 1 to depth moves (MoveCounts) from each of deals of
// every variant of vs, and compares the table with the golden file at path, which the test
// rewrites with -update. A change to a family's rules or move generator that changes what
// is legal shows here as a changed count. A short run (go test -short, as under WebAssembly,
// where the counting is many times slower) counts one level less and checks that each line
// starts the file's.
func CheckMoveCounts(t *testing.T, path string, vs []*engine.Variant, deals []uint64, depth int) {
	t.Helper()
	if testing.Short() && depth > 1 {
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run the test without -short, with -update, to write it)", err)
		}
		wantLines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
		gotLines := strings.Split(strings.TrimSuffix(moveCountTable(t, vs, deals, depth-1), "\n"), "\n")
		if len(wantLines) != len(gotLines) {
			t.Fatalf("%s has %d lines, the short count %d", path, len(wantLines), len(gotLines))
		}
		for i := 1; i < len(gotLines); i++ { // line 0 names the depth
			if !strings.HasPrefix(wantLines[i]+" ", gotLines[i]+" ") {
				t.Errorf("%s line %d is %q, the short count %q", path, i+1, wantLines[i], gotLines[i])
			}
		}
		return
	}
	golden.Check(t, path, moveCountTable(t, vs, deals, depth))
}

func moveCountTable(t *testing.T, vs []*engine.Variant, deals []uint64, depth int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("# variant deal: lines of 1, 2, ... " + strconv.Itoa(depth) + " moves (perft)\n")
	for _, v := range vs {
		for _, deal := range deals {
			counts, err := MoveCounts(v.New(deal), depth)
			if err != nil {
				t.Fatalf("%s deal %d: a listed move is refused: %v", v.ID, deal, err)
			}
			b.WriteString(v.ID + " " + strconv.FormatUint(deal, 10) + ":")
			for _, n := range counts {
				b.WriteString(" " + strconv.Itoa(n))
			}
			b.WriteByte('\n')
		}
	}
	return b.String()
}
