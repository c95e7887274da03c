//go:build !nosolvers

package engine

// Solvers reports whether the families' variants carry their solvers (Variant.Solve and
// Variant.Hint). They do, except in a build with the tag nosolvers: the page's module is built
// so, because it runs the solvers in a Web Worker of their own (wasm/solve) and would carry
// their code for nothing.
const Solvers = true
