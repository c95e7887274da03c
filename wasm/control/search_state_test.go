//go:build !js

package control

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	freecellview "mahjong/wasm/freecell"
	"mahjong/wasm/msg"
)

func TestLongSearch(t *testing.T) {
	type button struct {
		Text, Label string
	}
	type state struct {
		Button    button
		On        bool
		Current   []bool // current(1), current(2)
		Cancelled string
		Stopped   []bool // whether each search's context is done
	}
	for _, tc := range []struct {
		name  string
		steps []string // "hint", "deal": a search begun; "end": the search ended
		want  state
	}{
		{"a hint's search", []string{"hint"}, state{
			Button: button{msg.T("Cancel"), msg.T("Cancel the search")}, On: true, Current: []bool{true, false},
			Cancelled: msg.T(freecellview.HintCancelled), Stopped: []bool{false}}},
		{"ended", []string{"hint", "end"}, state{
			Button: button{msg.T("Hint"), ""}, Current: []bool{false, false},
			Cancelled: msg.T(freecellview.HintCancelled), Stopped: []bool{true}}},
		{"a deal's search replaces it", []string{"hint", "deal"}, state{
			Button: button{msg.T("Cancel"), msg.T("Cancel the search")}, On: true, Current: []bool{false, true},
			Cancelled: msg.T(freecellview.DealCancelled), Stopped: []bool{true, false}}},
		{"and ends", []string{"hint", "deal", "end"}, state{
			Button: button{msg.T("Hint"), ""}, Current: []bool{false, false},
			Cancelled: msg.T(freecellview.DealCancelled), Stopped: []bool{true, true}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			el := newFakeDoc(t).el("hint")
			s := longSearch{button: el}
			var stopped []func() bool
			for _, step := range tc.steps {
				switch step {
				case "hint", "deal":
					kind := hintSearch
					if step == "deal" {
						kind = dealSearch
					}
					ctx, _ := s.begin(kind)
					stopped = append(stopped, func() bool { return ctx.Err() != nil })
				case "end":
					if !s.end() {
						t.Fatalf("%v: end found no search", tc.steps)
					}
				}
			}
			got := state{Button: button{el.text, el.attrs["aria-label"]}, On: s.on,
				Current: []bool{s.current(1), s.current(2)}, Cancelled: s.cancelled()}
			for _, f := range stopped {
				got.Stopped = append(got.Stopped, f())
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%v (-want +got):\n%s", tc.steps, diff)
			}
		})
	}
}

func TestDealOf(t *testing.T) {
	for _, tc := range []struct {
		random, want uint64
	}{
		{0, 1},
		{1<<31 - 1, 1 << 31},
		{1 << 31, 1},
		{1<<64 - 1, 1 << 31},
	} {
		t.Run(strconv.FormatUint(tc.random, 10), func(t *testing.T) {
			if got := dealOf(tc.random); got != tc.want {
				t.Errorf("dealOf(%d) = %d, want %d", tc.random, got, tc.want)
			}
		})
	}
}
