package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// heapSnapshot writes a heap snapshot of pl's tab as DIR/NAME.heapsnapshot (Chromium's
// DevTools open it) and returns it parsed. Taking a snapshot collects garbage first.
func (pl *player) heapSnapshot(dir, name string) (*snapshot, error) {
	var mu sync.Mutex
	var buf bytes.Buffer
	ctx, cancel := context.WithCancel(pl.ctx)
	defer cancel()
	chromedp.ListenTarget(ctx, func(ev any) {
		if c, ok := ev.(*heapprofiler.EventAddHeapSnapshotChunk); ok {
			mu.Lock()
			buf.WriteString(c.Chunk)
			mu.Unlock()
		}
	})
	err := chromedp.Run(pl.ctx, heapprofiler.Enable(), heapprofiler.TakeHeapSnapshot().WithReportProgress(false))
	if err != nil {
		return nil, err
	}
	mu.Lock()
	data := append([]byte(nil), buf.Bytes()...)
	mu.Unlock()
	if err := os.WriteFile(filepath.Join(dir, name+".heapsnapshot"), data, 0o644); err != nil {
		return nil, err
	}
	return parseSnapshot(data)
}

// timelineJS counts the entries of each performance-timeline type that the browser keeps
// for a buffered observer, with their JSON size: the browser's own buffers next to the
// page's user-timing entries.
const timelineJS = `(async () => {
	const out = {};
	for (const type of PerformanceObserver.supportedEntryTypes) {
		const es = await new Promise((done) => {
			let o;
			const t = setTimeout(() => { o && o.disconnect(); done([]); }, 100);
			o = new PerformanceObserver((l) => { clearTimeout(t); o.disconnect(); done(l.getEntries()); });
			try { o.observe({type, buffered: true}); } catch (e) { clearTimeout(t); done([]); }
		});
		if (!es.length) continue;
		const names = {};
		for (const e of es) names[e.name] = (names[e.name] || 0) + 1;
		const top = Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([n, c]) => c + "× " + n.slice(-40));
		out[type] = {count: es.length, json: JSON.stringify(es).length, names: top};
	}
	return out;
})()`

type timelineCount struct {
	Count int      `json:"count"`
	JSON  int      `json:"json"`
	Names []string `json:"names"` // the most frequent entry names, with their counts
}

func (pl *player) timeline() (map[string]timelineCount, error) {
	var out map[string]timelineCount
	err := chromedp.Run(pl.ctx, chromedp.Evaluate(timelineJS, &out, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	return out, err
}

// snapshot is a parsed heap snapshot: one node per heap object, with its dominator-tree
// retained size.
type snapshot struct {
	nodes    []snapNode
	retained []int64
	idom     []int32
	byID     map[int64]int32
}

type snapNode struct {
	typ, name string
	id        int64
	self      int64
	edges     []int32 // strong edges' target nodes
}

// class is what DevTools' summary groups a node under.
func (n *snapNode) class() string {
	switch n.typ {
	case "object", "native":
		return n.name
	case "closure":
		return "(closure) " + trim(n.name, 40)
	case "code":
		return "(code) " + trim(n.name, 40)
	case "string", "concatenated string", "sliced string":
		return "(" + n.typ + ") " + trim(n.name, 24)
	case "hidden", "object shape", "array", "synthetic":
		return "(" + n.typ + ") " + trim(n.name, 40)
	}
	return "(" + n.typ + ")"
}

func trim(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func parseSnapshot(data []byte) (*snapshot, error) {
	var raw struct {
		Snapshot struct {
			Meta struct {
				NodeFields []string          `json:"node_fields"`
				NodeTypes  []json.RawMessage `json:"node_types"`
				EdgeFields []string          `json:"edge_fields"`
				EdgeTypes  []json.RawMessage `json:"edge_types"`
			} `json:"meta"`
		} `json:"snapshot"`
		Nodes   []int64  `json:"nodes"`
		Edges   []int64  `json:"edges"`
		Strings []string `json:"strings"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("heap snapshot: %w", err)
	}
	m := raw.Snapshot.Meta
	var nodeTypes, edgeTypes []string
	if err := json.Unmarshal(m.NodeTypes[0], &nodeTypes); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(m.EdgeTypes[0], &edgeTypes); err != nil {
		return nil, err
	}
	field := func(fs []string, name string) int {
		for i, f := range fs {
			if f == name {
				return i
			}
		}
		return -1
	}
	nf, ef := len(m.NodeFields), len(m.EdgeFields)
	fType, fName, fID, fSelf, fEdges := field(m.NodeFields, "type"), field(m.NodeFields, "name"), field(m.NodeFields, "id"), field(m.NodeFields, "self_size"), field(m.NodeFields, "edge_count")
	eType, eTo := field(m.EdgeFields, "type"), field(m.EdgeFields, "to_node")
	s := &snapshot{nodes: make([]snapNode, len(raw.Nodes)/nf), byID: map[int64]int32{}}
	e := 0
	for i := range s.nodes {
		r := raw.Nodes[i*nf : (i+1)*nf]
		n := &s.nodes[i]
		n.typ, n.name, n.id, n.self = nodeTypes[r[fType]], raw.Strings[r[fName]], r[fID], r[fSelf]
		s.byID[n.id] = int32(i)
		for k := int64(0); k < r[fEdges]; k, e = k+1, e+1 {
			er := raw.Edges[e*ef : (e+1)*ef]
			if edgeTypes[er[eType]] == "weak" {
				continue
			}
			n.edges = append(n.edges, int32(er[eTo]/int64(nf)))
		}
	}
	s.dominators()
	return s, nil
}

// dominators computes each node's immediate dominator from the root (node 0) and its
// retained size (Cooper, Harvey and Kennedy's iterative algorithm on a reverse postorder).
func (s *snapshot) dominators() {
	n := len(s.nodes)
	post, order, seen := s.postOrder()
	preds := make([][]int32, n)
	for v := range s.nodes {
		if !seen[v] {
			continue
		}
		for _, w := range s.nodes[v].edges {
			preds[w] = append(preds[w], int32(v))
		}
	}
	idom := make([]int32, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	intersect := func(a, b int32) int32 {
		for a != b {
			for post[a] < post[b] {
				a = idom[a]
			}
			for post[b] < post[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			v := order[i]
			if v == 0 {
				continue
			}
			nd := int32(-1)
			for _, p := range preds[v] {
				if idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[v] != nd {
				idom[v], changed = nd, true
			}
		}
	}
	s.idom = idom
	s.retained = make([]int64, n)
	for _, v := range order { // children before their dominators
		s.retained[v] += s.nodes[v].self
		if v != 0 && idom[v] >= 0 {
			s.retained[idom[v]] += s.retained[v]
		}
	}
}

// postOrder walks the graph depth first from the root, without recursion (a heap's chains
// are deep): each reached node's place in post order, the nodes in that order, and which
// nodes were reached.
func (s *snapshot) postOrder() (post, order []int32, seen []bool) {
	n := len(s.nodes)
	post = make([]int32, n)
	for i := range post {
		post[i] = -1
	}
	type frame struct{ v, next int32 }
	seen = make([]bool, n)
	stack := []frame{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if int(f.next) < len(s.nodes[f.v].edges) {
			w := s.nodes[f.v].edges[f.next]
			f.next++
			if !seen[w] {
				seen[w] = true
				stack = append(stack, frame{w, 0})
			}
			continue
		}
		post[f.v] = int32(len(order))
		order = append(order, f.v)
		stack = stack[:len(stack)-1]
	}
	return post, order, seen
}

// reachable is the self size of the nodes reachable from the root, by node type.
func (s *snapshot) reachable() map[string]int64 {
	out := map[string]int64{}
	for i, n := range s.nodes {
		if s.idom[i] >= 0 {
			out[n.typ] += n.self
		}
	}
	return out
}

// path names node i by its class and those of up to n of its dominators.
func (s *snapshot) path(i int32, n int) string {
	p := s.nodes[i].class()
	for ; n > 0 && i > 0 && s.idom[i] > 0; n-- {
		i = s.idom[i]
		p = s.nodes[i].class() + " > " + p
	}
	return p
}
