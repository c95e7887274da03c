package engine

import "math/bits"

// Rand is the project's only source of randomness for deals and shuffles. It is written out
// here, rather than taken from math/rand, so that a deal number gives the same deal on every
// machine, in every browser and with every Go release.
//
// The generator is SplitMix64 (Steele, Lea and Flood, 2014): the state advances by the golden
// gamma 0x9E3779B97F4A7C15 and each output is the state passed through the finaliser below.
// A stream is seeded from a label (the variant id, plus a purpose such as "shuffle") and a
// number: the 64-bit FNV-1a hash of the label, xor the number times the gamma. Golden tests
// pin the first outputs of known seeds; changing anything here changes every deal.
type Rand struct {
	state uint64
}

const gamma = 0x9E3779B97F4A7C15

// NewRand returns the stream for label and n.
func NewRand(label string, n uint64) *Rand {
	h := uint64(14695981039346656037)
	for i := 0; i < len(label); i++ {
		h ^= uint64(label[i])
		h *= 1099511628211
	}
	return &Rand{state: h ^ n*gamma}
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.state += gamma
	return Mix64(r.state)
}

// Mix64 is SplitMix64's finaliser: it spreads the bits of z over all 64 bits of the result,
// for the deal stream and for the solvers' hashes and tie-breaking noise.
func Mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Intn returns a uniform integer in [0, n). It panics if n <= 0.
//
// It uses Lemire's multiply-and-reject method, so that no value is favoured.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("engine: Intn of a non-positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes n items with swap, by Fisher–Yates from the last item down.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}
