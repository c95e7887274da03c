package faces

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// This file holds the colour science the palette tests use: sRGB to linear light, the WCAG
// contrast ratio, CIE L*a*b* with the colour difference ΔE*ab (CIE 1976), and the simulation
// of the three kinds of dichromacy by Machado, Oliveira and Fernandes (2009), at severity 1.

// rgb is a colour in linear light, each channel 0 to 1.
type rgb [3]float64

// hexColour reads #rgb or #rrggbb.
func hexColour(t *testing.T, s string) rgb {
	t.Helper()
	h := strings.TrimPrefix(s, "#")
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	if len(h) != 6 {
		t.Fatalf("%q is not a #rrggbb colour", s)
	}
	var c rgb
	for i := range c {
		v, err := strconv.ParseUint(h[2*i:2*i+2], 16, 8)
		if err != nil {
			t.Fatalf("%q is not a #rrggbb colour", s)
		}
		f := float64(v) / 255
		if f <= 0.04045 {
			c[i] = f / 12.92
		} else {
			c[i] = math.Pow((f+0.055)/1.055, 2.4)
		}
	}
	return c
}

func (c rgb) luminance() float64 { return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2] }

// contrast is the WCAG contrast ratio of two colours, 1 to 21.
func contrast(a, b rgb) float64 {
	la, lb := a.luminance(), b.luminance()
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// dichromacy is how a colour looks to a player with one kind of cone missing, as a matrix
// on linear RGB (Machado et al. 2009, severity 1.0).
type dichromacy struct {
	name string
	m    [3][3]float64
}

var visions = []dichromacy{
	{"normal", [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

func (v dichromacy) see(c rgb) rgb {
	var out rgb
	for i := range out {
		out[i] = math.Min(1, math.Max(0, v.m[i][0]*c[0]+v.m[i][1]*c[1]+v.m[i][2]*c[2]))
	}
	return out
}

// lab converts to CIE L*a*b* under D65.
func (c rgb) lab() [3]float64 {
	x := (0.4124*c[0] + 0.3576*c[1] + 0.1805*c[2]) / 0.95047
	y := 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
	z := (0.0193*c[0] + 0.1192*c[1] + 0.9505*c[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// deltaE is the CIE 1976 colour difference: about 2.3 is just noticeable, and colours 30
// apart are told apart at a glance.
func deltaE(a, b rgb) float64 {
	la, lb := a.lab(), b.lab()
	return math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
}

// TestColourScience pins the conversions on known values, so that the palette tests measure
// what they say.
func TestColourScience(t *testing.T) {
	black, white := hexColour(t, "#000"), hexColour(t, "#fff")
	if got := contrast(black, white); math.Abs(got-21) > 1e-9 {
		t.Errorf("contrast(black, white) = %v, want 21", got)
	}
	if got := contrast(hexColour(t, "#777777"), white); math.Abs(got-4.48) > 0.01 {
		t.Errorf("contrast(#777, white) = %.3f, want 4.48", got)
	}
	if got := white.lab(); math.Abs(got[0]-100) > 0.05 || math.Abs(got[1]) > 0.05 || math.Abs(got[2]) > 0.05 {
		t.Errorf("white in L*a*b* = %v, want (100, 0, 0)", got)
	}
	// sRGB red is L* 53.2, a* 80.1, b* 67.2
	if got := hexColour(t, "#f00").lab(); math.Abs(got[0]-53.24) > 0.05 || math.Abs(got[1]-80.09) > 0.1 || math.Abs(got[2]-67.2) > 0.1 {
		t.Errorf("red in L*a*b* = %v, want (53.24, 80.09, 67.20)", got)
	}
	// the classic confusion: red and green, far apart for normal vision, close for deuteranopes
	red, green := hexColour(t, "#d62728"), hexColour(t, "#2ca02c")
	normal, deut := deltaE(red, green), deltaE(visions[2].see(red), visions[2].see(green))
	if normal < 80 || deut > 30 {
		t.Errorf("red and green: ΔE %.1f normally and %.1f with deuteranopia, want over 80 and under 30", normal, deut)
	}
}
