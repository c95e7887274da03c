package main

import "math"

// The shapes, in tiles from the board's centre. All are symmetric about both axes unless
// moved by at.

func box(w, h float64) shape {
	return func(u, v float64) bool { return math.Abs(u) <= w+0.01 && math.Abs(v) <= h+0.01 }
}

func oval(rx, ry float64) shape {
	return func(u, v float64) bool { return (u/rx)*(u/rx)+(v/ry)*(v/ry) <= 1.0001 }
}

func dia(rx, ry float64) shape {
	return func(u, v float64) bool { return math.Abs(u)/rx+math.Abs(v)/ry <= 1.0001 }
}

// at moves s to (du, dv) and mirrors it into all four quarters.
func at(du, dv float64, s shape) shape {
	return func(u, v float64) bool { return s(math.Abs(u)-du, math.Abs(v)-dv) }
}

// atX moves s to (du, dv) and mirrors it left to right only.
func atX(du, dv float64, s shape) shape {
	return func(u, v float64) bool { return s(math.Abs(u)-du, v-dv) }
}

func union(ss ...shape) shape {
	return func(u, v float64) bool {
		for _, s := range ss {
			if s(u, v) {
				return true
			}
		}
		return false
	}
}

func inter(ss ...shape) shape {
	return func(u, v float64) bool {
		for _, s := range ss {
			if !s(u, v) {
				return false
			}
		}
		return true
	}
}

func not(s shape) shape { return func(u, v float64) bool { return !s(u, v) } }

func minus(a, b shape) shape { return inter(a, not(b)) }

// band is |u| within lo..hi.
func band(lo, hi float64) shape {
	return func(u, v float64) bool { a := math.Abs(u); return a >= lo-0.01 && a <= hi+0.01 }
}

// vband is |v| within lo..hi.
func vband(lo, hi float64) shape {
	return func(u, v float64) bool { a := math.Abs(v); return a >= lo-0.01 && a <= hi+0.01 }
}

// fn is a shape from a plain condition.
func fn(f func(u, v float64) bool) shape { return f }

func l(px, py int, in shape) layer { return layer{px, py, in} }
