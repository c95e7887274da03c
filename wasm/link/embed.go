package link

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/wasm/msg"
	"mahjong/wasm/store"
)

// Embed is what the query string of the embed page sets:
//
//	embed.html?game=shanghai-turtle&deal=42&theme=dark&controls=undo,hint,new
//
// index.html?embed=1&... reads the same parameters; "embed" itself is accepted and ignored.
type Embed struct {
	Game     string   // "" for the default game
	Deal     uint64   // 0 for a fresh deal
	Daily    bool     // daily=1: today's deal of the game (engine/daily), by the device's UTC date
	Status   int8     // status=1: show the "can this still be won?" status (1), status=0: never (-1); 0: the player's setting
	Theme    string   // one of store.Themes
	Controls []string // the controls shown, in the order of EmbedControls
	Lang     string   // "" for the player's language, else one of the site's languages (or msg.Pseudo)
}

// EmbedControls are the names controls= may list. "picker" is the game menu, "help" the
// "How to play" text, and "stats", "settings" and "share" the site's Statistics, Settings and
// Share buttons; the others are the buttons of the same name. "none" shows none.
var EmbedControls = []string{"new", "restart", "undo", "redo", "hint", "shuffle", "picker", "help", "stats", "settings", "share"}

// DefaultControls are the controls of an embedded game when controls= is not given: the
// game's own buttons, without the site's menu and help.
var DefaultControls = []string{"new", "restart", "undo", "redo", "hint", "shuffle"}

// maxQuery bounds the query string read: a longer one is not a link anybody wrote.
const maxQuery = 2048

// ParseEmbed reads the query string (with or without its "?") of the embed page. Every
// parameter is optional. A value that cannot be used is dropped, the default is kept, and
// a problem in words for the player is returned, so that the page can show it; the page
// never fails on a bad link. known reports whether a variant id can be played here.
func ParseEmbed(query string, known func(id string) bool) (Embed, []string) {
	e := Embed{Theme: "system", Controls: DefaultControls}
	query = strings.TrimPrefix(query, "?")
	if query == "" {
		return e, nil
	}
	if len(query) > maxQuery {
		return e, []string{msg.T("the embed link is longer than {n} characters", "n", msg.Number(maxQuery))}
	}
	var problems []string
	seen := map[string]bool{}
	for _, part := range strings.Split(query, "&") {
		if part == "" {
			continue
		}
		rawKey, rawValue, _ := strings.Cut(part, "=")
		key, err1 := unescapeQuery(rawKey)
		value, err2 := unescapeQuery(rawValue)
		if err := errors.Join(err1, err2); err != nil {
			problems = append(problems, msg.T("{part} is not escaped correctly", "part", strconv.Quote(part)))
			continue
		}
		if seen[key] {
			problems = append(problems, msg.T("{key} is given twice", "key", strconv.Quote(key)))
			continue
		}
		seen[key] = true
		if problem := e.set(key, value, known); problem != "" {
			problems = append(problems, problem)
		}
	}
	if e.Daily && e.Deal != 0 {
		problems = append(problems, msg.T("daily=1 and deal= both name a deal: the day's deal is shown"))
		e.Deal = 0
	}
	return e, problems
}

// set applies one parameter of the link to e, or says what is wrong with it.
func (e *Embed) set(key, value string, known func(id string) bool) (problem string) {
	switch key {
	case "embed":
	case "game":
		if !known(value) {
			return msg.T("there is no game {game}", "game", strconv.Quote(value))
		}
		e.Game = value
	case "deal":
		n, err := ReadDeal(value)
		if err != nil {
			return err.Error()
		}
		e.Deal = n
	case "daily":
		if value != "1" {
			return msg.T("daily is 1 or not given, not {value}", "value", strconv.Quote(value))
		}
		e.Daily = true
	case "status":
		switch value {
		case "1":
			e.Status = 1
		case "0":
			e.Status = -1
		default:
			return msg.T("status is 0 or 1, not {value}", "value", strconv.Quote(value))
		}
	case "theme":
		if !inList(store.Themes, value) {
			return msg.T("the theme {theme} is not one of {themes}", "theme", strconv.Quote(value), "themes", strings.Join(store.Themes, ", "))
		}
		e.Theme = value
	case "lang":
		// static/boot.js shows the page in this language before the game starts.
		if !knownLanguage(value) {
			return msg.T("there is no language {lang}", "lang", strconv.Quote(value))
		}
		e.Lang = value
	case "controls":
		controls, bad := parseControls(value)
		e.Controls = controls
		if len(bad) > 0 {
			return msg.T("unknown controls {controls} (known: {known}, none)", "controls", strings.Join(bad, ", "), "known", strings.Join(EmbedControls, ", "))
		}
	default:
		return msg.T("{key} is not something an embed link can set", "key", strconv.Quote(key))
	}
	return ""
}

// parseControls reads a comma-separated list of controls, and returns the known ones in
// the order of EmbedControls and the unknown ones, quoted, in the order given.
func parseControls(list string) (controls, bad []string) {
	asked := map[string]bool{}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		switch {
		case name == "" || name == "none":
		case inList(EmbedControls, name):
			asked[name] = true
		default:
			bad = append(bad, strconv.Quote(name))
		}
	}
	controls = []string{}
	for _, c := range EmbedControls {
		if asked[c] {
			controls = append(controls, c)
		}
	}
	return controls, bad
}

// EmbedNotice is the notice shown when parts of an embed link could not be used.
func EmbedNotice(problems []string) string {
	return msg.T("Part of the embed link was not understood ({problems}); it was left out.", "problems", strings.Join(problems, "; "))
}

// knownLanguage reports whether tag names one of the site's languages (or the pseudo-language
// of the tests), in any letter case: static/boot.js, which has their list (the catalogs
// present), shows the page in the language lang= names when the site has it, so the
// page's language is tag exactly when it does. (The module carries no list of its own.)
func knownLanguage(tag string) bool { return strings.EqualFold(tag, msg.Lang()) }

// inList reports whether s is in list.
func inList(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// unescapeQuery decodes a query component: "+" is a space and "%XX" a byte. It is the part of
// net/url the page needs, without the rest of net/url in the WebAssembly.
func unescapeQuery(s string) (string, error) {
	if !strings.ContainsAny(s, "%+") {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+':
			b.WriteByte(' ')
		case '%':
			if i+2 >= len(s) {
				return "", errors.New("a % is not followed by two hex digits")
			}
			n, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if err != nil {
				return "", errors.New("a % is not followed by two hex digits")
			}
			b.WriteByte(byte(n))
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}
