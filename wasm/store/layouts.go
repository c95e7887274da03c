package store

import (
	"strconv"
	"strings"

	"mahjong/engine/layoutfile"
)

// A MyLayout is a layout the player opened from a file (or from a link that carried it),
// kept in the browser so that it plays offline and keeps its statistics: its variant id
// (layoutfile.ID), its name and its code (the layout's code of the links that carry one).
type MyLayout struct {
	ID, Name, Code string
}

// LayoutsKey is the localStorage key of the player's own layouts.
const LayoutsKey = Prefix + "layouts"

const layoutsVersion = "1"

// MaxLayouts bounds how many layouts a player keeps: about 300 bytes each, well within the
// browser's storage.
const MaxLayouts = 500

// The player's layouts are kept as lines: the format's version (1), then one line per
// layout, in the player's order,
//
//	shanghai-custom-9f3a…;1ECAB…;Grandma's Turtle
//
// its id, its code, then its name (the rest of the line).

// FormatLayouts writes ls.
func FormatLayouts(ls []MyLayout) string {
	var b strings.Builder
	b.WriteString(layoutsVersion)
	for _, l := range ls {
		b.WriteString("\n" + l.ID + ";" + l.Code + ";" + l.Name)
	}
	return b.String()
}

// ParseLayouts reads what FormatLayouts writes. checkCode says what is wrong with a layout's
// code (the links' codec reads it), or nil. A line that cannot be read costs that line only:
// the others are returned, with an error naming the first line that was wrong.
func ParseLayouts(text string, checkCode func(code string) error) ([]MyLayout, error) {
	lines := strings.Split(text, "\n")
	if lines[0] != layoutsVersion {
		return nil, problem("your layouts are not of version {version}", "version", layoutsVersion)
	}
	var ls []MyLayout
	var bad *Problem
	seen := map[string]bool{}
	for i, text := range lines[1:] {
		line := lineNumber(i)
		l, p := parseLayoutLine(text, line, checkCode)
		if p == nil && seen[l.ID] {
			p = problem("layouts line {line} repeats {id}", "line", line, "id", strconv.Quote(l.ID)) // an id is at most 40 bytes (validID)
		}
		if p == nil && len(ls) == MaxLayouts {
			p = problem("layouts line {line} is one more than {n}", "line", line, "n", MaxLayouts)
		}
		if p != nil {
			if bad == nil {
				bad = p
			}
			continue
		}
		seen[l.ID] = true
		ls = append(ls, l)
	}
	if bad == nil {
		return ls, nil
	}
	return ls, bad
}

// parseLayoutLine reads one layout's line, line the line's number. The problem is nil for
// none.
func parseLayoutLine(text, line string, checkCode func(code string) error) (MyLayout, *Problem) {
	f := strings.SplitN(text, ";", 3)
	if len(f) != 3 {
		return MyLayout{}, problem("layouts line {line} has not 3 fields", "line", line)
	}
	l := MyLayout{ID: f[0], Code: f[1], Name: f[2]}
	if !validID(l.ID) || !strings.HasPrefix(l.ID, layoutfile.IDPrefix) {
		return MyLayout{}, problem("layouts line {line} names no layout", "line", line)
	}
	if err := checkCode(l.Code); err != nil {
		// The codec's errors are the catalogs' sentences (the same as a layout link's).
		return MyLayout{}, problem("layouts line {line}: {problem}", "line", line, "problem", err)
	}
	if l.Name == "" || l.Name != strings.Join(strings.Fields(l.Name), " ") || len(l.Name) > MaxNameBytes {
		return MyLayout{}, problem("layouts line {line} has no name, or one of more than one line", "line", line)
	}
	return l, nil
}

// MaxNameBytes bounds a layout's name.
const MaxNameBytes = 100

// CleanName makes a name the player typed (or a file gave) one line of at most MaxNameBytes,
// its blanks single; empty when nothing is left.
func CleanName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for len(s) > MaxNameBytes {
		_, size := lastRune(s)
		s = s[:len(s)-size]
	}
	return strings.TrimSpace(s)
}

func lastRune(s string) (rune, int) {
	i := len(s) - 1
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return rune(s[i]), len(s) - i
}
