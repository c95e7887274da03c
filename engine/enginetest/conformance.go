package enginetest

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"mahjong/engine"
)

// walkMoves bounds the game Conformance plays from each deal: enough to leave the opening,
// few enough that checking every move of every position stays quick.
const walkMoves = 40

// Family is the API every family's package offers, in the one shape the engine asks of
// them; a family's tests fill it from their package, so that the compiler checks the shape
// and Conformance its behaviour.
type Family[P engine.Position] struct {
	Variants []*engine.Variant
	New      func(id string, deal uint64) (P, error)
	Parse    func(text string) (P, error) // any variant of the family
	Solve    func(ctx context.Context, p P) engine.Solution
	Hint     func(ctx context.Context, p P) (engine.Move, engine.Verdict)
}

// Conformance checks every variant of a family against the contracts of package engine,
// from deals 1 and 2: the variant is complete; the package's New, Parse, Solve and Hint
// agree with the variant's (New refuses another family's id with an
// *engine.UnknownVariantError); a deal is the same each time it is dealt; along a game
// played by moves drawn from a fixed stream, every position passes CheckPosition; and
// PlayScript plays, undoes and redoes through engine.Game. Then it pins the family's move
// generator: CheckMoveCounts with lines of 1 to depth moves from the same deals, in
// testdata/movecounts.golden.
func Conformance[P engine.Position](t *testing.T, f Family[P], depth int) {
	t.Helper()
	deals := []uint64{1, 2}
	var unknown *engine.UnknownVariantError
	if _, err := f.New("no-such-game", 1); !errors.As(err, &unknown) || unknown.ID != "no-such-game" {
		t.Errorf("New of an unknown id gives %v, want an *engine.UnknownVariantError naming it", err)
	}
	for _, v := range f.Variants {
		t.Run(v.ID, func(t *testing.T) {
			if v.ID == "" || v.Name == "" || v.Family == "" || v.New == nil || v.Parse == nil || v.Solve == nil || v.Hint == nil {
				t.Fatalf("incomplete variant: %+v", v)
			}
			for _, deal := range deals {
				start := v.New(deal)
				if start.Variant() != v.ID || start.Deal() != deal {
					t.Fatalf("New(%d) gives variant %q, deal %d", deal, start.Variant(), start.Deal())
				}
				if again := v.New(deal).String(); again != start.String() {
					t.Fatalf("deal %d differs from one dealing to the next:\n%s\n---\n%s", deal, start, again)
				}
				checkPackage(t, f, v, start)
				script := make([]byte, walkMoves)
				r := engine.NewRand("enginetest/"+v.ID, deal)
				for i := range script {
					script[i] = byte(r.Uint64())
				}
				g := PlayScript(t, start, script)
				for i := 0; i <= len(g.Played()); i++ {
					CheckPosition(t, v, g.PositionAt(i))
				}
			}
		})
	}
	t.Run("move counts", func(t *testing.T) {
		CheckMoveCounts(t, filepath.Join("testdata", "movecounts.golden"), f.Variants, deals, depth)
	})
}

// checkPackage checks that the family's package functions answer as variant v's do on
// start, one of its deals. Solve and Hint get no time to search, so that both answers are
// the same few steps of the search.
func checkPackage[P engine.Position](t *testing.T, f Family[P], v *engine.Variant, start engine.Position) {
	t.Helper()
	text := start.String()
	p, err := f.New(v.ID, start.Deal())
	if err != nil || p.String() != text {
		t.Fatalf("New(%q, %d) differs from the variant's deal: %v", v.ID, start.Deal(), err)
	}
	if q, err := f.Parse(text); err != nil || q.String() != text {
		t.Fatalf("the package's Parse does not read the deal back: %v", err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if a, b := f.Solve(cancelled, p), v.Solve(cancelled, start); a.Verdict != b.Verdict || len(a.Moves) != len(b.Moves) {
		t.Errorf("Solve and the variant's Solve differ: %v in %d moves, %v in %d", a.Verdict, len(a.Moves), b.Verdict, len(b.Moves))
	}
	m1, v1 := f.Hint(cancelled, p)
	m2, v2 := v.Hint(cancelled, start)
	if m1 != m2 || v1 != v2 {
		t.Errorf("Hint and the variant's Hint differ: %s %v, %s %v", p.FormatMove(m1), v1, p.FormatMove(m2), v2)
	}
}

// CheckPosition checks one position p of variant v: its notation reads back as it was
// written; every move Moves lists prints as notation that reads back as that move, and
// applies; no move changes p; the zero Move is refused; p is Playing exactly when it has
// a move; engine.MovesFrom agrees with Moves; the hint, even without time to search, is a
// legal move or none; and a scored variant's position has a score.
func CheckPosition(t *testing.T, v *engine.Variant, p engine.Position) {
	t.Helper()
	text := p.String()
	RoundTrip(t, text, v.Parse, engine.Position.String)
	moves := p.Moves()
	if playing := p.Status() == engine.Playing; playing != (len(moves) > 0) {
		t.Fatalf("status %v with %d moves:\n%s", p.Status(), len(moves), text)
	}
	listed := map[engine.Move]bool{}
	for _, m := range moves {
		listed[m] = true
		RoundTripValue(t, p.FormatMove(m), p.ParseMove, p.FormatMove)
		if q, err := p.Apply(m); err != nil || q == nil {
			t.Fatalf("listed move %s refused: %v\n%s", p.FormatMove(m), err, text)
		}
	}
	var illegal *engine.IllegalMoveError
	if _, err := p.Apply(engine.Move{}); !errors.As(err, &illegal) {
		t.Fatalf("the zero Move gives %v, want an *engine.IllegalMoveError", err)
	}
	for _, m := range moves {
		for _, f := range engine.MovesFrom(p, m.From) {
			back := f
			if f.Action == engine.Swap {
				back.From, back.To = min(f.From, f.To), max(f.From, f.To)
			}
			if f.From != m.From || !(listed[f] || listed[back]) {
				t.Fatalf("MovesFrom(%d) gives %s, not a listed move from there", m.From, p.FormatMove(f))
			}
		}
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if m, _ := v.Hint(cancelled, p); m != (engine.Move{}) && !listed[m] {
		t.Fatalf("hint %s is not a listed move\n%s", p.FormatMove(m), text)
	}
	if _, scored := p.(engine.Scorer); v.Scored && !scored {
		t.Fatalf("a position of a scored variant has no Score")
	}
	if p.String() != text {
		t.Fatalf("applying moves changed the position they were applied to:\n%s\n---\n%s", text, p.String())
	}
}

// PlayScript plays a game from start through engine.Game, one step for each byte of script:
// a byte of 0 mod 5 undoes, 1 mod 5 redoes, and any other plays the listed move of that
// number (mod how many there are). After every step the game's position must be the one
// first reached after that many moves of the current line, and Apply must have left the
// position it was applied to as it was. At the end, undoing everything must give back each
// earlier position in turn, redoing must return to the end, and replaying the moves played
// from start must reach the same position. It returns the game, at its end.
func PlayScript(t *testing.T, start engine.Position, script []byte) *engine.Game {
	t.Helper()
	g := engine.NewGame(start)
	seen := []string{start.String()} // seen[i]: the text after i moves of the current line
	for step, b := range script {
		switch b % 5 {
		case 0:
			if had := len(g.Played()) > 0; g.Undo() != had {
				t.Fatalf("step %d: Undo disagrees with the history", step)
			}
		case 1:
			g.Redo()
		default:
			cur := g.Position()
			ms := cur.Moves()
			if len(ms) == 0 {
				continue
			}
			before := seen[len(g.Played())]
			if err := g.Play(ms[int(b)%len(ms)]); err != nil {
				t.Fatalf("step %d: listed move refused: %v", step, err)
			}
			if cur.String() != before {
				t.Fatalf("step %d: Apply changed the position it was applied to", step)
			}
			if g.CanRedo() {
				t.Fatalf("step %d: a new move left moves to redo", step)
			}
			seen = append(seen[:len(g.Played())], g.Position().String())
		}
		if got := g.Position().String(); got != seen[len(g.Played())] {
			t.Fatalf("step %d, after %d moves:\n%s\nwant\n%s", step, len(g.Played()), got, seen[len(g.Played())])
		}
	}
	for g.Redo() {
	}
	end := len(g.Played())
	if replayed, n, err := engine.Replay(start, g.Played()); err != nil || replayed.Position().String() != seen[end] {
		t.Fatalf("replaying the %d moves played stops at move %d (%v) or ends elsewhere", end, n, err)
	}
	for i := end - 1; i >= 0; i-- {
		if !g.Undo() || g.Position().String() != seen[i] {
			t.Fatalf("undo to %d moves does not give back the position", i)
		}
	}
	if g.Undo() {
		t.Fatalf("undo past the start")
	}
	for i := 1; i <= end; i++ {
		if !g.Redo() || g.Position().String() != seen[i] {
			t.Fatalf("redo to %d moves does not give back the position", i)
		}
	}
	return g
}
