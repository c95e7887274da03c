// Package daily is the deal of the day (docs/rules.md#daily): for every game of the
// collection, one deal a day, the same for everyone on a given date, and stable forever; and
// the arithmetic of a player's daily record (the month calendar, streaks, best time and
// score).
//
// # The day
//
// The day is the UTC date of the device's clock (Of). Everyone in the world plays the same
// deal at the same moment, and a new day's deals come at midnight UTC: in the evening of the
// day before for the Americas, in the morning for Asia. A game belongs to the day whose deal
// it plays, not to the hour it ends: a game begun at 23:58 UTC and won at 00:03 counts for the
// day it began on. A device whose clock is wrong plays the day its clock says.
//
// # The rule: a date and a game give a deal number
//
// The rule depends only on the variant id and the date, so adding games or layouts never
// changes another game's days. Day i (0 for 2026-11-01, the first day) of game id has
// Candidates candidates; candidate k is the deal number
//
//	1 + lowbias32((16·i + k) xor FNV-1a-32(id))
//
// (Candidate writes it out): a number from 1 to 2^32, never the same for two days of a game,
// since lowbias32 is a bijection of the 32-bit integers. The day's deal is one of them:
//
//   - Shanghai (every layout): candidate 0. Its deals are winnable by construction.
//   - One Player: candidate 0. It has no win, only a score; everyone places the same tiles
//     in the same order, so scores compare.
//   - The FreeCell, Sea and Stones games: a deal of these can be lost from the start, so
//     the day's deal is the first candidate that a search has won, and that choice is data,
//     not code: picks.txt, compiled into the package, lists for each game the days that were
//     searched ("checked ID FROM UNTIL") and the few days whose first won candidate is not
//     candidate 0 ("pick ID DATE K"). Within its checked days a game's deal is therefore
//     proved winnable (Proved), and it stays what it is whatever the solvers become: a
//     better solver might win a candidate that an older one gave up on, but the table is
//     never rewritten, only extended past its last day (the program in extendpicks, with
//     a CPU-time limit per candidate). A day past the table's last day is candidate 0, marked
//     Unchecked: it is what the table will say of that day unless candidate 0 then turns out
//     not to be won, which is why the table is kept a year or more ahead of the date. (From
//     2026-11-01 to 2027-12-31, 427 days, searched with one second of CPU time a candidate:
//     candidate 0 was not won on 27 days for Long FreeCell, 12 for Sea Winds, 10 for Sea
//     Level, 6 or fewer for the other FreeCell and Sea games, none for the Stones games.)
//
// Why a table rather than "the first candidate the solver wins": the solver changes as it
// improves, and such a rule would then give some past days another deal. Why not a pinned
// budget of the current solver: the same, since the work done within a budget changes with
// the code. A table costs a few hundred bytes and makes the guarantee checkable by anyone:
// the tests search again the table's picks.
//
// # The record
//
// Record holds a player's daily results, one Result per game played; Month lays out a month
// of one game for a calendar, Streaks counts the current and best streaks, Bests the best
// time and score. A day counts for a streak when its deal was completed (won, or played to
// the end in a scored game) and begun on its own date; a past day played later is marked late
// and does not count, so that a streak means days played as they came. A day with no
// completed game on time ends a streak; today, not yet played, does not: a streak that ran
// through yesterday is current until today ends.
package daily
