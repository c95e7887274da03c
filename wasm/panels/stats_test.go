package panels

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/wasm/store"
)

func TestStatsHTML(t *testing.T) {
	rows := []Row{{ID: "shanghai-square", Name: "Square"}, {ID: "one-player", Name: "One <Player>", Scored: true}}
	all := map[string]store.Stats{
		"shanghai-square": {Played: 3, Won: 2, Streak: 1, BestStreak: 1, BestTime: 3725, Moves: 100, Helped: 1},
		"one-player":      {Played: 1, BestScore: 88, Scored: 1, Moves: 7},
	}
	head := `<table id="stats-table"><thead><tr><th scope="col">Game</th><th scope="col">Played</th><th scope="col">Won</th><th scope="col">Win rate</th><th scope="col">Streak</th><th scope="col">Best streak</th><th scope="col">Best</th><th scope="col">Average moves</th></tr></thead><tbody>`
	note := `<p class="stats-note">Mah-Jongg One Player always ends with the cross complete: it is scored, not won or lost. Best is the best score; its moves count the tiles placed and swapped, not the turns ended.</p>`
	tests := []struct {
		name string
		all  map[string]store.Stats
		want string
	}{
		{"played", all, head +
			`<tr data-variant="shanghai-square"><th scope="row">Square</th><td>3</td><td>2 (1 with help)</td><td>67%</td><td>1</td><td>1</td><td>1:02:05</td><td>33.3</td></tr>` +
			`<tr data-variant="one-player"><th scope="row">One &lt;Player&gt;</th><td>1</td><td>–</td><td>–</td><td>–</td><td>–</td><td>88 points</td><td>7.0</td></tr></tbody></table>` + note},
		{"never played", nil, head +
			`<tr data-variant="shanghai-square"><th scope="row">Square</th><td>0</td><td>0</td><td>0%</td><td>0</td><td>0</td><td>–</td><td>–</td></tr>` +
			`<tr data-variant="one-player"><th scope="row">One &lt;Player&gt;</th><td>0</td><td>–</td><td>–</td><td>–</td><td>–</td><td>–</td><td>–</td></tr></tbody></table>` + note},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, StatsHTML(rows, tt.all)); diff != "" {
				t.Errorf("StatsHTML (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStatsAsideHTML(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"a bad line", "1\na;x;0;0;0;0;0;0;1\n<b>",
			`<div id="stats-unread"><p>Statistics kept earlier could not all be read (statistics line 2 has the count &quot;x&quot;, not a whole number from 0 to 1,073,741,824; statistics line 3 has 1 field, not 9 or 10). ` +
				`The lines that could be read are counted above; this is the text as it was:</p><pre>1
a;x;0;0;0;0;0;0;1
&lt;b&gt;</pre><button type="button" data-home="unread-dismiss">Dismiss</button></div>`},
		{"readable after all", "1",
			`<div id="stats-unread"><p>Statistics kept earlier could not all be read (they are of another format). ` +
				`The lines that could be read are counted above; this is the text as it was:</p><pre>1</pre><button type="button" data-home="unread-dismiss">Dismiss</button></div>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, StatsAsideHTML(tt.text)); diff != "" {
				t.Errorf("StatsAsideHTML (-want +got):\n%s", diff)
			}
		})
	}
	long := StatsAsideHTML("2\n" + strings.Repeat("é", maxAsideShown))
	if !strings.Contains(long, "é…</pre>") || len(long) > 2*maxAsideShown+400 {
		t.Errorf("a long text is not clipped: %d bytes", len(long))
	}
}
