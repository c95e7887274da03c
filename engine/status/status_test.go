package status

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/enginetest"
)

// fixture is a game from testdata: a start position, the moves played, and the answers
// that are known for its last position.
type fixture struct {
	start  engine.Position
	moves  []string
	status string // Status.String of the last position
	back   string // Back.String of the walk
	win    []string
}

// readFixture reads a file of "key: value" lines (moves, status, back, win), a line "---",
// then the start position in notation.
func readFixture(t *testing.T, path string) fixture {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	head, pos, ok := strings.Cut(string(b), "\n---\n")
	if !ok {
		t.Fatalf("%s: no line --- before the position", path)
	}
	var f fixture
	if f.start, err = catalog.Parse(pos); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	for _, line := range strings.Split(head, "\n") {
		key, value, _ := strings.Cut(line, ": ")
		switch key {
		case "moves":
			f.moves = strings.Fields(value)
		case "status":
			f.status = value
		case "back":
			f.back = value
		case "win":
			f.win = strings.Fields(value)
		}
	}
	return f
}

// TestFixtures decides the last position of each fixture and walks back from it. The
// answers are known independently of the solver where they can be: a winning line replayed
// from the position the walk finds proves it winnable, and for the games whose positions are
// small enough (Shanghai, Stones) an exhaustive search of every move proves each later
// position lost.
func TestFixtures(t *testing.T) {
	paths, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f := readFixture(t, path)
			v, err := catalog.Find(f.start.Variant())
			if err != nil {
				t.Fatal(err)
			}
			g := enginetest.Replay(t, f.start, f.moves)
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			if got := Decide(ctx, v, g.Position()).String(); got != f.status {
				t.Errorf("Decide = %q, want %q", got, f.status)
			}
			h := History(g)
			back := Walk(ctx, v, h)
			if got := back.String(); got != f.back {
				t.Errorf("Walk = %q, want %q", got, f.back)
			}
			// The independent proofs.
			lost := len(h)
			if back.Answer == Found {
				found := h[len(h)-1-back.Moves]
				if w := enginetest.Replay(t, found, f.win).Position().Status(); w != engine.Won {
					t.Errorf("the winning line from %d moves back ends %v", back.Moves, w)
				}
				lost = back.Moves
			}
			if fam := v.Family; fam == engine.Shanghai || fam == engine.Stones {
				if back.Answer == Found && !exhaust(h[len(h)-1-back.Moves], 2_000_000) {
					t.Errorf("exhaustive search: the position %d moves back is lost", back.Moves)
				}
				for k := 0; k < lost; k++ {
					if exhaust(h[len(h)-1-k], 2_000_000) {
						t.Errorf("exhaustive search: the position %d moves back is winnable", k)
					}
				}
			}
		})
	}
}

// exhaust reports whether some line of moves wins from p, trying every move (no shuffles:
// the status says winnable without shuffling) and remembering the positions it has lost
// from. It stops the test past limit positions: a fixture must stay small enough.
func exhaust(p engine.Position, limit int) bool {
	lostFrom := map[string]bool{}
	var win func(engine.Position) bool
	win = func(p engine.Position) bool {
		switch p.Status() {
		case engine.Won:
			return true
		case engine.Lost:
			return false
		}
		key := p.String()
		if lostFrom[key] {
			return false
		}
		if len(lostFrom) > limit {
			panic("exhaust: the position is too large for an exhaustive search")
		}
		for _, m := range p.Moves() {
			if strings.Contains(p.FormatMove(m), "shuffle") {
				continue
			}
			q, err := p.Apply(m)
			if err != nil {
				panic(err)
			}
			if win(q) {
				return true
			}
		}
		lostFrom[key] = true
		return false
	}
	return win(p)
}

// TestUndecided: a search given no time answers Undecided, and the walk says it cannot tell.
func TestUndecided(t *testing.T) {
	f := readFixture(t, "testdata/sea-winds-loss.txt")
	v, _ := catalog.Find(f.start.Variant())
	g := enginetest.Replay(t, f.start, f.moves)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := Decide(ctx, v, g.Position()); got.Kind != Undecided {
		t.Errorf("Decide with no time = %v, want not decided", got)
	}
	back := Walk(ctx, v, History(g))
	if back.Answer != CannotTell || back.Moves != 1 {
		t.Errorf("Walk with no time = %+v, want CannotTell 1 move back", back)
	}
}

// TestEnded: a won game is won, a lost one not winnable, without a search.
func TestEnded(t *testing.T) {
	for _, id := range []string{"shanghai-square", "tiny-pebbles"} {
		t.Run(id, func(t *testing.T) {
			v, _ := catalog.Find(id)
			p := v.New(1)
			sol := v.Solve(context.Background(), p)
			if sol.Verdict != engine.Solved {
				t.Fatalf("deal 1 not solved: %v", sol.Verdict)
			}
			g, _, err := engine.Replay(p, sol.Moves)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			cancel() // no search may be needed
			if got := Decide(ctx, v, g.Position()); got.Kind != Won {
				t.Errorf("Decide of the won game = %v, want won", got)
			}
		})
	}
}

// TestOnePlayer: the status of a scored game is the score the strategy expects, which is
// the score Solve's line reaches; there is no win to walk back to.
func TestOnePlayer(t *testing.T) {
	v, _ := catalog.Find("one-player")
	p := v.New(3)
	sol := v.Solve(context.Background(), p)
	got := Decide(context.Background(), v, p)
	if got.Kind != Expected || got.Score != sol.Score || sol.Score <= 0 {
		t.Errorf("Decide = %+v, want Expected %d", got, sol.Score)
	}
	g, _, err := engine.Replay(p, sol.Moves)
	if err != nil {
		t.Fatal(err)
	}
	if end := Decide(context.Background(), v, g.Position()); end.Kind != Expected || end.Score != sol.Score {
		t.Errorf("Decide of the ended game = %+v, want its score %d", end, sol.Score)
	}
	if back := Walk(context.Background(), v, History(g)); back.Answer != NoWin {
		t.Errorf("Walk = %v, want no win", back)
	}
}
