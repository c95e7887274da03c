package control

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/wasm/gallery"
	"mahjong/wasm/link"
	"mahjong/wasm/msg"
	"mahjong/wasm/store"
)

// loads counts the library's loads.
type loads int

func (l *loads) Load() { *l++ }

// turtle is a layout for the tests: the menu's first.
func turtle(t *testing.T) *shanghai.Layout {
	t.Helper()
	return shanghai.Layouts()[0]
}

func TestLayoutStateLoad(t *testing.T) {
	var l layoutState
	var lib loads
	var ran []string
	l.load(&lib, func() { ran = append(ran, "first") })
	l.load(&lib, func() { ran = append(ran, "second") }) // waits with the first: no new load
	if lib != 1 {
		t.Fatalf("loads while loading: got %d, want 1", lib)
	}
	text := gallery.FormatLibrary([]gallery.Entry{{ID: "shanghai-one", Category: "Classic", Name: "One", Slots: turtle(t).Slots}})
	failure, damaged, then := l.take(LibraryLoaded{Text: text, Status: LibraryOK})
	if failure != "" || damaged != nil || !l.loaded || l.loading {
		t.Fatalf("take: failure %q, damaged %v, loaded %v, loading %v", failure, damaged, l.loaded, l.loading)
	}
	for _, f := range then {
		f()
	}
	l.load(&lib, func() { ran = append(ran, "loaded") }) // at once, no new load
	if diff := cmp.Diff([]string{"first", "second", "loaded"}, ran); diff != "" || lib != 1 {
		t.Errorf("what ran (-want +got):\n%s; loads %d, want 1", diff, lib)
	}
	if _, ok := l.entry("shanghai-one"); !ok || l.inLibrary("shanghai-two") {
		t.Errorf("once loaded: entry found %v, another id still wanted from the library %v", ok, l.inLibrary("shanghai-two"))
	}
}

func TestLayoutStateTake(t *testing.T) {
	for _, tc := range []struct {
		name    string
		m       LibraryLoaded
		failure string
		damaged bool
	}{
		{"no loader", LibraryLoaded{Status: NoLibrary}, msg.T("this page cannot fetch them"), false},
		{"no connection", LibraryLoaded{Status: 0}, msg.T("no connection"), false},
		{"refused", LibraryLoaded{Status: 404}, msg.T("the server answered {status}", "status", "404"), false},
		{"damaged", LibraryLoaded{Status: LibraryOK, Text: "not;a library\n"}, msg.T("the site's list of layouts is damaged"), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := layoutState{loading: true}
			failure, damaged, _ := l.take(tc.m)
			if failure != tc.failure || (damaged != nil) != tc.damaged {
				t.Errorf("take: failure %q, damaged %v; want %q, damaged %v", failure, damaged, tc.failure, tc.damaged)
			}
			if l.loaded || l.loading || !l.tried {
				t.Errorf("after a failure: loaded %v, loading %v, tried %v; want false, false, true", l.loaded, l.loading, l.tried)
			}
			if l.inLibrary("shanghai-one") {
				t.Error("a library that failed is wanted again for every link")
			}
		})
	}
}

func TestLayoutStateAdd(t *testing.T) {
	lay := turtle(t)
	id := layoutfile.ID(lay)
	l := layoutState{mine: []store.MyLayout{{ID: "shanghai-custom-1", Name: "Kept", Code: "x"}}}
	mine, added, had := l.add([]layoutfile.Layout{{Name: "  ", Layout: lay}})
	want := []store.MyLayout{{ID: "shanghai-custom-1", Name: "Kept", Code: "x"}, {ID: id, Name: "Untitled", Code: link.EncodeLayout(lay.Slots)}}
	if diff := cmp.Diff(want, mine); diff != "" {
		t.Errorf("mine (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{id}, added); diff != "" || had != nil {
		t.Errorf("added (-want +got):\n%s; had %q", diff, had)
	}
	if len(l.mine) != 1 {
		t.Errorf("add changed the layouts kept: %d, want 1 (the caller writes them)", len(l.mine))
	}
	l.mine = mine
	_, added, had = l.add([]layoutfile.Layout{{Name: "Again", Layout: lay}})
	if added != nil || !cmp.Equal(had, []string{"Untitled"}) {
		t.Errorf("a layout there already: added %q, had %q; want none, [Untitled]", added, had)
	}
}

func TestLayoutStateVariant(t *testing.T) {
	lay := turtle(t)
	mineID := layoutfile.ID(lay)
	for _, tc := range []struct {
		id   string
		ok   bool
		name string
	}{
		{"shanghai-random-5", true, ""},
		{"shanghai-random-05", false, ""},
		{"shanghai-random-0", false, ""},
		{"shanghai-random-x", false, ""},
		{"shanghai-nowhere", false, ""},
		{mineID, true, "Mahjong Solitaire: Mine"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			l := layoutState{mine: []store.MyLayout{{ID: mineID, Name: "Mine", Code: link.EncodeLayout(lay.Slots)}}}
			v, ok := l.variant(tc.id)
			if ok != tc.ok {
				t.Fatalf("variant(%q): ok %v, want %v", tc.id, ok, tc.ok)
			}
			if !ok {
				return
			}
			if v.ID != tc.id || tc.name != "" && v.Name != tc.name || l.codes[tc.id] == "" {
				t.Errorf("variant(%q): id %q, name %q, code kept %v", tc.id, v.ID, v.Name, l.codes[tc.id] != "")
			}
			if again, _ := l.variant(tc.id); again != v {
				t.Error("the variant is made again")
			}
		})
	}
}

// A layout kept (or shared) before imports were trimmed, with its margins and the id of
// its untrimmed shape: its gallery picture and its board are trimmed, under its own id, and
// its links still carry the code they carried.
func TestLayoutStateKeptUntrimmed(t *testing.T) {
	var moved []shanghai.Slot
	for _, s := range turtle(t).Slots {
		moved = append(moved, shanghai.Slot{X: s.X + 9, Y: s.Y + 5, Z: s.Z})
	}
	old, err := shanghai.NewLayout("old", moved)
	if err != nil {
		t.Fatal(err)
	}
	id, code := layoutfile.ID(old), link.EncodeLayout(old.Slots)
	l := layoutState{mine: []store.MyLayout{{ID: id, Name: "Old", Code: code}}}
	e, ok := l.entry(id)
	if !ok {
		t.Fatal("the kept layout is not found")
	}
	if diff := cmp.Diff(turtle(t).Slots, e.Slots); diff != "" {
		t.Errorf("the gallery's slots (-want +got):\n%s", diff)
	}
	v, ok := l.variant(id)
	if !ok {
		t.Fatal("the kept layout makes no variant")
	}
	lay := v.New(1).(*shanghai.Position).Layout()
	if lay.Width != turtle(t).Width || lay.Height != turtle(t).Height {
		t.Errorf("the board is %d by %d, want %d by %d", lay.Width, lay.Height, turtle(t).Width, turtle(t).Height)
	}
	if l.mine[0].Code != code {
		t.Error("the kept code changed: the links made before would change")
	}
}

func TestLayoutStateReading(t *testing.T) {
	var l layoutState
	a, b := l.ask("a.layout"), l.ask("b.layout")
	if a == b {
		t.Fatalf("two requests of the same number %d", a)
	}
	if file, ok := l.answered(b); file != "b.layout" || !ok {
		t.Errorf("answered(%d) = %q, %v; want b.layout, true", b, file, ok)
	}
	if _, ok := l.answered(b); ok {
		t.Error("a request answered twice")
	}
	if diff := cmp.Diff(map[int]string{a: "a.layout"}, l.reading); diff != "" {
		t.Errorf("still reading (-want +got):\n%s", diff)
	}
}

func TestReadLayouts(t *testing.T) {
	lay := turtle(t)
	for _, tc := range []struct {
		name  string
		r     ReaderReplied
		names []string
		why   bool
	}{
		{"refused", ReaderReplied{ID: 1, Error: "not a layout file"}, nil, true},
		{"bad code", ReaderReplied{ID: 1, Layouts: []ReadLayout{{Name: "X", Code: "!"}}}, nil, true},
		{"two", ReaderReplied{ID: 1, Layouts: []ReadLayout{{Name: "A", Code: link.EncodeLayout(lay.Slots)}, {Name: "B", Code: link.EncodeLayout(lay.Slots)}}}, []string{"A", "B"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls, why := readLayouts(tc.r)
			var names []string
			for _, l := range ls {
				names = append(names, l.Name)
			}
			if diff := cmp.Diff(tc.names, names); diff != "" || (why != "") != tc.why {
				t.Errorf("layouts (-want +got):\n%s; why %q", diff, why)
			}
		})
	}
}

func TestFileName(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Turtle", "Turtle"},
		{"A/B: c?", "A_B_ c_"},
		{" ..", "layout"},
		{"Tortue é", "Tortue é"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := fileName(tc.name); got != tc.want {
				t.Errorf("fileName(%q) = %q, want %q", tc.name, got, tc.want)
			}
		})
	}
}
