// Package store is the pure-Go half of what the page keeps in the browser: the game in
// progress of each variant with its whole undo/redo history, the statistics of every variant,
// the daily results, the player's settings and layouts.
//
// Every kept value is a short line of text under a versioned localStorage key
// ("mahjong.v1.game.shanghai-turtle", "mahjong.v1.stats", "mahjong.v1.settings"). The text is
// read strictly: another version, a missing or extra field, a number out of range or a move
// that no longer replays is corrupt, reported as an error and never half-used. The page shows
// the errors to the player, so each is a Problem: a message of the catalogs, which the page
// translates (page.Problem), for the package knows no language; an English cause (the
// engine's) is only unwrapped, never shown. Nor does it know links: package link writes and
// reads them, replay links with their moves included. Moves are kept in each family's own
// notation (Position.FormatMove), so a save replays through engine.Replay exactly as the
// player made it.
//
// It holds no DOM: package main (wasm/) reads and writes localStorage and the URL, so
// everything here runs and is tested natively.
package store
