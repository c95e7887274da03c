package store

import (
	"strconv"
	"strings"
)

// A Problem is what is wrong with a kept value, said for the player as a message of the
// catalogs that is not yet translated: the package knows no language, and the page translates
// a Problem into its own (page.Problem). Error is the English, for tests and logs. The catalog
// tool collects the messages of the calls of problem and problemN, as it does msg.T's and
// msg.N's.
type Problem struct {
	Text string // the message's English text, its key in the catalogs; a count's "other" form
	One  string // a count's "one" form; "" for a message without a count
	N    int    // the count ({n}) when One is set
	Args []Arg  // the other placeholders' values
	// cause is an English error behind the problem (the engine's), kept for errors.Is and
	// As and for a developer's log, never shown.
	cause error
}

// An Arg is the value of the placeholder {Name}. Value is a string, shown as it is (a value
// quoted from the kept text, a line's number); an int, a quantity written in the reader's
// digits; a Data, English text of the engine's data that the catalogs translate (a game's
// name); or an error, a Problem said inside this one.
type Arg struct {
	Name  string
	Value any
}

// Data is English text from the engine's data, such as a game's name, which the catalogs
// translate (msg.D).
type Data string

// problem is the Problem of the message english, whose placeholders args fill: pairs of a
// name and a value (see Arg).
func problem(english string, args ...any) *Problem {
	return &Problem{Text: english, Args: pairs(args)}
}

// problemN is the Problem of a message with a count n, one or other in English.
func problemN(n int, one, other string, args ...any) *Problem {
	return &Problem{Text: other, One: one, N: n, Args: pairs(args)}
}

func pairs(args []any) []Arg {
	var out []Arg
	for k := 0; k+1 < len(args); k += 2 {
		name, _ := args[k].(string)
		out = append(out, Arg{Name: name, Value: args[k+1]})
	}
	return out
}

// Error is the problem in English.
func (p *Problem) Error() string {
	s := p.Text
	if p.One != "" && p.N == 1 {
		s = p.One
	}
	if p.One != "" {
		s = strings.ReplaceAll(s, "{n}", strconv.Itoa(p.N))
	}
	for _, a := range p.Args {
		var v string
		switch x := a.Value.(type) {
		case string:
			v = x
		case int:
			v = strconv.Itoa(x)
		case Data:
			v = string(x)
		case error:
			v = x.Error()
		}
		s = strings.ReplaceAll(s, "{"+a.Name+"}", v)
	}
	return s
}

func (p *Problem) Unwrap() error { return p.cause }

// Lines is the error of a kept list of lines some of which could not be read: the problems
// of the first few (Shown), and how many more lines had one.
type Lines struct {
	Shown []*Problem
	More  int
}

// linesShown bounds the problems a Lines names.
const linesShown = 3

// lineProblems is the error of the lines a reader could not read, bad: nil for none.
func lineProblems(bad []*Problem) error {
	if len(bad) == 0 {
		return nil
	}
	l := &Lines{Shown: bad}
	if len(bad) > linesShown {
		l.Shown, l.More = bad[:linesShown], len(bad)-linesShown
	}
	return l
}

// Error is the problems in English, separated by "; ", and how many more.
func (l *Lines) Error() string {
	var parts []string
	for _, p := range l.Shown {
		parts = append(parts, p.Error())
	}
	if l.More > 0 {
		parts = append(parts, strconv.Itoa(l.More)+" more")
	}
	return strings.Join(parts, "; ")
}
