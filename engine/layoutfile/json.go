package layoutfile

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// A small JSON reader for .mah files. The page reads players' files too, and encoding/json
// would add about a fifth to its module for the one format that needs it; this reads the
// whole grammar (RFC 8259) into values that keep their source text, for errors.

// jvalue is one JSON value: kind is one of "{[s0tfn" (object, array, string, number, true,
// false, null). A number is its source text (raw): the files want whole numbers only, which
// wholeNumber reads, and a float parser would cost the page's module more than this reader.
type jvalue struct {
	kind  byte
	str   string   // a string's value
	items []jvalue // an array's items, or an object's values
	keys  []string // an object's keys, in order
	raw   string   // the value's source text
}

// get returns an object's value for key, or the zero jvalue (kind 0).
func (v jvalue) get(key string) jvalue {
	for i, k := range v.keys {
		if k == key {
			return v.items[i]
		}
	}
	return jvalue{}
}

// maxDepth bounds nesting, so that a hostile file cannot exhaust the stack.
const maxDepth = 64

type jreader struct {
	text string
	at   int
}

// parseJSON reads text as one JSON value. An error names the line and what was wrong.
func parseJSON(text string) (jvalue, error) {
	r := &jreader{text: text}
	v, err := r.value(0)
	if err == nil {
		r.space()
		if r.at < len(r.text) {
			err = r.bad("invalid character {char} after top-level value")
		}
	}
	if err != nil {
		line := 1 + strings.Count(text[:min(r.at, len(text))], "\n")
		return jvalue{}, atLine(line, refuse("not valid JSON: {error}", "error", err.Error()))
	}
	return v, nil
}

// bad refuses the character at the reading point, template saying why with the character
// as {char} (quoted), or says that the text ended there.
func (r *jreader) bad(template string) error {
	if r.at >= len(r.text) {
		return refuse("unexpected end of input")
	}
	return refuse(template, "char", quoteRune(r.text[r.at:]))
}

func (r *jreader) space() {
	for r.at < len(r.text) && strings.IndexByte(" \t\r\n", r.text[r.at]) >= 0 {
		r.at++
	}
}

func (r *jreader) value(depth int) (jvalue, error) {
	if depth > maxDepth {
		return jvalue{}, refuse("nested more than {max} deep", "max", strconv.Itoa(maxDepth))
	}
	r.space()
	start := r.at
	var v jvalue
	var err error
	switch {
	case r.at >= len(r.text):
		return v, refuse("unexpected end of input")
	case r.text[r.at] == '{' || r.text[r.at] == '[':
		v, err = r.list(depth)
	case r.text[r.at] == '"':
		v.kind = 's'
		v.str, err = r.string()
	case r.literal():
		v.kind = r.text[start]
	case r.text[r.at] == '-' || r.text[r.at] >= '0' && r.text[r.at] <= '9':
		v.kind = '0'
		err = r.number()
	default:
		return v, r.bad("invalid character {char} looking for beginning of value")
	}
	v.raw = r.text[start:r.at]
	return v, err
}

// literal reads true, false or null, if there is one.
func (r *jreader) literal() bool {
	for _, w := range [...]string{"true", "false", "null"} {
		if strings.HasPrefix(r.text[r.at:], w) {
			r.at += len(w)
			return true
		}
	}
	return false
}

// list reads an object or an array.
func (r *jreader) list(depth int) (jvalue, error) {
	v := jvalue{kind: r.text[r.at]}
	end := byte(']')
	if v.kind == '{' {
		end = '}'
	}
	r.at++
	r.space()
	if r.at < len(r.text) && r.text[r.at] == end {
		r.at++
		return v, nil
	}
	for {
		if v.kind == '{' {
			r.space()
			if r.at >= len(r.text) || r.text[r.at] != '"' {
				return v, r.bad("invalid character {char} looking for beginning of object key string")
			}
			k, err := r.string()
			if err != nil {
				return v, err
			}
			r.space()
			if r.at >= len(r.text) || r.text[r.at] != ':' {
				return v, r.bad("invalid character {char} after object key")
			}
			r.at++
			v.keys = append(v.keys, k)
		}
		item, err := r.value(depth + 1)
		if err != nil {
			return v, err
		}
		v.items = append(v.items, item)
		r.space()
		switch {
		case r.at < len(r.text) && r.text[r.at] == ',':
			r.at++
		case r.at < len(r.text) && r.text[r.at] == end:
			r.at++
			return v, nil
		case v.kind == '{':
			return v, r.bad("invalid character {char} after object key:value pair")
		default:
			return v, r.bad("invalid character {char} after array element")
		}
	}
}

// string reads a string with its escapes, from its opening quote.
func (r *jreader) string() (string, error) {
	r.at++
	var b strings.Builder
	for r.at < len(r.text) {
		c := r.text[r.at]
		switch {
		case c == '"':
			r.at++
			return b.String(), nil
		case c < 0x20:
			return "", r.bad("invalid character {char} in string literal")
		case c != '\\':
			b.WriteByte(c)
			r.at++
			continue
		}
		r.at++
		if r.at >= len(r.text) {
			break
		}
		e := r.text[r.at]
		r.at++
		if i := strings.IndexByte(`"\/bfnrt`, e); i >= 0 {
			b.WriteByte("\"\\/\b\f\n\r\t"[i])
			continue
		}
		if e != 'u' {
			r.at--
			return "", r.bad("invalid character {char} in string escape code")
		}
		c1, ok := r.hex4()
		if !ok {
			return "", refuse(`invalid \u escape in string literal`)
		}
		if utf16.IsSurrogate(c1) && strings.HasPrefix(r.text[r.at:], `\u`) {
			save := r.at
			r.at += 2
			if c2, ok := r.hex4(); ok && utf16.DecodeRune(c1, c2) != utf8.RuneError {
				c1 = utf16.DecodeRune(c1, c2)
			} else {
				r.at = save
			}
		}
		b.WriteRune(c1)
	}
	return "", refuse("unexpected end of input in string literal")
}

func (r *jreader) hex4() (rune, bool) {
	if r.at+4 > len(r.text) {
		return 0, false
	}
	n, err := strconv.ParseUint(r.text[r.at:r.at+4], 16, 32)
	if err != nil {
		return 0, false
	}
	r.at += 4
	return rune(n), true
}

// number reads a number as the grammar has it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (r *jreader) number() error {
	start := r.at
	digits := func() int {
		n := 0
		for r.at < len(r.text) && r.text[r.at] >= '0' && r.text[r.at] <= '9' {
			r.at++
			n++
		}
		return n
	}
	if r.text[r.at] == '-' {
		r.at++
	}
	first := r.at
	if n := digits(); n == 0 || n > 1 && r.text[first] == '0' {
		return refuse("invalid number {text}", "text", strconv.Quote(r.text[start:r.at]))
	}
	if r.at < len(r.text) && r.text[r.at] == '.' {
		r.at++
		if digits() == 0 {
			return r.bad("invalid character {char} after decimal point in numeric literal")
		}
	}
	if r.at < len(r.text) && (r.text[r.at] == 'e' || r.text[r.at] == 'E') {
		r.at++
		if r.at < len(r.text) && (r.text[r.at] == '+' || r.text[r.at] == '-') {
			r.at++
		}
		if digits() == 0 {
			return r.bad("invalid character {char} in exponent of numeric literal")
		}
	}
	return nil
}

// wholeNumber reads a number's text as a whole number from 0 to max: digits, with a
// fraction of zeros at most ("12", "12.0"); anything else, exponents included, is not.
func wholeNumber(raw string, max int) (int, bool) {
	if i := strings.IndexByte(raw, '.'); i >= 0 {
		if strings.Trim(raw[i+1:], "0") != "" {
			return 0, false
		}
		raw = raw[:i]
	}
	if raw == "" || len(raw) > 9 || strings.Trim(raw, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n > max {
		return 0, false
	}
	return n, true
}
