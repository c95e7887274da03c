package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTileProperties(t *testing.T) {
	tests := []struct {
		tile  Tile
		code  string
		name  string
		kind  Kind
		suit  Suit
		rank  int
		index int
	}{
		{Bamboo1, "1b", "Bamboo 1", Suited, Bamboos, 1, 0},
		{Bamboo9, "9b", "Bamboo 9", Suited, Bamboos, 9, 8},
		{Character3, "3c", "Character 3", Suited, Characters, 3, 2},
		{Circle7, "7d", "Circle 7", Suited, Circles, 7, 6},
		{RedDragon, "Rd", "Red Dragon", Dragon, NoSuit, 0, 0},
		{WhiteDragon, "Wd", "White Dragon", Dragon, NoSuit, 0, 2},
		{EastWind, "Ew", "East Wind", Wind, NoSuit, 0, 0},
		{NorthWind, "Nw", "North Wind", Wind, NoSuit, 0, 3},
		{Spring, "Sp", "Spring", Season, NoSuit, 0, 0},
		{Winter, "Wi", "Winter", Season, NoSuit, 0, 3},
		{Plum, "Pl", "Plum", Flower, NoSuit, 0, 0},
		{BambooFlower, "Bf", "Bamboo Flower", Flower, NoSuit, 0, 3},
		{NoTile, "..", "Empty", Empty, NoSuit, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			type props struct {
				Code, Name  string
				Kind        Kind
				Suit        Suit
				Rank, Index int
			}
			want := props{tt.code, tt.name, tt.kind, tt.suit, tt.rank, tt.index}
			got := props{tt.tile.Code(), tt.tile.String(), tt.tile.Kind(), tt.tile.Suit(), tt.tile.Rank(), tt.tile.Index()}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%v (-want +got):\n%s", tt.tile, diff)
			}
		})
	}
}

func TestSuitedTile(t *testing.T) {
	for s := Bamboos; s <= Circles; s++ {
		for r := 1; r <= 9; r++ {
			tile := SuitedTile(s, r)
			if tile.Suit() != s || tile.Rank() != r {
				t.Errorf("SuitedTile(%d, %d) = %v: suit %d rank %d", s, r, tile, tile.Suit(), tile.Rank())
			}
		}
	}
}

func TestParseTile(t *testing.T) {
	for i := 0; i < NumFaces; i++ {
		tile := Tile(i)
		for _, text := range []string{tile.Code(), swapCase(tile.Code())} {
			got, err := ParseTile(text)
			if err != nil || got != tile {
				t.Errorf("ParseTile(%q) = %v, %v; want %v", text, got, err, tile)
			}
		}
	}
	for _, bad := range []string{"", "0b", "10b", "b1", "Xx", "rdx", "1"} {
		if _, err := ParseTile(bad); !errors.Is(err, ErrTileCode) {
			t.Errorf("ParseTile(%q) error = %v; want ErrTileCode", bad, err)
		}
	}
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = c - 'a' + 'A'
		case c >= 'A' && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}

// The codes must stay unique even when letter case is ignored, or parsing would be ambiguous.
func TestTileCodesUniqueIgnoringCase(t *testing.T) {
	seen := map[string]Tile{}
	for i := 0; i < NumFaces; i++ {
		lower := strings.ToLower(Tile(i).Code())
		if prev, dup := seen[lower]; dup {
			t.Errorf("%v and %v share the code %q ignoring case", prev, Tile(i), lower)
		}
		seen[lower] = Tile(i)
	}
}

func TestStandardSet(t *testing.T) {
	count := map[Kind]int{}
	faces := map[Tile]int{}
	for _, tile := range StandardSet() {
		count[tile.Kind()]++
		faces[tile]++
	}
	want := map[Kind]int{Suited: 108, Dragon: 12, Wind: 16, Season: 4, Flower: 4}
	if diff := cmp.Diff(want, count); diff != "" {
		t.Errorf("tiles per kind (-want +got):\n%s", diff)
	}
	if len(faces) != NumFaces-1 {
		t.Errorf("%d distinct faces, want %d", len(faces), NumFaces-1)
	}
}
