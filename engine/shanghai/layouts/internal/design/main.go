// Command design drafts the library's layouts from symmetric rules and writes them as data
// files. The data files, not this program, are the layouts: once a file is published it
// never changes, so a redesign here becomes a new file under a new name.
//
//	go run ./engine/shanghai/layouts/internal/design -out engine/shanghai/layouts/data [-only NAME]
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"mahjong/engine/shanghai"
	"mahjong/engine/shanghai/layouts"
)

// shape says whether a tile centre (u, v), in tiles from the board's centre, is in.
type shape func(u, v float64) bool

// Parities of a layer's tile centres: on the grid through the centre (whole), half a tile
// off it (half), or rows alternating (rows: whole on even rows, half on odd ones).
const (
	whole = iota
	half
	rows
)

// layer is one layer of a design.
type layer struct {
	px, py int // parity across and down
	in     shape
}

type design struct {
	name, category string
	layers         []layer
}

func main() {
	out := flag.String("out", "", "write the data files to `DIR`")
	only := flag.String("only", "", "only the design `NAME`")
	flag.Parse()
	bad := false
	for _, d := range designs() {
		if *only != "" && d.name != *only {
			continue
		}
		dr := layouts.Drawing{Name: title(d.name), Category: d.category, Slots: d.slots()}
		per := make([]int, 0, 5)
		for _, s := range dr.Slots {
			for len(per) <= s.Z {
				per = append(per, 0)
			}
			per[s.Z]++
		}
		_, err := layouts.FromDrawing("shanghai-"+d.name, dr)
		fmt.Printf("%-12s %-9s %3d %v %v\n", d.name, d.category, len(dr.Slots), per, err)
		if err != nil {
			bad = true
			continue
		}
		if *only != "" {
			fmt.Print(layouts.FormatDrawing(dr))
		}
		if *out != "" {
			path := filepath.Join(*out, d.name+".txt")
			if err := os.WriteFile(path, []byte(layouts.FormatDrawing(dr)), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
	}
	if bad {
		os.Exit(1)
	}
}

// title is the display name of a file name: "great-wall" is "Great Wall".
func title(name string) string {
	b := []byte(name)
	up := true
	for i, c := range b {
		switch {
		case c == '-':
			b[i] = ' '
			up = true
		case up && c >= 'a' && c <= 'z':
			b[i] = c - 'a' + 'A'
			up = false
		default:
			up = false
		}
	}
	return string(b)
}

// slots lays the design out: centres on a grid of half-tiles, shifted so the board starts
// at (0, 0).
func (d design) slots() []shanghai.Slot {
	const reach = 60 // half-tiles each way from the centre
	var ss []shanghai.Slot
	for z, l := range d.layers {
		for y := -reach; y <= reach; y++ {
			for x := -reach; x <= reach; x++ {
				if !onGrid(x, l.px, y/2) || !onGrid(y, l.py, 0) {
					continue
				}
				if l.in(float64(x)/2, float64(y)/2) {
					ss = append(ss, shanghai.Slot{X: x, Y: y, Z: z})
				}
			}
		}
	}
	minX, minY := math.MaxInt, math.MaxInt
	for _, s := range ss {
		minX, minY = min(minX, s.X), min(minY, s.Y)
	}
	for i := range ss {
		ss[i].X -= minX
		ss[i].Y -= minY
	}
	return ss
}

// onGrid reports whether coordinate c (half-tiles) is a centre of parity p; for rows, row
// is the half-tile row divided by two.
func onGrid(c, p, row int) bool {
	odd := c%2 != 0
	switch p {
	case whole:
		return !odd
	case half:
		return odd
	}
	return odd == (abs(row)%2 == 1)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
