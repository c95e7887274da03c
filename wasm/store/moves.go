package store

import (
	"strings"
)

// MaxMoves bounds the moves of a kept or linked game: far beyond any real game, it keeps a
// corrupt or hostile value from costing more than a moment to reject.
const MaxMoves = 5000

// maxMoveLen bounds one move's text.
const maxMoveLen = 24

// JoinMoves writes moves (each in its family's notation) separated by commas.
func JoinMoves(moves []string) string { return strings.Join(moves, ",") }

// SplitMoves reads a comma-separated move list written by JoinMoves; "" is no move. It checks
// each move's characters, not the family's notation: that is the family's ParseMove.
func SplitMoves(s string) ([]string, error) {
	if s == "" {
		return nil, nil
	}
	if strings.Count(s, ",") >= MaxMoves {
		return nil, problem("more than {n} moves", "n", MaxMoves)
	}
	moves := strings.Split(s, ",")
	for i, m := range moves {
		if !validMove(m) {
			return nil, problem("move {n} {move} is not a move", "n", i+1, "move", quote(m))
		}
	}
	return moves, nil
}

// validMove reports whether m can be a move's text: visible ASCII, without the characters
// that separate fields in kept values and links.
func validMove(m string) bool {
	if m == "" || len(m) > maxMoveLen {
		return false
	}
	for i := 0; i < len(m); i++ {
		c := m[i]
		if c <= ' ' || c > '~' || strings.IndexByte(",;%&=#", c) >= 0 {
			return false
		}
	}
	return true
}
