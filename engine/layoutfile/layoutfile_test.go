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

// A file that cannot be played is refused, saying why and where.
func TestReadRefuses(t *testing.T) {
	km := func(size, body string) string { return "kmahjongg-layout-v1.1\n" + size + body }
	grid3 := func(rows ...string) string { return strings.Join(rows, "\n") + "\n" }
	tests := []struct{ name, file, want string }{
		{"empty", "", "unknown format: want a KMahjongg .layout (first line kmahjongg-layout-v1.0 or -v1.1), a Kyodai .lay (first line Kyodai 3.0 or Kyodai 6.0) or a Mah .mah file (JSON)"},
		{"not text", "kmahjongg-layout-v1.1\n\x00\x01", "not a text file (byte 22)"},
		{"not utf-8", "Kyodai 6.0\nname\xff\n", "not a text file (byte 15)"},
		{"odd", km("w6\nh2\nd1\n", grid3("121212", "434343")), "an odd number of tiles (3): tiles are removed in pairs"},
		{"size", km("w4\nh2\nd99\n", ""), "line 4: size out of range: d99 (want d1 to d16)"},
		{"size missing", km("w4\nh2\n", grid3("1212", "4343")), "a kmahjongg-layout-v1.1 file gives its size in lines w, h and d before the board"},
		{"short body", km("w4\nh2\nd1\n", grid3("1212")), "the board has 4 cells, want 4 × 2 × 1 = 8"},
		{"bad cell", km("w4\nh2\nd1\n", grid3("12x2", "4343")), "line 5: column 3: 'x' is not one of . 1 2 3 4"},
		{"overlap", km("w7\nh3\nd1\n", grid3("1212.12", "41.3.43", ".......")), "layer 0, row 1, column 1: overlaps another tile of its layer"},
		{"floating", km("w6\nh2\nd2\n", grid3("1212..", "4343..", "..1212", "..4343")), "layer 1, row 0, column 4: floats: less than half of it rests on the layer below"},
		{"edge", km("w3\nh2\nd1\n", grid3("1.1", "4.4")), "layer 0, row 0, column 2: a tile reaches past the board's edge"},
		{"stuck", km("w2\nh2\nd2\n", grid3("12", "43", "12", "43")), "Untitled: no deal on this layout can be won: removing free pairs gets stuck"},
		{"kyodai short", "Kyodai 6.0\nname\n0101\n", "the board has 4 cells, want 34 × 20 × 5 = 3400"},
		{"kyodai bad", "Kyodai 3.0\nname\n01a\n", "line 3, column 3: 'a' is not 0 or 1"},
		{"kyodai no name", "Kyodai 3.0", "line 2: want the layout's name after the Kyodai header"},
		{"mah syntax", "{\"mah\": \"1.0\",\n \"boards\": [}", "line 2: not valid JSON: invalid character '}' looking for beginning of value"},
		{"mah version", `{"mah": "2.0", "boards": []}`, "not a Mah export: want \"mah\": \"1.0\""},
		{"mah empty", `{"mah": "1.0", "boards": []}`, "the file holds no boards"},
		{"mah bad number", `{"mah": "1.0", "boards": [{"name": "A", "map": [[0, [[0, [1.5]]]]]}]}`, "board 1 (A): layer 0, row 0: want a column or a run [column, count], not 1.5"},
		{"mah odd", `{"mah": "1.0", "boards": [{"name": "A", "map": [[0, [[0, [[0, 2]]]]]]}, {"name": "B", "map": [[0, [[0, [[0, 3]]]]]]}]}`, "board 2 (B): an odd number of tiles (3): tiles are removed in pairs"},
		{"mah huge run", `{"mah": "1.0", "boards": [{"name": "A", "map": [[0, [[0, [[0, 1000]]]]]]}]}`, "board 1 (A): layer 0, row 0: a run of 1000 tiles is wider than the largest board"},
		{"mah not a map", `{"mah": "1.0", "boards": [{"name": "A", "map": "x"}]}`, "board 1 (A): the map is not a list of [layer, rows]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ls, err := Read([]byte(tt.file))
			if err == nil || err.Error() != tt.want {
				t.Errorf("Read = %d layouts, error %v\nwant error %q", len(ls), err, tt.want)
			}
		})
	}
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
