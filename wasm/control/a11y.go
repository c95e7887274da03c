//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/engine/shanghai"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
	"mahjong/wasm/nav"
	oneplayerview "mahjong/wasm/oneplayer"
	shanghaiview "mahjong/wasm/shanghai"
	stonesview "mahjong/wasm/stones"
)

// Keyboard navigation of the board and the live region that tells screen reader players
// what each move did. Which place the focus goes to is decided by nav.Nearest.

// navKey moves the focus between the places of the board with the arrow keys, and between
// layers with PageUp/PageDown or Shift+Up/Down, when the focus is on one of them. Enter and
// Space press the focused button.
func (a *Controller) navKey(ev js.Value) {
	if a.game == nil || ev.Get("defaultPrevented").Bool() ||
		ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
		return
	}
	d, ok := nav.Key(ev.Get("key").String(), ev.Get("shiftKey").Bool())
	if !ok {
		return
	}
	items, els := a.r.navItems()
	active := a.doc.Underlying().Get("activeElement")
	from := -1
	for i, el := range els {
		if el.Equal(active) {
			from = i
			break
		}
	}
	if from < 0 {
		return // the focus is on something the map does not hold (a control of the board)
	}
	ev.Call("preventDefault")
	if to := nav.Nearest(items, from, d); to >= 0 {
		els[to].Call("focus")
	}
}

// screenNav maps the board's enabled buttons by their centres on the screen, for a board
// with no map of its own. A board split into areas (elements marked data-area, such as One
// Player's hand, End turn and lines) puts each area apart, numbered in document order, so
// that the arrows stay in their area and the layer keys (PageUp/PageDown, Shift+Up/Down)
// move between areas.
func screenNav(board js.Value) ([]nav.Item, []js.Value) {
	list := board.Call("querySelectorAll", `button:not([disabled]):not([hidden]):not([tabindex="-1"])`)
	n := list.Length()
	items := make([]nav.Item, 0, n)
	els := make([]js.Value, 0, n)
	var areas []js.Value
	for i := 0; i < n; i++ {
		el := list.Index(i)
		area := 0 // outside every area
		if a := el.Call("closest", "[data-area]"); !a.IsNull() {
			area = len(areas) + 1
			for k, seen := range areas {
				if seen.Equal(a) {
					area = k + 1
					break
				}
			}
			if area == len(areas)+1 {
				areas = append(areas, a)
			}
		}
		r := el.Call("getBoundingClientRect")
		w, h := r.Get("width").Float(), r.Get("height").Float()
		if w == 0 && h == 0 {
			continue // not shown
		}
		items = append(items, nav.Item{
			X:       int(r.Get("left").Float() + w/2),
			Y:       int(r.Get("top").Float() + h/2),
			Area:    area,
			Present: true,
		})
		els = append(els, el)
	}
	return items, els
}

func (b *shanghaiBoard) navItems() ([]nav.Item, []js.Value) {
	for i := range b.els {
		b.el(i)
	}
	return shanghaiview.Nav(b.drawn), b.els
}

func (b *shanghaiBoard) announce(before engine.Position, m engine.Move, after engine.Position) string {
	return shanghaiview.Announce(board.PositionOf[*shanghai.Position](before), m, board.PositionOf[*shanghai.Position](after))
}

// navItems: the Stones board moves its own roving focus (takeKey, stonesview.Step, by the
// same rule), so the app's map of it is empty and the app's navigation leaves it alone.
func (b *stonesBoard) navItems() ([]nav.Item, []js.Value) { return nil, nil }

func (b *stonesBoard) announce(before engine.Position, m engine.Move, after engine.Position) string {
	return stonesview.Announce(board.PositionOf[*stones.Position](before), m, board.PositionOf[*stones.Position](after))
}

// navItems: the One Player board is navigated by the positions of its buttons on the screen.
func (b *onePlayerBoard) navItems() ([]nav.Item, []js.Value) { return screenNav(b.root) }

func (b *onePlayerBoard) announce(before engine.Position, m engine.Move, after engine.Position) string {
	return oneplayerview.Announce(board.PositionOf[*oneplayer.Position](before), m, board.PositionOf[*oneplayer.Position](after))
}

// say puts text in the live region #live. Its text node is replaced, not changed, so that
// the same words said twice are read twice; one call does it, as a move says something.
func (a *Controller) say(text string) {
	if text == "" {
		return
	}
	a.said = text
	a.p.Announcer.Say(text)
}

// sayMove announces the move m that led from before to the current position.
func (a *Controller) sayMove(before engine.Position, m engine.Move) {
	after := a.game.Position()
	text := a.r.announce(before, m, after)
	if text == "" {
		tiles, _ := a.r.counts(after)
		text = board.CountAnnounce(msg.T("Played"), a.r.tilesLabel(), tiles)
	}
	a.say(text)
}

// sayCount announces an action that changed the position without a move of its own (undo,
// redo, a new game) with the first number of the status line.
func (a *Controller) sayCount(action string) {
	tiles, _ := a.r.counts(a.game.Position())
	a.say(board.CountAnnounce(action, a.r.tilesLabel(), tiles))
}

// sayResult announces the end of a game, once, when its message appears, after what the
// last move's announcement said.
func (a *Controller) sayResult(res board.Result) {
	a.say(board.Sentences(a.said, res.Title, res.Text))
}

// helpOpen reports whether the help panel is open.
func (a *Controller) helpOpen() bool {
	help := a.p.Doc.ByID("help")
	return help != nil && help.Open()
}

// closeHelp closes the help panel, and gives the focus back to the Help button when it was
// inside the panel.
func (a *Controller) closeHelp() {
	help := a.p.Doc.ByID("help")
	if help == nil {
		return
	}
	inside := help.HasFocus()
	help.SetOpen(false)
	if button := a.p.Doc.ByID("help-open"); inside && button != nil {
		button.Focus()
	}
}

// openHelp opens the "How to play" panel and moves the focus to it: one step from the game.
func (a *Controller) openHelp() {
	help := a.p.Doc.ByID("help")
	if help == nil {
		return
	}
	help.SetOpen(true)
	if summary := help.Query("summary"); summary != nil {
		summary.Focus()
		help.ScrollIntoView()
	}
}
