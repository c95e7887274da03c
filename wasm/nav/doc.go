// Package nav is the keyboard's way round a board: the arrow keys move the focus to the
// nearest place in their direction, by one rule for every family, decided in plain Go.
package nav
