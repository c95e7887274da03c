package panels

import (
	"strconv"

	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/store"
)

// A Row names one variant of the statistics table.
type Row struct {
	ID, Name string
	Scored   bool // the variant ends with a score: show the best score, not the best time
}

// StatsHTML is the statistics table: one row per variant, in the order given, with the
// numbers of all (a variant never played shows zeros and dashes).
func StatsHTML(rows []Row, all map[string]store.Stats) string {
	var b board.Markup
	b.W(`<table id="stats-table"><thead><tr><th scope="col">Game</th><th scope="col">Played</th><th scope="col">Won</th><th scope="col">Win rate</th><th scope="col">Streak</th><th scope="col">Best streak</th><th scope="col">Best</th><th scope="col">Average moves</th></tr></thead><tbody>`)
	for _, r := range rows {
		s := all[r.ID]
		best := "–"
		switch {
		case r.Scored && s.Scored > 0:
			best = strconv.Itoa(s.BestScore) + " points"
		case !r.Scored && s.Won > 0:
			best = clock.Format(s.BestTime)
		}
		avg := "–"
		if s.Played > 0 {
			a := s.AverageMoves()
			avg = strconv.Itoa(a/10) + "." + strconv.Itoa(a%10)
		}
		b.W(`<tr data-variant="` + board.EscapeHTML(r.ID) + `"><th scope="row">` + board.EscapeHTML(r.Name) + `</th>`)
		for _, cell := range []string{strconv.Itoa(s.Played), strconv.Itoa(s.Won), strconv.Itoa(s.WinRate()) + "%", strconv.Itoa(s.Streak), strconv.Itoa(s.BestStreak), best, avg} {
			b.W("<td>" + cell + "</td>")
		}
		b.W("</tr>")
	}
	b.W("</tbody></table>")
	return b.String()
}
