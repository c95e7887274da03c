//go:build !unix

package main

import "time"

// cpuTime is not available here (js/wasm, windows): the survey reports wall time alone.
func cpuTime() (time.Duration, bool) { return 0, false }
