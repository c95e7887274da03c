// Command mahjong plays, prints and solves every game of the collection from the command line.
//
// Usage:
//
//	mahjong variants
//	mahjong layouts [-layout FILE]
//	mahjong export GAME
//	mahjong deal   GAME (-deal N [-random] | -date D)
//	mahjong moves  GAME (-deal N [-random] | -date D | -position FILE)
//	mahjong play   GAME (-deal N [-random] | -date D | -position FILE) MOVE...
//	mahjong solve  GAME (-deal N [-random] | -date D | -position FILE) [-timeout 10s]
//	mahjong status GAME (-deal N | -date D | -position FILE) [-timeout 10s] MOVE...
//	mahjong survey GAME -deals A-B [-step N] [-random] [-timeout 10s]
//	mahjong daily  [-date D]
//
// GAME is -game ID, a variant of `mahjong variants`, a Mahjong Solitaire layout of `mahjong
// layouts` (shanghai-NAME) or a random layout (shanghai-random-SEED); or -layout FILE
// [-board N], the Nth layout (from 1) of a KMahjongg .layout, Kyodai .lay or Mah .mah file.
// export writes a Mahjong Solitaire game's layout as a KMahjongg v1.1 .layout file.
//
// -date D (YYYY-MM-DD) takes the game's deal of the day D, UTC (docs/rules.md#daily); daily
// lists every game's deal of a day, today's by default. status says whether the position
// after the moves can still be won (proved, either way, or not decided in time), and when it
// cannot, how many moves to undo to the last position that can.
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
