package remote

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
)

// pair connects a client and a server as the page and the worker are, with channels for the
// messages, and runs the server until the test ends.
func pair(t *testing.T, variant func(game, layout string) (*engine.Variant, error)) *Client {
	t.Helper()
	toWorker := make(chan Request, 16)
	var c *Client
	s := NewServer(variant, timeout, func(r Reply) { c.Receive(r) })
	c = NewClient(func(r Request) { toWorker <- r })
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go func() {
		for {
			select {
			case r := <-toWorker:
				s.Take(r)
			case <-ctx.Done():
				return
			}
		}
	}()
	go s.Run(ctx)
	return c
}

func lookup(game, layout string) (*engine.Variant, error) {
	if layout != "" {
		return nil, errors.New("no layouts here")
	}
	return catalog.Find(game)
}

func timeout(parent context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(parent, d)
}

// TestSameAnswers: a variant equipped with a client answers as the variant itself does, line
// and all, in every family.
func TestSameAnswers(t *testing.T) {
	c := pair(t, lookup)
	for _, id := range []string{"shanghai-square", "mahjongg-freecell", "sea-towers", "tiny-pebbles", "one-player"} {
		t.Run(id, func(t *testing.T) {
			v, err := catalog.Find(id)
			if err != nil {
				t.Fatal(err)
			}
			remote := c.Equip(v, "")
			p := v.New(3)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			want, got := v.Solve(ctx, p), remote.Solve(ctx, p)
			want.Moves = nil // the worker answers whether, not how (Client.Equip)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Solve (-want +got):\n%s", diff)
			}
			wm, wv := v.Hint(ctx, p)
			gm, gv := remote.Hint(ctx, p)
			if wm != gm || wv != gv {
				t.Errorf("Hint = %v, %v; want %v, %v", gm, gv, wm, wv)
			}
		})
	}
}

// TestRefused: a request the worker cannot answer comes back Unknown, with the reason.
func TestRefused(t *testing.T) {
	replies := make(chan Reply, 1)
	s := NewServer(lookup, timeout, func(r Reply) { replies <- r })
	v, _ := catalog.Find("shanghai-square")
	tests := []struct {
		name string
		req  Request
		want string
	}{
		{"unknown game", Request{ID: 1, Op: OpSolve, Game: "chess", Position: v.New(1).String()}, "unknown game"},
		{"a layout", Request{ID: 2, Op: OpSolve, Game: "shanghai-custom-x", Layout: "AAAA"}, "no layouts here"},
		{"bad position", Request{ID: 3, Op: OpHint, Game: "shanghai-square", Position: "game: shanghai-square\n"}, "deal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.Take(tt.req)
			ctx, cancel := context.WithCancel(context.Background())
			ran := make(chan struct{})
			go func() { s.Run(ctx); close(ran) }()
			defer func() { cancel(); <-ran }()
			var got Reply
			select {
			case got = <-replies:
			case <-time.After(10 * time.Second):
				t.Fatalf("no reply to request %d", tt.req.ID)
			}
			if got.ID != tt.req.ID || got.Verdict != engine.Unknown || !strings.Contains(got.Err, tt.want) {
				t.Errorf("reply %+v, want request %d refused with %q", got, tt.req.ID, tt.want)
			}
		})
	}
}

// TestCancel: a search cancelled on the page stops in the worker, and the worker goes on to
// the next request.
func TestCancel(t *testing.T) {
	started, stopped := make(chan struct{}), make(chan error, 1)
	endless := func(game, layout string) (*engine.Variant, error) {
		v, err := lookup(game, layout)
		if err != nil || game != "long-freecell" {
			return v, err
		}
		e := *v
		e.Solve = func(ctx context.Context, _ engine.Position) engine.Solution {
			close(started)
			<-ctx.Done()
			stopped <- ctx.Err()
			return engine.Solution{}
		}
		return &e, nil
	}
	c := pair(t, endless)
	v, _ := catalog.Find("long-freecell")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan engine.Solution)
	go func() { done <- c.Equip(v, "").Solve(ctx, v.New(7)) }()
	<-started
	cancel()
	select {
	case sol := <-done:
		if sol.Verdict != engine.Unknown {
			t.Errorf("a cancelled search answered %v, want unknown", sol.Verdict)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the cancelled search did not return")
	}
	if err := <-stopped; err != context.Canceled {
		t.Errorf("the worker's search ended with %v, want it cancelled", err)
	}
	// The worker is free again: the next search is answered.
	sq, _ := catalog.Find("shanghai-square")
	ctx2, cancel2 := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel2()
	if sol := c.Equip(sq, "").Solve(ctx2, sq.New(1)); sol.Verdict != engine.Solved {
		t.Errorf("after a cancel, Solve = %v, want won", sol.Verdict)
	}
}

// TestFail: when the worker fails, every waiting search returns Unknown at once.
func TestFail(t *testing.T) {
	var c *Client
	posted := make(chan struct{}, 1)
	c = NewClient(func(Request) { posted <- struct{}{} })
	v, _ := catalog.Find("shanghai-square")
	done := make(chan engine.Verdict)
	go func() {
		_, verdict := c.Equip(v, "").Hint(context.Background(), v.New(1))
		done <- verdict
	}()
	<-posted
	c.Fail("the solver could not load")
	if got := <-done; got != engine.Unknown {
		t.Errorf("Hint after Fail = %v, want unknown", got)
	}
}

// TestDeadlineInWorker: the page's deadline passing does not end the wait; the worker keeps
// the budget from when it starts the search (a worker still loading must not eat it), and its
// answer is the one the search gets.
func TestDeadlineInWorker(t *testing.T) {
	slow := func(game, layout string) (*engine.Variant, error) {
		v, err := lookup(game, layout)
		if err != nil {
			return v, err
		}
		e := *v
		e.Solve = func(ctx context.Context, _ engine.Position) engine.Solution {
			time.Sleep(50 * time.Millisecond) // the page's deadline passes meanwhile
			return engine.Solution{Verdict: engine.Solved}
		}
		return &e, nil
	}
	c := pair(t, slow)
	v, _ := catalog.Find("shanghai-square")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	if sol := c.Equip(v, "").Solve(ctx, v.New(1)); sol.Verdict != engine.Solved {
		t.Errorf("Solve = %v, want the worker's answer, won", sol.Verdict)
	}
}
