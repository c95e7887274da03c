package engine

import (
	"errors"
	"strconv"
	"strings"
)

// Header is the first part of every position's notation: "key: value" lines, the first two
// always "game" and "deal", then what the family adds (shuffles left, score, ...), then a
// blank line before the board.
type Header struct {
	Game   string
	Deal   uint64
	Fields []Field // the family's own lines, in order
}

// Field is one "key: value" line of a header.
type Field struct {
	Key, Value string
}

// Get returns the value of key and whether the header has it.
func (h Header) Get(key string) (string, bool) {
	for _, f := range h.Fields {
		if f.Key == key {
			return f.Value, true
		}
	}
	return "", false
}

// Int returns the value of key as an integer in [min, max], or an error that names the key.
func (h Header) Int(key string, min, max int) (int, error) {
	v, ok := h.Get(key)
	if !ok {
		return 0, &ParseError{What: "position", Err: errors.New("missing header line " + strconv.Quote(key+": ..."))}
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < min || n > max {
		return 0, &ParseError{What: "position", Text: key + ": " + v,
			Err: errors.New("want a whole number from " + strconv.Itoa(min) + " to " + strconv.Itoa(max))}
	}
	return n, nil
}

// Write appends the header and the blank line that ends it to b.
func (h Header) Write(b *strings.Builder) {
	b.WriteString("game: ")
	b.WriteString(h.Game)
	b.WriteString("\ndeal: ")
	b.WriteString(strconv.FormatUint(h.Deal, 10))
	b.WriteByte('\n')
	for _, f := range h.Fields {
		b.WriteString(f.Key)
		b.WriteByte(':')
		if f.Value != "" {
			// No trailing blank after an empty value: notation lines never end in spaces.
			b.WriteByte(' ')
			b.WriteString(f.Value)
		}
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
}

// SplitPosition reads the header of a position's text and returns it with the board lines
// that follow (trailing blank lines dropped; each line's trailing spaces and a "\r" trimmed)
// and the 1-based line number of the first board line, for error messages.
func SplitPosition(text string) (h Header, board []string, firstLine int, err error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	i := 0
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	seenGame, seenDeal := false, false
	for ; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if line == "" {
			break
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return h, nil, 0, &ParseError{What: "position", Line: i + 1, Text: line, Err: errors.New("want a header line \"key: value\"")}
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if key == "" {
			return h, nil, 0, &ParseError{What: "position", Line: i + 1, Text: line, Err: errors.New("want a header line \"key: value\"")}
		}
		if (key == "game" && seenGame) || (key == "deal" && seenDeal) {
			return h, nil, 0, &ParseError{What: "position", Line: i + 1, Text: line, Err: errors.New("repeated header line")}
		}
		switch key {
		case "game":
			h.Game, seenGame = value, true
		case "deal":
			n, perr := strconv.ParseUint(value, 10, 64)
			if perr != nil {
				return h, nil, 0, &ParseError{What: "position", Line: i + 1, Text: line, Err: errors.New("the deal must be a whole number")}
			}
			h.Deal, seenDeal = n, true
		default:
			if _, dup := h.Get(key); dup {
				return h, nil, 0, &ParseError{What: "position", Line: i + 1, Text: line, Err: errors.New("repeated header line")}
			}
			h.Fields = append(h.Fields, Field{key, value})
		}
	}
	if !seenGame || !seenDeal {
		return h, nil, 0, &ParseError{What: "position", Err: errors.New("the header must have \"game:\" and \"deal:\" lines")}
	}
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	firstLine = i + 1
	for ; i < len(lines); i++ {
		board = append(board, strings.TrimRight(lines[i], " \t\r"))
	}
	for len(board) > 0 && board[len(board)-1] == "" {
		board = board[:len(board)-1]
	}
	return h, board, firstLine, nil
}
