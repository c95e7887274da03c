package main

import "math"

// designs returns every design. Counts are in the comments; the program prints them.
func designs() []design {
	W, H, R := whole, half, rows
	return []design{
		// Small: 36 to 72 tiles, for phones and quick games.
		{"pebble", "Small", []layer{
			l(W, W, oval(4.3, 2.6)),
			l(W, W, oval(2.6, 1.4)),
			l(H, W, box(0.5, 0)),
		}},
		{"tower", "Small", []layer{
			l(W, W, box(2, 2)),
			l(H, H, box(1.5, 1.5)),
			l(W, W, box(1, 1)),
			l(H, H, box(0.5, 0.5)),
		}},
		{"kite", "Small", []layer{
			l(W, W, dia(4, 4)),
			l(W, W, dia(2.5, 2.5)),
			l(H, W, box(0.5, 0)),
		}},
		{"halo", "Small", []layer{
			l(W, W, minus(oval(5, 3.2), oval(3, 1.4))),
			l(W, W, inter(minus(oval(5, 3.2), oval(3, 1.4)), union(vband(0, 0), band(0, 0)))),
		}},
		{"clover", "Small", []layer{
			l(W, W, union(at(1.5, 1.5, oval(1.6, 1.6)), box(1, 1))),
			l(H, H, union(at(1.5, 1.5, box(0.6, 0.6)), box(0.5, 0.5))),
			l(W, W, box(0, 0)),
		}},
		{"bowtie", "Small", []layer{
			l(H, W, inter(box(5, 3), fn(func(u, v float64) bool { return math.Abs(v) <= 0.2+0.7*math.Abs(u) }))),
			l(H, W, inter(box(4, 2), band(2, 4), fn(func(u, v float64) bool { return math.Abs(v) <= 0.7*math.Abs(u)-0.8 }))),
		}},
		{"comb", "Small", []layer{
			l(H, W, union(box(5, 0), inter(box(5, 2), fn(func(u, v float64) bool { return int(math.Abs(u))%2 == 0 })))),
			l(H, W, inter(box(5, 0), band(1, 5))),
		}},
		{"hive", "Small", []layer{
			l(R, W, inter(dia(5.2, 4.2), box(4, 3))),
			l(R, W, inter(dia(3.2, 2.2), box(3, 2))),
		}},

		// Shapes, near 144 tiles.
		{"ziggurat", "Shapes", []layer{
			l(H, W, box(5.5, 3)),
			l(H, W, box(3.5, 2)),
			l(H, W, box(2.5, 1)),
			l(H, W, box(0.5, 0)),
		}},
		{"star", "Small", []layer{
			l(W, W, union(inter(box(8, 0.5), fn(func(u, v float64) bool { return math.Abs(v) <= 1.4-0.17*math.Abs(u) })),
				inter(box(1, 5), fn(func(u, v float64) bool { return math.Abs(u) <= 1.2-0.2*math.Abs(v) })), dia(3.5, 3.5))),
			l(W, W, dia(2.5, 2.5)),
			l(H, H, box(0.5, 0.5)),
		}},
		{"cross", "Shapes", []layer{
			l(W, W, union(box(7, 1), box(1.5, 5))),
			l(W, W, union(box(5, 1), box(1, 4))),
			l(W, W, union(box(3, 0), box(0, 3))),
			l(W, W, box(0, 0)),
		}},
		{"hexagon", "Shapes", []layer{
			l(W, W, minus(inter(box(7, 4), fn(func(u, v float64) bool { return math.Abs(u)+0.75*math.Abs(v) <= 7.01 })), box(0, 0))),
			l(H, H, inter(box(4.5, 2.5), fn(func(u, v float64) bool { return math.Abs(u)+0.75*math.Abs(v) <= 4.3 }))),
		}},
		{"crater", "Shapes", []layer{
			l(W, W, minus(oval(6.2, 3.8), box(0, 0))),
			l(W, W, minus(oval(6.2, 3.8), oval(4.2, 2))),
			l(W, W, minus(oval(5.4, 3.1), oval(4.5, 2.3))),
		}},
		{"saltire", "Shapes", []layer{
			l(H, W, inter(box(7, 4), fn(func(u, v float64) bool { return math.Abs(math.Abs(u)-1.6*math.Abs(v)) <= 1.6 }))),
			l(H, W, inter(box(6, 3), fn(func(u, v float64) bool { return math.Abs(math.Abs(u)-1.6*math.Abs(v)) <= 0.8 }))),
			l(H, W, inter(box(4, 2), fn(func(u, v float64) bool { return math.Abs(math.Abs(u)-1.6*math.Abs(v)) <= 0.8 }))),
		}},
		{"lattice", "Shapes", []layer{
			l(W, W, inter(box(7, 4), fn(func(u, v float64) bool { return int(math.Abs(u))%3 == 0 || int(math.Abs(v))%2 == 0 }))),
			l(W, W, inter(box(7, 4), fn(func(u, v float64) bool { return int(math.Abs(u))%3 == 0 && int(math.Abs(v))%2 == 0 }))),
			l(W, W, inter(box(6, 2), fn(func(u, v float64) bool { return int(math.Abs(u))%3 == 0 && int(math.Abs(v))%2 == 0 }))),
			l(W, W, box(0, 0)),
		}},
		{"honeycomb", "Shapes", []layer{
			l(R, W, inter(box(6, 3), dia(8, 5.5))),
			l(R, W, inter(box(4, 2), dia(5.5, 3.5))),
			l(R, W, minus(inter(box(2, 1), dia(3, 2)), box(0, 0))),
		}},
		{"atom", "Shapes", []layer{
			l(W, W, union(minus(oval(7.5, 2.6), oval(5.6, 1.2)), minus(oval(2.5, 5), oval(1.2, 3.4)), box(1, 1))),
			l(W, W, union(inter(minus(oval(7.5, 2.6), oval(5.6, 1.2)), band(5, 8)), box(1, 1))),
			l(H, H, box(0.5, 0.5)),
		}},
		{"spindle", "Shapes", []layer{
			l(H, W, inter(box(8, 3), fn(func(u, v float64) bool { return math.Abs(v) <= 3.2-0.35*math.Abs(u) }))),
			l(H, W, inter(box(6, 2), fn(func(u, v float64) bool { return math.Abs(v) <= 2.2-0.35*math.Abs(u) }))),
			l(H, W, inter(box(4, 1), fn(func(u, v float64) bool { return math.Abs(v) <= 1.2-0.3*math.Abs(u) }))),
			l(H, W, box(1, 0)),
		}},
		{"chevrons", "Shapes", []layer{
			l(H, W, inter(box(7, 4), fn(func(u, v float64) bool { d := v + 0.6*math.Abs(u); return math.Mod(d+20, 3) < 1.6 }))),
			l(H, W, inter(box(6, 3), fn(func(u, v float64) bool { d := v + 0.6*math.Abs(u); return math.Mod(d+20, 3) < 0.6 }))),
		}},
		{"waves", "Shapes", []layer{
			l(W, W, inter(box(8, 4), fn(func(u, v float64) bool { return math.Abs(u) <= 5.2+1.5*math.Cos(v*1.2) }))),
			l(W, W, inter(box(5, 3), fn(func(u, v float64) bool { return math.Abs(u) <= 3.5+1.5*math.Cos(v*1.2) }))),
		}},
		{"plain", "Shapes", []layer{
			l(W, W, minus(box(8, 4), union(at(4, 2, box(1, 0)), box(0, 0)))),
		}},
		{"diamonds", "Shapes", []layer{
			l(W, W, union(at(4, 0, dia(3.5, 3.5)), dia(2, 4.5))),
			l(W, W, union(at(4, 0, dia(2.5, 2.5)), dia(1, 3))),
			l(W, W, union(at(4, 0, dia(1.5, 1.5)), dia(0, 1))),
			l(W, W, at(4, 0, dia(0.5, 0.5))),
		}},
		// Nature.
		{"butterfly", "Nature", []layer{
			l(W, W, union(inter(band(1, 8), union(atX(3.6, -1.8, oval(3, 2.4)), atX(2.8, 2.4, oval(2.2, 1.8)))), box(0, 3.5), atX(1, -4, box(0, 0)))),
			l(W, W, union(atX(3.8, -1.8, oval(1.8, 1.3)), atX(2.8, 2.4, oval(1, 0.8)), box(0, 2.5))),
			l(W, W, atX(3.8, -1.8, oval(0.8, 0.6))),
		}},
		{"flower", "Nature", []layer{
			l(W, W, union(oval(2.5, 2.5), at(4.2, 0, oval(2, 1.4)), at(0, 4, oval(1.4, 1.8)), at(3, 3, oval(1.5, 1.5)))),
			l(W, W, union(oval(1.9, 1.9), at(4.2, 0, box(1, 0)), at(0, 4, box(0, 1)))),
			l(H, H, inter(box(1.5, 1.5), dia(2.5, 2.5))),
			l(W, W, box(1, 1)),
			l(W, W, box(0, 0)),
		}},
		{"tree", "Nature", []layer{
			l(W, W, union(inter(box(7, 4), fn(func(u, v float64) bool { return v <= 2.5 && math.Abs(u) <= 2+0.9*(v+4) })), inter(box(1, 5), vband(0, 5)))),
			l(W, W, inter(box(5, 4), fn(func(u, v float64) bool { return v <= 1.5 && math.Abs(u) <= 0.5+0.8*(v+4) }))),
			l(W, W, inter(box(3, 4), fn(func(u, v float64) bool { return v <= 0.5 && math.Abs(u) <= 0.5*(v+4) }))),
		}},
		{"mountain", "Nature", []layer{
			l(W, W, dia(7.5, 4.5)),
			l(W, W, dia(5.5, 3.3)),
			l(W, W, dia(4, 2.2)),
			l(W, W, dia(2.5, 1.2)),
			l(H, W, box(0.5, 0)),
		}},
		{"island", "Nature", []layer{
			l(W, W, oval(7, 4.2)),
			l(H, H, oval(4.5, 2.2)),
			l(W, W, union(at(2, 0, oval(1.2, 1.1)), box(0, 0))),
		}},
		{"lotus", "Nature", []layer{
			l(H, W, union(oval(7.3, 2.4), at(2.6, 2, oval(1.6, 2.4)), box(1, 4))),
			l(H, W, union(oval(5.2, 1.4), at(2.4, 2, oval(0.8, 1.2)), box(1, 3))),
			l(H, W, union(oval(3.2, 0.5), box(1, 2))),
		}},
		{"snowflake", "Nature", []layer{
			l(W, W, union(box(7, 0), box(0, 5), fn(func(u, v float64) bool { return math.Abs(math.Abs(v)-0.75*math.Abs(u)) <= 0.45 && math.Abs(u) <= 6 }),
				at(4, 0, box(0, 1.5)), at(0, 3, box(1.5, 0)), box(1.5, 1.5))),
			l(W, W, union(box(5, 0), box(0, 4), box(1, 1))),
			l(H, H, box(0.5, 0.5)),
		}},
		{"leaf", "Nature", []layer{
			l(W, W, inter(oval(8, 4.5), fn(func(u, v float64) bool { return math.Abs(v) <= 4.6*math.Cos(u/8*math.Pi/2) }))),
			l(W, W, union(box(6, 0), inter(oval(5, 2.5), fn(func(u, v float64) bool { return math.Abs(math.Abs(v)-0.5*math.Abs(u)) <= 0.6 })))),
		}},
		// Buildings.
		{"fortress", "Buildings", []layer{
			l(W, W, union(minus(box(6, 4), box(4, 2)), box(1, 1))),
			l(W, W, union(at(5.5, 3.5, box(1, 1)), box(1, 1))),
			l(H, H, union(at(5.5, 3.5, box(0.5, 0.5)), box(0.5, 0.5))),
		}},
		{"pagoda", "Buildings", []layer{
			l(H, W, box(4.5, 3)),
			l(W, W, box(3, 2)),
			l(H, W, box(3.5, 1)),
			l(W, W, box(2, 0)),
			l(H, W, box(0.5, 0)),
		}},
		{"arena", "Buildings", []layer{
			l(W, W, minus(oval(6.5, 4.2), oval(3.6, 1.6))),
			l(W, W, minus(oval(6.5, 4.2), oval(4.9, 2.8))),
			l(W, W, minus(oval(6.5, 4.2), oval(5.8, 3.5))),
		}},
		{"temple", "Buildings", []layer{
			l(H, W, union(box(5.5, 0), inter(box(5.5, 3), fn(func(u, v float64) bool { return int(math.Abs(u))%2 == 1 })), at(0, 4, box(6.5, 0)))),
			l(H, W, union(box(4.5, 0), at(0, 4, box(5.5, 0)))),
			l(H, W, union(box(2.5, 0), at(0, 4, box(4.5, 0)))),
			l(H, W, at(0, 4, box(1.5, 0))),
		}},
		{"gatehouse", "Buildings", []layer{
			l(H, W, union(atX(4.5, 0, box(1.5, 4)), box(6, 0))),
			l(H, W, atX(4.5, 0, box(1.5, 3))),
			l(H, W, atX(4.5, 0, box(1, 2))),
			l(H, H, atX(4.5, 0, box(0.5, 0.5))),
		}},
		{"courtyard", "Buildings", []layer{
			l(H, H, minus(box(6.5, 4.5), box(2.5, 1.5))),
			l(H, H, at(6, 4, box(0.5, 0.5))),
		}},
		{"lighthouse", "Buildings", []layer{
			l(H, W, union(box(5, 1), box(1, 4), at(1, 4, box(1, 0)))),
			l(H, W, union(box(3, 0), box(1, 4))),
			l(H, W, box(1, 3)),
			l(H, W, box(0.5, 2)),
			l(H, H, box(0.5, 0.5)),
		}},
		{"castle", "Buildings", []layer{
			l(W, W, minus(union(box(5, 2), at(5, 2, oval(1.5, 1.5))), box(0, 0))),
			l(W, W, union(minus(box(5, 2), box(4, 1)), at(5, 2, box(1, 1)))),
			l(W, W, at(5, 2, box(0, 0))),
		}},
		{"bridge", "Buildings", []layer{
			l(H, W, union(box(8, 1), at(6, 0, box(1, 3)))),
			l(H, W, union(box(8, 1), at(6, 0, box(1, 2)))),
			l(H, W, at(6, 0, box(1, 1))),
		}},
		{"stairs", "Large", []layer{
			l(H, W, box(7.5, 3)),
			l(H, W, inter(box(7.5, 3), band(2, 7.5))),
			l(H, W, inter(box(7.5, 3), band(4, 7.5))),
			l(H, W, inter(box(7.5, 3), band(6, 7.5))),
		}},
		// Large: more than 144 tiles, repeating the set.
		{"great-wall", "Large", []layer{
			l(H, W, union(box(12, 1), at(11.5, 2.5, box(0, 0.5)), at(4, 2, box(1, 1)))),
			l(H, W, union(box(12, 1), at(4, 2, box(1, 1)))),
			l(H, W, inter(box(12, 1), fn(func(u, v float64) bool { return int(math.Abs(u)+0.5)%2 == 0 }))),
		}},
		{"citadel", "Large", []layer{
			l(W, W, union(box(7, 4), at(7, 4, oval(1.5, 1.5)))),
			l(W, W, union(minus(box(7, 4), box(6, 3)), box(3, 1), at(7, 4, box(1, 1)))),
			l(W, W, union(box(2, 1), at(7, 4, box(0, 0)))),
			l(W, W, box(1, 0)),
		}},
		{"summit", "Large", []layer{
			l(W, W, dia(10, 6)),
			l(W, W, dia(8, 4.5)),
			l(W, W, dia(6, 3.2)),
			l(W, W, dia(4, 2)),
			l(H, W, box(1.5, 0)),
		}},
		{"twin-peaks", "Large", []layer{
			l(W, W, union(at(5, 0, dia(5, 5)), box(6, 2))),
			l(W, W, union(at(5, 0, dia(3.5, 3.5)), box(0, 0))),
			l(W, W, at(5, 0, dia(2.5, 2.5))),
			l(W, W, at(5, 0, dia(1.5, 1.5))),
			l(W, W, at(5, 0, dia(0.5, 0.5))),
		}},
		{"grand-pyramid", "Large", []layer{
			l(W, W, box(6, 3.5)),
			l(H, H, box(5.5, 3)),
			l(W, W, box(5, 2.5)),
			l(H, H, box(4.5, 2)),
			l(H, W, box(3.5, 1.5)),
		}},
	}
}
