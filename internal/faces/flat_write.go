package faces

import (
	"math"
	"strings"
)

// overlap tells whether two boxes meet.
func overlap(a, b [4]float64) bool {
	return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3]
}

// group is one <path> of the flattened symbol: shapes of one paint.
type group struct {
	paint
	shapes []shape
}

// mergeable tells whether shape s may be drawn in one path with shape t of the same paint
// even if they overlap: opaque strokes alone (a stroke of several subpaths is the union of
// their strokes), or opaque fills alone of circles and ellipses, which all turn the same way.
func mergeable(s, t shape) bool {
	if s.opacity != "" {
		return false
	}
	if s.fill == "none" {
		return true
	}
	return s.stroke == "" && s.round && t.round
}

// merge gathers the shapes into paths of one paint each, keeping what covers what: a shape
// moves back past the paths it does not overlap, joins the latest of them that has its paint,
// or else starts a path of its own as early as it may.
func merge(shapes []shape) []group {
	var groups []group
	for _, s := range shapes {
		at, earliest := -1, 0
	search:
		for i := len(groups) - 1; i >= 0; i-- {
			g := &groups[i]
			blocked, ok := false, g.paint == s.paint
			for _, t := range g.shapes {
				if overlap(s.box, t.box) {
					blocked = true
					ok = ok && mergeable(s, t)
				}
			}
			switch {
			case ok:
				at = i
				break search
			case blocked:
				earliest = i + 1
				break search
			}
		}
		if at < 0 {
			groups = append(groups[:earliest], append([]group{{paint: s.paint}}, groups[earliest:]...)...)
			at = earliest
		}
		groups[at].shapes = append(groups[at].shapes, s)
	}
	return groups
}

// pathWriter writes path data with coordinates on the tenth-of-a-unit grid: each subpath
// starts with an absolute move and goes on in relative commands, measured between points
// already on the grid so that no rounding error builds up, and so that a part copied to
// several places is written the same each time.
type pathWriter struct {
	b          strings.Builder
	pen, start pt
	last       string // the last number written since the last command letter
	lastCmd    byte
}

// grid rounds to a tenth of a unit.
func grid(p pt) pt { return pt{math.Round(p.x*10) / 10, math.Round(p.y*10) / 10} }

// cmd writes one command; a command that repeats the one before it is implied, as path
// data allows, except for moves (a repeated move is a line).
func (w *pathWriter) cmd(c byte, nums ...string) {
	if c != w.lastCmd || c == 'M' || c == 'z' {
		w.b.WriteByte(c)
		w.last = ""
	}
	w.lastCmd = c
	for _, n := range nums {
		if w.last != "" && !strings.HasPrefix(n, "-") && !(strings.HasPrefix(n, ".") && strings.Contains(w.last, ".")) {
			w.b.WriteByte(' ')
		}
		w.b.WriteString(n)
		w.last = n
	}
}

func (w *pathWriter) rel(p pt) (string, string) {
	p = grid(p)
	return num(p.x - w.pen.x), num(p.y - w.pen.y)
}

// floor2 rounds down to a hundredth.
func floor2(f float64) float64 { return math.Floor(f*100+1e-6) / 100 }

func flag(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func (w *pathWriter) seg(g seg) {
	switch g.cmd {
	case 'M':
		w.pen = grid(g.p[0])
		w.start = w.pen
		w.cmd('M', num(w.pen.x), num(w.pen.y))
		return
	case 'Z':
		w.cmd('z')
		w.pen = w.start
		return
	case 'L':
		dx, dy := w.rel(g.p[0])
		switch {
		case dy == "0":
			w.cmd('h', dx)
		case dx == "0":
			w.cmd('v', dy)
		default:
			w.cmd('l', dx, dy)
		}
	case 'C':
		x1, y1 := w.rel(g.p[0])
		x2, y2 := w.rel(g.p[1])
		x, y := w.rel(g.p[2])
		w.cmd('c', x1, y1, x2, y2, x, y)
	case 'Q':
		x1, y1 := w.rel(g.p[0])
		x, y := w.rel(g.p[1])
		w.cmd('q', x1, y1, x, y)
	case 'A':
		x, y := w.rel(g.p[0])
		rx, ry := g.rx, g.ry
		if g.large {
			// Half an ellipse, from one end of its rx axis to the other: the ends on the grid
			// are a little nearer or farther than 2·rx, and nearer would leave two centres to
			// choose from, each far from the true one. Radii a hair short of the chord are
			// scaled up by the browser to fit it exactly, centred on it.
			p := grid(g.p[0])
			k := math.Hypot(p.x-w.pen.x, p.y-w.pen.y) / (2 * rx)
			rx, ry = floor2(rx*k), floor2(ry*k)
		}
		w.cmd('a', num2(rx), num2(ry), num(g.rot), flag(g.large), flag(g.cw), x, y)
	}
	w.pen = grid(g.p[len(g.p)-1])
}

// pathAttrs returns the attributes of the <path> that draws group g.
func pathAttrs(g group) []string {
	var w pathWriter
	for _, s := range g.shapes {
		for _, sg := range s.segs {
			w.seg(sg)
		}
	}
	kv := []string{"d", w.b.String()}
	add := func(k, v, omit string) {
		if v != "" && v != omit {
			kv = append(kv, k, v)
		}
	}
	add("fill", g.fill, "")
	add("stroke", g.stroke, "")
	add("stroke-width", g.width, "1")
	add("stroke-linecap", g.linecap, "butt")
	add("stroke-linejoin", g.linejoin, "miter")
	add("opacity", g.opacity, "1")
	return kv
}

// flatten returns the elements of a symbol drawn as d: one <path> for each group of shapes.
func flatten(d *doc, defs map[string]*elem) []*elem {
	f := &flattener{defs: defs}
	f.walk(&d.root, identity, map[string]string{})
	var out []*elem
	for _, g := range merge(f.shapes) {
		out = append(out, &elem{name: "path", attr: pathAttrs(g)})
	}
	return out
}
