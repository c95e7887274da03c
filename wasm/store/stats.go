package store

import (
	"strconv"
	"strings"

	"mahjong/internal/sortfunc"
)

// Stats are one variant's statistics.
type Stats struct {
	Played     int // games ended or abandoned after a move
	Won        int
	Streak     int // wins in a row up to the last game
	BestStreak int
	BestTime   int // seconds of the fastest win; meaningful when Won > 0 (a win can take 0 s)
	BestScore  int // scored games: the best final score; meaningful when Scored > 0
	Scored     int // games that ended with a score
	Moves      int // moves of every game played, for the average
	Helped     int // wins with help: a hint, or the status shown ("can this still be won?")
}

// An Outcome is one game that counts: it ended, or it was abandoned after a move.
type Outcome struct {
	Won      bool
	Seconds  int
	Moves    int
	Score    int
	HasScore bool // the game ended with a score (a scored game that was not abandoned)
	Helped   bool // the player had a hint, or the status was shown, during the game
}

// Add counts o in s.
func (s Stats) Add(o Outcome) Stats {
	s.Played++
	s.Moves = clampAdd(s.Moves, o.Moves)
	if o.Won {
		s.Won++
		s.Streak++
		if s.Streak > s.BestStreak {
			s.BestStreak = s.Streak
		}
		if s.Won == 1 || o.Seconds < s.BestTime {
			s.BestTime = o.Seconds
		}
		if o.Helped {
			s.Helped++
		}
	} else {
		s.Streak = 0
	}
	if o.HasScore {
		if s.Scored == 0 || o.Score > s.BestScore {
			s.BestScore = o.Score
		}
		s.Scored++
	}
	return s
}

func clampAdd(a, b int) int {
	if b < 0 {
		b = 0
	}
	if a > maxCount-b {
		return maxCount
	}
	return a + b
}

// WinRate is the share of games won, in whole percent rounded to nearest; 0 with no game.
func (s Stats) WinRate() int {
	if s.Played == 0 {
		return 0
	}
	return (s.Won*200 + s.Played) / (s.Played * 2)
}

// AverageMoves is the mean number of moves per game, in tenths (rounded); 0 with no game.
func (s Stats) AverageMoves() int {
	if s.Played == 0 {
		return 0
	}
	return (s.Moves*20 + s.Played) / (s.Played * 2)
}

// StatsKey is the localStorage key of every variant's statistics.
const StatsKey = Prefix + "stats"

const statsVersion = "1"

// maxCount bounds every counter kept.
const maxCount = 1 << 30

// The statistics of every variant are kept as lines: the format's version (1), then one line
// per variant that has played,
//
//	shanghai-square;12;7;2;4;181;0;0;640;3
//
// its id, then Played, Won, Streak, BestStreak, BestTime, BestScore, Scored, Moves and
// Helped. Helped came later and is written only when not 0: a line without it reads as no
// win helped.

// FormatStats writes all, one line per variant in id order.
func FormatStats(all map[string]Stats) string {
	ids := make([]string, 0, len(all))
	for id := range all {
		ids = append(ids, id)
	}
	sortfunc.Sort(ids, strings.Compare)
	var b strings.Builder
	b.WriteString(statsVersion)
	for _, id := range ids {
		s := all[id]
		b.WriteString("\n" + id)
		for _, n := range []int{s.Played, s.Won, s.Streak, s.BestStreak, s.BestTime, s.BestScore, s.Scored, s.Moves} {
			b.WriteString(";" + strconv.Itoa(n))
		}
		if s.Helped > 0 {
			b.WriteString(";" + strconv.Itoa(s.Helped))
		}
	}
	return b.String()
}

// StatsAsideKey is where the raw text of statistics that could not all be read is kept,
// untouched, until the player dismisses the notice about it: the next game counted rewrites
// StatsKey with the lines that could be read.
const StatsAsideKey = Prefix + "stats.unread"

// ParseStats reads what FormatStats writes. A line that cannot be read costs that line only:
// the others are returned, with an error naming what was wrong (the first few problems). Blank
// lines (a trailing newline) are skipped. Text of another version yields no statistics.
func ParseStats(text string) (map[string]Stats, error) {
	lines := strings.Split(text, "\n")
	if lines[0] != statsVersion {
		return map[string]Stats{}, problem("the statistics are not of version {version}", "version", statsVersion)
	}
	all := map[string]Stats{}
	var bad []*Problem
	for i, line := range lines[1:] {
		if strings.TrimSpace(line) == "" {
			continue
		}
		id, s, p := parseStatsLine(line, lineNumber(i), all)
		if p != nil {
			bad = append(bad, p)
			continue
		}
		all[id] = s
	}
	return all, lineProblems(bad)
}

// lineNumber is the number, as the player counts, of the line after the version's that is
// i-th (from 0) of those that follow it. It names a line, written in plain digits as a deal
// number is.
func lineNumber(i int) string { return strconv.Itoa(i + 2) }

// parseStatsLine reads one variant's line, line the line's number; all are the lines read
// before it. The problem is nil for none.
func parseStatsLine(text, line string, all map[string]Stats) (string, Stats, *Problem) {
	f := strings.Split(text, ";")
	if len(f) == 9 { // no win helped
		f = append(f, "0")
	}
	if len(f) != 10 {
		return "", Stats{}, problemN(len(f), "statistics line {line} has {n} field, not 9 or 10", "statistics line {line} has {n} fields, not 9 or 10", "line", line)
	}
	if !validID(f[0]) {
		return "", Stats{}, problem("statistics line {line} names no game", "line", line)
	}
	if _, dup := all[f[0]]; dup {
		return "", Stats{}, problem("statistics line {line} repeats {game}", "line", line, "game", quote(f[0]))
	}
	var n [9]int
	for j := range n {
		v, ok := number(f[j+1], maxCount)
		if !ok {
			return "", Stats{}, problem("statistics line {line} has the count {count}, not a whole number from 0 to {max}", "line", line, "count", quote(f[j+1]), "max", maxCount)
		}
		n[j] = int(v)
	}
	s := Stats{Played: n[0], Won: n[1], Streak: n[2], BestStreak: n[3], BestTime: n[4], BestScore: n[5], Scored: n[6], Moves: n[7], Helped: n[8]}
	if s.Won > s.Played || s.Helped > s.Won || s.Streak > s.BestStreak || s.BestStreak > s.Won || s.Scored > s.Played || s.Won == 0 && s.BestTime != 0 {
		return "", Stats{}, problem("statistics line {line} does not add up", "line", line)
	}
	return f[0], s, nil
}
