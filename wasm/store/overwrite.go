package store

// A variant has one save, and every tab of the same site writes it. Two tabs that play
// different deals of one variant would otherwise take turns replacing each other's game; the
// rules below keep a game with moves from being lost without a trace.

// Overwrite decides what writing the save next over the save old does: write is false when
// next must not be written (it is a deal not played yet, and old is another deal's game in
// progress: opening a second tab must not wipe the first one's game), and abandoned is true
// when old is such a game that next replaces, so that the writer counts it in the
// statistics as played and not won, as a new game in one tab counts the one it replaces.
func Overwrite(old, next Save) (write, abandoned bool) {
	inProgress := old.Deal != next.Deal && len(old.Moves) > 0 && !old.Counted
	if !inProgress {
		return true, false
	}
	if len(next.Moves) == 0 {
		return false, false
	}
	return true, true
}

// Abandoned is the statistics' outcome of a saved game left unfinished.
func Abandoned(s Save) Outcome {
	return Outcome{Moves: s.Cursor, Seconds: s.Seconds}
}
