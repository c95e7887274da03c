package control

import (
	"strconv"
	"strings"

	"mahjong/engine"
	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/gallery"
	"mahjong/wasm/link"
	"mahjong/wasm/msg"
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
	for _, v := range a.core.variants {
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

// startLayouts reads the player's layouts. Called once by start, after startHome.
func (a *Controller) startLayouts() { a.readMine() }

// menuShows shows v in the game menu: a layout of Mahjong Solitaire takes the menu's one
// Mahjong Solitaire entry, and the gallery's button shows with Mahjong Solitaire only.
func (a *Controller) menuShows(v *engine.Variant) {
	shanghaiGame := v.Family == engine.Shanghai
	if shanghaiGame && a.lay.menu >= 0 {
		if opt := a.core.p.Doc.Query("#variant > option:nth-child(" + strconv.Itoa(a.lay.menu+1) + ")"); opt != nil {
			opt.SetValue(v.ID)
			opt.SetText(a.gameName(v))
		}
	}
	if b := a.core.p.Doc.ByID("layout-open"); b != nil {
		b.SetHidden(!shanghaiGame)
	}
}

// layoutsUpdate takes the messages of the layouts: the gallery's buttons and form, the
// player's files, the library's and the file reader's answers.
func (a *Controller) layoutsUpdate(m Msg) {
	switch m := m.(type) {
	case LibraryLoaded:
		a.libraryLoaded(m)
		return
	case ReaderReplied:
		a.readerReplied(m)
		return
	case ReaderFailed:
		a.readerFailed(msg.T("the file reader could not start"))
		return
	}
	if a.core.game == nil {
		return // the page is starting: not playable yet
	}
	switch m := m.(type) {
	case Gallery:
		a.galleryClick(m.Name, m.Layout)
	case GallerySize:
		a.lay.size = m.Size
		a.fillGallery()
	case RandomLayout:
		a.randomLayout(m.Seed)
	case LayoutFile:
		a.layoutFile(m)
	}
}

func (a *Controller) galleryClick(name, id string) {
	doc := a.core.p.Doc
	switch name {
	case "gallery":
		a.openGallery()
	case "file":
		a.core.p.Files.Pick()
	case "play":
		a.playLayout(id)
	case "export":
		a.exportLayout(id)
	case "export-current":
		a.exportLayout(a.core.variant.ID)
	case "rename":
		a.lay.askRename(doc, id)
	case "rename-ok":
		a.renameLayout()
	case "delete":
		a.lay.askDelete(doc, id)
	case "delete-ok":
		a.deleteLayout()
	case "share":
		a.lay.share(doc, a.core.p.Address.Base(), id)
	case "copy":
		a.core.copy(doc.ByID("layout-share-url").Value(), msg.T("The layout link is copied."))
	}
}

// askRename asks the player for a new name of layout id.
func (l *layoutState) askRename(doc Doc, id string) {
	l.target = id
	e, _ := l.entry(id)
	doc.ByID("rename-name").SetValue(e.Name)
	doc.ByID("rename-dialog").Modal()
}

// askDelete asks the player whether to delete layout id.
func (l *layoutState) askDelete(doc Doc, id string) {
	l.target = id
	e, _ := l.entry(id)
	doc.ByID("delete-text").SetText(msg.T("Delete the layout {layout}? Its statistics are kept.", "layout", e.Name))
	doc.ByID("delete-dialog").Modal()
	doc.ByID("delete-no").Focus() // the safe answer first
}

// share shows the link that carries layout id, one of the player's, on the site at base.
func (l *layoutState) share(doc Doc, base, id string) {
	i := indexMine(l.mine, id)
	if i < 0 {
		return
	}
	m := l.mine[i]
	field := doc.ByID("layout-share-url")
	field.SetValue(base + link.FormatFragment(link.Link{Game: m.ID, Layout: m.Code, Name: m.Name}))
	doc.ByID("layout-share-dialog").Modal()
	field.Select()
}

// openGallery shows the gallery, making it the first time; the library loads meanwhile.
func (a *Controller) openGallery() {
	doc := a.core.p.Doc
	if doc.ByID("gallery") == nil {
		doc.Body().AddHTML(galleryDialogs, false)
		for _, id := range [...]string{"gallery", "rename-dialog", "delete-dialog", "layout-share-dialog"} {
			doc.Translate(doc.ByID(id))
		}
		var b board.Markup
		for _, s := range gallery.Sizes {
			b.W(`<option value="`, s[0], `">`, gallery.SizeLabel(s[0]), `</option>`)
		}
		doc.ByID("gallery-size").SetHTML(b.String())
	}
	a.readMine() // another tab may have added some
	a.fillGallery()
	doc.ByID("gallery").Modal()
	if !a.lay.loaded {
		doc.ByID("gallery-status").SetText(msg.T("Loading the layouts…"))
		a.loadLibrary(func() {
			doc.ByID("gallery-status").SetText("")
			a.fillGallery()
		})
	}
}

// fillGallery draws the gallery's list.
func (a *Controller) fillGallery() { a.lay.fill(a.core.p.Doc, a.readStats) }

// fill draws the gallery's list, when the gallery is made, with the best times of the
// statistics.
func (l *layoutState) fill(doc Doc, stats func() map[string]store.Stats) {
	if doc.ByID("gallery") == nil {
		return
	}
	if l.size == "" {
		l.size = gallery.All
	}
	doc.ByID("gallery-size").SetValue(l.size)
	list := doc.ByID("gallery-list")
	list.SetHTML(gallery.ListHTML(l.entries(stats()), l.size))
	list.SetAttr("data-library", strconv.FormatBool(l.loaded)) // for tests: the library is listed
}

// playLayout opens a fresh deal of layout id, or its saved game.
func (a *Controller) playLayout(id string) {
	v, ok := a.lookup(id)
	if !ok {
		a.core.show(msg.T("That layout cannot be played."), false)
		return
	}
	if g := a.core.p.Doc.ByID("gallery"); g != nil {
		g.Close()
	}
	a.core.hide()
	a.newGame(v, a.resumeDeal(v, 0))
}

// randomLayout plays the random layout of the number the player typed.
func (a *Controller) randomLayout(text string) {
	seed, err := strconv.ParseUint(text, 10, 64)
	if err != nil || seed == 0 || seed > engine.MaxDeal {
		a.core.p.Doc.ByID("gallery-status").SetText(msg.T("A random layout's number is a whole number from 1 to {max}.", "max", strconv.FormatUint(engine.MaxDeal, 10)))
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
	a.core.p.Files.Save(fileName(name)+".layout", layoutfile.WriteKMahjongg(name, "", l))
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
	doc := a.core.p.Doc
	name := store.CleanName(doc.ByID("rename-name").Value())
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
	doc.ByID("rename-dialog").Close()
	a.fillGallery()
	if a.core.variant.ID == a.lay.target {
		v, _ := a.lookup(a.lay.target)
		a.core.variant = v
		a.menuShows(v)
		doc.ByID("variant").SetValue(v.ID)
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
	a.core.p.Doc.ByID("delete-dialog").Close()
	a.fillGallery()
	if a.core.variant.ID == a.lay.target {
		a.playLayout(defaultGame)
	}
	delete(a.lay.made, a.lay.target)
}
