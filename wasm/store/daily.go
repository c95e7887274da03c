package store

import (
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
		return nil, problem("the daily results are not of version {version}", "version", dailyVersion)
	}
	var results []daily.Result
	var bad []*Problem
	for i, line := range lines[1:] {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if len(results) == maxDaily {
			bad = append(bad, problem("more than {n} daily results", "n", maxDaily))
			break
		}
		r, p := parseDailyLine(line, lineNumber(i))
		if p != nil {
			bad = append(bad, p)
			continue
		}
		results = MergeDaily(results, r)
	}
	return results, lineProblems(bad)
}

// parseDailyLine reads one result's line, line the line's number. The problem is nil for
// none.
func parseDailyLine(text, line string) (daily.Result, *Problem) {
	f := strings.Split(text, ";")
	if len(f) != 7 {
		return daily.Result{}, problemN(len(f), "daily line {line} has {n} field, not 7", "daily line {line} has {n} fields, not 7", "line", line)
	}
	if !validID(f[0]) {
		return daily.Result{}, problem("daily line {line} names no game", "line", line)
	}
	r := daily.Result{Game: f[0]}
	var err error
	if r.Date, err = daily.ParseDate(f[1]); err != nil {
		return daily.Result{}, problem("daily line {line} has a wrong day {day}", "line", line, "day", quote(f[1]))
	}
	if r.Begun, err = daily.ParseDate(f[2]); err != nil {
		return daily.Result{}, problem("daily line {line} has a wrong day begun {day}", "line", line, "day", quote(f[2]))
	}
	o := -1
	for i, c := range outcomeCodes {
		if c == f[3] {
			o = i
		}
	}
	if o < 0 {
		return daily.Result{}, problem("daily line {line} has an unknown outcome {outcome}", "line", line, "outcome", quote(f[3]))
	}
	r.Outcome = daily.Outcome(o)
	seconds, ok := number(f[4], maxCount)
	if !ok {
		return daily.Result{}, problem("daily line {line} has the time {time}, not a whole number of seconds from 0 to {max}", "line", line, "time", quote(f[4]), "max", maxCount)
	}
	neg := strings.HasPrefix(f[5], "-")
	score, ok := number(strings.TrimPrefix(f[5], "-"), maxCount)
	if !ok || neg && score == 0 {
		return daily.Result{}, problem("daily line {line} has a wrong score {score}", "line", line, "score", quote(f[5]))
	}
	r.Seconds, r.Score = int(seconds), int(score)
	if neg {
		r.Score = -r.Score
	}
	if r.Assisted, ok = flag(f[6]); !ok {
		return daily.Result{}, problem("daily line {line} has the help mark {mark}, not 0 or 1", "line", line, "mark", quote(f[6]))
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
