package store

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine/daily"
)

// DailyKey is the localStorage key of the player's daily results, kept apart from the
// statistics of free play (StatsKey): a daily game counts here and not there.
const DailyKey = Prefix + "daily"

const dailyVersion = "1"

// maxDaily bounds the results kept: more than ten years of every game played every day is
// not a record anybody has, and a huge corrupt text is cut short rather than read.
const maxDaily = 20000

// The daily results are kept as lines: the format's version (1), then one line per game and
// day played,
//
//	tiny-pebbles;2026-11-26;2026-11-26;w;135;0;0
//
// the variant id, the day whose deal was played, the day it was begun, the outcome (u
// unfinished, w won, l lost, f finished: a scored game played to its end), the seconds
// played, the score (it may be negative) and whether help was used (0 or 1).

var outcomeCodes = [...]string{daily.Unfinished: "u", daily.Won: "w", daily.Lost: "l", daily.Finished: "f"}

// FormatDaily writes results, one line each, in the order given.
func FormatDaily(results []daily.Result) string {
	var b strings.Builder
	b.WriteString(dailyVersion)
	for _, r := range results {
		b.WriteString("\n" + r.Game + ";" + r.Date.String() + ";" + r.Begun.String() + ";" + outcomeCodes[r.Outcome] +
			";" + strconv.Itoa(r.Seconds) + ";" + strconv.Itoa(r.Score) + ";" + bit(r.Assisted))
	}
	return b.String()
}

// ParseDaily reads what FormatDaily writes. As with the statistics, a line that cannot be
// read costs that line only: the others are returned with an error naming the first few
// problems. Text of another version yields no results.
func ParseDaily(text string) ([]daily.Result, error) {
	lines := strings.Split(text, "\n")
	if lines[0] != dailyVersion {
		return nil, errors.New("the daily results are not of version " + dailyVersion)
	}
	var results []daily.Result
	var bad []string
	for i, line := range lines[1:] {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if len(results) == maxDaily {
			bad = append(bad, "more than "+strconv.Itoa(maxDaily)+" daily results")
			break
		}
		r, err := parseDailyLine(line)
		if err != nil {
			bad = append(bad, "daily line "+strconv.Itoa(i+2)+" "+err.Error())
			continue
		}
		results = MergeDaily(results, r)
	}
	return results, problems(bad)
}

func parseDailyLine(line string) (daily.Result, error) {
	f := strings.Split(line, ";")
	if len(f) != 7 {
		return daily.Result{}, errors.New("has " + strconv.Itoa(len(f)) + " fields, not 7")
	}
	if !validID(f[0]) {
		return daily.Result{}, errors.New("names no game")
	}
	r := daily.Result{Game: f[0]}
	var err error
	if r.Date, err = daily.ParseDate(f[1]); err != nil {
		return daily.Result{}, errors.New("has a wrong day")
	}
	if r.Begun, err = daily.ParseDate(f[2]); err != nil {
		return daily.Result{}, errors.New("has a wrong day begun")
	}
	o := -1
	for i, c := range outcomeCodes {
		if c == f[3] {
			o = i
		}
	}
	if o < 0 {
		return daily.Result{}, errors.New("has an unknown outcome")
	}
	r.Outcome = daily.Outcome(o)
	seconds, err := number(f[4], "time", maxCount)
	if err != nil {
		return daily.Result{}, errors.New("is wrong: " + err.Error())
	}
	neg := strings.HasPrefix(f[5], "-")
	score, err := number(strings.TrimPrefix(f[5], "-"), "score", maxCount)
	if err != nil || neg && score == 0 {
		return daily.Result{}, errors.New("has a wrong score")
	}
	r.Seconds, r.Score = int(seconds), int(score)
	if neg {
		r.Score = -r.Score
	}
	if r.Assisted, err = flag(f[6], "help flag"); err != nil {
		return daily.Result{}, errors.New("is wrong: " + err.Error())
	}
	return r, nil
}

// MergeDaily adds r to results, which keep one result per game and day. A result that
// follows an unfinished one is the same game going on, so it keeps the day that game was begun
// on (a day begun on time and finished after midnight is not late) and the help it had. Of two results the better
// one stays: a game played through beats one that was not, then one played on its own day
// beats a late one, then the faster win or the higher score; of two games not played through,
// the later one (the day's latest game).
func MergeDaily(results []daily.Result, r daily.Result) []daily.Result {
	for i, old := range results {
		if old.Game != r.Game || old.Date != r.Date {
			continue
		}
		if old.Outcome == daily.Unfinished {
			r.Begun, r.Assisted = old.Begun, r.Assisted || old.Assisted
		}
		if better(r, old) {
			results[i] = r
		}
		return results
	}
	return append(results, r)
}

// better reports whether r is a better result of its day than old.
func better(r, old daily.Result) bool {
	switch {
	case r.Complete() != old.Complete():
		return r.Complete()
	case !r.Complete():
		return true
	case r.Late() != old.Late():
		return !r.Late()
	case r.Outcome == daily.Won:
		return r.Seconds < old.Seconds
	}
	return r.Score > old.Score
}
