package daily_test

import (
	"fmt"
	"time"

	"mahjong/engine/catalog"
	"mahjong/engine/daily"
)

// The deal of the day of Tiny Pebbles on 2026-11-26, the same for every player.
func ExampleFor() {
	v, _ := catalog.Lookup("tiny-pebbles")
	d, _ := daily.ParseDate("2026-11-26")
	deal, _ := daily.For(v, d)
	fmt.Println(deal.Number, deal.Guarantee)
	// Output: 1319238916 proved winnable
}

// A player who won Tiny Pebbles on the 24th and the 25th, and the 26th's deal only on the 27th.
func ExampleStreaks() {
	day := func(s string) daily.Date { d, _ := daily.ParseDate(s); return d }
	results := []daily.Result{
		{Game: "tiny-pebbles", Date: day("2026-11-24"), Begun: day("2026-11-24"), Outcome: daily.Won},
		{Game: "tiny-pebbles", Date: day("2026-11-25"), Begun: day("2026-11-25"), Outcome: daily.Won},
		{Game: "tiny-pebbles", Date: day("2026-11-26"), Begun: day("2026-11-27"), Outcome: daily.Won},
	}
	today := daily.Of(time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC))
	fmt.Printf("%+v\n", daily.Streaks(results, "tiny-pebbles", today))
	m := daily.Month(results, "tiny-pebbles", 2026, time.November, today)
	fmt.Println(m.Played, m.Complete, m.Days[25].Late)
	// Output:
	// {Current:0 Best:2}
	// 3 3 true
}
