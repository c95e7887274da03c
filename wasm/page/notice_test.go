package page

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNotice(t *testing.T) {
	el, timer := &fakeElem{}, &fakeTimer{}
	n := NewNotice(el, timer)
	check := func(t *testing.T, want []string, running bool) {
		t.Helper()
		if diff := cmp.Diff(want, el.take()); diff != "" {
			t.Errorf("calls (-want +got):\n%s", diff)
		}
		if timer.on != running {
			t.Errorf("the timer runs: %v, want %v", timer.on, running)
		}
	}
	t.Run("the first hide empties what the page was served with", func(t *testing.T) {
		n.Hide()
		check(t, []string{"text ", "hidden true"}, false)
	})
	t.Run("hidden again touches nothing", func(t *testing.T) {
		n.Hide()
		check(t, nil, false)
	})
	t.Run("a transient notice shows and goes after NoticeTime", func(t *testing.T) {
		n.Show("That tile is blocked", false)
		check(t, []string{"text That tile is blocked", "hidden false"}, true)
		if timer.after != NoticeTime {
			t.Errorf("the notice stays %v, want %v", timer.after, NoticeTime)
		}
		timer.fire()
		check(t, []string{"text ", "hidden true"}, false)
	})
	t.Run("a sticky notice stays", func(t *testing.T) {
		n.Show("Searching…", true)
		check(t, []string{"text Searching…", "hidden false"}, false)
	})
	t.Run("a transient notice replacing a sticky one goes", func(t *testing.T) {
		n.Show("Search cancelled.", false)
		check(t, []string{"text Search cancelled.", "hidden false"}, true)
	})
	t.Run("a sticky notice stops the timer of the one it replaces", func(t *testing.T) {
		n.Show("Looking…", true)
		check(t, []string{"text Looking…", "hidden false"}, false)
		if timer.fire() {
			t.Error("the replaced notice's timer fired")
		}
	})
	t.Run("hide stops everything", func(t *testing.T) {
		n.Show("x", false)
		el.take()
		n.Hide()
		check(t, []string{"text ", "hidden true"}, false)
	})
}
