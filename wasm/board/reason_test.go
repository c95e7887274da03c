//go:build !(js && wasm)

package board

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/enginetest"
	"mahjong/engine/stones"
	"mahjong/wasm/msg"
)

// TestReasons plays moves the rules refuse in positions of every FreeCell, Sea, Stones and
// Mahjong Solitaire game (every move from a place, the Stones stock included, to a place, a
// shuffle and a shuffle naming tiles, some moves played first so that the board is not the
// deal's) and fails on a reason the engine gives that no template of Reasons makes: it would
// show in English in every language.
func TestReasons(t *testing.T) {
	shuffles := []engine.Move{{Action: engine.Shuffle, From: engine.NoPlace, To: engine.NoPlace}, {Action: engine.Shuffle}}
	for _, v := range catalog.All() {
		if v.Family == engine.OnePlayer {
			continue // its reasons are fixed sentences, messages of their own
		}
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(3)
			seen := map[string]bool{}
			for step := 0; step < 12 && p.Status() == engine.Playing; step++ {
				for from := stones.StockPlace; from < 150; from++ {
					for to := engine.Place(0); to < 150; to++ {
						m := engine.StepMove(from, to)
						if from < 0 && int(to) < len(shuffles) {
							m = shuffles[to]
						}
						_, err := p.Apply(m)
						var illegal *engine.IllegalMoveError
						if !errors.As(err, &illegal) || seen[illegal.Reason] {
							continue
						}
						seen[illegal.Reason] = true
						if !matched(illegal.Reason) {
							t.Errorf("no template of board.Reasons makes the reason %q (%s)", illegal.Reason, illegal.Move)
						}
					}
				}
				moves := p.Moves()
				if len(moves) == 0 {
					break
				}
				p = enginetest.Apply(t, p, moves[len(moves)/2])
			}
			if len(seen) == 0 {
				t.Error("no move was refused")
			}
		})
	}
}

func matched(reason string) bool {
	for _, r := range Reasons {
		if _, ok := msg.Match(r, reason); ok {
			return true
		}
	}
	return false
}

func TestReasonTranslated(t *testing.T) {
	de := &msg.Catalog{Tag: "de", Reasons: Reasons, Text: map[string]string{
		"the {tile} is not one rank below the {other}": "{tile} ist nicht einen Rang unter {other}",
		"Bamboo 3": "Bambus 3", "Circle 5": "Kreis 5",
		"with two neighbours one must match by colour and the other by symbol; here {detail}": "bei zwei Nachbarn …; hier {detail}",
		"two match only by colour":      "2 passen nur nach Farbe",
		"{tile} does not match {other}": "{tile} passt nicht zu {other}",
		"Spring":                        "Frühling", "West Wind": "Westwind",
		", ": ", ",
	}}
	tests := []struct{ in, want string }{
		{"the Bamboo 3 is not one rank below the Circle 5", "Bambus 3 ist nicht einen Rang unter Kreis 5"},
		{"with two neighbours one must match by colour and the other by symbol; here two match only by colour", "bei zwei Nachbarn …; hier 2 passen nur nach Farbe"},
		{"Spring does not match West Wind", "Frühling passt nicht zu Westwind"},
		{"something the engine has never said", "something the engine has never said"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, ReasonIn(de, tt.in)); diff != "" {
			t.Errorf("Reason(%q) (-want +got)\n%s", tt.in, diff)
		}
	}
}
