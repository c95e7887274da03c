package control

import (
	"strings"

	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
	"mahjong/wasm/gallery"
	"mahjong/wasm/link"
	"mahjong/wasm/msg"
)

// The player's layout files, opened with the gallery's file picker or dropped on the page:
// the browser reads each (LayoutFile), and the file reader finds its layouts (ReaderReplied).

// layoutFile takes a file the player opened or dropped, whole or not at all.
func (l *layoutState) layoutFile(c *core, f LayoutFile) {
	switch {
	case f.TooLarge:
		l.importFailed(c, f.Name, msg.T("the file is larger than 4 MB: not a layout file"))
	case f.Failed:
		l.importFailed(c, f.Name, msg.T("the file could not be read"))
	default:
		// The reader is a Web Worker running layoutread.wasm, started the first time: the
		// readers are code the first board does not need.
		c.p.Reader.Read(l.ask(f.Name), f.Data)
	}
}

// readerReplied takes the reader's answer about one file: its layouts, or why it was
// refused.
func (l *layoutState) readerReplied(c *core, h *home, r ReaderReplied) {
	file, asked := l.answered(r.ID)
	if !asked {
		return
	}
	if r.Crashed { // the reader failed on the file: its English is for the console
		c.p.Env.Log(file + ": " + r.Error)
		l.importFailed(c, file, msg.T("the file reader failed on it"))
		return
	}
	ls, why := readLayouts(r)
	if why != "" {
		l.importFailed(c, file, gallery.Refusal(msg.Page(), why))
		return
	}
	l.importLayouts(c, h, file, ls)
}

// readLayouts makes the layouts of the reader's answer r, or says why it cannot, in the
// engine's English (gallery.Refusal translates it): why the reader refused the file, or why
// a layout it found is not one.
func readLayouts(r ReaderReplied) (ls []layoutfile.Layout, why string) {
	if r.Error != "" {
		return nil, r.Error
	}
	ls = make([]layoutfile.Layout, len(r.Layouts))
	for i, got := range r.Layouts {
		slots, err := link.DecodeLayout(got.Code)
		var l *shanghai.Layout
		if err == nil {
			l, err = shanghai.NewLayout(got.Name, slots)
		}
		if err != nil {
			return nil, err.Error()
		}
		ls[i] = layoutfile.Layout{Name: got.Name, Layout: l}
	}
	return ls, ""
}

// readerFailed refuses every file the reader was asked about, and lets the next file start
// it again.
func (l *layoutState) readerFailed(c *core, why string) {
	for _, file := range l.reading {
		l.importFailed(c, file, why)
	}
	c.p.Reader.Stop()
	l.reading = nil
}

// importLayouts keeps the layouts read from one file: all or none.
func (l *layoutState) importLayouts(c *core, h *home, file string, ls []layoutfile.Layout) {
	added, had, ok := l.addMine(c, h, ls)
	if !ok {
		return
	}
	var text string
	switch {
	case len(added) == 1:
		e, _ := l.entry(added[0])
		text = msg.T("The layout {layout} is now in My layouts.", "layout", e.Name)
	case len(added) > 1:
		text = msg.T("{n} layouts of {file} are now in My layouts.", "n", msg.Number(len(added)), "file", file)
	}
	if len(had) > 0 {
		text = board.Then(text, msg.T("Already in My layouts: {layouts}.", "layouts", strings.Join(had, msg.T(", "))))
	}
	text = strings.TrimSpace(text)
	c.show(text, false) // in place of a refusal of a file before, if one shows
	l.size = gallery.Mine
	l.openGallery(c, h)
	c.p.Doc.ByID("gallery-status").SetText(text)
	if len(added) > 0 {
		if b := c.p.Doc.Query(`#gallery-list [data-gallery="play"][data-layout="` + added[0] + `"]`); b != nil {
			b.Focus()
		}
	}
}

// importFailed tells the player that file was refused, and why (in the page's language:
// the engine's reasons through gallery.Refusal).
func (l *layoutState) importFailed(c *core, file, why string) {
	text := msg.T("{file} was not opened: {error}. Nothing was changed.", "file", file, "error", why)
	c.show(text, true)
	if status := c.p.Doc.ByID("gallery-status"); status != nil {
		status.SetText(text)
	}
}
