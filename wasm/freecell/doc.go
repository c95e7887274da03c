// Package freecell is the view of the FreeCell and Sea games: the board's slots and
// elements (foundations, cells, the tableau's columns and levels), their markup and the
// changes a move makes to them, what a click, a drop or a double-click plays, and the words of
// hints, notices and the result. The rules are the engine's (mahjong/engine/freecell); there is
// no DOM here, so all of it is tested natively.
package freecell
