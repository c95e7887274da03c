//go:build nosolvers

package engine

// Solvers is false in a build with the tag nosolvers: the variants' Solve and Hint are nil,
// and the linker leaves the solvers out (see solvers.go).
const Solvers = false
