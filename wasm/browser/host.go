//go:build js && wasm && embedpage

package browser

import (
	"syscall/js"

	"mahjong/wasm/control"
	"mahjong/wasm/dom"
	"mahjong/wasm/link"
	"mahjong/wasm/link/hostjs"
)

// Host is the page that embeds the game (control.Host), built into embed.wasm only: its
// messages come as control.HostSaid, the game's events go to it with postMessage.
type Host struct {
	parent js.Value
	drain  js.Value // the MessagePort whose message is control.HostDrain
}

// NewHost returns the host of the embedded game, and listens to its messages: those of the
// page that embeds this one go to send, with the origin the browser vouches for.
func NewHost(send func(control.Msg)) control.Host {
	win := js.Global()
	h := &Host{parent: win.Get("parent")}
	listenFor(win, "message", func(ev js.Value) {
		if !ev.Get("source").Equal(h.parent) || h.parent.Equal(win) {
			return // not the embedding page's, or not in a frame: nobody to obey
		}
		send(control.HostSaid{Message: hostjs.Read(dom.WrapMessageEvent(ev).Data()), Origin: ev.Get("origin").String()})
	})
	// The drain is a message of a channel of its own: queued behind the host's messages
	// already waiting (the same task source), and never slowed down as a timer is in a
	// background tab.
	ch := win.Get("MessageChannel").New()
	listenFor(ch.Get("port1"), "message", func(js.Value) { send(control.HostDrain{}) })
	ch.Get("port1").Call("start")
	h.drain = ch.Get("port2")
	return h
}

func (h *Host) Post(e link.Event, origin string) {
	if h.parent.Equal(js.Global()) {
		return // not in a frame: nobody to tell
	}
	h.parent.Call("postMessage", hostjs.Event(e), origin)
}

func (h *Host) Query() string { return js.Global().Get("location").Get("search").String() }

func (h *Host) Frame() (width, height int) {
	return js.Global().Get("innerWidth").Int(), js.Global().Get("innerHeight").Int()
}

func (h *Host) Drain() { h.drain.Call("postMessage", nil) }
