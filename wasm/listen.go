//go:build js && wasm

package main

import (
	"syscall/js"

	"mahjong/wasm/browser"
	"mahjong/wasm/control"
	"mahjong/wasm/dom"
	"mahjong/wasm/page"
)

// listeners are the page's listeners, added once for the page's life: each turns a browser
// event into the controller's message.
type listeners struct {
	send  func(control.Msg)
	perf  *browser.Perf // notes the input event handled, where a move's measure starts
	funcs []js.Func
}

// on adds fn as a listener of event on target.
func (l *listeners) on(target js.Value, event string, fn func(ev js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	l.funcs = append(l.funcs, f)
	target.Call("addEventListener", event, f)
}

// page adds the listeners of the window and the document.
func (l *listeners) page() {
	win, doc := js.Global(), js.Global().Get("document")
	l.on(win, "storage", func(ev js.Value) {
		key := ev.Get("key")
		if key.Type() != js.TypeString {
			return // the whole storage was cleared: no save of a game was written
		}
		nv := ev.Get("newValue")
		m := control.Stored{Key: key.String(), Removed: nv.Type() != js.TypeString}
		if !m.Removed {
			m.Value = nv.String()
		}
		l.send(m)
	})
	l.on(win, "pagehide", func(js.Value) { l.send(control.Leaving{}) })
	l.on(doc, "visibilitychange", func(js.Value) {
		l.send(control.Visibility{Hidden: doc.Get("hidden").Bool()})
	})
}

// actions adds the listeners of the page's own controls: every button that carries
// data-action (the toolbar's and the result's next steps), the game picker, the address's
// fragment.
func (l *listeners) actions() {
	win, doc := js.Global(), js.Global().Get("document")
	l.on(doc, "click", func(ev js.Value) {
		btn := ev.Get("target").Call("closest", "button[data-action]")
		if btn.IsNull() || btn.Get("disabled").Bool() {
			return
		}
		if action, ok := page.ParseAction(attr(btn, "data-action")); ok {
			l.perf.Handling(ev)
			l.send(control.Act{Action: action})
			l.perf.Done()
		}
	})
	picker := doc.Call("getElementById", "variant")
	l.on(picker, "change", func(js.Value) { l.send(control.Picked{ID: picker.Get("value").String()}) })
	l.on(win, "hashchange", func(js.Value) { l.send(control.Navigated{}) })
}

// home adds the listeners of the home's buttons and dialogs (wasm/control/home_ui.go).
func (l *listeners) home() {
	doc := js.Global().Get("document")
	l.on(doc, "click", func(ev js.Value) {
		btn := ev.Get("target").Call("closest", "[data-home]")
		if btn.IsNull() || btn.Get("disabled").Bool() {
			return
		}
		m := control.Home{Name: attr(btn, "data-home"), Date: attr(btn, "data-date"), Game: attr(btn, "data-game")}
		if d := btn.Call("closest", "dialog"); !d.IsNull() {
			m.Dialog = d.Get("id").String()
		}
		l.send(m)
	})
	// The dialogs join the page later (control's mountHome): their changes are listened to
	// on the document, as they bubble up.
	l.on(doc, "change", func(ev js.Value) {
		if form := ev.Get("target").Call("closest", "#settings-form"); !form.IsNull() {
			l.send(control.SettingsChanged{Form: formOf(form)})
		}
	})
	l.on(doc.Call("getElementById", "faces"), "facesfail", func(js.Value) { l.send(control.FacesFailed{}) })
	l.on(doc.Call("getElementById", "result"), "close", func(js.Value) { l.send(control.ResultClosed{}) })
}

// attr is el's attribute name, "" when it has none.
func attr(el js.Value, name string) string {
	v := el.Call("getAttribute", name)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// formOf reads a form's named controls: a checkbox as "on" or "", any other as its value.
func formOf(form js.Value) control.Form {
	f := control.Form{}
	els := form.Get("elements")
	for i := range els.Length() {
		el := els.Index(i)
		name := el.Get("name").String()
		if name == "" {
			continue
		}
		if el.Get("type").String() == "checkbox" {
			if el.Get("checked").Bool() {
				f[name] = "on"
			} else {
				f[name] = ""
			}
			continue
		}
		f[name] = el.Get("value").String()
	}
	return f
}

// keyOf reads a keydown event for the controller's shortcuts; the listener prevents the key's
// default when the controller took it, through Handled.
func keyOf(v js.Value) control.Key {
	ev := dom.WrapKeyboardEvent(v)
	var tag string
	if t := dom.Target(ev.BasicEvent); t != nil {
		tag = t.TagName()
	}
	return control.Key{
		Key: page.Key{
			Key:        ev.Key(),
			Ctrl:       ev.CtrlKey() || ev.MetaKey(),
			Shift:      ev.ShiftKey(),
			TextTarget: tag == "SELECT" || tag == "INPUT",
		},
		Prevented: ev.DefaultPrevented(),
		Alt:       ev.AltKey(),
		Handled:   new(bool),
	}
}
