package faces

import (
	"math"
	"strconv"
	"strings"
)

// num formats a coordinate with at most one decimal and without a leading zero: a tenth of a
// unit is far below a pixel at any tile size, and short numbers keep the sprite small.
func num(f float64) string {
	s := strconv.FormatFloat(math.Round(f*10)/10, 'f', -1, 64)
	switch {
	case s == "-0":
		return "0"
	case strings.HasPrefix(s, "0."):
		return s[1:]
	case strings.HasPrefix(s, "-0."):
		return "-" + s[2:]
	}
	return s
}

// doc writes SVG markup. Attribute values are produced by this package only (numbers, ids,
// colours and path data), so they never need escaping; the tests decode the result as XML.
type doc struct{ strings.Builder }

func (d *doc) start(name string, kv []string) {
	d.WriteByte('<')
	d.WriteString(name)
	for i := 0; i+1 < len(kv); i += 2 {
		d.WriteByte(' ')
		d.WriteString(kv[i])
		d.WriteString(`="`)
		d.WriteString(kv[i+1])
		d.WriteByte('"')
	}
}

// el writes an empty element from attribute name/value pairs.
func (d *doc) el(name string, kv ...string) {
	d.start(name, kv)
	d.WriteString("/>")
}

// open writes a start tag; end closes it.
func (d *doc) open(name string, kv ...string) {
	d.start(name, kv)
	d.WriteByte('>')
}

func (d *doc) end(name string) {
	d.WriteString("</")
	d.WriteString(name)
	d.WriteByte('>')
}

// use places a shared drawing from the sprite's defs at (x, y), scaled by s.
func (d *doc) use(id string, x, y, s float64, kv ...string) {
	d.el("use", append([]string{"href", "#" + id, "transform", at(x, y, s)}, kv...)...)
}

// at is the transform that moves the origin to (x, y) and scales by s.
func at(x, y, s float64) string {
	t := "translate(" + num(x) + " " + num(y) + ")"
	if s != 1 {
		t += "scale(" + num2(s) + ")"
	}
	return t
}

// num2 keeps two decimals, for scale factors, where a tenth would be a visible step.
func num2(f float64) string {
	s := strconv.FormatFloat(math.Round(f*100)/100, 'f', -1, 64)
	if strings.HasPrefix(s, "0.") {
		return s[1:]
	}
	return s
}

// poly returns closed path data through the given x, y pairs.
func poly(xy ...float64) string {
	var b strings.Builder
	for i := 0; i+1 < len(xy); i += 2 {
		if i == 0 {
			b.WriteByte('M')
		} else {
			b.WriteByte('L')
		}
		b.WriteString(num(xy[i]))
		b.WriteByte(' ')
		b.WriteString(num(xy[i+1]))
	}
	b.WriteByte('Z')
	return b.String()
}

// star returns the closed outline of a star with the given number of points around (cx, cy),
// the first point straight up; round stars (many points, inner close to outer) make flowers.
func star(cx, cy, outer, inner float64, points int) string {
	xy := make([]float64, 0, 4*points)
	for i := 0; i < 2*points; i++ {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := math.Pi * float64(i) / float64(points)
		xy = append(xy, cx+r*math.Sin(a), cy-r*math.Cos(a))
	}
	return poly(xy...)
}
