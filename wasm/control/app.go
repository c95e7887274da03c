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

// Controller is the page: the game on it (core) and the areas around the game, each a type
// of its own that keeps its state and its behaviour (the saves and settings, the daily game,
// the layouts, the searches, the status, the host). Update dispatches each message to the
// area it is for, handing it the core.
type Controller struct {
	core core

	gc     *idleGC    // the Go heap's collections when the page is idle
	next   nextDeals  // the FreeCell and Sea games' next winnable deals, made ready ahead
	watch  *nextWatch // what their search reads of the page
	search longSearch // a long search (a hint, a deal) in progress (search.go)
	out    outlook    // the status search of the position shown (outlook.go)
	// held is set while the page starts: what the player does is dropped, as before the
	// module ran (the page is not playable yet; embedding hosts wait for the first "ready").
	held  bool
	host  *embedHost  // the embedding page's side of the postMessage API; nil when not embedded
	home  home        // the saves, statistics and settings (see home.go)
	day   dailyState  // the daily game and the Daily dialog (daily.go)
	lay   layoutState // the Mahjong Solitaire layouts beyond the menu's (layouts.go)
	aside *setAside   // the game the last Restart set aside, for Undo (restart.go)
}

// core is the game on the page and what shows it: the ports, the fixed elements, the game
// with its view and board, the marks, the status line, the notices, the live region and the
// result. Every area reads it, and the areas' methods are handed it.
type core struct {
	p Ports // the browser, as the controller sees it
	e elems // the page's fixed elements

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
	said   string       // what the live region said last (see say)
	// resultShut is the position (gen) at which the player closed the result: it stays
	// closed until the position changes, so that the board can be looked at.
	resultShut int
	due        resultDue // the result of a game a move has just ended (see openResultSoon)
	// copying is what the notice says once the text being copied is on the clipboard.
	copying string
	// ended is the record the game's result compares with, as it was when the game first
	// showed its end (see resultGame); nil until then.
	ended *board.Game
	// inbox carries what background work (a search) reports back: the page's state is
	// written only by the event handlers and by main's loop handing what comes here to
	// Update.
	inbox  chan Msg
	solver *remote.Client // asks the solvers' worker for the searches (solver.go)
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
		core: core{p: p, marks: board.NoMarks, resultShut: -1, inbox: make(chan Msg)},
		lay:  layoutState{games: playable()},
		home: home{storage: p.Storage, told: map[string]bool{}, set: store.DefaultSettings},
	}
	// Looked up from a table, in a loop: written out, each lookup is a copy of its code.
	byID := func(id string) Elem {
		el := p.Doc.ByID(id)
		if el == nil {
			panic("the page has no #" + id)
		}
		return el
	}
	st := &a.core.st
	for _, x := range [...]struct {
		el *Elem
		id string
	}{
		{&st.tilesLeft, "tiles-left"}, {&st.tilesLabel, "tiles-label"}, {&st.moves, "moves-available"},
		{&st.movesLabel, "moves-label"}, {&st.deal, "deal"}, {&st.time, "time"}, {&st.undo, "undo"},
		{&st.redo, "redo"}, {&st.hint, "hint"}, {&st.shuffle, "shuffle"},
		{&a.core.e.board, "board"}, {&a.core.e.picker, "variant"}, {&a.core.e.newGame, "new"}, {&a.core.e.result, "result"},
		{&a.core.e.resultTitle, "result-title"}, {&a.core.e.resultText, "result-text"}, {&a.core.e.resultUndo, "result-undo"},
	} {
		*x.el = byID(x.id)
	}
	a.gc = newIdleGC(p.Idle, p.Timers.Timer(), p.Env.Now)
	a.next = newNextDeals(p.Env.Now, p.Timers.Timer(), p.Timers.Ticker())
	a.watch = &nextWatch{c: &a.core, h: &a.home, lay: &a.lay, s: &a.search, out: &a.out}
	a.core.ticker = p.Timers.Ticker()
	a.core.notice = page.NewNotice(byID("notice"), p.Timers.Timer())
	a.home.saver = page.NewSaver(p.Timers.Timer(), func() { a.home.saveGame(&a.core, false) })
	return a
}

// start fills the picker, listens, and opens the game the URL names.
func (a *Controller) start() {
	a.core.e.picker.SetHTML(panels.OptionsHTML(a.lay.menuOptions()))

	a.host = startEmbed(&a.core, &a.home, &a.lay)
	a.search.mount(&a.core)
	a.out.mount(a.core.p.Doc)
	a.home.start(&a.core)
	a.home.loadSettings(&a.core)
	a.applySettings()
	a.day.mount(&a.core)
	a.home.mount(&a.core)
	a.host.showControls(a.core.p.Doc)
	a.home.frameNotice(&a.core)
	a.lay.readMine(&a.core, &a.home)
	// The first board is a task of its own: with the work above, one of some 30 ms, which
	// the browser counts as blocking the page for longer than two (held).
	a.held = true
	a.core.p.Tasks.Next()
	a.held = false
	a.core.starting = true
	a.openFromURL()
	a.core.starting = false
	a.core.p.Doc.Root().SetAttr("data-ready", "1")

	// The board is playable: what it does not need is done in a task of its own, after the
	// browser has drawn it. The help text is in a closed panel, and the first game leaves
	// little garbage: its collection waits for the player's first moves (the pause timer
	// the render armed finds no render to collect after).
	a.core.p.Tasks.Next()
	if a.core.variant != nil {
		a.core.showHelp(a.core.variant, &a.lay)
	}
	a.out.refresh(&a.core, &a.home, &a.day, &a.lay, a.host)
	a.gc.renders = 0
}

// shell is what an area asks of the page as a whole, with all that the areas add to it: a
// game dealt (newGame), the page drawn again (render), the position changed by other than a
// move (changed), an action done (act). The Controller is the one; an area is handed it
// where it needs it.
type shell interface {
	newGame(v *engine.Variant, deal uint64)
	render()
	changed()
	act(action page.Action)
}

// post hands m to main's loop, which hands it to Update with the page's state: the one way a
// goroutine reports back. Called from a goroutine only (main's loop would wait for itself).
func (c *core) post(m Msg) { c.inbox <- m }

// run hands what background work posts to Update, for the page's life.
func (a *Controller) run() {
	for m := range a.core.inbox {
		a.Update(m)
	}
}

// openFromURL opens the game the fragment names, or the default game with a notice when
// the fragment cannot be read.
func (a *Controller) openFromURL() {
	a.core.hide()
	hash := a.core.p.Address.Hash()
	if a.lay.libraryWanted(hash) {
		a.lay.load(a.core.p.Library, a.openFromURL) // a layout of the library: open it once it is here
		return
	}
	if a.home.openReplay(&a.core, a, &a.lay, hash) {
		return
	}
	named, err := link.ParseFragment(hash, func(id string) bool { _, ok := a.lay.lookup(id); return ok })
	if err == nil && named.Layout != "" {
		if err = a.lay.openShared(&a.core, &a.home, named); err != nil {
			named.Game = "" // the layout it carries refused: the default game, and why
		}
	}
	if named.Game == "" {
		named.Game = defaultGame
	}
	v, ok := a.lay.lookup(named.Game)
	if !ok {
		if len(a.lay.games) == 0 {
			a.core.show(msg.T("No game can be played: none is registered."), true)
			return
		}
		v, err = a.lay.games[0], errors.New(msg.T("the default game is missing"))
	}
	if err != nil {
		// A link that was not understood opens a fresh deal, as its notice says, not a saved game.
		named.Deal = a.core.freshDeal()
	}
	if named.Daily != (daily.Date{}) {
		named.Deal = a.day.link(&a.core, &a.home, v, named.Daily)
	}
	named.Deal = a.home.resumeDeal(&a.core, &a.lay, v, named.Deal)
	a.newGame(v, named.Deal)
	if err != nil {
		a.core.show(link.Notice(err, a.lay.gameName(v), named.Deal), true)
	}
}

// newGame deals deal of v and draws its board, building the tile elements once.
func (a *Controller) newGame(v *engine.Variant, deal uint64) {
	start := a.core.p.Perf.Start()
	a.search.end() // a long search was for the game this one replaces
	a.home.flushSave()
	// The address first: replaceState makes the browser lay the page out (to keep its scroll
	// state), which costs nothing while the old board is laid out already and a full layout
	// of the new board once it is mounted.
	day := a.day.of(&a.core, &a.home, v, deal)
	frag := link.FormatFragment(link.Link{Game: v.ID, Deal: deal, Daily: day})
	a.core.p.Address.Replace(frag)
	if a.core.view == nil || v.Family != a.core.family {
		a.core.view, a.core.drawer, a.core.family = viewOf(v.Family), a.core.p.Boards.Board(v.Family), v.Family
		a.core.line.Set(a.core.st.tilesLabel, "tilesLabel", "", a.core.view.TilesLabel())
		a.core.line.Set(a.core.st.movesLabel, "label", "", a.core.view.MovesLabel())
	}
	a.home.abandon(&a.core, &a.day, v)
	a.aside = nil
	a.day.play.Start(day)
	a.core.variant = v
	if !a.core.starting {
		a.core.showHelp(v, &a.lay)
	}
	a.core.game = engine.NewGame(a.fresh(v.New(deal)))
	a.core.marks = board.NoMarks
	a.core.gen++
	a.core.ended = nil
	grid := a.core.drawer.Mount(a.core.game.Position(), board.Mount{Winnable: a.home.setting("winnable")})
	b := a.core.e.board
	b.SetStyle("--cols", strconv.Itoa(grid.Cols))
	b.SetStyle("--rows", strconv.Itoa(grid.Rows))
	b.SetStyle("--layers", strconv.Itoa(grid.Layers))
	a.core.p.Doc.SetTitle(a.lay.gameName(v))
	b.SetAttr("data-variant", v.ID)
	b.SetAttr("data-deal", strconv.FormatUint(deal, 10))
	a.lay.menuShows(&a.core, v)
	a.core.e.picker.SetValue(v.ID)
	a.core.clock.Reset()
	a.home.resumeGame(&a.core, &a.lay, v, deal)
	a.render()
	a.core.p.Perf.Measure("new-game", start)
	if !a.core.starting {
		a.gc.soon()
	}
	a.next.show(&a.core)
	a.next.prepare(a.watch)
}

// render draws the position and everything around it, then counts the render.
func (a *Controller) render() {
	p := a.core.game.Position()
	a.core.drawer.Draw(p, a.core.marks)

	tiles, moves := a.core.view.Counts(p, a.core.game.Played())
	a.core.line.Stat(a.core.st.tilesLeft, "tiles", tiles, msg.Number(tiles))
	a.core.line.Stat(a.core.st.moves, "moves", moves, msg.Number(moves))
	a.core.line.Set(a.core.st.deal, "deal", strconv.FormatUint(p.Deal(), 10), msg.Digits(int(p.Deal())))

	playing := p.Status() == engine.Playing
	if playing {
		a.core.clock.Run(a.core.p.Env.Now())
		a.core.ticker.Start(time.Second, a.core.tick)
	} else {
		a.core.clock.Stop(a.core.p.Env.Now())
		a.core.ticker.Stop()
	}
	a.core.tick()

	a.core.line.Enable(a.core.st.undo, "undo", a.canUndo())
	a.core.line.Enable(a.core.st.redo, "redo", a.core.game.CanRedo())
	a.core.line.Enable(a.core.st.hint, "hint", playing && !a.core.hinting)
	if sh, ok := a.core.view.(board.Shuffler); ok {
		left, allowed := sh.Shuffles(p)
		a.core.line.Show(a.core.st.shuffle, "shuffle/shown", true)
		a.core.line.Set(a.core.st.shuffle, "shuffle", strconv.Itoa(left), shanghai.ShuffleLabel(left))
		a.core.line.Enable(a.core.st.shuffle, "shuffle", allowed)
		if a.core.line.Changes("shuffle/suggest", strconv.FormatBool(allowed)) {
			a.core.st.shuffle.SetClass("suggest", allowed)
		}
	} else {
		a.core.line.Show(a.core.st.shuffle, "shuffle/shown", false)
	}

	if res, over := a.core.view.Result(p, a.resultGame(p)); over {
		a.core.line.Changes("result", res.Kind)
		a.core.e.result.SetAttr("data-result", res.Kind)
		a.core.e.resultTitle.SetText(res.Title)
		a.core.e.resultText.SetText(res.Text)
		a.core.e.resultUndo.SetHidden(!res.Undo || !a.core.game.CanUndo())
		a.core.openResultSoon(res)
	} else if a.core.line.Changes("result", "") {
		a.core.closeResult()
	}

	a.core.version++
	a.core.e.board.SetAttr("data-version", strconv.Itoa(a.core.version))
	a.out.rendered(&a.core, &a.home, &a.day, &a.lay, a.host)
	a.home.afterRender(&a.core, &a.day, a.out.helped)
	a.host.rendered(&a.core, &a.out)
	a.gc.rendered()
}

func (c *core) seconds() int { return int(c.clock.Elapsed(c.p.Env.Now()) / time.Second) }

// tick shows the time played.
func (c *core) tick() {
	s := c.seconds()
	c.line.Stat(c.st.time, "time", s, clock.Format(s))
}

// play plays m and redraws; an illegal move is explained and changes nothing.
func (a *Controller) play(m engine.Move) {
	if a.home.replayRefuses(&a.core) {
		return
	}
	start := a.core.p.Perf.Start()
	before := a.core.game.Position()
	if err := a.core.game.Play(m); err != nil {
		// The engine returns its *IllegalMoveError as it is (see opReason).
		if illegal, ok := err.(*engine.IllegalMoveError); ok {
			a.core.show(board.Capitalize(board.Reason(illegal.Reason)), false)
		} else {
			a.core.show(err.Error(), false)
		}
		return
	}
	a.core.marks = board.NoMarks
	a.core.gen++
	a.core.sayMove(before, m)
	a.core.due.moving = true
	a.render()
	a.core.due.moving = false
	if text := a.core.view.Noted(before, m, a.core.game.Position()); text != "" {
		a.core.show(text, false)
	}
	a.core.p.Perf.Measure("move", start)
	if a.core.due.pending {
		shown := a.core.p.Perf.Now()
		a.core.openDue()
		a.core.p.Perf.Measure("result", shown)
	}
	if sh, ok := a.core.view.(board.Shuffler); ok {
		if _, allowed := sh.Shuffles(a.core.game.Position()); allowed {
			a.core.show(shanghai.HintShuffle, true)
		}
	}
}

// freshDeal picks a deal number in 1..2^31 from the browser's random source.
func (c *core) freshDeal() uint64 { return dealOf(c.p.Env.Random()) }
