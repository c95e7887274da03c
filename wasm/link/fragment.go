package link

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine/daily"
	"mahjong/engine/layoutfile"
	"mahjong/wasm/msg"
)

// Link is what the URL fragment names: a variant and, when Deal is not zero, a deal of it,
// or, when Daily is set, the deal of that day (engine/daily). The page writes
// "#game=shanghai-turtle&deal=123" or "#game=tiny-pebbles&daily=2026-11-26" and reads the
// same back. A link to a player's own layout carries the layout too (see layout.go).
type Link struct {
	Game  string
	Deal  uint64     // 0: no deal given, deal a fresh one
	Daily daily.Date // the zero Date: not a daily deal
	// Layout is the layout's code (EncodeLayout) when the link carries one, and Name its name.
	Layout, Name string
}

// FormatFragment writes the fragment (with its "#") for a game. A daily deal is named by its
// day, not its number, so that the link says what it is.
func FormatFragment(l Link) string {
	s := "#game=" + l.Game
	switch {
	case l.Daily != daily.Date{}:
		s += "&daily=" + l.Daily.String()
	case l.Deal != 0:
		s += "&deal=" + strconv.FormatUint(l.Deal, 10)
	}
	return s + LayoutFields(l.Layout, l.Name)
}

// LayoutFields are the fields of a link that carries a layout: its code and its name; none
// when code is "". Replay links carry them too.
func LayoutFields(code, name string) string {
	if code == "" {
		return ""
	}
	return "&layout=" + code + "&name=" + escapeName(name)
}

// readLayoutField reads a field of a game or replay link beyond its own into l: the layout
// the link carries or its name (named records that the link gives one). Any other key is not
// something a link can set.
func readLayoutField(key, value string, l *Link, named *bool) error {
	var err error
	switch key {
	case "layout":
		if _, err = DecodeLayout(value); err == nil {
			l.Layout = value
		}
	case "name":
		*named = true
		l.Name, err = unescapeName(value)
	default:
		err = NotSettable(key)
	}
	return err
}

// CheckGame checks a link's game: a game known here, or, when the link carries a layout, a
// player's layout (CustomPrefix), which the page checks is the layout's.
func CheckGame(l Link, known func(id string) bool, hasName bool) error {
	switch {
	case l.Game == "":
		return errors.New(msg.T("the link names no game"))
	case l.Layout != "" && !strings.HasPrefix(l.Game, CustomPrefix):
		return errors.New(msg.T("a link with a layout names a game {prefix}…", "prefix", CustomPrefix))
	case l.Layout == "" && hasName:
		return NotSettable("name")
	case l.Layout == "":
		_, err := ReadGame(l.Game, known)
		return err
	}
	return nil
}

// ParseFragment reads a URL fragment, with or without its leading "#". An empty fragment
// gives the zero Link and no error: the page then opens its default game. known reports
// whether a variant id can be played here; a link that carries a layout names a player's
// layout (CustomPrefix), which need not be known: the page checks that the id is the
// layout's. The error says, in words for the player, what was wrong; on error the Link is
// the zero value.
func ParseFragment(frag string, known func(id string) bool) (Link, error) {
	if strings.TrimPrefix(frag, "#") == "" {
		return Link{}, nil
	}
	var l Link
	hasName := false
	err := ReadFragment(frag, func(key, value string) (err error) {
		switch key {
		case "game":
			if l.Game = value; value == "" {
				err = errors.New(msg.T("the game is empty"))
			}
		case "deal":
			l.Deal, err = ReadDeal(value)
		case "daily":
			l.Daily, err = daily.ParseDate(value)
			if err != nil {
				err = errors.New(msg.T("the day {day} is not a daily deal's day, from {first}, written YYYY-MM-DD", "day", quote(value), "first", daily.First.String()))
			}
		default:
			err = readLayoutField(key, value, &l, &hasName)
		}
		return err
	})
	if err == nil {
		err = CheckGame(l, known, hasName)
	}
	if err == nil && l.Deal != 0 && l.Daily != (daily.Date{}) {
		err = errors.New(msg.T("the link names both a deal and a day"))
	}
	if err != nil {
		return Link{}, err
	}
	return l, nil
}

// CustomPrefix begins the id of a player's own layout (layoutfile.ID).
const CustomPrefix = layoutfile.IDPrefix

// ReadFragment reads the fields of a URL fragment (with or without its "#"), key=value
// separated by "&", and passes each to field in order. It stops at the first problem: a
// field not of that form, a key given twice, or the error that field returns. The errors
// say in words for the player what is wrong. Game links and replay links both read theirs
// with it.
func ReadFragment(frag string, field func(key, value string) error) error {
	seen := map[string]bool{}
	for _, part := range strings.Split(strings.TrimPrefix(frag, "#"), "&") {
		key, value, ok := strings.Cut(part, "=")
		if !ok || key == "" {
			return errors.New(msg.T("{part} is not of the form key=value", "part", quote(part)))
		}
		if seen[key] {
			return errors.New(msg.T("{key} is given twice", "key", quote(key)))
		}
		seen[key] = true
		if err := field(key, value); err != nil {
			return err
		}
	}
	return nil
}

// ReadGame reads a link's game: a variant id that known reports can be played here.
func ReadGame(value string, known func(id string) bool) (string, error) {
	if value == "" {
		return "", errors.New(msg.T("the game is empty"))
	}
	if !known(value) {
		return "", errors.New(msg.T("there is no game {game}", "game", quote(value)))
	}
	return value, nil
}

// ReadDeal reads a link's deal number: a whole number from 1 to MaxDeal.
func ReadDeal(value string) (uint64, error) {
	n, err := strconv.ParseUint(value, 10, 64)
	if err != nil || n == 0 || n > MaxDeal {
		return 0, errors.New(msg.T("the deal {deal} is not a whole number from 1 to {max}", "deal", quote(value), "max", strconv.FormatUint(MaxDeal, 10)))
	}
	return n, nil
}

// NotSettable is the error of a link field that its kind of link does not have.
func NotSettable(key string) error {
	return errors.New(msg.T("{key} is not something a link can set", "key", quote(key)))
}

// quote quotes text from a link for an error, shortened, so that a huge value makes a short
// notice.
func quote(s string) string {
	if len(s) > 24 {
		s = s[:24] + "…"
	}
	return strconv.Quote(s)
}

// Notice is the notice shown when a link could not be read and the page opens another
// game instead: name is the game's name in the page's language. The deal number is written
// in plain digits, as the status line and links write it: it is a name, not a quantity.
func Notice(err error, name string, deal uint64) string {
	return msg.T("The link was not understood ({error}); showing {game}, deal {deal}.", "error", err.Error(), "game", name, "deal", strconv.FormatUint(deal, 10))
}
