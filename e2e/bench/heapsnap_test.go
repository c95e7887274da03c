package main

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// snapshotJSON builds a heap snapshot in Chromium's format from nodes (name, self size) and
// edges (from, to, weak), node 0 being the root.
func snapshotJSON(t *testing.T, nodes []snapNode, edges [][3]int) []byte {
	t.Helper()
	strs := []string{""}
	idx := func(s string) int {
		for i, x := range strs {
			if x == s {
				return i
			}
		}
		strs = append(strs, s)
		return len(strs) - 1
	}
	const nf = 7 // type, name, id, self_size, edge_count, trace_node_id, detachedness
	var ns, es []int
	for i, n := range nodes {
		count := 0
		var out []int
		for _, e := range edges {
			if e[0] == i {
				count++
				typ := 0 // "property"
				if e[2] == 1 {
					typ = 1 // "weak"
				}
				out = append(out, typ, idx("p"), e[1]*nf)
			}
		}
		ns = append(ns, 0, idx(n.name), int(n.id), int(n.self), count, 0, 0)
		es = append(es, out...)
	}
	doc := map[string]any{
		"snapshot": map[string]any{"meta": map[string]any{
			"node_fields": []string{"type", "name", "id", "self_size", "edge_count", "trace_node_id", "detachedness"},
			"node_types":  []any{[]string{"object"}, "string", "number", "number", "number", "number", "number"},
			"edge_fields": []string{"type", "name_or_index", "to_node"},
			"edge_types":  []any{[]string{"property", "weak"}, "string_or_number", "node"},
		}},
		"nodes":   ns,
		"edges":   es,
		"strings": strs,
	}
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestSnapshotRetained(t *testing.T) {
	nodes := []snapNode{
		{name: "root", id: 1, self: 0},
		{name: "A", id: 3, self: 10},
		{name: "B", id: 5, self: 20},
		{name: "C", id: 7, self: 40},
		{name: "D", id: 9, self: 80},
		{name: "E", id: 11, self: 160},
	}
	tests := []struct {
		name  string
		edges [][3]int
		want  map[string]int64 // retained size by node name; absent: not reachable
	}{
		{
			name:  "shared child dominated by the root",
			edges: [][3]int{{0, 1, 0}, {0, 2, 0}, {1, 3, 0}, {2, 3, 0}, {3, 4, 0}, {0, 5, 1}},
			want:  map[string]int64{"root": 150, "A": 10, "B": 20, "C": 120, "D": 80},
		},
		{
			name:  "chain",
			edges: [][3]int{{0, 1, 0}, {1, 2, 0}, {2, 3, 0}, {3, 4, 0}, {4, 5, 0}},
			want:  map[string]int64{"root": 310, "A": 310, "B": 300, "C": 280, "D": 240, "E": 160},
		},
		{
			name:  "a cycle held from one side",
			edges: [][3]int{{0, 1, 0}, {1, 2, 0}, {2, 1, 0}, {2, 3, 0}},
			want:  map[string]int64{"root": 70, "A": 70, "B": 60, "C": 40},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := parseSnapshot(snapshotJSON(t, nodes, tt.edges))
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int64{}
			for i, n := range s.nodes {
				if s.idom[i] >= 0 {
					got[n.name] = s.retained[i]
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("retained sizes (-want +got):\n%s", diff)
			}
		})
	}
}
