package control

import "mahjong/wasm/msg"

// Update is the controller's one entry: every event of the page, every answer of a port and
// every report of the controller's background work comes in here as a message, one at a
// time, on the page's thread.
func (a *Controller) Update(m Msg) {
	if a.held && input(m) {
		return // the page is starting: not playable yet, as before the module ran
	}
	switch m := m.(type) {
	case Act:
		a.next.input()
		a.act(m.Action)
	case Key:
		if a.keyed(m) && m.Handled != nil {
			*m.Handled = true
		}
	case Picked:
		a.pick(m.ID)
	case Navigated:
		a.openFromURL()
	case Copied:
		a.core.copied(m)
	case Clicked:
		a.clicked(m)
	case BoardEvent:
		a.boardEvent(m.Event)
	case Stored:
		if a.home.stored(&a.core, a, m) {
			a.applySettings()
		}
	case Leaving:
		a.home.leave(&a.core)
	case Visibility:
		a.visibility(m.Hidden)
	case Home:
		// The home's own buttons, the Daily dialog's, or the replay bar's.
		if !a.home.clicked(&a.core, a, &a.lay, m) && !a.day.clicked(&a.core, a, &a.home, &a.lay, m) {
			a.home.replayAction(&a.core, a, m.Name)
		}
	case SettingsChanged:
		if s, ok := settingsOf(m.Form); ok {
			a.home.set = s
			a.applySettings()
			a.home.saveSettings(&a.core)
		}
	case ResultClosed:
		a.core.resultClosed()
	case FacesFailed:
		a.core.show(msg.T("The tile faces you chose could not be downloaded; the tiles keep the faces they had."), true)
	case SolverRequest:
		a.core.p.Worker.Post(m.Request)
	case SolverReply:
		a.core.fromSolver(m.Reply)
	case SolverFailed:
		a.core.solverFailed()
	case HintFound:
		a.search.hintFound(&a.core, a, m)
	case SearchProgress:
		a.search.searchProgress(&a.core, m)
	case DealFound:
		a.search.dealFound(&a.core, a, m)
	case OutlookFound:
		a.out.found(&a.core, a.host, m)
	case OutlookDone:
		a.out.done(m.Run)
	case NextDealTried:
		a.next.answered(a.watch, m)
	case DailyGame:
		a.day.chose(&a.core, &a.home, &a.lay, m)
	case Gallery, GallerySize, RandomLayout, LayoutFile, LibraryLoaded, ReaderReplied, ReaderFailed:
		a.lay.update(&a.core, a, &a.home, m)
	case HostSaid, HostDrain:
		a.host.update(&a.core, a, &a.home, &a.lay, &a.out, m)
	}
}

// Post hands m to Update from a goroutine (a search that finished): main's loop runs it with
// the page's state, the one way background work reports back. Never called on the page's
// thread itself, which would wait for itself.
func (a *Controller) Post(m Msg) { a.core.post(m) }

// copy puts text on the clipboard; done is what the notice says once it is there.
func (c *core) copy(text, done string) {
	c.copying = done
	c.p.Doc.Copy(text)
}

// copied says what became of the last copy: done, or that the text on the screen is to be
// copied by hand.
func (c *core) copied(m Copied) {
	switch {
	case m.OK:
		c.show(c.copying, false)
	case m.NoClipboard:
		c.show(msg.T("This browser gives no clipboard here: select the text and copy it."), false)
	default:
		c.show(msg.T("The browser refused to copy: select the text and copy it."), false)
	}
}

// input reports whether m is the player's (or another page's) doing, which the page drops
// while it starts, rather than an answer to what the controller asked.
func input(m Msg) bool {
	switch m.(type) {
	case Copied, SolverRequest, SolverReply, SolverFailed, HintFound, SearchProgress, DealFound,
		OutlookFound, OutlookDone, NextDealTried, LibraryLoaded, ReaderReplied, ReaderFailed, HostDrain:
		return false
	}
	return true
}
