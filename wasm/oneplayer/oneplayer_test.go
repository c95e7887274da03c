package oneplayer

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
)

// One Player positions written in the engine's notation (see package oneplayer), shared with
// the engine's tests as files.

// opScore: the horizontal line is complete (1b 1b 2b 2b ... 7b 7b: all one suit, 200); the
// line up from a is complete (a pair of 1b with its anchor, three Rd, four 9c and singles:
// 10 + 40 + 40 = 90); the line down from b has its anchor 1b and Gd Gd 2b (a pair of
// Dragons so far, 20). Hand slot 1 is empty; one tile was placed this turn.
var opScore = enginetest.Fixture("..", "..", "engine", "oneplayer", "testdata", "positions", "pos-score.txt")

// opFirst: the first turn, one tile placed.
var opFirst = enginetest.Fixture("..", "..", "engine", "oneplayer", "testdata", "positions", "pos-one.txt")

// opLastTurn: the hand holds its last tile and the wall is empty.
var opLastTurn = enginetest.Fixture("..", "..", "engine", "oneplayer", "testdata", "positions", "op-last-turn.txt")

// opOver: a short set that has run out: hand and wall empty, the horizontal line incomplete.
var opOver = enginetest.Fixture("..", "..", "engine", "oneplayer", "testdata", "positions", "op-over.txt")

func opPosition(text string) *oneplayer.Position { return enginetest.Must(oneplayer.Parse(text)) }

// opAt names a cell in the move notation.
func opAt(t *testing.T, name string) engine.Place {
	t.Helper()
	m, err := oneplayer.ParseMove("1>" + name)
	if err != nil {
		t.Fatalf("cell %q: %v", name, err)
	}
	return m.To
}

func TestOnePlayerCells(t *testing.T) {
	p := opPosition(opScore)
	// Hand slot 2 (3c) is picked; the hint shows slot 3 (4c) going to b-4.
	marks := board.Marks{Selected: 1, Hint: []engine.Place{2, opAt(t, "b-4")}}
	b := BoardOf(p, marks)
	if len(b.Cells) != oneplayer.Rows*oneplayer.Cols {
		t.Fatalf("%d cells, want %d", len(b.Cells), oneplayer.Rows*oneplayer.Cols)
	}
	tests := []struct {
		name string
		want Cell
	}{
		{"an anchor of a complete line", Cell{Name: "a0", Row: 14, Col: 1, Band: 3, Pos: 1, Face: "1b", Shown: true, Anchor: true,
			Complete: true, Label: "Bamboo 1 at place 1 of the horizontal line, anchor"}},
		{"an anchor of an incomplete line, in the complete horizontal line", Cell{Name: "b0", Row: 14, Col: 2, Band: 3, Pos: 2, Face: "1b",
			Shown: true, Anchor: true, Complete: true, Label: "Bamboo 1 at place 2 of the horizontal line, anchor"}},
		{"a horizontal tile that anchors nothing", Cell{Name: "c0", Row: 14, Col: 3, Band: 3, Pos: 3, Face: "2b", Shown: true,
			Complete: true, Label: "Bamboo 2 at place 3 of the horizontal line"}},
		{"the end of a complete vertical line", Cell{Name: "a+13", Row: 1, Col: 1, Band: 1, Pos: 14, Face: "Nw", Shown: true,
			Complete: true, Label: "North Wind at 13 above place 1"}},
		{"a tile of an incomplete line", Cell{Name: "b-3", Row: 17, Col: 2, Band: 5, Pos: 4, Face: "2b", Shown: true,
			Label: "Bamboo 2 at 3 below place 2"}},
		{"the next cell of a started line: open, a target of the pick, hinted", Cell{Name: "b-4", Row: 18, Col: 2, Band: 5, Pos: 5,
			Shown: true, Open: true, Target: true, Hinted: true, Label: "Empty cell 4 below place 2, open"}},
		{"a later cell of a started line", Cell{Name: "b-5", Row: 19, Col: 2, Band: 5, Pos: 6, Shown: true, Label: "Empty cell 5 below place 2"}},
		{"where a line up can start", Cell{Name: "c+1", Row: 13, Col: 3, Band: 2, Pos: 3, Start: true, Shown: true, Open: true, Target: true,
			Label: "Empty cell 1 above place 3, open"}},
		{"where a line down can start under a complete line up", Cell{Name: "a-1", Row: 15, Col: 1, Band: 4, Pos: 1, Start: true, Shown: true,
			Open: true, Target: true, Label: "Empty cell 1 below place 1, open"}},
		{"a cell of no line in play", Cell{Name: "c+2", Row: 12, Col: 3, Band: 2, Pos: 3, Label: "Empty cell 2 above place 3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pl := opAt(t, tt.want.Name)
			tt.want.Place = pl
			if diff := cmp.Diff(tt.want, b.Cells[int(pl)-oneplayer.HandSize]); diff != "" {
				t.Errorf("cell %s (-want +got):\n%s", tt.want.Name, diff)
			}
		})
	}
	t.Run("a picked tile of a line marks the tiles it can change places with", func(t *testing.T) {
		b := BoardOf(p, board.Marks{Selected: opAt(t, "a+5")}) // a 9c
		var got []string
		for _, c := range b.Cells {
			if c.Target {
				got = append(got, c.Name)
			}
			if c.Selected && c.Name != "a+5" {
				t.Errorf("%s is marked picked", c.Name)
			}
		}
		// Every other tile of "a up" but the anchor and the three other 9c.
		want := []string{"a+13", "a+12", "a+11", "a+10", "a+9", "a+4", "a+3", "a+2", "a+1"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("targets (-want +got):\n%s", diff)
		}
	})
	t.Run("a pick left over from another position is ignored", func(t *testing.T) {
		b := BoardOf(p, board.Marks{Selected: 0}) // hand slot 1 is empty
		for _, c := range b.Cells {
			if c.Target || c.Selected {
				t.Fatalf("cell %s is marked for an empty pick: %+v", c.Name, c)
			}
		}
	})
}

func TestOnePlayerBoardSummary(t *testing.T) {
	type summary struct {
		Hand                       [oneplayer.HandSize]Hand
		Lines                      []Line
		Total, Running, Wall, Turn int
		TurnText                   string
		Playing, CanEnd, EndHinted bool
		EndNote                    string
	}
	hand := func(codes ...string) (h [oneplayer.HandSize]Hand) {
		for i, c := range codes {
			h[i].Slot = i
			if c == ".." {
				h[i].Label = "Hand slot " + string(rune('1'+i)) + ", empty"
				continue
			}
			tile, err := engine.ParseTile(c)
			if err != nil {
				t.Fatal(err)
			}
			h[i].Face, h[i].Label = c, "Hand tile "+string(rune('1'+i))+": "+tile.String()
		}
		return h
	}
	tests := []struct {
		name  string
		text  string
		marks board.Marks
		want  summary
	}{
		{"lines complete and started, a pick and the hint on End turn", opScore,
			board.Marks{Selected: 7, Hint: []engine.Place{engine.NoPlace}}, func() summary {
				s := summary{
					Hand: hand("..", "3c", "4c", "5c", "6c", "7c", "8c", "2c"),
					Lines: []Line{
						{Shown: true, Key: "horizontal", Name: "Horizontal", Tiles: 14, Complete: true, Points: 200,
							Special: "All one suit", Score: "200 points", Potential: 200,
							Label: "Horizontal: complete, 200 points, All one suit"},
						{Shown: true, Key: "a up", Name: "Above place 1", Tiles: 14, Complete: true, Points: 90, Score: "90 points",
							Potential: 90, Label: "Above place 1: complete, 90 points"},
						// 10 empty cells and 8 tiles left: the line can never be completed.
						{Shown: true, Key: "b down", Name: "Below place 2", Tiles: 4, Points: 20, Score: "4 of 14 tiles, 20 points",
							Potential: 20, Label: "Below place 2: 4 of 14 tiles, 20 points so far, at most 20"},
					},
					Total: 290, Running: 310, Wall: 1, Turn: 30, TurnText: "Turn 30: 1 placed, at least 1",
					Playing: true, CanEnd: true, EndHinted: true, EndNote: "Ends the turn and draws back up to 8 tiles.",
				}
				s.Hand[7].Selected = true
				return s
			}()},
		{"the first turn needs two tiles", opFirst, board.NoMarks, summary{
			Hand: hand("..", "2b", "3b", "4b", "5b", "6b", "7b", "8b"),
			Lines: []Line{
				{Shown: true, Key: "horizontal", Name: "Horizontal", Tiles: 1, Score: "1 of 14 tiles, 0 points",
					Label: "Horizontal: 1 of 14 tiles, 0 points so far, at most 0"}, // 9 tiles left for 13 cells
			},
			Wall: 2, Turn: 1, TurnText: "Turn 1: 1 placed, at least 2",
			Playing: true, EndNote: "Place at least 2 tiles on the first turn.",
		}},
		{"the last turn, the wall empty", opLastTurn, board.Marks{Selected: engine.NoPlace, Hint: []engine.Place{0}}, func() summary {
			s := summary{
				Hand: hand("Rd", "..", "..", "..", "..", "..", "..", ".."),
				Lines: []Line{
					{Shown: true, Key: "horizontal", Name: "Horizontal", Tiles: 13, Points: 60, Score: "13 of 14 tiles, 60 points",
						Potential: 60, Label: "Horizontal: 13 of 14 tiles, 60 points so far, at most 60"}, // Rd pairs nothing
				},
				Running: 60, Turn: 9, TurnText: "Turn 9: 1 placed, at least 1",
				Playing: true, CanEnd: true, EndNote: "Ends the turn. The wall is empty.",
			}
			s.Hand[0].Hinted = true
			return s
		}()},
		{"over", opOver, board.NoMarks, summary{
			Hand: hand("..", "..", "..", "..", "..", "..", "..", ".."),
			Lines: []Line{
				{Shown: true, Key: "horizontal", Name: "Horizontal", Tiles: 13, Points: 60, Score: "13 of 14 tiles, 60 points",
					Potential: 60, Label: "Horizontal: 13 of 14 tiles, 60 points so far, at most 60"},
			},
			Running: 60, Turn: 9, TurnText: "Turn 9: 0 placed", EndNote: "The game is over.",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := BoardOf(opPosition(tt.text), tt.marks)
			got := summary{Hand: b.Hand, Total: b.Total, Running: b.Running, Wall: b.WallLeft, Turn: b.Turn,
				TurnText: b.TurnText, Playing: b.Playing, CanEnd: b.CanEnd, EndHinted: b.EndHinted, EndNote: b.EndNote}
			for i, l := range b.Lines {
				if l.Shown {
					got.Lines = append(got.Lines, l)
				} else if l != (Line{}) {
					t.Errorf("unused entry %d is not empty: %+v", i, l)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("board (-want +got):\n%s", diff)
			}
		})
	}
}

// opAlmost: the horizontal line lacks one tile, and the 7b in the hand would make it all one
// suit (and seven pairs): 60 points so far, at most 200.
var opAlmost = enginetest.Fixture("..", "..", "engine", "oneplayer", "testdata", "positions", "op-almost.txt")

// Each entry of the list of lines shows the line's potential after its running score.
func TestOnePlayerLinePotential(t *testing.T) {
	b := BoardOf(opPosition(opAlmost), board.NoMarks)
	want := Line{Shown: true, Key: "horizontal", Name: "Horizontal", Tiles: 13, Points: 60, Score: "13 of 14 tiles, 60 points",
		Potential: 200, Label: "Horizontal: 13 of 14 tiles, 60 points so far, at most 200"}
	if diff := cmp.Diff(want, b.Lines[0]); diff != "" {
		t.Errorf("line entry (-want +got):\n%s", diff)
	}
	wantHTML := `<span class="op-line-name">Horizontal</span> <span class="op-line-score">13 of 14 tiles, 60 points</span>` +
		` <span class="op-line-potential">of at most 200</span>`
	if diff := cmp.Diff(wantHTML, opLineElem(b.Lines[0]).Content); diff != "" {
		t.Errorf("line entry HTML (-want +got):\n%s", diff)
	}
	if got := opLineElem(b.Lines[1]).Content; strings.Contains(got, "at most") {
		t.Errorf("an unused entry shows a potential: %s", got)
	}
}

func TestOnePlayerClick(t *testing.T) {
	step := func(from int, to string) board.Outcome {
		return board.Outcome{Selected: engine.NoPlace, Play: true, Move: engine.StepMove(engine.Place(from), opAt(t, to))}
	}
	swap := func(a, b string) board.Outcome {
		return board.Outcome{Selected: engine.NoPlace, Play: true, Move: engine.Move{Action: engine.Swap, From: opAt(t, a), To: opAt(t, b)}}
	}
	at := func(name string) Target { return Target{Place: opAt(t, name)} }
	none := engine.NoPlace
	tests := []struct {
		name     string
		text     string
		selected engine.Place
		target   Target
		want     board.Outcome
	}{
		{"End turn once a tile is placed", opScore, none, Target{End: true},
			board.Outcome{Selected: none, Play: true, Move: engine.Move{Action: engine.EndTurn, From: none, To: none}}},
		{"End turn too early keeps the pick", opFirst, 3, Target{End: true},
			board.Outcome{Selected: 3, Notice: "Place at least 2 tiles on the first turn."}},
		{"an empty hand slot", opScore, none, Target{Place: 0}, board.Outcome{Selected: none, Notice: NoticeEmptySlot}},
		{"pick a hand tile", opScore, none, Target{Place: 1}, board.Outcome{Selected: 1}},
		{"pick another hand tile", opScore, 1, Target{Place: 4}, board.Outcome{Selected: 4}},
		{"the picked hand tile again drops the pick", opScore, 1, Target{Place: 1}, board.Outcome{Selected: none}},
		{"a picked hand tile goes to an open cell", opScore, 1, at("b-4"), step(1, "b-4")},
		{"or starts a line", opScore, 6, at("n-1"), step(6, "n-1")},
		{"a gap in a vertical line is refused", opScore, 1, at("b-5"),
			board.Outcome{Selected: 1, Notice: "A vertical line grows outwards from its anchor, one cell after another."}},
		{"a line starts next to its anchor only", opScore, 1, at("c+2"),
			board.Outcome{Selected: 1, Notice: "A vertical line starts next to the horizontal tile it grows from."}},
		{"a vertical line before the horizontal one is complete", opFirst, 1, at("a+1"),
			board.Outcome{Selected: 1, Notice: "Complete the horizontal line before starting a vertical one."}},
		{"any empty cell of the horizontal line", opFirst, 1, at("n0"), step(1, "n0")},
		{"an empty cell with nothing picked", opScore, none, at("b-4"), board.Outcome{Selected: none, Notice: NoticePickFirst}},
		{"pick a placed tile", opScore, none, at("a+5"), board.Outcome{Selected: opAt(t, "a+5")}},
		{"a placed tile while a hand tile is picked becomes the pick", opScore, 2, at("c0"), board.Outcome{Selected: opAt(t, "c0")}},
		{"two tiles of a line change places", opScore, opAt(t, "a+5"), at("a+10"), swap("a+5", "a+10")},
		{"two tiles of the horizontal line change places", opScore, opAt(t, "c0"), at("n0"), swap("c0", "n0")},
		{"the same face is refused", opScore, opAt(t, "a+5"), at("a+6"),
			board.Outcome{Selected: opAt(t, "a+5"), Notice: "The two tiles are the same."}},
		{"a tile of another line becomes the pick", opScore, opAt(t, "a+5"), at("b-1"), board.Outcome{Selected: opAt(t, "b-1")}},
		{"the picked tile again drops the pick", opScore, opAt(t, "a+5"), at("a+5"), board.Outcome{Selected: none}},
		{"an anchor is never picked", opScore, none, at("a0"),
			board.Outcome{Selected: none, Notice: "A tile that anchors a vertical line stays where it is."}},
		{"nor swapped with a picked tile", opScore, opAt(t, "c0"), at("b0"),
			board.Outcome{Selected: opAt(t, "c0"), Notice: "A tile that anchors a vertical line stays where it is."}},
		{"a game that is over", opOver, none, at("n0"), board.Outcome{Selected: none, Notice: NoticeOver}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Click(opPosition(tt.text), tt.selected, tt.target)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("click (-want +got):\n%s", diff)
			}
		})
	}
}

func TestOnePlayerDrop(t *testing.T) {
	none := engine.NoPlace
	anchor := board.Outcome{Selected: none, Notice: "A tile that anchors a vertical line stays where it is."}
	tests := []struct {
		name     string
		text     string
		from, to string // a hand slot as "hand N" (0-based), else a cell
		want     board.Outcome
	}{
		{"a hand tile on an open cell", opScore, "hand 1", "b-4",
			board.Outcome{Selected: none, Play: true, Move: engine.StepMove(1, opAt(t, "b-4"))}},
		{"a hand tile on a tile", opScore, "hand 1", "a+3", board.Outcome{Selected: none, Notice: "That cell already holds a tile."}},
		{"an empty hand slot", opScore, "hand 0", "b-4", board.Outcome{Selected: none, Notice: "That hand slot is empty."}},
		{"a tile on another of its line", opScore, "a+5", "a+10",
			board.Outcome{Selected: none, Play: true, Move: engine.Move{Action: engine.Swap, From: opAt(t, "a+5"), To: opAt(t, "a+10")}}},
		{"a tile on one of another line", opScore, "a+5", "b-1",
			board.Outcome{Selected: none, Notice: "Tiles can be rearranged only inside their own line."}},
		{"a tile on an empty cell", opScore, "c0", "b-4", board.Outcome{Selected: none, Notice: "A swap exchanges two placed tiles."}},
		{"an anchor on a tile", opScore, "a0", "c0", anchor},
		{"an anchor on an empty cell", opScore, "b0", "b-4", anchor},
		{"a tile on a tile's anchor", opScore, "c0", "a0", anchor},
		{"back where it was", opScore, "a+5", "a+5", board.Outcome{Selected: none}},
		{"a game that is over", opOver, "a0", "b0", board.Outcome{Selected: none, Notice: NoticeOver}},
	}
	place := func(s string) engine.Place {
		if len(s) == 6 && s[:5] == "hand " {
			return engine.Place(s[5] - '0')
		}
		return opAt(t, s)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Drop(opPosition(tt.text), place(tt.from), place(tt.to))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("drop (-want +got):\n%s", diff)
			}
		})
	}
}

// The hint shows the strategy's move: a hand tile and its cell, or the End turn control.
func TestOnePlayerHint(t *testing.T) {
	kinds := map[engine.Action]bool{}
	for _, text := range []string{opScore, opFirst, opLastTurn} {
		p := opPosition(text)
		m := hintOf(p)
		kinds[m.Action] = true
		marks, notice := Hint(p, m)
		want, wantNotice := []engine.Place{engine.NoPlace}, HintEndTurn
		if m.Action == engine.Step {
			want, wantNotice = []engine.Place{m.From, m.To}, "Place "+p.Hand()[m.From].String()+" from your hand at "+CellName(m.To)+"."
			if _, err := p.Apply(m); err != nil {
				t.Errorf("turn %d: the hinted move %s is refused: %v", p.Turn(), p.FormatMove(m), err)
			}
		}
		if diff := cmp.Diff(want, marks); diff != "" || notice != wantNotice {
			t.Errorf("turn %d, strategy %s: marks (-want +got):\n%s\nnotice %q, want %q", p.Turn(), p.FormatMove(m), diff, notice, wantNotice)
		}
	}
	if !kinds[engine.Step] || !kinds[engine.EndTurn] {
		t.Errorf("the positions gave hints of kinds %v; want a placement and an end of turn", kinds)
	}
	if marks, notice := Hint(opPosition(opOver), engine.Move{}); marks != nil || notice != NoticeOver {
		t.Errorf("hint on a finished game: %v %q", marks, notice)
	}
}

func TestOnePlayerResult(t *testing.T) {
	none := Record{Known: true}
	old := Record{Known: true, Best: 1500, Scored: 4}
	won := func(text string) board.Result {
		return board.Result{Kind: "won", Title: "All ten lines are complete", Text: text}
	}
	tests := []struct {
		name   string
		status engine.Status
		total  int
		rec    Record
		want   board.Result
		wantOK bool
	}{
		{"playing", engine.Playing, 0, old, board.Result{}, false},
		{"the first game", engine.Won, 1700, none,
			won("You scored 1,700 in 4:05. That is your first score in this game: the best so far. 1 game scored."), true},
		{"a new best", engine.Won, 1720, old,
			won("You scored 1,720 in 4:05. A new best score! The best was 1,500. 5 games scored."), true},
		{"a tie is not a new best", engine.Won, 1500, old,
			won("You scored 1,500 in 4:05. Your best is 1,500. 5 games scored."), true},
		{"below the best", engine.Won, 1400, old,
			won("You scored 1,400 in 4:05. Your best is 1,500. 5 games scored."), true},
		{"a negative best", engine.Won, -4, Record{Known: true, Best: -10, Scored: 1},
			won("You scored -4 in 4:05. A new best score! The best was -10. 2 games scored."), true},
		{"run out of tiles", engine.Lost, 200, old, board.Result{Kind: "lost", Title: "No tiles left", Undo: true,
			Text: "You scored 200 in 4:05. Your best is 1,500. 5 games scored."}, true},
		{"opened again, counted already", engine.Won, 1720, Record{Known: true, Counted: true, Best: 1720, Scored: 5},
			won("You scored 1,720 in 4:05. Your best is 1,720. 5 games scored."), true},
		{"counted, then the statistics cleared", engine.Won, 1720, Record{Known: true, Counted: true},
			won("You scored 1,720 in 4:05."), true},
		{"a replay", engine.Won, 1720, Record{Best: 1500, Scored: 4},
			won("You scored 1,720 in 4:05."), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Result(tt.status, tt.total, tt.rec, 245)
			if ok != tt.wantOK {
				t.Fatalf("ended = %v, want %v", ok, tt.wantOK)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
		})
	}
}

// The bands of a position with a line up from a (complete) and one down from b: the line up,
// the row where lines up start, the horizontal line, the row where lines down start, the
// line down; each line in play headed by its anchor's copy.
func TestOnePlayerBands(t *testing.T) {
	b := BoardOf(opPosition(opScore), board.NoMarks)
	if b.Bands != 3 || b.Starts != 2 {
		t.Errorf("Bands, Starts = %d, %d; want 3, 2", b.Bands, b.Starts)
	}
	want := map[oneplayer.Line]Tag{
		oneplayer.Vertical(0, false): {Shown: true, Face: "1b", Band: 1},
		oneplayer.Vertical(1, true):  {Shown: true, Face: "1b", Band: 5},
	}
	got := map[oneplayer.Line]Tag{}
	for i, g := range b.Tags {
		if g != (Tag{}) {
			got[oneplayer.Line(i+1)] = g
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tags (-want +got):\n%s", diff)
	}
	// On the first turn the horizontal line is the only band, and no vertical line can start.
	first := BoardOf(opPosition(opFirst), board.NoMarks)
	if first.Bands != 1 || first.Starts != 0 {
		t.Errorf("the first turn: Bands, Starts = %d, %d; want 1, 0", first.Bands, first.Starts)
	}
}

func TestOnePlayerRowsShown(t *testing.T) {
	start := BoardOf(opPosition(opScore), board.NoMarks)
	if got := start.RowsShown(); got < FitRows || got > oneplayer.Rows {
		t.Errorf("RowsShown = %d, want %d to %d", got, FitRows, oneplayer.Rows)
	}
	var b Board
	for row := 1; row <= oneplayer.Rows; row++ {
		b.Cells = append(b.Cells, Cell{Row: row, Col: 1, Shown: row >= 3 && row <= 14})
	}
	if got := b.RowsShown(); got != 12 {
		t.Errorf("rows 3 to 14 shown: RowsShown = %d, want 12", got)
	}
	b.Cells = b.Cells[:2]
	if got := b.RowsShown(); got != FitRows {
		t.Errorf("no row shown: RowsShown = %d, want %d", got, FitRows)
	}
}

func TestOnePlayerGrid(t *testing.T) {
	if diff := cmp.Diff(board.Grid{Cols: 14, Rows: 27, Layers: 1}, Grid()); diff != "" {
		t.Errorf("grid (-want +got):\n%s", diff)
	}
}

// The help says what a line's "at most" means, and that the project decided it.
func TestOnePlayerHelpPotential(t *testing.T) {
	_, decided, _ := strings.Cut(Help(nil), `class="decided"`)
	for _, want := range []string{"the most it can still score", "tiles not yet on the board", "special hand while one can still be made"} {
		if !strings.Contains(Help(nil), want) {
			t.Errorf("the help does not say %q", want)
		}
	}
	if !strings.Contains(decided, "the most a line can still score gives that line every tile not yet on the board") {
		t.Errorf("the decided rules do not include the line potential:\n%s", decided)
	}
}

// hintOf is the strategy's move from p.
func hintOf(p *oneplayer.Position) engine.Move {
	m, _ := oneplayer.Hint(context.Background(), p)
	return m
}
