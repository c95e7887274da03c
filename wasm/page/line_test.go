package page

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A step of a Line test: one call, and what it must do to the element.
type lineStep struct {
	name string
	do   func(l *Line, el Elem)
	want []string
}

func TestLine(t *testing.T) {
	steps := []lineStep{
		{"a number shows", func(l *Line, el Elem) { l.Stat(el, "tiles", 144, "144") }, []string{"text 144", "data-value=144"}},
		{"the same number again touches nothing", func(l *Line, el Elem) { l.Stat(el, "tiles", 144, "144") }, nil},
		{"a new number", func(l *Line, el Elem) { l.Stat(el, "tiles", 142, "142") }, []string{"text 142", "data-value=142"}},
		{"a label has no value", func(l *Line, el Elem) { l.Set(el, "label", "", "Pairs") }, []string{"text Pairs"}},
		{"the shuffle count is data-left", func(l *Line, el Elem) { l.Set(el, "shuffle", "5", "Shuffle (5)") }, []string{"text Shuffle (5)", "data-left=5"}},
		{"a control disabled", func(l *Line, el Elem) { l.Enable(el, "undo", false) }, []string{"disabled true"}},
		{"disabled again touches nothing", func(l *Line, el Elem) { l.Enable(el, "undo", false) }, nil},
		{"enabled", func(l *Line, el Elem) { l.Enable(el, "undo", true) }, []string{"disabled false"}},
		{"the enabled state is its own key", func(l *Line, el Elem) { l.Set(el, "undo", "", "Undo") }, []string{"text Undo"}},
		{"hidden", func(l *Line, el Elem) { l.Show(el, "shuffle/shown", false) }, []string{"hidden true"}},
		{"hidden again touches nothing", func(l *Line, el Elem) { l.Show(el, "shuffle/shown", false) }, nil},
		{"shown", func(l *Line, el Elem) { l.Show(el, "shuffle/shown", true) }, []string{"hidden false"}},
	}
	var l Line
	el := &fakeElem{}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			s.do(&l, el)
			if diff := cmp.Diff(s.want, el.take()); diff != "" {
				t.Errorf("calls (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLineChanges(t *testing.T) {
	var l Line
	for i, tt := range []struct {
		key, v string
		want   bool
	}{
		{"result", "", true},
		{"result", "", false},
		{"result", "won", true},
		{"other", "won", true},
		{"result", "won", false},
	} {
		if got := l.Changes(tt.key, tt.v); got != tt.want {
			t.Errorf("%d: Changes(%q, %q) = %v, want %v", i, tt.key, tt.v, got, tt.want)
		}
	}
}
