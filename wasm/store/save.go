package store

import (
	"strconv"
	"strings"

	"mahjong/engine"
)

// A Save is the game in progress of one variant, kept under GameKey(variant) as one line:
//
//	2;sea-cell;42;7;k3x9;3;0;95;autoplay-off;c3>x1,c5>c3,auto-on
//
// the format's version (2), the variant, the deal, the save's sequence number, the id of the
// tab that wrote it, the undo cursor (how many of the moves are played; the rest can be
// redone), whether the game's end is already counted in the statistics (0 or 1), the seconds
// played, how the game was set up beyond its deal ("" for the way the variant deals it; the
// FreeCell and Sea games write "autoplay-off" for a game begun with auto-play off, see
// Setup), and the moves in the family's notation, comma-separated.
//
// Version 1, written before the setup field existed, has the same fields without it and is
// still read, as a game set up the way its variant deals it.
//
// The sequence number grows by one with every save of the variant, whichever tab writes it,
// so that a tab can tell a newer save made by another tab from its own.
type Save struct {
	Variant string
	Deal    uint64
	Seq     uint64
	Tab     string
	Cursor  int
	Counted bool // the game's end is in the statistics
	Seconds int
	Setup   string // Setup.Setup of the game's start, "" for the variant's own
	Moves   []string
}

// Setup is a position of a game that can begin in more than one way from the same deal (the
// FreeCell and Sea games: with auto-play on or off). A save keeps its start's Setup, and
// restoring deals the deal and applies WithSetup before replaying the moves, so that they
// replay under the rules they were played with.
type Setup interface {
	// Setup names how the position was set up beyond its deal, in lower-case letters,
	// digits and '-'; "" is the way the variant deals it.
	Setup() string
	// WithSetup returns the position set up as a Setup value says, or an error that names
	// a value it cannot use.
	WithSetup(setup string) (engine.Position, error)
}

const saveVersion = "2"

// maxSetup bounds a setup's text.
const maxSetup = 24

// Prefix is the start of every key the page keeps; the version in it changes when a kept
// format changes incompatibly.
const Prefix = "mahjong.v1."

// GameKey is the localStorage key of a variant's game in progress.
func GameKey(variant string) string { return Prefix + "game." + variant }

// EmbedKey is the key under which an embedded game (embed.html) keeps what the site's own page
// keeps under key. Its games in progress and statistics are its own, so that a page embedding
// the game, which is told every move of the embedded game, never sees nor changes the
// player's own games and statistics. The settings are shared: the page that embeds the game
// neither reads nor writes them.
func EmbedKey(key string) string {
	if key == SettingsKey || !strings.HasPrefix(key, Prefix) {
		return key
	}
	return Prefix + "embed." + key[len(Prefix):]
}

// maxSeconds bounds the time kept: a year.
const maxSeconds = 366 * 24 * 3600

// FormatSave writes s.
func FormatSave(s Save) string {
	return saveVersion + ";" + s.Variant + ";" + strconv.FormatUint(s.Deal, 10) + ";" +
		strconv.FormatUint(s.Seq, 10) + ";" + s.Tab + ";" + strconv.Itoa(s.Cursor) + ";" +
		bit(s.Counted) + ";" + strconv.Itoa(s.Seconds) + ";" + s.Setup + ";" + JoinMoves(s.Moves)
}

// ParseSave reads a save written by FormatSave, and says what is wrong with anything else.
func ParseSave(text string) (Save, error) {
	f := strings.Split(text, ";")
	fields := 0
	switch f[0] {
	case "1":
		fields = 9
	case saveVersion:
		fields = 10
	default:
		return Save{}, problem("the saved game is not of version 1 or {version}", "version", saveVersion)
	}
	if len(f) != fields {
		return Save{}, problemN(len(f), "the saved game has {n} field, not {want}", "the saved game has {n} fields, not {want}", "want", fields)
	}
	var s Save
	if fields == 10 {
		if !ValidSetup(f[8]) {
			return Save{}, problem("the setup {setup} is not one", "setup", quote(f[8]))
		}
		s.Setup = f[8]
		f = append(f[:8], f[9])
	}
	if !validID(f[1]) {
		return Save{}, problem("the saved game names no game")
	}
	s.Variant = f[1]
	var ok bool
	// A deal is a name, written in plain digits as links write it (link.ReadDeal in package link).
	if s.Deal, ok = number(f[2], engine.MaxDeal); !ok || s.Deal == 0 {
		return Save{}, problem("the deal {deal} is not a whole number from 1 to {max}", "deal", quote(f[2]), "max", strconv.FormatUint(engine.MaxDeal, 10))
	}
	if s.Seq, ok = number(f[3], engine.MaxDeal); !ok {
		return Save{}, problem("the sequence number {seq} is not a whole number from 0 to {max}", "seq", quote(f[3]), "max", engine.MaxDeal)
	}
	if !ValidTab(f[4]) {
		return Save{}, problem("the tab id {tab} is not one", "tab", quote(f[4]))
	}
	s.Tab = f[4]
	cursor, ok := number(f[5], MaxMoves)
	if !ok {
		return Save{}, problem("the undo cursor {cursor} is not a whole number from 0 to {max}", "cursor", quote(f[5]), "max", MaxMoves)
	}
	if s.Counted, ok = flag(f[6]); !ok {
		return Save{}, problem("the counted mark {mark} is not 0 or 1", "mark", quote(f[6]))
	}
	seconds, ok := number(f[7], maxSeconds)
	if !ok {
		return Save{}, problem("the time {time} is not a whole number of seconds from 0 to {max}", "time", quote(f[7]), "max", maxSeconds)
	}
	var err error
	if s.Moves, err = SplitMoves(f[8]); err != nil {
		return Save{}, err
	}
	if int(cursor) > len(s.Moves) {
		return Save{}, problemN(len(s.Moves), "the undo cursor {cursor} is past the game's {n} move", "the undo cursor {cursor} is past the game's {n} moves", "cursor", int(cursor))
	}
	s.Cursor, s.Seconds = int(cursor), int(seconds)
	return s, nil
}

// ValidSetup reports whether s can be a setup: "", or up to maxSetup lower-case letters,
// digits and '-'.
func ValidSetup(s string) bool {
	if len(s) > maxSetup {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// ValidTab reports whether s can be a tab id: 1 to 16 lower-case letters and digits.
func ValidTab(s string) bool {
	if s == "" || len(s) > 16 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// Capture describes g, a game of variant v, as a save (without Seq, Tab, Counted and
// Seconds, which the page fills in).
func Capture(v *engine.Variant, g *engine.Game) Save {
	played, undone := g.Played(), g.Undone()
	moves := make([]string, 0, len(played)+len(undone))
	for i, m := range played {
		moves = append(moves, g.PositionAt(i).FormatMove(m))
	}
	// An undone move is written from the position it was played from: the one after the
	// moves before it, which the history still holds only through replay.
	if len(undone) > 0 {
		p := g.Position()
		for _, m := range undone {
			moves = append(moves, p.FormatMove(m))
			next, err := p.Apply(m)
			if err != nil {
				break
			}
			p = next
		}
	}
	s := Save{Variant: v.ID, Deal: g.Start().Deal(), Cursor: len(played), Moves: moves}
	if st, ok := g.Start().(Setup); ok {
		s.Setup = st.Setup()
	}
	return s
}

// Restore deals s's deal of v and replays its moves, then undoes back to its cursor. A save of
// another variant, a move the family cannot read or a move the rules refuse makes an error
// that says which move (a *MoveError); the game is then not usable.
func Restore(v *engine.Variant, s Save) (*engine.Game, error) {
	if s.Variant != v.ID {
		return nil, problem("the saved game is of {game}, not {want}", "game", quote(s.Variant), "want", quote(v.ID))
	}
	g, err := replay(v, s.Deal, s.Setup, s.Moves)
	if err != nil {
		return nil, err
	}
	for i := len(s.Moves); i > s.Cursor; i-- {
		g.Undo()
	}
	return g, nil
}

// ReplayMoves deals deal of v, sets it up as setup says ("" for the variant's own start; see
// Setup) and plays moves, written in the family's notation. The error names the setup that
// does not apply or the first move that cannot be read or played (a *MoveError).
func ReplayMoves(v *engine.Variant, deal uint64, setup string, moves []string) (*engine.Game, error) {
	return replay(v, deal, setup, moves)
}

// replay is ReplayMoves from the deal set up as setup says (see Setup).
func replay(v *engine.Variant, deal uint64, setup string, moves []string) (*engine.Game, error) {
	if deal == 0 || deal > engine.MaxDeal {
		d := strconv.FormatUint(deal, 10)
		return nil, problem("the deal {deal} is not a whole number from 1 to {max}", "deal", quote(d), "max", strconv.FormatUint(engine.MaxDeal, 10))
	}
	start := v.New(deal)
	if setup != "" {
		st, ok := start.(Setup)
		if !ok {
			return nil, problem("the setup {setup} does not apply to {game}", "setup", quote(setup), "game", Data(v.Name))
		}
		p, err := st.WithSetup(setup)
		if err != nil {
			// The engine's error names the setups it knows, in English: it stays the cause.
			p := problem("the setup {setup} is not one {game} knows", "setup", quote(setup), "game", Data(v.Name))
			p.cause = err
			return nil, p
		}
		start = p
	}
	g := engine.NewGame(start)
	for i, text := range moves {
		m, err := g.Position().ParseMove(text)
		if err != nil {
			return nil, &MoveError{N: i + 1, Move: text, Err: err}
		}
		if err := g.Play(m); err != nil {
			return nil, &MoveError{N: i + 1, Move: text, Err: err, Refused: true}
		}
	}
	return g, nil
}

// A MoveError is a move of a kept or linked game that cannot be replayed: its Problem says so
// for the player, and Error in English. Err is the engine's error, in English: an
// *engine.IllegalMoveError when the rules refuse the move, whose Reason the page translates
// to say why (Because).
type MoveError struct {
	N       int    // the move's number, from 1
	Move    string // the move as written
	Refused bool   // the move was read, and the rules refused it
	Err     error
}

// Problem is the error's message for the player.
func (e *MoveError) Problem() *Problem {
	if e.Refused {
		return problem("move {n} {move} cannot be played", "n", e.N, "move", quote(e.Move))
	}
	return problem("move {n} {move} cannot be read", "n", e.N, "move", quote(e.Move))
}

func (e *MoveError) Error() string { return e.Problem().Error() }

func (e *MoveError) Unwrap() error { return e.Err }

// Because is the error's message for a move the rules refused with reason, the engine's
// reason in the reader's language.
func (e *MoveError) Because(reason string) *Problem {
	return problem("move {n} {move} cannot be played: {reason}", "n", e.N, "move", quote(e.Move), "reason", reason)
}
