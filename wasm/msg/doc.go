// Package msg is the page's messages in the player's language: a catalog of translations
// keyed by the English text (the source language, as in gettext), placeholders by name
// ("{tiles}"), plural forms by the CLDR plural categories ("one", "few", "many", "other") and
// numbers in the language's digits.
//
// The English text is written in the Go source where the message is used, wrapped in T, N or
// H, so the English page needs no catalog: a missing translation shows the English.
// The translations are data, one JSON file per language in static/i18n (docs/translating.md
// describes the format); cmd/catalog extracts every message of the source and checks the
// files against it.
//
// The page shows one language at a time: the catalog is set once, by Use, before the page
// draws anything, and choosing another language loads the page again. That one catalog is the
// package's state, as the language of a process is: every view package asks for its words
// without a catalog handed down through every call. It is held in an atomic pointer, and
// native tests that never call Use see English.
package msg
