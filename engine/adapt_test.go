package engine

import (
	"context"
	"testing"
)

// TestSolverOf: the adapters call the family's function for the family's positions, and
// answer Unknown for any other position or none.
func TestSolverOf(t *testing.T) {
	solve := SolverOf(func(_ context.Context, c count) Solution { return Solution{Verdict: Solved, Score: c.n} })
	hint := HinterOf(func(_ context.Context, c count) (Move, Verdict) { return Move{To: Place(c.n)}, Solved })
	tests := []struct {
		name  string
		p     Position
		want  Solution
		wantM Move
		wantV Verdict
	}{
		{"the family's", count{n: 3}, Solution{Verdict: Solved, Score: 3}, Move{To: 3}, Solved},
		{"another family's", &listed{}, Solution{Verdict: Unknown}, Move{}, Unknown},
		{"none", nil, Solution{Verdict: Unknown}, Move{}, Unknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := solve(context.Background(), tt.p); got.Verdict != tt.want.Verdict || got.Score != tt.want.Score {
				t.Errorf("Solve = %+v, want %+v", got, tt.want)
			}
			if m, v := hint(context.Background(), tt.p); m != tt.wantM || v != tt.wantV {
				t.Errorf("Hint = %v, %v; want %v, %v", m, v, tt.wantM, tt.wantV)
			}
		})
	}
}
