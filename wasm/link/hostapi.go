package link

import (
	"errors"
	"math"
	"strconv"

	"mahjong/engine"
)

// The embedded game talks with the page that embeds it (the host) through postMessage. The
// host sends commands; the game sends events and answers "state". docs/embedding.md is the
// host's documentation: keep the two in step. The errors of commands are English, outside
// the catalogs: they go to the host's script, for its developer, not to the player.

// HostMessage is a message from the host as the page reads it from the message event's data:
// whether it is a plain object, and its own fields. The page reads nothing else (never an
// inherited property, as a Blob's "type").
type HostMessage struct {
	// Plain is set when the data is a plain object, {...}: not a string or a number, an
	// array, a Blob, a Map, a Date or an object of any other kind.
	Plain bool
	// Fields are its own enumerable fields by name, at most MaxHostFields of them: an object
	// of more has a field that no command takes among any MaxHostFields of its fields.
	Fields map[string]HostValue
}

// HostFields are the fields a command may have.
var HostFields = []string{"type", "game", "deal"}

// MaxHostFields is how many fields of a message the page reads.
var MaxHostFields = len(HostFields) + 1

// HostValue is the value of one field of a host's message.
type HostValue struct {
	Kind HostKind
	Str  string  // KindString: the string
	Num  float64 // KindNumber: the number
}

// HostKind is the JavaScript type of a field's value, as far as commands care.
type HostKind int

const (
	// KindOther is null, undefined, a boolean, a BigInt, an object, anything but the two below.
	KindOther HostKind = iota
	KindString
	KindNumber
)

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

// ParseCommand checks a host's message: it must be a plain object whose fields are among
// HostFields; its type a string, one of Commands; and only "new" may carry a game (a known
// variant id, a string) and a deal (a number, whole, from 1 to MaxDeal). A field given as null
// is not left out: it is refused. Anything else is an error, and the page ignores the message.
// known reports whether a variant id can be played here.
func ParseCommand(m HostMessage, known func(id string) bool) (Command, error) {
	if !m.Plain {
		return Command{}, errors.New("the message is not a plain object")
	}
	for name := range m.Fields {
		if !inList(HostFields, name) {
			return Command{}, errors.New("the message has a field " + quote(name) + " that no command takes")
		}
	}
	typ, ok := m.Fields["type"]
	if !ok {
		return Command{}, errors.New("the message has no type")
	}
	if typ.Kind != KindString || len(typ.Str) > maxID || !inList(Commands, typ.Str) {
		return Command{}, errors.New("the message type is not one of the commands")
	}
	c := Command{Type: typ.Str}
	game, hasGame := m.Fields["game"]
	deal, hasDeal := m.Fields["deal"]
	if c.Type != "new" {
		if hasGame || hasDeal {
			return Command{}, errors.New("only \"new\" takes a game and a deal")
		}
		return c, nil
	}
	if hasGame {
		if game.Kind != KindString || len(game.Str) > maxID || !known(game.Str) {
			return Command{}, errors.New("the game is not one this page plays")
		}
		c.Game = game.Str
	}
	if hasDeal {
		d := deal.Num
		if deal.Kind != KindNumber || math.IsNaN(d) || d < 1 || d > MaxDeal || d != math.Trunc(d) {
			return Command{}, errors.New("the deal is not a whole number from 1 to " + strconv.FormatUint(MaxDeal, 10))
		}
		c.Deal = uint64(d)
	}
	return c, nil
}

// Event is a message to the host, its fields named as the tags say (package hostjs makes its
// object). Every event and every answer carries the whole state of the game, so that a host
// that missed one loses nothing.
type Event struct {
	Type    string   `js:"type"`    // "ready", "move", "won", "lost" or "state"
	Game    string   `js:"game"`    // the variant id
	Deal    uint64   `js:"deal"`    // the deal number
	Moves   []string `js:"moves"`   // the moves played from the start, in the game's notation
	Move    string   `js:"move"`    // "move": the move just played; "" otherwise
	Status  string   `js:"status"`  // "playing", "won" or "lost"
	Seconds int      `js:"seconds"` // the time played, in whole seconds
	Outlook Outlook  `js:"outlook"` // whether the game can still be won
}

// Outlook is the answer to "can this still be won?" for the position, as the status line
// shows it (docs/embedding.md#the-status).
type Outlook struct {
	State string `js:"state"` // "off", "working", "winnable", "not-winnable", "undecided", "won" or "expected"
	Undo  int    `js:"undo"`  // "not-winnable": the moves back to the last winnable position; 0 when unknown
	Score int    `js:"score"` // "expected": the final score One Player's strategy expects from here
}

// Played is what the host is told about a game: the game, the moves played in notation and
// where the game stands.
type Played struct {
	Game    string
	Deal    uint64
	Moves   []string
	Status  engine.Status
	Outlook Outlook
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
		Outlook: p.Outlook,
	}
	if kind == "move" && len(p.Moves) > 0 {
		e.Move = p.Moves[len(p.Moves)-1]
	}
	return e
}
