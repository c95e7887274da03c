package gallery

import (
	"strconv"

	"mahjong/wasm/msg"
)

// The engine says in English why it refuses a layout file (engine/layoutfile), composing its
// sentence of templates (layoutfile.Errors): "board 2 (Castle): layer 1, row 4, column 6:
// floats: …" is "board {board} ({name}): {error}" around "layer {layer}, row {row}, column
// {column}: {error}" around a fixed sentence. Refusal puts such a sentence in the page's
// language, as board.Reason does a move's: it finds the templates the sentence was made of
// (msg.Catalog.Refusals, which the site's build writes into each catalog), translates each,
// writes the numbers in the language's digits and keeps what the file said (a name, a
// character) as it is. A sentence is translated whole or not at all: if any part has no
// translation, the player reads the engine's English, not a sentence half in each.

// Refusal returns the engine's reason english for refusing a layout file in tr's language.
func Refusal(tr *msg.Catalog, english string) string {
	if tr.Lang() == "en" {
		return english // the engine's own words
	}
	if s, ok := refusal(tr, english); ok {
		return s
	}
	return english
}

// refusal translates s, a sentence of the engine's templates, and reports whether every
// part of it had a translation. A template may match a sentence it did not make (a name
// with ", row " in it, say); then its parts do not translate and the next template is tried.
func refusal(tr *msg.Catalog, s string) (string, bool) {
	if t, ok := tr.Lookup(s); ok {
		return t, true // a fixed sentence
	}
	for _, t := range tr.Refusals {
		args, ok := msg.Match(t, s)
		if !ok {
			continue
		}
		text, ok := tr.Lookup(t)
		for i := 1; ok && i < len(args); i += 2 {
			args[i], ok = refusalPart(tr, args[i-1], args[i])
		}
		if ok {
			return msg.Fill(text, args...), true
		}
	}
	return "", false
}

// refusalPart translates the part of a refusal a placeholder named name covers, as
// shanghai.LayoutErrors says: {error} is another sentence; {name}, {text} and {char} quote
// the file; any other is a whole number, written in the language's digits.
func refusalPart(tr *msg.Catalog, name, part string) (string, bool) {
	switch name {
	case "error":
		return refusal(tr, part)
	case "name", "text", "char":
		return part, true
	}
	n, err := strconv.Atoi(part)
	if err != nil || n < 0 || strconv.Itoa(n) != part {
		return "", false
	}
	return tr.Number(n), true
}
