package faces

import (
	"os"
	"regexp"
	"testing"
)

// TestStonesPalette checks the Stones colours the page uses (static/stones.css, --c0 to
// --c5, and the ink of each stone's symbol, --i0 to --i5): every pair of colours must stay
// apart for normal vision and for each kind of dichromacy, and each symbol must contrast
// with its stone.
func TestStonesPalette(t *testing.T) {
	css, err := os.ReadFile("../../static/stones.css")
	if err != nil {
		t.Fatal(err)
	}
	names := [NumStones]string{"Red", "Green", "Blue", "Yellow", "Purple", "Orange"}
	var colour, ink [NumStones]rgb
	for i := range NumStones {
		for _, v := range []struct {
			prefix string
			into   *rgb
		}{{"c", &colour[i]}, {"i", &ink[i]}} {
			re := regexp.MustCompile(`--` + v.prefix + string(rune('0'+i)) + `:\s*(#[0-9a-fA-F]{3,6});`)
			m := re.FindAllSubmatch(css, -1)
			if len(m) != 1 {
				t.Fatalf("stones.css sets --%s%d %d times, want once", v.prefix, i, len(m))
			}
			*v.into = hexColour(t, string(m[0][1]))
		}
	}
	const minDelta, minContrast = 30, 4.5
	for _, v := range visions {
		t.Run(v.name, func(t *testing.T) {
			for i := range NumStones {
				for j := i + 1; j < NumStones; j++ {
					if d := deltaE(v.see(colour[i]), v.see(colour[j])); d < minDelta {
						t.Errorf("%s and %s are %.1f apart (ΔE*ab), want at least %v", names[i], names[j], d, minDelta)
					}
				}
			}
		})
	}
	for i := range NumStones {
		if c := contrast(colour[i], ink[i]); c < minContrast {
			t.Errorf("the symbol of a %s stone has a contrast of %.1f:1, want %v:1", names[i], c, minContrast)
		}
	}
}
