package shanghai

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
)

func TestShanghaiGrid(t *testing.T) {
	p := position(t, square1)
	if diff := cmp.Diff(board.Grid{Cols: 10, Rows: 10, Layers: 3}, Grid(p.Layout())); diff != "" {
		t.Errorf("ShanghaiGrid (-want +got):\n%s", diff)
	}
}

// TestShanghaiTilesInto draws positions one after the other into one slice, as the page
// does for every move: each is drawn as Tiles draws it alone, and a slice that is
// large enough is reused.
func TestShanghaiTilesInto(t *testing.T) {
	p := position(t, square1)
	q := enginetest.Apply(t, p, engine.Move{Action: engine.Step, From: 43, To: 47})
	turtle := shanghai.Variants()[2].New(3).(*shanghai.Position)
	var buf []Tile
	tests := []struct {
		name  string
		p     *shanghai.Position
		marks board.Marks
	}{
		{"start, with marks", p, board.Marks{Selected: 43, Hint: []engine.Place{44, 46}}},
		{"after a move", q, board.NoMarks},
		{"a larger layout", turtle, board.Marks{Selected: 5}},
		{"a smaller one again", p, board.NoMarks},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := cap(buf)
			buf = TilesInto(buf, tt.p, tt.marks)
			if diff := cmp.Diff(Tiles(tt.p, tt.marks), buf); diff != "" {
				t.Errorf("ShanghaiTilesInto (-want +got):\n%s", diff)
			}
			if before >= len(buf) && cap(buf) != before {
				t.Errorf("the slice of capacity %d was not reused for %d tiles", before, len(buf))
			}
		})
	}
}

func TestShanghaiTiles(t *testing.T) {
	p := position(t, square1)
	marks := board.Marks{Selected: 43, Hint: []engine.Place{44, 46}}
	tiles := Tiles(p, marks)
	if len(tiles) != 50 {
		t.Fatalf("got %d tiles, want 50", len(tiles))
	}
	// Z orders by layer first (a layer spans 20 = width+height), then by x+y.
	tests := []struct {
		name string
		want Tile
	}{
		{"corner of layer 0, blocked", Tile{Slot: 0, Col: 1, Row: 1, Layer: 0, Z: 1, Face: "6c", Label: "Character 6, blocked"}},
		{"far corner of layer 0", Tile{Slot: 24, Col: 9, Row: 9, Layer: 0, Z: 17, Face: "8d", Label: "Circle 8, blocked"}},
		{"layer 1, covered", Tile{Slot: 25, Col: 2, Row: 2, Layer: 1, Z: 23, Face: "2d", Label: "Circle 2, blocked"}},
		{"top layer, free", Tile{Slot: 41, Col: 3, Row: 3, Layer: 2, Z: 45, Face: "9d", Free: true, Label: "Circle 9, free"}},
		{"top layer middle, blocked on both sides", Tile{Slot: 42, Col: 5, Row: 3, Layer: 2, Z: 47, Face: "9c", Label: "Character 9, blocked"}},
		{"selected", Tile{Slot: 43, Col: 7, Row: 3, Layer: 2, Z: 49, Face: "1b", Free: true, Selected: true, Label: "Bamboo 1, free"}},
		{"hinted", Tile{Slot: 46, Col: 7, Row: 5, Layer: 2, Z: 51, Face: "8b", Free: true, Hinted: true, Label: "Bamboo 8, free"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tiles[tt.want.Slot]); diff != "" {
				t.Errorf("tile %d (-want +got):\n%s", tt.want.Slot, diff)
			}
		})
	}
	t.Run("removed", func(t *testing.T) {
		q := enginetest.Apply(t, p, engine.Move{Action: engine.Step, From: 43, To: 47})
		got := Tiles(q, board.Marks{Selected: engine.NoPlace})
		want := Tile{Slot: 43, Col: 7, Row: 3, Layer: 2, Z: 49, Removed: true}
		if diff := cmp.Diff(want, got[43]); diff != "" {
			t.Errorf("removed tile (-want +got):\n%s", diff)
		}
		// Removing 43 opens the right side of 42.
		if !got[42].Free || got[42].Label != "Character 9, free" {
			t.Errorf("tile 42 after the move: %+v, want free", got[42])
		}
	})
	t.Run("every tile drawn above the tiles it overlaps on lower layers", func(t *testing.T) {
		l := p.Layout()
		for i, a := range l.Slots {
			for j, b := range l.Slots {
				if a.Z > b.Z && abs(a.X-b.X) <= 1 && abs(a.Y-b.Y) <= 1 && tiles[i].Z <= tiles[j].Z {
					t.Errorf("slot %d %v has z %d, not above slot %d %v with z %d", i, a, tiles[i].Z, j, b, tiles[j].Z)
				}
			}
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func TestShanghaiClick(t *testing.T) {
	p := position(t, square1)
	none := engine.NoPlace
	tests := []struct {
		name     string
		selected engine.Place
		slot     int
		want     board.Outcome
	}{
		{"free tile is picked", none, 41, board.Outcome{Selected: 41}},
		{"picked tile again drops the pick", 41, 41, board.Outcome{Selected: none}},
		{"blocked tile, nothing picked", none, 42, board.Outcome{Selected: none, Notice: NoticeBlocked}},
		{"blocked tile keeps the pick", 41, 42, board.Outcome{Selected: 41, Notice: NoticeBlocked}},
		{"covered tile of a lower layer", none, 30, board.Outcome{Selected: none, Notice: NoticeBlocked}},
		{"matching free tile removes the pair", 43, 47, board.Outcome{Selected: none, Play: true, Move: engine.Move{Action: engine.Step, From: 43, To: 47}}},
		{"pair in the other order", 46, 44, board.Outcome{Selected: none, Play: true, Move: engine.Move{Action: engine.Step, From: 46, To: 44}}},
		{"free tile that does not match is picked instead", 41, 49, board.Outcome{Selected: 49, Notice: NoticeNoMatch}},
		{"slot outside the layout", none, 50, board.Outcome{Selected: none, Notice: NoticeNoTile}},
		{"negative slot", 41, -1, board.Outcome{Selected: 41, Notice: NoticeNoTile}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Click(p, tt.selected, tt.slot)); diff != "" {
				t.Errorf("ShanghaiClick(%d, %d) (-want +got):\n%s", tt.selected, tt.slot, diff)
			}
		})
	}

	t.Run("after a removal", func(t *testing.T) {
		sp := enginetest.Apply(t, p, engine.Move{Action: engine.Step, From: 43, To: 47})
		tests := []struct {
			name     string
			selected engine.Place
			slot     int
			want     board.Outcome
		}{
			{"removed tile", none, 43, board.Outcome{Selected: none, Notice: NoticeNoTile}},
			{"a pick left on a removed tile is dropped", 47, 41, board.Outcome{Selected: 41}},
			{"a tile freed by the removal", none, 42, board.Outcome{Selected: 42}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				if diff := cmp.Diff(tt.want, Click(sp, tt.selected, tt.slot)); diff != "" {
					t.Errorf("ShanghaiClick(%d, %d) (-want +got):\n%s", tt.selected, tt.slot, diff)
				}
			})
		}
	})
}

func TestShanghaiCounts(t *testing.T) {
	tests := []struct {
		name         string
		text         string
		tiles, moves int
	}{
		{"deal", square1, 50, 2},
		{"stuck", header("5") + stuck, 4, 0},
		{"cleared", header("0") + cleared, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tiles, moves := Counts(position(t, tt.text))
			if tiles != tt.tiles || moves != tt.moves {
				t.Errorf("ShanghaiCounts = %d, %d; want %d, %d", tiles, moves, tt.tiles, tt.moves)
			}
		})
	}
}

func TestShuffleTexts(t *testing.T) {
	tests := []struct {
		left          int
		label, notice string
	}{
		{5, "Shuffle (5)", "Shuffled. 5 shuffles left."},
		{1, "Shuffle (1)", "Shuffled. 1 shuffle left."},
		{0, "Shuffle (0)", "Shuffled. That was the last shuffle."},
	}
	for _, tt := range tests {
		if got := ShuffleLabel(tt.left); got != tt.label {
			t.Errorf("ShuffleLabel(%d) = %q, want %q", tt.left, got, tt.label)
		}
		if got := ShuffledNotice(tt.left); got != tt.notice {
			t.Errorf("ShuffledNotice(%d) = %q, want %q", tt.left, got, tt.notice)
		}
	}
}

// BenchmarkShanghaiRender measures what a move costs the view on the Turtle: computing every
// tile and diffing it against the last drawn state.
func BenchmarkShanghaiRender(b *testing.B) {
	v := shanghai.Variants()[2]
	p := v.New(7).(*shanghai.Position)
	drawn := Tiles(p, board.NoMarks)
	after := enginetest.Apply(b, p, p.Moves()[0])
	var tiles []Tile
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n := 0
		tiles = TilesInto(tiles, after, board.NoMarks)
		for j, t := range tiles {
			_, changes := TileChanges(drawn[j], t)
			n += len(changes)
		}
		if n == 0 {
			b.Fatal("a move changed nothing")
		}
	}
}

// BenchmarkShanghaiMount measures building the Turtle's board HTML for a new game.
func BenchmarkShanghaiMount(b *testing.B) {
	v := shanghai.Variants()[2]
	for i := 0; i < b.N; i++ {
		p := v.New(uint64(i + 1)).(*shanghai.Position)
		_ = HTML(Tiles(p, board.NoMarks))
	}
}
