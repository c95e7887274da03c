package shanghai

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// FormatMove writes a pair removal as its two slot numbers, "12-40", and a shuffle as
// "shuffle". Slot numbers index Layout.Slots.
func (p *Position) FormatMove(m engine.Move) string {
	switch m.Action {
	case engine.Step:
		return strconv.Itoa(int(m.From)) + "-" + strconv.Itoa(int(m.To))
	case engine.Shuffle:
		return "shuffle"
	}
	return "action" + strconv.Itoa(int(m.Action))
}

// ParseMove reads "a-b" (two slot numbers of this layout, in either order, as written) or
// "shuffle". It checks the form, not whether the move is legal now.
func (p *Position) ParseMove(s string) (engine.Move, error) {
	t := strings.TrimSpace(s)
	if strings.EqualFold(t, "shuffle") {
		return ShuffleMove, nil
	}
	as, bs, ok := strings.Cut(t, "-")
	if !ok {
		return engine.Move{}, &engine.ParseError{What: "move", Text: s, Err: errors.New("want two slot numbers \"a-b\" or \"shuffle\"")}
	}
	a, err := p.slotNumber(as)
	if err != nil {
		return engine.Move{}, &engine.ParseError{What: "move", Text: s, Err: err}
	}
	b, err := p.slotNumber(bs)
	if err != nil {
		return engine.Move{}, &engine.ParseError{What: "move", Text: s, Err: err}
	}
	return engine.Move{Action: engine.Step, From: engine.Place(a), To: engine.Place(b)}, nil
}

func (p *Position) slotNumber(s string) (int, error) {
	s = strings.TrimSpace(s)
	n, err := strconv.Atoi(s)
	if err != nil || s == "" || s[0] == '+' || s[0] == '-' {
		return 0, errors.New(strconv.Quote(s) + " is not a slot number")
	}
	if n >= p.k.layout.Len() {
		return 0, errors.New("slot " + s + " is not on the " + p.k.layout.Name + " (slots 0 to " + strconv.Itoa(p.k.layout.Len()-1) + ")")
	}
	return n, nil
}
