package stones

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/nav"
)

// The Stones games (engine/stones) are drawn as a board of squares, row-major in a CSS grid of
// Cols×Rows, beside a panel with the stone to place, the stones left, the score, the count of
// 4-ways and the "Show legal squares" switch. What is legal, and why a square is refused, is
// the engine's answer; this file only says how it looks.

// Square is how one square of a Stones board is drawn.
type Square struct {
	Square int
	Name   string // "e4": column letter from the left, row number from the top
	Outer  bool   // on the outer ring, where stones score nothing
	// The stone on the square: its code ("R4"), colour and symbol; "" and -1 when empty.
	Stone          string
	Colour, Symbol int
	Legal          bool // marked as a legal square for the current stone (display switched on)
	Hinted         bool
	Label          string // the accessible name: "e4, Red star" or "b2, empty, legal"
}

// Grid returns the grid of p's board: one cell per square, one layer.
func Grid(p *stones.Position) board.Grid {
	return board.Grid{Cols: p.Cols(), Rows: p.Rows(), Layers: 1}
}

// Squares returns how every square of p is drawn, in square order. showLegal says
// whether the legal squares of the current stone are marked.
func Squares(p *stones.Position, m board.Marks, showLegal bool) []Square {
	legal := make([]bool, p.Squares())
	if showLegal {
		for _, sq := range p.LegalSquares() {
			legal[sq] = true
		}
	}
	out := make([]Square, p.Squares())
	for sq := range out {
		s := Square{
			Square: sq,
			Name:   stones.SquareName(sq, p.Cols()),
			Outer:  p.IsOuter(sq),
			Colour: -1,
			Symbol: -1,
			Legal:  legal[sq],
			Hinted: m.Hinted(engine.Place(sq)),
		}
		label := s.Name + msg.T(", ")
		if st := p.At(sq); st != stones.NoStone {
			s.Stone, s.Colour, s.Symbol = st.Code(), int(st.Colour()), int(st.Symbol())
			label += msg.D(st.String())
		} else {
			label += msg.T("empty")
			if s.Legal {
				label += msg.T(", legal")
			}
		}
		if s.Outer {
			label += msg.T(", outer ring")
		}
		s.Label = label
		out[sq] = s
	}
	return out
}

// Panel is what the panel beside the board shows.
type Panel struct {
	// The stone to place: its code, colour, symbol and accessible name; "" and -1 once the
	// stock is empty.
	Stone          string
	Colour, Symbol int
	StoneLabel     string
	Score          int
	FourWays       int
	ShowLegal      bool
}

// PanelOf returns the panel of p.
func PanelOf(p *stones.Position, showLegal bool) Panel {
	panel := Panel{
		Colour: -1, Symbol: -1,
		Score: p.Score(), FourWays: p.FourWays(), ShowLegal: showLegal,
		StoneLabel: msg.T("No stone left to place"),
	}
	if st, ok := p.Current(); ok {
		panel.Stone, panel.Colour, panel.Symbol = st.Code(), int(st.Colour()), int(st.Symbol())
		panel.StoneLabel = msg.T("Stone to place: {stone}. Drag it to a square, or pick a square.", "stone", msg.D(st.String()))
	}
	return panel
}

// Counts returns the numbers of the status line: the stones still to place and the
// squares where the current stone may go.
func Counts(p *stones.Position) (left, legal int) {
	return p.StockLeft(), len(p.LegalSquares())
}

// Click decides what a click (or a drop, or Enter on a focused square) on square does:
// place the current stone when the engine allows it, and otherwise say why not.
func Click(p *stones.Position, selected engine.Place, square int) board.Outcome {
	if why := p.Reason(square); why != "" {
		return board.Outcome{Selected: selected, Notice: board.Capitalize(board.Reason(why))}
	}
	return board.Outcome{Selected: engine.NoPlace, Play: true, Move: engine.StepMove(stones.StockPlace, engine.Place(square))}
}

// LegalNotice is the notice when the legal squares are switched on or off.
func LegalNotice(p *stones.Position, on bool) string {
	if !on {
		return msg.T("Legal squares hidden.")
	}
	st, ok := p.Current()
	if !ok {
		return msg.T("Every stone is placed.")
	}
	n := len(p.LegalSquares())
	if n == 0 {
		return msg.T("The {stone} has no legal square.", "stone", msg.D(st.String()))
	}
	return msg.N(n, "The {stone} may go on {n} square, marked with a ring.", "The {stone} may go on {n} squares, marked with a ring.", "stone", msg.D(st.String()))
}

// Step moves the keyboard focus over a board of cols×rows squares: the arrow keys go
// by the rule of every board (Nearest: one square, and from the end of a row to the start
// of the next), Home and End go to the ends of the row. ok is false for any other key.
func Step(cols, rows, from int, key string) (to int, ok bool) {
	row := from / cols
	switch key {
	case "Home":
		return row * cols, true
	case "End":
		return row*cols + cols - 1, true
	}
	d, ok := nav.Key(key, false)
	if !ok || d == nav.LayerUp || d == nav.LayerDown {
		return from, false
	}
	if to := nav.Nearest(Nav(cols, rows), from, d); to >= 0 {
		return to, true
	}
	return from, true
}

// Result returns the message for a Stones game that has ended, and false while it
// goes on.
func Result(p *stones.Position, elapsed int) (board.Result, bool) {
	score := msg.Number(p.Score())
	switch p.Status() {
	case engine.Won:
		return board.Result{
			Kind:  "won",
			Title: msg.T("You won!"),
			Text: msg.N(p.FourWays(), "Every stone is placed, in {time}. Score {score} with {n} 4-way. Start a new deal, or play this one again.",
				"Every stone is placed, in {time}. Score {score} with {n} 4-ways. Start a new deal, or play this one again.",
				"time", clock.Format(elapsed), "score", score),
		}, true
	case engine.Lost:
		st, _ := p.Current()
		return board.Result{
			Kind:  "lost",
			Title: msg.T("No square left"),
			Text: msg.N(p.StockLeft(), "The {stone} has no legal square, with {n} stone left to place. Score {score} with {fourways}. Undo to try another way, restart this deal, or start a new one.",
				"The {stone} has no legal square, with {n} stones left to place. Score {score} with {fourways}. Undo to try another way, restart this deal, or start a new one.",
				"stone", msg.D(st.String()), "score", score, "fourways", msg.N(p.FourWays(), "{n} 4-way", "{n} 4-ways")),
			Undo: true,
		}, true
	}
	return board.Result{}, false
}

// Hint turns a hint into what the page shows: the square to highlight and a notice that
// says which kind of hint it is. square is -1 when there is none; verdict is the solver's
// answer for p: Solved when square starts a way to place every stone, otherwise square is
// the heuristic's best.
func Hint(p *stones.Position, square int, verdict engine.Verdict) ([]engine.Place, string) {
	st, ok := p.Current()
	switch {
	case !ok:
		return nil, msg.T("Every stone is placed.")
	case square < 0:
		return nil, msg.T("The {stone} has no legal square: the game is over. Undo or restart.", "stone", msg.D(st.String()))
	}
	name := stones.SquareName(square, p.Cols())
	marks := []engine.Place{engine.Place(square)}
	switch verdict {
	case engine.Solved:
		return marks, msg.T("Try {square}: the solver found a way to place every stone from there.", "square", name)
	case engine.Unsolvable:
		return marks, msg.T("No way is left to place every stone; {square} is the heuristic's best square. Undo to go back.", "square", name)
	}
	return marks, msg.T("Try {square}: the heuristic's best guess (the solver could not decide in time).", "square", name)
}

// Help is the "How to play" text of the Stones games, as HTML.
func Help(tr *msg.Catalog) string {
	return `<p>` + tr.Help("Place every stone of the stock on the board, one at a time, each next to stones it matches.") + `</p>
<ul>
<li>` + tr.Help("Stones come in colours and symbols (circle, triangle, square, star, diamond, cross), two of each combination. Every stone shows its symbol, and its colour's letter in a corner (R red, G green, B blue, Y yellow, P purple, O orange), so the game can be played without telling the colours apart.") + `</li>
<li>` + tr.Help("The game opens with a stone on each corner, plus one near the middle on f4 and g5 of the 12×8 boards and on e4 in Small Stones; together they show every colour once and every symbol once.") + `</li>
<li>` + tr.Help("The stone shown beside the board is the one to place next; it cannot be skipped. Click or tap a square, drag the stone onto it, or move over the board with the arrow keys and press Enter or Space.") + `</li>
<li>` + tr.Help("Neighbours are the squares to the left, right, above and below. Every neighbour must share the colour or the symbol with the new stone. In MahJongg Stones, Free Stones, Small Stones and Tiny Pebbles the neighbours must also mix: with two, one matches by colour and the other by symbol; with three, at least one of each; with four, two of each.") + `</li>
<li>` + tr.Help("A stone must touch another stone, except in Free Stones and Throwing Stones, where it may also go on a square with no neighbour.") + `</li>
<li>` + tr.Help("\"Show legal squares\" (L, while the board has the focus, a right-click on the board, or a long press on a square with a finger) rings every square where the stone may go, and the same again hides them. A refused square says why.") + `</li>
<li>` + tr.Help("Score: a stone on the outer ring (striped squares) scores nothing; inside it scores 1, 2, 4 or 8 for 1, 2, 3 or 4 neighbours, doubled for every earlier 4-way (a stone placed with four neighbours). The k-th 4-way earns a bonus of 25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000. At the end: 1000 if the stock is empty, 500 if one stone is left, 100 if two are.") + `</li>
<li>` + tr.Help("You win when every stone is placed; the game is over when the stone to place has no legal square. Undo and redo are unlimited (Ctrl+Z, Ctrl+Y). Hint (H) shows a square and says whether the solver proved it keeps the game winnable or it is only the best guess.") + `</li>
</ul>
<p class="decided">` + tr.Help("Decided by this project where the original rules are silent: Loose Stones and Throwing Stones use relaxed matching (every neighbour shares colour or symbol, no mix needed); the near-middle opening squares (f4 and g5, e4); the score is shown in every Stones game.") + `</p>`
}
