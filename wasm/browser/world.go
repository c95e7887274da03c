//go:build js && wasm

package browser

import (
	"syscall/js"
	"time"
)

// Address is the address bar and the page's history entry (control.Address).
type Address struct{}

func (Address) Hash() string { return js.Global().Get("location").Get("hash").String() }

func (Address) Replace(fragment string) {
	js.Global().Get("history").Call("replaceState", nil, "", fragment)
}

func (Address) Base() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}

// Reloaded reports whether the page was reloaded or reached through the history.
func (Address) Reloaded() (yes bool) {
	defer func() { recover() }()
	nav := js.Global().Get("performance").Call("getEntriesByType", "navigation")
	if nav.Length() == 0 {
		return false
	}
	t := nav.Index(0).Get("type").String()
	return t == "reload" || t == "back_forward"
}

// Announcer is the page's live region, #live (control.Announcer).
type Announcer struct{ live js.Value }

func (a *Announcer) Say(text string) {
	if a.live.IsUndefined() {
		a.live = js.Global().Get("document").Call("getElementById", "live")
	}
	if a.live.IsNull() || text == "" {
		return
	}
	a.live.Call("replaceChildren", text)
}

// Env is the time and the browser's random source (control.Env).
type Env struct{}

func (Env) Now() time.Time { return time.Now() }

// Random is a number from the browser's cryptographic random source (the time's nanoseconds
// where there is none).
func (Env) Random() uint64 {
	crypto := js.Global().Get("crypto")
	if crypto.Truthy() && crypto.Get("getRandomValues").Truthy() {
		buf := js.Global().Get("Uint32Array").New(2)
		crypto.Call("getRandomValues", buf)
		return uint64(buf.Index(0).Int())<<32 | uint64(buf.Index(1).Int())
	}
	return uint64(time.Now().UnixNano())
}

// Log writes text to the browser's console, as an error: for the site's developers.
func (Env) Log(text string) { js.Global().Get("console").Call("error", text) }
