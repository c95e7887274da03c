package oneplayer

import (
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

func mustParse(t testing.TB, text string) *Position {
	t.Helper()
	p, err := Parse(text)
	if err != nil {
		t.Fatalf("Parse: %v\n%s", err, text)
	}
	return p
}

func mustMove(t testing.TB, s string) engine.Move {
	t.Helper()
	m, err := ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// play applies moves written in notation.
func play(t testing.TB, p *Position, moves ...string) *Position {
	t.Helper()
	for _, s := range moves {
		q, err := p.apply(mustMove(t, s))
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		p = q
	}
	return p
}

// Move counts worked out from the rules, like chess perft tables: placements are hand tiles
// × open cells, swaps are pairs of different, movable tiles inside one line, and the end of
// the turn is one more move when the turn has placed its minimum.
func TestMoveCounts(t *testing.T) {
	tests := []struct {
		name              string
		pos               string
		steps, swaps, end int
	}{
		// 8 tiles × 14 empty horizontal cells; nothing to swap; 2 placements needed first.
		{"first turn", posStart, 8 * 14, 0, 0},
		// 7 × 13; one tile cannot be swapped; the first turn still needs a second tile.
		{"first turn, one placed", posOne, 7 * 13, 0, 0},
		// 6 × 12; 1b<>2b; the first turn may end after two.
		{"first turn, two placed", posTwo, 6 * 12, 1, 1},
		// Swapping two identical tiles changes nothing and is not a move.
		{"first turn, a pair placed", posTwoSame, 6 * 12, 0, 1},
		// 8 × the one empty cell; 13 tiles: 78 pairs minus 6 of identical tiles; nothing
		// placed yet this turn.
		{"horizontal line almost complete", posAlmostH, 8, 78 - 6, 0},
		// The 28 cells next to the 14 anchors, up and down; 91 pairs minus the 7 pairs.
		{"horizontal line complete", posCross0, 8 * 28, 91 - 7, 0},
		// a+3 and the 27 other starts; column a anchors now, so 13 horizontal tiles swap
		// (78 - 6); Rd<>Gd in the new line; one tile placed, so the turn may end.
		{"one vertical line", posCross1, 7 * 28, 72 + 1, 1},
		// Nine lines started: only their next cells; no tenth line may start; the anchors a–i
		// stay, so only j–n swap: 5b 6b 6b 7b 7b, 10 pairs minus 2.
		{"nine vertical lines", posNine, 1 * 9, 10 - 2, 1},
		// b-4 and 26 starts; horizontal c–n (66 - 6); a up: 13 tiles, 78 minus 3 Rd pairs
		// minus 6 9c pairs; b down: Gd Gd 2b, 3 - 1.
		{"a complete line is still rearranged", posScore, 7 * 27, 60 + 69 + 2, 1},
		{"mid turn", posDraw, 5 * 11, 3, 1},
		{"last tile in hand", posLastTile, 1, 72, 0},
		// Nothing to place: the turn can end without a placement.
		{"empty hand", posEmptyHand, 0, 72, 1},
		{"flowers variant", posFlowers, 7 * 13, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, tt.pos)
			var got [3]int
			for _, m := range p.Moves() {
				switch m.Action {
				case engine.Step:
					got[0]++
				case engine.Swap:
					got[1]++
				case engine.EndTurn:
					got[2]++
				}
			}
			want := [3]int{tt.steps, tt.swaps, tt.end}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("steps, swaps, end turn (-want +got):\n%s", diff)
			}
		})
	}
}

// Every move Moves lists applies, engine.MovesFrom lists the same moves by place, and applying
// leaves the position as it was.
func TestMovesApply(t *testing.T) {
	for _, text := range []string{posStart, posOne, posTwo, posAlmostH, posCross0, posCross1, posNine, posScore, posDraw, posLastTile, posEmptyHand, posFlowers} {
		p := mustParse(t, text)
		before := p.String()
		t.Run(strings.SplitN(before, "\n", 4)[2], func(t *testing.T) {
			var fromPlaces []engine.Move
			for pl := engine.Place(0); pl < engine.Place(HandSize+numCells); pl++ {
				for _, m := range engine.MovesFrom(p, pl) {
					if m.From != pl {
						t.Errorf("MovesFrom(%d) lists %s", pl, p.FormatMove(m))
					}
					if m.Action == engine.Step || m.From < m.To {
						fromPlaces = append(fromPlaces, m) // each swap once, from its lower place
					}
				}
			}
			var listed []engine.Move
			for _, m := range p.Moves() {
				if _, err := p.Apply(m); err != nil {
					t.Errorf("%s listed but refused: %v", p.FormatMove(m), err)
				}
				if m.Action != engine.EndTurn {
					listed = append(listed, m)
				}
			}
			sortMoves(listed)
			sortMoves(fromPlaces)
			if diff := cmp.Diff(listed, fromPlaces); diff != "" {
				t.Errorf("Moves without the end of turn vs MovesFrom of every place (-want +got):\n%s", diff)
			}
			if after := p.String(); after != before {
				t.Errorf("applying changed the position:\n%s", after)
			}
		})
	}
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		name, pos string
		move      engine.Move
		reason    string
	}{
		{"vertical before the horizontal line is complete", posStart, engine.StepMove(0, CellPlace(12, 0)), "complete the horizontal line"},
		{"vertical with one horizontal cell left", posAlmostH, engine.StepMove(0, CellPlace(12, 13)), "complete the horizontal line"},
		{"occupied cell", posOne, engine.StepMove(1, CellPlace(13, 0)), "already holds a tile"},
		{"empty hand slot", posOne, engine.StepMove(0, CellPlace(13, 1)), "hand slot is empty"},
		{"one tile on the first turn", posOne, endTurn, "place at least 2 tiles on the first turn"},
		{"no tile on a later turn", posAlmostH, endTurn, "place at least 1 tile"},
		{"swap of identical tiles", posAlmostH, engine.Move{Action: engine.Swap, From: CellPlace(13, 0), To: CellPlace(13, 1)}, "the same"},
		{"swap with an empty cell", posAlmostH, engine.Move{Action: engine.Swap, From: CellPlace(13, 0), To: CellPlace(13, 13)}, "two placed tiles"},
		{"swap of a cell with itself", posAlmostH, engine.Move{Action: engine.Swap, From: CellPlace(13, 0), To: CellPlace(13, 0)}, "two different cells"},
		{"line started away from its anchor", posCross0, engine.StepMove(0, CellPlace(11, 2)), "starts next to the horizontal tile"},
		{"line started far below its anchor", posCross0, engine.StepMove(0, CellPlace(26, 2)), "starts next to the horizontal tile"},
		{"gap in a vertical line", posCross1, engine.StepMove(1, CellPlace(9, 0)), "one cell after another"},
		{"anchor swapped along the horizontal line", posCross1, engine.Move{Action: engine.Swap, From: CellPlace(13, 0), To: CellPlace(13, 2)}, "anchors a vertical line"},
		{"anchor swapped into its vertical line", posCross1, engine.Move{Action: engine.Swap, From: CellPlace(13, 0), To: CellPlace(12, 0)}, "anchors a vertical line"},
		{"swap across lines", posCross1, engine.Move{Action: engine.Swap, From: CellPlace(13, 2), To: CellPlace(12, 0)}, "inside their own line"},
		{"swap into an empty vertical cell", posCross1, engine.Move{Action: engine.Swap, From: CellPlace(12, 0), To: CellPlace(10, 0)}, "two placed tiles"},
		{"tenth vertical line", posNine, engine.StepMove(0, CellPlace(12, 9)), "all 9 vertical lines"},
		{"tenth line below an anchor already used", posNine, engine.StepMove(0, CellPlace(14, 0)), "all 9 vertical lines"},
		{"tile moved from the board", posCross1, engine.StepMove(CellPlace(12, 0), CellPlace(10, 0)), "from the hand"},
		{"tile placed in the hand", posCross1, engine.StepMove(1, 2), "not a cell"},
		{"swap with the hand", posCross1, engine.Move{Action: engine.Swap, From: 1, To: CellPlace(12, 0)}, "two tiles on the board"},
		{"shuffle", posCross1, engine.Move{Action: engine.Shuffle, From: engine.NoPlace, To: engine.NoPlace}, "no such move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, tt.pos)
			before := p.String()
			_, err := p.Apply(tt.move)
			if tt.reason == "" {
				if err != nil {
					t.Fatalf("%s refused: %v", p.FormatMove(tt.move), err)
				}
				return
			}
			var ill *engine.IllegalMoveError
			if !errors.As(err, &ill) {
				t.Fatalf("%s: got %v, want an IllegalMoveError", p.FormatMove(tt.move), err)
			}
			if !strings.Contains(ill.Reason, tt.reason) {
				t.Errorf("%s: reason %q, want it to say %q", p.FormatMove(tt.move), ill.Reason, tt.reason)
			}
			if p.String() != before {
				t.Errorf("a refused move changed the position")
			}
		})
	}
}

// SameLine and AnchorReason are the questions a UI asks before a swap: whether a second
// pick means a swap, and why a tile cannot be picked at all.
func TestSameLineAndAnchorReason(t *testing.T) {
	p := mustParse(t, posCross1)
	tests := []struct {
		name       string
		a, b       engine.Place
		wantSame   bool
		wantAnchor string // AnchorReason(a)
	}{
		{"two horizontal cells", CellPlace(13, 2), CellPlace(13, 5), true, ""},
		{"an anchor and a horizontal cell", CellPlace(13, 0), CellPlace(13, 2), true, "a tile that anchors a vertical line stays where it is"},
		{"an anchor and its vertical line", CellPlace(13, 0), CellPlace(12, 0), false, "a tile that anchors a vertical line stays where it is"},
		{"two cells of one vertical line", CellPlace(12, 0), CellPlace(10, 0), true, ""},
		{"cells of two lines", CellPlace(12, 0), CellPlace(12, 1), false, ""},
		{"a hand slot", 1, CellPlace(12, 0), false, ""},
		{"outside the grid", engine.NoPlace, CellPlace(13, 2), false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SameLine(tt.a, tt.b); got != tt.wantSame {
				t.Errorf("SameLine(%d, %d) = %v, want %v", tt.a, tt.b, got, tt.wantSame)
			}
			if got := SameLine(tt.b, tt.a); got != tt.wantSame {
				t.Errorf("SameLine(%d, %d) = %v, want %v", tt.b, tt.a, got, tt.wantSame)
			}
			if got := p.AnchorReason(tt.a); got != tt.wantAnchor {
				t.Errorf("AnchorReason(%d) = %q, want %q", tt.a, got, tt.wantAnchor)
			}
		})
	}
}

// The moves the rule book allows that the refusals above sit next to.
func TestAllowed(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		moves []string
	}{
		{"a horizontal tile anywhere in the line", posStart, []string{"1>n0", "2>g0"}},
		{"the first turn ends after two tiles", posTwo, []string{"end"}},
		{"a later turn ends after one tile", posAlmostH, []string{"1>n0", "end"}},
		{"the last horizontal tile, then a vertical line", posAlmostH, []string{"1>n0", "end", "1>a+1"}},
		{"lines up and down from one anchor", posCross0, []string{"1>c+1", "2>c-1", "3>c+2", "4>c-2"}},
		{"several lines at once", posCross1, []string{"2>a+3", "3>n-1", "4>e+1", "5>n-2"}},
		{"horizontal tiles that anchor nothing still swap", posCross1, []string{"b0<>n0"}},
		{"tiles of a vertical line swap", posCross1, []string{"a+1<>a+2"}},
		{"the ninth line's next cell", posNine, []string{"1>i+2"}},
		{"a swap is not a placement", posAlmostH, []string{"a0<>m0", "1>n0", "end"}},
		{"an empty hand ends the turn", posEmptyHand, []string{"end"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			play(t, mustParse(t, tt.pos), tt.moves...)
		})
	}
}

func TestSwapNotPlacement(t *testing.T) {
	p := play(t, mustParse(t, posAlmostH), "a0<>m0")
	if p.PlacedThisTurn() != 0 || p.CanEndTurn() {
		t.Errorf("after a swap: placed %d, can end %v; want 0, false", p.PlacedThisTurn(), p.CanEndTurn())
	}
	if got, want := p.EndTurnReason(), "place at least 1 tile before ending the turn"; got != want {
		t.Errorf("EndTurnReason() = %q, want %q", got, want)
	}
}

func TestDraw(t *testing.T) {
	tests := []struct {
		name, wall   string
		wantHand     string
		wantWall     []engine.Tile
		wantWallLeft int
	}{
		{"back up to 8", "6b 7b 8b 9b 1c", "1b 6b 2b 7b 3b 8b 4b 5b", tilesOf("9b 1c"), 2},
		{"the wall runs out", "6b", "1b 6b 2b .. 3b .. 4b 5b", nil, 0},
		{"the wall is empty", "-", "1b .. 2b .. 3b .. 4b 5b", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, strings.Replace(posDraw, "wall: 6b 7b 8b 9b 1c", "wall: "+tt.wall, 1))
			q := play(t, p, "end")
			if diff := cmp.Diff(tilesOf(tt.wantHand), q.Hand()); diff != "" {
				t.Errorf("hand (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantWall, q.Wall()); diff != "" {
				t.Errorf("wall (-want +got):\n%s", diff)
			}
			if q.WallLeft() != tt.wantWallLeft || q.Turn() != 5 || q.PlacedThisTurn() != 0 {
				t.Errorf("wall left %d, turn %d, placed %d; want %d, 5, 0", q.WallLeft(), q.Turn(), q.PlacedThisTurn(), tt.wantWallLeft)
			}
		})
	}
}

func sortMoves(ms []engine.Move) {
	sort.Slice(ms, func(i, j int) bool {
		a, b := ms[i], ms[j]
		if a.Action != b.Action {
			return a.Action < b.Action
		}
		if a.From != b.From {
			return a.From < b.From
		}
		return a.To < b.To
	})
}

func TestOutOfTiles(t *testing.T) {
	p := mustParse(t, posLastTile)
	q := play(t, p, "1>n0")
	if q.Status() != engine.Lost {
		t.Fatalf("status %v, want lost: hand and wall are empty with 9 lines to go", q.Status())
	}
	// 1b..6b pairs (60); 7b and Rd alone; not a special hand.
	if q.Score() != 60 {
		t.Errorf("Total() = %d, want 60", q.Score())
	}
	if len(q.Moves()) != 0 {
		t.Errorf("moves after the end: %v", q.Moves())
	}
	if _, err := q.Apply(endTurn); err == nil {
		t.Errorf("end of turn accepted after the game is over")
	}
}

// The anchor counts in both of its lines; incomplete lines count towards Running only.
func TestLineScores(t *testing.T) {
	p := mustParse(t, posScore)
	got := map[string]LineScore{}
	for _, l := range p.StartedLines() {
		got[l.String()] = p.LineScore(l)
	}
	want := map[string]LineScore{
		"horizontal": {Complete: true, Groups: 70, Special: OneSuit, Points: 200},
		"a up":       {Complete: true, Groups: 90, Points: 90},
		"b down":     {Groups: 20, Points: 20},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("line scores (-want +got):\n%s", diff)
	}
	if p.Score() != 290 || p.Running() != 310 {
		t.Errorf("Total %d, Running %d; want 290, 310", p.Score(), p.Running())
	}
}

func TestOpenCells(t *testing.T) {
	p := mustParse(t, posCross1)
	var names []string
	for _, c := range p.OpenCells() {
		names = append(names, CellName(c))
	}
	want := []string{"a+3", "b+1", "c+1", "d+1", "e+1", "f+1", "g+1", "h+1", "i+1", "j+1", "k+1", "l+1", "m+1", "n+1",
		"a-1", "b-1", "c-1", "d-1", "e-1", "f-1", "g-1", "h-1", "i-1", "j-1", "k-1", "l-1", "m-1", "n-1"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("open cells (-want +got):\n%s", diff)
	}
}

// A dealt game always ends won: play the strategy's game to one placement before the end.
func TestWin(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(5).(*Position)
			placed := 0
			for p.Status() == engine.Playing {
				m := strategy(p)
				if m.Action == engine.Step {
					placed++
				}
				p = play(t, p, p.FormatMove(m))
			}
			if p.Status() != engine.Won || placed != Placed {
				t.Fatalf("status %v after %d placements, want won after %d", p.Status(), placed, Placed)
			}
			sum := 0
			for _, l := range p.StartedLines() {
				s := p.LineScore(l)
				if !s.Complete {
					t.Errorf("line %v incomplete", l)
				}
				sum += s.Points
			}
			if n := len(p.StartedLines()); n != Lines || sum != p.Score() {
				t.Errorf("%d lines scoring %d, Total %d; want %d lines", n, sum, p.Score(), Lines)
			}
			if len(p.Moves()) != 0 {
				t.Errorf("moves after the win")
			}
		})
	}
}
