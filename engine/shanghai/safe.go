package shanghai

// safe appends to out removals of the group's remaining tiles rem (n of them) that can be
// made now without losing any win, as slot pairs:
//   - all of them, when all are free: they can only pair among themselves, and removing
//     tiles never blocks a tile, so a winning line stays winning with them removed first;
//   - when three of four are free and one of those three blocks no remaining tile, the other
//     two: any winning line can be changed to remove those two first and the idle tile with
//     the fourth when the line removed the fourth (the idle tile is free all along and its
//     presence changes no other tile's freedom).
func (s *solver) safe(rem *set, n int, free, present *set, out []int) []int {
	fr := rem.and(*free)
	nf := fr.count()
	if nf < 2 {
		return out
	}
	if nf == n {
		return rem.list(out)
	}
	if n == 4 && nf == 3 {
		idle := -1
		fr.each(func(i int) {
			if idle < 0 && !s.l.blocks[i].meets(present) {
				idle = i
			}
		})
		if idle >= 0 {
			fr.each(func(i int) {
				if i != idle {
					out = append(out, i)
				}
			})
		}
	}
	return out
}
