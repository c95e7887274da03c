// Command mahjong plays, prints and solves every game of the collection from the command line.
//
// Usage:
//
//	mahjong variants
//	mahjong deal   -game ID -deal N [-random]
//	mahjong moves  -game ID (-deal N [-random] | -position FILE)
//	mahjong play   -game ID (-deal N [-random] | -position FILE) MOVE...
//	mahjong solve  -game ID (-deal N [-random] | -position FILE) [-timeout 10s]
//	mahjong survey -game ID -deals A-B [-step N] [-random] [-timeout 10s]
//
// A position file holds exactly what deal or play printed (play's last "status:" line may stay);
// "-position -" reads standard input. survey -step N takes every Nth deal of the range, from A on. -random deals the same tiles uniformly at random, for the
// games whose deals are otherwise built to be winnable, so that solvers can be measured on deals
// that are not. An illegal or malformed move, an unknown game or a malformed position exits with
// status 1 and a message naming it; a usage error exits with status 2.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
