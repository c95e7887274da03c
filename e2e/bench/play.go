package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/catalog"
)

// player plays games in one tab by clicking, as a player would, choosing moves with the
// engine run natively on the same deal.
type player struct {
	ctx     context.Context
	v       *engine.Variant
	p       engine.Position
	moves   int             // moves played in this tab
	newGame int             // new games asked for with the New game button
	skip    map[string]bool // moves of this position that cannot be clicked as the bench tries
}

// errCovered is a click on an element that another covers.
var errCovered = errors.New("covered")

// newPlayer opens a tab of b on the page at url.
func newPlayer(b *browser, url string) (*player, context.CancelFunc, error) {
	ctx, cancel := chromedp.NewContext(b.ctx)
	ctx, cancelT := context.WithTimeout(ctx, 10*time.Minute)
	pl := &player{ctx: ctx}
	err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(probeJS).Do(ctx)
		return err
	}), chromedp.Navigate(url))
	if err == nil {
		err = pl.waitFor("the page to be ready", `window.__readyAt !== undefined`)
	}
	if err == nil {
		err = pl.sync()
	}
	if err != nil {
		cancelT()
		cancel()
		return nil, nil, err
	}
	return pl, func() { cancelT(); cancel() }, nil
}

func (pl *player) eval(expr string, res any) error {
	return chromedp.Run(pl.ctx, chromedp.Evaluate(expr, res))
}

func (pl *player) waitFor(what, expr string) error {
	var ok bool
	err := chromedp.Run(pl.ctx, chromedp.Evaluate(fmt.Sprintf(waitJS, expr), &ok, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	if err == nil && !ok {
		err = errors.New("timed out")
	}
	if err != nil {
		return fmt.Errorf("waiting for %s: %w", what, err)
	}
	return nil
}

// waitJS polls an expression every 2 ms for up to 15 s, and leaves nothing behind in the
// page once it is true: chromedp.Poll's timeout timer would keep its predicate, compiled
// anew for each wait, alive for 15 s, hundreds of them in the memory run's heap.
const waitJS = `new Promise((done, fail) => {
	const until = performance.now() + 15000;
	const tick = () => {
		let ok;
		try { ok = (%s); } catch (e) { fail(e); return; }
		if (ok) done(true);
		else if (performance.now() > until) done(false);
		else setTimeout(tick, 2);
	};
	tick();
})`

// sync deals natively the game the page shows.
func (pl *player) sync() error {
	var shown struct {
		Variant string
		Deal    uint64
	}
	if err := pl.eval(`({Variant: document.getElementById("board").dataset.variant,
		Deal: Number(document.getElementById("board").dataset.deal)})`, &shown); err != nil {
		return err
	}
	v, ok := catalog.Lookup(shown.Variant)
	if !ok {
		return fmt.Errorf("the page plays %q, which the catalog does not know", shown.Variant)
	}
	pl.v, pl.p = v, v.New(shown.Deal)
	return nil
}

// click clicks the elements that sels name (harness.Points, on a tile's uncovered spots) in
// order with the mouse (Input.dispatchMouseEvent: real input events, with their own
// timeStamp). An element that cannot be clicked, covered or hidden, is errCovered.
func (pl *player) click(sels ...string) error {
	pts, err := harness.Points(pl.ctx, "", harness.TileSpots, sels...)
	if err != nil {
		return err
	}
	var actions []chromedp.Action
	for _, p := range pts {
		if p.Err != "" {
			if strings.Contains(p.Err, " is covered by ") || strings.HasSuffix(p.Err, " is hidden") {
				return fmt.Errorf("cannot click: %s: %w", p.Err, errCovered)
			}
			return errors.New("cannot click: " + p.Err)
		}
		actions = append(actions, chromedp.MouseClickXY(p.X, p.Y))
	}
	return chromedp.Run(pl.ctx, actions...)
}

// measures is how many User Timing measures named name the page has made (probeJS
// observes them: the page keeps none).
func (pl *player) measures(name string) (int, error) {
	var n int
	err := pl.eval(measureCount(name), &n)
	return n, err
}

func measureCount(name string) string {
	return fmt.Sprintf(`(window.__measures[%q] || []).length`, name)
}

// move plays one move by clicking; false when the game has none to play.
func (pl *player) move() (bool, error) {
	m, sels, ok := pl.choose()
	if !ok {
		return false, nil
	}
	before, err := pl.measures("move")
	if err != nil {
		return false, err
	}
	if err := pl.click(sels...); err != nil {
		if !errors.Is(err, errCovered) || len(pl.skip) > 50 {
			return false, err
		}
		// Some places are drawn under others (an empty level of a FreeCell column): try
		// another move. A click that landed selected something: drop it with Escape.
		if pl.skip == nil {
			pl.skip = map[string]bool{}
		}
		pl.skip[pl.p.FormatMove(m)] = true
		if err := chromedp.Run(pl.ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
			return false, err
		}
		return pl.move()
	}
	pl.skip = nil
	if err := pl.waitFor("move "+pl.p.FormatMove(m)+" to be drawn", fmt.Sprintf(
		`%s > %d`, measureCount("move"), before)); err != nil {
		return false, err
	}
	q, err := pl.p.Apply(m)
	if err != nil {
		return false, fmt.Errorf("the engine refuses %s: %w", pl.p.FormatMove(m), err)
	}
	pl.p = q
	pl.moves++
	return true, nil
}

// newGameClick asks for a new game with the New game button and deals it natively.
func (pl *player) newGameClick() error {
	before, err := pl.measures("new-game")
	if err != nil {
		return err
	}
	// A finished game's result is a modal dialog with its own New game button; a game in
	// progress asks for confirmation first, and the confirming click is the one measured.
	var over bool
	if err := pl.eval(`document.getElementById("result").open`, &over); err != nil {
		return err
	}
	sel := "#new"
	if over {
		sel = `#result button[data-action="new"]`
	}
	if err := pl.click(sel); err != nil {
		return err
	}
	started := fmt.Sprintf(`%s > %d`, measureCount("new-game"), before)
	if err := pl.waitFor("a new game or its confirmation", `document.getElementById("confirm-new").open || `+started); err != nil {
		return err
	}
	var asking bool
	if err := pl.eval(`document.getElementById("confirm-new").open`, &asking); err != nil {
		return err
	}
	if asking {
		if err := pl.click("#confirm-new-yes"); err != nil {
			return err
		}
	}
	if err := pl.waitFor("a new game", started); err != nil {
		return err
	}
	pl.newGame++
	return pl.sync()
}

// durations returns the durations of the measures named name and clears them all.
func (pl *player) durations(name string) ([]float64, error) {
	var ds []float64
	err := pl.eval(fmt.Sprintf(`(() => { const d = window.__measures[%q] || [];
		delete window.__measures[%q]; return d; })()`, name, name), &ds)
	return ds, err
}

// variantMoves is the move latency of one variant.
type variantMoves struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Family  string `json:"family"`
	Games   int    `json:"games"`
	Latency stats  `json:"move_latency"`
	NewGame stats  `json:"new_game_latency"`
	Error   string `json:"error,omitempty"`
}

// playVariant plays at least n moves of variant id by clicking, starting from deal 1 and
// asking for a new game whenever one ends, and returns the move latency. With profileDir,
// the moves are played under Chromium's CPU profiler (see stopProfile).
func playVariant(b *browser, base string, v *engine.Variant, n int, profileDir string) (res variantMoves) {
	// res is named so that the deferred stopProfile can report its error in it.
	res = variantMoves{ID: v.ID, Name: v.Name, Family: string(v.Family)}
	if !supported(v.Family) {
		res.Error = "the bench does not know how to play the " + string(v.Family) + " family by clicking"
		return res
	}
	pl, done, err := newPlayer(b, fmt.Sprintf("%s#game=%s&deal=1", base, v.ID))
	if err != nil {
		res.Error = err.Error()
		return res
	}
	defer done()
	pl.durations("move") // the page's own start-up made none, but be sure
	res.Games = 1
	if profileDir != "" {
		if err := pl.startProfile(); err != nil {
			res.Error = err.Error()
			return res
		}
		defer func() {
			if err := pl.stopProfile(profileDir, v.ID, os.Stderr); err != nil && res.Error == "" {
				res.Error = err.Error()
			}
		}()
	}
	for pl.moves < n {
		ok, err := pl.move()
		if err == nil && !ok {
			err = pl.newGameClick()
			res.Games++
		}
		if err != nil {
			res.Error = err.Error()
			break
		}
	}
	ds, err := pl.durations("move")
	if err != nil && res.Error == "" {
		res.Error = err.Error()
	}
	res.Latency = summarise(ds)
	if ng, err := pl.durations("new-game"); err == nil {
		res.NewGame = summarise(ng)
	}
	return res
}
