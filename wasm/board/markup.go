package board

import "strings"

// Markup is HTML being written. Its W is one call where strings.Builder's WriteString is
// inlined: each inlined write costs a few hundred bytes of WebAssembly at every call site,
// and a board's markup is written with dozens of them (about 60 KB of main.wasm in all).
type Markup struct{ b strings.Builder }

// W writes parts, in order.
//
//go:noinline
func (m *Markup) W(parts ...string) {
	for _, p := range parts {
		m.b.WriteString(p)
	}
}

// Grow makes room for n more bytes.
func (m *Markup) Grow(n int) { m.b.Grow(n) }

// String returns what was written.
func (m *Markup) String() string { return m.b.String() }
