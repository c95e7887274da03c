package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/shanghai"
	"mahjong/wasm/link"
)

// hintVariant is the variant whose hint the hint section measures.
const hintVariant = "shanghai-turtle"

// budgetHintInput is the longest an input may wait while a hint or the status searches: one
// frame at 60 Hz.
const budgetHintInput = 1000.0 / 60

// hintRun is the hint in the page on positions reached by random play.
type hintRun struct {
	Variant string `json:"variant"`
	Deals   int    `json:"deals"`
	// Time is from the Hint button's click event to the hint's marks in the DOM.
	Time stats `json:"time_to_hint"`
	// Held is, for each hint, the longest input delay (input.go) from the click event to
	// the marks.
	Held stats `json:"longest_held"`
	// FrameGap is, for each hint, the longest gap between requestAnimationFrame callbacks
	// that overlaps the search: an idle page paints every 16.7 ms, but headless Chromium on a
	// busy machine skips frames of its own, so this is only an upper bound.
	FrameGap stats `json:"worst_frame_gap"`
	// Idle is, for each position, the longest delay of the same input on the page with
	// nothing running, over as long as the hint took (at least 50 ms): what the machine
	// alone holds an input for.
	Idle stats `json:"idle_longest_held"`
	// Each is each position's figures.
	Each []oneHint `json:"each"`
	// Hard is the hint on e2e/testdata/hard-hint.txt, the hardest position for the solver
	// of 6,000 reached by random pairs from deals 1–300, asked hardRuns times.
	Hard     stats  `json:"hard_time_to_hint"`
	HardHeld stats  `json:"hard_longest_held"`
	Error    string `json:"error,omitempty"`
}

// randomLine plays from deal n a seeded random number of random pairs, each one leaving a
// pair to play, and returns the moves in the page's notation.
func randomLine(v *engine.Variant, n uint64) []string {
	p := v.New(n).(*shanghai.Position)
	rng := rand.New(rand.NewPCG(n, 16))
	var line []string
	for k := rng.IntN(60); k > 0; k-- {
		var next []*shanghai.Position
		var names []string
		for _, m := range p.Moves() {
			if m.Action != engine.Step {
				continue
			}
			q, err := p.Apply(m)
			if err == nil && q.(*shanghai.Position).PairCount() > 0 {
				next, names = append(next, q.(*shanghai.Position)), append(names, p.FormatMove(m))
			}
		}
		if len(next) == 0 {
			break
		}
		i := rng.IntN(len(next))
		p, line = next[i], append(line, names[i])
	}
	return line
}

// hintProbeJS watches one hint, on window.__hint until __hint.stop(): the click's
// timeStamp, when the marks appear, and every gap between animation frames. The input delays
// meanwhile are inputProbeJS's.
const hintProbeJS = `(() => {
	const r = {start: 0, marked: 0, gaps: []};
	const board = document.getElementById("board");
	let last = 0, on = true;
	const tick = (t) => { if (last) r.gaps.push([last, t]); last = t; if (on) requestAnimationFrame(tick); };
	requestAnimationFrame(tick);
	const click = (ev) => {
		if (!r.start && ev.target.closest("#hint")) r.start = ev.timeStamp;
	};
	document.addEventListener("click", click, true);
	const mo = new MutationObserver(() => {
		if (!r.marked && board.querySelector(".hint")) r.marked = performance.now();
	});
	mo.observe(board, {subtree: true, childList: true, attributes: true, attributeFilter: ["class"]});
	r.stop = () => { on = false; mo.disconnect(); document.removeEventListener("click", click, true); };
	window.__hint = r;
	return true;
})()`

// hints opens, for each deal of 1..b.hintDeals, a position reached by random play (a replay
// link, then Play from here), clicks Hint and measures the time to its marks and the longest
// input delay meanwhile.
func (b *bench) hints(br *browser) {
	v, _ := catalog.Lookup(hintVariant)
	res := hintRun{Variant: v.ID}
	defer func() {
		b.r.Hint = &res
		if res.Error != "" {
			b.fail("hint: %s", res.Error)
		}
	}()
	pl, done, err := newPlayer(br, b.url+"#game="+v.ID+"&deal=1")
	if err != nil {
		res.Error = err.Error()
		return
	}
	defer done()
	if b.profileDir != "" {
		if err := pl.startProfile(); err != nil {
			res.Error = err.Error()
			return
		}
		defer func() {
			if err := pl.stopProfile(b.profileDir, "hint-"+v.ID, os.Stderr); err != nil {
				b.fail("profile of the hints: %v", err)
			}
		}()
	}
	var times, held, gaps, idle []float64
	for n := uint64(1); n <= uint64(b.hintDeals); n++ {
		line := randomLine(v, n)
		h, err := pl.hintAt(link.Replay{Game: v.ID, Deal: n, Moves: line, At: len(line)})
		if err != nil {
			res.Error = fmt.Sprintf("deal %d after %d pairs: %v", n, len(line), err)
			break
		}
		h.Deal, h.Pairs = n, len(line)
		times, held, gaps, idle = append(times, h.Time), append(held, h.Held), append(gaps, h.FrameGap), append(idle, h.Idle)
		res.Each = append(res.Each, h)
		res.Deals++
	}
	res.Time, res.Held, res.FrameGap, res.Idle = summarise(times), summarise(held), summarise(gaps), summarise(idle)
	if res.Error == "" {
		res.Hard, res.HardHeld, err = pl.hardHints(filepath.Join(b.repo, "e2e", "testdata", "hard-hint.txt"))
		if err != nil {
			res.Error = "hard-hint.txt: " + err.Error()
		}
	}
	b.progress("hint in the page, %s deals 1–%d: time to hint %+v; longest held %+v; worst frame gap %+v; idle page, longest held %+v",
		v.ID, res.Deals, res.Time, res.Held, res.FrameGap, res.Idle)
}

// hardRuns is how many times the hint section asks for the hard position's hint.
const hardRuns = 10

// hardHints asks hardRuns times for the hint on the replay link in file, and returns the
// time to the hint and the longest input delay.
func (pl *player) hardHints(file string) (times, held stats, err error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return stats{}, stats{}, err
	}
	r, err := link.ParseReplay(strings.TrimSpace(string(data)), func(string) bool { return true })
	if err != nil {
		return stats{}, stats{}, err
	}
	var ts, hs []float64
	for range hardRuns {
		// The page ignores a fragment that does not change: leave it for the deal first.
		if err := pl.eval(fmt.Sprintf(`location.hash = "#game=%s&deal=%d", true`, r.Game, r.Deal), nil); err != nil {
			return stats{}, stats{}, err
		}
		h, err := pl.hintAt(r)
		if err != nil {
			return stats{}, stats{}, err
		}
		ts, hs = append(ts, h.Time), append(hs, h.Held)
	}
	return summarise(ts), summarise(hs), nil
}

// oneHint is what hintAt measures of one hint, in milliseconds, and its position.
type oneHint struct {
	Deal     uint64  `json:"deal"`
	Pairs    int     `json:"pairs"` // played before the hint
	Time     float64 `json:"time_ms"`
	Held     float64 `json:"held_ms"`
	FrameGap float64 `json:"frame_gap_ms"`
	Idle     float64 `json:"idle_ms"` // the longest input delay on the idle page after it (hintRun.Idle)
}

// hintAt opens the replay r at its end, plays on from there, clicks Hint and measures it.
func (pl *player) hintAt(r link.Replay) (oneHint, error) {
	if err := pl.eval(fmt.Sprintf(`location.hash = %q, true`, link.FormatReplay(r)), nil); err != nil {
		return oneHint{}, err
	}
	if err := pl.waitFor("the replay", fmt.Sprintf(`!document.getElementById("replay-bar").hidden &&
		document.getElementById("replay-pos").dataset.at === "%d" && document.getElementById("board").dataset.deal === "%d"`, r.At, r.Deal)); err != nil {
		return oneHint{}, err
	}
	if err := pl.click("#replay-play"); err != nil {
		return oneHint{}, err
	}
	for _, step := range []struct{ what, expr string }{
		{"play from here", `document.getElementById("replay-bar").hidden`},
		{"the probe", hintProbeJS},
		{"animation frames", `window.__hint.gaps.length > 1`},
	} {
		if err := pl.waitFor(step.what, step.expr); err != nil {
			return oneHint{}, err
		}
	}
	if err := pl.eval(inputProbeJS, nil); err != nil {
		return oneHint{}, err
	}
	if err := pl.click("#hint"); err != nil {
		return oneHint{}, err
	}
	if err := pl.pressUntil("the hint's marks", `window.__hint.marked > 0`, 30*time.Second); err != nil {
		return oneHint{}, err
	}
	// One more frame closes the gap the marks came in.
	time.Sleep(50 * time.Millisecond)
	var got struct {
		Start, Marked float64
		Gaps          [][2]float64
	}
	if err := pl.eval(`(() => { const r = window.__hint; r.stop(); delete window.__hint;
		return {Start: r.start, Marked: r.marked, Gaps: r.gaps}; })()`, &got); err != nil {
		return oneHint{}, err
	}
	delays, err := pl.inputs()
	if err != nil {
		return oneHint{}, err
	}
	if got.Start == 0 {
		return oneHint{}, errors.New("the click on Hint was not seen")
	}
	first, longest := delays.between(got.Start, got.Marked)
	h := oneHint{Time: round(got.Marked - got.Start), Held: round(max(first, longest, 0))}
	for _, g := range got.Gaps {
		if g[1] > got.Start && g[0] < got.Marked {
			h.FrameGap = max(h.FrameGap, round(g[1]-g[0]))
		}
	}
	h.Idle, err = pl.idleHeld(h.Time)
	return h, err
}
