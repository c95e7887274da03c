package control

import (
	"strconv"
	"strings"

	"mahjong/engine"
	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/engine/shanghai/layouts"
	"mahjong/internal/sortfunc"
	"mahjong/wasm/clock"
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

// layoutState is the page's side of the layouts: the library, the player's own, the variants
// made of them, the gallery's state and the files being read.
type layoutState struct {
	games   []*engine.Variant // the games of the menu (playable)
	lib     []gallery.Entry   // the library, once loaded
	loaded  bool              // the library is loaded
	loading bool
	tried   bool     // the library was asked for
	then    []func() // what waits for the library
	mine    []store.MyLayout
	made    map[string]*engine.Variant // the layouts' variants made so far
	codes   map[string]string          // and their layouts, for the solvers' worker (layoutCode)
	size    string                     // the gallery's filter
	menu    int                        // the index of Mahjong Solitaire in the game menu
	target  string                     // the layout a rename, share or delete dialog is about
	reading map[int]string             // the files the reader was asked about, by request
	asked   int                        // the last request's number
}

// variant returns the variant of a layout beyond the menu's: one of the library (once
// loaded), a random one, or the player's own.
func (l *layoutState) variant(id string) (*engine.Variant, bool) {
	if v, ok := l.made[id]; ok {
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
	} else if e, ok := l.entry(id); ok {
		slots = e.Slots
		lay, err := shanghai.NewLayout(e.Name, e.Slots)
		if err != nil {
			return nil, false
		}
		if v, err = shanghai.NewVariant(id, "Mahjong Solitaire: "+e.Name, lay); err != nil {
			return nil, false
		}
	} else {
		return nil, false
	}
	if l.made == nil {
		l.made, l.codes = map[string]*engine.Variant{}, map[string]string{}
	}
	l.made[id], l.codes[id] = v, link.EncodeLayout(slots)
	return v, true
}

// entry returns the gallery entry of a layout of the library or of the player's own.
func (l *layoutState) entry(id string) (gallery.Entry, bool) {
	for _, m := range l.mine {
		if m.ID == id {
			// Trimmed: one kept, or shared, before imports were trimmed keeps its id
			// and its code (its links), and plays the same (layoutfile.Trim).
			slots, err := link.DecodeLayout(m.Code)
			return gallery.Entry{ID: m.ID, Name: m.Name, Category: "My layouts", Slots: layoutfile.Trim(slots), Mine: true}, err == nil
		}
	}
	for _, e := range l.lib {
		if e.ID == id {
			return e, true
		}
	}
	return gallery.Entry{}, false
}

// name is the name of the game on a layout beyond the menu's, in the page's language, for
// the statistics.
func (l *layoutState) name(id string) string {
	if e, ok := l.entry(id); ok {
		return e.GameName(msg.Page())
	}
	if _, ok := l.variant(id); ok && strings.HasPrefix(id, randomPrefix) {
		return gallery.RandomName(msg.Page(), strings.TrimPrefix(id, randomPrefix))
	}
	return id
}

// entries are the gallery's layouts: the menu's three, the library's, then the player's,
// with the best times of stats.
func (l *layoutState) entries(stats map[string]store.Stats) []gallery.Entry {
	var es []gallery.Entry
	vs := shanghai.Variants()
	for i, lay := range shanghai.Layouts() {
		es = append(es, gallery.Entry{ID: vs[i].ID, Name: lay.Name, Category: "Classic", Slots: lay.Slots})
	}
	es = append(es, l.lib...)
	for _, m := range l.mine {
		if e, ok := l.entry(m.ID); ok {
			es = append(es, e)
		}
	}
	for i := range es {
		if s := stats[es[i].ID]; s.Won > 0 {
			es[i].Best = clock.Format(s.BestTime)
		}
	}
	return es
}

// inLibrary reports whether id may be a layout of the library that is not loaded yet (and
// was not asked for in vain already).
func (l *layoutState) inLibrary(id string) bool {
	return !l.loaded && !l.tried && strings.HasPrefix(id, "shanghai-") &&
		!strings.HasPrefix(id, randomPrefix) && !strings.HasPrefix(id, link.CustomPrefix)
}

// load asks lib for the library, then runs then, loaded or not; at once when it is loaded
// already.
func (l *layoutState) load(lib Library, then func()) {
	if l.loaded {
		then()
		return
	}
	l.then = append(l.then, then)
	if l.loading {
		return
	}
	l.loading = true // before Load, which may answer at once
	lib.Load()
}

// take takes the library's answer: it returns what failed, in the page's language ("" when
// the library is loaded), the reason in English for the console when the text is damaged,
// and what waited for it.
func (l *layoutState) take(m LibraryLoaded) (failure string, damaged error, then []func()) {
	l.loading, l.tried = false, true
	switch {
	case m.Status == NoLibrary:
		failure = msg.T("this page cannot fetch them")
	case m.Status == 0:
		failure = msg.T("no connection")
	case m.Status != LibraryOK:
		failure = msg.T("the server answered {status}", "status", strconv.Itoa(m.Status))
	default:
		lib, err := gallery.ParseLibrary(m.Text)
		if err != nil {
			failure, damaged = msg.T("the site's list of layouts is damaged"), err
		} else {
			l.lib, l.loaded = lib, true
		}
	}
	then, l.then = l.then, nil
	return failure, damaged, then
}

// add adds layouts to the player's, those not there already: it returns the list with them,
// the ids added and the names of those already there.
func (l *layoutState) add(ls []layoutfile.Layout) (mine []store.MyLayout, added, had []string) {
	mine = append([]store.MyLayout(nil), l.mine...)
	for _, lay := range ls {
		id := layoutfile.ID(lay.Layout)
		if i := indexMine(mine, id); i >= 0 {
			had = append(had, mine[i].Name)
			continue
		}
		name := store.CleanName(lay.Name)
		if name == "" {
			name = "Untitled"
		}
		mine = append(mine, store.MyLayout{ID: id, Name: name, Code: link.EncodeLayout(lay.Layout.Slots)})
		added = append(added, id)
	}
	return mine, added, had
}

func indexMine(ls []store.MyLayout, id string) int {
	for i, l := range ls {
		if l.ID == id {
			return i
		}
	}
	return -1
}

// ask notes a file given to the reader and returns the request's number.
func (l *layoutState) ask(file string) int {
	if l.reading == nil {
		l.reading = map[int]string{}
	}
	l.asked++
	l.reading[l.asked] = file
	return l.asked
}

// answered returns the file of request id, which the reader has answered.
func (l *layoutState) answered(id int) (file string, asked bool) {
	file, asked = l.reading[id]
	delete(l.reading, id)
	return file, asked
}

// libraryWanted reports whether the address hash (a game's link or a replay's) names a game
// that may be a layout of the library, which is not loaded yet (and was not asked for in
// vain already).
func (l *layoutState) libraryWanted(hash string) bool {
	id := ""
	link.ReadFragment(hash, func(key, value string) error {
		if key == "game" {
			id = value
		}
		return nil
	})
	if !l.inLibrary(id) {
		return false
	}
	_, known := l.lookup(id)
	return !known
}

// libraryLoaded takes the library's text, or tells why it could not be had.
func (l *layoutState) libraryLoaded(c *core, m LibraryLoaded) {
	failure, damaged, then := l.take(m)
	if damaged != nil {
		c.p.Env.Log("layouts.txt: " + damaged.Error())
	}
	if failure != "" {
		c.show(msg.T("The layouts could not be loaded ({error}). Once shown with a connection, they are kept for offline play.", "error", failure), true)
	}
	for _, f := range then {
		f()
	}
}

// preloadLibrary waits for the library when the page's address names one of its layouts,
// before the first board: main's goroutine may wait, the browser runs meanwhile and its
// answer comes through Update.
func (l *layoutState) preloadLibrary(c *core) {
	if !l.libraryWanted(c.p.Address.Hash()) {
		return
	}
	done := make(chan struct{})
	l.load(c.p.Library, func() { close(done) })
	<-done
}

// readMine reads the player's layouts; lines that cannot be read are told once and left
// out (they stay stored until the player changes the list).
func (l *layoutState) readMine(c *core, h *home) {
	l.mine = nil
	text, found, err := h.storageGet(store.LayoutsKey)
	if err != nil || !found {
		return
	}
	ls, err := store.ParseLayouts(text, link.CheckLayoutCode)
	if err != nil {
		h.tell(c, "layouts", msg.T("Some of your layouts could not be read ({error}).", "error", page.Problem(err)))
	}
	l.mine = ls
}

// writeMine keeps ls as the player's layouts; on a failure nothing changes and the player
// is told why.
func (l *layoutState) writeMine(c *core, h *home, ls []store.MyLayout) bool {
	if err := h.storageSet(store.LayoutsKey, store.FormatLayouts(ls)); err != nil {
		c.show(msg.T("Your layouts could not be saved in this browser (its storage is full or blocked); nothing was changed."), true)
		return false
	}
	l.mine = ls
	return true
}

// addMine adds layouts to the player's, those not there already, in one write: all or
// nothing. It returns the ids added and the names of those already there.
func (l *layoutState) addMine(c *core, h *home, ls []layoutfile.Layout) (added []string, had []string, ok bool) {
	mine, added, had := l.add(ls)
	if len(mine) > store.MaxLayouts {
		c.show(msg.T("You can keep at most {n} layouts: delete some first. Nothing was changed.", "n", msg.Number(store.MaxLayouts)), true)
		return nil, nil, false
	}
	if len(added) > 0 && !l.writeMine(c, h, mine) {
		return nil, nil, false
	}
	return added, had, true
}

// openShared takes the layout a link carries: it must be the layout its game id names. It
// joins the player's layouts (kept, so that a reload plays it too).
func (l *layoutState) openShared(c *core, h *home, shared link.Link) error {
	slots, _ := link.DecodeLayout(shared.Layout)
	lay, err := shanghai.NewLayout(shared.Name, slots)
	if err != nil {
		return errNamed(gallery.Refusal(msg.Page(), err.Error()))
	}
	if layoutfile.ID(lay) != shared.Game {
		return errNamed(msg.T("the layout is not the one its game names"))
	}
	if _, err := shanghai.NewVariant(shared.Game, shared.Name, lay); err != nil {
		return errNamed(gallery.Refusal(msg.Page(), err.Error()))
	}
	name := shared.Name
	if name == "" {
		name = msg.T("Shared layout")
	}
	added, _, ok := l.addMine(c, h, []layoutfile.Layout{{Name: name, Layout: lay}})
	if ok && len(added) > 0 {
		h.tell(c, "shared/"+shared.Game, msg.T("The layout {layout} is now in My layouts.", "layout", name))
	}
	return nil
}

// gameName is the name of v in the page's language: a game of the menu's by its message, a
// game on a layout beyond the menu's by the layout's (the variant's own name is English).
func (l *layoutState) gameName(v *engine.Variant) string {
	if _, menu := l.lookupMenu(v.ID); menu || v.Family != engine.Shanghai {
		return msg.D(v.Name)
	}
	return l.name(v.ID)
}

// layoutRows are the statistics' rows of the layouts beyond the menu's that have been
// played, in id order (stats are kept by variant id, whatever the layout).
func (l *layoutState) layoutRows(stats map[string]store.Stats) []panels.Row {
	var ids []string
	for id := range stats {
		if _, menu := l.lookupMenu(id); !menu && strings.HasPrefix(id, "shanghai-") {
			ids = append(ids, id)
		}
	}
	sortfunc.Sort(ids, strings.Compare)
	rows := make([]panels.Row, len(ids))
	for i, id := range ids {
		rows[i] = panels.Row{ID: id, Name: l.name(id)}
	}
	return rows
}

// lookup returns the variant of id: a game of the menu's, or a layout beyond them.
func (l *layoutState) lookup(id string) (*engine.Variant, bool) {
	if v, ok := l.lookupMenu(id); ok {
		return v, true
	}
	return l.variant(id)
}

// lookupMenu returns the variant of id among the menu's games.
func (l *layoutState) lookupMenu(id string) (*engine.Variant, bool) {
	for _, v := range l.games {
		if v.ID == id {
			return v, true
		}
	}
	return nil, false
}
