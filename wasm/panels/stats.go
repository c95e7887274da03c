package panels

import (
	"mahjong/wasm/msg"

	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/page"
	"mahjong/wasm/store"
)

// A Row names one variant of the statistics table.
type Row struct {
	ID, Name string
	Scored   bool // the variant ends with a score: show the best score, not the best time
}

// StatsHTML is the statistics table: one row per variant, in the order given, with the
// numbers of all (a variant never played shows zeros and dashes). A scored game always ends
// with its goal reached: its row shows no wins and no streaks, which would always be full,
// and a note under the table says why.
func StatsHTML(rows []Row, all map[string]store.Stats) string {
	var b board.Markup
	b.W(`<table id="stats-table"><thead><tr><th scope="col">` + msg.H("Game") + `</th><th scope="col">` + msg.H("Played") + `</th><th scope="col">` + msg.H("Won") + `</th><th scope="col">` + msg.H("Win rate") + `</th><th scope="col">` + msg.H("Streak") + `</th><th scope="col">` + msg.H("Best streak") + `</th><th scope="col">` + msg.H("Best") + `</th><th scope="col">` + msg.H("Average moves") + `</th></tr></thead><tbody>`)
	scored := false
	for _, r := range rows {
		s := all[r.ID]
		best := "–"
		switch {
		case r.Scored && s.Scored > 0:
			best = msg.N(s.BestScore, "{n} point", "{n} points")
		case !r.Scored && s.Won > 0:
			best = clock.Format(s.BestTime)
		}
		avg := "–"
		if s.Played > 0 {
			a := s.AverageMoves()
			avg = msg.Tenths(a)
		}
		won := msg.Number(s.Won)
		if s.Helped > 0 { // with a hint or the status shown: some players want to tell them apart
			won = msg.T("{won} ({n} with help)", "won", won, "n", msg.Number(s.Helped))
		}
		b.W(`<tr data-variant="` + msg.Escape(r.ID) + `"><th scope="row">` + msg.Escape(r.Name) + `</th>`)
		wins := []string{won, msg.Percent(s.WinRate()), msg.Number(s.Streak), msg.Number(s.BestStreak)}
		if r.Scored {
			wins = []string{"–", "–", "–", "–"}
			scored = true
		}
		for _, cell := range append(append([]string{msg.Number(s.Played)}, wins...), best, avg) {
			b.W("<td>" + msg.Escape(cell) + "</td>")
		}
		b.W("</tr>")
	}
	b.W("</tbody></table>")
	if scored {
		b.W(`<p class="stats-note">` + msg.H("Mah-Jongg One Player always ends with the cross complete: it is scored, not won or lost. Best is the best score; its moves count the tiles placed and swapped, not the turns ended.") + `</p>`)
	}
	return b.String()
}

// maxAsideShown bounds the text of unread statistics shown; the whole is kept.
const maxAsideShown = 2000

// StatsAsideHTML shows statistics kept aside because they could not all be read (the text
// under store.StatsAsideKey): why, the text as it was, and the button that dismisses it.
func StatsAsideHTML(text string) string {
	why := msg.T("they are of another format")
	if _, err := store.ParseStats(text); err != nil {
		why = page.Problem(err)
	}
	shown := text
	if len(shown) > maxAsideShown {
		cut := maxAsideShown
		for cut > 0 && shown[cut]&0xC0 == 0x80 { // not inside a character
			cut--
		}
		shown = shown[:cut] + "…"
	}
	return `<div id="stats-unread"><p>` + msg.H("Statistics kept earlier could not all be read ({error}). The lines that could be read are counted above; this is the text as it was:", "error", why) +
		`</p><pre>` + msg.Escape(shown) +
		`</pre><button type="button" data-home="unread-dismiss">` + msg.H("Dismiss") + `</button></div>`
}
