package shanghai

// table remembers states (sets of remaining slots) from which the search proved that no
// win exists. It is open addressing over a power-of-two array that doubles up to a limit
// and then overwrites: forgetting a state only costs searching it again, so a full table
// never makes the solver wrong.
type table struct {
	keys  []set
	used  int
	limit int // most entries
}

const probes = 4

func newTable(limit int) *table {
	return &table{keys: make([]set, 1<<12), limit: limit}
}

func (t *table) has(s *set) bool {
	mask := uint64(len(t.keys) - 1)
	h := s.hash()
	for k := uint64(0); k < probes; k++ {
		e := &t.keys[(h+k)&mask]
		if *e == *s {
			return true
		}
		if e.empty() {
			return false
		}
	}
	return false
}

// put adds s, which must not be the empty set (the empty set marks a free entry).
func (t *table) put(s *set) {
	if 2*t.used >= len(t.keys) && 2*len(t.keys) <= t.limit {
		old := t.keys
		t.keys = make([]set, 2*len(old))
		t.used = 0
		for i := range old {
			if !old[i].empty() {
				t.insert(&old[i])
			}
		}
	}
	t.insert(s)
}

func (t *table) insert(s *set) {
	mask := uint64(len(t.keys) - 1)
	h := s.hash()
	for k := uint64(0); k < probes; k++ {
		e := &t.keys[(h+k)&mask]
		if e.empty() {
			*e = *s
			t.used++
			return
		}
		if *e == *s {
			return
		}
	}
	t.keys[h&mask] = *s
}
