package page

import (
	"context"
	"time"

	"mahjong/engine"
	"mahjong/engine/status"
)

// The status search's time, not counting the pauses that give the page its turn: deciding
// the position shown, then, when it is not winnable, walking back through the history.
// Most positions of every family are decided in milliseconds; the long ones are the hard
// Shanghai and Stones positions, which are told as "not decided yet" rather than searched on
// while the player waits.
const (
	DecideTime = 3 * time.Second
	WalkTime   = 4 * time.Second
)

// Survey answers "can this still be won?" for the last position of history (the positions
// of the game from its start): it decides it and, when it is not winnable, walks back for the
// last winnable one. It reports each phase through report, from Deciding to the end (Decided
// or Walked). within gives each search its context: it bounds the search's time, and its
// cancellation (a new move) stops the survey, which then reports nothing more.
func Survey(v *engine.Variant, history []engine.Position, within func(time.Duration) (context.Context, context.CancelFunc), report func(Outlook)) {
	o := Outlook{Phase: Deciding, Shuffle: v.Family == engine.Shanghai}
	report(o)
	ctx, cancel := within(DecideTime)
	o.Status = status.Decide(ctx, v, history[len(history)-1])
	stopped := stoppedEarly(ctx)
	cancel()
	if stopped {
		return
	}
	o.Phase = Decided
	if o.Status.Kind != status.NotWinnable {
		report(o)
		return
	}
	o.Phase = Walking
	report(o)
	ctx, cancel = within(WalkTime)
	o.Back = status.Walk(ctx, v, history)
	stopped = stoppedEarly(ctx)
	cancel()
	if stopped {
		return
	}
	o.Phase = Walked
	report(o)
}

// stoppedEarly reports whether ctx was cancelled, rather than run out of time.
func stoppedEarly(ctx context.Context) bool { return ctx.Err() == context.Canceled }
