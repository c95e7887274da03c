package link

import "strings"

// The links' one percent-escaping codec: a layout's name and a replay's moves are written
// with it, each keeping as they are the bytes it can (nameKept, movesKept), and read back by
// unescape, which also reads what a browser may have escaped on its own.

// escape percent-escapes every byte of s but letters, digits and those in kept.
func escape(s, kept string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte(kept, c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

// unescape undoes escape, whatever was kept. broken is "" when s reads, else the first broken
// escape: a "%" and what follows it, shorter than 3 bytes when s ends in it.
func unescape(s string) (text, broken string) {
	if strings.IndexByte(s, '%') < 0 {
		return s, ""
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return "", s[i:]
		}
		hi, ok1 := unhex(s[i+1])
		lo, ok2 := unhex(s[i+2])
		if !ok1 || !ok2 {
			return "", s[i : i+3]
		}
		b.WriteByte(hi<<4 | lo)
		i += 2
	}
	return b.String(), ""
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
