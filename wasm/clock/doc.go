// Package clock is the page's time: the game clock with its pauses and resumption, the
// format the status line shows it in, and the contexts that bound a search by wall time and
// pace it in slices, so that the solvers' worker (wasm/solve) hears the page between them. Time comes in as
// arguments, so everything here is tested natively.
package clock
