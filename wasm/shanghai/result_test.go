package shanghai

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
)

func TestShanghaiResult(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		want   board.Result
		wantOK bool
	}{
		{"playing", square1, board.Result{}, false},
		{"stuck with a shuffle that helps is still playing", header("5") + stuck, board.Result{}, false},
		{"won", header("2") + cleared, board.Result{Kind: "won", Title: "You won!",
			Text: "Every tile is cleared, in 4:05. Start a new deal, or play this one again."}, true},
		{"lost, no shuffle left", header("0") + stuck, board.Result{Kind: "lost", Title: "No moves left",
			Text: "No pair of free tiles is left and no shuffle remains, with 4 tiles on the board. Undo to try another way, restart this deal, or start a new one.",
			Undo: true}, true},
		{"lost, shuffles left that cannot help", header("4") + apart, board.Result{Kind: "lost", Title: "No moves left",
			Text: "No pair of free tiles is left, and no shuffle of the remaining tiles can free one, with 2 tiles on the board. Undo to try another way, restart this deal, or start a new one.",
			Undo: true}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.text)
			got, ok := Result(p.Status(), p.Remaining(), p.ShufflesLeft(), 245)
			if ok != tt.wantOK {
				t.Fatalf("ended = %v, want %v", ok, tt.wantOK)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ShanghaiResult (-want +got):\n%s", diff)
			}
		})
	}
}

func TestShanghaiHint(t *testing.T) {
	pair := engine.Move{Action: engine.Step, From: 43, To: 47}
	sq := position(t, square1)
	names := sq.Tile(43).String() + " and " + sq.Tile(47).String()
	tests := []struct {
		name      string
		text      string
		m         engine.Move
		ok        bool
		verdict   engine.Verdict
		wantMarks []engine.Place
		want      string
	}{
		{"winning pair", square1, pair, true, engine.Solved, []engine.Place{43, 47}, "Try these two tiles: " + names + "."},
		{"pair not proven", square1, pair, true, engine.Unknown, []engine.Place{43, 47}, "These two can be taken, " + names + ", but no sure way to win was found in time."},
		{"pairs alone cannot win, shuffles left", square1, engine.Move{}, false, engine.Unsolvable, []engine.Place{43, 47}, HintNeedsMix},
		{"cannot win, no shuffle left", header("0") + square1[len(header("5")):], engine.Move{}, false, engine.Unsolvable, nil, HintNoWin},
		{"no pair, a shuffle helps", header("5") + stuck, engine.Move{}, false, engine.Unsolvable, nil, HintShuffle},
		{"no pair, no shuffle", header("0") + stuck, engine.Move{}, false, engine.Unsolvable, nil, HintLost},
		{"no pair, shuffles cannot help", header("5") + apart, engine.Move{}, false, engine.Unknown, nil, HintLost},
		{"cleared", header("5") + cleared, engine.Move{}, false, engine.Solved, nil, HintClear},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			marks, notice := Hint(position(t, tt.text), tt.m, tt.ok, tt.verdict)
			if diff := cmp.Diff(tt.wantMarks, marks); diff != "" {
				t.Errorf("marks (-want +got):\n%s", diff)
			}
			if notice != tt.want {
				t.Errorf("notice = %q, want %q", notice, tt.want)
			}
		})
	}
}

// The engine's own hint, on a fresh deal, is a pair the view highlights with HintTry: the
// deals are winnable by construction.
func TestShanghaiHintFromEngine(t *testing.T) {
	p := position(t, square1)
	ctx, cancel := clock.WallDeadline(context.Background(), 5*time.Second, time.Now)
	defer cancel()
	m, verdict := shanghai.Hint(ctx, p)
	ok := m != (engine.Move{})
	marks, notice := Hint(p, m, ok, verdict)
	if len(marks) != 2 || notice != HintTry(p.Tile(int(marks[0])).String()+" and "+p.Tile(int(marks[1])).String()) {
		t.Fatalf("hint on a fresh deal: marks %v, notice %q (engine: %v %v %v)", marks, notice, m, ok, verdict)
	}
	for _, s := range marks {
		if !p.IsFree(int(s)) {
			t.Errorf("hinted slot %d is not free", s)
		}
	}
	if !shanghai.Matches(p.Tile(int(marks[0])), p.Tile(int(marks[1]))) {
		t.Errorf("hinted tiles %v and %v do not match", p.Tile(int(marks[0])), p.Tile(int(marks[1])))
	}
}
