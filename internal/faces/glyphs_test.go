package faces

import (
	"strconv"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

// points returns the coordinates of path data written with absolute M, L, C, Q, H, V and Z
// commands only, which is how every hand-drawn path of the package is written; H and V give
// one coordinate and keep the other from the current point.
func points(t *testing.T, d string) [][2]float64 {
	t.Helper()
	var out [][2]float64
	var cmd rune
	var nums []float64
	var cur [2]float64
	flush := func() {
		switch cmd {
		case 'H':
			for _, x := range nums {
				cur[0] = x
				out = append(out, cur)
			}
		case 'V':
			for _, y := range nums {
				cur[1] = y
				out = append(out, cur)
			}
		case 'M', 'L', 'C', 'Q':
			if len(nums)%2 != 0 {
				t.Fatalf("odd number of coordinates after %c in %q", cmd, d)
			}
			for i := 0; i < len(nums); i += 2 {
				cur = [2]float64{nums[i], nums[i+1]}
				out = append(out, cur)
			}
		case 'Z', 0:
		default:
			t.Fatalf("command %c in %q: only absolute M L C Q H V Z are expected", cmd, d)
		}
		nums = nums[:0]
	}
	for i := 0; i < len(d); {
		c := rune(d[i])
		switch {
		case unicode.IsLetter(c):
			flush()
			cmd = c
			i++
		case c == ' ' || c == ',':
			i++
		default:
			// a number: sign, digits, at most one point
			j := i + 1
			dot := c == '.'
			for j < len(d) && (d[j] >= '0' && d[j] <= '9' || d[j] == '.' && !dot) {
				dot = dot || d[j] == '.'
				j++
			}
			f, err := strconv.ParseFloat(d[i:j], 64)
			if err != nil {
				t.Fatalf("bad number %q in %q", d[i:j], d)
			}
			nums = append(nums, f)
			i = j
		}
	}
	flush()
	return out
}

// TestDrawingsStayInTheirBoxes checks the hand-drawn strokes against the boxes the layout
// relies on: a glyph that ran out of its 8×12 box would run into the art beside the index.
func TestDrawingsStayInTheirBoxes(t *testing.T) {
	type drawing struct {
		name, path string
		w, h       float64
	}
	var all []drawing
	for _, g := range glyphs {
		all = append(all, drawing{"glyph " + string(g.char), g.path, 8, 12})
	}
	for r := 1; r <= 9; r++ {
		all = append(all, drawing{"numeral " + strconv.Itoa(r), numerals[r], 36, 24})
	}
	all = append(all, drawing{"wan", wan, 40, 35})
	for _, dr := range all {
		t.Run(dr.name, func(t *testing.T) {
			ps := points(t, dr.path)
			if len(ps) < 2 {
				t.Fatalf("%q draws nothing", dr.path)
			}
			for _, p := range ps {
				if p[0] < 0 || p[0] > dr.w || p[1] < 0 || p[1] > dr.h {
					t.Errorf("point %v outside the %v×%v box", p, dr.w, dr.h)
				}
			}
		})
	}
}

func TestPoints(t *testing.T) {
	for _, tc := range []struct {
		name, d string
		want    [][2]float64
	}{
		{"lines", "M1 2L3-4", [][2]float64{{1, 2}, {3, -4}}},
		{"horizontal and vertical keep the other coordinate", "M1 2H5V.5", [][2]float64{{1, 2}, {5, 2}, {5, .5}}},
		{"curves", "M0 0C1 2 3 4 5 6Q7 8 9 10Z", [][2]float64{{0, 0}, {1, 2}, {3, 4}, {5, 6}, {7, 8}, {9, 10}}},
		{"implicit repeat", "M0 0L1 1 2 2", [][2]float64{{0, 0}, {1, 1}, {2, 2}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, points(t, tc.d)); diff != "" {
				t.Errorf("points(%q) (-want +got):\n%s", tc.d, diff)
			}
		})
	}
}
