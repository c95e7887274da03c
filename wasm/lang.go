//go:build js && wasm

package main

import (
	"syscall/js"

	"mahjong/wasm/msg"
	"mahjong/wasm/store"
)

// useLanguage makes the catalog static/boot.js loaded the one of every message (package
// msg), with the browser's plural rules and number format for its language. It runs before
// anything is drawn; choosing another language loads the page again (chooseLanguage).
func useLanguage() {
	get := js.Global().Get("mahjongCatalog")
	if get.Type() != js.TypeFunction {
		return
	}
	got := get.Invoke()
	lang := got.Index(0).String()
	if lang == "en" {
		return
	}
	c := msg.Parse(lang, got.Index(1).String())
	tag := js.Global().Get("document").Get("documentElement").Get("lang").String()
	intl := js.Global().Get("Intl")
	if intl.Type() == js.TypeObject {
		rules := intl.Get("PluralRules").New(tag)
		numbers := intl.Get("NumberFormat").New(tag)
		c.Plural = func(n int) string { return rules.Call("select", n).String() }
		c.Number = func(n int) string { return numbers.Call("format", n).String() }
	}
	msg.Use(c)
}

// languageKey is where the language chosen in the Settings is kept; static/boot.js reads it.
const languageKey = store.Prefix + "lang"

// languageOptions are the options of the Settings' language menu: the browser's languages
// first, then each of the site's, named in itself.
func languageOptions() string {
	s := `<option value="">` + msg.H("Browser's language") + `</option>`
	for _, l := range msg.Languages {
		s += `<option value="` + l.Tag + `" lang="` + l.Tag + `">` + msg.Escape(l.Name) + `</option>`
	}
	return s
}

// fillLanguage shows the language kept in the menu.
func (a *app) fillLanguage() {
	kept, _, _ := a.home.storageGet(languageKey)
	a.byID("lang-select").Set("value", kept)
}

// onLanguage keeps the language picked and loads the page again in it, the game in progress
// saved first so that it comes back as it was.
func (a *app) onLanguage(ev js.Value) {
	v := ev.Get("target").Get("value").String()
	if v == "" {
		a.home.storageRemove(languageKey)
	} else if a.home.storageSet(languageKey, v) != nil {
		a.show(msg.T("The language cannot be kept in this browser (its storage is full or blocked)."), true)
		return
	}
	a.saveGame(false)
	js.Global().Get("location").Call("reload")
}
