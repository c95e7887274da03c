package faces

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Every <use> a page instantiates is a copy of the symbol's whole tree in the browser, and a
// board shows a hundred faces or more, so the style and layout of the first board grows with
// the elements a symbol holds. The sprite therefore holds each symbol flattened: the shared
// parts are copied in with their transform applied to the coordinates, and the shapes of one
// paint are merged into one <path>, so that a face is a handful of elements, drawn the same.

// matrix is the affine transform x' = a·x + c·y + e, y' = b·x + d·y + f. The drawings use
// translations, rotations and uniform scales only, which keep circles round and stroke
// widths uniform.
type matrix struct{ a, b, c, d, e, f float64 }

var identity = matrix{a: 1, d: 1}

func (m matrix) mul(n matrix) matrix {
	return matrix{
		a: m.a*n.a + m.c*n.b, b: m.b*n.a + m.d*n.b,
		c: m.a*n.c + m.c*n.d, d: m.b*n.c + m.d*n.d,
		e: m.a*n.e + m.c*n.f + m.e, f: m.b*n.e + m.d*n.f + m.f,
	}
}

func (m matrix) apply(p pt) pt { return pt{m.a*p.x + m.c*p.y + m.e, m.b*p.x + m.d*p.y + m.f} }

// scale is the factor the transform scales lengths by.
func (m matrix) scale() float64 { return math.Hypot(m.a, m.b) }

// angle is the rotation of the transform, in degrees.
func (m matrix) angle() float64 { return math.Atan2(m.b, m.a) * 180 / math.Pi }

func translate(x, y float64) matrix { return matrix{a: 1, d: 1, e: x, f: y} }

func rotate(deg, cx, cy float64) matrix {
	s, c := math.Sincos(deg * math.Pi / 180)
	return translate(cx, cy).mul(matrix{a: c, b: s, c: -s, d: c}).mul(translate(-cx, -cy))
}

// parseTransform reads the transform attributes the drawing functions write: translate,
// scale and rotate, in any sequence. It panics on anything else: the sprite is built from
// this package's own drawings, and the tests build it.
func parseTransform(s string) matrix {
	m := identity
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		open, close := strings.IndexByte(s, '('), strings.IndexByte(s, ')')
		if open < 0 || close < open {
			panic("faces: bad transform " + strconv.Quote(s))
		}
		name, args := strings.TrimSpace(s[:open]), numbers(s[open+1:close])
		s = s[close+1:]
		switch {
		case name == "translate" && len(args) == 2:
			m = m.mul(translate(args[0], args[1]))
		case name == "scale" && len(args) == 1:
			m = m.mul(matrix{a: args[0], d: args[0]})
		case name == "rotate" && len(args) == 1:
			m = m.mul(rotate(args[0], 0, 0))
		case name == "rotate" && len(args) == 3:
			m = m.mul(rotate(args[0], args[1], args[2]))
		default:
			panic("faces: unsupported transform " + name + fmt.Sprint(args))
		}
	}
	return m
}

// numbers reads the numbers of path data or of a transform's arguments, written with
// spaces, commas or signs between them and possibly without a leading zero.
func numbers(s string) []float64 {
	var out []float64
	for i := 0; i < len(s); {
		c := s[i]
		if c == ' ' || c == ',' {
			i++
			continue
		}
		j := i
		if c == '-' || c == '+' {
			j++
		}
		dot := false
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' && !dot) {
			dot = dot || s[j] == '.'
			j++
		}
		v, err := strconv.ParseFloat(s[i:j], 64)
		if err != nil {
			panic("faces: bad number in " + strconv.Quote(s))
		}
		out = append(out, v)
		i = j
	}
	return out
}

type pt struct{ x, y float64 }

// seg is one command of flattened path data, in absolute coordinates: M, L, C and Q with
// their points, A (an elliptical arc to p[0]) with its radii, rotation and flags, or Z.
type seg struct {
	cmd         byte
	p           []pt
	rx, ry, rot float64
	large, cw   bool
}

// paint is everything that decides how a shape is drawn apart from its geometry; shapes of
// one paint can share one path.
type paint struct {
	fill, stroke, width, linecap, linejoin, opacity string
}

// shape is one drawn element after flattening.
type shape struct {
	paint
	segs []seg
	// box is the extent of the shape, its stroke included (generously: miter joins).
	box [4]float64
	// round marks circles and ellipses, whose outlines all turn the same way, so that
	// overlapping ones filled in one path still paint their union.
	round bool
}

// inherited are the presentation attributes a group or a <use> passes on to what it draws.
var inherited = []string{"fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "color"}

// flattener turns the drawing of one symbol into shapes.
type flattener struct {
	defs   map[string]*elem // the shared parts by id
	shapes []shape
}

func (f *flattener) walk(e *elem, m matrix, inh map[string]string) {
	if t := e.get("transform"); t != "" {
		m = m.mul(parseTransform(t))
	}
	own := map[string]string{}
	for k, v := range inh {
		own[k] = v
	}
	for _, k := range inherited {
		if v := e.get(k); v != "" {
			own[k] = v
		}
	}
	switch e.name {
	case "", "g": // "" is the root of a drawing
		if e.get("opacity") != "" {
			panic("faces: group opacity cannot be flattened")
		}
		for _, k := range e.kids {
			f.walk(k, m, own)
		}
	case "use":
		if e.get("opacity") != "" {
			panic("faces: <use> opacity cannot be flattened")
		}
		x, y := 0.0, 0.0
		if v := e.get("x"); v != "" {
			x = numbers(v)[0]
		}
		if v := e.get("y"); v != "" {
			y = numbers(v)[0]
		}
		target := f.defs[strings.TrimPrefix(e.get("href"), "#")]
		if target == nil {
			panic("faces: <use> of an unknown part " + e.get("href"))
		}
		f.walk(target, m.mul(translate(x, y)), own)
	default:
		f.leaf(e, m, own)
	}
}

// attr returns the numeric attribute k of e, 0 without it.
func attr(e *elem, k string) float64 {
	if v := e.get(k); v != "" {
		return numbers(v)[0]
	}
	return 0
}

func (f *flattener) leaf(e *elem, m matrix, own map[string]string) {
	if m.a*m.d-m.b*m.c <= 0 || math.Abs(m.a-m.d) > 1e-9 || math.Abs(m.b+m.c) > 1e-9 {
		panic("faces: only translations, rotations and uniform scales can be flattened")
	}
	s := shape{}
	color := own["color"]
	resolve := func(v string) string {
		if v == "currentColor" && color != "" {
			return color
		}
		return v
	}
	s.fill, s.stroke = resolve(own["fill"]), resolve(own["stroke"])
	s.opacity = e.get("opacity")
	width := 0.0
	if s.stroke != "" && s.stroke != "none" {
		width = 1
		if v := own["stroke-width"]; v != "" {
			width = numbers(v)[0]
		}
		width *= m.scale()
		s.width = num2(width)
		s.linecap, s.linejoin = own["stroke-linecap"], own["stroke-linejoin"]
	} else {
		s.stroke = ""
	}
	var pts []pt // the points whose hull holds the shape
	switch e.name {
	case "path":
		s.segs = parsePath(e.get("d"), m)
		for _, g := range s.segs {
			pts = append(pts, g.p...)
		}
	case "circle", "ellipse":
		s.round = true
		s.segs, pts = roundSegs(e, m)
	case "rect":
		s.segs, pts = rectSegs(e, m)
	default:
		panic("faces: cannot flatten <" + e.name + ">")
	}
	s.box = [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		s.box = [4]float64{math.Min(s.box[0], p.x), math.Min(s.box[1], p.y), math.Max(s.box[2], p.x), math.Max(s.box[3], p.y)}
	}
	pad := width / 2
	if s.linejoin != "round" {
		pad = 2 * width // a miter reaches at most twice the width out at the default limit
	}
	s.box = [4]float64{s.box[0] - pad, s.box[1] - pad, s.box[2] + pad, s.box[3] + pad}
	f.shapes = append(f.shapes, s)
}

// roundSegs outlines a <circle> or an <ellipse> transformed by m with two arcs, and returns
// the points whose hull holds it.
func roundSegs(e *elem, m matrix) ([]seg, []pt) {
	cx, cy := attr(e, "cx"), attr(e, "cy")
	rx, ry := attr(e, "r"), attr(e, "r")
	if e.name == "ellipse" {
		rx, ry = attr(e, "rx"), attr(e, "ry")
	}
	p0, p1 := m.apply(pt{cx + rx, cy}), m.apply(pt{cx - rx, cy})
	k, rot := m.scale(), m.angle()
	if rx == ry {
		rot = 0 // a circle has no axis
	}
	arc := func(to pt) seg { return seg{cmd: 'A', p: []pt{to}, rx: rx * k, ry: ry * k, rot: rot, large: true} }
	c, r := m.apply(pt{cx, cy}), math.Max(rx, ry)*k
	return []seg{{cmd: 'M', p: []pt{p0}}, arc(p1), arc(p0), {cmd: 'Z'}}, []pt{{c.x - r, c.y - r}, {c.x + r, c.y + r}}
}

// rectSegs outlines a <rect>, its corners rounded by rx, transformed by m, and returns the
// points whose hull holds it.
func rectSegs(e *elem, m matrix) ([]seg, []pt) {
	x, y, w, h, r := attr(e, "x"), attr(e, "y"), attr(e, "width"), attr(e, "height"), attr(e, "rx")
	k, rot := m.scale(), m.angle()
	corner := func(to pt) seg {
		return seg{cmd: 'A', p: []pt{m.apply(to)}, rx: r * k, ry: r * k, rot: rot, cw: true}
	}
	line := func(to pt) seg { return seg{cmd: 'L', p: []pt{m.apply(to)}} }
	segs := []seg{{cmd: 'M', p: []pt{m.apply(pt{x + r, y})}}, line(pt{x + w - r, y})}
	if r > 0 {
		segs = append(segs, corner(pt{x + w, y + r}))
	}
	segs = append(segs, line(pt{x + w, y + h - r}))
	if r > 0 {
		segs = append(segs, corner(pt{x + w - r, y + h}))
	}
	segs = append(segs, line(pt{x + r, y + h}))
	if r > 0 {
		segs = append(segs, corner(pt{x, y + h - r}))
	}
	segs = append(segs, line(pt{x, y + r}))
	if r > 0 {
		segs = append(segs, corner(pt{x + r, y}))
	}
	segs = append(segs, seg{cmd: 'Z'})
	var pts []pt
	for _, c := range []pt{{x, y}, {x + w, y}, {x, y + h}, {x + w, y + h}} {
		pts = append(pts, m.apply(c))
	}
	return segs, pts
}

// parsePath reads path data written with absolute M, L, H, V, C, Q and Z commands (how every
// drawing of the package is written) and returns it transformed by m.
func parsePath(d string, m matrix) []seg {
	var out []seg
	var cur pt
	for i := 0; i < len(d); {
		c := d[i]
		j := i + 1
		for j < len(d) && !strings.ContainsRune("MLHVCQZmlhvcqzAaSsTt", rune(d[j])) {
			j++
		}
		args := numbers(d[i+1 : j])
		i = j
		need := map[byte]int{'M': 2, 'L': 2, 'H': 1, 'V': 1, 'C': 6, 'Q': 4, 'Z': 0}[c]
		if _, ok := map[byte]bool{'M': true, 'L': true, 'H': true, 'V': true, 'C': true, 'Q': true, 'Z': true}[c]; !ok {
			panic("faces: unsupported path command " + string(c) + " in " + strconv.Quote(d))
		}
		if c == 'Z' {
			if len(args) != 0 {
				panic("faces: numbers after Z in " + strconv.Quote(d))
			}
			out = append(out, seg{cmd: 'Z'})
			continue
		}
		if len(args) == 0 || len(args)%need != 0 {
			panic("faces: wrong count of numbers after " + string(c) + " in " + strconv.Quote(d))
		}
		for k := 0; k < len(args); k += need {
			a := args[k : k+need]
			var g seg
			switch c {
			case 'M', 'L':
				cur = pt{a[0], a[1]}
				g = seg{cmd: c, p: []pt{cur}}
				if c == 'M' && k > 0 {
					g.cmd = 'L' // pairs after the first of an M are lines
				}
			case 'H':
				cur.x = a[0]
				g = seg{cmd: 'L', p: []pt{cur}}
			case 'V':
				cur.y = a[0]
				g = seg{cmd: 'L', p: []pt{cur}}
			case 'C':
				cur = pt{a[4], a[5]}
				g = seg{cmd: 'C', p: []pt{{a[0], a[1]}, {a[2], a[3]}, cur}}
			case 'Q':
				cur = pt{a[2], a[3]}
				g = seg{cmd: 'Q', p: []pt{{a[0], a[1]}, cur}}
			}
			for n := range g.p {
				g.p[n] = m.apply(g.p[n])
			}
			out = append(out, g)
		}
	}
	return out
}
