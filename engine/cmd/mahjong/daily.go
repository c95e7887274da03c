package main

import (
	"context"
	"flag"
	"fmt"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/daily"
	"mahjong/engine/status"
)

// dailyNumber returns the deal number of v's deal of the day written date (YYYY-MM-DD).
func dailyNumber(v *engine.Variant, date string) (uint64, error) {
	d, err := daily.ParseDate(date)
	if err != nil {
		return 0, usagef("-date: %v", err)
	}
	deal, err := daily.For(v, d)
	if err != nil {
		return 0, usagef("-date: %v", err)
	}
	return deal.Number, nil
}

// daily lists the deal of the day of every game: mahjong daily [-date YYYY-MM-DD], today's
// (the UTC date) by default.
func (e env) daily(args []string) error {
	fs := flag.NewFlagSet("daily", flag.ContinueOnError)
	date := fs.String("date", "", "the day, written `YYYY-MM-DD` (default: today, UTC)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("daily takes only -date YYYY-MM-DD")
	}
	d := daily.Of(time.Now())
	if *date != "" {
		var err error
		if d, err = daily.ParseDate(*date); err != nil {
			return usagef("-date: %v", err)
		}
	}
	fmt.Fprintf(e.stdout, "daily deals of %s (UTC)\n", d)
	for _, v := range catalog.All() {
		deal, err := daily.For(v, d)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "%s\t%d\t%s\n", v.ID, deal.Number, deal.Guarantee)
	}
	return nil
}

// replayArgs plays the moves written in args from p, naming the first one that fails.
func replayArgs(p engine.Position, args []string) (*engine.Game, error) {
	g, i, err := engine.ReplayNotation(p, args)
	if err != nil {
		return nil, fmt.Errorf("move %d %q: %w", i+1, args[i], err)
	}
	return g, nil
}

// status prints whether the position after the moves can still be won, and when it
// cannot, how many moves to undo to the last position that can:
// mahjong status -game ID (-deal N | -date D | -position FILE) [-timeout 10s] MOVE...
func (e env) status(args []string) error {
	var s source
	fs := flag.NewFlagSet("status", flag.ContinueOnError)
	s.register(fs, true)
	timeout := fs.Duration("timeout", 10*time.Second, "give up (not decided) after this long, the walk back included")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	v, p, err := s.start(e)
	if err != nil {
		return err
	}
	g, err := replayArgs(p, fs.Args())
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	st := status.Decide(ctx, v, g.Position())
	fmt.Fprintf(e.stdout, "status: %s\n", st)
	if st.Kind == status.NotWinnable {
		fmt.Fprintf(e.stdout, "back: %s\n", status.Walk(ctx, v, status.History(g)))
	}
	return nil
}
