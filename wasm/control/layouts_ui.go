//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"strconv"
	"strings"
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/clock"
	"mahjong/wasm/gallery"
	"mahjong/wasm/link"
	"mahjong/wasm/panels"
	"mahjong/wasm/store"
)

// The gallery's dialogs are made when first opened (its button is the page's, in the game menu).

const galleryDialogs = `<dialog id="gallery" aria-labelledby="gallery-title"><h2 id="gallery-title" data-t>Layouts</h2>` +
	`<div class="gallery-tools"><label><span data-t>Show</span> <select id="gallery-size"></select></label> ` +
	`<button type="button" data-gallery="file" data-t>Open a layout file…</button>` +
	`<input type="file" id="layout-file" accept=".layout,.lay,.mah" multiple hidden> ` +
	`<form id="gallery-random"><label><span data-t>Random layout number</span> <input type="number" id="gallery-seed" min="1" max="9007199254740991" step="1" required></label> ` +
	`<button type="submit" data-t>Play</button></form></div>` +
	`<p id="gallery-status" role="status"></p><div id="gallery-list"></div>` +
	`<div class="actions"><button type="button" data-gallery="export-current" data-t>Export this layout</button> <button type="button" data-home="close" data-t>Close</button></div></dialog>` +
	`<dialog id="rename-dialog" aria-labelledby="rename-title"><h2 id="rename-title" data-t>Rename layout</h2>` +
	`<p><label><span data-t>Name</span> <input id="rename-name" maxlength="100"></label></p>` +
	`<div class="actions"><button type="button" data-gallery="rename-ok" data-t>Rename</button> <button type="button" data-home="close" data-t>Cancel</button></div></dialog>` +
	`<dialog id="delete-dialog" class="confirm" aria-labelledby="delete-text"><p id="delete-text"></p>` +
	`<div class="actions"><button type="button" data-gallery="delete-ok" data-t>Delete</button> <button type="button" id="delete-no" data-home="close" data-t>Keep</button></div></dialog>` +
	`<dialog id="layout-share-dialog" aria-labelledby="layout-share-title"><h2 id="layout-share-title" data-t>Share this layout</h2>` +
	`<p data-t>This link carries the layout itself: whoever opens it plays it, without the file.</p>` +
	`<p><input id="layout-share-url" readonly aria-label="Layout link" data-t="aria-label"></p>` +
	`<div class="actions"><button type="button" data-gallery="copy" data-t>Copy</button> <button type="button" data-home="close" data-t>Close</button></div></dialog>`

// menuOptions are the game menu's entries: Mahjong Solitaire once, named by the layout being
// played (the gallery chooses the layout), and the other games.
func (a *Controller) menuOptions() []panels.Option {
	var options []panels.Option
	a.lay.menu = -1
	for _, v := range a.variants {
		if v.Family == engine.Shanghai {
			if a.lay.menu >= 0 {
				continue
			}
			a.lay.menu = len(options)
		}
		options = append(options, panels.Option{Value: v.ID, Text: msg.D(v.Name)})
	}
	return options
}

// startLayouts reads the player's layouts and listens for the gallery and for files dropped
// on the page. Called once by start, after startHome.
func (a *Controller) startLayouts() {
	a.readMine()
	a.listen(a.doc.Underlying(), "click", a.onGalleryClick)
	a.listen(a.doc.Underlying(), "dragover", a.onDragOver)
	a.listen(a.doc.Underlying(), "drop", a.onDrop)
}

// menuShows shows v in the game menu: a layout of Mahjong Solitaire takes the menu's one
// Mahjong Solitaire entry, and the gallery's button shows with Mahjong Solitaire only.
func (a *Controller) menuShows(v *engine.Variant) {
	shanghaiGame := v.Family == engine.Shanghai
	if shanghaiGame && a.lay.menu >= 0 {
		opt := a.el.picker.Get("options").Index(a.lay.menu)
		opt.Set("value", v.ID)
		opt.Set("text", a.gameName(v))
	}
	a.byID("layout-open").Set("hidden", !shanghaiGame)
}

func (a *Controller) onGalleryClick(ev js.Value) {
	btn := ev.Get("target").Call("closest", "[data-gallery]")
	if btn.IsNull() {
		return
	}
	id := btn.Call("getAttribute", "data-layout").String()
	switch btn.Call("getAttribute", "data-gallery").String() {
	case "gallery":
		a.openGallery()
	case "file":
		a.byID("layout-file").Call("click")
	case "play":
		a.playLayout(id)
	case "export":
		a.exportLayout(id)
	case "export-current":
		a.exportLayout(a.variant.ID)
	case "rename":
		a.lay.target = id
		e, _ := a.layoutEntry(id)
		a.byID("rename-name").Set("value", e.Name)
		showModal(a.byID("rename-dialog"))
	case "rename-ok":
		a.renameLayout()
	case "delete":
		a.lay.target = id
		e, _ := a.layoutEntry(id)
		a.byID("delete-text").Set("textContent", msg.T("Delete the layout {layout}? Its statistics are kept.", "layout", e.Name))
		showModal(a.byID("delete-dialog"))
		a.byID("delete-no").Call("focus") // the safe answer first
	case "delete-ok":
		a.deleteLayout()
	case "share":
		a.shareLayout(id)
	case "copy":
		a.copy(a.byID("layout-share-url").Get("value").String(), msg.T("The layout link is copied."))
	}
}

// openGallery shows the gallery, making it the first time; the library loads meanwhile.
func (a *Controller) openGallery() {
	if a.byID("gallery").IsNull() {
		a.doc.Underlying().Get("body").Call("insertAdjacentHTML", "beforeend", galleryDialogs)
		for _, id := range [...]string{"gallery", "rename-dialog", "delete-dialog", "layout-share-dialog"} {
			translate(a.byID(id))
		}
		var b board.Markup
		for _, s := range gallery.Sizes {
			b.W(`<option value="`, s[0], `">`, gallery.SizeLabel(s[0]), `</option>`)
		}
		a.byID("gallery-size").Set("innerHTML", b.String())
		a.listen(a.byID("gallery-size"), "change", func(js.Value) {
			a.lay.size = a.byID("gallery-size").Get("value").String()
			a.fillGallery()
		})
		a.listen(a.byID("layout-file"), "change", func(js.Value) {
			input := a.byID("layout-file")
			a.importFiles(input.Get("files"))
			input.Set("value", "")
		})
		a.listen(a.byID("gallery-random"), "submit", a.onRandom)
	}
	a.readMine() // another tab may have added some
	a.fillGallery()
	showModal(a.byID("gallery"))
	if !a.lay.loaded {
		a.byID("gallery-status").Set("textContent", msg.T("Loading the layouts…"))
		a.loadLibrary(func() {
			a.byID("gallery-status").Set("textContent", "")
			a.fillGallery()
		})
	}
}

// entries are the gallery's layouts: the menu's three, the library's, then the player's.
func (a *Controller) entries() []gallery.Entry {
	stats := a.readStats()
	var es []gallery.Entry
	vs := shanghai.Variants()
	for i, l := range shanghai.Layouts() {
		es = append(es, gallery.Entry{ID: vs[i].ID, Name: l.Name, Category: "Classic", Slots: l.Slots})
	}
	es = append(es, a.lay.lib...)
	for _, m := range a.lay.mine {
		if e, ok := a.layoutEntry(m.ID); ok {
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

// fillGallery draws the gallery's list, keeping the focus on the entry that had it.
func (a *Controller) fillGallery() {
	if a.byID("gallery").IsNull() {
		return
	}
	if a.lay.size == "" {
		a.lay.size = gallery.All
	}
	a.byID("gallery-size").Set("value", a.lay.size)
	list := a.byID("gallery-list")
	list.Set("innerHTML", gallery.ListHTML(a.entries(), a.lay.size))
	list.Call("setAttribute", "data-library", strconv.FormatBool(a.lay.loaded)) // for tests: the library is listed
}

// playLayout opens a fresh deal of layout id, or its saved game.
func (a *Controller) playLayout(id string) {
	v, ok := a.lookup(id)
	if !ok {
		a.show(msg.T("That layout cannot be played."), false)
		return
	}
	a.byID("gallery").Call("close")
	a.hide()
	a.newGame(v, a.resumeDeal(v, 0))
}

func (a *Controller) onRandom(ev js.Value) {
	ev.Call("preventDefault")
	text := a.byID("gallery-seed").Get("value").String()
	seed, err := strconv.ParseUint(text, 10, 64)
	if err != nil || seed == 0 || seed > engine.MaxDeal {
		a.byID("gallery-status").Set("textContent", msg.T("A random layout's number is a whole number from 1 to {max}.", "max", strconv.FormatUint(engine.MaxDeal, 10)))
		return
	}
	a.playLayout(randomPrefix + text)
}

// exportLayout downloads layout id as a KMahjongg v1.1 .layout file.
func (a *Controller) exportLayout(id string) {
	v, ok := a.lookup(id)
	if !ok || v.Family != engine.Shanghai {
		return
	}
	name := strings.TrimPrefix(v.Name, "Mahjong Solitaire: ")
	l := board.PositionOf[*shanghai.Position](v.New(1)).Layout()
	file := layoutfile.WriteKMahjongg(name, "", l)
	arr := js.Global().Get("Uint8Array").New(len(file))
	js.CopyBytesToJS(arr, file)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "text/plain"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	anchor := a.doc.Underlying().Call("createElement", "a")
	anchor.Set("href", url)
	anchor.Set("download", fileName(name)+".layout")
	anchor.Call("click")
	js.Global().Get("URL").Call("revokeObjectURL", url)
}

// fileName makes a layout's name a file's: letters, digits, blanks, hyphens and dots.
func fileName(name string) string {
	f := strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '.' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127 {
			return r
		}
		return '_'
	}, name)
	if f = strings.Trim(f, " ."); f == "" {
		return "layout"
	}
	return f
}

func (a *Controller) renameLayout() {
	name := store.CleanName(a.byID("rename-name").Get("value").String())
	i := indexMine(a.lay.mine, a.lay.target)
	if name == "" || i < 0 {
		return
	}
	mine := append([]store.MyLayout(nil), a.lay.mine...)
	mine[i].Name = name
	if !a.writeMine(mine) {
		return
	}
	delete(a.lay.made, a.lay.target) // made again with its new name
	a.byID("rename-dialog").Call("close")
	a.fillGallery()
	if a.variant.ID == a.lay.target {
		v, _ := a.lookup(a.lay.target)
		a.variant = v
		a.menuShows(v)
		a.el.picker.Set("value", v.ID)
	}
}

func (a *Controller) deleteLayout() {
	i := indexMine(a.lay.mine, a.lay.target)
	if i < 0 {
		return
	}
	mine := append(append([]store.MyLayout(nil), a.lay.mine[:i]...), a.lay.mine[i+1:]...)
	if !a.writeMine(mine) {
		return
	}
	a.home.storageRemove(store.GameKey(a.lay.target))
	a.byID("delete-dialog").Call("close")
	a.fillGallery()
	if a.variant.ID == a.lay.target {
		a.playLayout(defaultGame)
	}
	delete(a.lay.made, a.lay.target)
}

// shareLayout shows the link that carries layout id.
func (a *Controller) shareLayout(id string) {
	i := indexMine(a.lay.mine, id)
	if i < 0 {
		return
	}
	m := a.lay.mine[i]
	loc := js.Global().Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + link.FormatFragment(link.Link{Game: m.ID, Layout: m.Code, Name: m.Name})
	a.byID("layout-share-url").Set("value", url)
	showModal(a.byID("layout-share-dialog"))
	a.byID("layout-share-url").Call("select")
}

func (a *Controller) onDragOver(ev js.Value) {
	if dt := ev.Get("dataTransfer"); dt.Truthy() && dt.Get("types").Call("includes", "Files").Bool() {
		ev.Call("preventDefault") // the page takes the files
	}
}

func (a *Controller) onDrop(ev js.Value) {
	dt := ev.Get("dataTransfer")
	if !dt.Truthy() || dt.Get("files").Get("length").Int() == 0 {
		return
	}
	ev.Call("preventDefault")
	a.importFiles(dt.Get("files"))
}
