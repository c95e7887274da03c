//go:build !js && embedpage

package control

import (
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/wasm/link"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/remote"
	"mahjong/wasm/store"
)

// The embed page's postMessage API (docs/embedding.md), driven through Update: what the host
// is told, and what its commands do. Run with go test -tags embedpage.

const hostOrigin = "https://host.example"

// embedded is a tab of the embed page, with the host that embeds it.
type embedded struct {
	*tab
	drained int // the HostDrain messages sent: one for each Drain the page asked for
}

func openEmbedded(t *testing.T, query string) *embedded {
	t.Helper()
	return &embedded{tab: openTab(t, nil, "", false, &fakeHost{query: query})}
}

// say sends the host's message m from origin, then the tasks the page asks for (Host.Drain)
// to carry it out.
func (e *embedded) say(m link.HostMessage, origin string) {
	e.t.Helper()
	e.send(HostSaid{Message: m, Origin: origin})
	for e.drained < e.host.drains {
		e.drained++
		e.send(HostDrain{})
	}
}

// sent is the events posted to the host from the from'th on, each as "type origin".
func (e *embedded) sent(from int) []string {
	var kinds []string
	for i, ev := range e.host.events[from:] {
		kinds = append(kinds, ev.Type+" "+e.host.origins[from+i])
	}
	return kinds
}

// hostMessage is a message of the host's: pairs of a field's name and value (a string, a
// number, or nil for any other value, null included).
func hostMessage(fields ...any) link.HostMessage {
	m := link.HostMessage{Plain: true, Fields: map[string]link.HostValue{}}
	for i := 0; i < len(fields); i += 2 {
		v := link.HostValue{}
		switch x := fields[i+1].(type) {
		case string:
			v = link.HostValue{Kind: link.KindString, Str: x}
		case float64:
			v = link.HostValue{Kind: link.KindNumber, Num: x}
		}
		m.Fields[fields[i].(string)] = v
	}
	return m
}

// gameShown is the game as the embedded page plays it.
type gameShown struct {
	Game  string
	Deal  uint64
	Moves int
}

func (e *embedded) game() gameShown {
	p := e.c.core.game.Position()
	return gameShown{p.Variant(), p.Deal(), len(e.c.core.game.Played())}
}

func TestHostStart(t *testing.T) {
	noticeStart := strings.SplitN(link.EmbedNotice([]string{"\x00"}), "\x00", 2)[0]
	tests := []struct {
		name, query string
		want        link.Event
		notice      string // the start of the notice shown
	}{
		{"a game and a deal", "?game=shanghai-square&deal=7",
			link.Event{Type: "ready", Game: "shanghai-square", Deal: 7, Moves: []string{}, Status: "playing", Outlook: link.Outlook{State: "off"}}, ""},
		{"today's deal", "?game=shanghai-pyramid&daily=1",
			link.Event{Type: "ready", Game: "shanghai-pyramid", Deal: dailyDeal(t, "shanghai-pyramid"), Moves: []string{}, Status: "playing", Outlook: link.Outlook{State: "off"}}, ""},
		{"the status shown", "?game=shanghai-square&deal=7&status=1",
			link.Event{Type: "ready", Game: "shanghai-square", Deal: 7, Moves: []string{}, Status: "playing", Outlook: link.Outlook{State: "working"}}, ""},
		{"an unknown game", "?game=chess&deal=7",
			link.Event{Type: "ready", Game: defaultGame, Deal: 7, Moves: []string{}, Status: "playing", Outlook: link.Outlook{State: "off"}}, noticeStart},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEmbedded(t, tt.query)
			if diff := cmp.Diff([]link.Event{tt.want}, e.host.events); diff != "" {
				t.Errorf("the events at load (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff([]string{"*"}, e.host.origins); diff != "" {
				t.Errorf("the events' target origins (-want +got):\n%s", diff)
			}
			if got := e.notice(); !strings.HasPrefix(got, tt.notice) || (tt.notice == "") != (got == "") {
				t.Errorf("the notice is %q, want one that starts %q", got, tt.notice)
			}
		})
	}
}

// TestHostCommands: each command of the API changes the game as documented, and is answered
// with the state; a message that is not exactly a command changes nothing and is not
// answered (docs/embedding.md, "Commands").
func TestHostCommands(t *testing.T) {
	answer := "state " + hostOrigin
	played := gameShown{"shanghai-square", 7, 2}
	tests := []struct {
		name   string
		undo   bool // a move is taken back first, on the page
		m      link.HostMessage
		origin string
		want   gameShown // Deal 0: a fresh deal, any but 7
		events []string
		// abandoned is the games counted as played in the embed page's statistics.
		abandoned int
	}{
		{"new, a game and a deal", false, hostMessage("type", "new", "game", "shanghai-pyramid", "deal", 5.0), hostOrigin,
			gameShown{"shanghai-pyramid", 5, 0}, []string{"ready *", answer}, 0},
		{"new, a deal", false, hostMessage("type", "new", "deal", 9.0), hostOrigin,
			gameShown{"shanghai-square", 9, 0}, []string{"ready *", answer}, 1},
		{"new: a fresh deal of the game", false, hostMessage("type", "new"), hostOrigin,
			gameShown{"shanghai-square", 0, 0}, []string{"ready *", answer}, 1},
		{"undo", false, hostMessage("type", "undo"), hostOrigin,
			gameShown{"shanghai-square", 7, 1}, []string{answer}, 0},
		{"redo", true, hostMessage("type", "redo"), hostOrigin,
			played, []string{"move *", answer}, 0},
		{"state", false, hostMessage("type", "state"), hostOrigin, played, []string{answer}, 0},
		{"state, asked by a page of no origin", false, hostMessage("type", "state"), "null", played, []string{"state *"}, 0},

		{"not a plain object", false, link.HostMessage{Fields: hostMessage("type", "undo").Fields}, hostOrigin, played, nil, 0},
		{"no type", false, hostMessage(), hostOrigin, played, nil, 0},
		{"another type", false, hostMessage("type", "jump"), hostOrigin, played, nil, 0},
		{"a type that is not a string", false, hostMessage("type", 1.0), hostOrigin, played, nil, 0},
		{"a field no command takes", false, hostMessage("type", "undo", "x", "1"), hostOrigin, played, nil, 0},
		{"a game on undo", false, hostMessage("type", "undo", "game", "shanghai-square"), hostOrigin, played, nil, 0},
		{"a deal on state", false, hostMessage("type", "state", "deal", 3.0), hostOrigin, played, nil, 0},
		{"an unknown game", false, hostMessage("type", "new", "game", "chess"), hostOrigin, played, nil, 0},
		{"a game of null", false, hostMessage("type", "new", "game", nil), hostOrigin, played, nil, 0},
		{"a deal of 0", false, hostMessage("type", "new", "deal", 0.0), hostOrigin, played, nil, 0},
		{"a deal of 1.5", false, hostMessage("type", "new", "deal", 1.5), hostOrigin, played, nil, 0},
		{"a deal of 2^53", false, hostMessage("type", "new", "deal", math.Pow(2, 53)), hostOrigin, played, nil, 0},
		{"a deal given as a string", false, hostMessage("type", "new", "deal", "5"), hostOrigin, played, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEmbedded(t, "?game=shanghai-square&deal=7")
			e.playFirst()
			e.playFirst()
			if tt.undo {
				e.act(page.Undo)
			}
			from, drains := len(e.host.events), e.host.drains
			e.say(tt.m, tt.origin)
			got := e.game()
			if tt.want.Deal == 0 && got.Deal != 7 {
				got.Deal = 0
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("the game after the message (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.events, e.sent(from)); diff != "" {
				t.Errorf("the events sent (-want +got):\n%s", diff)
			}
			if tt.events == nil && e.host.drains != drains {
				t.Errorf("a message that is no command asked for a task to carry it out")
			}
			if n := len(e.host.events); n > from && e.host.events[n-1].Type == "state" {
				s := e.host.events[n-1]
				if diff := cmp.Diff(e.game(), gameShown{s.Game, s.Deal, len(s.Moves)}); diff != "" {
					t.Errorf("the state answered (-shown +answered):\n%s", diff)
				}
			}
			if got := embedStats(t, e.store, "shanghai-square").Played; got != tt.abandoned {
				t.Errorf("the embed page's statistics count %d games played, want %d", got, tt.abandoned)
			}
			if _, ok := e.store.m[store.StatsKey]; ok {
				t.Errorf("the embed page wrote the site's statistics")
			}
		})
	}
}

// embedStats reads the statistics the embed page keeps in st for the variant id: those of
// its own key, read as the site's are.
func embedStats(t *testing.T, st *fakeStorage, id string) store.Stats {
	t.Helper()
	kept := newFakeStorage()
	if text, ok := st.m[store.EmbedKey(store.StatsKey)]; ok {
		kept.m[store.StatsKey] = text
	}
	return stats(t, kept, id)
}

// TestHostEvents: what the player does is told to the host as the API says.
func TestHostEvents(t *testing.T) {
	tests := []struct {
		name   string
		before func(e *embedded) // what is not reported on
		do     func(e *embedded)
		want   []string
	}{
		{"a move", nil, func(e *embedded) { e.playFirst() }, []string{"move *"}},
		{"an undo", func(e *embedded) { e.playFirst() }, func(e *embedded) { e.act(page.Undo) }, nil},
		{"a redo", func(e *embedded) { e.playFirst(); e.act(page.Undo) }, func(e *embedded) { e.act(page.Redo) }, []string{"move *"}},
		{"a restart", func(e *embedded) { e.playFirst() }, func(e *embedded) { e.act(page.Restart) }, []string{"ready *"}},
		{"a new game", nil, func(e *embedded) { e.act(page.New) }, []string{"ready *"}},
		{"the winning move", func(e *embedded) {
			line := e.winningLine()
			for _, m := range line[:len(line)-1] {
				e.play(m)
			}
		}, func(e *embedded) { e.play(e.winningLine()[0]) }, []string{"move *", "won *"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEmbedded(t, "?game=shanghai-square&deal=7")
			if tt.before != nil {
				tt.before(e)
			}
			from := len(e.host.events)
			tt.do(e)
			if diff := cmp.Diff(tt.want, e.sent(from)); diff != "" {
				t.Errorf("the events sent (-want +got):\n%s", diff)
			}
			for _, ev := range e.host.events[from:] {
				if ev.Type == "move" {
					p := e.c.core.game.PositionAt(len(ev.Moves) - 1)
					if want := p.FormatMove(e.c.core.game.Played()[len(ev.Moves)-1]); ev.Move != want {
						t.Errorf("the move event says %q, want %q", ev.Move, want)
					}
				}
			}
		})
	}
}

// TestHostStatusEvents: with status=1 the host is told the status the search settles on, and
// never the status of a position the player has moved on from.
func TestHostStatusEvents(t *testing.T) {
	tests := []struct {
		name string
		// after the first move's search was asked; it returns the outlook the host is told last
		run  func(e *embedded, first remote.Request) link.Outlook
		want []string
	}{
		{"answered", func(e *embedded, first remote.Request) link.Outlook {
			e.answer(first, engine.Solved)
			e.pump(func() bool { return e.outlook().State == "winnable" })
			return link.Outlook{State: "winnable"}
		}, []string{"status *"}},
		{"answered after the next move", func(e *embedded, first remote.Request) link.Outlook {
			e.answer(first, engine.Solved)
			found := e.next() // the first position's answer, on its way to Update
			e.playFirst()
			found()
			e.check()
			return link.Outlook{State: "working"}
		}, []string{"move *"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEmbedded(t, "?game=shanghai-square&deal=7&status=1")
			e.playFirst()
			first := e.request(remote.OpSolve, e.c.core.game.Position())
			from := len(e.host.events)
			want := tt.run(e, first)
			if diff := cmp.Diff(tt.want, e.sent(from)); diff != "" {
				t.Errorf("the events sent (-want +got):\n%s", diff)
			}
			if got := e.host.events[len(e.host.events)-1].Outlook; got != want {
				t.Errorf("the host was told the status %+v last, want %+v", got, want)
			}
		})
	}
}

// TestHostFlood: a host that sends changes faster than the page carries them out loses those
// past maxWaiting, without an answer; the page carries out the rest, each answered.
func TestHostFlood(t *testing.T) {
	e := openEmbedded(t, "?game=shanghai-square&deal=7")
	line := e.winningLine()
	for _, m := range line[:maxWaiting+3] {
		e.play(m)
	}
	from := len(e.host.events)
	for range maxWaiting + 2 {
		e.send(HostSaid{Message: hostMessage("type", "undo"), Origin: hostOrigin})
	}
	e.say(hostMessage("type", "state"), hostOrigin) // sent last, answered with the first change
	if got, want := len(e.c.core.game.Played()), 3; got != want {
		t.Errorf("after %d undos sent at once, %d moves are left, want %d", maxWaiting+2, got, want)
	}
	want := make([]string, maxWaiting)
	for i := range want {
		want[i] = "state " + hostOrigin
	}
	if diff := cmp.Diff(want, e.sent(from)); diff != "" {
		t.Errorf("the events sent (-want +got):\n%s", diff)
	}
}

// TestHostNewStopsSearch: the host's new game stops the player's search, as the player's own
// New game does: its answer, late, neither deals over the host's deal nor speaks.
func TestHostNewStopsSearch(t *testing.T) {
	for _, s := range longSearches() {
		t.Run(s.name, func(t *testing.T) {
			e := openEmbedded(t, "?game=mahjongg-freecell&deal=3")
			s.start(e.tab)()
			found := e.next() // the search's answer, on its way to Update
			e.say(hostMessage("type", "new", "deal", 5.0), hostOrigin)
			found()
			e.check()
			want := searchShown{Notice: "", Button: msg.T("Hint"), Deal: 5}
			if diff := cmp.Diff(want, e.searchShown()); diff != "" {
				t.Errorf("after the host's new game and the late answer (-want +got):\n%s", diff)
			}
		})
	}
}
