package faces

import "strconv"

// NumStones is the number of Stones symbols in the sprite, s-0 to s-5.
const NumStones = 6

// stoneShapes are the Stones symbols in a 60×60 box: circle, triangle, square, star, diamond
// and cross. They are filled solid with currentColor and differ by silhouette, so a player
// who cannot tell the page's colours apart can still tell the symbols apart.
var stoneShapes = [NumStones]func(*doc){
	func(d *doc) { d.el("circle", "cx", "30", "cy", "30", "r", "23", "fill", "currentColor") },
	func(d *doc) {
		d.el("path", "d", "M30 5L56 52H4Z", "fill", "currentColor", "stroke", "currentColor", "stroke-width", "3", "stroke-linejoin", "round")
	},
	func(d *doc) {
		d.el("rect", "x", "9", "y", "9", "width", "42", "height", "42", "rx", "3", "fill", "currentColor")
	},
	func(d *doc) { d.el("path", "d", star(30, 32, 28, 12, 5), "fill", "currentColor") },
	func(d *doc) { d.el("path", "d", "M30 3L56 30 30 57 4 30Z", "fill", "currentColor") },
	func(d *doc) {
		d.el("path", "d", "M22 6H38V22H54V38H38V54H22V38H6V22H22Z", "fill", "currentColor")
	},
}

// StoneID is the id of Stones symbol i (0 to NumStones-1) in the sprite: "s-0" to "s-5".
func StoneID(i int) string { return "s-" + strconv.Itoa(i) }
