package link

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/wasm/msg"
	"mahjong/wasm/store"
)

// A Replay is a game shared as a link: the variant, the deal and the moves played, and the
// move to show first. The page writes it as a URL fragment,
//
//	#game=shanghai-square&deal=42&moves=43-47,44-46,33-42&at=3
//
// with each move in the family's notation and the characters a URL does not carry as they
// are (">", "<" ...) percent-escaped. at is optional and defaults to the start (0). A game
// that began set up otherwise than its variant's default (a FreeCell game begun with
// auto-play off) carries its Setup as setup=autoplay-off, so that its moves replay the same.
type Replay struct {
	Game  string
	Deal  uint64
	Setup string // see store.Setup; "" for the variant's own start
	Moves []string
	At    int
	// Layout and Name carry a player's own layout (Link's), so that the replay opens
	// where the layout is not kept.
	Layout, Name string
}

// IsReplay reports whether the fragment frag is a replay link (it sets moves), as opposed to
// a link to a game.
func IsReplay(frag string) bool {
	for _, part := range strings.Split(strings.TrimPrefix(frag, "#"), "&") {
		if strings.HasPrefix(part, "moves=") {
			return true
		}
	}
	return false
}

// FormatReplay writes r as a URL fragment with its "#".
func FormatReplay(r Replay) string {
	s := "#game=" + r.Game + "&deal=" + strconv.FormatUint(r.Deal, 10)
	if r.Setup != "" {
		s += "&setup=" + r.Setup
	}
	s += "&moves=" + escape(store.JoinMoves(r.Moves), movesKept)
	if r.At != 0 {
		s += "&at=" + strconv.Itoa(r.At)
	}
	return s + LayoutFields(r.Layout, r.Name)
}

// ParseReplay reads a replay link's fragment, with or without its "#". known reports whether
// a variant id can be played here. The error says, in words for the player, what is wrong
// (a list of moves that does not read is store.SplitMoves's Problem, which the page
// translates); whether the moves can be played is checked by store.ReplayMoves.
func ParseReplay(frag string, known func(id string) bool) (Replay, error) {
	var r Replay
	var at string
	var l Link // the game and the layout it may carry
	hasMoves, hasName := false, false
	err := ReadFragment(frag, func(key, value string) (err error) {
		switch key {
		case "game":
			r.Game, l.Game = value, value
		case "deal":
			r.Deal, err = ReadDeal(value)
		case "moves":
			hasMoves = true
			var text string
			if text, err = unescapeMoves(value); err == nil {
				r.Moves, err = store.SplitMoves(text)
			}
		case "setup":
			r.Setup = value
			if value == "" || !store.ValidSetup(value) {
				err = errors.New(msg.T("the setup {setup} is not one", "setup", quote(value)))
			}
		case "at":
			at = value
		default:
			err = readLayoutField(key, value, &l, &hasName)
		}
		return err
	})
	if err == nil {
		err = CheckGame(l, known, hasName)
	}
	if err != nil {
		return Replay{}, err
	}
	r.Layout, r.Name = l.Layout, l.Name
	switch {
	case r.Game == "":
		return Replay{}, errors.New(msg.T("the link names no game"))
	case r.Deal == 0:
		return Replay{}, errors.New(msg.T("the link names no deal"))
	case !hasMoves:
		return Replay{}, errors.New(msg.T("the link has no moves"))
	}
	if at != "" {
		n, err := strconv.Atoi(at)
		if err != nil || n < 0 || n > len(r.Moves) || strconv.Itoa(n) != at { // digits only, no sign, no leading zero
			return Replay{}, errors.New(msg.T("the move number {at} is not a whole number from 0 to {max}", "at", quote(at), "max", msg.Number(len(r.Moves))))
		}
		r.At = n
	}
	return r, nil
}

// movesKept are the bytes besides letters and digits that a replay link's moves keep as they
// are: a move's notation reads better unescaped, and none of them separates a fragment's
// fields.
const movesKept = "-._~!$'()*+,;:@/"

// unescapeMoves undoes the escaping of a replay link's moves (escape, or a browser's own).
func unescapeMoves(s string) (string, error) {
	text, broken := unescape(s)
	switch {
	case broken == "":
		return text, nil
	case len(broken) < 3:
		return "", errors.New(msg.T("the moves end in a broken escape"))
	}
	return "", errors.New(msg.T("the moves have a broken escape {escape}", "escape", strconv.Quote(broken)))
}
