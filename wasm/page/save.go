package page

import (
	"time"

	"mahjong/wasm/store"
)

// SaveDelay is how long a move's save waits, so that writing to the browser's storage (a
// millisecond or more, and more for a long game) is not part of the move the player waits
// for, and a quick run of moves is written once. The page going away, a new game and another
// tab's save write a pending save first (Flush).
const SaveDelay = 250 * time.Millisecond

// Saver saves the game SaveDelay after the first change since the last save, or at once
// when asked to flush (before another game replaces this one, or another tab's save is read).
type Saver struct {
	timer   Timer
	save    func()
	pending bool
}

// NewSaver returns a saver that calls save, timed by timer.
func NewSaver(timer Timer, save func()) *Saver { return &Saver{timer: timer, save: save} }

// Schedule asks for a save: the first since the last save starts the delay, the others join it.
func (s *Saver) Schedule() {
	if s.pending {
		return
	}
	s.pending = true
	s.timer.Start(SaveDelay, s.due)
}

func (s *Saver) due() {
	s.pending = false
	s.save()
}

// Flush saves now what is scheduled, if anything.
func (s *Saver) Flush() {
	if s.pending {
		s.timer.Stop()
		s.due()
	}
}

// Pending reports whether a save is scheduled.
func (s *Saver) Pending() bool { return s.pending }

// Write is what saving this tab's game does to the save found under its key.
type Write struct {
	OK        bool   // write the save
	Seq       uint64 // the sequence number to write it with
	Abandoned bool   // the save it replaces is a game in progress given up: count it so
}

// Overwrite decides the save of s over old, the save read under its key (nil for none or an
// unreadable one), seq being the sequence number this tab wrote last. A save of the time
// alone (timeOnly) never replaces a newer save of another tab; any other goes on from the
// newest sequence number, unless store.Overwrite keeps the other tab's game.
func Overwrite(old *store.Save, s store.Save, seq uint64, timeOnly bool) Write {
	abandoned := false
	if old != nil {
		if old.Seq > seq {
			if timeOnly {
				return Write{}
			}
			seq = old.Seq
		}
		var ok bool
		if ok, abandoned = store.Overwrite(*old, s); !ok {
			return Write{} // another tab's game in progress stays until this one has a move
		}
	}
	return Write{OK: true, Seq: seq + 1, Abandoned: abandoned}
}

// Follow is what a tab does when another tab saved the game it shows.
type Follow uint8

// What a tab does with another tab's save.
const (
	Ignore     Follow = iota // the save is old, this tab's own, or of another game
	FollowMove               // the same deal, further on: show its moves
	FollowDeal               // another deal of the game: open it, resumed from the save
)

// Shown is what a tab shows, for Follows: its game's variant and deal, the sequence number it
// wrote or read last, its own tab id, and whether its game has moves (played or undone).
type Shown struct {
	Variant string
	Deal    uint64
	Seq     uint64
	Tab     string
	Moved   bool
}

// Follows decides what a tab showing sh does with s, another tab's save of the same key.
func Follows(sh Shown, s store.Save) Follow {
	switch {
	case s.Seq <= sh.Seq || s.Tab == sh.Tab || s.Variant != sh.Variant:
		return Ignore
	case s.Deal == sh.Deal:
		return FollowMove
	case !sh.Moved:
		return Ignore // a deal not played yet here stays: it replaces nothing (see store.Overwrite)
	}
	return FollowDeal
}
