package store

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/wasm/link"
	"mahjong/wasm/msg"
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
	Setup string // see Setup; "" for the variant's own start
	Moves []string
	At    int
	// Layout and Name carry a player's own layout (link.Link's), so that the replay opens
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
	s += "&moves=" + escape(JoinMoves(r.Moves))
	if r.At != 0 {
		s += "&at=" + strconv.Itoa(r.At)
	}
	return s + link.LayoutFields(r.Layout, r.Name)
}

// ParseReplay reads a replay link's fragment, with or without its "#". known reports whether
// a variant id can be played here. The error says, in words for the player, what is wrong;
// whether the moves can be played is checked by ReplayMoves.
func ParseReplay(frag string, known func(id string) bool) (Replay, error) {
	var r Replay
	var at string
	var l link.Link // the game and the layout it may carry
	hasMoves, hasName := false, false
	err := link.ReadFragment(frag, func(key, value string) (err error) {
		switch key {
		case "game":
			r.Game, l.Game = value, value
		case "deal":
			r.Deal, err = link.ReadDeal(value)
		case "moves":
			hasMoves = true
			var text string
			if text, err = unescape(value); err == nil {
				r.Moves, err = SplitMoves(text)
			}
		case "setup":
			r.Setup = value
			if value == "" || !validSetup(value) {
				err = errors.New(msg.T("the setup {setup} is not one", "setup", quote(value)))
			}
		case "at":
			at = value
		default:
			var ok bool
			if ok, err = link.ReadLayoutField(key, value, &l); !ok {
				err = link.NotSettable(key)
			}
			hasName = hasName || key == "name"
		}
		return err
	})
	if err == nil {
		err = link.CheckGame(l, known, hasName)
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
		n, ok := number(at, uint64(len(r.Moves)))
		if !ok {
			return Replay{}, errors.New(msg.T("the move number {at} is not a whole number from 0 to {max}", "at", quote(at), "max", msg.Number(len(r.Moves))))
		}
		r.At = int(n)
	}
	return r, nil
}

// escape percent-escapes every byte a URL fragment may not carry as it is, and the
// fragment's own separators.
func escape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~!$'()*+,;:@/", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

// unescape undoes escape (and the escaping a browser may add), refusing a broken escape.
func unescape(s string) (string, error) {
	if strings.IndexByte(s, '%') < 0 {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return "", errors.New(msg.T("the moves end in a broken escape"))
		}
		hi, ok1 := unhex(s[i+1])
		lo, ok2 := unhex(s[i+2])
		if !ok1 || !ok2 {
			return "", errors.New(msg.T("the moves have a broken escape {escape}", "escape", strconv.Quote(s[i:i+3])))
		}
		b.WriteByte(hi<<4 | lo)
		i += 2
	}
	return b.String(), nil
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
