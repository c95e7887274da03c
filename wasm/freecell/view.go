package freecell

import (
	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

// View is what the page's controller asks of the FreeCell and Sea games (board.View): the
// status line, the result, the announcements and notices of a move and the hint; and the
// player's auto-play setting, which every fresh deal starts with and a move of the game's
// history switches (board.Settings).
type View struct{}

// AutoPlay is the name of the auto-play setting (board.Settings).
const AutoPlay = "autoplay"

func fc(p engine.Position) *freecell.Position { return board.PositionOf[*freecell.Position](p) }

// Counts: the tiles on the foundations and the moves made.
func (View) Counts(p engine.Position, played []engine.Move) (tiles, moves int) {
	return Counts(fc(p)), engine.Plays(played)
}

func (View) TilesLabel() string { return msg.T("On foundations") }
func (View) MovesLabel() string { return msg.T("Moves") }

func (View) Result(p engine.Position, g board.Game) (board.Result, bool) {
	return Result(fc(p), engine.Plays(g.Played), g.Seconds)
}

func (View) Announce(before engine.Position, m engine.Move, after engine.Position) string {
	return Announce(fc(before), m, fc(after))
}

// Noted: after a step, the tiles auto-play sent home; after the auto-play switch, what it
// switched, the tiles switching on sent home, and that Undo switches it back.
func (View) Noted(_ engine.Position, m engine.Move, after engine.Position) string {
	ap := fc(after)
	switch m.Action {
	case engine.Step:
		return AutoNotice(ap.AutoPlayed())
	case engine.Setting:
		text := msg.T("Auto-play is off for this game.")
		if ap.AutoPlay() {
			text = msg.T("Auto-play is on for this game.")
		}
		return board.Sentences(text, AutoNotice(ap.AutoPlayed()), msg.T("Undo switches it back."))
	}
	return ""
}

// Hinted: the tile to move and where it goes, and the notice that says how sure the search
// is. The controller says itself what a search that found no move means.
func (View) Hinted(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string) {
	fp := fc(p)
	return []engine.Place{SourceMark(fp, m), MarkOf(fp, m.To)}, HintNotice(fp, m, verdict)
}

// Fresh: a fresh deal starts with the player's auto-play setting.
func (View) Fresh(p engine.Position, setting func(name string) bool) engine.Position {
	fp := fc(p)
	if on := setting(AutoPlay); fp.AutoPlay() != on {
		return fp.WithAutoPlay(on)
	}
	return p
}

// Switch: auto-play is switched by a move of the game (freecell.AutoPlaySwitch), so that
// the moves before it can still be undone, Undo switches back, and a saved game replays it.
func (View) Switch(p engine.Position, name string, on bool) (engine.Move, bool) {
	if name != AutoPlay || fc(p).AutoPlay() == on {
		return engine.Move{}, false
	}
	return freecell.AutoPlaySwitch(on), true
}

var (
	_ board.View     = View{}
	_ board.Settings = View{}
)
