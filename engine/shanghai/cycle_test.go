package shanghai

// cycle reports a proof that present cannot be cleared, from the order that removals must
// follow. Only sound inferences are used: when it says true, no line clears present.
//
// Tiles: for each remaining tile y, up(y) is the set of tiles lying on y and, recursively,
// on those; lc(y) and rc(y) are the tiles that must go to open y's left or right side: the
// chain of tiles reaching along the layer from that side (each of which can only be opened
// from the far side, since the chain itself closes the near one) and what lies on them.
// need(y) is up(y) and what both sides share: tiles removed before y in any line.
//
// Pairings: two tiles can be removed together only if neither must go before the other
// (one in up of the other, or on both of its sides). A group of two whose tiles cannot be
// paired is dead; a group of four has three ways to pair up, and when only one is possible
// its pairs are known. A tile whose partner is known and lies on one side must open the
// other, which joins need(y).
//
// Order: each known pair is an event (the time it is removed), and each group g has an
// event F(g), its first removal. A tile y of a known pair E needs the event of every tile
// in need(y) (or F of that tile's group when its pairs are unknown) strictly before E; and
// F(h) before E when h tiles are on both its sides and its pairs are unknown. For a group k
// of four with unknown pairs: if at least three of its tiles need a source, k cannot find
// two free tiles before it: that source comes before F(k). A cycle is impossible.
func (s *orderSolver) cycle(present *set) bool {
	l := s.l
	sc := &s.scratch
	// up: by descending slot index, which puts higher layers first.
	for y := l.Len() - 1; y >= 0; y-- {
		if !present.has(y) {
			continue
		}
		u := l.above[y].and(*present)
		acc := u
		for w := range u {
			for m := u[w]; m != 0; m &= m - 1 {
				acc = or(acc, sc.up[w*64+trailing(m)])
			}
		}
		sc.up[y] = acc
	}
	for _, y := range l.byX {
		if !present.has(y) {
			continue
		}
		lt := l.left[y].and(*present)
		acc := lt
		for w := range lt {
			for m := lt[w]; m != 0; m &= m - 1 {
				x := w*64 + trailing(m)
				acc = or(acc, or(sc.lc[x], sc.up[x]))
			}
		}
		sc.lc[y] = acc
	}
	for i := len(l.byX) - 1; i >= 0; i-- {
		y := l.byX[i]
		if !present.has(y) {
			continue
		}
		rt := l.right[y].and(*present)
		acc := rt
		for w := range rt {
			for m := rt[w]; m != 0; m &= m - 1 {
				x := w*64 + trailing(m)
				acc = or(acc, or(sc.rc[x], sc.up[x]))
			}
		}
		sc.rc[y] = acc
	}
	compat := func(a, b int) bool {
		return !sc.up[a].has(b) && !sc.up[b].has(a) &&
			!(sc.lc[a].has(b) && sc.rc[a].has(b)) && !(sc.lc[b].has(a) && sc.rc[b].has(a))
	}

	// Nodes: F(g) is g (0..35); known pairs are numGroups+e. src[x] is the node a tile
	// stands for as a predecessor: its pair's event when known, else F of its group.
	const fNodes = numGroups
	var src [maxSlots]uint8
	var partner [maxSlots]uint16
	var known, live, unknown4 uint64
	var tiles [numGroups][4]uint8
	events := 0
	matchings := [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}}
	for g := range s.members {
		rem := present.and(s.members[g])
		n := rem.count()
		if n == 0 {
			continue
		}
		live |= 1 << uint(g)
		var ts [4]int
		k := 0
		for w := range rem {
			for m := rem[w]; m != 0 && k < 4; m &= m - 1 {
				ts[k] = w*64 + trailing(m)
				k++
			}
		}
		for i := 0; i < k; i++ {
			src[ts[i]] = uint8(g)
			tiles[g][i] = uint8(ts[i])
		}
		var pairs [2][2]int
		np := 0
		switch n {
		case 2:
			if !compat(ts[0], ts[1]) {
				return true
			}
			pairs[0] = [2]int{ts[0], ts[1]}
			np = 1
		case 4:
			valid, which := 0, 0
			for m, mm := range matchings {
				if compat(ts[mm[0]], ts[mm[1]]) && compat(ts[mm[2]], ts[mm[3]]) {
					valid++
					which = m
				}
			}
			if valid == 0 {
				return true
			}
			if valid == 1 {
				mm := matchings[which]
				pairs[0] = [2]int{ts[mm[0]], ts[mm[1]]}
				pairs[1] = [2]int{ts[mm[2]], ts[mm[3]]}
				np = 2
			} else {
				unknown4 |= 1 << uint(g)
			}
		}
		if np > 0 {
			known |= 1 << uint(g)
		}
		for _, pr := range pairs[:np] {
			node := uint8(fNodes + events)
			events++
			src[pr[0]], src[pr[1]] = node, node
			partner[pr[0]], partner[pr[1]] = uint16(pr[1]), uint16(pr[0])
		}
	}

	var in [fNodes + 72][2]uint64  // in[n]: nodes that must come before n
	var before [maxSlots][2]uint64 // before[y]: the nodes that must come before y goes
	for w := range present {
		for m := present[w]; m != 0; m &= m - 1 {
			y := w*64 + trailing(m)
			k := int(s.group[y])
			fl, fr := sc.lc[y], sc.rc[y]
			need := or(sc.up[y], fl.and(fr))
			isKnown := known&(1<<uint(k)) != 0
			if isKnown {
				pt := int(partner[y])
				if fl.has(pt) {
					need = or(need, fr)
				} else if fr.has(pt) {
					need = or(need, fl)
				}
				if need.has(pt) {
					return true
				}
			}
			var srcs [2]uint64
			for v := range need {
				for mm := need[v]; mm != 0; mm &= mm - 1 {
					n := src[v*64+trailing(mm)]
					srcs[n>>6] |= 1 << (n & 63)
				}
			}
			if !fl.empty() && !fr.empty() {
				var lg, rg uint64
				for v := range fl {
					for mm := fl[v]; mm != 0; mm &= mm - 1 {
						lg |= 1 << s.group[v*64+trailing(mm)]
					}
				}
				for v := range fr {
					for mm := fr[v]; mm != 0; mm &= mm - 1 {
						rg |= 1 << s.group[v*64+trailing(mm)]
					}
				}
				srcs[0] |= lg & rg &^ known
			}
			// A group's own tiles say nothing about its first removal.
			srcs[0] &^= 1 << uint(k)
			if isKnown {
				e := src[y]
				srcs[e>>6] &^= 1 << (e & 63)
				in[e][0] |= srcs[0]
				in[e][1] |= srcs[1]
			} else {
				before[y] = srcs
			}
		}
	}
	// A group of four with unknown pairs: a node that at least three of its tiles wait for
	// comes before its first removal.
	for m := unknown4; m != 0; m &= m - 1 {
		g := trailing(m)
		t := tiles[g]
		for v := 0; v < 2; v++ {
			a, b, c, d := before[t[0]][v], before[t[1]][v], before[t[2]][v], before[t[3]][v]
			in[g][v] |= a&b&c | a&b&d | a&c&d | b&c&d
		}
	}
	// Kahn: peel nodes with no live predecessor; what cannot be peeled is a cycle.
	var alive [2]uint64
	alive[0] = live &^ known
	for n := fNodes; n < fNodes+events; n++ {
		alive[n>>6] |= 1 << uint(n&63)
	}
	for alive[0]|alive[1] != 0 {
		progress := false
		for w := range alive {
			for m := alive[w]; m != 0; m &= m - 1 {
				n := w*64 + trailing(m)
				if in[n][0]&alive[0]|in[n][1]&alive[1] == 0 {
					alive[w] &^= 1 << uint(n&63)
					progress = true
				}
			}
		}
		if !progress {
			return true
		}
	}
	return false
}
