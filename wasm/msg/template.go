package msg

import "strings"

// Match reports whether s is template t with its placeholders filled, and returns the
// placeholders' names and values, alternately: the reverse of Fill, with which the page
// translates the sentences the engine composes in English (wasm/board.Reason,
// wasm/gallery.Refusal). A placeholder takes the text up to the next literal part of t (the
// rest of s, for the last).
func Match(t, s string) (args []string, ok bool) {
	for {
		lit, rest, found := strings.Cut(t, "{")
		if !strings.HasPrefix(s, lit) {
			return nil, false
		}
		s = s[len(lit):]
		if !found {
			return args, s == ""
		}
		name, rest, _ := strings.Cut(rest, "}")
		next, _, more := strings.Cut(rest, "{")
		end := strings.Index(s, next)
		if !more {
			end = len(s) - len(next)
			if end < 0 || s[end:] != next {
				return nil, false
			}
		}
		if end <= 0 {
			return nil, false
		}
		args = append(args, name, s[:end])
		s, t = s[end:], rest
	}
}
