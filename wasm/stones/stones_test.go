package stones

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/golden"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
)

// stonesPebbles1 is deal 1 of tiny-pebbles as dealt (the example of the engine's
// documentation): the Green triangle may go on a5 or b6 (next to the Green circle) or on h5
// or g6 (next to the Yellow triangle).
var stonesPebbles1 = enginetest.Must(stones.New("tiny-pebbles", 1)).String()

// stonesMix has the Red circle to place next to two red stones: alone beside either it
// matches by colour (d3, c4), but between both (c2, b3) strict matching wants one colour
// match and one symbol match. Every corner stone shares nothing with it.
const stonesMix = `game: tiny-pebbles
deal: 1
score: 3
fourways: 0

stock: R1 Y4
B4 .. .. .. .. .. .. G3
.. R2 .. .. .. .. .. ..
.. .. R3 .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
Y2 .. .. .. .. .. .. B2
`

// stonesStuck has the Red circle to place and only stones that share neither colour nor
// symbol with it.
const stonesStuck = `game: tiny-pebbles
deal: 4
score: 0
fourways: 0

stock: R1 R2
B4 .. .. .. .. .. .. G3
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
Y2 .. .. .. .. .. .. B2
`

// stonesPlacedAll has an empty stock.
const stonesPlacedAll = `game: tiny-pebbles
deal: 2
score: 1120
fourways: 1

stock:
B4 .. .. .. .. .. .. R3
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
G1 .. .. .. .. .. .. Y2
`

func stonesPosition(text string) *stones.Position { return enginetest.Must(stones.Parse(text)) }

func TestStonesGrid(t *testing.T) {
	tests := []struct {
		id   string
		want board.Grid
	}{
		{"mahjongg-stones", board.Grid{Cols: 12, Rows: 8, Layers: 1}},
		{"small-stones", board.Grid{Cols: 10, Rows: 7, Layers: 1}},
		{"tiny-pebbles", board.Grid{Cols: 8, Rows: 6, Layers: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Grid(enginetest.Must(stones.New(tt.id, 1)))); diff != "" {
				t.Errorf("StonesGrid (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStonesSquares(t *testing.T) {
	p := stonesPosition(stonesPebbles1)
	hint := board.Marks{Selected: engine.NoPlace, Hint: []engine.Place{41}}
	tests := []struct {
		name      string
		marks     board.Marks
		showLegal bool
		want      Square
	}{
		{"corner stone", board.NoMarks, true,
			Square{Square: 0, Name: "a1", Outer: true, Stone: "B4", Colour: 2, Symbol: 3, Label: "a1, Blue star, outer ring"}},
		{"opposite corner", board.NoMarks, true,
			Square{Square: 47, Name: "h6", Outer: true, Stone: "Y2", Colour: 3, Symbol: 1, Label: "h6, Yellow triangle, outer ring"}},
		{"legal square, shown", board.NoMarks, true,
			Square{Square: 32, Name: "a5", Outer: true, Colour: -1, Symbol: -1, Legal: true, Label: "a5, empty, legal, outer ring"}},
		{"legal square, display off", board.NoMarks, false,
			Square{Square: 32, Name: "a5", Outer: true, Colour: -1, Symbol: -1, Label: "a5, empty, outer ring"}},
		{"next to a stone it does not match", board.NoMarks, true,
			Square{Square: 1, Name: "b1", Outer: true, Colour: -1, Symbol: -1, Label: "b1, empty, outer ring"}},
		{"inner square", board.NoMarks, true,
			Square{Square: 9, Name: "b2", Colour: -1, Symbol: -1, Label: "b2, empty"}},
		{"hinted", hint, false,
			Square{Square: 41, Name: "b6", Outer: true, Colour: -1, Symbol: -1, Hinted: true, Label: "b6, empty, outer ring"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Squares(p, tt.marks, tt.showLegal)
			if len(got) != 48 {
				t.Fatalf("got %d squares, want 48", len(got))
			}
			if diff := cmp.Diff(tt.want, got[tt.want.Square]); diff != "" {
				t.Errorf("square %d (-want +got):\n%s", tt.want.Square, diff)
			}
		})
	}
}

// stonesLegalOf returns the squares drawn as legal.
func stonesLegalOf(squares []Square) []int {
	var out []int
	for _, s := range squares {
		if s.Legal {
			out = append(out, s.Square)
		}
	}
	return out
}

// The squares marked legal are, from the rule book: the Green triangle of stonesPebbles1 beside
// the Green circle (a5, b6) or the Yellow triangle (h5, g6); the Red circle of stonesMix beside one
// red stone only (d3, c4); none for stonesStuck.
func TestStonesLegalMarks(t *testing.T) {
	tests := []struct {
		name, text string
		want       []int
	}{
		{"opening", stonesPebbles1, []int{32, 39, 41, 46}},
		{"strict mix", stonesMix, []int{19, 26}},
		{"stuck", stonesStuck, nil},
		{"stock empty", stonesPlacedAll, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := stonesPosition(tt.text)
			got := stonesLegalOf(Squares(p, board.NoMarks, true))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("legal squares (-want +got):\n%s", diff)
			}
			if off := stonesLegalOf(Squares(p, board.NoMarks, false)); off != nil {
				t.Errorf("display off, squares marked legal: %v", off)
			}
		})
	}
}

// Along a played game of every variant, the marks are the engine's legal squares.
func TestStonesLegalMarksFollowEngine(t *testing.T) {
	for _, v := range stones.Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(3).(*stones.Position)
			for step := 0; p.Status() == engine.Playing; step++ {
				want := p.LegalSquares()
				if len(want) == 0 {
					want = nil
				}
				if diff := cmp.Diff(want, stonesLegalOf(Squares(p, board.NoMarks, true))); diff != "" {
					t.Fatalf("step %d (-want +got):\n%s", step, diff)
				}
				p = enginetest.Apply(t, p, engine.StepMove(stones.StockPlace, engine.Place(want[len(want)/2])))
			}
		})
	}
}

func TestStonesPanelOf(t *testing.T) {
	tests := []struct {
		name, text string
		showLegal  bool
		want       Panel
	}{
		{"deal", stonesPebbles1, false, Panel{Stone: "G2", Colour: 1, Symbol: 1,
			StoneLabel: "Stone to place: Green triangle. Drag it to a square, or pick a square."}},
		{"scored, display on", stonesMix, true, Panel{Stone: "R1", Colour: 0, Symbol: 0, Score: 3, ShowLegal: true,
			StoneLabel: "Stone to place: Red circle. Drag it to a square, or pick a square."}},
		{"stock empty", stonesPlacedAll, false, Panel{Colour: -1, Symbol: -1, Score: 1120, FourWays: 1,
			StoneLabel: "No stone left to place"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, PanelOf(stonesPosition(tt.text), tt.showLegal)); diff != "" {
				t.Errorf("StonesPanelOf (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStonesCounts(t *testing.T) {
	tests := []struct {
		name, text  string
		left, legal int
	}{
		{"deal", stonesPebbles1, 28, 4},
		{"strict mix", stonesMix, 2, 2},
		{"stuck", stonesStuck, 2, 0},
		{"stock empty", stonesPlacedAll, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			left, legal := Counts(stonesPosition(tt.text))
			if left != tt.left || legal != tt.legal {
				t.Errorf("StonesCounts = %d, %d; want %d, %d", left, legal, tt.left, tt.legal)
			}
		})
	}
}

func TestStonesClick(t *testing.T) {
	place := func(sq int) board.Outcome {
		return board.Outcome{Selected: engine.NoPlace, Play: true, Move: engine.StepMove(stones.StockPlace, engine.Place(sq))}
	}
	tests := []struct {
		name, text string
		square     int
		want       board.Outcome
		notice     string // the start of the notice, when the click is refused
	}{
		{"legal beside the Green circle", stonesPebbles1, 32, place(32), ""},
		{"legal beside the Yellow triangle", stonesPebbles1, 46, place(46), ""},
		{"one neighbour by colour", stonesMix, 19, place(19), ""},
		{"square taken", stonesPebbles1, 0, board.Outcome{}, "The square a1 already holds a stone (Blue star)"},
		{"touches nothing", stonesPebbles1, 20, board.Outcome{}, "A stone must touch another stone"},
		{"neighbour shares nothing", stonesPebbles1, 1, board.Outcome{}, "The stone to the left (Blue star) shares neither colour nor symbol"},
		{"two neighbours both by colour", stonesMix, 10, board.Outcome{}, "With two neighbours one must match by colour and the other by symbol"},
		{"off the board", stonesPebbles1, 48, board.Outcome{}, "There is no such square"},
		{"stock empty", stonesPlacedAll, 20, board.Outcome{}, "The stock is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := stonesPosition(tt.text)
			got := Click(p, engine.NoPlace, tt.square)
			if tt.notice == "" {
				if diff := cmp.Diff(tt.want, got); diff != "" {
					t.Errorf("StonesClick(%d) (-want +got):\n%s", tt.square, diff)
				}
				return
			}
			if got.Play || got.Selected != engine.NoPlace || !strings.HasPrefix(got.Notice, tt.notice) {
				t.Errorf("StonesClick(%d) = %+v, want a refusal starting %q", tt.square, got, tt.notice)
			}
			if want := board.Capitalize(p.Reason(tt.square)); got.Notice != want {
				t.Errorf("notice %q, want the engine's reason %q", got.Notice, want)
			}
		})
	}
}

func TestStonesLegalNotice(t *testing.T) {
	tests := []struct {
		name, text string
		on         bool
		want       string
	}{
		{"on", stonesPebbles1, true, "The Green triangle may go on 4 squares, marked with a ring."},
		{"on, two", stonesMix, true, "The Red circle may go on 2 squares, marked with a ring."},
		{"on, none", stonesStuck, true, "The Red circle has no legal square."},
		{"on, stock empty", stonesPlacedAll, true, "Every stone is placed."},
		{"off", stonesPebbles1, false, "Legal squares hidden."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LegalNotice(stonesPosition(tt.text), tt.on); got != tt.want {
				t.Errorf("StonesLegalNotice = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestStonesStep(t *testing.T) {
	// On 8×6: square 9 is b2, 0 is a1, 47 is h6.
	tests := []struct {
		from int
		key  string
		to   int
		ok   bool
	}{
		{9, "ArrowLeft", 8, true},
		{9, "ArrowRight", 10, true},
		{9, "ArrowUp", 1, true},
		{9, "ArrowDown", 17, true},
		{9, "Home", 8, true},
		{9, "End", 15, true},
		{0, "ArrowLeft", 0, true},
		{0, "ArrowUp", 0, true},
		{47, "ArrowRight", 47, true},
		{47, "ArrowDown", 47, true},
		{8, "ArrowLeft", 7, true},  // wraps to the end of the row above
		{7, "ArrowRight", 8, true}, // and back
		{9, "PageUp", 9, false},
		{9, "Enter", 9, false},
		{9, "x", 9, false},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			to, ok := Step(8, 6, tt.from, tt.key)
			if to != tt.to || ok != tt.ok {
				t.Errorf("StonesStep(%d, %q) = %d, %v; want %d, %v", tt.from, tt.key, to, ok, tt.to, tt.ok)
			}
		})
	}
}

func TestStonesResult(t *testing.T) {
	tests := []struct {
		name, text string
		ended      bool
		want       board.Result
	}{
		{"playing", stonesPebbles1, false, board.Result{}},
		{"won", stonesPlacedAll, true, board.Result{Kind: "won", Title: "You won!",
			Text: "Every stone is placed, in 4:05. Score 1,120 with 1 4-way. Start a new deal, or play this one again."}},
		{"lost", stonesStuck, true, board.Result{Kind: "lost", Title: "No square left", Undo: true,
			Text: "The Red circle has no legal square, with 2 stones left to place. Score 0 with 0 4-ways. Undo to try another way, restart this deal, or start a new one."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ended := Result(stonesPosition(tt.text), 245)
			if ended != tt.ended {
				t.Fatalf("ended = %v, want %v", ended, tt.ended)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("StonesResult (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStonesHint(t *testing.T) {
	tests := []struct {
		name, text string
		square     int
		verdict    engine.Verdict
		wantMarks  []engine.Place
		want       string
	}{
		{"proven", stonesPebbles1, 41, engine.Solved, []engine.Place{41},
			"Try b6: the solver found a way to place every stone from there."},
		{"not decided in time", stonesPebbles1, 32, engine.Unknown, []engine.Place{32},
			"Try a5: the heuristic's best guess (the solver could not decide in time)."},
		{"cannot be won", stonesMix, 19, engine.Unsolvable, []engine.Place{19},
			"No way is left to place every stone; d3 is the heuristic's best square. Undo to go back."},
		{"no legal square", stonesStuck, -1, engine.Unsolvable, nil,
			"The Red circle has no legal square: the game is over. Undo or restart."},
		{"stock empty", stonesPlacedAll, -1, engine.Solved, nil, "Every stone is placed."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			marks, notice := Hint(stonesPosition(tt.text), tt.square, tt.verdict)
			if diff := cmp.Diff(tt.wantMarks, marks); diff != "" {
				t.Errorf("marks (-want +got):\n%s", diff)
			}
			if notice != tt.want {
				t.Errorf("notice = %q, want %q", notice, tt.want)
			}
		})
	}
}

// The engine's proven hint on the opening is a legal square, and the view calls it proven.
func TestStonesHintFromEngine(t *testing.T) {
	p := stonesPosition(stonesPebbles1)
	ctx, cancel := clock.WallDeadline(context.Background(), 10*time.Second, time.Now)
	defer cancel()
	sol := stones.Solve(ctx, p)
	if sol.Verdict != engine.Solved {
		t.Fatalf("tiny-pebbles deal 1: solver says %v, want a win", sol.Verdict)
	}
	marks, notice := Hint(p, int(sol.Moves[0].To), sol.Verdict)
	if len(marks) != 1 || p.Reason(int(marks[0])) != "" || !strings.HasPrefix(notice, "Try ") {
		t.Errorf("hint %v %q: want one legal square, proven", marks, notice)
	}
}

// The board's HTML for deal 1 of Tiny Pebbles, with the legal squares shown and a hint, is
// pinned by a golden file: go test ./wasm/stones -update rewrites it.
func TestStonesHTMLGolden(t *testing.T) {
	p := stonesPosition(stonesPebbles1)
	m := board.Marks{Selected: engine.NoPlace, Hint: []engine.Place{41}}
	got := HTML(p.Cols(), p.Rows(), Squares(p, m, true), PanelOf(p, true), 9)
	got = strings.ReplaceAll(got, "</button>", "</button>\n") + "\n"
	golden.CheckTestdata(t, "stones-pebbles-1.html", got)
}

func TestStoneHTML(t *testing.T) {
	tests := []struct {
		code           string
		colour, symbol int
		want           string
	}{
		{"R1", 0, 0, `<span class="stone c0" data-stone="R1"><svg viewBox="0 0 60 60" aria-hidden="true"><use href="#s-0"/></svg><b aria-hidden="true">R</b></span>`},
		{"O6", 5, 5, `<span class="stone c5" data-stone="O6"><svg viewBox="0 0 60 60" aria-hidden="true"><use href="#s-5"/></svg><b aria-hidden="true">O</b></span>`},
		{"", 0, 0, `<span class="stone c0" data-stone=""><svg viewBox="0 0 60 60" aria-hidden="true"><use href="#s-0"/></svg><b aria-hidden="true"></b></span>`},
		{`"x`, 1, 2, `<span class="stone c1" data-stone="&quot;x"><svg viewBox="0 0 60 60" aria-hidden="true"><use href="#s-2"/></svg><b aria-hidden="true">&quot;</b></span>`},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, StoneHTML(tt.code, tt.colour, tt.symbol)); diff != "" {
				t.Errorf("StoneHTML (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStoneSquareChanges(t *testing.T) {
	empty := Square{Square: 9, Name: "b2", Colour: -1, Symbol: -1, Label: "b2, empty"}
	legal := empty
	legal.Legal, legal.Label = true, "b2, empty, legal"
	hinted := empty
	hinted.Hinted = true
	placed := Square{Square: 9, Name: "b2", Stone: "R2", Colour: 0, Symbol: 1, Label: "b2, Red triangle"}
	tests := []struct {
		name     string
		old, now Square
		want     []board.Change
	}{
		{"unchanged", empty, empty, nil},
		{"marked legal", empty, legal, []board.Change{
			{Name: "data-legal", Value: "true"}, {Name: "class", Value: "sq legal"}, {Name: "aria-label", Value: "b2, empty, legal"}}},
		{"hinted", empty, hinted, []board.Change{{Name: "class", Value: "sq hint"}}},
		{"stone placed on a legal square", legal, placed, []board.Change{
			{Name: "data-stone", Value: "R2"}, {Value: StoneHTML("R2", 0, 1)},
			{Name: "data-legal", Value: "false"}, {Name: "class", Value: "sq"}, {Name: "aria-label", Value: "b2, Red triangle"}}},
		{"undone", placed, empty, []board.Change{
			{Name: "data-stone", Value: ""}, {Value: ""}, {Name: "aria-label", Value: "b2, empty"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, SquareChanges(tt.old, tt.now)); diff != "" {
				t.Errorf("StoneSquareChanges (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStonesPanelChanges(t *testing.T) {
	start := PanelOf(stonesPosition(stonesPebbles1), false)
	next := start
	next.Stone, next.Colour, next.Symbol, next.Score = "Y2", 3, 1, 4
	next.StoneLabel = "Stone to place: Yellow triangle. Drag it to a square, or pick a square."
	on := start
	on.ShowLegal = true
	end := PanelOf(stonesPosition(stonesPlacedAll), false)
	tests := []struct {
		name     string
		old, now Panel
		want     []PanelChange
	}{
		{"unchanged", start, start, nil},
		{"legal squares switched on", start, on, []PanelChange{{PartLegal, board.Change{Name: "aria-pressed", Value: "true"}}}},
		{"a stone placed", start, next, []PanelChange{
			{PartCurrent, board.Change{Name: "data-stone", Value: "Y2"}},
			{PartCurrent, board.Change{Value: StoneHTML("Y2", 3, 1)}},
			{PartCurrent, board.Change{Name: "aria-label", Value: next.StoneLabel}},
			{PartScore, board.Change{Name: "data-value", Value: "4"}},
			{PartScore, board.Change{Value: "4"}},
		}},
		{"stock emptied", start, end, []PanelChange{
			{PartCurrent, board.Change{Name: "data-stone", Value: ""}},
			{PartCurrent, board.Change{Value: ""}},
			{PartCurrent, board.Change{Name: "aria-label", Value: "No stone left to place"}},
			{PartScore, board.Change{Name: "data-value", Value: "1120"}},
			{PartScore, board.Change{Value: "1,120"}}, // the win box's format
			{PartFourWays, board.Change{Name: "data-value", Value: "1"}},
			{PartFourWays, board.Change{Value: "1"}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, PanelChanges(tt.old, tt.now)); diff != "" {
				t.Errorf("StonesPanelChanges (-want +got):\n%s", diff)
			}
		})
	}
}

// Drawing a game move by move through the changes gives what a fresh draw gives: the diff
// misses nothing.
func TestStonesChangesReachFreshDraw(t *testing.T) {
	p := enginetest.Must(stones.New("small-stones", 7))
	drawn := Squares(p, board.NoMarks, true)
	for step := 0; step < 12 && p.Status() == engine.Playing; step++ {
		legal := p.LegalSquares()
		p = enginetest.Apply(t, p, engine.StepMove(stones.StockPlace, engine.Place(legal[0])))
		now := Squares(p, board.NoMarks, step%2 == 0)
		for i := range now {
			replay := drawn[i]
			for _, c := range SquareChanges(drawn[i], now[i]) {
				switch c.Name {
				case "data-stone":
					replay.Stone = c.Value
				case "data-legal":
					replay.Legal = c.Value == "true"
				case "aria-label":
					replay.Label = c.Value
				}
			}
			if replay.Stone != now[i].Stone || replay.Legal != now[i].Legal || replay.Label != now[i].Label {
				t.Fatalf("step %d square %d: changes give %+v, want %+v", step, i, replay, now[i])
			}
		}
		drawn = now
	}
}

// The help keeps every rule the project decided for the Stones games (docs/rules.md#stones)
// and says that it decided them.
func TestStonesHelp(t *testing.T) {
	for _, want := range []string{
		"Decided by this project", "relaxed matching", "Loose Stones and Throwing Stones",
		"f4 and g5", "e4", "score is shown in every Stones game",
		"Free Stones and Throwing Stones, where it may also go on a square with no neighbour",
		"with two, one matches by colour and the other by symbol", "1000 if the stock is empty",
	} {
		if !strings.Contains(Help(nil), want) {
			t.Errorf("StonesHelp does not say %q", want)
		}
	}
	// The squares named are the engine's opening squares.
	for _, tt := range []struct {
		id    string
		names []string
	}{
		{"mahjongg-stones", []string{"a1", "l1", "f4", "g5", "a8", "l8"}},
		{"small-stones", []string{"a1", "j1", "e4", "a7", "j7"}},
		{"tiny-pebbles", []string{"a1", "h1", "a6", "h6"}},
	} {
		p := enginetest.Must(stones.New(tt.id, 1))
		var got []string
		for sq := 0; sq < p.Squares(); sq++ {
			if p.At(sq) != stones.NoStone {
				got = append(got, stones.SquareName(sq, p.Cols()))
			}
		}
		if diff := cmp.Diff(tt.names, got); diff != "" {
			t.Errorf("%s opening squares (-help +engine):\n%s", tt.id, diff)
		}
	}
}

func TestStonesCapitalized(t *testing.T) {
	tests := []struct{ in, want string }{{"", ""}, {"abc", "Abc"}, {"Abc", "Abc"}, {"1a", "1a"}}
	for _, tt := range tests {
		if got := board.Capitalize(tt.in); got != tt.want {
			t.Errorf("Capitalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
