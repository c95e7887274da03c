package view

import (
	"strconv"
	"strings"
)

// BestScore scores are kept in the browser's localStorage, one entry per variant under the key
// BestScoreKey(variant), as a short line of text:
//
//	1;1730;42;5
//
// the format's version (1), the best score, the deal that scored it and how many games have
// ended. The text is read strictly: anything else (another version, a missing or extra field,
// signs, spaces, leading zeros, numbers out of range) is corrupt, is ignored as if nothing
// were kept, and is replaced by the next game that ends.

// BestScore is the record of one variant.
type BestScore struct {
	Score int
	Deal  uint64
	Games int // games ended; 0 means no record
}

// The bounds of a record. No line of 14 tiles scores more than 260 (three gongs of honours
// and a pair of them), so 10 lines stay far below MaxBestScore.
const (
	bestScoreVersion = "1"
	MaxBestScore     = 100000
	maxBestGames     = 1 << 30
)

// BestScoreKey is the localStorage key of a variant's record.
func BestScoreKey(variant string) string { return "mahjong.best." + variant }

// FormatBestScore writes a record.
func FormatBestScore(b BestScore) string {
	return bestScoreVersion + ";" + strconv.Itoa(b.Score) + ";" + strconv.FormatUint(b.Deal, 10) + ";" + strconv.Itoa(b.Games)
}

// ParseBestScore reads a record, and reports false for text that is not one (an empty record
// included).
func ParseBestScore(s string) (BestScore, bool) {
	f := strings.Split(s, ";")
	if len(f) != 4 || f[0] != bestScoreVersion {
		return BestScore{}, false
	}
	score, ok1 := bestScoreNumber(f[1], MaxBestScore)
	deal, ok2 := bestScoreNumber(f[2], MaxDeal)
	games, ok3 := bestScoreNumber(f[3], maxBestGames)
	if !ok1 || !ok2 || !ok3 || games == 0 {
		return BestScore{}, false
	}
	return BestScore{Score: int(score), Deal: deal, Games: int(games)}, true
}

// bestScoreNumber reads a whole number written plainly: digits only, no leading zero, at most max.
func bestScoreNumber(s string, max uint64) (uint64, bool) {
	if s == "" || len(s) > 20 || (len(s) > 1 && s[0] == '0') {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n > max {
		return 0, false
	}
	return n, true
}

// Record adds a game that ended with score on deal to b (counted as a new game when
// newGame, else it is the same game finished again after an undo) and reports whether the
// score beats the record. A tie keeps the older deal.
func (b BestScore) Record(score int, deal uint64, newGame bool) (BestScore, bool) {
	better := b.Games == 0 || score > b.Score
	if better {
		b.Score, b.Deal = score, deal
	}
	if newGame || b.Games == 0 {
		b.Games++
	}
	return b, better
}
