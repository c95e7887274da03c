package control

import (
	"context"

	"mahjong/engine"
	"mahjong/wasm/page"
)

// outlook is the status search of the position shown (outlook.go) and what it last showed.
type outlook struct {
	view  *page.OutlookView
	shown page.Outlook
	gen   int          // the position (Controller.gen) the status is of; -1 for none
	game  *engine.Game // the game helped is of
	// run numbers the searches begun: a search's reports carry its number, and those of a
	// search stopped or replaced are dropped.
	run     int
	cancel  context.CancelFunc
	running bool
	// helped is set once the current game has had help: a hint, or the status shown while
	// it was played. Its win is counted as helped in the statistics.
	helped bool
}

// mount looks up the status's elements; called once, with the other fixed elements.
func (o *outlook) mount(doc Doc) {
	o.view = page.NewOutlookView(doc.ByID("outlook"), doc.ByID("outlook-text"), doc.ByID("outlook-undo"))
	o.gen = -1
}

// follow notes the game played: a new game has had no help yet.
func (o *outlook) follow(g *engine.Game) {
	if o.game != g {
		o.game, o.helped = g, false
	}
}

// begin starts the search of position gen, in place of any other, and returns its context
// and number.
func (o *outlook) begin(gen int) (context.Context, int) {
	o.stop()
	ctx, cancel := context.WithCancel(context.Background())
	o.run++
	o.gen, o.cancel, o.running = gen, cancel, true
	return ctx, o.run
}

// stop cancels the search in progress, if any.
func (o *outlook) stop() {
	if o.running {
		o.cancel()
		o.running = false
	}
}

// current reports whether the search numbered run is the one in progress.
func (o *outlook) current(run int) bool { return o.running && o.run == run }

// done notes that the search numbered run has ended.
func (o *outlook) done(run int) {
	if o.current(run) {
		o.running = false
	}
}

// show shows out.
func (o *outlook) show(out page.Outlook) {
	o.shown = out
	o.view.Show(out)
}

// undoMoves is how many moves back the last winnable position is that the status shown for
// position gen found; 0 when it found none, or is of another position.
func (o *outlook) undoMoves(gen int) int {
	if o.gen != gen {
		return 0
	}
	return o.shown.UndoMoves()
}
