package faces

// numerals are the Chinese numerals one to nine of the Character tiles, drawn as brush-like
// strokes in a box 36 units wide and 24 high (shapes, not text: no CJK font is needed).
var numerals = [10]string{
	1: "M3 12H33",
	2: "M7 5H29M3 19H33",
	3: "M6 3H30M9 12H27M3 21H33",
	4: "M4 3V22M4 3H32V22M4 21H32M14 3V10C14 13 12 15 9 16M22 3V12C22 14 23 15 27 15",
	5: "M6 3H30M16 3L12 21M8 11H26V21M3 21H33",
	6: "M18 0V4M4 8H32M13 13C12 17 9 20 5 22M23 13C25 16 28 19 31 21",
	7: "M3 11L33 6M14 1V17C14 21 16 22 20 22H31V17",
	8: "M14 3C13 12 10 17 4 22M22 5C24 13 28 19 33 21",
	9: "M15 0V8C15 15 12 19 5 23M5 8H23C23 15 23 20 26 22H32V16",
}

// wan is the emblem of the Character suit, the "ten thousand" mark of real tiles, reduced to
// a few bold strokes in a box 40 wide and 34 high: the grass top, the field and the frame
// with its hook.
const wan = "M4 5H36M13 1V9M27 1V9M10 12H30V21H10ZM10 16.5H30M20 12V33M5 34V25H35V31C35 34 33 35 30 34M20 26L13 32H27"

func characterDefs(d *doc) {
	d.el("path", "id", "f-w", "d", wan, "fill", "none", "stroke", red, "stroke-width", "3.2",
		"stroke-linecap", "round", "stroke-linejoin", "round")
}

func characters(d *doc, rank int) {
	d.el("path", "d", numerals[rank], "transform", at(18, 6, 1), "fill", "none", "stroke", navy,
		"stroke-width", "3.6", "stroke-linecap", "round", "stroke-linejoin", "round")
	d.use("f-w", 15, 39, 1)
}
