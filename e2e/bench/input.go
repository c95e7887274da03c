package main

import (
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// The input delay while a search runs is measured as a player would meet it: the bench
// presses a key that does nothing (Shift) every inputEvery, as real input through the
// browser, and the page's listener writes how long each keydown waited, from the event's
// time stamp (when the browser received it) to its handler: the input delay of the Event
// Timing API. An earlier probe, a message loop on the page's thread measuring the gaps
// between its own tasks, kept that thread busy the whole time: on two cores, with the search
// on the other, every thread the browser or the system woke then had to take a core from one
// of them, and the probe measured its own competition.

// inputEvery is the pause between two key presses of the probe.
const inputEvery = 10 * time.Millisecond

// inputProbeJS starts recording, on window.__inputs, the time stamp and the delay of each
// keydown of the probe's key, until __inputs.stop().
const inputProbeJS = `(() => {
	if (window.__inputs) window.__inputs.stop();
	const r = {each: []};
	const f = (ev) => { if (ev.key === "Shift") r.each.push([ev.timeStamp, performance.now() - ev.timeStamp]); };
	addEventListener("keydown", f, true);
	r.stop = () => removeEventListener("keydown", f, true);
	window.__inputs = r;
	return true;
})()`

// inputDelays are the keydowns the probe recorded: time stamp and delay, in ms.
type inputDelays [][2]float64

// press presses the probe's key once; the call returns once the page has handled it.
func (pl *player) press() error {
	return chromedp.Run(pl.ctx,
		input.DispatchKeyEvent(input.KeyDown).WithKey("Shift").WithCode("ShiftLeft").WithWindowsVirtualKeyCode(16),
		input.DispatchKeyEvent(input.KeyUp).WithKey("Shift").WithCode("ShiftLeft").WithWindowsVirtualKeyCode(16))
}

// pressUntil presses the probe's key every inputEvery until the expression done is true, for
// at most limit.
func (pl *player) pressUntil(what, done string, limit time.Duration) error {
	end := time.Now().Add(limit)
	for {
		if err := pl.press(); err != nil {
			return err
		}
		var ok bool
		if err := pl.eval(done, &ok); err != nil {
			return err
		}
		if ok {
			return nil
		}
		if time.Now().After(end) {
			return fmt.Errorf("waiting for %s: timed out after %v", what, limit)
		}
		time.Sleep(inputEvery)
	}
}

// pressFor presses the probe's key every inputEvery for d, on a page where nothing runs:
// the delays of the same input without a search, to compare.
func (pl *player) pressFor(d time.Duration) (inputDelays, error) {
	if err := pl.eval(inputProbeJS, nil); err != nil {
		return nil, err
	}
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(inputEvery) {
		if err := pl.press(); err != nil {
			return nil, err
		}
	}
	return pl.inputs()
}

// idleHeld presses the probe's key on the page with nothing running, for as long as a search
// took (ms; at least 50 ms, at most 1 s), and returns the longest delay: on a busy machine
// the browser's thread waits for the processor, search or not.
func (pl *player) idleHeld(took float64) (float64, error) {
	idle, err := pl.pressFor(time.Duration(min(max(took, 50), 1000) * float64(time.Millisecond)))
	if err != nil {
		return 0, err
	}
	_, longest := idle.between(0, math.Inf(1))
	return round(max(longest, 0)), nil
}

// inputs stops the probe and returns what it recorded.
func (pl *player) inputs() (inputDelays, error) {
	var got inputDelays
	err := pl.eval(`(() => { const r = window.__inputs; r.stop(); delete window.__inputs; return r.each; })()`, &got)
	if err == nil && len(got) == 0 {
		err = errors.New("the probe saw none of its key presses")
	}
	return got, err
}

// between returns the first delay of the inputs whose time stamp is in [from, to), and the
// longest of the others; -1 for none.
func (d inputDelays) between(from, to float64) (first, longest float64) {
	first, longest = -1, -1
	for _, e := range d {
		if e[0] < from || e[0] >= to {
			continue
		}
		if first < 0 {
			first = e[1]
		} else {
			longest = max(longest, e[1])
		}
	}
	return first, longest
}
