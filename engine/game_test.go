package engine

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// count is a tiny game for testing the history: a counter that moves of 1 to 3 raise to 10.
type count struct{ n int }

func (c count) Variant() string { return "count" }
func (c count) Deal() uint64    { return 0 }
func (c count) Status() Status {
	if c.n == 10 {
		return Won
	}
	return Playing
}
func (c count) Moves() []Move {
	var ms []Move
	for k := 1; k <= 3 && c.n+k <= 10; k++ {
		ms = append(ms, StepMove(Place(c.n), Place(c.n+k)))
	}
	return ms
}
func (c count) Apply(m Move) (Position, error) {
	if m.Action != Step || int(m.From) != c.n || m.To <= m.From || int(m.To) > c.n+3 || m.To > 10 {
		return nil, &IllegalMoveError{Move: c.FormatMove(m), Reason: "not a step of 1 to 3 from here"}
	}
	return count{int(m.To)}, nil
}
func (c count) FormatMove(m Move) string {
	return strconv.Itoa(int(m.From)) + "-" + strconv.Itoa(int(m.To))
}
func (c count) ParseMove(s string) (Move, error) {
	a, b, _ := strings.Cut(s, "-")
	from, err1 := strconv.Atoi(a)
	to, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		return Move{}, &ParseError{What: "move", Text: s}
	}
	return StepMove(Place(from), Place(to)), nil
}
func (c count) String() string { return strconv.Itoa(c.n) }

func TestGameUndoRedo(t *testing.T) {
	g := NewGame(count{})
	steps := []struct {
		do      string // "play a-b", "undo", "redo"
		ok      bool
		want    string
		canUndo bool
		canRedo bool
	}{
		{"undo", false, "0", false, false},
		{"play 0-2", true, "2", true, false},
		{"play 2-5", true, "5", true, false},
		{"play 5-9", false, "5", true, false}, // illegal: changes nothing
		{"undo", true, "2", true, true},
		{"undo", true, "0", false, true},
		{"redo", true, "2", true, true},
		{"play 2-3", true, "3", true, false}, // a new move drops the redo tail
		{"redo", false, "3", true, false},
	}
	for i, s := range steps {
		var ok bool
		switch {
		case s.do == "undo":
			ok = g.Undo()
		case s.do == "redo":
			ok = g.Redo()
		default:
			m, err := count{}.ParseMove(strings.TrimPrefix(s.do, "play "))
			if err != nil {
				t.Fatal(err)
			}
			ok = g.Play(m) == nil
		}
		got := []any{ok, g.Position().String(), g.CanUndo(), g.CanRedo()}
		want := []any{s.ok, s.want, s.canUndo, s.canRedo}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("step %d %q (-want +got):\n%s", i, s.do, diff)
		}
	}
	var played []string
	for _, m := range g.Played() {
		played = append(played, count{}.FormatMove(m))
	}
	if diff := cmp.Diff([]string{"0-2", "2-3"}, played); diff != "" {
		t.Errorf("Played (-want +got):\n%s", diff)
	}
}

// switchable is count with a rule switch, a Setting move that changes nothing else.
type switchable struct{ count }

func (s switchable) Apply(m Move) (Position, error) {
	if m.Action == Setting {
		return s, nil
	}
	p, err := s.count.Apply(m)
	if err != nil {
		return nil, err
	}
	return switchable{p.(count)}, nil
}

func TestGameMoved(t *testing.T) {
	on := Move{Action: Setting, From: NoPlace, To: 1}
	tests := []struct {
		name string
		do   func(g *Game)
		want bool
	}{
		{"new", func(g *Game) {}, false},
		{"a rule switched", func(g *Game) { g.Play(on) }, false},
		{"a move", func(g *Game) { g.Play(StepMove(0, 2)) }, true},
		{"a move undone", func(g *Game) { g.Play(StepMove(0, 2)); g.Undo() }, true},
		{"a switch and a move, both undone", func(g *Game) { g.Play(on); g.Play(StepMove(0, 1)); g.Undo(); g.Undo() }, true},
		{"an illegal move", func(g *Game) { g.Play(StepMove(0, 7)) }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame(switchable{})
			tt.do(g)
			if got := g.Moved(); got != tt.want {
				t.Errorf("Moved = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestGameIllegalMoveError(t *testing.T) {
	g := NewGame(count{})
	err := g.Play(StepMove(0, 7))
	var illegal *IllegalMoveError
	if !errors.As(err, &illegal) {
		t.Fatalf("Play of an illegal move: error %v, want *IllegalMoveError", err)
	}
	if want := "illegal move 0-7: not a step of 1 to 3 from here"; err.Error() != want {
		t.Errorf("error text %q, want %q", err.Error(), want)
	}
	if g.CanUndo() {
		t.Error("an illegal move entered the history")
	}
}

func TestReplay(t *testing.T) {
	moves := []Move{StepMove(0, 3), StepMove(3, 6), StepMove(6, 9), StepMove(9, 11)}
	g, n, err := Replay(count{}, moves)
	if err == nil || n != 3 {
		t.Fatalf("Replay stopped at %d with %v; want 3 and an error", n, err)
	}
	if got := g.Position().String(); got != "9" {
		t.Errorf("position after the legal prefix = %s, want 9", got)
	}
	if got := g.PositionAt(1).String(); got != "3" {
		t.Errorf("PositionAt(1) = %s, want 3", got)
	}
}

func TestReplayNotation(t *testing.T) {
	tests := []struct {
		name, moves, pos string // pos: the position where the replay stops
		at               int
		failed           bool
	}{
		{"every move plays", "0-3 3-6 6-9", "9", 3, false},
		{"none", "", "0", 0, false},
		{"a move the rules refuse", "0-3 3-7 7-9", "3", 1, true},
		{"a move that does not read", "0-3 3-6 x 6-9", "6", 2, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, at, err := ReplayNotation(count{}, strings.Fields(tc.moves))
			if diff := cmp.Diff(tc.pos, g.Position().String()); diff != "" || at != tc.at || (err != nil) != tc.failed {
				t.Errorf("stopped at %d with %v (want %d, an error %v); position (-want +got):\n%s", at, err, tc.at, tc.failed, diff)
			}
		})
	}
}

// FuzzGameHistory plays, undoes and redoes in any order and checks the history always agrees
// with replaying the moves it reports from the start.
func FuzzGameHistory(f *testing.F) {
	f.Add([]byte{1, 2, 255, 3, 254, 1})
	f.Fuzz(func(t *testing.T, ops []byte) {
		g := NewGame(count{})
		for _, op := range ops {
			switch op {
			case 255:
				g.Undo()
			case 254:
				g.Redo()
			default:
				ms := g.Position().Moves()
				if len(ms) > 0 {
					if err := g.Play(ms[int(op)%len(ms)]); err != nil {
						t.Fatal(err)
					}
				}
			}
			replayed, _, err := Replay(count{}, g.Played())
			if err != nil {
				t.Fatal(err)
			}
			if a, b := replayed.Position().String(), g.Position().String(); a != b {
				t.Fatalf("history at %s, replay of its moves at %s", b, a)
			}
		}
	})
}
