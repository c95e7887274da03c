package gallery

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/golden"
	"mahjong/engine/shanghai"
	"mahjong/wasm/msg"
)

var (
	two   = []shanghai.Slot{{X: 0, Y: 0, Z: 0}, {X: 2, Y: 0, Z: 0}}
	stack = []shanghai.Slot{{X: 0, Y: 0, Z: 0}, {X: 0, Y: 0, Z: 1}}
)

func entries() []Entry {
	return []Entry{
		{ID: "shanghai-pair", Name: "Pair", Category: "Small", Slots: two, Best: "1:05"},
		{ID: "shanghai-turtle", Name: "Turtle", Category: "Classic", Slots: shanghai.Layouts()[2].Slots},
		{ID: "shanghai-custom-8000000000000001", Name: `Mine <"&">`, Slots: stack, Mine: true},
	}
}

func TestListHTML(t *testing.T) {
	for _, size := range Sizes {
		t.Run(size[0], func(t *testing.T) {
			golden.CheckTestdata(t, "list-"+size[0]+".html", ListHTML(entries(), size[0]))
		})
	}
}

func TestShows(t *testing.T) {
	n := func(k int) Entry { return Entry{Slots: make([]shanghai.Slot, k)} }
	tests := []struct {
		e    Entry
		want []string
	}{
		{n(72), []string{All, Small}},
		{n(74), []string{All, Medium}},
		{n(144), []string{All, Medium}},
		{n(146), []string{All, Large}},
		{Entry{Slots: two, Mine: true}, []string{All, Small, Mine}},
	}
	for _, tt := range tests {
		var got []string
		for _, s := range Sizes {
			if tt.e.Shows(s[0]) {
				got = append(got, s[0])
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%d tiles, mine %v (-want +got):\n%s", len(tt.e.Slots), tt.e.Mine, diff)
		}
	}
}

func TestThumbnail(t *testing.T) {
	want := `<svg class="thumb" aria-hidden="true" focusable="false" viewBox="-2 -2 9 11">` +
		`<path class="l0" d="M0 0h6v8h-6z"/><path class="l1" d="M-1 -1h6v8h-6z"/></svg>`
	if got := Thumbnail(stack); got != want {
		t.Errorf("Thumbnail =\n%s\nwant\n%s", got, want)
	}
}

func TestLibrary(t *testing.T) {
	es := entries()[:2]
	text := FormatLibrary(es)
	got, err := ParseLibrary(text)
	if err != nil {
		t.Fatal(err)
	}
	for i := range es {
		got[i].Slots = shanghaiSorted(t, got[i].Slots)
		es[i].Slots = shanghaiSorted(t, es[i].Slots)
		es[i].Best = ""
	}
	if diff := cmp.Diff(es, got); diff != "" {
		t.Errorf("ParseLibrary(FormatLibrary) (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"shanghai-x;C;1ECAB", "turtle;C;1ECAB;T", "shanghai-x;C;2;T"} {
		if _, err := ParseLibrary(bad); err == nil || !strings.HasPrefix(err.Error(), "layouts.txt line 1") {
			t.Errorf("ParseLibrary(%q) = %v, want an error naming line 1", bad, err)
		}
	}
}

func shanghaiSorted(t *testing.T, ss []shanghai.Slot) []shanghai.Slot {
	l, err := shanghai.NewLayout("", ss)
	if err != nil {
		t.Fatal(err)
	}
	return l.Slots
}

// TestNames: the library's and the menu's layout names are translated, in the list and in
// the game's name; the player's own keep the names the player gave them.
func TestNames(t *testing.T) {
	tr := &msg.Catalog{Tag: "de", Text: map[string]string{
		"Turtle": "Schildkröte", "Mine": "Meins",
		"Mahjong Solitaire: {layout}": "Mahjong-Solitär: {layout}", "Random {number}": "Zufall {number}",
	}}
	tests := []struct {
		e           Entry
		title, game string
	}{
		{Entry{Name: "Turtle"}, "Schildkröte", "Mahjong-Solitär: Schildkröte"},
		{Entry{Name: "Great Wall"}, "Great Wall", "Mahjong-Solitär: Great Wall"}, // not translated yet: English
		{Entry{Name: "Mine", Mine: true}, "Mine", "Mahjong-Solitär: Mine"},
	}
	for _, tt := range tests {
		got := [2]string{tt.e.Title(tr), tt.e.GameName(tr)}
		if diff := cmp.Diff([2]string{tt.title, tt.game}, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.e.Name, diff)
		}
	}
	if got, want := RandomName(tr, "42"), "Mahjong-Solitär: Zufall 42"; got != want {
		t.Errorf("RandomName(42) = %q, want %q", got, want)
	}
}
