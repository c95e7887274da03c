package remote

import (
	"context"
	"sync"
	"time"

	"mahjong/engine"
)

// A Server answers requests in the worker, one search at a time, in the order they came: a
// second search running beside the first would only halve its speed, and a worker with one
// thread hears a cancellation only between two slices of one search.
type Server struct {
	// variant returns the variant (with its solvers) a request names.
	variant func(game, layout string) (*engine.Variant, error)
	// within returns the context a search runs in: budget of time, ending early when parent
	// does; in the worker it pauses now and then, so that messages are heard.
	within func(parent context.Context, budget time.Duration) (context.Context, context.CancelFunc)
	send   func(Reply)

	mu      sync.Mutex
	queue   []Request
	wake    chan struct{}
	running int                // the request being searched; 0 for none
	stop    context.CancelFunc // stops it
}

// NewServer returns a server that makes variants with variant, runs each search within a
// context from within, and sends its replies through send.
func NewServer(variant func(game, layout string) (*engine.Variant, error),
	within func(parent context.Context, budget time.Duration) (context.Context, context.CancelFunc),
	send func(Reply)) *Server {
	return &Server{variant: variant, within: within, send: send, wake: make(chan struct{}, 1)}
}

// Take receives a request; it returns at once (the worker's message handler calls it).
func (s *Server) Take(r Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.Op == OpCancel {
		if s.running == r.ID && s.stop != nil {
			s.stop()
			return
		}
		for i, q := range s.queue {
			if q.ID == r.ID {
				s.queue = append(s.queue[:i], s.queue[i+1:]...)
				break
			}
		}
		return
	}
	s.queue = append(s.queue, r)
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run answers the requests as they come, until ctx ends.
func (s *Server) Run(ctx context.Context) {
	for {
		r, sctx, cancel, ok := s.next(ctx)
		if !ok {
			select {
			case <-s.wake:
				continue
			case <-ctx.Done():
				return
			}
		}
		reply := s.answer(sctx, r)
		s.mu.Lock()
		stopped := sctx.Err() == context.Canceled // by Take, for OpCancel
		s.running, s.stop = 0, nil
		s.mu.Unlock()
		cancel()
		if !stopped {
			s.send(reply)
		}
	}
}

// next takes the oldest request waiting, marks it running and returns the context its search
// runs in: in one step, so that a cancellation is never taken between the queue and the run.
func (s *Server) next(ctx context.Context) (Request, context.Context, context.CancelFunc, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.queue) == 0 {
		return Request{}, nil, nil, false
	}
	r := s.queue[0]
	s.queue = s.queue[1:]
	sctx, cancel := s.within(ctx, r.Budget)
	s.running, s.stop = r.ID, cancel
	return r, sctx, cancel, true
}

// answer searches one request.
func (s *Server) answer(ctx context.Context, r Request) Reply {
	v, err := s.variant(r.Game, r.Layout)
	if err != nil {
		return Reply{ID: r.ID, Err: err.Error()}
	}
	if v.Solve == nil || v.Hint == nil {
		return Reply{ID: r.ID, Err: "no solver for " + r.Game}
	}
	p, err := v.Parse(r.Position)
	if err != nil {
		return Reply{ID: r.ID, Err: err.Error()}
	}
	reply := Answer(ctx, v, p, r.Op)
	reply.ID = r.ID
	return reply
}
