// Package enginetest checks, once for every family of games, the contracts of package
// engine that each family's tests would otherwise check in their own words: notation that
// reads back as it was written, moves that leave their position as it was, history that
// undoes and redoes exactly (Conformance, CheckPosition, PlayScript), and move generators
// pinned by counting the lines of moves from fixed deals, as chess programs do with perft
// (MoveCounts). RoundTrip is the one round-trip check that every parser's fuzz target runs,
// and CheckParse the whole of every position parser's.
// Must, Fixture, Apply, As, Replay, Narrate and Says are the small helpers the tests share: a
// known-good value, a fixture file, a move of a test's own line of play and the position it
// leads to, a position of a family's own type, a line of moves in notation played through
// engine.Game, what is said of each move of a line of play, a text that must say some
// things and not others.
//
// Only tests import it.
package enginetest
