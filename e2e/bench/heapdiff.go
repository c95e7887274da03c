package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
)

// heapDiff writes what grew from snapshot a to snapshot b: the reachable self size by node
// type, the classes whose count and size changed most, and the objects new in b grouped by
// the old object that dominates them (what holds the growth), by retained size.
func heapDiff(w io.Writer, an, bn string, a, b *snapshot, top int) {
	diffTypes(w, an, bn, a, b)
	diffClasses(w, a, b, top)
	diffNewHeld(w, bn, a, b, top)
}

// agg counts objects and adds up their sizes.
type agg struct {
	n    int
	size int64
}

// diffTypes prints the reachable self size of each node type in a and in b.
func diffTypes(w io.Writer, an, bn string, a, b *snapshot) {
	fmt.Fprintf(w, "heap diff %s -> %s:\n  reachable self size by node type (bytes):\n", an, bn)
	ra, rb := a.reachable(), b.reachable()
	types := map[string]bool{}
	for t := range ra {
		types[t] = true
	}
	for t := range rb {
		types[t] = true
	}
	var ts []string
	for t := range types {
		ts = append(ts, t)
	}
	sort.Strings(ts)
	var sa, sb int64
	for _, t := range ts {
		sa, sb = sa+ra[t], sb+rb[t]
		fmt.Fprintf(w, "    %-16s %9d %9d %+8d\n", t, ra[t], rb[t], rb[t]-ra[t])
	}
	fmt.Fprintf(w, "    %-16s %9d %9d %+8d\n", "total", sa, sb, sb-sa)
}

// diffClasses prints the top V8 classes by change of self size from a to b.
func diffClasses(w io.Writer, a, b *snapshot, top int) {
	classes := func(s *snapshot) map[string]agg {
		out := map[string]agg{}
		for i, n := range s.nodes {
			if s.idom[i] < 0 || n.typ == "native" || n.typ == "synthetic" {
				continue
			}
			g := out[n.class()]
			g.n++
			g.size += n.self
			out[n.class()] = g
		}
		return out
	}
	ca, cb := classes(a), classes(b)
	type row struct {
		class        string
		na, nb       int
		sizeA, sizeB int64
	}
	var rows []row
	for c, g := range cb {
		rows = append(rows, row{c, ca[c].n, g.n, ca[c].size, g.size})
	}
	for c, g := range ca {
		if _, ok := cb[c]; !ok {
			rows = append(rows, row{c, g.n, 0, g.size, 0})
		}
	}
	sort.Slice(rows, func(i, j int) bool {
		di, dj := rows[i].sizeB-rows[i].sizeA, rows[j].sizeB-rows[j].sizeA
		if di < 0 {
			di = -di
		}
		if dj < 0 {
			dj = -dj
		}
		return di > dj
	})
	fmt.Fprintf(w, "  V8 classes by change of self size (count a -> b, bytes a -> b):\n")
	for _, r := range rows[:min(top, len(rows))] {
		fmt.Fprintf(w, "    %+8d  %6d -> %-6d %8d -> %-8d %s\n", r.sizeB-r.sizeA, r.na, r.nb, r.sizeA, r.sizeB, r.class)
	}
}

// diffNewHeld prints the objects new in b by the old object that holds them.
func diffNewHeld(w io.Writer, bn string, a, b *snapshot, top int) {
	// New objects held by old ones: the retained size of each new subtree, by its old holder
	// and the path to it. The JS heap's used size counts V8's objects alone, not the
	// embedder's (Blink's "native" nodes, whose ids do not stay from one snapshot to the
	// next): the V8 part is reported on its own.
	for _, v8 := range []bool{true, false} {
		held := map[string]agg{}
		var total int64
		for i := range b.nodes {
			d := b.idom[i]
			if d < 0 || i == 0 || b.nodes[i].typ == "synthetic" || (b.nodes[i].typ == "native") == v8 {
				continue
			}
			if _, old := a.byID[b.nodes[i].id]; old {
				continue
			}
			if _, oldHolder := a.byID[b.nodes[d].id]; !oldHolder && d != 0 {
				continue
			}
			k := b.path(d, 3) + " holds " + b.nodes[i].class()
			g := held[k]
			g.n++
			g.size += b.retained[i]
			held[k] = g
			total += b.retained[i]
		}
		var hs []string
		for k := range held {
			hs = append(hs, k)
		}
		sort.Slice(hs, func(i, j int) bool { return held[hs[i]].size > held[hs[j]].size })
		kind := "V8"
		if !v8 {
			kind = "native"
		}
		fmt.Fprintf(w, "  %s objects new in %s, by the old object that dominates them (retained bytes, %d in all):\n", kind, bn, total)
		for _, k := range hs[:min(top, len(hs))] {
			fmt.Fprintf(w, "    %8d  %5d× %s\n", held[k].size, held[k].n, k)
		}
	}
}

// diffFiles reads two heap snapshots and writes what grew from the first to the second.
func diffFiles(w io.Writer, fa, fb string) error {
	var ss [2]*snapshot
	for i, f := range []string{fa, fb} {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		if ss[i], err = parseSnapshot(data); err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
	}
	heapDiff(w, filepath.Base(fa), filepath.Base(fb), ss[0], ss[1], 40)
	return nil
}
