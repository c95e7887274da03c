//go:build !js

package control

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"mahjong/engine"
	"mahjong/internal/i18n"
	"mahjong/internal/site"
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
)

// TestMain gives the page's code the pseudo-language's catalog (msg.CatalogEnv), made from
// the English catalog as the site's build makes it: every message then reads ⟦…⟧, and a test
// that finds a text without the brackets on a port has found English that skipped the
// catalog.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "control-test")
	if err != nil {
		panic(err)
	}
	path := filepath.Join(dir, "qps")
	if err := os.WriteFile(path, []byte(pseudoCatalog()), 0o600); err != nil {
		panic(err)
	}
	os.Setenv(msg.CatalogEnv, path)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// pseudoCatalog is the pseudo-language's catalog as msg.CatalogEnv's file holds it, made
// from static/i18n/en.json as the site's build makes it.
func pseudoCatalog() string {
	en, err := i18n.Read("../../static/i18n/en.json")
	if err != nil {
		panic(err)
	}
	texts := site.Messages(site.Pseudo(en), false)
	keys := make([]string, 0, len(texts))
	for k := range texts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	flat := make([]string, 0, 2*len(keys))
	for _, k := range keys {
		flat = append(flat, k, texts[k])
	}
	return msg.Pseudo + "\x00" + strings.Join(flat, "\x00")
}

// tab is one tab of the page: a controller with in-memory ports, sharing the storage of the
// other tabs of its test.
type tab struct {
	t      *testing.T
	c      *Controller
	doc    *fakeDoc
	store  *fakeStorage
	timers *fakeTimers
	addr   *fakeAddress
	live   *fakeAnnouncer
	env    *fakeEnv
	boards *fakeBoards
	worker *fakeWorker
	host   *fakeHost
	// checked is how many of doc.texts were checked against the catalog.
	checked int
}

// start is the moment every test's clock starts: noon, so that a day's deal is the same
// wherever the test runs.
var start = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

// open opens the page at the address hash, with the storage st (new when nil), as a tab
// reloaded when reloaded is set.
func open(t *testing.T, st *fakeStorage, hash string, reloaded bool) *tab {
	t.Helper()
	return openTab(t, st, hash, reloaded, nil)
}

// openTab is open, on the embed page when host is set: host is then the page embedding it.
func openTab(t *testing.T, st *fakeStorage, hash string, reloaded bool, host *fakeHost) *tab {
	t.Helper()
	if st == nil {
		st = newFakeStorage()
	}
	env := &fakeEnv{now: start, seed: uint64(len(st.tabs)) + 1}
	doc := newFakeDoc(t)
	tb := &tab{t: t, doc: doc, store: st, env: env,
		timers: &fakeTimers{now: &env.now},
		addr:   &fakeAddress{hash: hash, reloaded: reloaded},
		live:   &fakeAnnouncer{doc: doc},
		boards: &fakeBoards{},
		worker: &fakeWorker{},
		host:   host,
	}
	if host != nil {
		doc.root().attrs["data-embed"] = "1" // as boot.js marks the embed page
	}
	tb.c = New(tb.ports())
	st.tabs = append(st.tabs, tb.c)
	tb.c.start()
	tb.check()
	return tb
}

// ports are the tab's ports; Host only when the test made one (the embed page's).
func (tb *tab) ports() Ports {
	p := Ports{Doc: tb.doc, Storage: tb.store, Timers: tb.timers, Address: tb.addr,
		Announcer: tb.live, Worker: tb.worker, Env: tb.env, Boards: tb.boards,
		Tasks: noTasks{}, Idle: noIdle{}, Perf: noPerf{}, Library: noLibrary{},
		Reader: noReader{}, Files: noFiles{}}
	if tb.host != nil {
		p.Host = tb.host
	}
	return p
}

// send hands m to the controller, then what the browser would answer (a dialog's close
// event), and checks every text written meanwhile against the catalog.
func (tb *tab) send(m Msg) {
	tb.t.Helper()
	tb.c.Update(m)
	for len(tb.doc.closed) > 0 {
		next := tb.doc.closed[0]
		tb.doc.closed = tb.doc.closed[1:]
		tb.c.Update(next)
	}
	tb.check()
}

// check fails the test on every text that reached a port since the last check without
// passing through the catalog.
func (tb *tab) check() {
	tb.t.Helper()
	for _, w := range tb.doc.texts[tb.checked:] {
		if !translated(w.text) {
			tb.t.Errorf("%s got %q, which did not pass through the catalog", w.where, w.text)
		}
	}
	tb.checked = len(tb.doc.texts)
}

// act asks for action as its button would.
func (tb *tab) act(action page.Action) {
	tb.t.Helper()
	tb.send(Act{Action: action})
}

// play plays m as a click on the board that plays it would.
func (tb *tab) play(m engine.Move) {
	tb.t.Helper()
	tb.send(Clicked{Outcome: board.Outcome{Selected: engine.NoPlace, Play: true, Move: m}})
}

// playFirst plays the position's first legal move, and returns it.
func (tb *tab) playFirst() engine.Move {
	tb.t.Helper()
	moves := tb.c.core.game.Position().Moves()
	if len(moves) == 0 {
		tb.t.Fatal("no legal move to play")
	}
	tb.play(moves[0])
	return moves[0]
}

// wait moves the clock on by d and runs the timers due by then.
func (tb *tab) wait(d time.Duration) {
	tb.t.Helper()
	tb.env.now = tb.env.now.Add(d)
	tb.timers.fire()
	tb.check()
}

// notice is the text of the notice, "" when it is hidden.
func (tb *tab) notice() string {
	n := tb.doc.el("notice")
	if n.hidden {
		return ""
	}
	return n.text
}
