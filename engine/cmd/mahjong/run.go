package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"mahjong/engine"
	"mahjong/engine/catalog"
)

// errUsage marks mistakes in how the command was called (exit status 2).
var errUsage = errors.New("usage")

type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }
func (e *usageError) Unwrap() error { return errUsage }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

const usage = `usage:
  mahjong variants
  mahjong layouts [-layout FILE]
  mahjong export GAME
  mahjong deal   GAME (-deal N [-random] | -date D)
  mahjong moves  GAME (-deal N [-random] | -date D | -position FILE)
  mahjong play   GAME (-deal N [-random] | -date D | -position FILE) MOVE...
  mahjong solve  GAME (-deal N [-random] | -date D | -position FILE) [-timeout 10s]
  mahjong status GAME (-deal N | -date D | -position FILE) [-timeout 10s] MOVE...
  mahjong survey GAME -deals A-B [-step N] [-random] [-timeout 10s]
  mahjong daily  [-date D]
GAME is -game ID (a variant, a layout's id, or shanghai-random-SEED), or
-layout FILE [-board N] (a KMahjongg .layout, Kyodai .lay or Mah .mah file;
-board picks one of several layouts in a file, from 1).
-date D (YYYY-MM-DD) takes the game's deal of the day D (UTC).
`

// env is what a command reads and writes, so that tests can run it in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := env{stdin, stdout, stderr}
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch cmd, rest := args[0], args[1:]; cmd {
	case "variants":
		err = e.variants(rest)
	case "layouts":
		err = e.layouts(rest)
	case "export":
		err = e.export(rest)
	case "deal":
		err = e.deal(rest)
	case "moves":
		err = e.moves(rest)
	case "play":
		err = e.play(rest)
	case "solve":
		err = e.solve(rest)
	case "survey":
		err = e.survey(rest)
	case "status":
		err = e.status(rest)
	case "daily":
		err = e.daily(rest)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		err = usagef("unknown command %q", cmd)
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "mahjong: %v\n%s", err, usage)
		return 2
	default:
		fmt.Fprintf(stderr, "mahjong: %v\n", err)
		return 1
	}
}

// source holds the flags that choose a starting position.
type source struct {
	game     string
	layout   string
	board    int
	deal     string
	position string
	random   bool
	date     string // the deal of the day of this date
}

func (s *source) register(fs *flag.FlagSet, withPosition bool) {
	fs.StringVar(&s.game, "game", "", "variant id (see `mahjong variants` and `mahjong layouts`)")
	fs.StringVar(&s.layout, "layout", "", "play the layout of `FILE` (.layout, .lay or .mah)")
	fs.IntVar(&s.board, "board", 1, "with -layout: the `N`th layout of the file")
	fs.StringVar(&s.deal, "deal", "", "deal number")
	fs.BoolVar(&s.random, "random", false, "deal the tiles uniformly at random instead of by construction")
	fs.StringVar(&s.date, "date", "", "the deal of the day `YYYY-MM-DD` (UTC)")
	if withPosition {
		fs.StringVar(&s.position, "position", "", "read the position from `FILE` (- for standard input)")
	}
}

// variant returns the variant the flags name: -game or -layout.
func (s *source) variant() (*engine.Variant, error) {
	switch {
	case s.game != "" && s.layout != "":
		return nil, usagef("give either -game or -layout, not both")
	case s.layout != "":
		return fileVariant(s.layout, s.board)
	case s.game == "":
		return nil, usagef("-game or -layout is required")
	}
	return findVariant(s.game)
}

// start returns the position the flags name.
func (s *source) start(e env) (*engine.Variant, engine.Position, error) {
	v, err := s.variant()
	if err != nil {
		return nil, nil, err
	}
	switch {
	case s.date != "" && (s.deal != "" || s.position != "" || s.random):
		return nil, nil, usagef("give -date alone: the day's deal is neither -deal, -position nor -random")
	case s.date != "":
		n, err := dailyNumber(v, s.date)
		if err != nil {
			return nil, nil, err
		}
		return v, v.New(n), nil
	case s.position != "" && (s.deal != "" || s.random):
		return nil, nil, usagef("give either -deal or -position, not both")
	case s.position != "":
		text, err := s.read(e)
		if err != nil {
			return nil, nil, err
		}
		p, err := v.Parse(stripStatus(text))
		if err != nil {
			return nil, nil, err
		}
		return v, p, nil
	case s.deal != "":
		n, err := parseDeal(s.deal)
		if err != nil {
			return nil, nil, err
		}
		p, err := dealt(v, n, s.random)
		return v, p, err
	}
	return nil, nil, usagef("give -deal N, -date D or -position FILE")
}

// maxPosition bounds the text read by -position: a position is a few kilobytes, and a file
// such as /dev/zero never ends.
const maxPosition = 1 << 20

func (s *source) read(e env) (string, error) {
	r := e.stdin
	if s.position != "-" {
		f, err := os.Open(s.position)
		if err != nil {
			return "", err
		}
		defer f.Close()
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, maxPosition+1))
	if err != nil {
		return "", err
	}
	if len(b) > maxPosition {
		return "", fmt.Errorf("-position %s: longer than %d bytes; a position is a few kilobytes of text", s.position, maxPosition)
	}
	return string(b), nil
}

func dealt(v *engine.Variant, n uint64, random bool) (engine.Position, error) {
	if !random {
		return v.New(n), nil
	}
	if v.Random == nil {
		return nil, fmt.Errorf("%s has no -random deals: its deals are already random", v.ID)
	}
	return v.Random(n), nil
}

// parseDeal reads a deal number: from 1 to engine.MaxDeal, as on the page.
func parseDeal(s string) (uint64, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n == 0 || n > engine.MaxDeal {
		return 0, usagef("-deal %q: want a whole number from 1 to %d", s, uint64(engine.MaxDeal))
	}
	return n, nil
}

// stripStatus drops the "status:" line that play prints after the position, so that its
// output can be fed back in as it is.
func stripStatus(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if n := len(lines); n > 0 && strings.HasPrefix(lines[n-1], "status: ") {
		lines = lines[:n-1]
	}
	return strings.Join(lines, "\n") + "\n"
}

func parseFlags(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usagef("%v", err)
	}
	return nil
}

func (e env) variants(args []string) error {
	fs := flag.NewFlagSet("variants", flag.ContinueOnError)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("variants takes no arguments")
	}
	for _, v := range catalog.All() {
		fmt.Fprintf(e.stdout, "%s\t%s\n", v.ID, v.Name)
	}
	return nil
}

func (e env) deal(args []string) error {
	var s source
	fs := flag.NewFlagSet("deal", flag.ContinueOnError)
	s.register(fs, false)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 || s.deal == "" && s.date == "" {
		return usagef("deal takes -game ID (or -layout FILE) -deal N or -date D")
	}
	_, p, err := s.start(e)
	if err != nil {
		return err
	}
	fmt.Fprint(e.stdout, p.String())
	return nil
}

func (e env) moves(args []string) error {
	var s source
	fs := flag.NewFlagSet("moves", flag.ContinueOnError)
	s.register(fs, true)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("moves takes no arguments after the flags")
	}
	_, p, err := s.start(e)
	if err != nil {
		return err
	}
	for _, m := range p.Moves() {
		fmt.Fprintln(e.stdout, p.FormatMove(m))
	}
	return nil
}

func (e env) play(args []string) error {
	var s source
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	s.register(fs, true)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	_, p, err := s.start(e)
	if err != nil {
		return err
	}
	g, err := replayArgs(p, fs.Args())
	if err != nil {
		return err
	}
	fmt.Fprint(e.stdout, g.Position().String())
	fmt.Fprintf(e.stdout, "status: %s\n", g.Position().Status())
	return nil
}

func (e env) solve(args []string) error {
	var s source
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	s.register(fs, true)
	timeout := fs.Duration("timeout", 10*time.Second, "give up (answer unknown) after this long")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("solve takes no arguments after the flags")
	}
	v, p, err := s.start(e)
	if err != nil {
		return err
	}
	sol := solve(v, p, *timeout)
	if v.Scored {
		fmt.Fprintf(e.stdout, "score %d\n", sol.Score)
	} else {
		fmt.Fprintln(e.stdout, sol.Verdict)
	}
	if sol.Verdict == engine.Solved {
		for _, m := range sol.Moves {
			fmt.Fprintln(e.stdout, p.FormatMove(m))
			next, err := p.Apply(m)
			if err != nil {
				// A solver that returns a move its own rules refuse is a bug worth a loud stop.
				return fmt.Errorf("internal error: the solver's move %s is refused: %w", p.FormatMove(m), err)
			}
			p = next
		}
	}
	return nil
}

func solve(v *engine.Variant, p engine.Position, timeout time.Duration) engine.Solution {
	ctx, cancel := withWallTimeout(timeout)
	defer cancel()
	return v.Solve(ctx, p)
}
