package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"mahjong/e2e/harness"
	"mahjong/engine"
	"mahjong/engine/freecell"
	pagelink "mahjong/wasm/link"
)

// box is an element's bounding box as the page draws it.
type box struct{ L, T, R, B float64 }

func (a box) meets(b box) bool { return a.L < b.R && b.L < a.R && a.T < b.B && b.T < a.B }

// TestSeaMarks opens Sea Winds once a set is built on its Dragon, at a laptop's size and a
// phone's: each pile's wind stands off the foundation tiles, every one of them, and the
// Dragon beside the set's name is at least 12 px wide.
func TestSeaMarks(t *testing.T) {
	const id, n = "sea-winds", 1
	v := variant(t, id)
	p := v.New(n)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sol := v.Solve(ctx, p)
	if sol.Verdict != engine.Solved {
		t.Fatalf("%s deal %d: the solver says %v", id, n, sol.Verdict)
	}
	var moves []string
	for _, m := range sol.Moves {
		moves = append(moves, p.FormatMove(m))
		next, err := p.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		p = next
		if p.(*freecell.Position).SetDragon(0) != engine.NoTile || p.(*freecell.Position).SetDragon(1) != engine.NoTile ||
			p.(*freecell.Position).SetDragon(2) != engine.NoTile {
			break
		}
	}
	for _, size := range harness.Sizes[:2] {
		t.Run(size.Name, func(t *testing.T) {
			tb := newTab(t)
			tb.forgetZoom()
			tb.run("the window", phone(size.Width, size.Height, size.Phone))
			tb.open(pagelink.FormatReplay(pagelink.Replay{Game: id, Deal: n, Moves: moves, At: len(moves)}))
			var got struct {
				Winds, Piles []box
				Dragons      []float64
			}
			tb.eval(`(() => {
				const b = (e) => { const r = e.getBoundingClientRect(); return {L: r.left, T: r.top, R: r.right, B: r.bottom}; };
				return {Winds: [...document.querySelectorAll("#board .fc-wind")].map(b),
					Piles: [...document.querySelectorAll("#board .fc-pile")].map(b),
					Dragons: [...document.querySelectorAll("#board .fc-dragon")].map((e) => e.getBoundingClientRect().width)};
			})()`, &got)
			if len(got.Winds) != 12 || len(got.Piles) != 12 {
				t.Fatalf("%d winds and %d piles, want 12 of each", len(got.Winds), len(got.Piles))
			}
			for i, w := range got.Winds {
				for j, pile := range got.Piles {
					if w.meets(pile) {
						t.Errorf("the wind of pile %d %v covers pile %d %v", i, w, j, pile)
					}
				}
			}
			if len(got.Dragons) == 0 {
				t.Fatal("no set shows its Dragon")
			}
			for _, w := range got.Dragons {
				if w < 12 {
					t.Errorf("a set's Dragon is %.1f px wide, want at least 12", w)
				}
			}
			tb.screenshot("sea-marks-" + size.Name)
		})
	}
}

// TestTurnSidewaysTranslated: the hint to turn a phone sideways, shown on a phone in
// portrait in the FreeCell games, is in the page's language.
func TestTurnSidewaysTranslated(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"en", "Turn your phone sideways for larger tiles, or zoom in."},
		{"de", "Dreh dein Handy quer für größere Steine, oder zoome hinein."},
		{"ja", "牌を大きく表示するにはスマートフォンを横向きにするか、拡大してください。"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			tb := newTab(t)
			tb.run("the window", phone(390, 844, true))
			tb.navigate(fmt.Sprintf("%s?lang=%s#game=mahjongg-freecell&deal=1", baseURL, tt.lang))
			var got struct {
				Text  string
				Shown bool
			}
			tb.eval(`(() => { const e = document.querySelector("#board .fc-turn");
				return {Text: e.textContent, Shown: e.getBoundingClientRect().height > 0}; })()`, &got)
			if got.Text != tt.want || !got.Shown {
				t.Errorf("the hint reads %q (shown %v), want %q shown", got.Text, got.Shown, tt.want)
			}
		})
	}
}
