package oneplayer

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/wasm/board"
)

// TestViewResult: the View compares the score with the record the controller hands it, and
// with none in a replay, whose score is another player's.
func TestViewResult(t *testing.T) {
	over := opPosition(opOver)
	tests := []struct {
		name string
		g    board.Game
		want Record
	}{
		{"the first score", board.Game{Seconds: 245}, Record{Known: true}},
		{"a record", board.Game{Seconds: 245, Best: 1500, Scored: 4}, Record{Known: true, Best: 1500, Scored: 4}},
		{"counted already", board.Game{Seconds: 245, Best: 1500, Scored: 4, Counted: true},
			Record{Known: true, Counted: true, Best: 1500, Scored: 4}},
		{"a replay", board.Game{Seconds: 245, Best: 1500, Scored: 4, Replay: true}, Record{}},
	}
	var v View
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want, wantOK := Result(over.Status(), over.Score(), tt.want, 245)
			got, ok := v.Result(over, tt.g)
			if diff := cmp.Diff(want, got); diff != "" || ok != wantOK || !ok {
				t.Errorf("Result = %v (-want +got):\n%s", ok, diff)
			}
		})
	}
	if _, ok := v.Result(opPosition(opFirst), board.Game{}); ok {
		t.Error("a game in play has a result")
	}
}

// TestViewCounts: the tiles in the wall and the turn.
func TestViewCounts(t *testing.T) {
	var v View
	for _, tt := range []struct {
		name       string
		text       string
		wall, turn int
	}{
		{"first turn", opFirst, opPosition(opFirst).WallLeft(), 1},
		{"last turn", opLastTurn, 0, opPosition(opLastTurn).Turn()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			wall, turn := v.Counts(opPosition(tt.text), nil)
			if wall != tt.wall || turn != tt.turn {
				t.Errorf("Counts = %d, %d; want %d, %d", wall, turn, tt.wall, tt.turn)
			}
		})
	}
	if a, b := v.TilesLabel(), v.MovesLabel(); a != "Wall" || b != "Turn" {
		t.Errorf("labels = %q, %q; want Wall, Turn", a, b)
	}
}

// TestViewHinted: the hint of a finished game is its notice alone.
func TestViewHinted(t *testing.T) {
	var v View
	marks, notice := v.Hinted(opPosition(opOver), engine.Move{}, engine.Unknown)
	if marks != nil || notice != NoticeOver {
		t.Errorf("Hinted = %v, %q; want none, %q", marks, notice, NoticeOver)
	}
}
