package catalog

import (
	"testing"

	"mahjong/engine/enginetest"
)

// FuzzParse reads positions of any game, as the command line tool does, and plays on what
// it reads.
func FuzzParse(f *testing.F) {
	for _, v := range All() {
		f.Add(v.New(1).String())
	}
	f.Add("game: no-such-game\ndeal: 1\n\n")
	f.Fuzz(func(t *testing.T, text string) {
		enginetest.CheckParse(t, text, All(), Parse)
	})
}
