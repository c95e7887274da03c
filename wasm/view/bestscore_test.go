package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseBestScore(t *testing.T) {
	tests := []struct {
		text   string
		want   BestScore
		wantOK bool
	}{
		{"1;1730;42;5", BestScore{Score: 1730, Deal: 42, Games: 5}, true},
		{"1;0;0;1", BestScore{Score: 0, Deal: 0, Games: 1}, true},
		{"1;100000;9007199254740991;1073741824", BestScore{Score: 100000, Deal: 1<<53 - 1, Games: 1 << 30}, true},
		{"", BestScore{}, false},
		{"garbage", BestScore{}, false},
		{"2;1730;42;5", BestScore{}, false},               // another version
		{"1;1730;42", BestScore{}, false},                 // a field missing
		{"1;1730;42;5;", BestScore{}, false},              // a field too many
		{"1;1730;42;0", BestScore{}, false},               // no game ended
		{"1;-5;42;5", BestScore{}, false},                 // a sign
		{"1;+5;42;5", BestScore{}, false},                 // a sign
		{"1; 5;42;5", BestScore{}, false},                 // a space
		{"1;05;42;5", BestScore{}, false},                 // a leading zero
		{"1;1730;;5", BestScore{}, false},                 // an empty field
		{"1;100001;42;5", BestScore{}, false},             // a score no game reaches
		{"1;1730;9007199254740992;5", BestScore{}, false}, // a deal no link can carry
		{"1;1730;42;1073741825", BestScore{}, false},
		{"1;1730;99999999999999999999999;5", BestScore{}, false},
		{"1;12x;3;1", BestScore{}, false},
		{`{"score":1730}`, BestScore{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, ok := ParseBestScore(tt.text)
			if ok != tt.wantOK {
				t.Fatalf("ParseBestScore(%q) ok = %v, want %v", tt.text, ok, tt.wantOK)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseBestScore(%q) (-want +got):\n%s", tt.text, diff)
			}
			if ok {
				if back := FormatBestScore(got); back != tt.text {
					t.Errorf("FormatBestScore = %q, want %q", back, tt.text)
				}
			}
		})
	}
}

func TestBestScoreRecord(t *testing.T) {
	tests := []struct {
		name       string
		from       BestScore
		score      int
		deal       uint64
		newGame    bool
		want       BestScore
		wantBetter bool
	}{
		{"the first game", BestScore{}, 1200, 9, true, BestScore{Score: 1200, Deal: 9, Games: 1}, true},
		{"the first game, even at 0", BestScore{}, 0, 9, true, BestScore{Score: 0, Deal: 9, Games: 1}, true},
		{"a better game", BestScore{Score: 1200, Deal: 9, Games: 1}, 1300, 4, true, BestScore{Score: 1300, Deal: 4, Games: 2}, true},
		{"a worse game", BestScore{Score: 1200, Deal: 9, Games: 1}, 1100, 4, true, BestScore{Score: 1200, Deal: 9, Games: 2}, false},
		{"a tie keeps the older deal", BestScore{Score: 1200, Deal: 9, Games: 1}, 1200, 4, true, BestScore{Score: 1200, Deal: 9, Games: 2}, false},
		{"the same game finished again, better", BestScore{Score: 1200, Deal: 9, Games: 2}, 1250, 9, false, BestScore{Score: 1250, Deal: 9, Games: 2}, true},
		{"the same game finished again, worse", BestScore{Score: 1200, Deal: 9, Games: 2}, 900, 9, false, BestScore{Score: 1200, Deal: 9, Games: 2}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, better := tt.from.Record(tt.score, tt.deal, tt.newGame)
			if diff := cmp.Diff(tt.want, got); diff != "" || better != tt.wantBetter {
				t.Errorf("Record (-want +got):\n%s\nbetter = %v, want %v", diff, better, tt.wantBetter)
			}
		})
	}
	if got := BestScoreKey("one-player-flowers"); got != "mahjong.best.one-player-flowers" {
		t.Errorf("BestScoreKey = %q", got)
	}
}

// Whatever the storage holds, reading it never fails in a way the page sees, and a record it
// accepts is written back exactly as it was read.
func FuzzParseBestScore(f *testing.F) {
	for _, s := range []string{"1;1730;42;5", "", "1;;;", "2;1;1;1", "1;0;0;1", "1;05;4;2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, ok := ParseBestScore(s)
		if !ok {
			if b != (BestScore{}) {
				t.Errorf("ParseBestScore(%q) refused but returned %+v", s, b)
			}
			return
		}
		if back := FormatBestScore(b); back != s {
			t.Errorf("ParseBestScore(%q) = %+v, written back as %q", s, b, back)
		}
		if b.Games < 1 || b.Score < 0 || b.Score > MaxBestScore || b.Deal > MaxDeal {
			t.Errorf("ParseBestScore(%q) accepted an impossible record %+v", s, b)
		}
	})
}
