package shanghai

// dead reports whether the n remaining tiles rem of one group can never all be removed:
// every way to pair them puts together two tiles one of which lies, directly or through a
// stack of remaining tiles, on the other, so the lower one cannot be free while the upper
// one is there.
func (s *solver) dead(rem *set, n int, present *set) bool {
	var ts [4]int
	k := 0
	rem.each(func(i int) {
		if k < 4 {
			ts[k] = i
		}
		k++
	})
	switch n {
	case 2:
		return s.l.stacked(ts[0], ts[1], present)
	case 4:
		for _, m := range [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
			if !s.l.stacked(ts[m[0]], ts[m[1]], present) && !s.l.stacked(ts[m[2]], ts[m[3]], present) {
				return false
			}
		}
		return true
	}
	return false
}

// stacked reports whether a lies above b or b above a, through a chain of present tiles each
// covering the next.
func (l *Layout) stacked(a, b int, present *set) bool {
	return l.over(a, b, present) || l.over(b, a, present)
}

// over reports whether top must be removed before low can be free: top covers low, or
// covers a present tile that (recursively) covers low.
func (l *Layout) over(top, low int, present *set) bool {
	if l.Slots[top].Z <= l.Slots[low].Z {
		return false
	}
	seen := l.above[low].and(*present)
	frontier := seen
	for !frontier.empty() {
		if frontier.has(top) {
			return true
		}
		var next set
		frontier.each(func(i int) {
			next = or(next, l.above[i])
		})
		next = next.and(*present).andNot(seen)
		seen = or(seen, next)
		frontier = next
	}
	return false
}
