package faces

import "strconv"

// pip is one mark of a suited face: its centre and colour, and for bamboo sticks a tilt in
// degrees.
type pip struct {
	x, y  float64
	color string
	tilt  float64
}

// layout is the arrangement of one rank: the size of its marks (circle radius or stick
// length) and where they go, as on real tiles.
type layout struct {
	size float64
	pips []pip
}

// The art of the suited faces keeps to x 15–56, y 5–76, clear of the corner index.

var circleLayouts = [10]layout{
	2: {11, []pip{{x: 35, y: 23, color: green}, {x: 35, y: 58, color: blue}}},
	3: {9.5, []pip{{x: 26, y: 17, color: blue}, {x: 36, y: 41, color: red}, {x: 46, y: 65, color: green}}},
	4: {9.5, []pip{{x: 26, y: 24, color: blue}, {x: 45, y: 24, color: green},
		{x: 26, y: 57, color: green}, {x: 45, y: 57, color: blue}}},
	5: {8, []pip{{x: 25, y: 18, color: blue}, {x: 47, y: 18, color: green}, {x: 36, y: 41, color: red},
		{x: 25, y: 64, color: green}, {x: 47, y: 64, color: blue}}},
	6: {7.6, []pip{{x: 27, y: 15, color: green}, {x: 45, y: 15, color: green},
		{x: 27, y: 42, color: red}, {x: 45, y: 42, color: red}, {x: 27, y: 63, color: red}, {x: 45, y: 63, color: red}}},
	7: {6.6, []pip{{x: 23, y: 11, color: green}, {x: 36, y: 18, color: green}, {x: 49, y: 25, color: green},
		{x: 27, y: 46, color: red}, {x: 45, y: 46, color: red}, {x: 27, y: 65, color: red}, {x: 45, y: 65, color: red}}},
	8: {7.4, []pip{{x: 27, y: 14, color: blue}, {x: 45, y: 14, color: blue}, {x: 27, y: 31, color: blue},
		{x: 45, y: 31, color: blue}, {x: 27, y: 49, color: blue}, {x: 45, y: 49, color: blue},
		{x: 27, y: 66, color: blue}, {x: 45, y: 66, color: blue}}},
	9: {6.4, []pip{{x: 23, y: 16, color: blue}, {x: 36, y: 16, color: blue}, {x: 49, y: 16, color: blue},
		{x: 23, y: 41, color: red}, {x: 36, y: 41, color: red}, {x: 49, y: 41, color: red},
		{x: 23, y: 65, color: green}, {x: 36, y: 65, color: green}, {x: 49, y: 65, color: green}}},
}

var bambooLayouts = [10]layout{
	2: {30, []pip{{x: 36, y: 22, color: blue}, {x: 36, y: 58, color: green}}},
	3: {30, []pip{{x: 36, y: 22, color: blue}, {x: 27, y: 58, color: green}, {x: 45, y: 58, color: green}}},
	4: {30, []pip{{x: 27, y: 22, color: blue}, {x: 45, y: 22, color: green},
		{x: 27, y: 58, color: green}, {x: 45, y: 58, color: blue}}},
	5: {28, []pip{{x: 23, y: 21, color: green}, {x: 49, y: 21, color: blue}, {x: 36, y: 40, color: red},
		{x: 23, y: 59, color: blue}, {x: 49, y: 59, color: green}}},
	6: {30, []pip{{x: 23, y: 22, color: green}, {x: 36, y: 22, color: green}, {x: 49, y: 22, color: green},
		{x: 23, y: 58, color: blue}, {x: 36, y: 58, color: blue}, {x: 49, y: 58, color: blue}}},
	7: {20, []pip{{x: 36, y: 15, color: red},
		{x: 23, y: 39, color: green}, {x: 36, y: 39, color: green}, {x: 49, y: 39, color: green},
		{x: 23, y: 63, color: blue}, {x: 36, y: 63, color: blue}, {x: 49, y: 63, color: blue}}},
	8: {27, []pip{{x: 18.5, y: 22, color: green}, {x: 31, y: 22, color: green, tilt: 18},
		{x: 41, y: 22, color: green, tilt: -18}, {x: 53.5, y: 22, color: green},
		{x: 18.5, y: 58, color: blue}, {x: 31, y: 58, color: blue, tilt: -18},
		{x: 41, y: 58, color: blue, tilt: 18}, {x: 53.5, y: 58, color: blue}}},
	9: {21, []pip{{x: 23, y: 16, color: green}, {x: 36, y: 16, color: red}, {x: 49, y: 16, color: blue},
		{x: 23, y: 40, color: green}, {x: 36, y: 40, color: red}, {x: 49, y: 40, color: blue},
		{x: 23, y: 64, color: green}, {x: 36, y: 64, color: red}, {x: 49, y: 64, color: blue}}},
}

// suitDefs are the shared marks of the suits: a circle pip of radius 10 and a bamboo stick
// 20 long, both centred on the origin and coloured with currentColor.
func suitDefs(d *doc) {
	d.open("g", "id", "f-c")
	d.el("circle", "r", "10", "fill", "currentColor")
	d.el("circle", "r", "6.6", "fill", "none", "stroke", white, "stroke-width", "1.7")
	d.el("circle", "r", "2.6", "fill", white)
	d.end("g")
	d.open("g", "id", "f-s")
	d.el("path", "d", "M-2-10H2L3-8.5V-1.5L2 0 3 1.5V8.5L2 10H-2L-3 8.5V1.5L-2 0-3-1.5V-8.5Z", "fill", "currentColor")
	d.el("path", "d", "M-3 0H3", "stroke", white, "stroke-width", ".9")
	d.el("path", "d", "M-.8-7.5V-2.5M-.8 2.5V7.5", "stroke", white, "stroke-width", ".9", "stroke-linecap", "round", "opacity", ".7")
	d.end("g")
}

// suited draws a Bamboo, Character or Circle face of rank 1–9 with its corner index.
func suited(d *doc, letter byte, rank int, ink string, art func(*doc, int)) {
	index(d, ink, strconv.Itoa(rank)+string(letter))
	art(d, rank)
}

func circles(d *doc, rank int) {
	if rank == 1 {
		circleOne(d)
		return
	}
	l := circleLayouts[rank]
	for _, p := range l.pips {
		d.use("f-c", p.x, p.y, l.size/10, "color", p.color)
	}
}

// circleOne is the big ornate single circle: a green rim, a ring of blue petals and a red
// centre pip.
func circleOne(d *doc) {
	const cx, cy = 34, 45
	d.el("circle", "cx", num(cx), "cy", num(cy), "r", "19", "fill", green)
	d.el("circle", "cx", num(cx), "cy", num(cy), "r", "15.5", "fill", white)
	d.el("path", "d", star(cx, cy, 15, 9, 8), "fill", blue, "stroke", blue, "stroke-width", "1.4", "stroke-linejoin", "round")
	d.use("f-c", cx, cy, .85, "color", red)
}

func bamboos(d *doc, rank int) {
	if rank == 1 {
		bird(d)
		return
	}
	l := bambooLayouts[rank]
	for _, p := range l.pips {
		t := at(p.x, p.y, 1)
		if p.tilt != 0 {
			t += "rotate(" + num(p.tilt) + ")"
		}
		d.el("use", "href", "#f-s", "transform", t+"scale("+num2(l.size/20)+")", "color", p.color)
	}
}

// bird is the One of Bamboos: a peacock standing on a bamboo stick, as on classic sets.
func bird(d *doc) {
	// legs gripping a bamboo perch
	d.el("path", "d", "M39 57L40 68M44 55L46 68M30 69H56", "stroke", brown, "stroke-width", "1.8", "stroke-linecap", "round")
	// tail feathers fanning down to the left, each with a red eye
	for _, f := range [][4]float64{{12, 70}, {20, 75}, {29, 76}} {
		d.el("path", "d", "M32 52Q"+num((32+f[0])/2-4)+" "+num((52+f[1])/2-2)+" "+num(f[0])+" "+num(f[1])+
			"Q"+num((32+f[0])/2+4)+" "+num((52+f[1])/2+3)+" 36 54Z", "fill", green)
		d.el("circle", "cx", num(f[0]+2), "cy", num(f[1]-2.5), "r", "2.6", "fill", red)
	}
	// body and wing
	d.el("path", "d", "M44 30C52 40 48 58 36 58C26 58 24 46 30 40C34 36 38 34 44 30Z", "fill", green)
	d.el("path", "d", "M33 43C38 42 43 46 44 52C39 54 33 52 30 47Z", "fill", blue)
	// neck and head
	d.el("path", "d", "M38 36C38 30 40 24 44 21L49 23C47 27 46 31 46 35Z", "fill", green)
	d.el("circle", "cx", "46", "cy", "20", "r", "6", "fill", green)
	d.el("path", "d", "M51 17.5L56 21 51 23Z", "fill", gold)
	d.el("circle", "cx", "47.5", "cy", "19", "r", "1.8", "fill", white)
	d.el("circle", "cx", "47.8", "cy", "19", "r", ".9", "fill", navy)
	// crest
	d.el("path", "d", "M44 14L42 8M46 14L47 7.5M48 14.5L51 9", "stroke", red, "stroke-width", "1.8", "stroke-linecap", "round")
}
