package store

import (
	"errors"
	"strconv"
)

// number reads a whole number written plainly: digits only, no sign, no leading zero, at
// most max. what names the field in the error.
func number(s, what string, max uint64) (uint64, error) {
	bad := s == "" || len(s) > 20 || (len(s) > 1 && s[0] == '0')
	for i := 0; i < len(s) && !bad; i++ {
		bad = s[i] < '0' || s[i] > '9'
	}
	if !bad {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil && n <= max {
			return n, nil
		}
	}
	return 0, errors.New("the " + what + " " + strconv.Quote(clip(s)) + " is not a whole number from 0 to " + strconv.FormatUint(max, 10))
}

// flag reads "0" or "1".
func flag(s, what string) (bool, error) {
	switch s {
	case "0":
		return false, nil
	case "1":
		return true, nil
	}
	return false, errors.New("the " + what + " " + strconv.Quote(clip(s)) + " is not 0 or 1")
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
