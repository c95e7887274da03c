package faces

import (
	"math"

	"mahjong/engine"
)

// bonus draws a Season or a Flower: a simple drawn picture and its number 1–4 in the corner
// (bonusIndex).
func bonus(d *doc, t engine.Tile) {
	bonusIndex(d, t)
	switch t {
	case engine.Spring:
		spring(d)
	case engine.Summer:
		summer(d)
	case engine.Autumn:
		autumn(d)
	case engine.Winter:
		winter(d)
	case engine.Plum:
		plum(d)
	case engine.Orchid:
		orchid(d)
	case engine.Chrysanthemum:
		chrysanthemum(d)
	case engine.BambooFlower:
		bambooSprig(d)
	}
}

// blossom draws a five-petalled flower of radius about 2.2×r centred on (x, y).
func blossom(d *doc, x, y, r float64, color string) {
	for i := 0; i < 5; i++ {
		a := 2 * math.Pi * float64(i) / 5
		d.el("circle", "cx", num(x+1.2*r*math.Sin(a)), "cy", num(y-1.2*r*math.Cos(a)), "r", num(r), "fill", color)
	}
	d.el("circle", "cx", num(x), "cy", num(y), "r", num(r*.7), "fill", gold)
}

// spring: a young shoot opening its leaves, with a bud.
func spring(d *doc) {
	d.el("path", "d", "M34 74C34 62 31 50 34 32", "fill", "none", "stroke", green, "stroke-width", "3", "stroke-linecap", "round")
	d.el("path", "d", "M33 60C24 60 16 54 13 45C23 44 30 49 33 60Z", "fill", green)
	d.el("path", "d", "M34 50C40 45 47 45 55 38C51 49 43 53 34 50Z", "fill", green)
	d.el("path", "d", "M34 34C27 30 27 20 34 13C41 20 41 30 34 34Z", "fill", pink)
	d.el("path", "d", "M34 34C30 30 30 24 34 19", "fill", "none", "stroke", red, "stroke-width", "1.4")
}

// summer: the sun.
func summer(d *doc) {
	d.el("path", "d", star(34, 44, 21, 12.5, 12), "fill", orange)
	d.el("circle", "cx", "34", "cy", "44", "r", "11", "fill", gold)
}

// autumn: a falling leaf with its veins.
func autumn(d *doc) {
	d.open("g", "transform", "rotate(-25 34 44)")
	d.el("path", "d", "M34 16C51 28 52 52 34 68C16 52 17 28 34 16Z", "fill", orange)
	d.el("path", "d", "M34 22V76M34 34L27 28M34 34L41 28M34 46L24 38M34 46L44 38M34 57L25 50M34 57L43 50",
		"fill", "none", "stroke", brown, "stroke-width", "1.8", "stroke-linecap", "round")
	d.end("g")
}

// winter: a snowflake.
func winter(d *doc) {
	const cx, cy = 34, 44
	var p string
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		sx, sy := math.Sin(a), -math.Cos(a)
		// perpendicular, for the side twigs
		px, py := -sy, sx
		p += "M" + num(cx) + " " + num(cy) + "L" + num(cx+19*sx) + " " + num(cy+19*sy)
		bx, by := cx+11*sx, cy+11*sy
		p += "M" + num(bx+5*px+5*sx) + " " + num(by+5*py+5*sy) + "L" + num(bx) + " " + num(by) +
			"L" + num(bx-5*px+5*sx) + " " + num(by-5*py+5*sy)
	}
	d.el("path", "d", p, "fill", "none", "stroke", blue, "stroke-width", "3", "stroke-linecap", "round", "stroke-linejoin", "round")
}

// plum: a bare branch in blossom.
func plum(d *doc) {
	d.el("path", "d", "M16 72C24 60 30 52 44 42M30 54C30 46 28 40 24 34M44 42L52 40",
		"fill", "none", "stroke", brown, "stroke-width", "3", "stroke-linecap", "round")
	blossom(d, 40, 26, 5, pink)
	blossom(d, 23, 42, 4, pink)
	blossom(d, 46, 56, 3.6, pink)
}

// orchid: a long-leaved plant with one purple flower.
func orchid(d *doc) {
	d.el("path", "d", "M34 74C30 60 20 52 12 50M34 74C36 60 44 50 56 48M34 74C33 64 30 56 26 50",
		"fill", "none", "stroke", green, "stroke-width", "2.4", "stroke-linecap", "round")
	const cx, cy = 36, 28
	for _, a := range []float64{0, 72, 144, 216, 288} {
		ry := 11.0
		if a == 144 || a == 216 {
			ry = 8
		}
		d.el("ellipse", "cx", num(cx), "cy", num(cy-ry), "rx", "4.6", "ry", num(ry), "fill", purple,
			"transform", "rotate("+num(a)+" "+num(cx)+" "+num(cy)+")")
	}
	d.el("circle", "cx", num(cx), "cy", num(cy), "r", "3", "fill", gold)
}

// chrysanthemum: a full round flower of many petals on a leafy stem.
func chrysanthemum(d *doc) {
	d.el("path", "d", "M34 50V75", "stroke", green, "stroke-width", "3", "stroke-linecap", "round")
	d.el("path", "d", "M34 66C26 66 20 62 17 56C25 55 31 59 34 66ZM34 60C42 60 47 56 51 50C43 50 37 54 34 60Z", "fill", green)
	const cx, cy = 34, 34
	for i := 0; i < 16; i++ {
		d.el("ellipse", "cx", num(cx), "cy", num(cy-11), "rx", "3", "ry", "7.5", "fill", gold,
			"transform", "rotate("+num(22.5*float64(i))+" "+num(cx)+" "+num(cy)+")")
	}
	d.el("circle", "cx", num(cx), "cy", num(cy), "r", "6", "fill", orange)
}

// bambooSprig: a jointed stalk with narrow leaves, unlike the sticks of the Bamboo suit.
func bambooSprig(d *doc) {
	d.el("path", "d", "M26 75V58M26 55V38M26 35V14", "stroke", green, "stroke-width", "5", "stroke-linecap", "round")
	for _, l := range [][4]float64{{26, 36, 54, 28}, {26, 36, 50, 46}, {26, 56, 54, 58}, {26, 16, 50, 10}, {26, 56, 12, 44}} {
		mx, my := (l[0]+l[2])/2, (l[1]+l[3])/2
		d.el("path", "d", "M"+num(l[0])+" "+num(l[1])+"Q"+num(mx)+" "+num(my-5)+" "+num(l[2])+" "+num(l[3])+
			"Q"+num(mx)+" "+num(my+4)+" "+num(l[0])+" "+num(l[1])+"Z", "fill", green)
	}
}
