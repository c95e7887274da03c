//go:build js && wasm

package msg

import (
	"sync"
	"syscall/js"
	"time"
)

// load reads the catalog static/boot.js loaded for the page (mahjongCatalog), with the
// browser's plural rules and number and date formats for its language (Intl). English has
// no messages, but its catalog writes numbers and dates by Intl too; nil only in a page
// without boot.js.
func load() *Catalog {
	get := js.Global().Get("mahjongCatalog")
	if get.Type() != js.TypeFunction {
		return nil
	}
	got := get.Invoke() // [lang, messages, plural category of n, n formatted, a day formatted]
	c := Parse(got.Index(0).String(), got.Index(1).String())
	plural, number, date := got.Index(2), got.Index(3), got.Index(4)
	c.Plural = func(n int) string { return plural.Invoke(n).String() }
	// The boards' labels write small whole numbers by the hundred at every render (a FreeCell
	// board's column, level and row of each tile): each is asked of Intl once.
	var mu sync.Mutex
	small := make([]string, 1000)
	c.FormatNumber = func(n int, style string) string {
		if style != styleInteger || n < 0 || n >= len(small) {
			return number.Invoke(n, style).String()
		}
		mu.Lock()
		defer mu.Unlock()
		if small[n] == "" {
			small[n] = number.Invoke(n, style).String()
		}
		return small[n]
	}
	c.FormatDate = func(year int, month time.Month, day int, style DateStyle) string {
		return date.Invoke(year, int(month), day, string(style)).String()
	}
	return c
}
