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

// Conformance checks every variant of vs against the contracts of package engine, from deals
// 1 and 2: the variant is complete; a deal is the same each time it is dealt; along a game
// played by moves drawn from a fixed stream, every position passes CheckPosition; and
// PlayScript plays, undoes and redoes through engine.Game. Then it pins the family's move
// generator: CheckMoveCounts with lines of 1 to depth moves from the same deals, in
// testdata/movecounts.golden. Each family's tests call it with its Variants.
func Conformance(t *testing.T, vs []*engine.Variant, depth int) {
	t.Helper()
	deals := []uint64{1, 2}
	for _, v := range vs {
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
		CheckMoveCounts(t, filepath.Join("testdata", "movecounts.golden"), vs, deals, depth)
	})
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
