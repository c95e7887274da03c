package freecell

import (
	"strconv"
	"strings"

	"mahjong/engine"
)

// String writes the position in notation (see the package documentation).
func (p *Position) String() string {
	var sb strings.Builder
	auto := "on"
	if !p.auto {
		auto = "off"
	}
	engine.Header{Game: p.v.id, Deal: p.deal, Fields: []engine.Field{{Key: "autoplay", Value: auto}}}.Write(&sb)
	b := &p.b
	sb.WriteString("dragons:")
	for s := 0; s < 3; s++ {
		sb.WriteByte(' ')
		sb.WriteString(b.dragon[s].Code())
	}
	sb.WriteString("\npiles:")
	for i := 0; i < numPiles; i++ {
		if i > 0 && i%4 == 0 {
			sb.WriteString(" |")
		}
		sb.WriteByte(' ')
		if b.h[i] == 12 {
			sb.WriteString(b.wind[i].Code())
			sb.WriteByte('+')
		}
		sb.WriteString(b.pileTop(i).Code())
	}
	sb.WriteString("\ncells:")
	for i := 0; i < p.v.cells; i++ {
		sb.WriteByte(' ')
		sb.WriteString(b.cell[i].Code())
	}
	sb.WriteByte('\n')
	levels := 1
	for c := 0; c < numCols; c++ {
		levels = max(levels, int(b.nl[c]))
	}
	for l := 0; l < levels; l++ {
		sb.WriteByte('\n')
		if p.v.levels {
			sb.WriteString("level ")
			sb.WriteString(strconv.Itoa(l + 1))
		} else {
			sb.WriteString("tableau")
		}
		sb.WriteByte('\n')
		for r := 0; r < p.v.rows; r++ {
			for c := 0; c < numCols; c++ {
				if c > 0 {
					sb.WriteByte(' ')
				}
				t := engine.NoTile
				if l < int(b.nl[c]) && r < int(b.lv[c][l]) {
					t = b.t[b.levelStart(c, l)+r]
				}
				sb.WriteString(t.Code())
			}
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}
