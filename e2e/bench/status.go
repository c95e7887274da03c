package main

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/wasm/link"
	"mahjong/wasm/store"
)

// statusVariants are the games whose status ("can this still be won?") the status section
// measures by default (-status-variants): the largest game of each family.
const statusVariants = "shanghai-turtle,mahjongg-freecell,sea-winds,mahjongg-stones,one-player"

// statusHard is how many of each family's positions, those whose status took longest to
// settle, count as its hardest.
const statusHard = 10

// statusRun is the status in the page for one variant, on positions reached by random play.
type statusRun struct {
	Variant string `json:"variant"`
	Deals   int    `json:"deals"`
	// Settle is from the click of a move (its last click) to the status's answer in the
	// DOM: decided, or walked back when not winnable.
	Settle stats `json:"settle"`
	// Held is, for each position, the longest input delay (input.go) while the search ran,
	// after the first input (First), which waits for the move's own task and paint.
	Held  stats `json:"longest_held"`
	First stats `json:"move_task"`
	// Idle is the longest delay of the same input on the page with nothing running, after the
	// status settled, over as long as the search took (at least 50 ms, at most 1 s): what
	// the machine's load alone costs.
	Idle stats `json:"idle_longest_gap"`
	// HardHeld is Held on the statusHard positions that took longest to settle.
	HardHeld stats          `json:"hard_longest_held"`
	Answers  map[string]int `json:"answers"` // how many positions got each answer
	Skipped  int            `json:"skipped"` // deals whose position has no move the bench could click
	Each     []oneStatus    `json:"each"`
	Error    string         `json:"error,omitempty"`
}

// oneStatus is one position's figures, in milliseconds.
type oneStatus struct {
	Deal   uint64  `json:"deal"`
	Moves  int     `json:"moves"` // played, the measured move included
	Settle float64 `json:"settle_ms"`
	First  float64 `json:"move_task_ms"` // the first input's delay: the move's task and paint
	Held   float64 `json:"held_ms"`      // the longest input delay after it, while the search ran
	Idle   float64 `json:"idle_ms"`      // the longest input delay on the idle page, over as long (at most 1 s)
	Answer string  `json:"answer"`       // data-state, and the undo count when there is one
}

// randomPlay plays from deal n of v a seeded random number (under max) of random moves,
// none that ends the game, and returns them in the page's notation.
func randomPlay(v *engine.Variant, n uint64, max int) []string {
	p := v.New(n)
	rng := rand.New(rand.NewPCG(n, 20))
	var line []string
	for k := rng.IntN(max); k > 0; k-- {
		var next []engine.Move
		for _, m := range p.Moves() {
			if m.Action == engine.Setting || m.Action == engine.Shuffle {
				continue
			}
			if q, err := p.Apply(m); err == nil && q.Status() == engine.Playing {
				next = append(next, m)
			}
		}
		if len(next) == 0 {
			break
		}
		m := next[rng.IntN(len(next))]
		line = append(line, p.FormatMove(m))
		p, _ = p.Apply(m)
	}
	return line
}

// statusProbeJS watches the status search that a move starts, on window.__status until
// __status.stop(): the timeStamp of the move's last click (a Shanghai move is two), and when
// the status settles (neither "working" nor still looking back). The input delays meanwhile
// are inputProbeJS's.
const statusProbeJS = `(() => {
	const r = {start: 0, settled: 0, answer: "", working: false};
	const box = document.getElementById("outlook"), text = document.getElementById("outlook-text");
	const click = (ev) => {
		if (!r.working) r.start = ev.timeStamp;
	};
	document.addEventListener("click", click, true);
	// The first change after a click is the move's: the status is working, or, when the
	// search ended within the move's task, already the answer.
	const look = () => {
		const s = box.dataset.state;
		if (!r.start || r.settled) return;
		r.working = true;
		if (s !== "working" && s !== "off" && !text.textContent.endsWith("…")) {
			r.settled = performance.now();
			r.answer = s + (Number(box.dataset.undo) > 0 ? " " + box.dataset.undo : "");
		}
	};
	const mo = new MutationObserver(look);
	mo.observe(box, {subtree: true, childList: true, characterData: true, attributes: true});
	r.stop = () => { mo.disconnect(); document.removeEventListener("click", click, true); };
	window.__status = r;
	return true;
})()`

// settledJS is true once the status shows an answer.
const settledJS = `(() => { const s = document.getElementById("outlook").dataset.state;
	return s !== "working" && s !== "off" && !document.getElementById("outlook-text").textContent.endsWith("…"); })()`

// statuses measures, for each variant of statusVariants and each deal of 1..b.statusDeals,
// the status after a move clicked in a position reached by random play: how long it takes
// to settle, and how long the page's thread was held meanwhile.
func (b *bench) statuses(br *browser) {
	for _, id := range strings.Split(b.statusGames, ",") {
		v, ok := catalog.Lookup(id)
		if !ok {
			b.fail("-status-variants: there is no variant %q", id)
			continue
		}
		res := statusRun{Variant: id, Answers: map[string]int{}}
		for first := uint64(1); first <= uint64(b.statusDeals) && res.Error == ""; first += statusTabDeals {
			b.statusBatch(br, v, &res, first, min(first+statusTabDeals-1, uint64(b.statusDeals)))
		}
		res.summarise()
		if res.Error != "" {
			b.fail("status of %s: %s", id, res.Error)
		}
		b.r.Status = append(b.r.Status, res)
		b.progress("status in the page, %s, %d positions: settle %+v; longest held %+v; on the %d hardest %+v",
			id, res.Deals, res.Settle, res.Held, statusHard, res.HardHeld)
	}
}

// statusTabDeals is how many deals one tab measures: a tab lives at most 10 minutes (newPlayer),
// and a deal of the Sea games can take ten seconds.
const statusTabDeals = 20

// statusOnJS turns the status on as a player does, in Settings: it is off until then.
const statusOnJS = `(() => { document.getElementById("settings-open").click();
	const f = document.getElementById("settings-form").elements;
	f.status.checked = true;
	f.status.dispatchEvent(new Event("change", {bubbles: true}));
	document.getElementById("settings-dialog").close(); return true; })()`

// statusBatch measures deals first..last of v in a tab of its own, into res; with -profile,
// the first batch is profiled.
func (b *bench) statusBatch(br *browser, v *engine.Variant, res *statusRun, first, last uint64) {
	pl, done, err := newPlayer(br, b.url+"#game="+v.ID+"&deal=1")
	if err != nil {
		res.Error = err.Error()
		return
	}
	defer done()
	if err := pl.eval(statusOnJS, nil); err != nil {
		res.Error = "turning the status on: " + err.Error()
		return
	}
	profile := b.profileDir != "" && first == 1
	if profile {
		if err := pl.startProfile(); err != nil {
			res.Error = err.Error()
			return
		}
		defer func() {
			if err := pl.stopProfile(b.profileDir, "status-"+v.ID, os.Stderr); err != nil {
				b.fail("profile of the status of %s: %v", v.ID, err)
			}
		}()
	}
	for n := first; n <= last; n++ {
		line := randomPlay(v, n, 50)
		s, played, err := pl.statusAt(v, link.Replay{Game: v.ID, Deal: n, Moves: line, At: len(line)})
		if err != nil {
			res.Error = fmt.Sprintf("deal %d after %d moves: %v", n, len(line), err)
			return
		}
		if !played {
			res.Skipped++
			continue
		}
		s.Deal, s.Moves = n, len(line)+1
		res.Each = append(res.Each, s)
		res.Answers[s.Answer]++
		res.Deals++
	}
}

// summarise fills the statistics from Each.
func (r *statusRun) summarise() {
	var settle, held, first, idle []float64
	for _, s := range r.Each {
		settle, held, first, idle = append(settle, s.Settle), append(held, s.Held), append(first, s.First), append(idle, s.Idle)
	}
	r.Settle, r.Held, r.First, r.Idle = summarise(settle), summarise(held), summarise(first), summarise(idle)
	hard := append([]oneStatus{}, r.Each...)
	sort.Slice(hard, func(i, j int) bool { return hard[i].Settle > hard[j].Settle })
	var hh []float64
	for _, s := range hard[:min(statusHard, len(hard))] {
		hh = append(hh, s.Held)
	}
	r.HardHeld = summarise(hh)
}

// statusAt opens the replay r at its end, plays on from there and, once the status of that
// position is known, plays a move by clicking and measures the status search it starts.
// false when the position has no move the bench can click.
func (pl *player) statusAt(v *engine.Variant, r link.Replay) (oneStatus, bool, error) {
	if err := pl.eval(fmt.Sprintf(`location.hash = %q, true`, link.FormatReplay(r)), nil); err != nil {
		return oneStatus{}, false, err
	}
	if err := pl.waitFor("the replay", fmt.Sprintf(`!document.getElementById("replay-bar").hidden &&
		document.getElementById("replay-pos").dataset.at === "%d" && document.getElementById("board").dataset.deal === "%d"`, r.At, r.Deal)); err != nil {
		return oneStatus{}, false, err
	}
	if err := pl.click("#replay-play"); err != nil {
		return oneStatus{}, false, err
	}
	if err := pl.waitFor("the status before the move", `document.getElementById("replay-bar").hidden && `+settledJS); err != nil {
		return oneStatus{}, false, err
	}
	g, err := store.ReplayMoves(v, r.Deal, "", r.Moves)
	if err != nil {
		return oneStatus{}, false, err
	}
	pl.v, pl.p, pl.skip = v, g.Position(), nil
	if err := pl.waitFor("the probe", statusProbeJS); err != nil {
		return oneStatus{}, false, err
	}
	if err := pl.eval(inputProbeJS, nil); err != nil {
		return oneStatus{}, false, err
	}
	if ok, err := pl.move(); err != nil || !ok {
		// A move the bench could not click (its choice of move, not the status, failed):
		// the deal is skipped, and the next replay starts afresh.
		pl.eval(`window.__status.stop(), window.__inputs.stop(), true`, nil)
		return oneStatus{}, false, nil
	}
	if err := pl.pressUntil("the status to settle", `window.__status.settled > 0`, 30*time.Second); err != nil {
		return oneStatus{}, false, err
	}
	var got struct {
		Start, Settled float64
		Answer         string
	}
	if err := pl.eval(`(() => { const r = window.__status; r.stop(); delete window.__status;
		return {Start: r.start, Settled: r.settled, Answer: r.answer}; })()`, &got); err != nil {
		return oneStatus{}, false, err
	}
	delays, err := pl.inputs()
	if err != nil {
		return oneStatus{}, false, err
	}
	if got.Start == 0 {
		return oneStatus{}, false, errors.New("the move's click was not seen")
	}
	first, held := delays.between(got.Start, got.Settled)
	s := oneStatus{Settle: round(got.Settled - got.Start), First: round(max(first, 0)), Held: round(max(held, 0)), Answer: got.Answer}
	s.Idle, err = pl.idleHeld(s.Settle)
	if err != nil {
		return oneStatus{}, false, err
	}
	return s, true, nil
}

// printStatus prints the status in the page.
func printStatus(w io.Writer, r *report) {
	if len(r.Status) == 0 {
		return
	}
	fmt.Fprintf(w, "\nstatus in the page (\"can this still be won?\"), a position reached by random play from each deal; ms:\n")
	fmt.Fprintf(w, "  %-18s %-30s %8s %8s %8s\n", "", "", "median", "p95", "max")
	for _, s := range r.Status {
		for _, x := range []struct {
			name string
			s    stats
		}{{"click → settled", s.Settle}, {"first input, after the move", s.First}, {"longest input delay, search", s.Held},
			{fmt.Sprintf("longest input delay, %d hardest", statusHard), s.HardHeld}, {"idle page, longest delay", s.Idle}} {
			fmt.Fprintf(w, "  %-18s %-30s %8.2f %8.2f %8.2f  (n=%d)\n", s.Variant, x.name, x.s.Median, x.s.P95, x.s.Max, x.s.N)
		}
		fmt.Fprintf(w, "  %-18s answers: %s\n", s.Variant, sortedCounts(s.Answers))
		if s.Error != "" {
			fmt.Fprintf(w, "  ERROR: %s\n", s.Error)
		}
	}
}
