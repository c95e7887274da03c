package view

import (
	"errors"
	"strconv"
	"strings"
)

// Link is what the URL fragment names: a variant and, when Deal is not zero, a deal of it.
// The page writes "#game=shanghai-turtle&deal=123" and reads the same back.
type Link struct {
	Game string
	Deal uint64 // 0: no deal given, deal a fresh one
}

// MaxDeal is the largest deal number a link may carry: the largest integer a JavaScript
// number holds exactly, so that the number reads the same in Go, in the DOM and in tests.
const MaxDeal = 1<<53 - 1

// FormatFragment writes the fragment (with its "#") for a game.
func FormatFragment(l Link) string {
	s := "#game=" + l.Game
	if l.Deal != 0 {
		s += "&deal=" + strconv.FormatUint(l.Deal, 10)
	}
	return s
}

// ParseFragment reads a URL fragment, with or without its leading "#". An empty fragment
// gives the zero Link and no error: the page then opens its default game. known reports
// whether a variant id can be played here. The error says, in words for the player, what
// was wrong; on error the Link is the zero value.
func ParseFragment(frag string, known func(id string) bool) (Link, error) {
	frag = strings.TrimPrefix(frag, "#")
	if frag == "" {
		return Link{}, nil
	}
	var l Link
	seen := map[string]bool{}
	for _, part := range strings.Split(frag, "&") {
		key, value, ok := strings.Cut(part, "=")
		if !ok || key == "" {
			return Link{}, errors.New(strconv.Quote(part) + " is not of the form key=value")
		}
		if seen[key] {
			return Link{}, errors.New(strconv.Quote(key) + " is given twice")
		}
		seen[key] = true
		switch key {
		case "game":
			if value == "" {
				return Link{}, errors.New("the game is empty")
			}
			if !known(value) {
				return Link{}, errors.New("there is no game " + strconv.Quote(value))
			}
			l.Game = value
		case "deal":
			n, err := strconv.ParseUint(value, 10, 64)
			if err != nil || n == 0 || n > MaxDeal {
				return Link{}, errors.New("the deal " + strconv.Quote(value) + " is not a whole number from 1 to " + strconv.FormatUint(MaxDeal, 10))
			}
			l.Deal = n
		default:
			return Link{}, errors.New(strconv.Quote(key) + " is not something a link can set")
		}
	}
	if l.Game == "" {
		return Link{}, errors.New("the link names no game")
	}
	return l, nil
}

// LinkNotice is the notice shown when a link could not be read and the page opens another
// game instead.
func LinkNotice(err error, name string, deal uint64) string {
	return "The link was not understood (" + err.Error() + "); showing " + name + ", deal " + strconv.FormatUint(deal, 10) + "."
}
