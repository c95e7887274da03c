package link

import (
	"errors"
	"math"
	"strconv"

	"mahjong/engine"
)

// The embedded game talks with the page that embeds it (the host) through postMessage. The
// host sends commands; the game sends events and answers "state". docs/embedding.md is the
// host's documentation: keep the two in step.

// HostMessage is a message from the host as vert reads it from the message event's data.
// Every field is a pointer, so that a field left out is told from one given as "" or 0;
// vert fails on a field of the wrong JavaScript type (a number for type, a string for
// deal), and the page then ignores the message. Other fields are never read.
type HostMessage struct {
	Type *string  `js:"type"`
	Game *string  `js:"game"`
	Deal *float64 `js:"deal"`
}

// Command is a host's message once checked.
type Command struct {
	Type string // one of Commands
	Game string // "new": the variant to deal, "" for the one being played
	Deal uint64 // "new": the deal, 0 for a fresh one
}

// Commands are the types of message the game obeys.
var Commands = []string{"new", "undo", "redo", "state"}

// maxID bounds a variant id in a message; ids are short words.
const maxID = 64

// ParseCommand checks a host's message: its type must be one of Commands, and only "new"
// may carry a game (a known variant id) and a deal (a whole number from 1 to MaxDeal).
// Anything else is an error, and the page ignores the message. known reports whether a
// variant id can be played here.
func ParseCommand(m HostMessage, known func(id string) bool) (Command, error) {
	if m.Type == nil {
		return Command{}, errors.New("the message has no type")
	}
	if len(*m.Type) > maxID || !inList(Commands, *m.Type) {
		return Command{}, errors.New("the message type is not one of the commands")
	}
	c := Command{Type: *m.Type}
	if c.Type != "new" {
		if m.Game != nil || m.Deal != nil {
			return Command{}, errors.New("only \"new\" takes a game and a deal")
		}
		return c, nil
	}
	if m.Game != nil {
		if len(*m.Game) > maxID || !known(*m.Game) {
			return Command{}, errors.New("the game is not one this page plays")
		}
		c.Game = *m.Game
	}
	if m.Deal != nil {
		d := *m.Deal
		if math.IsNaN(d) || d < 1 || d > MaxDeal || d != math.Trunc(d) {
			return Command{}, errors.New("the deal is not a whole number from 1 to " + strconv.FormatUint(MaxDeal, 10))
		}
		c.Deal = uint64(d)
	}
	return c, nil
}

// Event is a message to the host. Every event and every answer carries the whole state of
// the game, so that a host that missed one loses nothing.
type Event struct {
	Type    string   `js:"type"`    // "ready", "move", "won", "lost" or "state"
	Game    string   `js:"game"`    // the variant id
	Deal    uint64   `js:"deal"`    // the deal number
	Moves   []string `js:"moves"`   // the moves played from the start, in the game's notation
	Move    string   `js:"move"`    // "move": the move just played; "" otherwise
	Status  string   `js:"status"`  // "playing", "won" or "lost"
	Seconds int      `js:"seconds"` // the time played, in whole seconds
}

// Played is what the host is told about a game: the game, the moves played in notation and
// where the game stands.
type Played struct {
	Game   string
	Deal   uint64
	Moves  []string
	Status engine.Status
}

// HostEvents returns the types of the events that tell the host how the game went from
// before to now. fresh means now is a new game (a new deal, or the same deal restarted):
// "ready". Otherwise a move played (or redone) is "move", and a game that ends with it adds
// "won" or "lost". A move taken back sends nothing: the next event, or a "state" answer,
// carries the moves as they are.
func HostEvents(before, now Played, fresh bool) []string {
	var kinds []string
	switch {
	case fresh:
		kinds = append(kinds, "ready")
	case len(now.Moves) > len(before.Moves):
		kinds = append(kinds, "move")
	default:
		return nil
	}
	if fresh || before.Status == engine.Playing {
		switch now.Status {
		case engine.Won:
			kinds = append(kinds, "won")
		case engine.Lost:
			kinds = append(kinds, "lost")
		}
	}
	return kinds
}

// NewEvent makes the event of type kind for a game.
func NewEvent(kind string, p Played, seconds int) Event {
	e := Event{
		Type: kind, Game: p.Game, Deal: p.Deal,
		Moves:   append([]string{}, p.Moves...), // never nil: the host reads an array
		Status:  p.Status.String(),
		Seconds: seconds,
	}
	if kind == "move" && len(p.Moves) > 0 {
		e.Move = p.Moves[len(p.Moves)-1]
	}
	return e
}
