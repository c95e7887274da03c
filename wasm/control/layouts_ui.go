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
func (l *layoutState) menuOptions() []panels.Option {
	var options []panels.Option
	l.menu = -1
	for _, v := range l.games {
		if v.Family == engine.Shanghai {
			if l.menu >= 0 {
				continue
			}
			l.menu = len(options)
		}
		options = append(options, panels.Option{Value: v.ID, Text: msg.D(v.Name)})
	}
	return options
}

// menuShows shows v in the game menu: a layout of Mahjong Solitaire takes the menu's one
// Mahjong Solitaire entry, and the gallery's button shows with Mahjong Solitaire only.
func (l *layoutState) menuShows(c *core, v *engine.Variant) {
	shanghaiGame := v.Family == engine.Shanghai
	if shanghaiGame && l.menu >= 0 {
		if opt := c.p.Doc.Query("#variant > option:nth-child(" + strconv.Itoa(l.menu+1) + ")"); opt != nil {
			opt.SetValue(v.ID)
			opt.SetText(l.gameName(v))
		}
	}
	if b := c.p.Doc.ByID("layout-open"); b != nil {
		b.SetHidden(!shanghaiGame)
	}
}

// update takes the messages of the layouts: the gallery's buttons and form, the
// player's files, the library's and the file reader's answers.
func (l *layoutState) update(c *core, s shell, h *home, m Msg) {
	switch m := m.(type) {
	case LibraryLoaded:
		l.libraryLoaded(c, m)
		return
	case ReaderReplied:
		l.readerReplied(c, h, m)
		return
	case ReaderFailed:
		l.readerFailed(c, msg.T("the file reader could not start"))
		return
	}
	if c.game == nil {
		return // the page is starting: not playable yet
	}
	switch m := m.(type) {
	case Gallery:
		l.galleryClick(c, s, h, m.Name, m.Layout)
	case GallerySize:
		l.size = m.Size
		l.fill(c, h)
	case RandomLayout:
		l.randomLayout(c, s, h, m.Seed)
	case LayoutFile:
		l.layoutFile(c, m)
	}
}

func (l *layoutState) galleryClick(c *core, s shell, h *home, name, id string) {
	doc := c.p.Doc
	switch name {
	case "gallery":
		l.openGallery(c, h)
	case "file":
		c.p.Files.Pick()
	case "play":
		l.playLayout(c, s, h, id)
	case "export":
		l.exportLayout(c, id)
	case "export-current":
		l.exportLayout(c, c.variant.ID)
	case "rename":
		l.askRename(doc, id)
	case "rename-ok":
		l.renameLayout(c, h)
	case "delete":
		l.askDelete(doc, id)
	case "delete-ok":
		l.deleteLayout(c, s, h)
	case "share":
		l.share(doc, c.p.Address.Base(), id)
	case "copy":
		c.copy(doc.ByID("layout-share-url").Value(), msg.T("The layout link is copied."))
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
func (l *layoutState) openGallery(c *core, h *home) {
	doc := c.p.Doc
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
	l.readMine(c, h) // another tab may have added some
	l.fill(c, h)
	doc.ByID("gallery").Modal()
	if !l.loaded {
		doc.ByID("gallery-status").SetText(msg.T("Loading the layouts…"))
		l.load(c.p.Library, func() {
			doc.ByID("gallery-status").SetText("")
			l.fill(c, h)
		})
	}
}

// fill draws the gallery's list, when the gallery is made, with the best times of the
// statistics.
func (l *layoutState) fill(c *core, h *home) {
	doc := c.p.Doc
	if doc.ByID("gallery") == nil {
		return
	}
	if l.size == "" {
		l.size = gallery.All
	}
	doc.ByID("gallery-size").SetValue(l.size)
	list := doc.ByID("gallery-list")
	list.SetHTML(gallery.ListHTML(l.entries(h.readStats(c)), l.size))
	list.SetAttr("data-library", strconv.FormatBool(l.loaded)) // for tests: the library is listed
}

// playLayout opens a fresh deal of layout id, or its saved game.
func (l *layoutState) playLayout(c *core, s shell, h *home, id string) {
	v, ok := l.lookup(id)
	if !ok {
		c.show(msg.T("That layout cannot be played."), false)
		return
	}
	if g := c.p.Doc.ByID("gallery"); g != nil {
		g.Close()
	}
	c.hide()
	s.newGame(v, h.resumeDeal(c, l, v, 0))
}

// randomLayout plays the random layout of the number the player typed.
func (l *layoutState) randomLayout(c *core, s shell, h *home, text string) {
	seed, err := strconv.ParseUint(text, 10, 64)
	if err != nil || seed == 0 || seed > engine.MaxDeal {
		c.p.Doc.ByID("gallery-status").SetText(msg.T("A random layout's number is a whole number from 1 to {max}.", "max", strconv.FormatUint(engine.MaxDeal, 10)))
		return
	}
	l.playLayout(c, s, h, randomPrefix+text)
}

// exportLayout downloads layout id as a KMahjongg v1.1 .layout file.
func (l *layoutState) exportLayout(c *core, id string) {
	v, ok := l.lookup(id)
	if !ok || v.Family != engine.Shanghai {
		return
	}
	name := strings.TrimPrefix(v.Name, "Mahjong Solitaire: ")
	lay := board.PositionOf[*shanghai.Position](v.New(1)).Layout()
	c.p.Files.Save(fileName(name)+".layout", layoutfile.WriteKMahjongg(name, "", lay))
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

func (l *layoutState) renameLayout(c *core, h *home) {
	doc := c.p.Doc
	name := store.CleanName(doc.ByID("rename-name").Value())
	i := indexMine(l.mine, l.target)
	if name == "" || i < 0 {
		return
	}
	mine := append([]store.MyLayout(nil), l.mine...)
	mine[i].Name = name
	if !l.writeMine(c, h, mine) {
		return
	}
	delete(l.made, l.target) // made again with its new name
	doc.ByID("rename-dialog").Close()
	l.fill(c, h)
	if c.variant.ID == l.target {
		v, _ := l.lookup(l.target)
		c.variant = v
		l.menuShows(c, v)
		doc.ByID("variant").SetValue(v.ID)
	}
}

func (l *layoutState) deleteLayout(c *core, s shell, h *home) {
	i := indexMine(l.mine, l.target)
	if i < 0 {
		return
	}
	mine := append(append([]store.MyLayout(nil), l.mine[:i]...), l.mine[i+1:]...)
	if !l.writeMine(c, h, mine) {
		return
	}
	h.storageRemove(store.GameKey(l.target))
	c.p.Doc.ByID("delete-dialog").Close()
	l.fill(c, h)
	if c.variant.ID == l.target {
		l.playLayout(c, s, h, defaultGame)
	}
	delete(l.made, l.target)
}
