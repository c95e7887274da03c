package stones

import (
	"errors"
	"strings"

	"mahjong/engine"
)

// Colour is one of the C colours of a game's stones, 0 to C-1.
type Colour uint8

// Symbol is one of the C symbols of a game's stones, 0 to C-1.
type Symbol uint8

// MaxColours is the most colours (and symbols) any Stones game uses.
const MaxColours = 6

// The colours and symbols. A game with C colours uses the first C of each list.
const (
	Red Colour = iota
	Green
	Blue
	Yellow
	Purple
	Orange
)

// The symbols. Colour-blind players must be able to play by symbol alone, so every symbol
// has a name and the UI draws it as a shape.
const (
	Circle Symbol = iota
	Triangle
	Square
	Star
	Diamond
	Cross
)

// The letters were chosen so that no two colours share an initial, and each letter is the
// initial of the colour's English name, so a code like "R4" reads as "Red star".
const colourCodes = "RGBYPO"

var colourNames = [MaxColours]string{"Red", "Green", "Blue", "Yellow", "Purple", "Orange"}

var symbolNames = [MaxColours]string{"circle", "triangle", "square", "star", "diamond", "cross"}

// ColourNames returns the names of the first n colours, in order ("Red", "Green", ...).
func ColourNames(n int) []string { return append([]string(nil), colourNames[:min(n, MaxColours)]...) }

// SymbolNames returns the names of the first n symbols, in order ("circle", "triangle",
// "square", "star", "diamond", "cross"); the UI draws each as that shape.
func SymbolNames(n int) []string { return append([]string(nil), symbolNames[:min(n, MaxColours)]...) }

// Code returns the colour's letter: R G B Y P O.
func (c Colour) Code() byte {
	if c >= MaxColours {
		return '?'
	}
	return colourCodes[c]
}

// String returns the colour's name for people ("Red").
func (c Colour) String() string {
	if c >= MaxColours {
		return "Invalid colour"
	}
	return colourNames[c]
}

// Code returns the symbol's digit: '1' (circle) to '6' (cross).
func (s Symbol) Code() byte {
	if s >= MaxColours {
		return '?'
	}
	return '1' + byte(s)
}

// String returns the symbol's name for people, in lower case ("star") so that a stone
// reads "Red star".
func (s Symbol) String() string {
	if s >= MaxColours {
		return "invalid symbol"
	}
	return symbolNames[s]
}

// Stone is one stone: a colour and a symbol. The zero value, NoStone, is an empty square.
//
// A stone is stored as 1 + colour×8 + symbol, so that it fits a byte, NoStone is zero and
// a board is a small array that is cheap to copy and hash.
type Stone uint8

// NoStone is the content of an empty square.
const NoStone Stone = 0

// NewStone returns the stone of colour c and symbol s.
func NewStone(c Colour, s Symbol) Stone { return Stone(1 + uint8(c)<<3 + uint8(s)) }

// Colour returns the stone's colour.
func (st Stone) Colour() Colour { return Colour((st - 1) >> 3) }

// Symbol returns the stone's symbol.
func (st Stone) Symbol() Symbol { return Symbol((st - 1) & 7) }

// Valid reports whether st is a stone of a game with the given number of colours.
func (st Stone) Valid(colours int) bool {
	return st != NoStone && int(st.Colour()) < colours && int(st.Symbol()) < colours
}

// Code returns the stone's notation: colour letter then symbol digit ("R4"), or ".." for
// NoStone.
func (st Stone) Code() string {
	if st == NoStone {
		return ".."
	}
	return string([]byte{st.Colour().Code(), st.Symbol().Code()})
}

// String returns the stone's name for people ("Red star"), or "empty" for NoStone.
func (st Stone) String() string {
	if st == NoStone {
		return "empty"
	}
	return st.Colour().String() + " " + st.Symbol().String()
}

// index numbers the stones of any game 0..35 (colour×6 + symbol), for counting.
func (st Stone) index() int { return int(st.Colour())*MaxColours + int(st.Symbol()) }

// ErrStoneCode is returned (wrapped) by ParseStone for text that names no stone.
var ErrStoneCode = errors.New("not a stone code")

// ParseStone reads a stone code ("R4", in any letter case) of a game with the given number
// of colours; ".." is NoStone.
func ParseStone(s string, colours int) (Stone, error) {
	if s == ".." {
		return NoStone, nil
	}
	if len(s) == 2 {
		c := strings.IndexByte(colourCodes[:colours], upper(s[0]))
		sym := int(s[1]) - '1'
		if c >= 0 && sym >= 0 && sym < colours {
			return NewStone(Colour(c), Symbol(sym)), nil
		}
	}
	return NoStone, &engine.ParseError{What: "stone", Text: s, Err: codeError(colours)}
}

// codeError says which codes a game with the given number of colours accepts, and wraps
// ErrStoneCode so that callers can test for it.
type codeError int

func (e codeError) Error() string {
	colours := int(e)
	return "want a colour letter (" + strings.Join(strings.Split(colourCodes[:colours], ""), " ") +
		") and a symbol digit (1-" + string(rune('0'+colours)) + ")"
}

func (e codeError) Unwrap() error { return ErrStoneCode }

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}
