package msg

import (
	"time"
)

// Number styles (Catalog.Number): how a whole number is written.
const (
	styleInteger = ""   // 12345 as "12,345"
	stylePercent = "%"  // 45 as "45%"
	styleTenths  = ".1" // 123 tenths as "12.3"
)

// A DateStyle is how Date writes a day: the parts it names, one letter each (w the weekday,
// a the weekday abbreviated, d the day, m the month, y the year), which the language puts in
// its order and words (Intl.DateTimeFormat's options in the page, static/boot.js).
type DateStyle string

const (
	WeekdayDate  DateStyle = "wdmy" // Thursday, November 26, 2026
	FullDate     DateStyle = "dmy"  // November 26, 2026
	DayMonth     DateStyle = "dm"   // November 26
	MonthYear    DateStyle = "my"   // November 2026 (a calendar's title)
	Weekday      DateStyle = "w"    // Thursday
	WeekdayShort DateStyle = "a"    // Thu (a calendar's column)
)

// Number is n written in the language's way, digits and grouping ("12,345"; the page's
// Intl.NumberFormat).
//
//go:noinline
func Number(n int) string { return number(n, styleInteger) }

// Percent is n percent ("45%", "45 %").
//
//go:noinline
func Percent(n int) string { return number(n, stylePercent) }

// Tenths is n tenths with one decimal ("12.3", "12,3").
//
//go:noinline
func Tenths(n int) string { return number(n, styleTenths) }

// number writes n by the catalog's function (the page's Intl), else by englishNumber: the
// English of native tests (format_english.go), plain digits in a page without a catalog
// (format_js.go).
func number(n int, style string) string {
	if c := current.Load(); c != nil && c.Number != nil {
		return c.Number(n, style)
	}
	return englishNumber(n, style)
}

// Date writes the day year-month-day (UTC: the daily deals' days) in the language's way, as
// style says: by the page's Intl.DateTimeFormat; in native tests in English, and in a page
// without a catalog as ISO 8601.
//
//go:noinline
func Date(year int, month time.Month, day int, style DateStyle) string {
	if c := current.Load(); c != nil && c.Date != nil {
		return c.Date(year, month, day, style)
	}
	return englishDate(year, month, day, style)
}
