package daily

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"testing"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/freecell"
	"mahjong/engine/golden"
	"mahjong/engine/stones"
)

var verifyAll = flag.Bool("verify", false, "search again every day of picks.txt, not only a sample")

// goldenDays are the days of the golden table: the first, two days whose pick is not the
// first candidate (long-freecell, mahjongg-freecell), month and year ends, a leap day,
// and days far past the table (Unchecked for the FreeCell, Sea and Stones games, and the
// only lines that may change, when the table is extended over them).
var goldenDays = []string{"2026-11-01", "2026-11-02", "2026-11-10", "2026-11-26", "2026-11-30", "2026-12-31", "2027-01-01", "2027-03-01", "2028-02-29", "2040-06-15", "9999-12-31"}

// TestGolden pins the rule: a day and a game give a deal number, forever.
func TestGolden(t *testing.T) {
	var b strings.Builder
	for _, s := range goldenDays {
		d, err := ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range catalog.All() {
			deal, err := For(v, d)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s %-18s %10d  candidate %d  %s\n", d, v.ID, deal.Number, deal.Candidate, deal.Guarantee)
		}
	}
	golden.CheckTestdata(t, "deals.golden", b.String())
}

// TestCandidate pins the formula itself on a few values worked out by hand from it.
func TestCandidate(t *testing.T) {
	if got := fnv32(""); got != 2166136261 {
		t.Errorf("fnv32(\"\") = %d, want the offset basis 2166136261", got)
	}
	if got := fnv32("a"); got != 0xe40c292c {
		t.Errorf("fnv32(\"a\") = %#x, want 0xe40c292c", got)
	}
	if got := mix32(0); got != 0 {
		t.Errorf("mix32(0) = %d, want 0", got)
	}
	id := "tiny-pebbles"
	want := uint64(mix32(uint32(26*Candidates+3)^fnv32(id))) + 1
	if got := Candidate(id, day("2026-11-27"), 3); got != want {
		t.Errorf("Candidate = %d, want %d", got, want)
	}
}

// TestCandidatesDistinct: no two (day, candidate) pairs of a game share a deal number, and
// every number is a deal number.
func TestCandidatesDistinct(t *testing.T) {
	for _, id := range []string{"sea-winds", "shanghai-turtle"} {
		seen := map[uint64]string{}
		for d := First; d.Before(First.Add(3 * 366)); d = d.Add(1) {
			for k := range Candidates {
				n := Candidate(id, d, k)
				if n < 1 || n > engine.MaxDeal {
					t.Fatalf("%s %s %d: deal %d out of range", id, d, k, n)
				}
				here := fmt.Sprint(d, " candidate ", k)
				if there, dup := seen[n]; dup {
					t.Fatalf("%s: %s and %s share deal %d", id, here, there, n)
				}
				seen[n] = here
			}
		}
	}
}

// TestGuarantees: each family's days say what is known of them, and past the table a day is
// its first candidate, not yet checked.
func TestGuarantees(t *testing.T) {
	far := day("2040-06-15")
	for _, v := range catalog.All() {
		t.Run(v.ID, func(t *testing.T) {
			deal, err := For(v, far)
			if err != nil {
				t.Fatal(err)
			}
			want := map[engine.Family]Guarantee{engine.Shanghai: Constructed, engine.FreeCell: Unchecked,
				engine.Sea: Unchecked, engine.Stones: Unchecked, engine.OnePlayer: Scored}[v.Family]
			if deal.Guarantee != want || deal.Candidate != 0 || deal.Number != Candidate(v.ID, far, 0) {
				t.Errorf("For(%s) = %+v, want candidate 0, %v", far, deal, want)
			}
			last, ok := Through(v.ID)
			if ok != (want == Unchecked) {
				t.Fatalf("Through = %v, %v: the table must cover exactly the games that can be lost from the start", last, ok)
			}
			if ok {
				if deal, _ := For(v, last); deal.Guarantee != Proved {
					t.Errorf("the last checked day %s: %v, want proved", last, deal.Guarantee)
				}
				if deal, _ := For(v, last.Add(1)); deal.Guarantee != Unchecked {
					t.Errorf("the day after the table %s: %v, want not checked", last.Add(1), deal.Guarantee)
				}
			}
		})
	}
	if _, err := For(catalog.All()[0], Date{2026, 2, 30}); err == nil {
		t.Error("For(2026-02-30) gave a deal")
	}
	if _, err := For(catalog.All()[0], Date{2026, 10, 31}); err == nil {
		t.Error("For(2026-10-31), before the first day, gave a deal")
	}
}

// TestPicksFile: the table reads, each game's checked days run from First without a gap or
// an overlap, and every pick lies within them.
func TestPicksFile(t *testing.T) {
	table, err := ParsePicks(picksText)
	if err != nil {
		t.Fatal(err)
	}
	next := map[string]Date{}
	for _, r := range table.ranges {
		v, ok := catalog.Lookup(r.game)
		if !ok || v.Scored || !Checked(v) {
			t.Errorf("checked %s: not a game whose deals can be lost from the start", r.game)
		}
		want, seen := next[r.game]
		if !seen {
			want = First
		}
		if r.from != want {
			t.Errorf("checked %s from %s: want %s (no gap, no overlap)", r.game, r.from, want)
		}
		next[r.game] = r.until.Add(1)
	}
	for key := range table.picked {
		id, date, _ := strings.Cut(key, " ")
		if _, ok := table.pick(id, day(date)); !ok {
			t.Errorf("pick %s: outside the days checked", key)
		}
	}
	for _, bad := range []string{
		"checked sea-towers 2026-11-02",
		"checked sea-towers 2026-11-30 2026-11-01",
		"pick sea-towers 2026-11-02 0",
		"pick sea-towers 2026-11-02 16",
		"pick sea-towers 2026-11-02 1\npick sea-towers 2026-11-02 2",
		"choose sea-towers 2026-11-02 1",
	} {
		if _, err := ParsePicks(bad); err == nil {
			t.Errorf("ParsePicks(%q) read it", bad)
		}
	}
}

// pickNodes bounds the search of a pick, in positions: a count, which holds under any load
// and under the race detector, where a deadline does not. The picks were found within a
// second of CPU each (extendpicks); the first days' take at most 48,000 positions.
const pickNodes = 1_000_000

// solveWithin searches p, of a family whose daily deals are searched, within nodes positions.
func solveWithin(p engine.Position, nodes int) engine.Solution {
	switch p := p.(type) {
	case *freecell.Position:
		return freecell.SolveNodes(context.Background(), p, nodes)
	case *stones.Position:
		return stones.SolveNodes(context.Background(), p, nodes)
	}
	panic("daily: no node budget for the solver of " + p.Variant())
}

// TestPicksWon searches again the deals the table says were won: every day whose pick is not
// the first candidate, and the first day of each game (every day with -verify). A solver
// that no longer wins one of them has lost strength, or the table is wrong. With -short
// (the run under WebAssembly) only the first day is searched.
func TestPicksWon(t *testing.T) {
	table, err := ParsePicks(picksText)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range table.ranges {
		v, _ := catalog.Lookup(r.game)
		for d := r.from; !r.until.Before(d); d = d.Add(1) {
			k, _ := table.pick(r.game, d)
			if (k == 0 || testing.Short()) && !*verifyAll && d != First {
				continue
			}
			sol := solveWithin(v.New(Candidate(v.ID, d, k)), pickNodes)
			if sol.Verdict != engine.Solved {
				t.Errorf("%s %s: candidate %d (deal %d): %v, want won", v.ID, d, k, Candidate(v.ID, d, k), sol.Verdict)
			}
		}
	}
}
