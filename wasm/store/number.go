package store

import (
	"strconv"
)

// The kept values' errors are for the player: the page shows them inside its notices, so
// each is a message of the catalogs (a Problem, problem.go), which the page translates. A
// field's name is never put into a sentence made elsewhere (its gender and case differ
// between languages): each field has its own sentences, and number and flag only say whether
// a value reads.

// number reads a whole number written plainly: digits only, no sign, no leading zero, at
// most max; ok is false for anything else.
func number(s string, max uint64) (n uint64, ok bool) {
	bad := s == "" || len(s) > 20 || (len(s) > 1 && s[0] == '0')
	for i := 0; i < len(s) && !bad; i++ {
		bad = s[i] < '0' || s[i] > '9'
	}
	if !bad {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil && n <= max {
			return n, true
		}
	}
	return 0, false
}

// flag reads "0" or "1"; ok is false for anything else.
func flag(s string) (b, ok bool) {
	switch s {
	case "0":
		return false, true
	case "1":
		return true, true
	}
	return false, false
}

func bit(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// clip shortens text quoted in an error, so that a huge corrupt value makes a short notice.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// quote is text of a kept value or a link, quoted (and clipped) for an error.
func quote(s string) string { return strconv.Quote(clip(s)) }

// validID reports whether s can be a variant id: lower-case letters, digits and inner dashes.
func validID(s string) bool {
	if s == "" || len(s) > 40 || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}
