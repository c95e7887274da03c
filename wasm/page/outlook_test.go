package page

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/status"
)

func TestOutlookWords(t *testing.T) {
	lost := status.Status{Kind: status.NotWinnable}
	tests := []struct {
		name  string
		o     Outlook
		state string
		text  string
		undo  int
	}{
		{"off", Outlook{}, "off", "", 0},
		{"working", Outlook{Phase: Deciding}, "working", "Not decided yet…", 0},
		{"winnable", Outlook{Phase: Decided, Status: status.Status{Kind: status.Winnable}}, "winnable", "Winnable (proved)", 0},
		{"winnable without shuffling", Outlook{Phase: Decided, Status: status.Status{Kind: status.Winnable}, Shuffle: true},
			"winnable", "Winnable without shuffling (proved)", 0},
		{"gave up", Outlook{Phase: Decided}, "undecided", "Not decided yet (too long to tell)", 0},
		{"won", Outlook{Phase: Decided, Status: status.Status{Kind: status.Won}}, "won", "Won", 0},
		{"score", Outlook{Phase: Decided, Status: status.Status{Kind: status.Expected, Score: 412}}, "expected", "Expected final score 412", 0},
		{"looking back", Outlook{Phase: Walking, Status: lost}, "not-winnable",
			"Not winnable any more (proved). Looking back through your moves…", 0},
		{"found", Outlook{Phase: Walked, Status: lost, Back: status.Back{Answer: status.Found, Moves: 3}}, "not-winnable",
			"Not winnable any more (proved).", 3},
		{"found, Shanghai", Outlook{Phase: Walked, Status: lost, Back: status.Back{Answer: status.Found, Moves: 1}, Shuffle: true},
			"not-winnable", "Not winnable without shuffling any more (proved).", 1},
		{"none in the history", Outlook{Phase: Walked, Status: lost, Back: status.Back{Answer: status.NoneWinnable}}, "not-winnable",
			"Not winnable (proved), not even from the deal's start.", 0},
		{"cannot tell", Outlook{Phase: Walked, Status: lost, Back: status.Back{Answer: status.CannotTell, Moves: 4}}, "not-winnable",
			"Not winnable any more (proved): could not tell in time which earlier position is winnable.", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := []any{tt.o.State(), tt.o.Text(), tt.o.UndoMoves()}
			if diff := cmp.Diff([]any{tt.state, tt.text, tt.undo}, got); diff != "" {
				t.Errorf("state, text, undo (-want +got):\n%s", diff)
			}
		})
	}
}

func TestOutlookView(t *testing.T) {
	box, text, undo := &fakeElem{}, &fakeElem{}, &fakeElem{}
	v := NewOutlookView(box, text, undo)
	lost := status.Status{Kind: status.NotWinnable}
	steps := []struct {
		name              string
		o                 Outlook
		box, text, undoEl []string
	}{
		{"working", Outlook{Phase: Deciding},
			[]string{"hidden false", "data-state=working", "data-undo=0"}, []string{"text Not decided yet…"}, []string{"hidden true"}},
		{"the same again writes nothing", Outlook{Phase: Deciding}, nil, nil, nil},
		{"not winnable", Outlook{Phase: Walking, Status: lost},
			[]string{"data-state=not-winnable"}, []string{"text Not winnable any more (proved). Looking back through your moves…"}, nil},
		{"undo two", Outlook{Phase: Walked, Status: lost, Back: status.Back{Answer: status.Found, Moves: 2}},
			[]string{"data-undo=2"}, []string{"text Not winnable any more (proved)."},
			[]string{"text Undo 2 moves", "aria-label=Undo 2 moves to the last winnable position", "hidden false"}},
		{"a move: working again", Outlook{Phase: Deciding},
			[]string{"data-state=working", "data-undo=0"}, []string{"text Not decided yet…"}, []string{"hidden true"}},
		{"off", Outlook{}, []string{"hidden true", "data-state=off"}, []string{"text "}, nil},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			v.Show(s.o)
			for _, x := range []struct {
				name string
				el   *fakeElem
				want []string
			}{{"box", box, s.box}, {"text", text, s.text}, {"undo", undo, s.undoEl}} {
				if diff := cmp.Diff(x.want, x.el.take()); diff != "" {
					t.Errorf("%s calls (-want +got):\n%s", x.name, diff)
				}
			}
		})
	}
}
