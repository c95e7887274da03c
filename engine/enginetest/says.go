package enginetest

import (
	"strings"
	"testing"
)

// Says checks a text written for players, such as a game's rules: it fails t for each
// string of has that text does not hold and each of not that it does.
func Says(t testing.TB, text string, has, not []string) {
	t.Helper()
	for _, s := range has {
		if !strings.Contains(text, s) {
			t.Errorf("missing %q in\n%s", s, text)
		}
	}
	for _, s := range not {
		if strings.Contains(text, s) {
			t.Errorf("unexpected %q in\n%s", s, text)
		}
	}
}
