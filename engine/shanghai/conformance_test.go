package shanghai

import (
	"testing"

	"mahjong/engine/enginetest"
)

// The engine's contracts, and the lines of 1 to 4 moves from deals 1 and 2 of every variant,
// pinned in testdata/movecounts.golden.
func TestConformance(t *testing.T) {
	enginetest.Conformance(t, enginetest.Family[*Position]{Variants: Variants(), New: New, Parse: Parse, Solve: Solve, Hint: Hint}, 4)
}
