//go:build !js

package control

import (
	"errors"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
	"mahjong/wasm/remote"
)

// The in-memory ports the tests drive the controller with. The document knows the ids of
// the page (static/index.html) and of the markup the controller adds, as the browser would;
// every text that reaches a port is checked against the pseudo-language (catalog_test.go):
// English that did not pass through the catalog fails the test that wrote it.

// fakeElem is an element: what was written to it, and what a player's input left in it.
type fakeElem struct {
	doc      *fakeDoc
	id       string
	text     string
	html     string
	attrs    map[string]string
	classes  map[string]bool
	style    map[string]string
	fields   map[string]*fakeElem
	value    string
	hidden   bool
	disabled bool
	checked  bool
	open     bool
}

func (e *fakeElem) SetText(text string) {
	e.doc.said(e.id, text)
	e.text = text
}

func (e *fakeElem) SetAttr(name, value string) {
	if name == "aria-label" || name == "title" {
		e.doc.said(e.id+"@"+name, value)
	}
	e.attrs[name] = value
}

func (e *fakeElem) RemoveAttr(name string)  { delete(e.attrs, name) }
func (e *fakeElem) Attr(name string) string { return e.attrs[name] }
func (e *fakeElem) SetHidden(hidden bool)   { e.hidden = hidden }
func (e *fakeElem) SetDisabled(d bool)      { e.disabled = d }

func (e *fakeElem) SetHTML(html string) {
	e.html = html
	e.doc.adopt(html)
}

func (e *fakeElem) AddHTML(html string, first bool) {
	if first {
		e.html = html + e.html
	} else {
		e.html += html
	}
	e.doc.adopt(html)
}

func (e *fakeElem) SetClass(name string, on bool) { e.classes[name] = on }

func (e *fakeElem) SetStyle(property, value string) { e.style[property] = value }

func (e *fakeElem) Value() string         { return e.value }
func (e *fakeElem) SetValue(value string) { e.value = value }
func (e *fakeElem) Checked() bool         { return e.checked }
func (e *fakeElem) SetChecked(on bool)    { e.checked = on }

func (e *fakeElem) Field(name string) Elem {
	f, ok := e.fields[name]
	if !ok {
		f = e.doc.newElem(e.id + "." + name)
		e.fields[name] = f
	}
	return f
}

func (e *fakeElem) Focus()                     { e.doc.focus = e.id }
func (e *fakeElem) HasFocus() bool             { return e.doc.focus == e.id }
func (e *fakeElem) Query(selector string) Elem { return e.doc.newElem(e.id + " " + selector) }
func (e *fakeElem) ScrollIntoView()            {}
func (e *fakeElem) SetOpen(open bool)          { e.open = open }
func (e *fakeElem) Select()                    {}
func (e *fakeElem) ScrollToTop()               {}

func (e *fakeElem) Modal() {
	e.hidden, e.open = false, true
	e.doc.modals = append(e.doc.modals, e.id)
}

func (e *fakeElem) Close() {
	if !e.open {
		return
	}
	e.open = false
	e.doc.modals = slices.DeleteFunc(e.doc.modals, func(id string) bool { return id == e.id })
	if e.id == "result" {
		e.doc.closed = append(e.doc.closed, ResultClosed{})
	}
}

func (e *fakeElem) Open() bool { return e.open }

// fakeDoc is the page's document.
type fakeDoc struct {
	t      testing.TB
	els    map[string]*fakeElem
	modals []string // the dialogs open, in the order they opened
	focus  string
	title  string
	faces  string
	help   string
	copies []string
	// closed are the events the browser would send back (a dialog closed): the harness
	// hands them to Update after the message that caused them.
	closed []Msg
	// texts is every text written, by element id, to be checked against the catalog.
	texts []written
}

// written is a text that reached a port, and where.
type written struct{ where, text string }

var idAttr = regexp.MustCompile(`\bid="([^"]+)"`)

// newFakeDoc returns a document with the elements of static/index.html.
func newFakeDoc(t testing.TB) *fakeDoc {
	d := &fakeDoc{t: t, els: map[string]*fakeElem{}}
	html, err := os.ReadFile("../../static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	d.adopt(string(html))
	return d
}

func (d *fakeDoc) newElem(id string) *fakeElem {
	return &fakeElem{doc: d, id: id, attrs: map[string]string{}, classes: map[string]bool{},
		style: map[string]string{}, fields: map[string]*fakeElem{}}
}

// adopt makes an element of every id in markup added to the page.
func (d *fakeDoc) adopt(markup string) {
	for _, m := range idAttr.FindAllStringSubmatch(markup, -1) {
		if _, ok := d.els[m[1]]; !ok {
			d.els[m[1]] = d.newElem(m[1])
		}
	}
}

func (d *fakeDoc) said(where, text string) {
	if text != "" {
		d.texts = append(d.texts, written{where, text})
	}
}

// el is the element of id, failing the test when the page has none.
func (d *fakeDoc) el(id string) *fakeElem {
	e, ok := d.els[id]
	if !ok {
		d.t.Fatalf("the page has no #%s", id)
	}
	return e
}

func (d *fakeDoc) ByID(id string) Elem {
	if e, ok := d.els[id]; ok {
		return e
	}
	return nil
}

func (d *fakeDoc) Query(selector string) Elem { return nil }
func (d *fakeDoc) Root() Elem                 { return d.root() }
func (d *fakeDoc) Body() Elem                 { return d.body() }
func (d *fakeDoc) ModalOpen() bool            { return len(d.modals) > 0 }
func (d *fakeDoc) Hidden() bool               { return false }
func (d *fakeDoc) SetTitle(title string)      { d.said("title", title); d.title = title }
func (d *fakeDoc) Translate(Elem)             {}
func (d *fakeDoc) ShowFaces(set string)       { d.faces = set }
func (d *fakeDoc) Help(id string)             { d.help = id }
func (d *fakeDoc) KeepFocus() bool            { return true }

func (d *fakeDoc) Copy(text string) {
	d.copies = append(d.copies, text)
	d.closed = append(d.closed, Copied{OK: true})
}

func (d *fakeDoc) root() *fakeElem { return d.named("<html>") }
func (d *fakeDoc) body() *fakeElem { return d.named("<body>") }

func (d *fakeDoc) named(name string) *fakeElem {
	e, ok := d.els[name]
	if !ok {
		e = d.newElem(name)
		d.els[name] = e
	}
	return e
}

// fakeStorage is the browser's storage, shared by the tabs of a test; blocked refuses
// every access, full every write.
type fakeStorage struct {
	m             map[string]string
	blocked, full bool
	// tabs are the other tabs' controllers, told of each write as the browser's storage
	// event tells them.
	tabs []*Controller
	from *Controller // the tab writing now
}

var errFake = errors.New("storage refused")

func newFakeStorage() *fakeStorage { return &fakeStorage{m: map[string]string{}} }

func (s *fakeStorage) Get(key string) (string, bool, error) {
	if s.blocked {
		return "", false, errFake
	}
	v, ok := s.m[key]
	return v, ok, nil
}

func (s *fakeStorage) Set(key, value string) error {
	if s.blocked || s.full {
		return errFake
	}
	s.m[key] = value
	return nil
}

func (s *fakeStorage) Remove(key string) {
	if !s.blocked {
		delete(s.m, key)
	}
}

// fakeTimers are timers that run when the test says: fire runs every timer that is due by
// then, as the browser would.
type fakeTimers struct {
	now     *time.Time
	pending []*fakeTimer
}

type fakeTimer struct {
	timers *fakeTimers
	due    time.Time
	after  time.Duration // as the last Start asked
	every  time.Duration
	f      func()
	on     bool
}

func (t *fakeTimer) Start(after time.Duration, f func()) {
	t.due, t.after, t.f, t.on = t.timers.now.Add(after), after, f, true
}

func (t *fakeTimer) Stop() { t.on = false }

// fakeTicker is a fakeTimer that repeats.
type fakeTicker struct{ fakeTimer }

func (t *fakeTicker) Start(every time.Duration, f func()) {
	if t.on {
		return
	}
	t.fakeTimer.Start(every, f)
	t.every = every
}

func (ts *fakeTimers) Timer() page.Timer {
	t := &fakeTimer{timers: ts}
	ts.pending = append(ts.pending, t)
	return t
}

func (ts *fakeTimers) Ticker() Ticker {
	t := &fakeTicker{fakeTimer{timers: ts}}
	ts.pending = append(ts.pending, &t.fakeTimer)
	return t
}

// fire runs the timers due by now, earliest first, until none is.
func (ts *fakeTimers) fire() {
	for {
		var next *fakeTimer
		for _, t := range ts.pending {
			if t.on && !t.due.After(*ts.now) && (next == nil || t.due.Before(next.due)) {
				next = t
			}
		}
		if next == nil {
			return
		}
		if next.every > 0 {
			next.due = next.due.Add(next.every)
		} else {
			next.on = false
		}
		next.f()
	}
}

// fakeAddress is the address bar.
type fakeAddress struct {
	hash     string
	reloaded bool
	replaced []string
}

func (a *fakeAddress) Hash() string { return a.hash }

func (a *fakeAddress) Replace(fragment string) {
	a.hash = fragment
	a.replaced = append(a.replaced, fragment)
}

func (a *fakeAddress) Base() string   { return "https://mahjong.example/" }
func (a *fakeAddress) Reloaded() bool { return a.reloaded }

// fakeAnnouncer is the live region.
type fakeAnnouncer struct {
	doc  *fakeDoc
	said []string
}

func (a *fakeAnnouncer) Say(text string) {
	a.doc.said("live", text)
	a.said = append(a.said, text)
}

// fakeHost is the page embedding the game, with the query of its embed link; Drain's
// message is sent by the test (drains counts the asks).
type fakeHost struct {
	events  []link.Event
	origins []string // the target origin of each event
	query   string
	drains  int
}

func (h *fakeHost) Post(e link.Event, origin string) {
	h.events, h.origins = append(h.events, e), append(h.origins, origin)
}
func (h *fakeHost) Query() string              { return h.query }
func (h *fakeHost) Frame() (width, height int) { return 1280, 800 }
func (h *fakeHost) Drain()                     { h.drains++ }

// The ports the tests do not look into: the start-up's tasks, the idle time, the User
// Timing measures, the layouts' library, files and reader.
type (
	noTasks   struct{}
	noIdle    struct{}
	noPerf    struct{}
	noLibrary struct{}
	noReader  struct{}
	noFiles   struct{}
)

func (noTasks) Next()                  {}
func (noIdle) Soon(func())             {}
func (noPerf) Start() float64          { return 0 }
func (noPerf) Now() float64            { return 0 }
func (noPerf) Measure(string, float64) {}
func (noLibrary) Load()                {}
func (noReader) Read(int, []byte)      {}
func (noReader) Stop()                 {}
func (noFiles) Pick()                  {}
func (noFiles) Save(string, []byte)    {}

// stepIdle is an Idle whose work the test runs (run), and counts the asks.
type stepIdle struct {
	asked int
	f     func()
}

func (i *stepIdle) Soon(f func()) { i.asked, i.f = i.asked+1, f }

func (i *stepIdle) run() {
	f := i.f
	i.f = nil
	f()
}

// fakeWorker is the solvers' worker: it keeps the requests, and the test answers them.
type fakeWorker struct {
	requests []remote.Request
	stopped  int
}

func (w *fakeWorker) Post(r remote.Request) { w.requests = append(w.requests, r) }
func (w *fakeWorker) Stop()                 { w.stopped++ }

// fakeEnv is the time, which the test moves, a random source that repeats, and the
// developers' log.
type fakeEnv struct {
	now  time.Time
	seed uint64
	log  []string
}

func (e *fakeEnv) Log(text string) { e.log = append(e.log, text) }

func (e *fakeEnv) Now() time.Time { return e.now }

func (e *fakeEnv) Random() uint64 {
	e.seed = e.seed*6364136223846793005 + 1442695040888963407
	return e.seed >> 11
}

// fakeBoard is a family's board: it keeps what it was last asked to draw.
type fakeBoard struct {
	family engine.Family
	mounts int
	drawn  engine.Position
	marks  board.Marks
}

func (b *fakeBoard) Mount(p engine.Position, o board.Mount) board.Grid {
	b.mounts++
	b.drawn = p
	return board.Grid{Cols: 1, Rows: 1, Layers: 1}
}

func (b *fakeBoard) Draw(p engine.Position, m board.Marks) { b.drawn, b.marks = p, m }

// fakeBoards makes the fake boards, and keeps the last.
type fakeBoards struct{ last *fakeBoard }

func (bs *fakeBoards) Board(f engine.Family) Board {
	bs.last = &fakeBoard{family: f}
	return bs.last
}

// pseudoMarks are the brackets the pseudo-language puts around every message.
const pseudoOpen, pseudoClose = "⟦", "⟧"

// translated reports whether text passed through the catalog: every message of the
// pseudo-language is bracketed, and a text made of several holds only messages, numbers
// and punctuation between them.
func translated(text string) bool {
	rest := text
	for {
		i := strings.Index(rest, pseudoOpen)
		if i < 0 {
			return plain(rest)
		}
		if !plain(rest[:i]) {
			return false
		}
		depth, j := 0, i
		for j < len(rest) {
			switch {
			case strings.HasPrefix(rest[j:], pseudoOpen):
				depth++
				j += len(pseudoOpen)
				continue
			case strings.HasPrefix(rest[j:], pseudoClose):
				depth--
				j += len(pseudoClose)
				if depth == 0 {
					break
				}
				continue
			default:
				j++
				continue
			}
			break
		}
		rest = rest[j:]
	}
}

// plain reports whether s holds no letter: numbers, punctuation and spaces need no catalog.
func plain(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return false
		}
	}
	return true
}
