package layoutfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

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
		{"steps-v10.layout", []summary{{"Little Steps (old format)", "", steps(10, 4)}}},
		{"steps.lay", []summary{{"Little Steps", "", steps(12, 6)}}},
		{"steps-30.lay", []summary{{"Little Steps", "", steps(12, 6)}}},
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
	if c := read(t, "steps.lay")[0]; ID(c.Layout) == ID(a.Layout) {
		t.Errorf("a shape moved on the board has the same id %q", ID(c.Layout))
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
