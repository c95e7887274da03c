package e2e

import (
	"testing"

	"github.com/chromedp/cdproto/emulation"
)

// movingJS lists the elements of the page that would move: a running animation, or a
// transition or animation in their computed style.
const movingJS = `(() => {
	const moving = document.getAnimations().map((a) => "running: " + (a.animationName || a.transitionProperty || "animation") + " on " + (a.effect && a.effect.target ? a.effect.target.className || a.effect.target.tagName : "?"));
	for (const e of document.querySelectorAll("*")) {
		const s = getComputedStyle(e);
		const d = s.transitionDuration.split(",").some((x) => parseFloat(x) > 0);
		if (d || s.animationName !== "none") moving.push((e.id || e.className || e.tagName) + ": transition " + s.transitionDuration + ", animation " + s.animationName);
	}
	return moving;
})()`

// TestReducedMotion: with prefers-reduced-motion: reduce, nothing on the page moves, the
// hint's pulse included; without it, the hint pulses (so the check can see motion).
func TestReducedMotion(t *testing.T) {
	tb := newTab(t)
	tb.open(link("shanghai-square", 1))
	tb.press("#hint")
	var moving []string
	tb.eval(movingJS, &moving)
	if len(moving) == 0 {
		t.Fatal("nothing moves with the hint shown and no preference: the check cannot tell")
	}
	tb.run("prefer reduced motion", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
	tb.eval(`document.documentElement.getBoundingClientRect(), true`, nil)
	tb.eval(movingJS, &moving)
	for _, m := range moving {
		t.Errorf("with reduced motion: %s", m)
	}
	tb.run("stop emulating", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{}))
}
