package shanghai

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/golden"
	"mahjong/wasm/board"
)

// The board's HTML for deal 1 of the square, with a pick and a hint, is pinned by a golden
// file: go test ./wasm/shanghai -update rewrites it.
func TestShanghaiHTMLGolden(t *testing.T) {
	p := position(t, square1)
	tiles := Tiles(p, board.Marks{Selected: 41, Hint: []engine.Place{44, 46}})
	got := strings.ReplaceAll(HTML(tiles), "</button>", "</button>\n")
	golden.CheckTestdata(t, "square-1.html", got)
}

func TestShanghaiHTML(t *testing.T) {
	tests := []struct {
		name string
		tile Tile
		want string
	}{
		{"free", Tile{Slot: 3, Face: "3b", Free: true, Label: "Bamboo 3, free", Col: 4, Row: 6, Layer: 1, Z: 9},
			`<button type="button" class="tile" data-slot="3" data-face="3b" data-free="true" aria-label="Bamboo 3, free" aria-pressed="false" style="grid-area:6/4/span 2/span 2;--l:1;z-index:9"><svg viewBox="0 0 60 80" aria-hidden="true"><use href="#t-3b"/></svg></button>`},
		{"blocked, selected and hinted", Tile{Slot: 0, Face: "Rd", Selected: true, Hinted: true, Label: "Red Dragon, blocked"},
			`<button type="button" class="tile selected hint" data-slot="0" data-face="Rd" data-free="false" aria-label="Red Dragon, blocked" aria-pressed="true" style="grid-area:0/0/span 2/span 2;--l:0;z-index:0" tabindex="-1"><svg viewBox="0 0 60 80" aria-hidden="true"><use href="#t-Rd"/></svg></button>`},
		{"removed", Tile{Slot: 7, Removed: true},
			`<button type="button" class="tile" data-slot="7" data-face="" data-free="false" aria-label="" aria-pressed="false" style="grid-area:0/0/span 2/span 2;--l:0;z-index:0" tabindex="-1" hidden></button>`},
		{"escaped", Tile{Slot: 1, Face: `a"b`, Label: "<&>"},
			`<button type="button" class="tile" data-slot="1" data-face="a&quot;b" data-free="false" aria-label="&lt;&amp;&gt;" aria-pressed="false" style="grid-area:0/0/span 2/span 2;--l:0;z-index:0" tabindex="-1"><svg viewBox="0 0 60 80" aria-hidden="true"><use href="#t-a&quot;b"/></svg></button>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, HTML([]Tile{tt.tile})); diff != "" {
				t.Errorf("ShanghaiHTML (-want +got):\n%s", diff)
			}
		})
	}
}

func TestTileStyle(t *testing.T) {
	got := TileStyle(Tile{Col: 3, Row: 5, Layer: 2, Z: 45})
	if want := "grid-area:5/3/span 2/span 2;--l:2;z-index:45"; got != want {
		t.Errorf("TileStyle = %q, want %q", got, want)
	}
}

func TestTileChanges(t *testing.T) {
	free3b := Tile{Slot: 4, Face: "3b", Free: true, Label: "Bamboo 3, free"}
	blocked3b := Tile{Slot: 4, Face: "3b", Label: "Bamboo 3, blocked"}
	selected := free3b
	selected.Selected = true
	hinted := free3b
	hinted.Hinted = true
	removed := Tile{Slot: 4, Removed: true}
	goneSelected := selected
	goneSelected.Removed, goneSelected.Selected = true, false
	gone := free3b
	gone.Removed = true
	tests := []struct {
		name      string
		old, now  Tile
		wantDrawn Tile
		want      []board.Change
	}{
		{"nothing changed", free3b, free3b, free3b, nil},
		{"freed", blocked3b, free3b, free3b, []board.Change{
			{Name: "data-free", Value: "true"}, {Name: "tabindex", Remove: true}, {Name: "aria-label", Value: "Bamboo 3, free"}}},
		{"blocked", free3b, blocked3b, blocked3b, []board.Change{
			{Name: "data-free", Value: "false"}, {Name: "tabindex", Value: "-1"}, {Name: "aria-label", Value: "Bamboo 3, blocked"}}},
		{"picked", free3b, selected, selected, []board.Change{
			{Name: "class", Value: "tile selected"}, {Name: "aria-pressed", Value: "true"}}},
		{"hinted", free3b, hinted, hinted, []board.Change{{Name: "class", Value: "tile hint"}}},
		{"removed while picked keeps its face for an undo", selected, removed, goneSelected, []board.Change{
			{Name: "hidden"}, {Name: "class", Value: "tile"}, {Name: "aria-pressed", Value: "false"}}},
		{"removed again", gone, removed, gone, nil},
		{"back after an undo", gone, free3b, free3b, []board.Change{{Name: "hidden", Remove: true}}},
		{"new face after a shuffle", free3b, Tile{Slot: 4, Face: "Rd", Free: true, Label: "Red Dragon, free"},
			Tile{Slot: 4, Face: "Rd", Free: true, Label: "Red Dragon, free"}, []board.Change{
				{Name: "data-face", Value: "Rd"}, {Value: board.FaceHTML("Rd")}, {Name: "aria-label", Value: "Red Dragon, free"}}},
		{"back with a face it never showed", Tile{Slot: 4, Removed: true}, free3b, free3b, []board.Change{
			{Name: "hidden", Remove: true}, {Name: "data-face", Value: "3b"}, {Value: board.FaceHTML("3b")},
			{Name: "data-free", Value: "true"}, {Name: "tabindex", Remove: true}, {Name: "aria-label", Value: "Bamboo 3, free"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			drawn, changes := TileChanges(tt.old, tt.now)
			if diff := cmp.Diff(tt.wantDrawn, drawn); diff != "" {
				t.Errorf("drawn (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.want, changes); diff != "" {
				t.Errorf("changes (-want +got):\n%s", diff)
			}
		})
	}
}
