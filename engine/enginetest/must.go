package enginetest

// Must returns v, or panics with err: for the tests' own deals and positions, whose ids and
// texts are known to be good, so that a mistake in one stops the test loudly.
func Must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
