package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/freecell"
	"mahjong/engine/oneplayer"
	"mahjong/engine/stones"
	freecellview "mahjong/wasm/freecell"
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

// clickPointsJS finds, for each selector (the first element it matches, or the last when it
// ends with " @last"), a point inside that element that the element itself receives (a tile
// of a higher layer may overlap the edge of one below).
const clickPointsJS = `((sels) => sels.map((s) => {
	const last = s.endsWith(" @last"), all = document.querySelectorAll(last ? s.slice(0, -6) : s);
	const e = last ? all[all.length - 1] : all[0];
	if (!e) return {Err: "nothing matches " + s};
	const p = (` + harness.PointJS + `)(e, null, ` + harness.TileSpots + `);
	if (p.Err) p.Err = s + " is " + p.Err;
	return p;
}))`

// click clicks the elements in order with the mouse (Input.dispatchMouseEvent: real input
// events, with their own timeStamp).
func (pl *player) click(sels ...string) error {
	var pts []struct {
		X, Y float64
		Err  string
	}
	js, _ := json.Marshal(sels)
	if err := pl.eval(clickPointsJS+"("+string(js)+")", &pts); err != nil {
		return err
	}
	var actions []chromedp.Action
	for _, p := range pts {
		if p.Err != "" {
			if strings.Contains(p.Err, " is covered by ") {
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

// choose picks the next move to play by clicking, and the elements to click for it; false
// when the game offers none (it is over, or only a shuffle is left).
func (pl *player) choose() (engine.Move, []string, bool) {
	if pl.p.Status() != engine.Playing {
		return engine.Move{}, nil, false
	}
	switch pl.v.Family {
	case "one-player":
		op, ok := pl.p.(*oneplayer.Position)
		if !ok {
			return engine.Move{}, nil, false
		}
		m := oneplayer.Hint(op)
		switch m.Action {
		case engine.Step:
			return m, []string{fmt.Sprintf(`#board .op-hand[data-slot="%d"]`, m.From),
				fmt.Sprintf(`#board .op-cell[data-cell="%s"]`, oneplayer.CellName(m.To))}, true
		case engine.EndTurn:
			return m, []string{"#end-turn"}, true
		}
		return engine.Move{}, nil, false
	}
	moves := pl.p.Moves()
	// A fixed but varied choice: the move at a position given by the number of moves played,
	// so that games do not all take the first pair and stall alike.
	var steps []engine.Move
	for _, m := range moves {
		if m.Action == engine.Step {
			steps = append(steps, m)
		}
	}
	if len(steps) == 0 {
		return engine.Move{}, nil, false
	}
	m := steps[(pl.moves*7)%len(steps)]
	switch pl.v.Family {
	case "shanghai":
		return m, []string{fmt.Sprintf(`#board .tile[data-slot="%d"]`, m.From), fmt.Sprintf(`#board .tile[data-slot="%d"]`, m.To)}, true
	case "stones":
		if m.From != stones.StockPlace {
			return engine.Move{}, nil, false
		}
		return m, []string{fmt.Sprintf(`#board .sq[data-square="%d"]`, m.To)}, true
	case "freecell", "sea":
		// The page names each place it draws in data-place, with the engine's numbers: a
		// move is a click on its tile and one on where it goes. Moves to the foundations
		// come first, so that games advance.
		var shown []int
		if pl.eval(`[...document.querySelectorAll("#board [data-place]:not([hidden])")].map((e) => Number(e.dataset.place))`, &shown) != nil {
			return engine.Move{}, nil, false
		}
		on := map[engine.Place]bool{}
		levels := map[[2]int]bool{} // column, level → a tile of it is drawn
		cols := map[int]bool{}      // column → some tile of it is drawn
		for _, x := range shown {
			on[engine.Place(x)] = true
			if sl, ok := freecellview.SlotOf(engine.Place(x)); ok {
				levels[[2]int{sl.Col, sl.Level}] = true
				cols[sl.Col] = true
			}
		}
		// A tableau place can be clicked through a tile of its level, or, for an empty
		// column, through the column itself.
		shownAt := func(pl engine.Place) bool {
			kind, col, level := freecell.Where(pl)
			if kind == freecell.InTableau {
				return levels[[2]int{col, level}] || level == 0 && !cols[col]
			}
			return on[pl]
		}
		var ok []engine.Move
		for _, m := range steps {
			if m.N <= 1 && shownAt(m.From) && shownAt(m.To) && !pl.skip[pl.p.FormatMove(m)] {
				if m.To >= freecell.Pile(0) {
					ok = append([]engine.Move{m}, ok...)
				} else {
					ok = append(ok, m)
				}
			}
		}
		if len(ok) == 0 {
			return engine.Move{}, nil, false
		}
		m := ok[0]
		if m.To < freecell.Pile(0) {
			m = ok[(pl.moves*7)%len(ok)]
		}
		return m, []string{fcSel(m.From), fcSel(m.To)}, true
	}
	return engine.Move{}, nil, false
}

// fcSel is the element to click for a place of the FreeCell and Sea games. A tableau place
// (a column's level) is drawn as one tile element per row: its top tile, the last one, is the
// one to click; an empty column is its own element. Cells and piles carry the engine's place.
func fcSel(pl engine.Place) string {
	kind, col, level := freecell.Where(pl)
	if kind != freecell.InTableau {
		return fmt.Sprintf(`#board [data-place="%d"]`, pl)
	}
	return fmt.Sprintf(`#board .fc-col[data-col="%d"], #board button[data-col="%d"][data-level="%d"]:not([hidden]) @last`, col, col, level)
}

// supported reports whether the bench knows how to play a family by clicking.
func supported(family string) bool {
	switch family {
	case "shanghai", "stones", "one-player", "freecell", "sea":
		return true
	}
	return false
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
	res = variantMoves{ID: v.ID, Name: v.Name, Family: v.Family}
	if !supported(v.Family) {
		res.Error = "the bench does not know how to play the " + v.Family + " family by clicking"
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

// memory is the page's memory at one moment, after a garbage collection of the JS heap.
// It is read once the page has been left alone for memoryQuiet, so that the page's own idle
// work (the Go heap's collection when the player pauses, which also lets the JS objects of
// dead handles go) is done, at every reading alike.
type memory struct {
	JSHeapUsed int64 `json:"js_heap_used_bytes"`
	WasmMemory int64 `json:"wasm_memory_bytes"`
	Moves      int   `json:"moves"`
	NewGames   int   `json:"new_games"`
}

type memoryRun struct {
	Variant  string  `json:"variant"`
	Opening  memory  `json:"after_first_moves"` // the first game's moves played, before it ends
	First    memory  `json:"after_first_game"`  // the first game ended by New game
	Last     memory  `json:"after_run"`
	JSGrowth float64 `json:"js_heap_growth"`     // (last-first)/first
	WasmGrow float64 `json:"wasm_memory_growth"` // (last-first)/first
	NewGame  stats   `json:"new_game_latency"`
	// Samples every 20 new games tell a leak (steady growth) from the heaps' headroom (a
	// step, then flat).
	Samples []memory `json:"samples"`
	Error   string   `json:"error,omitempty"`
}

// memoryQuiet is how long the page is left alone before its memory is read: more than the
// pause after which it collects (quietTime in wasm/gc.go).
const memoryQuiet = 1500 * time.Millisecond

func (pl *player) memory() (memory, error) {
	m := memory{Moves: pl.moves, NewGames: pl.newGame}
	var wasm float64
	time.Sleep(memoryQuiet)
	err := chromedp.Run(pl.ctx,
		// The durations the bench noted and has not read (the memory run reads only the new
		// games'): the bench's, not the page's.
		chromedp.Evaluate(`window.__measures = {}, 0`, nil),
		heapprofiler.CollectGarbage(),
		chromedp.ActionFunc(func(ctx context.Context) error {
			used, _, _, _, err := runtime.GetHeapUsage().Do(ctx)
			m.JSHeapUsed = int64(used)
			return err
		}),
		chromedp.Evaluate(`window.__wasmMemory ? window.__wasmMemory.buffer.byteLength : -1`, &wasm),
	)
	m.WasmMemory = int64(wasm)
	if err == nil && wasm < 0 {
		err = errors.New("the Go instance's memory was not found (window.__wasmMemory)")
	}
	return m, err
}

// memoryTest plays the first game of variant id (perGame moves), notes the memory, ends
// that game with New game and notes the memory again (the baseline), then plays perGame
// moves in each game and asks for new games until it has played moves moves and asked for
// games new games, and notes the memory again.
//
// With profileDir, the run is played under Chromium's CPU profiler (see stopProfile); the
// profiler's own memory is then part of the JS heap measured.
//
// With heapDir, a heap snapshot is written there after the first game, after game 20 and
// after the run, with the browser's performance-timeline entries by type, and what grew
// between them is printed on standard error; the snapshots' own work then weighs on the
// readings after the first.
func memoryTest(b *browser, base, id string, moves, games, perGame int, profileDir, heapDir string) (res memoryRun) {
	res = memoryRun{Variant: id}
	pl, done, err := newPlayer(b, fmt.Sprintf("%s#game=%s&deal=1", base, id))
	if err != nil {
		res.Error = err.Error()
		return res
	}
	defer done()
	if profileDir != "" {
		if err := pl.startProfile(); err != nil {
			res.Error = err.Error()
			return res
		}
		defer func() {
			if err := pl.stopProfile(profileDir, "memory-"+id, os.Stderr); err != nil && res.Error == "" {
				res.Error = err.Error()
			}
		}()
	}
	var snaps []*snapshot
	var snapNames []string
	snap := func(name string) error {
		if heapDir == "" {
			return nil
		}
		tl, err := pl.timeline()
		if err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "bench: %s: performance-timeline entries (count, JSON bytes): %v\n", name, tl)
		s, err := pl.heapSnapshot(heapDir, name)
		if err == nil {
			snaps, snapNames = append(snaps, s), append(snapNames, name)
		}
		return err
	}
	var newGames []float64
	playGame := func() error {
		for i := 0; i < perGame; i++ {
			ok, err := pl.move()
			if err != nil || !ok {
				return err
			}
		}
		return nil
	}
	err = playGame()
	if err == nil {
		res.Opening, err = pl.memory()
	}
	// The first game is over when the player asks for the next: only then has every path
	// the run repeats (the confirmation, the deal, the board's first paint) run once.
	if err == nil {
		if err = pl.newGameClick(); err == nil {
			var ds []float64
			if ds, err = pl.durations("new-game"); err == nil {
				newGames = append(newGames, ds...)
				res.First, err = pl.memory()
			}
			if err == nil {
				err = snap("first-game")
			}
		}
	}
	if err == nil {
		err = playGame()
	}
	for err == nil && (pl.moves < moves || pl.newGame < games) {
		if err = pl.newGameClick(); err != nil {
			break
		}
		var ds []float64
		if ds, err = pl.durations("new-game"); err != nil {
			break
		}
		newGames = append(newGames, ds...)
		err = playGame()
		if err == nil && pl.newGame%20 == 0 {
			var m memory
			if m, err = pl.memory(); err == nil {
				res.Samples = append(res.Samples, m)
			}
			if err == nil && pl.newGame == 20 {
				err = snap("game-20")
			}
		}
	}
	if err == nil {
		res.Last, err = pl.memory()
	}
	if err == nil {
		err = snap(fmt.Sprintf("game-%d", pl.newGame))
	}
	for i := 1; i < len(snaps); i++ {
		heapDiff(os.Stderr, snapNames[i-1], snapNames[i], snaps[i-1], snaps[i], 25)
	}
	if len(snaps) > 2 {
		heapDiff(os.Stderr, snapNames[0], snapNames[len(snaps)-1], snaps[0], snaps[len(snaps)-1], 25)
	}
	if err != nil {
		res.Error = err.Error()
	}
	res.NewGame = summarise(newGames)
	if res.First.JSHeapUsed > 0 && res.First.WasmMemory > 0 {
		res.JSGrowth = round4(float64(res.Last.JSHeapUsed-res.First.JSHeapUsed) / float64(res.First.JSHeapUsed))
		res.WasmGrow = round4(float64(res.Last.WasmMemory-res.First.WasmMemory) / float64(res.First.WasmMemory))
	}
	return res
}

func round4(x float64) float64 { return float64(int64(x*10000)) / 10000 }
