//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/engine/shanghai/layouts"
	"mahjong/internal/sortfunc"
	"mahjong/wasm/gallery"
	"mahjong/wasm/link"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
	"mahjong/wasm/panels"
	"mahjong/wasm/store"
)

// The Mahjong Solitaire layouts beyond the menu's three: the library (the site's
// layouts.txt, fetched when first wanted, so that it costs the first visit nothing, and kept
// for offline play by the service worker), random layouts from a number, and the player's
// own, read from their files and kept in the browser (store.MyLayout). Each is a variant
// made when first played.

// layoutHelp is the "How to play" page of every layout beyond the menu's (the family's
// rules, the same on every layout); internal/site/assemble writes it.
const layoutHelp = "shanghai-layout"

// randomPrefix begins the id of a random layout: shanghai-random-SEED.
const randomPrefix = "shanghai-random-"

// layoutState is the page's side of the layouts.
type layoutState struct {
	lib     []gallery.Entry // the library, once loaded
	loaded  bool            // the library is loaded
	loading bool
	tried   bool     // the library was asked for
	then    []func() // what waits for the library
	mine    []store.MyLayout
	made    map[string]*engine.Variant // the layouts' variants made so far
	codes   map[string]string          // and their layouts, for the solvers' worker (layoutCode)
	size    string                     // the gallery's filter
	menu    int                        // the index of Mahjong Solitaire in the game menu
	target  string                     // the layout a rename, share or delete dialog is about
	reader  js.Value                   // the file reader's Worker, once started (layouts_import.go)
	reading map[int]string             // the files it was asked about, by request
	asked   int                        // the last request's number
}

// lookupLayout returns the variant of a layout beyond the menu's: one of the library (once
// loaded), a random one, or the player's own.
func (a *app) lookupLayout(id string) (*engine.Variant, bool) {
	if v, ok := a.lay.made[id]; ok {
		return v, true
	}
	var v *engine.Variant
	var slots []shanghai.Slot
	if rest, ok := strings.CutPrefix(id, randomPrefix); ok {
		seed, err := strconv.ParseUint(rest, 10, 64)
		if err != nil || strconv.FormatUint(seed, 10) != rest || seed == 0 || seed > engine.MaxDeal {
			return nil, false
		}
		e, err := layouts.Random(seed)
		if err != nil {
			return nil, false
		}
		v, slots = e.Variant, e.Layout.Slots
	} else if e, ok := a.layoutEntry(id); ok {
		slots = e.Slots
		l, err := shanghai.NewLayout(e.Name, e.Slots)
		if err != nil {
			return nil, false
		}
		if v, err = shanghai.NewVariant(id, "Mahjong Solitaire: "+e.Name, l); err != nil {
			return nil, false
		}
	} else {
		return nil, false
	}
	if a.lay.made == nil {
		a.lay.made, a.lay.codes = map[string]*engine.Variant{}, map[string]string{}
	}
	a.lay.made[id], a.lay.codes[id] = v, link.EncodeLayout(slots)
	return v, true
}

// layoutEntry returns the gallery entry of a layout of the library or of the player's own.
func (a *app) layoutEntry(id string) (gallery.Entry, bool) {
	for _, m := range a.lay.mine {
		if m.ID == id {
			slots, err := link.DecodeLayout(m.Code)
			return gallery.Entry{ID: m.ID, Name: m.Name, Category: "My layouts", Slots: slots, Mine: true}, err == nil
		}
	}
	for _, e := range a.lay.lib {
		if e.ID == id {
			return e, true
		}
	}
	return gallery.Entry{}, false
}

// libraryWanted reports whether the address hash (a game's link or a replay's) names a game
// that may be a layout of the library, which is not loaded yet (and was not asked for in
// vain already).
func (a *app) libraryWanted(hash string) bool {
	id := ""
	link.ReadFragment(hash, func(key, value string) error {
		if key == "game" {
			id = value
		}
		return nil
	})
	if a.lay.loaded || a.lay.tried || !strings.HasPrefix(id, "shanghai-") || strings.HasPrefix(id, randomPrefix) || strings.HasPrefix(id, link.CustomPrefix) {
		return false
	}
	_, known := a.lookup(id)
	return !known
}

// loadLibrary fetches the library (boot.js, mahjongLayouts), then runs then, loaded or not.
// Called at once when it is loaded already.
func (a *app) loadLibrary(then func()) {
	if a.lay.loaded {
		then()
		return
	}
	a.lay.then = append(a.lay.then, then)
	if a.lay.loading {
		return
	}
	a.lay.loading = true
	load := js.Global().Get("mahjongLayouts")
	if load.Type() != js.TypeFunction {
		a.libraryLoaded("", msg.T("this page cannot fetch them"))
		return
	}
	var done js.Func
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done.Release()
		text, failure := args[0].String(), libraryFailure(args[1].Int())
		go a.post(func() { a.libraryLoaded(text, failure) })
		return nil
	})
	load.Invoke(done)
}

// libraryFailure says why boot.js's mahjongLayouts could not fetch the library: status is
// the server's answer, 0 when the request failed, -1 when it did not fail.
func libraryFailure(status int) string {
	switch {
	case status < 0:
		return ""
	case status == 0:
		return msg.T("no connection")
	}
	return msg.T("the server answered {status}", "status", strconv.Itoa(status))
}

// libraryLoaded takes the library's text, or tells why it could not be had.
func (a *app) libraryLoaded(text, failure string) {
	a.lay.loading, a.lay.tried = false, true
	if failure == "" {
		lib, err := gallery.ParseLibrary(text)
		if err != nil {
			js.Global().Get("console").Call("error", "layouts.txt: "+err.Error())
			failure = msg.T("the site's list of layouts is damaged")
		} else {
			a.lay.lib, a.lay.loaded = lib, true
		}
	}
	if failure != "" {
		a.show(msg.T("The layouts could not be loaded ({error}). Once shown with a connection, they are kept for offline play.", "error", failure), true)
	}
	then := a.lay.then
	a.lay.then = nil
	for _, f := range then {
		f()
	}
}

// preloadLibrary waits for the library when the page's address names one of its layouts,
// before the first board: main's goroutine may wait, the browser runs meanwhile.
func (a *app) preloadLibrary() {
	if !a.libraryWanted(js.Global().Get("location").Get("hash").String()) {
		return
	}
	done := make(chan bool)
	a.loadLibrary(func() { close(done) })
	for {
		select {
		case <-done:
			return
		case f := <-a.inbox: // libraryLoaded comes this way
			f()
		}
	}
}

// readMine reads the player's layouts; lines that cannot be read are told once and left
// out (they stay stored until the player changes the list).
func (a *app) readMine() {
	a.lay.mine = nil
	text, found, err := a.home.storageGet(store.LayoutsKey)
	if err != nil || !found {
		return
	}
	ls, err := store.ParseLayouts(text, link.CheckLayoutCode)
	if err != nil {
		a.tell("layouts", msg.T("Some of your layouts could not be read ({error}).", "error", page.Problem(err)))
	}
	a.lay.mine = ls
}

// writeMine keeps ls as the player's layouts; on a failure nothing changes and the player
// is told why.
func (a *app) writeMine(ls []store.MyLayout) bool {
	if err := a.home.storageSet(store.LayoutsKey, store.FormatLayouts(ls)); err != nil {
		a.show(msg.T("Your layouts could not be saved in this browser (its storage is full or blocked); nothing was changed."), true)
		return false
	}
	a.lay.mine = ls
	return true
}

// addMine adds layouts to the player's, those not there already, in one write: all or
// nothing. It returns the ids added and the names of those already there.
func (a *app) addMine(ls []layoutfile.Layout) (added []string, had []string, ok bool) {
	mine := append([]store.MyLayout(nil), a.lay.mine...)
	for _, l := range ls {
		id := layoutfile.ID(l.Layout)
		if i := indexMine(mine, id); i >= 0 {
			had = append(had, mine[i].Name)
			continue
		}
		name := store.CleanName(l.Name)
		if name == "" {
			name = "Untitled"
		}
		mine = append(mine, store.MyLayout{ID: id, Name: name, Code: link.EncodeLayout(l.Layout.Slots)})
		added = append(added, id)
	}
	if len(mine) > store.MaxLayouts {
		a.show(msg.T("You can keep at most {n} layouts: delete some first. Nothing was changed.", "n", msg.Number(store.MaxLayouts)), true)
		return nil, nil, false
	}
	if len(added) > 0 && !a.writeMine(mine) {
		return nil, nil, false
	}
	return added, had, true
}

func indexMine(ls []store.MyLayout, id string) int {
	for i, l := range ls {
		if l.ID == id {
			return i
		}
	}
	return -1
}

// openShared takes the layout a link carries: it must be the layout its game id names. It
// joins the player's layouts (kept, so that a reload plays it too).
func (a *app) openShared(l link.Link) error {
	slots, _ := link.DecodeLayout(l.Layout)
	lay, err := shanghai.NewLayout(l.Name, slots)
	if err != nil {
		return errNamed(gallery.Refusal(msg.Page(), err.Error()))
	}
	if layoutfile.ID(lay) != l.Game {
		return errNamed(msg.T("the layout is not the one its game names"))
	}
	if _, err := shanghai.NewVariant(l.Game, l.Name, lay); err != nil {
		return errNamed(gallery.Refusal(msg.Page(), err.Error()))
	}
	name := l.Name
	if name == "" {
		name = msg.T("Shared layout")
	}
	added, _, ok := a.addMine([]layoutfile.Layout{{Name: name, Layout: lay}})
	if ok && len(added) > 0 {
		a.tell("shared/"+l.Game, msg.T("The layout {layout} is now in My layouts.", "layout", name))
	}
	return nil
}

// layoutName is the name of the game on a layout beyond the menu's, in the page's language,
// for the statistics.
func (a *app) layoutName(id string) string {
	if e, ok := a.layoutEntry(id); ok {
		return e.GameName(msg.Page())
	}
	if _, ok := a.lookupLayout(id); ok && strings.HasPrefix(id, randomPrefix) {
		return gallery.RandomName(msg.Page(), strings.TrimPrefix(id, randomPrefix))
	}
	return id
}

// gameName is the name of v in the page's language: a game of the menu's by its message, a
// game on a layout beyond the menu's by the layout's (the variant's own name is English).
func (a *app) gameName(v *engine.Variant) string {
	if _, menu := a.lookupMenu(v.ID); menu || v.Family != engine.Shanghai {
		return msg.D(v.Name)
	}
	return a.layoutName(v.ID)
}

// layoutRows are the statistics' rows of the layouts beyond the menu's that have been
// played, in id order (stats are kept by variant id, whatever the layout).
func (a *app) layoutRows(stats map[string]store.Stats) []panels.Row {
	var ids []string
	for id := range stats {
		if _, menu := a.lookupMenu(id); !menu && strings.HasPrefix(id, "shanghai-") {
			ids = append(ids, id)
		}
	}
	sortfunc.Sort(ids, strings.Compare)
	rows := make([]panels.Row, len(ids))
	for i, id := range ids {
		rows[i] = panels.Row{ID: id, Name: a.layoutName(id)}
	}
	return rows
}

// lookupMenu returns the variant of id among the menu's games.
func (a *app) lookupMenu(id string) (*engine.Variant, bool) {
	for _, v := range a.variants {
		if v.ID == id {
			return v, true
		}
	}
	return nil, false
}
