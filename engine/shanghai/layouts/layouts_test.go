package layouts

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/golden"
	"mahjong/engine/shanghai"
)

func all(t *testing.T) []Entry {
	t.Helper()
	es, err := All()
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// The library: at least 40 layouts, each loaded through shanghai.NewLayout (even count, no
// overlap, no floating tile) and NewVariant (some deal can be won); 1 to 5 layers; 36 to
// 288 tiles; some small, most near 144, a few beyond.
func TestLibrary(t *testing.T) {
	es := all(t)
	if len(es) < 40 {
		t.Errorf("%d layouts, want at least 40", len(es))
	}
	var small, large int
	names := map[string]bool{}
	for _, e := range es {
		t.Run(e.ID, func(t *testing.T) {
			l := e.Layout
			n := l.Len()
			if n%2 != 0 || n < 36 || n > 288 {
				t.Errorf("%d tiles: want an even number from 36 to 288", n)
			}
			if l.Depth < 1 || l.Depth > 5 {
				t.Errorf("%d layers, want 1 to 5", l.Depth)
			}
			if e.Name == "" || e.Category == "" || names[e.Name] {
				t.Errorf("name %q, category %q: both required, names unique", e.Name, e.Category)
			}
			names[e.Name] = true
			if e.Variant.ID != e.ID || e.Variant.Name != "Mahjong Solitaire: "+e.Name || e.Variant.Family != "shanghai" {
				t.Errorf("variant %q %q %q", e.Variant.ID, e.Variant.Name, e.Variant.Family)
			}
			if got, ok := Lookup(e.ID); !ok || got.Layout.Len() != n {
				t.Errorf("Lookup(%q) = %v", e.ID, ok)
			}
		})
		switch n := e.Layout.Len(); {
		case n <= 72:
			small++
		case n > 144:
			large++
		}
	}
	if small < 5 || large < 3 || len(es)-small-large < len(es)/2 {
		t.Errorf("%d small, %d large of %d: want at least 5 small, 3 large, most near 144", small, large, len(es))
	}
}

// The data files read back as they are written: a file is exactly FormatDrawing of what
// ParseDrawing reads from it, so the format has one spelling per layout.
func TestDrawingRoundTrip(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("data", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no data files: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, err := ParseDrawing(string(b))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if diff := cmp.Diff(string(b), FormatDrawing(d)); diff != "" {
			t.Errorf("%s (-file +formatted):\n%s", f, diff)
		}
	}
}

func TestParseDrawingErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"no name", "category: X\nlayer 0\n[]\n[]\n", "want a name, a category and at least one layer"},
		{"no layer", "name: X\ncategory: X\n", "want a name, a category and at least one layer"},
		{"stray text", "name: X\ncategory: X\nhello\n", "line 3: want \"name: \", \"category: \" or \"layer 0\""},
		{"layers out of order", "name: X\ncategory: X\nlayer 1\n", "line 3: want \"layer 0\""},
		{"half a tile", "name: X\ncategory: X\nlayer 0\n[][]\n[]\n", "layer 0, row 0, column 2: not part of a whole tile (\"[]\" over \"[]\")"},
		{"other characters", "name: X\ncategory: X\nlayer 0\n[]x\n", "line 4: a layer's rows hold only \"[]\" and blanks"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseDrawing(tt.text)
			if err == nil || err.Error() != tt.want {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestLookupRefuses(t *testing.T) {
	for _, id := range []string{"", "shanghai-", "tower", "shanghai-Tower", "shanghai-../data/tower",
		"shanghai-nothing", "shanghai-random-", "shanghai-random-x", "shanghai-random-01", "shanghai-turtle"} {
		if _, ok := Lookup(id); ok {
			t.Errorf("Lookup(%q) found a layout", id)
		}
	}
}

// Deals on the library's layouts never change: a deal number names the same deal forever.
// The golden holds, for deals 1, 2 and 2^40 of each layout, its tiles in slot order.
func TestDealGolden(t *testing.T) {
	var b strings.Builder
	for _, e := range all(t) {
		for _, deal := range []uint64{1, 2, 1 << 40} {
			b.WriteString(e.ID + " " + strconv.FormatUint(deal, 10) + ":" + tiles(e.Variant.New(deal)) + "\n")
		}
	}
	golden.CheckTestdata(t, "deals.golden", b.String())
}

func tiles(p engine.Position) string {
	sp := p.(*shanghai.Position)
	var b strings.Builder
	for i := range sp.Layout().Len() {
		b.WriteString(" " + sp.Tile(i).Code())
	}
	return b.String()
}

// Beyond 144 tiles the set repeats: a layout of 2p tiles holds every pair of the set p/72
// times, and p%72 more.
func TestTileMix(t *testing.T) {
	for _, e := range all(t) {
		n := e.Layout.Len()
		if n <= 144 {
			continue
		}
		p := e.Variant.New(7).(*shanghai.Position)
		count := map[string]int{} // by matching group: a face, or Seasons, or Flowers
		for i := range n {
			key := p.Tile(i).Code()
			switch p.Tile(i).Kind() {
			case engine.Season, engine.Flower:
				key = "group " + strconv.Itoa(int(p.Tile(i).Kind()))
			}
			count[key]++
		}
		whole := n / 144
		if len(count) != 36 {
			t.Errorf("%s: %d matching groups, want all 36", e.ID, len(count))
		}
		for key, c := range count {
			if c < 4*whole || c > 4*whole+4 || c%2 != 0 {
				t.Errorf("%s: %d tiles of %s, want an even number from %d to %d", e.ID, c, key, 4*whole, 4*whole+4)
			}
		}
	}
}

// docs/layouts.md's first table, "The layouts", lists every layout as the library has it:
// the menu's three, then the library in its order, each row its id, name, category, tiles
// and layers.
func TestDocsTable(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "layouts.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "\n## The layouts\n")
	if !ok {
		t.Fatal(`docs/layouts.md has no section "The layouts"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var got []string
	for _, line := range strings.Split(section, "\n") {
		if strings.HasPrefix(line, "| `") {
			got = append(got, line)
		}
	}
	row := func(id, name, category string, l *shanghai.Layout) string {
		return "| `" + id + "` | " + name + " | " + category + " | " + strconv.Itoa(l.Len()) + " | " + strconv.Itoa(l.Depth) + " |"
	}
	var want []string
	vs := shanghai.Variants()
	for i, l := range shanghai.Layouts() {
		want = append(want, row(vs[i].ID, l.Name, "Classic", l))
	}
	for _, e := range all(t) {
		want = append(want, row(e.ID, e.Name, e.Category, e.Layout))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("docs/layouts.md, The layouts (-want +got):\n%s", diff)
	}
}
