package enginetest

// raceStride is the share of a long table of solver cases that runs under the race detector:
// one case in raceStride.
const raceStride = 4

// Sampled reports whether case i (counted from 0) of a long table of solver cases runs in
// this test binary: every case normally, one in four under the race detector. The race
// detector slows the solvers' loops five- to tenfold and is there to find data races, which
// a few cases find as well as all; ./build.sh test runs every table whole without it, in its
// js/wasm step (go test ./engine/... under node).
func Sampled(i int) bool { return !Race || i%raceStride == 0 }
