package layoutfile

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

// steps is the shape of the fixtures: eight tiles, three on them, and one on top resting
// half on the layer below.
func steps(dx, dy int) []shanghai.Slot {
	var ss []shanghai.Slot
	for _, s := range [][3]int{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}, {6, 0, 0}, {0, 2, 0}, {2, 2, 0}, {4, 2, 0}, {6, 2, 0},
		{1, 1, 1}, {3, 1, 1}, {5, 1, 1}, {3, 0, 2}} {
		ss = append(ss, shanghai.Slot{X: s[0] + dx, Y: s[1] + dy, Z: s[2]})
	}
	return ss
}

func read(t *testing.T, name string) []Layout {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	ls, err := Read(b)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return ls
}

type summary struct {
	Name, Category string
	Slots          []shanghai.Slot
}

func summarize(ls []Layout) []summary {
	var out []summary
	for _, l := range ls {
		out = append(out, summary{l.Name, l.Category, l.Layout.Slots})
	}
	return out
}

func TestRead(t *testing.T) {
	tests := []struct {
		file string
		want []summary
	}{
		{"steps.layout", []summary{{"Little Steps", "Fixtures", steps(0, 0)}}},
		{"steps-wrapped.layout", []summary{{"Little Steps", "Fixtures", steps(0, 0)}}},
		{"steps-v10.layout", []summary{{"Little Steps (old format)", "", steps(0, 0)}}},
		{"steps.lay", []summary{{"Little Steps", "", steps(0, 0)}}},
		{"steps-30.lay", []summary{{"Little Steps", "", steps(0, 0)}}},
		{"two.mah", []summary{
			{"Little Steps", "Fixtures", steps(0, 0)},
			{"Two Apart", "", []shanghai.Slot{{X: 0}, {X: 4}}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got := summarize(read(t, tt.file))
			for i := range tt.want {
				sortSlots(tt.want[i].Slots)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func sortSlots(ss []shanghai.Slot) {
	l, err := shanghai.NewLayout("sort", ss)
	if err == nil {
		copy(ss, l.Slots)
	}
}

// A file that cannot be played is refused, saying why and where: each file of
// testdata/refused, its error pinned in testdata/refused.golden (go test -update rewrites it).
// The page's translation of these errors is tested on the same files (wasm/gallery).
func TestReadRefuses(t *testing.T) {
	files, err := os.ReadDir(filepath.Join("testdata", "refused"))
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join("testdata", "refused", f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		ls, err := Read(b)
		if err == nil {
			t.Errorf("%s: read %d layouts, want an error", f.Name(), len(ls))
			continue
		}
		got.WriteString(f.Name() + ": " + err.Error() + "\n")
	}
	golden.CheckTestdata(t, "refused.golden", got.String())
}

// The exporter's output reads back as the same layout.
func TestWriteReadsBack(t *testing.T) {
	for _, f := range []string{"steps.layout", "steps-v10.layout", "steps.lay", "two.mah"} {
		for _, l := range read(t, f) {
			roundTrip(t, l)
		}
	}
}

func roundTrip(t *testing.T, l Layout) {
	t.Helper()
	back, err := Read(WriteKMahjongg(l.Name, l.Category, l.Layout))
	if err != nil {
		t.Fatalf("%s: the export does not read back: %v", l.Name, err)
	}
	if diff := cmp.Diff(summarize([]Layout{l}), summarize(back)); diff != "" {
		t.Errorf("%s: export and read back (-want +got):\n%s", l.Name, diff)
	}
}

// The Turtle as a KMahjongg file, pinned: the exporter's format does not drift.
func TestWriteGolden(t *testing.T) {
	turtle := shanghai.Layouts()[2]
	golden.CheckTestdata(t, "turtle.layout", string(WriteKMahjongg("Turtle", "Classic", turtle)))
}

func TestID(t *testing.T) {
	a, b := read(t, "steps.layout")[0], read(t, "steps-wrapped.layout")[0]
	if ID(a.Layout) != ID(b.Layout) || !strings.HasPrefix(ID(a.Layout), "shanghai-custom-") || len(ID(a.Layout)) != len("shanghai-custom-")+16 {
		t.Errorf("IDs %q and %q: want the same, shanghai-custom- and 16 digits", ID(a.Layout), ID(b.Layout))
	}
	if c := read(t, "steps.lay")[0]; ID(c.Layout) != ID(a.Layout) {
		t.Errorf("the shape in a file's margins has the id %q, want %q: its margins are trimmed", ID(c.Layout), ID(a.Layout))
	}
	if d := read(t, "two.mah")[1]; ID(d.Layout) == ID(a.Layout) {
		t.Errorf("another shape has the same id %q", ID(d.Layout))
	}
}

func TestTrim(t *testing.T) {
	tests := []struct {
		name      string
		in, want  []shanghai.Slot
		unchanged bool // Trim returns its argument itself
	}{
		{"none", nil, nil, true},
		{"trimmed already", steps(0, 0), steps(0, 0), true},
		{"left margin", steps(10, 0), steps(0, 0), false},
		{"top margin", steps(0, 4), steps(0, 0), false},
		{"both margins", steps(12, 6), steps(0, 0), false},
		{"odd margins, half-tile offsets kept", []shanghai.Slot{{X: 3, Y: 2}, {X: 6, Y: 3}, {X: 4, Y: 3, Z: 1}},
			[]shanghai.Slot{{X: 0, Y: 0}, {X: 3, Y: 1}, {X: 1, Y: 1, Z: 1}}, false},
		{"a higher layer further left than the lowest", []shanghai.Slot{{X: 2, Y: 2}, {X: 1, Y: 3, Z: 1}},
			[]shanghai.Slot{{X: 1, Y: 0}, {X: 0, Y: 1, Z: 1}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := append([]shanghai.Slot(nil), tt.in...)
			got := Trim(in)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.in, in); diff != "" {
				t.Errorf("Trim changed its argument (-want +got):\n%s", diff)
			}
			if same := len(in) > 0 && &got[0] == &in[0]; same != (tt.unchanged && len(in) > 0) {
				t.Errorf("Trim returned its argument: %v, want %v", same, tt.unchanged)
			}
		})
	}
}

// A layout kept or shared before imports were trimmed has the id of its untrimmed shape;
// trimmed, under that id, it deals the same tiles in the same slots, and its solver's line
// is the same: old links, saves and replays play on.
func TestTrimKeepsDeals(t *testing.T) {
	for _, margin := range [][2]int{{12, 6}, {1, 0}, {0, 3}} {
		t.Run(strconv.Itoa(margin[0])+","+strconv.Itoa(margin[1]), func(t *testing.T) {
			old, err := shanghai.NewLayout("steps", steps(margin[0], margin[1]))
			if err != nil {
				t.Fatal(err)
			}
			trimmed, err := shanghai.NewLayout("steps", Trim(old.Slots))
			if err != nil {
				t.Fatal(err)
			}
			id := ID(old)
			vOld, err := shanghai.NewVariant(id, "steps", old)
			if err != nil {
				t.Fatal(err)
			}
			vNew, err := shanghai.NewVariant(id, "steps", trimmed)
			if err != nil {
				t.Fatal(err)
			}
			for deal := uint64(1); deal <= 20; deal++ {
				a, b := vOld.New(deal).(*shanghai.Position), vNew.New(deal).(*shanghai.Position)
				var ta, tb []engine.Tile
				for i := range old.Slots {
					ta, tb = append(ta, a.Tile(i)), append(tb, b.Tile(i))
				}
				if diff := cmp.Diff(ta, tb); diff != "" {
					t.Errorf("deal %d: the tiles, untrimmed and trimmed (-want +got):\n%s", deal, diff)
				}
				if diff := cmp.Diff(a.Moves(), b.Moves()); diff != "" {
					t.Errorf("deal %d: the moves, untrimmed and trimmed (-want +got):\n%s", deal, diff)
				}
			}
		})
	}
}

// Fuzzing: no input panics Read, and whatever Read accepts, the exporter writes so that it
// reads back the same. One target per format, seeded with its fixtures.
func fuzzRead(f *testing.F, files ...string) {
	for _, name := range files {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ls, err := Read(data)
		if err != nil {
			return
		}
		for _, l := range ls {
			roundTrip(t, l)
		}
	})
}

func FuzzKMahjongg(f *testing.F) {
	fuzzRead(f, "steps.layout", "steps-wrapped.layout", "steps-v10.layout")
}

func FuzzKyodai(f *testing.F) { fuzzRead(f, "steps.lay", "steps-30.lay") }

func FuzzMah(f *testing.F) { fuzzRead(f, "two.mah") }
