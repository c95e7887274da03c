package layoutfile

import (
	"slices"

	"mahjong/engine/shanghai"
)

// Errors are the templates of every error Read gives: those of the readers here and those
// of shanghai.NewLayout and NewVariant (shanghai.LayoutErrors, which say how a placeholder's
// name tells what fills it). The page translates an error by finding the templates it was
// made of (wasm/gallery's Refusal); TestErrorsAreTemplates checks that every error of this
// package is made by refuse from one of these, and that each is used.
func Errors() []string { return slices.Concat(errorTemplates, shanghai.LayoutErrors) }

var errorTemplates = []string{
	// Any file.
	"the file is larger than {n} MB: not a layout file",
	"not a text file (byte {byte})",
	"unknown format: want a KMahjongg .layout (first line kmahjongg-layout-v1.0 or -v1.1), " +
		"a Kyodai .lay (first line Kyodai 3.0 or Kyodai 6.0) or a Mah .mah file (JSON)",
	"wrong number of cells: {cells}, want {width} × {height} × {layers} = {want}",
	// KMahjongg and Kyodai.
	"line {line}: {error}",
	"the size w is given twice", "the size h is given twice", "the size d is given twice",
	"size out of range: {text} (want w{min} to w{max})",
	"size out of range: {text} (want h{min} to h{max})",
	"size out of range: {text} (want d{min} to d{max})",
	"column {column}: {char} is not one of . 1 2 3 4",
	"a kmahjongg-layout-v1.1 file gives its size in lines w, h and d before the board",
	"layer {layer}, row {row}, column {column}: a tile reaches past the board's edge",
	"want the layout's name after the Kyodai header",
	"line {line}, column {column}: {char} is not 0 or 1",
	// Mah.
	"not a Mah export: want a JSON object",
	`not a Mah export: want "mah": "1.0"`,
	"the file holds no boards",
	"too many boards ({n}): at most {max} in one file",
	"board {board}: want an object with a name and a map",
	"board {board} ({name}): {error}",
	"board {board}: {error}",
	"the map is not a list of [layer, rows]",
	"layer {layer}: want a list of [row, columns]",
	"layer {layer}: {error}",
	"layer {layer}, row {row}: {error}",
	"more than {max} tiles: a layout has at most {max}",
	"want a column or a list of columns and runs [column, count]",
	"want a column or a run [column, count], not {text}",
	"a run of {n} tiles is wider than the largest board",
	"want a layer number (a whole number from 0 to {max}), not {text}",
	"want a row number (a whole number from 0 to {max}), not {text}",
	"want a column (a whole number from 0 to {max}), not {text}",
	"want a count (a whole number from 0 to {max}), not {text}",
	// JSON, as encoding/json says it.
	"not valid JSON: {error}",
	"unexpected end of input",
	"unexpected end of input in string literal",
	"nested more than {max} deep",
	"invalid character {char} after top-level value",
	"invalid character {char} looking for beginning of value",
	"invalid character {char} looking for beginning of object key string",
	"invalid character {char} after object key",
	"invalid character {char} after array element",
	"invalid character {char} after object key:value pair",
	"invalid character {char} in string literal",
	"invalid character {char} in string escape code",
	`invalid \u escape in string literal`,
	"invalid number {text}",
	"invalid character {char} after decimal point in numeric literal",
	"invalid character {char} in exponent of numeric literal",
}

// refuse is the error template says, its placeholders filled from args (shanghai.Refusal):
// template is one of Errors.
func refuse(template string, args ...string) error { return shanghai.Refusal(template, args...) }
