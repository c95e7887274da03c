package remote

import (
	"context"
	"sync"
	"time"

	"mahjong/engine"
)

const (
	// defaultBudget bounds a search whose context has no deadline.
	defaultBudget = 10 * time.Second
	// grace is how much longer than its budget the client waits for a reply before it takes
	// the worker for lost: the worker's start (a download, the first time) comes on top.
	grace = 30 * time.Second
)

// A Client sends searches to the worker and hands each reply to the search waiting for it.
// Receive and Fail are called on the page's thread with what the worker sent; the searches
// wait in goroutines of their own.
type Client struct {
	post func(Request) // to the worker, which the page starts the first time

	mu      sync.Mutex
	last    int
	waiting map[int]chan Reply
}

// NewClient returns a client that sends its requests through post.
func NewClient(post func(Request)) *Client {
	return &Client{post: post, waiting: map[int]chan Reply{}}
}

// Receive hands the worker's reply to the search waiting for it, if any (a search that was
// cancelled has stopped waiting).
func (c *Client) Receive(r Reply) {
	c.mu.Lock()
	ch, ok := c.waiting[r.ID]
	delete(c.waiting, r.ID)
	c.mu.Unlock()
	if ok {
		ch <- r
	}
}

// Fail answers every waiting search with why: the worker could not start, or stopped.
func (c *Client) Fail(why string) {
	c.mu.Lock()
	waiting := c.waiting
	c.waiting = map[int]chan Reply{}
	c.mu.Unlock()
	for id, ch := range waiting {
		ch <- Reply{ID: id, Err: why}
	}
}

// Equip returns a copy of v whose Solve and Hint ask the worker. layout is the layout of a
// variant the catalog does not hold ("" for one it does), as link.EncodeLayout writes it:
// the worker makes the variant from it.
//
// Its Solve answers whether, not how: the Solution has no Moves. The page asks only for
// verdicts (the status, the winnable deals), and reading a line back costs the page's
// thread: a Sea game's 150 moves take milliseconds to parse, each against its position.
func (c *Client) Equip(v *engine.Variant, layout string) *engine.Variant {
	e := *v
	e.Solve = func(ctx context.Context, p engine.Position) engine.Solution {
		r := c.ask(ctx, Request{Op: OpSolve, Game: v.ID, Layout: layout}, p)
		return engine.Solution{Verdict: r.Verdict, Score: r.Score, Nodes: r.Nodes}
	}
	e.Hint = func(ctx context.Context, p engine.Position) (engine.Move, engine.Verdict) {
		r := c.ask(ctx, Request{Op: OpHint, Game: v.ID, Layout: layout}, p)
		if len(r.Moves) == 0 {
			return engine.Move{}, r.Verdict
		}
		m, err := p.ParseMove(r.Moves[0])
		if err != nil {
			return engine.Move{}, engine.Unknown
		}
		return m, r.Verdict
	}
	return &e
}

// ask sends req for p and waits for the reply, until ctx is cancelled (the worker is then
// told to stop) or the worker is taken for lost. A deadline of ctx is the search's budget,
// which the worker keeps from when it starts the search: ctx's passing deadline itself ends
// nothing here, so that a worker still starting does not eat the budget.
func (c *Client) ask(ctx context.Context, req Request, p engine.Position) Reply {
	if p == nil {
		return Reply{}
	}
	req.Budget = defaultBudget
	if dl, ok := ctx.Deadline(); ok {
		req.Budget = time.Until(dl)
	}
	if req.Budget <= 0 || ctx.Err() == context.Canceled {
		return Reply{}
	}
	req.Position = p.String()
	ch := make(chan Reply, 1)
	c.mu.Lock()
	c.last++
	req.ID = c.last
	c.waiting[req.ID] = ch
	c.mu.Unlock()
	c.post(req)

	lost := time.NewTimer(req.Budget + grace)
	defer lost.Stop()
	done := ctx.Done()
	for {
		select {
		case r := <-ch:
			return r
		case <-done:
			if ctx.Err() != context.Canceled {
				done = nil // the deadline: the worker keeps the budget, and answers
				continue
			}
		case <-lost.C:
		}
		c.mu.Lock()
		_, waiting := c.waiting[req.ID]
		delete(c.waiting, req.ID)
		c.mu.Unlock()
		if waiting {
			c.post(Request{ID: req.ID, Op: OpCancel})
		}
		return Reply{ID: req.ID}
	}
}
