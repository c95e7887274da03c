package freecell

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

// TestMovesFrom lists, for hand-made positions, every legal move of one tile (or group),
// worked out from the rule book.
func TestMovesFrom(t *testing.T) {
	tests := []struct {
		name     string
		id, head string
		levels   []string
		from     string
		want     []string
	}{
		// Sea Towers: same suit, empty columns take anything, 6 cells (5 free).
		{"towers/7b below 8b, not below 8c", "sea-towers", seaS1, []string{seaS1Grid}, "c5",
			list(span("c5>x", 2, 6), "c5>c1", span("c5>c", 7, 16))},
		{"towers/6b home, below 7b only", "sea-towers", seaS1, []string{seaS1Grid}, "c3",
			list("c3>p4", span("c3>x", 2, 6), "c3>c5", span("c3>c", 7, 16))},
		{"towers/run 9b 8b moves as a group to empty columns", "sea-towers", seaS1, []string{seaS1Grid}, "c1",
			list(span("c1>x", 2, 6), span("c1>c", 7, 16), suffix(span("c1>c", 7, 16), "/2"))},
		{"towers/East Wind from a cell to the East pile showing 9", "sea-towers", seaS1, []string{seaS1Grid}, "x1",
			list("x1>p12", span("x1>c", 7, 16))},
		// Sea Breeze: empty columns take only a Wind or a Wind-headed group.
		{"breeze/7b: no empty column", "sea-breeze", seaS1, []string{seaS1Grid}, "c5",
			list(span("c5>x", 2, 6), "c5>c1")},
		{"breeze/no group headed by a 9 to an empty column", "sea-breeze", seaS1, []string{seaS1Grid}, "c1",
			list(span("c1>x", 2, 6))},
		{"breeze/a Wind takes empty columns", "sea-breeze", seaS1, []string{seaS1Grid}, "x1",
			list("x1>p12", span("x1>c", 7, 16))},
		// Sea Cell: different suit, 4 cells, no group of one suit.
		{"cell/7b below 8c, not below 8b", "sea-cell", seaS1Cell, []string{seaS1Grid}, "c5",
			list(span("c5>x", 2, 4), "c5>c4", span("c5>c", 7, 16))},
		{"cell/6b below 7c", "sea-cell", seaS1Cell, []string{seaS1Grid}, "c3",
			list("c3>p4", span("c3>x", 2, 4), "c3>c2", span("c3>c", 7, 16))},
		{"cell/9b 8b is no group in different suits", "sea-cell", seaS1Cell, []string{seaS1Grid}, "c1",
			list(span("c1>x", 2, 4), span("c1>c", 7, 16))},
		// Rank lock.
		{"winds/lock: no 6 before the last 5", "sea-winds", seaS3, []string{seaS3Grid}, "c5",
			list(span("c5>x", 1, 6), "c5>c3")},
		{"winds/lock: the last 5 goes home; 6b 5b group below 7b", "sea-winds", seaS3, []string{seaS3Grid}, "c4",
			list("c4>p4", span("c4>x", 1, 6), "c4>c5", "c4>c3/2")},
		{"towers/no lock: a 6 on any pile showing 5", "sea-towers", seaS3, []string{seaS3Grid}, "c5",
			list("c5>p1", "c5>p2", "c5>p3", span("c5>x", 1, 6), "c5>c3", span("c5>c", 6, 16))},
		{"level/lock, empty columns take anything", "sea-level", seaS3, []string{seaS3Grid}, "c5",
			list(span("c5>x", 1, 6), "c5>c3", span("c5>c", 6, 16))},
		// Dragons: a set's kind is fixed by its first Dragon; a kind belongs to one set.
		{"towers/Red only to the Red set; Dragons below 1s of any suit", "sea-towers", seaD, []string{seaDGrid}, "c9",
			list("c9>p1", span("c9>x", 3, 6), "c9>c1", "c9>c2", "c9>c3", "c9>c4", "c9>c6", span("c9>c", 10, 16))},
		{"towers/Green to the set without a Dragon, not to Red's", "sea-towers", seaD, []string{seaDGrid}, "c7",
			list("c7>p5", "c7>p6", "c7>p7", "c7>p8", span("c7>x", 3, 6), "c7>c1", "c7>c2", "c7>c3", "c7>c4", "c7>c6", span("c7>c", 10, 16))},
		// Groups: at most empty cells + 1, empty columns not counted.
		{"towers/groups of at most 3 with 2 free cells", "sea-towers", seaG, []string{seaGGrid}, "c1",
			list("c1>p4", "c1>x5", "c1>x6", span("c1>c", 3, 16), suffix(span("c1>c", 3, 16), "/2"), suffix(span("c1>c", 3, 16), "/3"))},
		{"breeze/groups not headed by a Wind stay off empty columns", "sea-breeze", seaG, []string{seaGGrid}, "c1",
			list("c1>p4", "c1>x5", "c1>x6")},
		// Wind binding.
		{"towers/West Wind only on the West pile", "sea-towers", seaW, []string{seaWGrid}, "c1",
			list("c1>p1", span("c1>x", 1, 6), span("c1>c", 6, 16))},
		// MahJongg FreeCell.
		{"mfc/9c below Winds and on top-row Winds", "mahjongg-freecell", mfcF1, []string{mfcF1Grid}, "c2",
			list("c2>p5", "c2>p6", "c2>p7", "c2>p8", "c2>c1", "c2>c1.2", "c2>c4.2", "c2>c5", "c2>c5.2", "c2>c7", "c2>c7.2")},
		{"mfc/a Wind takes empty columns", "mahjongg-freecell", mfcF1, []string{mfcF1Grid}, "c5",
			list(span("c5>c", 8, 16))},
		{"mfc/level-1 tile free under a shorter level", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c1",
			list("c1>x3", "c1>x4", span("c1>c", 6, 16))},
		{"mfc/level-2 tile: below its own column's level 1, on top-row Winds", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c1.2",
			list("c1.2>x3", "c1.2>x4", "c1.2>c1", "c1.2>c2.2", "c1.2>c4.2")},
		{"mfc/a covered level cannot move", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c3.2",
			nil},
		{"mfc/one Wind of each kind per set", "mahjongg-freecell", mfcW, []string{mfcWGrid}, "c1",
			list("c1>p12", span("c1>x", 1, 4), span("c1>c", 5, 16))},
		{"mfc/no binding: North on any pile showing 9", "mahjongg-freecell", mfcW, []string{mfcWGrid}, "c2",
			list("c2>p2", "c2>p3", "c2>p4", span("c2>x", 1, 4), span("c2>c", 5, 16))},
		// Long FreeCell.
		{"long/Summer home to the set with all its Winds", "long-freecell", longL1, []string{longL1Grid}, "c2",
			list("c2>p10", "c2>p11", "c2>p12", span("c2>x", 1, 4), span("c2>c", 4, 16))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPos(t, tt.id, "off", tt.head, tt.levels...)
			from, msg := p.parsePlace(tt.from, false)
			if msg != "" {
				t.Fatal(msg)
			}
			got := fmtMoves(p, engine.MovesFrom(p, from))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("MovesFrom(%s) (-want +got):\n%s", tt.from, diff)
			}
		})
	}
}

func suffix(ms []string, s string) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m + s
	}
	return out
}

// TestApplyRules plays single moves, each allowed or refused by a rule, and checks the
// reason a refusal gives.
func TestApplyRules(t *testing.T) {
	tests := []struct {
		name     string
		id, head string
		levels   []string
		move     string
		refusal  string // "" when the move is legal
	}{
		{"same suit: 7b below 8b", "sea-towers", seaS1, []string{seaS1Grid}, "c5>c1", ""},
		{"same suit: 7b not below 8c", "sea-towers", seaS1, []string{seaS1Grid}, "c5>c4", "not of the suit"},
		{"different suit: 7b below 8c", "sea-cell", seaS1Cell, []string{seaS1Grid}, "c5>c4", ""},
		{"different suit: 7b not below 8b", "sea-cell", seaS1Cell, []string{seaS1Grid}, "c5>c1", "is of the suit"},
		{"rank: 6b not below 8b", "sea-towers", seaS1, []string{seaS1Grid}, "c3>c1", "not one rank below"},
		{"cell to cell is no move", "sea-towers", seaS1, []string{seaS1Grid}, "x1>x2", "already in a cell"},
		{"an empty cell has nothing to move", "sea-towers", seaS1, []string{seaS1Grid}, "x2>c7", "cell is empty"},
		{"a taken cell", "mahjongg-freecell", mfcF1, []string{mfcF1Grid}, "c2>x1", "cell is taken"},
		{"empty column, Breeze: no 7b", "sea-breeze", seaS1, []string{seaS1Grid}, "c5>c9", "only a Wind"},
		{"empty column, Towers: any tile", "sea-towers", seaS1, []string{seaS1Grid}, "c5>c9", ""},
		{"lock: 6b waits for the last 5b", "sea-winds", seaS3, []string{seaS3Grid}, "c5>p1", "every pile of the set needs its 5"},
		{"no lock: 6b on a 5b", "sea-towers", seaS3, []string{seaS3Grid}, "c5>p1", ""},
		{"Dragon kind: Green not on the Red set", "sea-towers", seaD, []string{seaDGrid}, "c7>p1", "builds on the Red Dragon"},
		{"Dragon kind: Red belongs to set 1", "sea-towers", seaD, []string{seaDGrid}, "c9>p5", "belong to another set"},
		{"a 1 needs its set's Dragon", "sea-towers", seaD, []string{seaDGrid}, "c1>p5", "takes a Dragon next"},
		{"group of 3 with 2 free cells", "sea-towers", seaG, []string{seaGGrid}, "c1>c3/3", ""},
		{"group of 4 with 2 free cells, 14 empty columns", "sea-towers", seaG, []string{seaGGrid}, "c1>c3/4", "needs 3 empty cells"},
		{"group must be a run", "sea-towers", seaG, []string{seaGGrid}, "c2>c3/2", "not a run"},
		{"Breeze: Wind-headed group to an empty column", "sea-breeze", seaG2, []string{seaG2Grid}, "c1>c3/5", ""},
		{"Breeze: 9-headed group not to an empty column", "sea-breeze", seaG2, []string{seaG2Grid}, "c1>c3/4", "only a Wind or a group"},
		{"Breeze: 9-headed group below a Wind", "sea-breeze", seaG2, []string{seaG2Grid}, "c1>c2/4", ""},
		{"Towers: 9-headed group to an empty column", "sea-towers", seaG2, []string{seaG2Grid}, "c1>c3/4", ""},
		{"group fits: 2 + 4 rows", "sea-towers", seaR, []string{seaRGrid}, "c2>c3/4", ""},
		{"group does not fit: 7 + 4 rows of 10", "sea-towers", seaR, []string{seaRGrid}, "c2>c1/4", "last row"},
		{"no groups in FreeCell", "mahjongg-freecell", mfcF1, []string{mfcF1Grid}, "c7>c5/2", "single tiles"},
		{"binding: North not on the West pile", "sea-towers", seaW, []string{seaWGrid}, "c2>p1", "only the West Wind"},
		{"binding: North on the North pile", "sea-towers", seaW, []string{seaWGrid}, "c2>p2", ""},
		{"binding: a Wind waits for the pile's 9", "sea-towers", seaW, []string{seaWGrid}, "c4>p4", "takes the Bamboo 9 next"},
		{"no binding: North on pile 4", "mahjongg-freecell", mfcW, []string{mfcWGrid}, "c2>p4", ""},
		{"one West Wind per set", "mahjongg-freecell", mfcW, []string{mfcWGrid}, "c1>p2", "already has the West Wind"},
		{"to the first pile that takes it", "mahjongg-freecell", mfcW, []string{mfcWGrid}, "c1>f", ""},
		{"level: 8d below 9c on level 2, over a Wind", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "x2>c1.2", ""},
		{"level: 9d not below 9c, though the Wind under would take it", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c4>c1.2", "not one rank below"},
		{"level: 9d below the North Wind on level 1", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c4>c1", ""},
		{"level: covered tile", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c3.2>x3", "covered"},
		{"level: third level's tile is free", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c3.3>c4", ""},
		{"new level on a top-row Wind", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c4>c2.2", ""},
		{"new level needs one rank lower", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "x2>c2.2", "not one rank below"},
		{"new level on the highest level's top-row tile", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "x2>c1.3", ""},
		{"new level needs a different suit", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "c2>c1.3", "is of the suit"},
		{"no row below the last", "mahjongg-freecell", mfcF2, []string{mfcF2L1, mfcF2L2, mfcF2L3}, "x2>c5", "last row"},
		{"no new level in the Sea games", "sea-towers", seaS1, []string{seaS1Grid}, "c5>c1.2", "no levels"},
		{"empty column takes only a Wind (MahJongg FreeCell)", "mahjongg-freecell", mfcF1, []string{mfcF1Grid}, "c2>c9", "only a Wind"},
		{"empty column takes a Wind", "mahjongg-freecell", mfcF1, []string{mfcF1Grid}, "c5>c9", ""},
		{"empty column takes only a Season (Long)", "long-freecell", longL1, []string{longL1Grid}, "c3>c4", "only a Season"},
		{"empty column takes a Season", "long-freecell", longL1, []string{longL1Grid}, "c1>c4", ""},
		{"Wind below a Season", "long-freecell", longL1, []string{longL1Grid}, "c3>c2", ""},
		{"one Winter per set", "long-freecell", longL1, []string{longL1Grid}, "c1>p10", "already has Winter"},
		{"Seasons wait for every Wind of the set", "long-freecell", longL1, []string{longL1Grid}, "c1>p5", "needs its Wind"},
		{"East Wind on the 9", "long-freecell", longL1, []string{longL1Grid}, "c3>p8", ""},
		{"foundation tiles never come back", "long-freecell", longL1, []string{longL1Grid}, "p1>c4", "never come back"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPos(t, tt.id, "off", tt.head, tt.levels...)
			before := p.String()
			m, err := p.ParseMove(tt.move)
			if err != nil {
				if tt.refusal != "" && strings.Contains(err.Error(), tt.refusal) {
					return // refused at reading: the place does not exist in this game
				}
				t.Fatal(err)
			}
			q, err := p.Apply(m)
			if p.String() != before {
				t.Fatal("Apply changed its receiver")
			}
			switch {
			case tt.refusal == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.refusal == "":
				if q.(*Position).OnFoundations()+q.(*Position).tableauCount() != p.TileCount() {
					t.Fatal("tiles lost")
				}
			case err == nil:
				t.Fatalf("allowed, want a refusal containing %q", tt.refusal)
			case !isIllegal(err) || !strings.Contains(err.Error(), tt.refusal):
				t.Fatalf("refused with %v, want %q", err, tt.refusal)
			}
		})
	}
}

// tableauCount counts the tiles on the tableau and in the cells.
func (p *Position) tableauCount() int {
	n := p.b.total()
	for i := 0; i < p.v.cells; i++ {
		if p.b.cell[i] != 0 {
			n++
		}
	}
	return n
}

func TestLockedPilesMustBeEven(t *testing.T) {
	// Sea Winds has the rank lock: piles showing W N S and a 5 cannot happen.
	_, err := Parse(notation("sea-winds", "off", seaS1, seaS1Grid))
	if err == nil || !strings.Contains(err.Error(), "rank lock") {
		t.Fatalf("got %v, want a rank lock error", err)
	}
}
