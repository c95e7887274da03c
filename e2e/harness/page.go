package harness

import (
	"context"
	"encoding/json"
	"fmt"

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
