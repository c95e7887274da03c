package msg

import (
	"time"
)

// Number styles (Catalog.Number): how a whole number is written.
const (
	styleInteger = ""   // 12345 as "12,345"
	stylePercent = "%"  // 45 as "45%"
	styleTenths  = ".1" // 123 tenths as "12.3"
	styleDigits  = "#"  // 12345 as "12345": a deal's number, a clock's parts
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

// Number is n written in the page's language, digits and grouping ("12,345"; the page's
// Intl.NumberFormat).
//
//go:noinline
func Number(n int) string { return page().Number(n) }

// Digits is n in the page's language's digits, without grouping ("12345"): a number that
// names rather than counts (a deal), or a part of a time.
//
//go:noinline
func Digits(n int) string { return page().Digits(n) }

// Percent is n percent in the page's language ("45%", "45 %").
//
//go:noinline
func Percent(n int) string { return page().Percent(n) }

// Tenths is n tenths with one decimal in the page's language ("12.3", "12,3").
//
//go:noinline
func Tenths(n int) string { return page().Tenths(n) }

// Date writes the day year-month-day (UTC: the daily deals' days) in the page's language,
// as style says.
//
//go:noinline
func Date(year int, month time.Month, day int, style DateStyle) string {
	return page().Date(year, month, day, style)
}

// Number is the package's Number in c's language.
func (c *Catalog) Number(n int) string { return c.number(n, styleInteger) }

// Digits is the package's Digits in c's language.
func (c *Catalog) Digits(n int) string { return c.number(n, styleDigits) }

// Percent is the package's Percent in c's language.
func (c *Catalog) Percent(n int) string { return c.number(n, stylePercent) }

// Tenths is the package's Tenths in c's language.
func (c *Catalog) Tenths(n int) string { return c.number(n, styleTenths) }

// number writes n by c's FormatNumber (the page's Intl), else by englishNumber: the English
// of native tests (format_english.go), plain digits in a page without a catalog
// (format_js.go).
func (c *Catalog) number(n int, style string) string {
	if c != nil && c.FormatNumber != nil {
		return c.FormatNumber(n, style)
	}
	return englishNumber(n, style)
}

// Date is the package's Date in c's language: by c's FormatDate (the page's
// Intl.DateTimeFormat); else in English in native tests, and as ISO 8601 in a page without a
// catalog.
func (c *Catalog) Date(year int, month time.Month, day int, style DateStyle) string {
	if c != nil && c.FormatDate != nil {
		return c.FormatDate(year, month, day, style)
	}
	return englishDate(year, month, day, style)
}
