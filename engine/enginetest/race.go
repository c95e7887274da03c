//go:build race

package enginetest

// Race reports whether the binary was built with the race detector (go test -race).
const Race = true
