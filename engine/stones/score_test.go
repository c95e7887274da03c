package stones

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

type step struct {
	square string
	score  int // total after the move, computed by hand from docs/rules.md#stones-score
	status engine.Status
}

// play makes the moves of steps from p and checks the score and status after each.
func play(t *testing.T, p *Position, steps []step) *Position {
	t.Helper()
	for i, s := range steps {
		m, err := p.ParseMove(s.square)
		if err != nil {
			t.Fatal(err)
		}
		q, err := p.Place(m)
		if err != nil {
			t.Fatalf("move %d (%s): %v\n%s", i+1, s.square, err, p)
		}
		p = q
		if p.Score() != s.score || p.Status() != s.status {
			t.Fatalf("after move %d (%s): score %d, %v; want %d, %v\n%s", i+1, s.square, p.Score(), p.Status(), s.score, s.status, p)
		}
	}
	return p
}

func TestScoreSequence(t *testing.T) {
	// Tiny Pebbles: the inner squares are b2–g5.
	p := mustParse(t, `game: tiny-pebbles
deal: 0
score: 0
fourways: 0

stock: R1 B2 R4 Y1 G3 Y3
.. .. .. .. .. .. .. ..
.. .. R2 .. .. .. .. ..
.. G1 .. B1 .. .. .. ..
.. .. R3 .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
`)
	end := play(t, p, []step{
		{"c3", 33, engine.Playing}, // 4 neighbours, first 4-way: 8, and the first bonus 25
		{"c1", 33, engine.Playing}, // outer ring: 0 even after a 4-way
		{"c5", 35, engine.Playing}, // inner, 1 neighbour: 1, doubled once: 2
		{"e3", 37, engine.Playing}, // inner, 1 neighbour: 2
		{"b4", 41, engine.Playing}, // inner, 2 neighbours: 2, doubled: 4
		{"e4", 1043, engine.Won},   // inner, 1 neighbour: 2; the stock is empty: +1000
	})
	if end.FourWays() != 1 {
		t.Errorf("4-ways = %d, want 1", end.FourWays())
	}
}

// TestFourWayBonus places a stone with four neighbours after k earlier 4-ways: it scores
// 8 doubled k times plus the (k+1)-th bonus of the manual's table, the last one past it.
// The stones on the right and on the top row are there because a game with k 4-ways has at
// least k stones on the board.
func TestFourWayBonus(t *testing.T) {
	want := []int{
		8 + 25, 16 + 50, 32 + 100, 64 + 200, 128 + 400, 256 + 600, 512 + 800, 1024 + 1000,
		2048 + 5000, 4096 + 10000, 8192 + 25000, 16384 + 50000, 32768 + 50000, 65536 + 50000,
	}
	for k, w := range want {
		t.Run("after "+itoa(k), func(t *testing.T) {
			p := mustParse(t, `game: tiny-pebbles
deal: 0
score: 100
fourways: `+itoa(k)+`

stock: R1 R4
Y1 Y1 Y2 Y2 Y3 Y3 Y4 Y4
.. .. R2 .. .. .. B2 B2
.. G1 .. B1 .. .. B3 B3
.. .. R3 .. .. .. B4 B4
.. .. .. .. .. .. G2 G2
.. .. .. .. .. .. G3 G3
`)
			if got := p.ScoreAt(squareOf(t, p, "c3")); got != w {
				t.Errorf("ScoreAt(c3) = %d, want %d", got, w)
			}
			q := play(t, p, []step{{"c3", 100 + w, engine.Playing}})
			if q.FourWays() != k+1 {
				t.Errorf("4-ways = %d, want %d", q.FourWays(), k+1)
			}
			// Any later placement is doubled once more: c5, inner with 1 neighbour.
			play(t, q, []step{{"c5", 100 + w + 1<<(k+1) + 1000, engine.Won}})
		})
	}
}

func TestPlacementScores(t *testing.T) {
	tests := []struct {
		name     string
		game     string
		fourways string
		picture  string
		want     int
	}{
		{"three neighbours after two 4-ways", "tiny-pebbles", "2", `
.. R2 ..
G1 ** R3
.. .. ..`, 4 << 2},
		{"two neighbours, none before", "small-stones", "0", `
.. R2 ..
G1 ** ..
.. .. ..`, 2},
		{"no neighbour in Free Stones", "free-stones", "3", `
.. .. ..
.. ** ..
.. .. ..`, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, target := study(t, tc.game, "R1 R4", tc.picture)
			p.fourWays = atoi(t, tc.fourways)
			q, err := p.Place(engine.StepMove(StockPlace, engine.Place(target)))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, q.Score()); diff != "" {
				t.Errorf("score (-want +got):\n%s", diff)
			}
		})
	}
}

// TestEndBonus ends games with 0, 1, 2 and 3 stones left. The board holds only the Red
// circle on a1; the Red triangle goes next to it on b1 (outer: 0), and a Green square has
// nowhere to go.
func TestEndBonus(t *testing.T) {
	tests := []struct {
		stock  string
		want   int
		status engine.Status
	}{
		{"R2", 1000, engine.Won},
		{"R2 G3", 500, engine.Lost},
		{"R2 G3 G3", 100, engine.Lost},
		{"R2 G3 G3 Y4", 0, engine.Lost},
	}
	for _, tc := range tests {
		t.Run(tc.stock, func(t *testing.T) {
			p := mustParse(t, `game: tiny-pebbles
deal: 0
score: 0
fourways: 0

stock: `+tc.stock+`
R1 .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
`)
			end := play(t, p, []step{{"b1", tc.want, tc.status}})
			if len(end.Moves()) != 0 {
				t.Errorf("the game is over but has moves %v", end.Moves())
			}
		})
	}
}
