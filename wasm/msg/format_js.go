//go:build js

package msg

import (
	"strconv"
	"time"
)

// In the page, the browser's Intl writes numbers and dates (static/boot.js gives every
// language's catalog its functions, English's included), so the English of native tests
// (format_english.go) is left out of the WebAssembly. Without a catalog (a page without
// boot.js), numbers are plain digits and days are written as ISO 8601 (2026-11-26).

func englishNumber(n int, style string) string {
	switch style {
	case stylePercent:
		return strconv.Itoa(n) + "%"
	case styleTenths:
		return strconv.Itoa(n/10) + "." + strconv.Itoa(n%10)
	}
	return strconv.Itoa(n)
}

func englishDate(year int, month time.Month, day int, _ DateStyle) string {
	return strconv.Itoa(year) + "-" + strconv.Itoa(int(month) + 100)[1:] + "-" + strconv.Itoa(day + 100)[1:]
}
