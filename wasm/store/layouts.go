package store

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/wasm/link"
	"mahjong/wasm/msg"
)

// A MyLayout is a layout the player opened from a file (or from a link that carried it),
// kept in the browser so that it plays offline and keeps its statistics: its variant id
// (link.CustomPrefix and a hash of its shape), its name and its code (link.EncodeLayout).
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

// ParseLayouts reads what FormatLayouts writes. A line that cannot be read costs that line
// only: the others are returned, with an error naming the first line that was wrong.
func ParseLayouts(text string) ([]MyLayout, error) {
	lines := strings.Split(text, "\n")
	if lines[0] != layoutsVersion {
		return nil, errors.New(msg.T("your layouts are not of version {version}", "version", layoutsVersion))
	}
	var ls []MyLayout
	var bad error
	seen := map[string]bool{}
	for i, text := range lines[1:] {
		line := lineNumber(i)
		l, problem := parseLayoutLine(text, line)
		if problem == "" && seen[l.ID] {
			problem = msg.T("layouts line {line} repeats {id}", "line", line, "id", strconv.Quote(l.ID)) // an id is at most 40 bytes (validID)
		}
		if problem == "" && len(ls) == MaxLayouts {
			problem = msg.T("layouts line {line} is one more than {n}", "line", line, "n", msg.Number(MaxLayouts))
		}
		if problem != "" {
			if bad == nil {
				bad = errors.New(problem)
			}
			continue
		}
		seen[l.ID] = true
		ls = append(ls, l)
	}
	return ls, bad
}

// parseLayoutLine reads one layout's line, line the line's number. The problem, "" for none,
// is a sentence for the player.
func parseLayoutLine(text, line string) (l MyLayout, problem string) {
	f := strings.SplitN(text, ";", 3)
	if len(f) != 3 {
		return MyLayout{}, msg.T("layouts line {line} has not 3 fields", "line", line)
	}
	l = MyLayout{ID: f[0], Code: f[1], Name: f[2]}
	if !validID(l.ID) || !strings.HasPrefix(l.ID, link.CustomPrefix) {
		return MyLayout{}, msg.T("layouts line {line} names no layout", "line", line)
	}
	if _, err := link.DecodeLayout(l.Code); err != nil {
		// link's errors are the catalogs' sentences (the same as a layout link's).
		return MyLayout{}, msg.T("layouts line {line}: {problem}", "line", line, "problem", err.Error())
	}
	if l.Name == "" || l.Name != strings.Join(strings.Fields(l.Name), " ") || len(l.Name) > MaxNameBytes {
		return MyLayout{}, msg.T("layouts line {line} has no name, or one of more than one line", "line", line)
	}
	return l, ""
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
