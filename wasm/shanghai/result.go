package shanghai

import (
	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/msg"
)

// Result returns the message for a Shanghai game that has ended, and false while it
// goes on.
func Result(status engine.Status, tilesLeft, shufflesLeft int, elapsed int) (board.Result, bool) {
	switch status {
	case engine.Won:
		return board.Result{
			Kind:  "won",
			Title: msg.T("You won!"),
			Text:  msg.T("Every tile is cleared, in {time}. Start a new deal, or play this one again.", "time", clock.Format(elapsed)),
		}, true
	case engine.Lost:
		why := msg.N(tilesLeft, "No pair of free tiles is left and no shuffle remains, with {n} tile on the board. Undo to try another way, restart this deal, or start a new one.",
			"No pair of free tiles is left and no shuffle remains, with {n} tiles on the board. Undo to try another way, restart this deal, or start a new one.")
		if shufflesLeft > 0 {
			why = msg.N(tilesLeft, "No pair of free tiles is left, and no shuffle of the remaining tiles can free one, with {n} tile on the board. Undo to try another way, restart this deal, or start a new one.",
				"No pair of free tiles is left, and no shuffle of the remaining tiles can free one, with {n} tiles on the board. Undo to try another way, restart this deal, or start a new one.")
		}
		return board.Result{
			Kind:  "lost",
			Title: msg.T("No moves left"),
			Text:  why,
			Undo:  true,
		}, true
	}
	return board.Result{}, false
}

// The notices of a hint. A hinted pair's notice names its tiles (HintTry, HintUnproven),
// so that a screen reader says which two they are, not only that two are marked.
const (
	HintShuffle  = "No pair is left: shuffle."
	HintLost     = "No pair is left and no shuffle can help: this game is lost. Undo or restart."
	HintNoWin    = "This game can no longer be won from here: undo to go back, or restart."
	HintNeedsMix = "Pairs alone can no longer clear the board: undo to go back, or play on and shuffle when you are stuck."
	HintClear    = "The board is clear."
)

// Hint turns the engine's hint for p (see shanghai.Hint) into what the page shows:
// the places to highlight and a notice.
func Hint(p *shanghai.Position, m engine.Move, ok bool, verdict engine.Verdict) (marks []engine.Place, notice string) {
	switch {
	case ok && verdict == engine.Solved:
		return []engine.Place{m.From, m.To}, HintTry(pairNames(p, m))
	case ok:
		return []engine.Place{m.From, m.To}, HintUnproven(pairNames(p, m))
	case p.Remaining() == 0:
		return nil, msg.T(HintClear)
	case p.PairCount() == 0 && p.CanShuffle():
		return nil, msg.T(HintShuffle)
	case p.PairCount() == 0:
		return nil, msg.T(HintLost)
	case p.ShufflesLeft() > 0:
		for _, mv := range p.Moves() {
			if mv.Action == engine.Step {
				return []engine.Place{mv.From, mv.To}, msg.T(HintNeedsMix)
			}
		}
	}
	return nil, msg.T(HintNoWin)
}

// HintTry is the notice of a hinted pair that wins: "Try these two tiles: Bamboo 3 and
// Bamboo 3."
func HintTry(names string) string { return msg.T("Try these two tiles: {tiles}.", "tiles", names) }

// HintUnproven is the notice of a hinted pair that no search proved to win.
func HintUnproven(names string) string {
	return msg.T("These two can be taken, {tiles}, but no sure way to win was found in time.", "tiles", names)
}

// pairNames names the two tiles of pair m in p: "Bamboo 3 and Bamboo 3".
func pairNames(p *shanghai.Position, m engine.Move) string {
	if n := len(p.Layout().Slots); m.From < 0 || int(m.From) >= n || m.To < 0 || int(m.To) >= n {
		return msg.T("the two marked tiles")
	}
	return msg.T("{tile} and {other}", "tile", msg.D(p.Tile(int(m.From)).String()), "other", msg.D(p.Tile(int(m.To)).String()))
}
