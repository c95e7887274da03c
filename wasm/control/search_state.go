package control

import (
	"context"

	freecellview "mahjong/wasm/freecell"
	"mahjong/wasm/msg"
)

// searchKind is what a long search looks for.
type searchKind uint8

const (
	hintSearch searchKind = iota + 1 // a hint from the position played
	dealSearch                       // a deal the solver wins, for New game
)

// longSearch is the long search in progress (search.go), if any, and the Hint
// button, which reads Cancel while it runs.
type longSearch struct {
	button Elem // #hint
	// seq numbers the searches begun: a search's reports carry its number, and those of a
	// search that is no longer the one in progress are dropped.
	seq    int
	on     bool
	kind   searchKind // of the search in progress, or of the last one
	cancel context.CancelFunc
}

// begin starts a search of kind in place of any other, turning the Hint button into Cancel,
// and returns the search's context and number.
func (s *longSearch) begin(kind searchKind) (context.Context, int) {
	s.end()
	ctx, cancel := context.WithCancel(context.Background())
	s.seq++
	s.on, s.kind, s.cancel = true, kind, cancel
	s.button.SetText(msg.T("Cancel"))
	s.button.SetAttr("aria-label", msg.T("Cancel the search"))
	return ctx, s.seq
}

// end cancels the search in progress, if any, and gives the Hint button back; it reports
// whether a search was in progress. The search's goroutine notices at its next poll.
func (s *longSearch) end() bool {
	if !s.on {
		return false
	}
	s.on = false
	s.cancel()
	s.button.SetText(msg.T("Hint"))
	s.button.RemoveAttr("aria-label")
	return true
}

// current reports whether the search numbered n is the one in progress.
func (s *longSearch) current(n int) bool { return s.on && s.seq == n }

// cancelled is what the notice says when the player stops the search.
func (s *longSearch) cancelled() string {
	if s.kind == dealSearch {
		return msg.T(freecellview.DealCancelled)
	}
	return msg.T(freecellview.HintCancelled)
}

// progress is what the notice says of the search's progress: step is the deals tried so
// far (a deal's search), or the moves back the look back has reached (a hint's).
func (s *longSearch) progress(step int) string {
	if s.kind == dealSearch {
		return freecellview.DealProgress(step)
	}
	return msg.T("No winning line from here. Looking back through your moves… ({back})", "back", freecellview.MovesBack(step))
}

// dealOf is a deal number in 1..2^31 drawn from random, a number of the Env port's.
func dealOf(random uint64) uint64 { return random%(1<<31) + 1 }
