package oneplayer

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

// tilesOf reads space-separated tile codes as a position's text does (parseTiles), for
// the tests' tables.
func tilesOf(s string) []engine.Tile {
	return enginetest.Must(parseTiles(s))
}

// The lines below are written from the rule book's points table: pair 10, pung 20, gong 40
// for suited tiles, 20/40/80 for Honours, Seasons and Flowers; 200 for a special hand when
// that is more than the groups.
func TestScoreLine(t *testing.T) {
	tests := []struct {
		name string
		line string
		want LineScore
	}{
		{"no group", "1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true}},
		{"suited pair", "1b 1b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 10, Points: 10}},
		{"suited pung", "1b 1b 1b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 20, Points: 20}},
		{"suited gong", "1b 1b 1b 1b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 40, Points: 40}},
		{"dragon pair", "Rd Rd 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 20, Points: 20}},
		{"dragon pung", "Rd Rd Rd 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 40, Points: 40}},
		{"wind gong", "Nw Nw Nw Nw 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 80, Points: 80}},
		{"different dragons do not match", "Rd Gd Wd 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true}},
		{"any two flowers match", "Pl Ch 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 20, Points: 20}},
		{"three flowers are a pung", "Pl Or Ch 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 40, Points: 40}},
		{"four seasons are a gong", "Sp Su Au Wi 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true, Groups: 80, Points: 80}},
		{"a flower does not match a season", "Pl Sp 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c", LineScore{Complete: true}},
		{"same rank other suit does not match", "1b 1c 1d 4b 5b 6b 7b 8b 9b 2c 3c 4c 5c 6c", LineScore{Complete: true}},
		{"groups add up", "1b 1b 1b 2c 2c Ew Ew Ew Ew Pl Bf 9d 5c 6c", LineScore{Complete: true, Groups: 20 + 10 + 80 + 20, Points: 130}},
		{"incomplete line keeps its groups", "1b 1b Rd Rd Rd .. .. .. .. .. .. .. .. ..", LineScore{Groups: 50, Points: 50}},
		{"incomplete pairs are not seven pairs", "1b 1b 2c 2c 3d 3d 4b 4b 5c 5c 6d 6d 7b ..", LineScore{Groups: 60, Points: 60}},
		{"incomplete odd line is not special", "1b 3b 5b 7b 9b 1c 3c 5c 7c 9c 1d 3d 5d ..", LineScore{}},

		{"all odd numbers", "1b 1b 3b 3c 5d 5d 7b 7c 9d 9d 1c 3d 5b 7d", LineScore{Complete: true, Groups: 30, Special: AllOdd, Points: 200}},
		{"one even number is not all odd", "1b 1b 3b 3c 5d 5d 7b 7c 9d 9d 1c 3d 5b 8d", LineScore{Complete: true, Groups: 30, Points: 30}},
		{"an honour is not an odd number", "1b 1b 3b 3c 5d 5d 7b 7c 9d 9d 1c 3d 5b Rd", LineScore{Complete: true, Groups: 30, Points: 30}},
		{"all even numbers", "2b 4b 6b 8b 2c 4c 6c 8c 2d 4d 6d 8d 2b 4b", LineScore{Complete: true, Groups: 20, Special: AllEven, Points: 200}},
		{"one odd number is not all even", "2b 4b 6b 8b 2c 4c 6c 8c 2d 4d 6d 8d 2b 5b", LineScore{Complete: true, Groups: 10, Points: 10}},
		{"all 1s and 9s", "1b 9b 1c 9c 1d 9d 1b 9b 1c 9c 1d 9d 1b 9b", LineScore{Complete: true, Groups: 80, Special: AllTerminals, Points: 200}},
		{"a 3 among 1s and 9s is still all odd", "1b 9b 1c 9c 1d 9d 1b 9b 1c 9c 1d 9d 1b 3b", LineScore{Complete: true, Groups: 70, Special: AllOdd, Points: 200}},
		{"all honours", "Rd Gd Wd Ew Sw Ww Nw Rd Gd Wd Ew Sw Ww Nw", LineScore{Complete: true, Groups: 140, Special: AllHonours, Points: 200}},
		{"honours and flowers", "Pl Or Sp Su Rd Rd Rd Ew Sw Ww Nw Gd Wd Wd", LineScore{Complete: true, Groups: 20 + 20 + 40 + 20, Special: AllHonours, Points: 200}},
		{"one suited tile spoils all honours", "Pl Sp Au Rd Rd Rd Ew Sw Ww Nw Gd Wd Wd 1b", LineScore{Complete: true, Groups: 20 + 40 + 20, Points: 80}},
		{"honour groups above 200 keep their points", "Rd Rd Rd Rd Gd Gd Gd Gd Wd Wd Wd Wd Ew Ew", LineScore{Complete: true, Groups: 260, Points: 260}},
		{"all one suit", "1b 2b 3b 4b 5b 6b 7b 8b 9b 1b 2b 3b 4b 5b", LineScore{Complete: true, Groups: 50, Special: OneSuit, Points: 200}},
		{"one tile of another suit", "1b 2b 3b 4b 5b 6b 7b 8b 9b 1b 2b 3b 4b 5c", LineScore{Complete: true, Groups: 40, Points: 40}},
		{"only two different numbers", "3b 3b 3c 3c 3d 3d 3b 8b 8c 8d 8b 8c 8d 8d", LineScore{Complete: true, Groups: 80, Special: TwoNumbers, Points: 200}},
		{"three different numbers", "3b 3b 3c 3c 3d 3d 3b 8b 8c 8d 8b 8c 8d 5d", LineScore{Complete: true, Groups: 70, Points: 70}},
		{"two numbers and an honour", "3b 3b 3c 3c 3d 3d 3b 8b 8c 8d 8b 8c 8d Rd", LineScore{Complete: true, Groups: 70, Points: 70}},
		{"seven pairs", "1b 1b 5c 5c Rd Rd Ew Ew 9d 9d 2b 2b 7c 7c", LineScore{Complete: true, Groups: 90, Special: SevenPairs, Points: 200}},
		{"a gong is two pairs", "1b 1b 1b 1b 5c 5c Rd Rd Ew Ew 9d 9d 2b 2b", LineScore{Complete: true, Groups: 110, Special: SevenPairs, Points: 200}},
		{"flowers and seasons pair among themselves", "Pl Or Sp Wi 5c 5c Rd Rd Ew Ew 9d 9d 2b 2b", LineScore{Complete: true, Groups: 20 + 20 + 10 + 20 + 20 + 10 + 10, Special: SevenPairs, Points: 200}},
		{"six pairs and two odd tiles", "1b 1b 5c 5c Rd Rd Ew Ew 9d 9d 2b 2b 7c 6c", LineScore{Complete: true, Groups: 80, Points: 80}},
		{"a pung is not a pair", "1b 1b 1b 5c 5c Rd Rd Ew Ew 9d 9d 2b 2b 7c", LineScore{Complete: true, Groups: 90, Points: 90}},
		{"three gongs", "1b 1b 1b 1b 5c 5c 5c 5c 9d 9d 9d 9d 2b 3c", LineScore{Complete: true, Groups: 120, Special: ThreeGongs, Points: 200}},
		{"two gongs and a pung", "1b 1b 1b 1b 5c 5c 5c 5c 9d 9d 9d 2b 3c 4d", LineScore{Complete: true, Groups: 100, Points: 100}},
		{"groups of exactly 200 are not less than the special", "Rd Rd Rd Rd Gd Gd Gd Gd Ew Ew Sw Sw 1b 2c", LineScore{Complete: true, Groups: 200, Points: 200}},
		{"honour gongs beat three gongs", "Rd Rd Rd Rd Gd Gd Gd Gd Ew Ew Ew Ew 1b 2c", LineScore{Complete: true, Groups: 240, Points: 240}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ScoreLine(tilesOf(tt.line))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ScoreLine(%s) (-want +got):\n%s", tt.line, diff)
			}
		})
	}
}

func TestSpecialNames(t *testing.T) {
	want := []string{"", "All odd numbers", "All even numbers", "All 1s and 9s", "All Honours or Flowers",
		"All one suit", "Only two different numbers", "Seven pairs", "Three gongs"}
	var got []string
	for s := NoSpecial; s <= ThreeGongs; s++ {
		got = append(got, s.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
}
