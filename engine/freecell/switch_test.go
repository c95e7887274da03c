package freecell

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"mahjong/engine"
)

// TestAutoPlaySwitchInHistory switches auto-play in the middle of a game kept by
// engine.Game: the moves before the switch stay in the history, Undo walks back through
// the switch to the very start, and Redo comes back to the same positions.
func TestAutoPlaySwitchInHistory(t *testing.T) {
	p := mustPos(t, "sea-towers", "off", seaA, seaAGrid)
	g := engine.NewGame(p)
	steps := []struct {
		move     string
		auto     bool
		autoMove []AutoMove // what the step sent home
	}{
		{move: "c1>x1", auto: false}, // frees the last 9 of Bamboos, which stays with auto-play off
		{move: "auto-on", auto: true, autoMove: []AutoMove{{engine.Bamboo9, Column(0), Pile(3)}}},
		{move: "c2>x2", auto: true},
		{move: "auto-off", auto: false},
		{move: "c3>x3", auto: false},
	}
	var seen []string // the position after each step, in notation
	for _, s := range steps {
		m, err := g.Position().ParseMove(s.move)
		if err != nil {
			t.Fatalf("%s: %v", s.move, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", s.move, err)
		}
		q := g.Position().(*Position)
		if q.AutoPlay() != s.auto {
			t.Errorf("after %s auto-play is %v, want %v", s.move, q.AutoPlay(), s.auto)
		}
		if diff := cmp.Diff(s.autoMove, q.AutoPlayed(), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("after %s, auto-played (-want +got):\n%s", s.move, diff)
		}
		seen = append(seen, q.String())
	}
	if got := len(g.Played()); got != len(steps) {
		t.Fatalf("the history holds %d steps, want %d", got, len(steps))
	}
	for i := len(steps) - 1; i >= 0; i-- {
		if !g.Undo() {
			t.Fatalf("cannot undo step %d (%s)", i+1, steps[i].move)
		}
		want := p.String()
		if i > 0 {
			want = seen[i-1]
		}
		if diff := cmp.Diff(want, g.Position().String()); diff != "" {
			t.Fatalf("after undoing %s (-want +got):\n%s", steps[i].move, diff)
		}
	}
	for i := range steps {
		g.Redo()
		if diff := cmp.Diff(seen[i], g.Position().String()); diff != "" {
			t.Fatalf("after redoing %s (-want +got):\n%s", steps[i].move, diff)
		}
	}
}

func TestAutoPlaySwitchRefused(t *testing.T) {
	on := mustPos(t, "sea-towers", "on", seaA, seaAGrid)
	off := on.WithAutoPlay(false)
	tests := []struct {
		name   string
		p      *Position
		m      engine.Move
		reason string
	}{
		{"on when on", on, AutoPlaySwitch(true), "auto-play is already on"},
		{"off when off", off, AutoPlaySwitch(false), "auto-play is already off"},
		{"another setting", on, engine.Move{Action: engine.Setting, From: engine.NoPlace, To: 2}, "the only setting is auto-play, on or off"},
		{"a setting with a place", off, engine.Move{Action: engine.Setting, From: Column(0), To: 1}, "the only setting is auto-play, on or off"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.p.String()
			_, err := tc.p.Apply(tc.m)
			var illegal *engine.IllegalMoveError
			if !errors.As(err, &illegal) {
				t.Fatalf("Apply: %v, want an illegal move", err)
			}
			if illegal.Reason != tc.reason {
				t.Errorf("reason %q, want %q", illegal.Reason, tc.reason)
			}
			if tc.p.String() != before {
				t.Errorf("the refused switch changed the position")
			}
		})
	}
}

func TestAutoPlaySwitchNotation(t *testing.T) {
	p := mustPos(t, "sea-towers", "on", seaA, seaAGrid)
	tests := []struct {
		text string
		want engine.Move
	}{
		{"auto-on", AutoPlaySwitch(true)},
		{"auto-off", AutoPlaySwitch(false)},
		{" AUTO-OFF ", AutoPlaySwitch(false)},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			m, err := p.ParseMove(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, m); diff != "" {
				t.Errorf("ParseMove (-want +got):\n%s", diff)
			}
			back, err := p.ParseMove(p.FormatMove(m))
			if err != nil || back != m {
				t.Errorf("%q does not read back: %v, %v", p.FormatMove(m), back, err)
			}
		})
	}
	for _, bad := range []string{"auto", "auto-", "auto-maybe", "autoplay"} {
		if m, err := p.ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", bad, m)
		}
	}
}

// TestMovesNeverSwitch: a switch is the player's choice, not a move of the game, so Moves
// (and with it the solver and the lost-game test) never offers one.
func TestMovesNeverSwitch(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(1).(*Position)
			for _, q := range []*Position{p, p.WithAutoPlay(false)} {
				for _, m := range q.Moves() {
					if m.Action != engine.Step {
						t.Fatalf("Moves lists %s", q.FormatMove(m))
					}
				}
			}
		})
	}
}
