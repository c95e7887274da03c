package shanghai

import (
	"strings"
	"testing"
)

// The help must state the rules the project decided (docs/rules.md#shanghai) as decided, and the
// limits a player needs.
func TestShanghaiHelp(t *testing.T) {
	for _, want := range []string{
		"Decided by this project",
		"every deal can be won",
		"25 of the 72 matching pairs",
		"repeats the set as many whole times as it fits",
		"rests at least half on the layer below",
		"up to 5 times a game",
		"a Season never goes with a Flower",
		"its left side or its right side is open",
	} {
		if !strings.Contains(Help(nil), want) {
			t.Errorf("ShanghaiHelp does not say %q", want)
		}
	}
}
