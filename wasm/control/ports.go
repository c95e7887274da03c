package control

import (
	"time"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
	"mahjong/wasm/remote"
)

// The controller talks to the browser only through these ports. Package main gives it the
// browser's (wasm/browser, written with honnef.co/go/js/dom/v2 and github.com/norunners/vert);
// the tests give it in-memory ones that record what was done. No port hands the controller a
// js.Value, and nothing here is called back: what the browser has to say comes in as a
// message to Controller.Update.

// Elem is one element of the page the controller writes or reads: a number of the status
// line, a control, a dialog, a form, a field. It is page.Elem with what dialogs and forms add.
type Elem interface {
	page.Elem
	RemoveAttr(name string)
	Attr(name string) string
	// SetHTML replaces the content with markup the panels made (escaped already).
	SetHTML(html string)
	// AddHTML inserts markup at the start (first) or the end of the content.
	AddHTML(html string, first bool)
	SetClass(name string, on bool)
	SetStyle(property, value string)
	Value() string
	SetValue(value string)
	Checked() bool
	SetChecked(on bool)
	// Field is a form's control of that name, nil when it has none.
	Field(name string) Elem
	// Focus moves the focus to the element, without scrolling the page: the page moves the
	// focus to keep a player's place, never to show something.
	Focus()
	// HasFocus reports whether the focus is on the element or inside it.
	HasFocus() bool
	// Query is the first element inside this one that matches the CSS selector, or nil.
	Query(selector string) Elem
	// ScrollIntoView scrolls the page as little as shows the element.
	ScrollIntoView()
	// SetOpen opens or closes a <details> element.
	SetOpen(open bool)
	// Select selects a text field's text.
	Select()
	// ScrollToTop scrolls the element's content back to its start.
	ScrollToTop()
	// Modal opens a <dialog> as a modal dialog, unless it is open already; Close closes it;
	// Open reports whether it is open.
	Modal()
	Close()
	Open() bool
}

// Doc is the page's document.
type Doc interface {
	// ByID is the element of that id, nil when the page has none.
	ByID(id string) Elem
	// Query is the first element that matches the CSS selector, nil when none does.
	Query(selector string) Elem
	// Root is <html>, Body <body>.
	Root() Elem
	Body() Elem
	// ModalOpen reports whether a modal dialog has the keys.
	ModalOpen() bool
	// Hidden reports whether the page is out of sight (document.hidden).
	Hidden() bool
	SetTitle(title string)
	// Translate puts the words of markup marked data-t inside el in the page's language
	// (static/boot.js's mahjongTranslate).
	Translate(el Elem)
	// ShowFaces switches the page's tile faces to the set (static/boot.js's mahjongFaces).
	ShowFaces(set string)
	// Help shows the "How to play" page of the variant (static/boot.js's mahjongHelp).
	Help(id string)
	// KeepFocus moves the focus to a free tile, or else the first control, of the board
	// when the element that had it was removed, hidden or closed; it reports whether the
	// focus is anywhere on the page afterwards.
	KeepFocus() bool
	// Copy puts text on the clipboard; the answer comes back as a Copied message.
	Copy(text string)
}

// Storage is the browser's key-value storage (localStorage). Every access can fail: a full
// quota, a private window, site data blocked by the player.
type Storage interface {
	Get(key string) (value string, found bool, err error)
	Set(key, value string) error
	Remove(key string)
}

// Timers makes the browser's timers: page.Timer is a setTimeout; a Ticker a setInterval. What
// they run, they run as the page's other events are, one at a time.
type Timers interface {
	Timer() page.Timer
	Ticker() Ticker
}

// Ticker runs f every so often until stopped.
type Ticker interface {
	Start(every time.Duration, f func())
	Stop()
}

// Address is the address bar and the history entry of the page.
type Address interface {
	// Hash is the fragment of the address, with its "#" ("" for none).
	Hash() string
	// Replace replaces the fragment of the current history entry (history.replaceState).
	Replace(fragment string)
	// Base is the address without its fragment: what a shared link starts with.
	Base() string
	// Reloaded reports whether the page was reloaded or reached through the history, rather
	// than opened from a link.
	Reloaded() bool
}

// Announcer speaks to screen reader players (the live region).
type Announcer interface {
	Say(text string)
}

// Host is the page that embeds the game (the embed page's postMessage API); nil on the
// site's own page.
type Host interface {
	Post(e link.Event, origin string)
	// Query is the embed link's settings: the query of the page's address (location.search,
	// with its "?").
	Query() string
	// Frame is the size of the frame the host gives the game, in CSS pixels.
	Frame() (width, height int)
	// Drain asks for a HostDrain message in a task of its own, queued behind the host's
	// messages already waiting, and never slowed down as a timer is in a background tab.
	Drain()
}

// Worker is the solvers' Web Worker: its replies come back as SolverReply messages, its
// failure as SolverFailed.
type Worker interface {
	Post(r remote.Request)
	// Stop ends the worker; the next Post starts it again.
	Stop()
}

// Env is what the controller asks of the world: the time, and fresh random numbers (a new
// deal, the tab's id).
type Env interface {
	Now() time.Time
	Random() uint64
	// Log writes a line for the site's developers (the browser's console): what a player
	// reads goes through the notices.
	Log(text string)
}

// Library is the site's library of layouts (layouts.txt), fetched when first wanted, so that
// it costs the first visit nothing (static/boot.js's mahjongLayouts): its text comes back as
// a LibraryLoaded message.
type Library interface {
	Load()
}

// LayoutReader reads the player's layout files in a Web Worker of its own (wasm/layoutread,
// static/worker.js), started when first asked: its answers come back as ReaderReplied
// messages, its failure to start as ReaderFailed.
type LayoutReader interface {
	// Read asks for the layouts of a file's data; the answer carries id.
	Read(id int, data []byte)
	// Stop ends the worker; the next Read starts it again.
	Stop()
}

// Files are the player's files: the picker of layout files, whose choice comes back as
// LayoutFile messages, and downloads.
type Files interface {
	Pick()
	// Save hands the player data as a file of that name to keep.
	Save(name string, data []byte)
}

// Board is the browser's side of a family's board: it draws positions into #board, and turns
// the player's gestures into messages. Which one draws a family is the Boards port's choice.
type Board interface {
	// Mount creates the board's elements for a new game and returns the size of its grid.
	Mount(p engine.Position, o board.Mount) board.Grid
	// Draw brings the elements up to date with p and the marks, touching only what changed.
	Draw(p engine.Position, m board.Marks)
}

// Boards makes the board of a family; it is called when the family shown changes.
type Boards interface {
	Board(f engine.Family) Board
}

// Tasks splits the page's start-up into tasks of the browser's: the browser counts each task
// that runs longer than 50 ms as blocking the page, for the part beyond 50 ms, so one long
// task blocks it for longer than the same work in a few.
type Tasks interface {
	// Next gives the page back to the browser and returns in a new task, once the browser
	// has handled what came meanwhile (input, and a frame when one is due). It blocks: it is
	// called from the page's main goroutine, never from what handles an event.
	Next()
}

// Idle runs work when the browser has nothing else to do (the Go heap's collections).
type Idle interface {
	// Soon runs f once, when the browser is next idle, at most about a second from now; f
	// runs as the page's events do, one at a time. Soon is not called again before f ran.
	Soon(f func())
}

// Perf places the User Timing measures the bench reads (./build.sh bench): the times are
// milliseconds of the page's clock (performance.now), 0 where the browser has none.
type Perf interface {
	// Start is when the work about to be done began: the time of the input event being
	// handled, else now.
	Start() float64
	Now() float64
	// Measure places the measure name from start to now.
	Measure(name string, start float64)
}

// Ports are the controller's ports, all of them: package main makes the browser's, the
// tests in-memory ones. Host is nil on the site's own page.
type Ports struct {
	Doc       Doc
	Storage   Storage
	Timers    Timers
	Address   Address
	Announcer Announcer
	Host      Host
	Worker    Worker
	Env       Env
	Boards    Boards
	Tasks     Tasks
	Idle      Idle
	Perf      Perf
	Library   Library
	Reader    LayoutReader
	Files     Files
}
