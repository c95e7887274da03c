package enginetest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// failures is a testing.TB that keeps the failures it is told of.
type failures struct {
	testing.TB
	errs []string
}

func (f *failures) Helper()                   {}
func (f *failures) Errorf(s string, a ...any) { f.errs = append(f.errs, s) }

func TestSays(t *testing.T) {
	tests := []struct {
		name     string
		has, not []string
		want     int // failures
	}{
		{"all there, none of the others", []string{"Goal", "cells"}, []string{"Levels"}, 0},
		{"one missing", []string{"Goal", "Groups"}, nil, 1},
		{"one unwanted", nil, []string{"cells", "Levels"}, 1},
		{"both", []string{"Groups"}, []string{"Goal"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &failures{TB: t}
			Says(f, "Goal: build every tile. 4 cells.", tt.has, tt.not)
			if diff := cmp.Diff(tt.want, len(f.errs)); diff != "" {
				t.Errorf("failures (-want +got):\n%s\n%q", diff, f.errs)
			}
		})
	}
}
