package freecell

import "mahjong/engine"

// boundWinds are the Winds the four piles of a set take, left to right, in the Sea games.
var boundWinds = [4]engine.Tile{engine.WestWind, engine.NorthWind, engine.SouthWind, engine.EastWind}

var suitNames = [3]string{"Bamboos", "Characters", "Circles"}

// setSuit is the suit whose tiles set s builds: Bamboos, Characters, Circles.
func setSuit(s int) engine.Suit { return engine.Suit(s + 1) }

// pileTop returns the tile showing on pile p, or NoTile.
func (b *board) pileTop(p int) engine.Tile {
	switch h := b.h[p]; {
	case h == 0:
		return engine.NoTile
	case h == 1:
		return b.dragon[p/4]
	case h <= 10:
		return engine.SuitedTile(setSuit(p/4), int(h)-1)
	case h == 11:
		return b.wind[p]
	}
	return b.season[p]
}

// accepts reports whether pile p takes t; refuses says why not, for players.
func (v *spec) accepts(b *board, p int, t engine.Tile) bool {
	s, h, r := p/4, int(b.h[p]), rank(t)
	if r != h || h > v.highest {
		return false
	}
	switch t.Kind() {
	case engine.Dragon:
		if d := b.dragon[s]; d != t {
			if d != engine.NoTile || b.dragon[0] == t || b.dragon[1] == t || b.dragon[2] == t {
				return false
			}
		}
	case engine.Suited:
		if t.Suit() != setSuit(s) {
			return false
		}
	case engine.Wind:
		if v.windBound && boundWinds[p%4] != t {
			return false
		}
		for q := s * 4; q < s*4+4; q++ {
			if b.h[q] > 10 && b.wind[q] == t {
				return false
			}
		}
	case engine.Season:
		for q := s * 4; q < s*4+4; q++ {
			if b.h[q] > 11 && b.season[q] == t {
				return false
			}
		}
	default:
		return false
	}
	if v.rankLock && r > 0 {
		for q := s * 4; q < s*4+4; q++ {
			if int(b.h[q]) < r {
				return false
			}
		}
	}
	return true
}

// refuses returns why pile p does not take t, or "" when it does.
//
// A tile of rank r goes on a pile holding r tiles (a Dragon on an empty pile, a 1 on the
// Dragon, ..., a Wind on the 9, a Season on the Wind).
func (v *spec) refuses(b *board, p int, t engine.Tile) string {
	if v.accepts(b, p, t) {
		return ""
	}
	s, h, r := p/4, int(b.h[p]), rank(t)
	if h > v.highest {
		return "the pile is complete"
	}
	if r != h {
		want := "a Dragon"
		switch {
		case h >= 1 && h <= 9:
			want = "the " + engine.SuitedTile(setSuit(s), h).String()
		case h == 10:
			want = "a Wind"
		case h == 11:
			want = "a Season"
		}
		return "the pile takes " + want + " next"
	}
	switch t.Kind() {
	case engine.Dragon:
		if d := b.dragon[s]; d != engine.NoTile && d != t {
			return "this set builds on the " + d.String()
		}
		if b.dragon[s] == engine.NoTile {
			for o := 0; o < 3; o++ {
				if b.dragon[o] == t {
					return "the " + t.String() + "s belong to another set"
				}
			}
		}
	case engine.Suited:
		if t.Suit() != setSuit(s) {
			return "this set takes " + suitNames[s] + " only"
		}
	case engine.Wind:
		if v.windBound && boundWinds[p%4] != t {
			return "this pile takes only the " + boundWinds[p%4].String()
		}
		for q := s * 4; q < s*4+4; q++ {
			if b.h[q] > 10 && b.wind[q] == t {
				return "the set already has the " + t.String()
			}
		}
	case engine.Season:
		for q := s * 4; q < s*4+4; q++ {
			if b.h[q] > 11 && b.season[q] == t {
				return "the set already has " + t.String()
			}
		}
	}
	if v.rankLock {
		for q := s * 4; q < s*4+4; q++ {
			if int(b.h[q]) < r {
				return "every pile of the set needs its " + rankName(r-1) + " first"
			}
		}
	}
	return "the pile does not take the " + t.String()
}

func rankName(r int) string {
	switch r {
	case 0:
		return "Dragon"
	case 10:
		return "Wind"
	case 11:
		return "Season"
	}
	return string(rune('0' + r))
}

// play puts t on pile p, which takes it.
func (b *board) play(p int, t engine.Tile) {
	switch t.Kind() {
	case engine.Dragon:
		b.dragon[p/4] = t
	case engine.Wind:
		b.wind[p] = t
	case engine.Season:
		b.season[p] = t
	}
	b.h[p]++
	b.found++
}
