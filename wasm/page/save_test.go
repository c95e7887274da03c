package page

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/wasm/store"
)

func TestSaver(t *testing.T) {
	timer := &fakeTimer{}
	saves := 0
	s := NewSaver(timer, func() { saves++ })
	steps := []struct {
		name    string
		do      func()
		saves   int
		pending bool
	}{
		{"a change schedules a save", s.Schedule, 0, true},
		{"the changes of a burst join it", s.Schedule, 0, true},
		{"it saves once, when due", func() { timer.fire() }, 1, false},
		{"flushing with nothing scheduled saves nothing", s.Flush, 1, false},
		{"the next change schedules again", s.Schedule, 1, true},
		{"a flush saves at once", s.Flush, 2, false},
		{"and the timer it stopped does not save again", func() { timer.fire() }, 2, false},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			st.do()
			if saves != st.saves || s.Pending() != st.pending || timer.on != st.pending {
				t.Errorf("saves %d, pending %v, timer running %v; want %d, %v, %v", saves, s.Pending(), timer.on, st.saves, st.pending, st.pending)
			}
			if st.pending && timer.after != SaveDelay {
				t.Errorf("the save waits %v, want %v", timer.after, SaveDelay)
			}
		})
	}
}

func TestOverwrite(t *testing.T) {
	mine := store.Save{Variant: "shanghai-square", Deal: 7, Tab: "a", Cursor: 1, Moves: []string{"43-47"}}
	theirs := store.Save{Variant: "shanghai-square", Deal: 9, Seq: 5, Tab: "b", Cursor: 2, Moves: []string{"1-2", "3-4"}}
	older := theirs
	older.Seq = 2
	counted := theirs
	counted.Counted = true
	fresh := store.Save{Variant: "shanghai-square", Deal: 7, Tab: "a"}
	tests := []struct {
		name     string
		old      *store.Save
		s        store.Save
		seq      uint64
		timeOnly bool
		want     Write
	}{
		{"nothing saved: the first save", nil, mine, 0, false, Write{OK: true, Seq: 1}},
		{"an older save of a game in progress: replaced, and counted as given up", &older, mine, 2, false, Write{OK: true, Seq: 3, Abandoned: true}},
		{"a newer save of another tab: go on from its number", &counted, mine, 2, false, Write{OK: true, Seq: 6}},
		{"the time alone never replaces a newer save", &counted, mine, 2, true, Write{}},
		{"the time alone over an older save", &older, mine, 2, true, Write{OK: true, Seq: 3, Abandoned: true}},
		{"a fresh deal leaves another tab's game in progress", &theirs, fresh, 2, false, Write{}},
		{"a played deal over another tab's game in progress abandons it", &theirs, mine, 2, false, Write{OK: true, Seq: 6, Abandoned: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Overwrite(tt.old, tt.s, tt.seq, tt.timeOnly)); diff != "" {
				t.Errorf("Overwrite (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFollows(t *testing.T) {
	sh := Shown{Variant: "shanghai-square", Deal: 7, Seq: 4, Tab: "a", Moved: true}
	save := func(deal, seq uint64, tab, variant string) store.Save {
		return store.Save{Variant: variant, Deal: deal, Seq: seq, Tab: tab}
	}
	unplayed := sh
	unplayed.Moved = false
	tests := []struct {
		name string
		sh   Shown
		s    store.Save
		want Follow
	}{
		{"another tab's move on this deal", sh, save(7, 5, "b", "shanghai-square"), FollowMove},
		{"an old save", sh, save(7, 4, "b", "shanghai-square"), Ignore},
		{"this tab's own save", sh, save(7, 5, "a", "shanghai-square"), Ignore},
		{"another game's save", sh, save(7, 5, "b", "shanghai-turtle"), Ignore},
		{"another deal played there", sh, save(8, 5, "b", "shanghai-square"), FollowDeal},
		{"another deal, nothing played here: this deal stays", unplayed, save(8, 5, "b", "shanghai-square"), Ignore},
		{"the same deal, nothing played here", unplayed, save(7, 5, "b", "shanghai-square"), FollowMove},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Follows(tt.sh, tt.s); got != tt.want {
				t.Errorf("Follows = %d, want %d", got, tt.want)
			}
		})
	}
}
