//go:build js && wasm

package msg

import "syscall/js"

// load reads the catalog static/boot.js loaded for the page (mahjongCatalog), with the
// browser's plural rules and number format for its language: nil for English.
func load() *Catalog {
	get := js.Global().Get("mahjongCatalog")
	if get.Type() != js.TypeFunction {
		return nil
	}
	got := get.Invoke() // [lang, messages, plural category of n, n formatted]
	lang := got.Index(0).String()
	if lang == "en" {
		return nil
	}
	c := Parse(lang, got.Index(1).String())
	plural, number := got.Index(2), got.Index(3)
	c.Plural = func(n int) string { return plural.Invoke(n).String() }
	c.FormatNumber = func(n int) string { return number.Invoke(n).String() }
	return c
}
