package control

import (
	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
	"mahjong/wasm/remote"
)

// Msg is what Controller.Update takes: everything that happens to the page, from the
// browser's listeners, the ports' answers and the controller's own background work, is one
// of the types below. Nothing else changes the controller's state.
type Msg interface{ isMsg() }

// Act is an action asked for by a button, a key, the result's next step or a confirmation.
type Act struct{ Action page.Action }

// Clicked is a click on the board, as the board's browser side read it: its outcome, when
// the click was on something that plays.
type Clicked struct{ Outcome board.Outcome }

// BoardEvent is what the board's own gestures and controls report (board.Event).
type BoardEvent struct{ Event board.Event }

// Key is a key pressed that the board's navigation did not take, for the page's shortcuts.
type Key struct {
	Key page.Key
	// Prevented is set when the key was handled already (its default prevented); Alt when
	// Alt was held.
	Prevented, Alt bool
	// Handled, set by Update, tells the listener to prevent the key's default.
	Handled *bool
}

// Picked is the game picker's choice: a variant id.
type Picked struct{ ID string }

// Visibility is the page going out of sight (Hidden) or coming back.
type Visibility struct{ Hidden bool }

// Navigated is a new fragment in the address bar (the hashchange event).
type Navigated struct{}

// Stored is another tab's write to the storage: the key and its new value (Removed when the
// key was removed or the storage cleared).
type Stored struct {
	Key, Value string
	Removed    bool
}

// Leaving is the page going away (pagehide): what is pending is written now.
type Leaving struct{}

// Home is a click on one of the home's buttons (data-home): its name, the data-date and
// data-game it carries (the Daily dialog's), and the id of the dialog it is in, if any.
type Home struct{ Name, Date, Game, Dialog string }

// DailyGame is the Daily dialog's choice of game.
type DailyGame struct{ ID string }

// SettingsChanged is the Settings dialog's form after a change.
type SettingsChanged struct{ Form Form }

// Form is a form's values by field name: checkboxes as "on" or "", the rest as their value.
type Form map[string]string

// ResultClosed is the result's dialog closed, by the player or by the controller.
type ResultClosed struct{}

// Copied is the clipboard's answer to Doc.Copy: OK when the text is on it, NoClipboard when
// the browser has none here (else it refused).
type Copied struct{ OK, NoClipboard bool }

// FacesFailed is the tile faces' set failing to load (the faces' element's facesfail event).
type FacesFailed struct{}

// HostSaid is a message of the page embedding the game (the embed page's postMessage API).
type HostSaid struct {
	Message link.HostMessage
	Origin  string
}

// HostDrain is the task Host.Drain asked for: the host's commands waiting are carried out.
type HostDrain struct{}

// Gallery is a click on one of the gallery's buttons (data-gallery): its name, and the
// layout it is about (data-layout).
type Gallery struct{ Name, Layout string }

// GallerySize is the gallery's filter changed: a size of gallery.Sizes.
type GallerySize struct{ Size string }

// RandomLayout is the gallery's random layout form sent, with the number typed.
type RandomLayout struct{ Seed string }

// LayoutFile is a file the player opened or dropped on the page, as the browser read it: its
// name and data; Failed when it could not be read, TooLarge when it was not, being larger
// than MaxLayoutFile.
type LayoutFile struct {
	Name             string
	Data             []byte
	Failed, TooLarge bool
}

// MaxLayoutFile is the size of the largest file read as a layout file: layout files are a
// few kilobytes.
const MaxLayoutFile = 4 << 20

// LibraryLoaded is the answer to Library.Load: the library's text when Status is LibraryOK,
// else the server's answer (0 when the request failed, NoLibrary when the page cannot fetch
// it).
type LibraryLoaded struct {
	Text   string
	Status int
}

const (
	LibraryOK = -1
	NoLibrary = -2
)

// ReaderReplied is the layout reader's answer about the file of request ID: its layouts, or
// why it refused the file (Error, the reader's English, which the controller translates);
// Crashed when the reader failed on it (its English is for the console).
type ReaderReplied struct {
	ID      int
	Layouts []ReadLayout
	Error   string
	Crashed bool
}

// ReadLayout is a layout the reader found in a file: its name and its slots
// (link.EncodeLayout).
type ReadLayout struct{ Name, Code string }

// ReaderFailed says the layout reader could not start.
type ReaderFailed struct{}

// SolverReply is a reply of the solvers' worker; SolverFailed says the worker could not load.
type SolverReply struct{ Reply remote.Reply }

type SolverFailed struct{}

// SolverRequest is a search's request for the solvers' worker, sent from the search's
// goroutine: Update posts it to the Worker port, on the page's thread.
type SolverRequest struct{ Request remote.Request }

// HintFound is a hint's search's answer for the position Pos, the controller's position Gen
// (Controller.gen): the move it proposes and the verdict. Search is the number of the
// searchers' long search it ends, 0 for the short hint of the other games. When the position
// has no winning line, the long search looks back through the history: the winnable
// position it found is Back moves back (0 for none), and Searched tells whether every
// position was answered. Update drops the answer of a search stopped or of a position left.
type HintFound struct {
	Search, Gen int
	Pos         engine.Position
	Move        engine.Move
	Verdict     engine.Verdict
	Back        int
	Searched    bool
}

// SearchProgress is how far the long search numbered Search has gone: the deals tried so
// far (a winnable deal's search), or the moves back its look back has reached (a hint's).
type SearchProgress struct{ Search, Step int }

// DealFound is the answer of the winnable deal's search numbered Search: Deal of the game
// Game, won by the solver, or (not Won) the last deal tried when none was.
type DealFound struct {
	Search int
	Game   string
	Deal   uint64
	Won    bool
}

// OutlookFound is a phase of the status search numbered Run, for the position Gen;
// OutlookDone says that search has ended.
type OutlookFound struct {
	Run, Gen int
	Outlook  page.Outlook
}

type OutlookDone struct{ Run int }

// NextDealTried is the answer for Deal, tried ahead as the next deal of the game Game:
// Solved when the solver won it, Stopped when the try was stopped (the player acted).
type NextDealTried struct {
	Game            string
	Deal            uint64
	Solved, Stopped bool
}

func (Act) isMsg()             {}
func (Clicked) isMsg()         {}
func (BoardEvent) isMsg()      {}
func (Key) isMsg()             {}
func (Picked) isMsg()          {}
func (Visibility) isMsg()      {}
func (Navigated) isMsg()       {}
func (Stored) isMsg()          {}
func (Leaving) isMsg()         {}
func (Home) isMsg()            {}
func (DailyGame) isMsg()       {}
func (SettingsChanged) isMsg() {}
func (ResultClosed) isMsg()    {}
func (Copied) isMsg()          {}
func (FacesFailed) isMsg()     {}
func (HostSaid) isMsg()        {}
func (SolverReply) isMsg()     {}
func (SolverFailed) isMsg()    {}
func (SolverRequest) isMsg()   {}
func (HintFound) isMsg()       {}
func (SearchProgress) isMsg()  {}
func (DealFound) isMsg()       {}
func (OutlookFound) isMsg()    {}
func (OutlookDone) isMsg()     {}
func (NextDealTried) isMsg()   {}
func (HostDrain) isMsg()       {}
func (Gallery) isMsg()         {}
func (GallerySize) isMsg()     {}
func (RandomLayout) isMsg()    {}
func (LayoutFile) isMsg()      {}
func (LibraryLoaded) isMsg()   {}
func (ReaderReplied) isMsg()   {}
func (ReaderFailed) isMsg()    {}
