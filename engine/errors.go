package engine

import "strconv"

// ParseError reports text that could not be read as a tile, a move or a position.
type ParseError struct {
	What string // "tile", "move", "position", ...
	Text string // the offending text, shortened when long
	Line int    // 1-based line of a position's text, or 0
	Err  error  // what was wrong
}

func (e *ParseError) Error() string {
	msg := "cannot read " + e.What
	if e.Line > 0 {
		msg += " (line " + strconv.Itoa(e.Line) + ")"
	}
	if e.Text != "" {
		text := e.Text
		if len(text) > 60 {
			text = text[:57] + "..."
		}
		msg += " " + strconv.Quote(text)
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *ParseError) Unwrap() error { return e.Err }

// IllegalMoveError reports a well-formed move that the rules do not allow here.
type IllegalMoveError struct {
	Move   string // the move in notation
	Reason string // why, in words a player understands
}

func (e *IllegalMoveError) Error() string {
	return "illegal move " + e.Move + ": " + e.Reason
}

// UnknownVariantError reports a variant id that a family's New does not deal.
type UnknownVariantError struct {
	Family Family
	ID     string
}

func (e *UnknownVariantError) Error() string {
	return string(e.Family) + ": unknown variant " + strconv.Quote(e.ID)
}
