package faces

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFlatten draws small pictures with shared parts and checks the paths they flatten to.
func TestFlatten(t *testing.T) {
	parts := func(d *doc) {
		d.open("g", "id", "pip")
		d.el("circle", "r", "10", "fill", "currentColor")
		d.el("path", "d", "M-3 0H3", "stroke", white, "stroke-width", "2")
		d.end("g")
	}
	for _, tc := range []struct {
		name string
		draw func(*doc)
		want []string // each path's attributes, joined by spaces
	}{
		{"a circle is two half arcs", func(d *doc) {
			d.el("circle", "cx", "10", "cy", "20", "r", "5", "fill", red)
		}, []string{`d M15 20a5 5 0 1 0-10 0 5 5 0 1 0 10 0z fill #c8202a`}},
		{"a part placed, scaled and coloured", func(d *doc) {
			d.use("pip", 10, 20, .5, "color", blue)
		}, []string{
			`d M15 20a5 5 0 1 0-10 0 5 5 0 1 0 10 0z fill #1d55a8`,
			`d M8.5 20h3 stroke #fff`, // a width of 1 is the default
		}},
		{"rotation turns lines and keeps stroke widths", func(d *doc) {
			d.open("g", "transform", "rotate(90)", "stroke", red, "stroke-width", "3")
			d.el("path", "d", "M0 0H10V5")
			d.end("g")
		}, []string{`d M0 0v10h-5 stroke #c8202a stroke-width 3`}},
		{"a group passes its stroke on to the uses of glyphs", func(d *doc) {
			d.open("g", "stroke", red, "stroke-width", "2.2")
			d.el("use", "href", "#f-7", "x", "5", "y", "5")
			d.end("g")
		}, []string{`d M6 6h6.4l-4 10 fill none stroke #c8202a stroke-width 2.2 stroke-linecap round stroke-linejoin round`}},
		{"pips apart share one path per paint", func(d *doc) {
			d.use("pip", 20, 20, 1, "color", blue)
			d.use("pip", 50, 20, 1, "color", blue)
		}, []string{
			`d M30 20a10 10 0 1 0-20 0 10 10 0 1 0 20 0zM60 20a10 10 0 1 0-20 0 10 10 0 1 0 20 0z fill #1d55a8`,
			`d M17 20h6M47 20h6 stroke #fff stroke-width 2`,
		}},
		{"pips of two colours: the second colour is drawn before the marks it does not touch", func(d *doc) {
			d.use("pip", 20, 20, 1, "color", blue)
			d.use("pip", 50, 20, 1, "color", red)
		}, []string{
			`d M60 20a10 10 0 1 0-20 0 10 10 0 1 0 20 0z fill #c8202a`,
			`d M30 20a10 10 0 1 0-20 0 10 10 0 1 0 20 0z fill #1d55a8`,
			`d M17 20h6M47 20h6 stroke #fff stroke-width 2`,
		}},
		{"overlapping pips keep their order", func(d *doc) {
			d.use("pip", 20, 20, 1, "color", blue)
			d.use("pip", 30, 20, 1, "color", blue)
		}, []string{
			`d M30 20a10 10 0 1 0-20 0 10 10 0 1 0 20 0z fill #1d55a8`,
			`d M17 20h6 stroke #fff stroke-width 2`,
			`d M40 20a10 10 0 1 0-20 0 10 10 0 1 0 20 0z fill #1d55a8`,
			`d M27 20h6 stroke #fff stroke-width 2`,
		}},
		{"overlapping fills of paths stay apart, their winding unknown", func(d *doc) {
			d.el("path", "d", "M0 0H10V10Z", "fill", red)
			d.el("path", "d", "M5 0H15V10Z", "fill", red)
		}, []string{`d M0 0h10v10z fill #c8202a`, `d M5 0h10v10z fill #c8202a`}},
		{"a rounded rectangle", func(d *doc) {
			d.el("rect", "x", "1", "y", "2", "width", "10", "height", "20", "rx", "2", "fill", "none", "stroke", red)
		}, []string{`d M3 2h6a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2h-6a2 2 0 0 1-2-2v-16a2 2 0 0 1 2-2z fill none stroke #c8202a`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p doc
			parts(&p)
			glyphDefs(&p)
			defs := map[string]*elem{}
			for _, e := range p.root.kids {
				defs[e.get("id")] = e
			}
			var d doc
			tc.draw(&d)
			var got []string
			for _, e := range flatten(&d, defs) {
				got = append(got, strings.Join(e.attr, " "))
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("flattened paths (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFlattenRefuses checks that what cannot be drawn the same flat is refused rather than
// drawn differently.
func TestFlattenRefuses(t *testing.T) {
	for _, tc := range []struct {
		name string
		draw func(*doc)
	}{
		{"group opacity", func(d *doc) {
			d.open("g", "opacity", ".5")
			d.el("circle", "r", "1")
			d.end("g")
		}},
		{"a part that is not there", func(d *doc) { d.use("nothing", 0, 0, 1) }},
		{"a squashing scale", func(d *doc) { d.el("circle", "r", "1", "transform", "scale(1 2)") }},
		{"relative path data", func(d *doc) { d.el("path", "d", "M0 0l1 1") }},
		{"text", func(d *doc) { d.el("text") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("flattened without complaint")
				}
			}()
			var d doc
			tc.draw(&d)
			flatten(&d, map[string]*elem{})
		})
	}
}
