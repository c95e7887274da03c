package board

import (
	"strings"

	"mahjong/wasm/msg"
)

// The engine says in English why it refuses a move, composing its sentence of parts (a tile's
// name, a square). Reason puts such a sentence in the page's language: it finds the template of
// Reasons the sentence was made from, translates the parts the template's placeholders cover
// (names the catalog knows, msg.D), and fills the template's translation with them. A sentence
// no template matches is looked up whole (the One Player engine's reasons are fixed
// sentences), and otherwise shows as the engine wrote it. TestReasons plays refused moves of every
// game and checks that each reason the engine gives has a template.

// Reason returns the engine's reason english in the page's language.
func Reason(english string) string { return ReasonIn(msg.Page(), english) }

// ReasonIn returns the engine's reason english in tr's language.
func ReasonIn(tr *msg.Catalog, english string) string {
	if tr.Lang() == "en" {
		return english // the engine's own words, numbers in words included
	}
	for _, t := range tr.Templates() {
		if args, ok := msg.Match(t, english); ok {
			for i := 1; i < len(args); i += 2 {
				args[i] = reasonPart(tr, args[i-1], args[i])
			}
			return tr.D(t, args...)
		}
	}
	return tr.D(english) // a fixed sentence (One Player's reasons), or the engine's own words
}

// reasonPart translates the part of a reason a placeholder named name covers.
func reasonPart(tr *msg.Catalog, name, part string) string {
	if name == "detail" {
		return mixDetail(tr, part)
	}
	return tr.D(part)
}

// mixDetail translates how a Stones stone's neighbours match ("one matches only by colour and
// two match by both"), part by part (Words has every part); a part it does not know stays.
func mixDetail(tr *msg.Catalog, s string) string {
	parts := strings.Split(strings.ReplaceAll(s, " and ", ", "), ", ")
	for i, p := range parts {
		parts[i] = tr.D(p)
	}
	return strings.Join(parts, tr.T(", "))
}
