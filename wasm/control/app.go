package control

import (
	"errors"
	"mahjong/wasm/msg"
	"strconv"
	"time"

	"mahjong/engine"
	"mahjong/engine/daily"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/link"
	"mahjong/wasm/page"
	"mahjong/wasm/panels"
	"mahjong/wasm/remote"
	"mahjong/wasm/shanghai"
	"mahjong/wasm/store"
)

// app is the page: the game being played with its history, the interface state, and the
// handles of the elements it updates.
type Controller struct {
	p Ports // the browser, as the controller sees it
	e elems // the page's fixed elements

	variants []*engine.Variant
	variant  *engine.Variant
	view     board.View // the family's view, what the controller asks of its games
	drawer   Board      // the family's board in the browser (the Boards port makes it)
	family   engine.Family
	game     *engine.Game
	marks    board.Marks
	gen      int // counts changes of position, so that a late hint for an old one is dropped
	version  int // completed renders: #board's data-version
	hinting  bool
	starting bool // the page's first game is opening: what its board does not need waits

	clock  clock.Clock
	ticker Ticker       // the clock's tick
	line   page.Line    // the status line and the controls, as last written
	st     statusLine   // their elements
	notice *page.Notice // #notice

	gc     *idleGC        // the Go heap's collections when the page is idle
	next   nextDeals      // the FreeCell and Sea games' next winnable deals, made ready ahead
	search longSearch     // a long search (a hint, a deal) in progress (search.go)
	out    outlook        // the status search of the position shown (outlook.go)
	solver *remote.Client // asks the solvers' worker for the searches (solver.go)
	said   string         // what the live region said last (see say)
	// held is set while the page starts: what the player does is dropped, as before the
	// module ran (the page is not playable yet; embedding hosts wait for the first "ready").
	held bool
	host *embedHost // the embedding page's side of the postMessage API; nil when not embedded
	home home       // the saves, statistics and settings (see home.go)
	day  dailyState // the daily game and the Daily dialog (daily.go)
	// resultShut is the position (gen) at which the player closed the result: it stays
	// closed until the position changes, so that the board can be looked at.
	resultShut int
	// inbox carries what background work (a search) reports back: the page's state is
	// written only by the event handlers and by main's loop running what comes here.
	inbox chan func()
	due   resultDue   // the result of a game a move has just ended (see openResultSoon)
	lay   layoutState // the Mahjong Solitaire layouts beyond the menu's (layouts.go)
	aside *setAside   // the game the last Restart set aside, for Undo (restart.go)
	// copying is what the notice says once the text being copied is on the clipboard.
	copying string
	// ended is the record the game's result compares with, as it was when the game first
	// showed its end (see resultGame); nil until then.
	ended *board.Game
}

// statusLine is the status line and the controls it enables, as the page controller writes
// them (page.Line).
type statusLine struct {
	tilesLeft, tilesLabel, moves, movesLabel, deal, time Elem
	undo, redo, hint, shuffle                            Elem
}

// elems are the page's fixed elements the controller writes besides the status line (see the
// page contract: static/index.html).
type elems struct {
	board, picker, newGame, result, resultTitle, resultText, resultUndo Elem
}

func newApp(p Ports) *Controller {
	a := &Controller{
		p:          p,
		variants:   playable(),
		marks:      board.NoMarks,
		home:       home{storage: p.Storage, told: map[string]bool{}, set: store.DefaultSettings},
		resultShut: -1,
		inbox:      make(chan func()),
	}
	// Looked up from a table, in a loop: written out, each lookup is a copy of its code.
	byID := func(id string) Elem {
		el := p.Doc.ByID(id)
		if el == nil {
			panic("the page has no #" + id)
		}
		return el
	}
	st := &a.st
	for _, x := range [...]struct {
		el *Elem
		id string
	}{
		{&st.tilesLeft, "tiles-left"}, {&st.tilesLabel, "tiles-label"}, {&st.moves, "moves-available"},
		{&st.movesLabel, "moves-label"}, {&st.deal, "deal"}, {&st.time, "time"}, {&st.undo, "undo"},
		{&st.redo, "redo"}, {&st.hint, "hint"}, {&st.shuffle, "shuffle"},
		{&a.e.board, "board"}, {&a.e.picker, "variant"}, {&a.e.newGame, "new"}, {&a.e.result, "result"},
		{&a.e.resultTitle, "result-title"}, {&a.e.resultText, "result-text"}, {&a.e.resultUndo, "result-undo"},
	} {
		*x.el = byID(x.id)
	}
	a.gc = newIdleGC(p.Idle, p.Timers.Timer(), p.Env.Now)
	a.next = newNextDeals(p.Env.Now, p.Timers.Timer(), p.Timers.Ticker())
	a.ticker = p.Timers.Ticker()
	a.notice = page.NewNotice(byID("notice"), p.Timers.Timer())
	a.home.saver = page.NewSaver(p.Timers.Timer(), func() { a.saveGame(false) })
	return a
}

// start fills the picker, listens, and opens the game the URL names.
func (a *Controller) start() {
	a.e.picker.SetHTML(panels.OptionsHTML(a.menuOptions()))

	a.embedStart()
	a.mountSearches()
	a.startHome()
	a.frameNotice()
	a.startLayouts()
	// The first board is a task of its own: with the work above, one of some 30 ms, which
	// the browser counts as blocking the page for longer than two (held).
	a.held = true
	a.p.Tasks.Next()
	a.held = false
	a.starting = true
	a.openFromURL()
	a.starting = false
	a.p.Doc.Root().SetAttr("data-ready", "1")

	// The board is playable: what it does not need is done in a task of its own, after the
	// browser has drawn it. The help text is in a closed panel, and the first game leaves
	// little garbage: its collection waits for the player's first moves (the pause timer
	// the render armed finds no render to collect after).
	a.p.Tasks.Next()
	if a.variant != nil {
		a.showHelp(a.variant)
	}
	a.refreshOutlook()
	a.gc.renders = 0
}

// post hands f to main's loop, which runs it with the page's state: the one way a goroutine
// reports back. Called from a goroutine only (main's loop would wait for itself).
func (a *Controller) post(f func()) { a.inbox <- f }

// run runs what background work posts, for the page's life.
func (a *Controller) run() {
	for f := range a.inbox {
		f()
	}
}

func (a *Controller) lookup(id string) (*engine.Variant, bool) {
	if v, ok := a.lookupMenu(id); ok {
		return v, true
	}
	return a.lookupLayout(id)
}

// openFromURL opens the game the fragment names, or the default game with a notice when
// the fragment cannot be read.
func (a *Controller) openFromURL() {
	a.hide()
	hash := a.p.Address.Hash()
	if a.libraryWanted(hash) {
		a.loadLibrary(a.openFromURL) // a layout of the library: open it once it is here
		return
	}
	if a.openReplay(hash) {
		return
	}
	named, err := link.ParseFragment(hash, func(id string) bool { _, ok := a.lookup(id); return ok })
	if err == nil && named.Layout != "" {
		err = a.openShared(named)
	}
	if named.Game == "" {
		named.Game = defaultGame
	}
	v, ok := a.lookup(named.Game)
	if !ok {
		if len(a.variants) == 0 {
			a.show(msg.T("No game can be played: none is registered."), true)
			return
		}
		v, err = a.variants[0], errors.New(msg.T("the default game is missing"))
	}
	if err != nil {
		// A link that was not understood opens a fresh deal, as its notice says, not a saved game.
		named.Deal = a.freshDeal()
	}
	if named.Daily != (daily.Date{}) {
		named.Deal = a.dailyLink(v, named.Daily)
	}
	named.Deal = a.resumeDeal(v, named.Deal)
	a.newGame(v, named.Deal)
	if err != nil {
		a.show(link.Notice(err, a.gameName(v), named.Deal), true)
	}
}

// newGame deals deal of v and draws its board, building the tile elements once.
func (a *Controller) newGame(v *engine.Variant, deal uint64) {
	start := a.p.Perf.Start()
	a.flushSave()
	// The address first: replaceState makes the browser lay the page out (to keep its scroll
	// state), which costs nothing while the old board is laid out already and a full layout
	// of the new board once it is mounted.
	day := a.dailyOf(v, deal)
	frag := link.FormatFragment(link.Link{Game: v.ID, Deal: deal, Daily: day})
	a.p.Address.Replace(frag)
	if a.view == nil || v.Family != a.family {
		a.view, a.drawer, a.family = viewOf(v.Family), a.p.Boards.Board(v.Family), v.Family
		a.line.Set(a.st.tilesLabel, "tilesLabel", "", a.view.TilesLabel())
		a.line.Set(a.st.movesLabel, "label", "", a.view.MovesLabel())
	}
	a.abandon(v)
	a.aside = nil
	a.dailyStart(day)
	a.variant = v
	if !a.starting {
		a.showHelp(v)
	}
	a.game = engine.NewGame(a.fresh(v.New(deal)))
	a.marks = board.NoMarks
	a.gen++
	a.ended = nil
	grid := a.drawer.Mount(a.game.Position(), board.Mount{Winnable: a.homeSetting("winnable")})
	b := a.e.board
	b.SetStyle("--cols", strconv.Itoa(grid.Cols))
	b.SetStyle("--rows", strconv.Itoa(grid.Rows))
	b.SetStyle("--layers", strconv.Itoa(grid.Layers))
	a.p.Doc.SetTitle(a.gameName(v))
	b.SetAttr("data-variant", v.ID)
	b.SetAttr("data-deal", strconv.FormatUint(deal, 10))
	a.menuShows(v)
	a.e.picker.SetValue(v.ID)
	a.clock.Reset()
	a.resumeGame(v, deal)
	a.render()
	a.p.Perf.Measure("new-game", start)
	if !a.starting {
		a.gc.soon()
	}
	a.showNextDeal()
	a.prepareDeal()
}

// render draws the position and everything around it, then counts the render.
func (a *Controller) render() {
	p := a.game.Position()
	a.drawer.Draw(p, a.marks)

	tiles, moves := a.view.Counts(p, a.game.Played())
	a.line.Stat(a.st.tilesLeft, "tiles", tiles, msg.Number(tiles))
	a.line.Stat(a.st.moves, "moves", moves, msg.Number(moves))
	a.line.Set(a.st.deal, "deal", strconv.FormatUint(p.Deal(), 10), msg.Digits(int(p.Deal())))

	playing := p.Status() == engine.Playing
	if playing {
		a.clock.Run(a.p.Env.Now())
		a.ticker.Start(time.Second, a.tick)
	} else {
		a.clock.Stop(a.p.Env.Now())
		a.ticker.Stop()
	}
	a.tick()

	a.line.Enable(a.st.undo, "undo", a.canUndo())
	a.line.Enable(a.st.redo, "redo", a.game.CanRedo())
	a.line.Enable(a.st.hint, "hint", playing && !a.hinting)
	if sh, ok := a.view.(board.Shuffler); ok {
		left, allowed := sh.Shuffles(p)
		a.line.Show(a.st.shuffle, "shuffle/shown", true)
		a.line.Set(a.st.shuffle, "shuffle", strconv.Itoa(left), shanghai.ShuffleLabel(left))
		a.line.Enable(a.st.shuffle, "shuffle", allowed)
		if a.line.Changes("shuffle/suggest", strconv.FormatBool(allowed)) {
			a.st.shuffle.SetClass("suggest", allowed)
		}
	} else {
		a.line.Show(a.st.shuffle, "shuffle/shown", false)
	}

	if res, over := a.view.Result(p, a.resultGame(p)); over {
		a.line.Changes("result", res.Kind)
		a.e.result.SetAttr("data-result", res.Kind)
		a.e.resultTitle.SetText(res.Title)
		a.e.resultText.SetText(res.Text)
		a.e.resultUndo.SetHidden(!res.Undo || !a.game.CanUndo())
		a.openResultSoon(res)
	} else if a.line.Changes("result", "") {
		a.closeResult()
	}

	a.version++
	a.e.board.SetAttr("data-version", strconv.Itoa(a.version))
	a.outlookRendered()
	a.afterRender()
	a.embedRendered()
	a.gc.rendered()
}

func (a *Controller) seconds() int { return int(a.clock.Elapsed(a.p.Env.Now()) / time.Second) }

// tick shows the time played.
func (a *Controller) tick() {
	s := a.seconds()
	a.line.Stat(a.st.time, "time", s, clock.Format(s))
}

// play plays m and redraws; an illegal move is explained and changes nothing.
func (a *Controller) play(m engine.Move) {
	if a.replayRefuses() {
		return
	}
	start := a.p.Perf.Start()
	before := a.game.Position()
	if err := a.game.Play(m); err != nil {
		// The engine returns its *IllegalMoveError as it is (see opReason).
		if illegal, ok := err.(*engine.IllegalMoveError); ok {
			a.show(board.Capitalize(board.Reason(illegal.Reason)), false)
		} else {
			a.show(err.Error(), false)
		}
		return
	}
	a.marks = board.NoMarks
	a.gen++
	a.sayMove(before, m)
	a.due.moving = true
	a.render()
	a.due.moving = false
	if text := a.view.Noted(before, m, a.game.Position()); text != "" {
		a.show(text, false)
	}
	a.p.Perf.Measure("move", start)
	if a.due.pending {
		shown := a.p.Perf.Now()
		a.openDue()
		a.p.Perf.Measure("result", shown)
	}
	if sh, ok := a.view.(board.Shuffler); ok {
		if _, allowed := sh.Shuffles(a.game.Position()); allowed {
			a.show(shanghai.HintShuffle, true)
		}
	}
}

// freshDeal picks a deal number in 1..2^31 from the browser's random source.
func (a *Controller) freshDeal() uint64 { return dealOf(a.p.Env.Random()) }
