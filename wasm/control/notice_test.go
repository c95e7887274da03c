//go:build !js

package control

import (
	"strings"
	"testing"

	"mahjong/wasm/link"
	"mahjong/wasm/msg"
)

// A refused file's message goes when the next file is taken: the notice says what happened
// last.
func TestImportAfterRefusal(t *testing.T) {
	tb := open(t, newFakeStorage(), square, false)
	refused := strings.SplitN(msg.T("{file} was not opened: {error}. Nothing was changed.", "file", "bad.layout", "error", "\x00"), "\x00", 2)[0]
	tb.send(ReaderReplied{ID: tb.c.lay.ask("bad.layout"), Error: "not a layout file"})
	if !strings.Contains(tb.notice(), refused) {
		t.Fatalf("after a refused file the notice is %q, want one that starts %q", tb.notice(), refused)
	}
	tb.send(ReaderReplied{ID: tb.c.lay.ask("good.layout"), Layouts: []ReadLayout{{Name: "Good", Code: link.EncodeLayout(turtle(t).Slots)}}})
	if want := msg.T("The layout {layout} is now in My layouts.", "layout", "Good"); tb.notice() != want {
		t.Errorf("after a file taken the notice is %q, want %q", tb.notice(), want)
	}
}

// A link whose layout is not the one its game names opens the default game, the Turtle,
// and says what was wrong with the link (not that the default game is missing).
func TestBrokenLayoutLink(t *testing.T) {
	code := link.EncodeLayout(turtle(t).Slots)
	tb := open(t, newFakeStorage(), "#game=shanghai-custom-8000000000000001&deal=3&layout="+code+"&name=X", false)
	if tb.c.core.variant.ID != defaultGame {
		t.Errorf("the broken link opens %s, want the default game %s", tb.c.core.variant.ID, defaultGame)
	}
	if want := msg.T("the layout is not the one its game names"); !strings.Contains(tb.notice(), want) {
		t.Errorf("the notice is %q, want one that says %q", tb.notice(), want)
	}
}
