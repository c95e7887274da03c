package enginetest

import (
	"testing"

	"mahjong/engine"
)

// RoundTrip is the body of a parser's fuzz target, as net/netip's tests have one for every
// parser: text that parse refuses is fine (it must then say why); text it reads must print,
// by format, as text that parse reads back and that prints the same again. It returns what
// parse returned for text, for the checks a family adds.
func RoundTrip[T any](t *testing.T, text string, parse func(string) (T, error), format func(T) string) (T, error) {
	t.Helper()
	v, _, err := roundTrip(t, text, parse, format)
	return v, err
}

// RoundTripValue is RoundTrip for values that compare with ==, such as moves and tiles: the
// text printed must also read back as the very value it was printed from.
func RoundTripValue[T comparable](t *testing.T, text string, parse func(string) (T, error), format func(T) string) (T, error) {
	t.Helper()
	v, again, err := roundTrip(t, text, parse, format)
	if err == nil && again != v {
		t.Fatalf("%q reads as %v, printed %q, which reads as %v", text, v, format(v), again)
	}
	return v, err
}

func roundTrip[T any](t *testing.T, text string, parse func(string) (T, error), format func(T) string) (v, again T, err error) {
	t.Helper()
	v, err = parse(text)
	if err != nil {
		if err.Error() == "" {
			t.Fatalf("%q is refused with an empty message", text)
		}
		return v, again, err
	}
	printed := format(v)
	again, err2 := parse(printed)
	if err2 != nil {
		t.Fatalf("%q reads, but what it prints does not: %v\n%s", text, err2, printed)
	}
	if reprinted := format(again); reprinted != printed {
		t.Fatalf("%q prints differently once read back:\n%s\n---\n%s", text, printed, reprinted)
	}
	return v, again, nil
}

// CheckParse is the body of a position parser's fuzz target: what parse reads of text must
// round-trip (RoundTrip) and be a position of one of vs that CheckPosition passes, so that
// whatever a player's file says, the rules answer it without failing. It returns what parse
// returned, for the checks a family adds.
func CheckParse[P engine.Position](t *testing.T, text string, vs []*engine.Variant, parse func(string) (P, error)) (P, error) {
	t.Helper()
	p, err := RoundTrip(t, text, parse, P.String)
	if err == nil {
		CheckPosition(t, variantOf(t, vs, p), p)
	}
	return p, err
}

// variantOf returns the variant of vs that p is a position of, failing t when there is none.
func variantOf(t *testing.T, vs []*engine.Variant, p engine.Position) *engine.Variant {
	t.Helper()
	for _, v := range vs {
		if v.ID == p.Variant() {
			return v
		}
	}
	t.Fatalf("no variant %q", p.Variant())
	return nil
}
