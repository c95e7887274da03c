//go:build !linux

package site

// exchange swaps the folders a and b by renaming them in turn: this system has no atomic
// exchange.
func exchange(a, b string) error { return renameAside(a, b) }
