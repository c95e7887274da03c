package stones

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// String writes the position in notation (see the package documentation).
func (p *Position) String() string {
	var b strings.Builder
	engine.Header{Game: p.r.id, Deal: p.deal, Fields: []engine.Field{
		{Key: "score", Value: strconv.Itoa(p.score)},
		{Key: "fourways", Value: strconv.Itoa(p.fourWays)},
	}}.Write(&b)
	b.WriteString("stock:")
	for _, st := range p.stock {
		b.WriteByte(' ')
		b.WriteString(st.Code())
	}
	b.WriteByte('\n')
	for row := 0; row < p.r.rows; row++ {
		for col := 0; col < p.r.cols; col++ {
			if col > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(p.board[row*p.r.cols+col].Code())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Parse reads a position of any Stones game written by Position.String; the "game:" line
// says which.
func Parse(text string) (*Position, error) {
	h, _, _, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	r := rulesFor(h.Game)
	if r == nil {
		return nil, &engine.ParseError{What: "position", Text: "game: " + h.Game, Err: errors.New("not a Stones game")}
	}
	return r.parse(text)
}

func (r *rules) parse(text string) (*Position, error) {
	h, lines, first, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	if h.Game != r.id {
		return nil, &engine.ParseError{What: "position", Text: "game: " + h.Game, Err: errors.New("want game " + r.id)}
	}
	p := &Position{r: r, deal: h.Deal}
	if p.score, err = h.Int("score", 0, 1<<62); err != nil {
		return nil, err
	}
	if p.fourWays, err = h.Int("fourways", 0, r.squares); err != nil {
		return nil, err
	}
	for _, f := range h.Fields {
		if f.Key != "score" && f.Key != "fourways" {
			return nil, &engine.ParseError{What: "position", Text: f.Key + ": " + f.Value, Err: errors.New("unknown header line")}
		}
	}
	if len(lines) == 0 {
		return nil, &engine.ParseError{What: "position", Err: errors.New("the header is not followed by the stock line \"stock: R1 G2 ...\" and the board")}
	}
	b := bodyReader{r: r, p: p, lines: lines, first: first}
	if err := b.stock(); err != nil {
		return nil, err
	}
	placed, err := b.board()
	if err != nil {
		return nil, err
	}
	if p.fourWays > placed {
		return nil, &engine.ParseError{What: "position", Text: "fourways: " + strconv.Itoa(p.fourWays), Err: errors.New("more four-way placements than stones on the board")}
	}
	return p, nil
}

// bodyReader reads the lines after a position's header: the stock line, then the board.
type bodyReader struct {
	r     *rules
	p     *Position
	lines []string
	first int // the text's line number of lines[0]
	count [MaxColours * MaxColours]int
}

func (b *bodyReader) bad(i int, msg string) error {
	text := ""
	if i < len(b.lines) {
		text = b.lines[i]
	}
	return &engine.ParseError{What: "position", Line: b.first + i, Text: text, Err: errors.New(msg)}
}

// tally counts st, read on line i: there are two of each stone.
func (b *bodyReader) tally(i int, st Stone) error {
	b.count[st.index()]++
	if b.count[st.index()] > 2 {
		return b.bad(i, "a third "+st.String()+" ("+st.Code()+"): there are two of each stone")
	}
	return nil
}

// stock reads the stock line and checks the board's row count.
func (b *bodyReader) stock() error {
	r := b.r
	rest, ok := strings.CutPrefix(strings.TrimSpace(b.lines[0]), "stock:")
	if !ok {
		return b.bad(0, "want the stock line \"stock: R1 G2 ...\", the stone to place first")
	}
	if rows := len(b.lines) - 1; rows != r.rows {
		at := len(b.lines) // the first missing row
		if rows > r.rows {
			at = 1 + r.rows // the first extra row
		}
		return b.bad(at, "want "+strconv.Itoa(r.rows)+" board rows after the stock line, found "+strconv.Itoa(rows))
	}
	for _, code := range strings.Fields(rest) {
		st, err := ParseStone(code, r.colours)
		if err != nil || st == NoStone {
			return b.bad(0, "the stock holds "+strconv.Quote(code)+", not a stone of this game: "+codeError(r.colours).Error())
		}
		if err := b.tally(0, st); err != nil {
			return err
		}
		b.p.stock = append(b.p.stock, st)
	}
	return nil
}

// board reads the board's rows and returns how many stones they hold.
func (b *bodyReader) board() (placed int, err error) {
	r := b.r
	for row := 0; row < r.rows; row++ {
		i := row + 1
		codes := strings.Fields(b.lines[i])
		if len(codes) != r.cols {
			return 0, b.bad(i, "want "+strconv.Itoa(r.cols)+" squares in a row of this "+r.description+" board, found "+strconv.Itoa(len(codes)))
		}
		for col, code := range codes {
			st, err := ParseStone(code, r.colours)
			if err != nil {
				return 0, b.bad(i, "column "+string(rune('a'+col))+" holds "+strconv.Quote(code)+": "+codeError(r.colours).Error()+", or .. for an empty square")
			}
			if st == NoStone {
				continue
			}
			if err := b.tally(i, st); err != nil {
				return 0, err
			}
			b.p.board[row*r.cols+col] = st
			placed++
		}
	}
	return placed, nil
}

// FormatMove writes a placement as its square: column letter (a from the left) and row
// number (1 at the top), as "e4".
func (p *Position) FormatMove(m engine.Move) string {
	if m.Action != engine.Step || m.From != StockPlace || int(m.To) < 0 || int(m.To) >= p.r.squares {
		return "?"
	}
	return SquareName(int(m.To), p.r.cols)
}

// ParseMove reads a placement written as a square ("e4", any letter case).
func (p *Position) ParseMove(s string) (engine.Move, error) {
	sq, err := p.ParseSquare(s)
	if err != nil {
		return engine.Move{}, err
	}
	return engine.StepMove(StockPlace, engine.Place(sq)), nil
}

// ParseSquare reads a square name ("e4") of this board.
func (p *Position) ParseSquare(s string) (int, error) {
	t := strings.TrimSpace(s)
	fail := func(why string) (int, error) {
		return -1, &engine.ParseError{What: "move", Text: s, Err: errors.New(why)}
	}
	if len(t) < 2 {
		return fail("want a square: a column letter and a row number, as \"e4\"")
	}
	col := int(upper(t[0]) - 'A')
	if t[0] < 'A' || col < 0 || col >= p.r.cols {
		return fail("the column must be a letter from a to " + string(rune('a'+p.r.cols-1)))
	}
	row, err := strconv.Atoi(t[1:])
	if err != nil || row < 1 || row > p.r.rows || t[1] == '+' || t[1] == '0' {
		return fail("the row must be a number from 1 to " + strconv.Itoa(p.r.rows))
	}
	return (row-1)*p.r.cols + col, nil
}
