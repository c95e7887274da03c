package store

import (
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// A Save is the game in progress of one variant, kept under GameKey(variant) as one line:
//
//	1;shanghai-square;42;7;k3x9;2;0;95;43-47,44-46,33-42
//
// the format's version (1), the variant, the deal, the save's sequence number, the id of the
// tab that wrote it, the undo cursor (how many of the moves are played; the rest can be
// redone), whether the game's end is already counted in the statistics (0 or 1), the seconds
// played, and the moves in the family's notation, comma-separated.
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
	Moves   []string
}

const saveVersion = "1"

// Prefix is the start of every key the page keeps; the version in it changes when a kept
// format changes incompatibly.
const Prefix = "mahjong.v1."

// GameKey is the localStorage key of a variant's game in progress.
func GameKey(variant string) string { return Prefix + "game." + variant }

// maxSeconds bounds the time kept: a year.
const maxSeconds = 366 * 24 * 3600

// FormatSave writes s.
func FormatSave(s Save) string {
	return saveVersion + ";" + s.Variant + ";" + strconv.FormatUint(s.Deal, 10) + ";" +
		strconv.FormatUint(s.Seq, 10) + ";" + s.Tab + ";" + strconv.Itoa(s.Cursor) + ";" +
		bit(s.Counted) + ";" + strconv.Itoa(s.Seconds) + ";" + JoinMoves(s.Moves)
}

// ParseSave reads a save written by FormatSave, and says what is wrong with anything else.
func ParseSave(text string) (Save, error) {
	f := strings.Split(text, ";")
	if len(f) == 0 || f[0] != saveVersion {
		return Save{}, errors.New("the saved game is not of version " + saveVersion)
	}
	if len(f) != 9 {
		return Save{}, errors.New("the saved game has " + strconv.Itoa(len(f)) + " fields, not 9")
	}
	var s Save
	if !validID(f[1]) {
		return Save{}, errors.New("the saved game names no game")
	}
	s.Variant = f[1]
	deal, err := number(f[2], "deal", MaxDeal)
	if err == nil && deal == 0 {
		err = errors.New("the deal is 0")
	}
	if err != nil {
		return Save{}, err
	}
	s.Deal = deal
	if s.Seq, err = number(f[3], "sequence number", MaxDeal); err != nil {
		return Save{}, err
	}
	if !ValidTab(f[4]) {
		return Save{}, errors.New("the tab id " + strconv.Quote(clip(f[4])) + " is not one")
	}
	s.Tab = f[4]
	cursor, err := number(f[5], "undo cursor", MaxMoves)
	if err != nil {
		return Save{}, err
	}
	if s.Counted, err = flag(f[6], "counted mark"); err != nil {
		return Save{}, err
	}
	seconds, err := number(f[7], "time", maxSeconds)
	if err != nil {
		return Save{}, err
	}
	if s.Moves, err = SplitMoves(f[8]); err != nil {
		return Save{}, err
	}
	if int(cursor) > len(s.Moves) {
		return Save{}, errors.New("the undo cursor " + strconv.FormatUint(cursor, 10) + " is past the " + strconv.Itoa(len(s.Moves)) + " moves")
	}
	s.Cursor, s.Seconds = int(cursor), int(seconds)
	return s, nil
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
	return Save{Variant: v.ID, Deal: g.Start().Deal(), Cursor: len(played), Moves: moves}
}

// Restore deals s's deal of v and replays its moves, then undoes back to its cursor. A save of
// another variant, a move the family cannot read or a move the rules refuse makes an error
// that says which move; the game is then not usable.
func Restore(v *engine.Variant, s Save) (*engine.Game, error) {
	if s.Variant != v.ID {
		return nil, errors.New("the saved game is of " + strconv.Quote(s.Variant) + ", not " + strconv.Quote(v.ID))
	}
	g, err := ReplayMoves(v, s.Deal, s.Moves)
	if err != nil {
		return nil, err
	}
	for i := len(s.Moves); i > s.Cursor; i-- {
		g.Undo()
	}
	return g, nil
}

// ReplayMoves deals deal of v and plays moves, written in the family's notation. The error
// names the first move that cannot be read or played.
func ReplayMoves(v *engine.Variant, deal uint64, moves []string) (*engine.Game, error) {
	if deal == 0 || deal > MaxDeal {
		return nil, errors.New("the deal " + strconv.FormatUint(deal, 10) + " is not from 1 to " + strconv.FormatUint(MaxDeal, 10))
	}
	g := engine.NewGame(v.New(deal))
	for i, text := range moves {
		m, err := g.Position().ParseMove(text)
		if err != nil {
			return nil, errors.New("move " + strconv.Itoa(i+1) + " " + strconv.Quote(clip(text)) + " cannot be read")
		}
		if err := g.Play(m); err != nil {
			return nil, errors.New("move " + strconv.Itoa(i+1) + " " + strconv.Quote(clip(text)) + " cannot be played: " + err.Error())
		}
	}
	return g, nil
}
