//go:build js && wasm

package main

import (
	"errors"
	"strconv"
	"syscall/js"
	"time"

	"mahjong/wasm/dom"

	"mahjong/engine"
	"mahjong/wasm/view"
)

// app is the page: the game being played with its history, the interface state, and the
// handles of the elements it updates.
type app struct {
	doc   dom.Document
	root  js.Value // <html>
	board dom.Element
	el    elements

	variants []*engine.Variant
	variant  *engine.Variant
	r        renderer
	family   engine.Family
	game     *engine.Game
	marks    view.Marks
	gen      int // counts changes of position, so that a late hint for an old one is dropped
	version  int // completed renders: #board's data-version
	hinting  bool
	starting bool // the page's first game is opening: what its board does not need waits

	clock    view.Clock
	ticker   interval
	notice   timeout
	noticeOn bool // #notice may show something: hide has work to do

	shown    map[string]string // what each status element shows, to touch only changes
	perf     perf              // the User Timing measures of moves and new games
	gc       idleGC            // the Go heap's collections when the page is idle
	next     fcNext            // the FreeCell and Sea games' next winnable deals, made ready ahead
	handlers []js.Func         // listeners that live as long as the page
	live     js.Value          // #live, once looked up (see say)
	due      resultDue         // the result of a game a move has just ended (see openResultSoon)
}

// elements are the handles of the page's fixed elements (see the page contract).
type elements struct {
	picker, newGame, restart, undo, redo, hint, shuffle  js.Value
	tilesLeft, tilesLabel, moves, movesLabel, deal, time js.Value
	notice, result, resultTitle, resultText, resultUndo  js.Value
	helpText                                             js.Value
}

func newApp() *app {
	doc := dom.GetWindow().Document()
	byID := func(id string) js.Value {
		el := doc.GetElementByID(id)
		if el == nil {
			panic("the page has no #" + id)
		}
		return el.Underlying()
	}
	return &app{
		doc:   doc,
		root:  doc.DocumentElement().Underlying(),
		board: doc.GetElementByID("board"),
		el: elements{
			picker: byID("variant"), newGame: byID("new"), restart: byID("restart"),
			undo: byID("undo"), redo: byID("redo"), hint: byID("hint"), shuffle: byID("shuffle"),
			tilesLeft: byID("tiles-left"), tilesLabel: byID("tiles-label"), moves: byID("moves-available"), movesLabel: byID("moves-label"),
			deal: byID("deal"), time: byID("time"),
			notice: byID("notice"), result: byID("result"), resultTitle: byID("result-title"),
			resultText: byID("result-text"), resultUndo: byID("result-undo"),
			helpText: byID("help-text"),
		},
		variants: playable(),
		marks:    view.NoMarks,
		shown:    map[string]string{},
		noticeOn: true, // whatever the page was served with
	}
}

// start fills the picker, listens, and opens the game the URL names.
func (a *app) start() {
	options := make([]view.Option, len(a.variants))
	for i, v := range a.variants {
		options[i] = view.Option{Value: v.ID, Text: v.Name}
	}
	a.el.picker.Set("innerHTML", view.OptionsHTML(options))

	// One delegated listener for every tile of the board, one for every action button.
	a.listen(a.board.Underlying(), "click", a.onBoardClick)
	a.listen(a.doc.Underlying(), "click", a.onAction)
	a.listen(a.el.picker, "change", a.onPick)
	a.listen(a.doc.Underlying(), "keydown", a.onKey)
	a.listen(a.board.Underlying(), "mousedown", a.onBoardPress)
	a.listen(a.doc.Underlying(), "visibilitychange", a.onVisibility)
	a.listen(js.Global(), "hashchange", func(js.Value) { a.openFromURL() })

	a.embedStart()
	a.startHome()
	a.starting = true
	a.openFromURL()
	a.starting = false
	a.root.Call("setAttribute", "data-ready", "1")

	// The board is playable: what it does not need is done in a task of its own, after the
	// browser has drawn it. The help text is in a closed panel, and the first game leaves
	// little garbage: its collection waits for the player's first moves (the pause timer
	// the render armed finds no render to collect after).
	nextTask()
	if a.variant != nil {
		a.showHelp(a.variant)
	}
	a.gc.renders = 0
}

func (a *app) listen(target js.Value, event string, fn func(ev js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	a.handlers = append(a.handlers, f)
	target.Call("addEventListener", event, f)
}

func (a *app) lookup(id string) (*engine.Variant, bool) {
	for _, v := range a.variants {
		if v.ID == id {
			return v, true
		}
	}
	return nil, false
}

// openFromURL opens the game the fragment names, or the default game with a notice when
// the fragment cannot be read.
func (a *app) openFromURL() {
	a.hide()
	hash := js.Global().Get("location").Get("hash").String()
	if a.openReplay(hash) {
		return
	}
	link, err := view.ParseFragment(hash, func(id string) bool { _, ok := a.lookup(id); return ok })
	if link.Game == "" {
		link.Game = defaultGame
	}
	v, ok := a.lookup(link.Game)
	if !ok {
		if len(a.variants) == 0 {
			a.show("No game can be played: none is registered.", true)
			return
		}
		v, err = a.variants[0], errors.New("the default game is missing")
	}
	if err != nil {
		// A link that was not understood opens a fresh deal, as its notice says, not a saved game.
		link.Deal = freshDeal()
	}
	link.Deal = a.resumeDeal(v, link.Deal)
	a.newGame(v, link.Deal)
	if err != nil {
		a.show(view.LinkNotice(err, v.Name, link.Deal), true)
	}
}

// newGame deals deal of v and draws its board, building the tile elements once.
func (a *app) newGame(v *engine.Variant, deal uint64) {
	start := a.perf.start()
	a.flushSave()
	// The address first: replaceState makes the browser lay the page out (to keep its scroll
	// state), which costs nothing while the old board is laid out already and a full layout
	// of the new board once it is mounted.
	link := view.FormatFragment(view.Link{Game: v.ID, Deal: deal})
	js.Global().Get("history").Call("replaceState", nil, "", link)
	if a.r == nil || v.Family != a.family {
		a.r, a.family = rendererOf(v.Family)(), v.Family
		if u, ok := a.r.(appUser); ok {
			u.useApp(a)
		}
		a.set(a.el.tilesLabel, "tilesLabel", "", a.r.tilesLabel())
		a.set(a.el.movesLabel, "label", "", a.r.movesLabel())
	}
	a.abandon(v)
	a.variant = v
	if !a.starting {
		a.showHelp(v)
	}
	a.game = engine.NewGame(v.New(deal))
	a.marks = view.NoMarks
	a.gen++
	grid := a.r.mount(a.board, a.game.Position())
	style := a.board.Underlying().Get("style")
	style.Call("setProperty", "--cols", strconv.Itoa(grid.Cols))
	style.Call("setProperty", "--rows", strconv.Itoa(grid.Rows))
	style.Call("setProperty", "--layers", strconv.Itoa(grid.Layers))
	a.doc.Underlying().Set("title", v.Name)
	a.board.SetAttribute("data-variant", v.ID)
	a.board.SetAttribute("data-deal", strconv.FormatUint(deal, 10))
	a.el.picker.Set("value", v.ID)
	a.clock.Reset()
	a.resumeGame(v, deal)
	a.render()
	a.perf.measure("new-game", start)
	if !a.starting {
		a.gc.soon()
	}
	a.showNextDeal()
	a.prepareDeal()
}

// render draws the position and everything around it, then counts the render.
func (a *app) render() {
	p := a.game.Position()
	a.r.draw(p, a.marks)

	tiles, moves := a.r.counts(p)
	a.stat(a.el.tilesLeft, "tiles", tiles, strconv.Itoa(tiles))
	a.stat(a.el.moves, "moves", moves, strconv.Itoa(moves))
	a.set(a.el.deal, "deal", strconv.FormatUint(p.Deal(), 10), strconv.FormatUint(p.Deal(), 10))

	playing := p.Status() == engine.Playing
	if playing {
		a.clock.Run(time.Now())
		a.ticker.start(time.Second, a.tick)
	} else {
		a.clock.Stop(time.Now())
		a.ticker.stop()
	}
	a.tick()

	a.enable(a.el.undo, "undo", a.game.CanUndo())
	a.enable(a.el.redo, "redo", a.game.CanRedo())
	a.enable(a.el.hint, "hint", playing && !a.hinting)
	if sh, ok := a.r.(shuffler); ok {
		left, allowed := sh.shuffles(p)
		a.show1(a.el.shuffle, "shuffle/shown", true)
		a.set(a.el.shuffle, "shuffle", strconv.Itoa(left), view.ShuffleLabel(left))
		a.enable(a.el.shuffle, "shuffle", allowed)
		if a.changes("shuffle/suggest", strconv.FormatBool(allowed)) {
			a.el.shuffle.Get("classList").Call("toggle", "suggest", allowed)
		}
	} else {
		a.show1(a.el.shuffle, "shuffle/shown", false)
	}

	seconds := a.seconds()
	if res, over := a.r.result(p, seconds); over {
		a.shown["result"] = res.Kind
		a.el.result.Call("setAttribute", "data-result", res.Kind)
		a.el.resultTitle.Set("textContent", res.Title)
		a.el.resultText.Set("textContent", res.Text)
		a.el.resultUndo.Set("hidden", !res.Undo || !a.game.CanUndo())
		a.openResultSoon(res)
	} else if a.changes("result", "") {
		a.closeResult()
	}

	a.version++
	a.board.Underlying().Call("setAttribute", jsString("data-version"), a.version)
	a.afterRender()
	a.embedRendered()
	a.gc.rendered()
}

func (a *app) seconds() int { return int(a.clock.Elapsed(time.Now()) / time.Second) }

// tick shows the time played.
func (a *app) tick() {
	s := a.seconds()
	a.stat(a.el.time, "time", s, view.FormatClock(s))
}

// stat shows a number of the status line, in its text and in data-value.
func (a *app) stat(el js.Value, key string, n int, text string) {
	a.set(el, key, strconv.Itoa(n), text)
}

// set writes text and, when value is not empty, data-value (or, for the shuffle button,
// data-left) — only when they changed.
func (a *app) set(el js.Value, key, value, text string) {
	if a.shown[key] == value+"\x00"+text {
		return
	}
	a.shown[key] = value + "\x00" + text
	el.Set("textContent", text)
	switch {
	case key == "shuffle":
		el.Call("setAttribute", "data-left", value)
	case value != "":
		el.Call("setAttribute", "data-value", value)
	}
}

// changes notes that what key stands for is now v, and reports whether it was not already.
func (a *app) changes(key, v string) bool {
	if old, ok := a.shown[key]; ok && old == v {
		return false
	}
	a.shown[key] = v
	return true
}

// show1 shows or hides el, when that changed.
func (a *app) show1(el js.Value, key string, on bool) {
	if a.changes(key, strconv.FormatBool(on)) {
		el.Set("hidden", !on)
	}
}

func (a *app) enable(el js.Value, key string, on bool) {
	k := key + "/enabled"
	v := strconv.FormatBool(on)
	if a.shown[k] == v {
		return
	}
	a.shown[k] = v
	el.Set("disabled", !on)
}

// play plays m and redraws; an illegal move is explained and changes nothing.
func (a *app) play(m engine.Move) {
	if a.replayRefuses() {
		return
	}
	start := a.perf.start()
	before := a.game.Position()
	if err := a.game.Play(m); err != nil {
		var illegal *engine.IllegalMoveError
		if errors.As(err, &illegal) {
			a.show(view.Capitalize(illegal.Reason), false)
		} else {
			a.show(err.Error(), false)
		}
		return
	}
	a.marks = view.NoMarks
	a.gen++
	a.sayMove(before, m)
	a.due.moving = true
	a.render()
	a.due.moving = false
	a.perf.measure("move", start)
	if a.due.pending {
		shown := a.perf.now()
		a.openDue()
		a.perf.measure("result", shown)
	}
	if sh, ok := a.r.(shuffler); ok {
		if _, allowed := sh.shuffles(a.game.Position()); allowed {
			a.show(view.HintShuffle, true)
		}
	}
}

// freshDeal picks a deal number in 1..2^31 from the browser's random source.
func freshDeal() uint64 {
	crypto := js.Global().Get("crypto")
	if crypto.Truthy() && crypto.Get("getRandomValues").Truthy() {
		buf := js.Global().Get("Uint32Array").New(1)
		crypto.Call("getRandomValues", buf)
		return uint64(buf.Index(0).Int())%(1<<31) + 1
	}
	return uint64(time.Now().UnixNano())%(1<<31) + 1
}
