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

// elem is one SVG element as the drawing functions describe it: a name, attribute
// name/value pairs and children. Attribute values are produced by this package only
// (numbers, ids, colours and path data), so they never need escaping; the tests decode the
// result as XML.
type elem struct {
	name string
	attr []string
	kids []*elem
}

// get returns the value of attribute k, or "" without it.
func (e *elem) get(k string) string {
	for i := 0; i+1 < len(e.attr); i += 2 {
		if e.attr[i] == k {
			return e.attr[i+1]
		}
	}
	return ""
}

// doc records the drawing of a face or of the shared parts as a tree of elements. The
// drawing functions describe a face the natural way, with shared parts placed by <use> and
// groups that carry a colour or a transform; flatten (flat.go) turns that into the few paths
// the sprite holds.
type doc struct {
	root  elem
	stack []*elem
}

func (d *doc) top() *elem {
	if len(d.stack) == 0 {
		return &d.root
	}
	return d.stack[len(d.stack)-1]
}

// el adds an empty element from attribute name/value pairs.
func (d *doc) el(name string, kv ...string) {
	p := d.top()
	p.kids = append(p.kids, &elem{name: name, attr: kv})
}

// open starts an element whose children follow; end closes it.
func (d *doc) open(name string, kv ...string) {
	d.el(name, kv...)
	p := d.top()
	d.stack = append(d.stack, p.kids[len(p.kids)-1])
}

func (d *doc) end(string) { d.stack = d.stack[:len(d.stack)-1] }

// use places a shared part (glyphDefs, suitDefs, characterDefs) at (x, y), scaled by s;
// flatten copies it in.
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
