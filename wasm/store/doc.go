// Package store is the pure-Go half of what the page keeps in the browser and shares by link:
// the game in progress of each variant with its whole undo/redo history, the statistics of
// every variant, the player's settings, and replay links.
//
// Every kept value is a short line of text under a versioned localStorage key
// ("mahjong.v1.game.shanghai-turtle", "mahjong.v1.stats", "mahjong.v1.settings"). The text is
// read strictly: another version, a missing or extra field, a number out of range or a move
// that no longer replays is corrupt, reported as an error and never half-used. The page shows
// the errors to the player, so their sentences are the catalogs' (wasm/msg), in the page's
// language; an English cause (the engine's) is only unwrapped, never shown. Moves are kept
// in each family's own notation (Position.FormatMove), so a save replays through
// engine.Replay exactly as the player made it.
//
// It holds no DOM: package main (wasm/) reads and writes localStorage and the URL, so
// everything here runs and is tested natively.
package store
