package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/link"
)

// tileWidths is, for one variant, the width in CSS pixels of the smallest tile the player acts
// on (harness.PlayableJS), the board fitted to the window, at each of harness.Sizes (by name):
// deal 1 as dealt, or, when Late, late in the game (see lateLink).
type tileWidths struct {
	Variant string             `json:"variant"`
	Late    bool               `json:"late,omitempty"`
	Width   map[string]float64 `json:"width_css_px"`
	link    string             // the replay link of a late position
}

// tileTarget is the width a tile the player acts on should have on a phone in portrait,
// fitted or one zoom step in (the page's first step doubles).
const tileTarget = 32

// tiles measures every variant's smallest playable tile at each size: one tab a size, the
// variants opened in turn by their links.
func (b *bench) tiles(br *browser) {
	byID := map[string]*tileWidths{}
	var late []*tileWidths
	for _, v := range catalog.All() {
		byID[v.ID] = &tileWidths{Variant: v.ID, Width: map[string]float64{}}
		b.r.Tiles = append(b.r.Tiles, byID[v.ID])
		link, err := lateLink(v)
		if err != nil {
			b.fail("%s: %v", v.ID, err)
		} else if link != "" {
			late = append(late, &tileWidths{Variant: v.ID, Late: true, Width: map[string]float64{}, link: link})
		}
	}
	b.r.Tiles = append(b.r.Tiles, late...)
	for _, size := range harness.Sizes {
		if err := b.tilesAt(br, size.Name, size.Width, size.Height, size.Phone, size.Page, byID, late); err != nil {
			b.fail("tile widths at %s: %v", size.Name, err)
		}
	}
}

func (b *bench) tilesAt(br *browser, name string, w, h int64, phone bool, path string, byID map[string]*tileWidths, late []*tileWidths) error {
	ctx, cancel := chromedp.NewContext(br.ctx)
	defer cancel()
	ctx, cancelT := context.WithTimeout(ctx, 5*time.Minute)
	defer cancelT()
	view := chromedp.EmulateViewport(w, h, chromedp.EmulateScale(1))
	if phone {
		view = chromedp.EmulateViewport(w, h, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)
	}
	if err := chromedp.Run(ctx, view, chromedp.Navigate(b.url+path),
		chromedp.Poll(`document.documentElement.dataset.ready === "1"`, nil, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		return err
	}
	for _, v := range catalog.All() {
		var width float64
		err := chromedp.Run(ctx,
			chromedp.Evaluate(fmt.Sprintf(`location.hash = "#game=%s&deal=1"`, v.ID), nil),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("board").dataset.variant === %q`, v.ID), nil, chromedp.WithPollingTimeout(time.Minute)),
			chromedp.Evaluate(`new Promise((r) => requestAnimationFrame(() => r(true)))`, nil, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
			chromedp.Evaluate(harness.PlayableJS, &width))
		if err != nil {
			return fmt.Errorf("%s: %w", v.ID, err)
		}
		byID[v.ID].Width[name] = width
		b.progress("%s at %s: smallest playable tile %.1f px", v.ID, name, width)
	}
	// The late positions: the replay opened, then played on from there, as a player would.
	for _, t := range late {
		var width float64
		err := chromedp.Run(ctx,
			chromedp.Evaluate(fmt.Sprintf(`location.hash = %q`, t.link), nil),
			chromedp.Poll(`!document.getElementById("replay-bar").hidden`, nil, chromedp.WithPollingTimeout(time.Minute)),
			chromedp.Evaluate(`document.getElementById("replay-play").click(), true`, nil),
			chromedp.Poll(`document.getElementById("replay-bar").hidden`, nil, chromedp.WithPollingTimeout(time.Minute)),
			chromedp.Evaluate(`new Promise((r) => requestAnimationFrame(() => r(true)))`, nil, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
			chromedp.Evaluate(harness.PlayableJS, &width))
		if err != nil {
			return fmt.Errorf("%s late: %w", t.Variant, err)
		}
		t.Width[name] = width
		b.progress("%s late at %s: smallest playable tile %.1f px", t.Variant, name, width)
	}
	return nil
}

// lateOf is how many of One Player's 10 lines are complete in the late position measured.
const lateOf = 8

// lateLink returns, for a One Player variant, a replay link of deal 1 played by the
// strategy until lateOf lines are complete, late in the game, when its lines take the most
// room; "" for a variant of another family.
func lateLink(v *engine.Variant) (string, error) {
	p, ok := v.New(1).(*oneplayer.Position)
	if !ok {
		return "", nil
	}
	var moves []string
	for complete := 0; complete < lateOf && p.Status() == engine.Playing; {
		m, _ := oneplayer.Hint(context.Background(), p)
		moves = append(moves, p.FormatMove(m))
		q, err := p.Apply(m)
		if err != nil {
			return "", fmt.Errorf("the strategy's move %s: %w", p.FormatMove(m), err)
		}
		p = q.(*oneplayer.Position)
		complete = 0
		for _, l := range p.StartedLines() {
			if p.Complete(l) {
				complete++
			}
		}
	}
	return link.FormatReplay(link.Replay{Game: v.ID, Deal: 1, Moves: moves, At: len(moves)}), nil
}

// printTiles prints the tile widths as the Markdown table docs/performance.md carries.
func printTiles(w io.Writer, r *report) {
	if len(r.Tiles) == 0 {
		return
	}
	fmt.Fprintf(w, "\n== smallest playable tile, CSS px (fitted; at 390x844 the target is %d, fitted or one zoom step, ×2, in) ==\n\n", tileTarget)
	var head, rule []string
	for _, s := range harness.Sizes {
		head = append(head, s.Name)
		rule = append(rule, "---:")
	}
	fmt.Fprintf(w, "| variant | %s | 390x844 one step in |\n|---|%s|---:|\n", strings.Join(head, " | "), strings.Join(rule, "|"))
	for _, t := range r.Tiles {
		var cells []string
		for _, s := range harness.Sizes {
			cells = append(cells, fmt.Sprintf("%.1f", t.Width[s.Name]))
		}
		step := "fitted"
		if pw := t.Width["390x844"]; pw < tileTarget {
			step = fmt.Sprintf("%.1f", 2*pw)
		}
		name := "`" + t.Variant + "`"
		if t.Late {
			name += fmt.Sprintf(", %d of 10 lines complete", lateOf)
		}
		fmt.Fprintf(w, "| %s | %s | %s |\n", name, strings.Join(cells, " | "), step)
	}
}
