// Package msg is the page's messages in the player's language: a catalog of translations
// keyed by the English text (the source language, as in gettext), placeholders by name
// ("{tiles}"), plural forms by the CLDR plural categories ("one", "few", "many", "other") and
// numbers in the language's digits.
//
// The English text is written in the Go source where the message is used, wrapped in T, N or
// H, so the English page needs no catalog: a missing translation shows the English.
// The translations are data, one JSON file per language in static/i18n (docs/translating.md
// describes the format); internal/i18n/catalog extracts every message of the source and
// checks the files against it.
//
// The page shows one language at a time: its catalog (Page) is read once, from what
// static/boot.js loaded, when a message is first wanted, and never changes; choosing another
// language loads the page again. So every view package asks for its words (T, N, H, D)
// without a catalog handed down through every call, as a process reads its locale, and native
// tests see English. Code that writes several languages (the site's build of the help pages)
// uses a Catalog's methods, which are the same functions in that catalog's language.
package msg
