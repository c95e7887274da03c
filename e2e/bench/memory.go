package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

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
	Half     memory  `json:"after_half"`        // half the run's moves and new games played
	Last     memory  `json:"after_run"`
	JSGrowth float64 `json:"js_heap_growth"`     // (last-first)/first
	WasmGrow float64 `json:"wasm_memory_growth"` // (last-first)/first
	// The growth of the run's second half, (last-half)/half: the budget's, as the first
	// half holds the heaps' warm-up (their first growth to the sizes the session needs, and
	// V8's optimised code for the hot functions), which a leak does not need to explain.
	JSGrowth2 float64 `json:"js_heap_growth_second_half"`
	WasmGrow2 float64 `json:"wasm_memory_growth_second_half"`
	NewGame   stats   `json:"new_game_latency"`
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
	ms := &memorySession{pl: pl, res: &res, perGame: perGame, heapDir: heapDir}
	err = ms.firstGame()
	if err == nil {
		err = ms.games(moves, games)
	}
	if err == nil {
		res.Last, err = pl.memory()
	}
	if err == nil {
		err = ms.snap(fmt.Sprintf("game-%d", pl.newGame))
	}
	ms.diffSnapshots()
	if err != nil {
		res.Error = err.Error()
	}
	res.NewGame = summarise(ms.newGames)
	res.JSGrowth, res.WasmGrow = growth(res.First, res.Last)
	res.JSGrowth2, res.WasmGrow2 = growth(res.Half, res.Last)
	return res
}

// growth is the JS heap's and the wasm memory's growth from a to b, relative to a; none
// when a was not read.
func growth(a, b memory) (js, wasm float64) {
	if a.JSHeapUsed <= 0 || a.WasmMemory <= 0 {
		return 0, 0
	}
	return round4(float64(b.JSHeapUsed-a.JSHeapUsed) / float64(a.JSHeapUsed)),
		round4(float64(b.WasmMemory-a.WasmMemory) / float64(a.WasmMemory))
}

// memorySession is the state of one memory run.
type memorySession struct {
	pl        *player
	res       *memoryRun
	perGame   int
	heapDir   string
	snaps     []*snapshot
	snapNames []string
	newGames  []float64 // new-game latencies
}

// snap writes a heap snapshot named name, when the run takes them.
func (ms *memorySession) snap(name string) error {
	if ms.heapDir == "" {
		return nil
	}
	tl, err := ms.pl.timeline()
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "bench: %s: performance-timeline entries (count, JSON bytes): %v\n", name, tl)
	s, err := ms.pl.heapSnapshot(ms.heapDir, name)
	if err == nil {
		ms.snaps, ms.snapNames = append(ms.snaps, s), append(ms.snapNames, name)
	}
	return err
}

// playGame plays perGame moves of the game, fewer when it ends first.
func (ms *memorySession) playGame() error {
	for i := 0; i < ms.perGame; i++ {
		ok, err := ms.pl.move()
		if err != nil || !ok {
			return err
		}
	}
	return nil
}

// newGame asks for a new game and notes how long it took.
func (ms *memorySession) newGame() error {
	if err := ms.pl.newGameClick(); err != nil {
		return err
	}
	ds, err := ms.pl.durations("new-game")
	ms.newGames = append(ms.newGames, ds...)
	return err
}

// firstGame plays the first game, notes the memory, and ends it with New game: only then has
// every path the run repeats (the confirmation, the deal, the board's first paint) run once,
// and the memory noted then is the baseline.
func (ms *memorySession) firstGame() error {
	err := ms.playGame()
	if err == nil {
		ms.res.Opening, err = ms.pl.memory()
	}
	if err == nil {
		err = ms.newGame()
	}
	if err == nil {
		ms.res.First, err = ms.pl.memory()
	}
	if err == nil {
		err = ms.snap("first-game")
	}
	return err
}

// games plays the second game and the next, until moves moves and games new games, with a
// sample of the memory every 20 new games and a reading once half of both are played.
func (ms *memorySession) games(moves, games int) error {
	err := ms.playGame()
	half := false
	for err == nil && (ms.pl.moves < moves || ms.pl.newGame < games) {
		if err = ms.newGame(); err != nil {
			break
		}
		err = ms.playGame()
		if err == nil && !half && 2*ms.pl.moves >= moves && 2*ms.pl.newGame >= games {
			half = true
			ms.res.Half, err = ms.pl.memory()
		}
		if err == nil && ms.pl.newGame%20 == 0 {
			var m memory
			if m, err = ms.pl.memory(); err == nil {
				ms.res.Samples = append(ms.res.Samples, m)
			}
			if err == nil && ms.pl.newGame == 20 {
				err = ms.snap("game-20")
			}
		}
	}
	return err
}

// diffSnapshots prints on standard error what grew from each snapshot to the next, and from
// the first to the last.
func (ms *memorySession) diffSnapshots() {
	s, names := ms.snaps, ms.snapNames
	for i := 1; i < len(s); i++ {
		heapDiff(os.Stderr, names[i-1], names[i], s[i-1], s[i], 25)
	}
	if len(s) > 2 {
		heapDiff(os.Stderr, names[0], names[len(s)-1], s[0], s[len(s)-1], 25)
	}
}

func round4(x float64) float64 { return float64(int64(x*10000)) / 10000 }
