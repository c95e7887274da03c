//go:build js && wasm

package msg

import (
	"strconv"
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
	// [lang, messages, plural category of n, n formatted, a day formatted, whether the
	// language writes numbers in ASCII digits]
	got := get.Invoke()
	c := Parse(got.Index(0).String(), got.Index(1).String())
	plural, number, date := got.Index(2), got.Index(3), got.Index(4)
	c.Plural = func(n int) string { return plural.Invoke(n).String() }
	// Below 1000, a language that writes ASCII digits writes a whole number as strconv does
	// (e2e's TestSmallNumbers holds that against the browser's Intl). The boards' labels
	// write such numbers by the hundred at every render, and the first board its counts:
	// none of them needs Intl, whose first number format costs a page some 20 ms. A
	// language of other digits (Persian's, Bengali's) has them all written by Intl.
	ascii := got.Index(5).Truthy()
	c.FormatNumber = func(n int, style string) string {
		if ascii && (style == styleDigits || style == styleInteger && n >= 0 && n < 1000) {
			return strconv.Itoa(n)
		}
		return number.Invoke(n, style).String()
	}
	c.FormatDate = func(year int, month time.Month, day int, style DateStyle) string {
		return date.Invoke(year, int(month), day, string(style)).String()
	}
	return c
}
