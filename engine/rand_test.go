package engine

import (
	"strconv"
	"strings"
	"testing"

	"mahjong/engine/golden"
)

// Every deal of every game comes from this stream: if this golden file changes, every deal
// number in every saved game, statistic and shared link now means another deal.
func TestRandGolden(t *testing.T) {
	var b strings.Builder
	for _, seed := range []struct {
		label string
		n     uint64
	}{{"", 0}, {"shanghai-turtle", 1}, {"shanghai-turtle", 2}, {"sea-winds/shuffle", 1 << 40}} {
		r := NewRand(seed.label, seed.n)
		b.WriteString(strconv.Quote(seed.label) + " " + strconv.FormatUint(seed.n, 10) + ":")
		for i := 0; i < 4; i++ {
			b.WriteString(" " + strconv.FormatUint(r.Uint64(), 16))
		}
		b.WriteString(" |")
		for _, n := range []int{1, 2, 3, 10, 144, 1 << 30} {
			b.WriteString(" " + strconv.Itoa(r.Intn(n)))
		}
		perm := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
		r.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
		b.WriteString(" |")
		for _, p := range perm {
			b.WriteString(" " + strconv.Itoa(p))
		}
		b.WriteByte('\n')
	}
	golden.CheckTestdata(t, "rand.golden", b.String())
}

// SplitMix64's published reference output for seed 0 after one step pins the finaliser.
func TestRandSplitMix64Reference(t *testing.T) {
	r := &Rand{state: 0}
	if got, want := r.Uint64(), uint64(0xe220a8397b1dcdaf); got != want {
		t.Errorf("first output of state 0 = %#x, want %#x", got, want)
	}
}

func TestIntnUniform(t *testing.T) {
	r := NewRand("uniform", 7)
	const n, draws = 6, 60000
	var counts [n]int
	for i := 0; i < draws; i++ {
		counts[r.Intn(n)]++
	}
	for v, c := range counts {
		// Expected 10000 each; 5 standard deviations is about 456.
		if c < 9500 || c > 10500 {
			t.Errorf("value %d drawn %d times in %d, far from %d", v, c, draws, draws/n)
		}
	}
}

func TestIntnPanicsOnBadBound(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Intn(0) did not panic")
		}
	}()
	NewRand("", 0).Intn(0)
}
