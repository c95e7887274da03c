package enginetest

import (
	"os"
	"path/filepath"
)

// Must returns v, or panics with err: for the tests' own deals and positions, whose ids and
// texts are known to be good, so that a mistake in one stops the test loudly.
func Must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// Fixture reads a test fixture file, the path's elements joined, and panics when it cannot:
// fixtures are read while a test package starts, before any test can fail.
func Fixture(elem ...string) string {
	b, err := os.ReadFile(filepath.Join(elem...))
	if err != nil {
		panic(err)
	}
	return string(b)
}
