package freecell

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
)

// autoStep finds, in the first deals of id, a position and a step from it after which
// auto-play sends tiles home.
func autoStep(t *testing.T, id string) (*freecell.Position, engine.Move) {
	t.Helper()
	for d := uint64(1); d <= 60; d++ {
		q := fcPosition(t, id, d)
		for range 3 {
			for _, m := range q.Moves() {
				if m.Action != engine.Step {
					continue
				}
				if after := enginetest.Apply(t, q, m); len(after.AutoPlayed()) > 0 {
					return q, m
				}
			}
			ms := q.Moves()
			if len(ms) == 0 {
				break
			}
			q = enginetest.Apply(t, q, ms[len(ms)/2])
		}
	}
	t.Fatalf("%s: no step of deals 1..60 auto-plays", id)
	return nil, engine.Move{}
}

// TestViewNoted: the notice after a step is what auto-play did, after the switch what
// was switched.
func TestViewNoted(t *testing.T) {
	var v View
	p, step := autoStep(t, "sea-winds")
	stepped := enginetest.Apply(t, p, step)
	quiet := p.WithAutoPlay(false)
	off := enginetest.Apply(t, p, freecell.AutoPlaySwitch(false))
	on := enginetest.Apply(t, quiet, freecell.AutoPlaySwitch(true))
	tests := []struct {
		name          string
		before, after *freecell.Position
		m             engine.Move
		want          string
	}{
		{"a step that auto-plays", p, stepped, step, AutoNotice(stepped.AutoPlayed())},
		{"a step with auto-play off", quiet, enginetest.Apply(t, quiet, step), step, ""},
		{"auto-play switched off", p, off, freecell.AutoPlaySwitch(false),
			"Auto-play is off for this game. Undo switches it back."},
		{"auto-play switched on", quiet, on, freecell.AutoPlaySwitch(true),
			joinNonEmpty("Auto-play is on for this game.", AutoNotice(on.AutoPlayed()), "Undo switches it back.")},
	}
	if tests[0].want == "" {
		t.Fatal("the step auto-plays, but AutoNotice says nothing")
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := v.Noted(tt.before, tt.m, tt.after); got != tt.want {
				t.Errorf("Noted = %q, want %q", got, tt.want)
			}
		})
	}
}

func joinNonEmpty(parts ...string) string {
	s := ""
	for _, p := range parts {
		if p == "" {
			continue
		}
		if s != "" {
			s += " "
		}
		s += p
	}
	return s
}

// TestViewSettings: a fresh deal starts with the player's auto-play setting, and the
// switch is a move only when it changes something.
func TestViewSettings(t *testing.T) {
	var v View
	p := fcPosition(t, "mahjongg-freecell", 4) // dealt with auto-play on
	quiet := p.WithAutoPlay(false)
	setting := func(on bool) func(string) bool {
		return func(name string) bool { return name == AutoPlay && on }
	}
	for _, tt := range []struct {
		name   string
		p      *freecell.Position
		on     bool
		wantOn bool
	}{
		{"on, setting on", p, true, true},
		{"on, setting off", p, false, false},
		{"off, setting on", quiet, true, true},
	} {
		t.Run("fresh "+tt.name, func(t *testing.T) {
			got := fc(v.Fresh(tt.p, setting(tt.on)))
			if got.AutoPlay() != tt.wantOn || got.Deal() != tt.p.Deal() {
				t.Errorf("Fresh: auto-play %v, deal %d; want %v, %d", got.AutoPlay(), got.Deal(), tt.wantOn, tt.p.Deal())
			}
		})
	}
	for _, tt := range []struct {
		name    string
		p       *freecell.Position
		setting string
		on      bool
		want    engine.Move
		wantOK  bool
	}{
		{"switch off", p, AutoPlay, false, freecell.AutoPlaySwitch(false), true},
		{"switch on", quiet, AutoPlay, true, freecell.AutoPlaySwitch(true), true},
		{"on already", p, AutoPlay, true, engine.Move{}, false},
		{"another setting", p, "winnable", false, engine.Move{}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, ok := v.Switch(tt.p, tt.setting, tt.on)
			if diff := cmp.Diff(tt.want, m); diff != "" || ok != tt.wantOK {
				t.Errorf("Switch = %v (-want +got):\n%s", ok, diff)
			}
		})
	}
}

// TestViewCounts: the tiles on the foundations, and the moves played (a switch is no play).
func TestViewCounts(t *testing.T) {
	var v View
	p, step := autoStep(t, "sea-winds")
	after := enginetest.Apply(t, p, step)
	for _, tt := range []struct {
		name        string
		p           *freecell.Position
		played      []engine.Move
		tiles, want int
	}{
		{"none played", p, nil, p.OnFoundations(), 0},
		{"a step and a switch", after, []engine.Move{step, freecell.AutoPlaySwitch(false)}, after.OnFoundations(), 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tiles, moves := v.Counts(tt.p, tt.played)
			if tiles != tt.tiles || moves != tt.want {
				t.Errorf("Counts = %d, %d; want %d, %d", tiles, moves, tt.tiles, tt.want)
			}
		})
	}
	if after.OnFoundations() <= p.OnFoundations() {
		t.Errorf("auto-play sent no tile home: %d then %d on the foundations", p.OnFoundations(), after.OnFoundations())
	}
}

// TestViewHinted: the tile to move and where it goes.
func TestViewHinted(t *testing.T) {
	var v View
	p := fcPosition(t, "sea-towers", 3)
	m := p.Moves()[0]
	marks, notice := v.Hinted(p, m, engine.Solved)
	want := []engine.Place{SourceMark(p, m), MarkOf(p, m.To)}
	if diff := cmp.Diff(want, marks); diff != "" {
		t.Errorf("Hinted marks (-want +got):\n%s", diff)
	}
	if wantN := "Next move of a winning line: " + Describe(p, m) + "."; notice != wantN {
		t.Errorf("Hinted notice = %q, want %q", notice, wantN)
	}
}
