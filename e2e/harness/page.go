package harness

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Point is where a click lands on an element, or, in Err, why none can.
type Point struct {
	X, Y float64
	Err  string
}

// pointsJS returns, for each selector, a point of the element it names that the element itself
// receives (PointJS, with the same owner and spots for all), or why there is none. A selector
// names the first element it matches, or the last when it ends with " @last".
const pointsJS = `((sels, owner, spots) => sels.map((s) => {
	const last = s.endsWith(" @last"), all = document.querySelectorAll(last ? s.slice(0, -6) : s);
	const e = last ? all[all.length - 1] : all[0];
	if (!e) return {Err: "nothing matches " + s};
	if (e.hidden) return {Err: s + " is hidden"};
	const p = (` + PointJS + `)(e, owner, spots);
	if (p.Err) p.Err = s + " is " + p.Err;
	return p;
}))`

// Points finds, in the page of ctx, where each element that sels name receives the pointer:
// its centre, or, given owner and spots (see PointJS; "" for none), another spot when the
// centre is covered. The error is the page's; a Point's Err says why that element cannot be
// reached.
func Points(ctx context.Context, owner, spots string, sels ...string) ([]Point, error) {
	js, err := json.Marshal(sels)
	if err != nil {
		return nil, err
	}
	ownerJS := "null"
	if owner != "" {
		b, _ := json.Marshal(owner)
		ownerJS = string(b)
	}
	if spots == "" {
		spots = "null"
	}
	var pts []Point
	err = chromedp.Run(ctx, chromedp.Evaluate(fmt.Sprintf("%s(%s, %s, %s)", pointsJS, js, ownerJS, spots), &pts))
	return pts, err
}

// shiftClockJS, given a shift in milliseconds, makes the document's Date read the machine's
// clock plus the shift: new Date() and Date.now(), and Date() called as a function. Dates
// made from a value, Date.UTC and Date.parse are untouched, and instanceof and subclasses
// still work, since the Proxy hands every construction to the real Date.
const shiftClockJS = `(() => {
	const shift = %d, Real = Date;
	const now = () => Real.now() + shift;
	globalThis.Date = new Proxy(Real, {
		construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
		apply: () => new Real(now()).toString(),
		get: (target, key, receiver) => key === "now" ? now : Reflect.get(target, key, receiver),
	});
})()`

// ShiftClock makes every document the tab of ctx loads from then on, and every frame in it,
// read the wall clock shift later than the machine's, while time still runs: a test gives the
// page a date of its own. Go's time.Now in the page's WebAssembly reads Date (wasm_exec.js's
// walltime), so it moves too; timers, performance.now and Go's monotonic clock keep the
// machine's pace, and workers keep the machine's clock. The script is the browser's own
// injection, which the page's Content-Security-Policy does not refuse.
func ShiftClock(shift time.Duration) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(fmt.Sprintf(shiftClockJS, shift.Milliseconds())).Do(ctx)
		return err
	})
}
