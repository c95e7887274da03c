package msg

import (
	"strconv"
	"time"
)

// Number styles (Catalog.Number): how a whole number is written.
const (
	styleInteger = ""        // 12345 as "12,345"
	stylePercent = "percent" // 45 as "45%"
	styleTenths  = "tenths"  // 123 tenths as "12.3"
)

// A DateStyle is how Date writes a day: the parts it names, in the language's order and
// words (Intl.DateTimeFormat's options in the page, static/boot.js).
type DateStyle string

const (
	WeekdayDate  DateStyle = "weekday-date"  // Thursday, November 26, 2026
	FullDate     DateStyle = "date"          // November 26, 2026
	DayMonth     DateStyle = "day"           // November 26
	MonthYear    DateStyle = "month"         // November 2026 (a calendar's title)
	Weekday      DateStyle = "weekday"       // Thursday
	WeekdayShort DateStyle = "weekday-short" // Thu (a calendar's column)
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

func number(n int, style string) string {
	if c := current.Load(); c != nil && c.Number != nil {
		return c.Number(n, style)
	}
	return englishNumber(n, style)
}

// englishNumber is the English way of writing numbers, for native tests and a browser
// without Intl.
func englishNumber(n int, style string) string {
	switch style {
	case stylePercent:
		return group(n) + "%"
	case styleTenths:
		sign := ""
		if n < 0 {
			sign, n = "-", -n
		}
		return sign + group(n/10) + "." + strconv.Itoa(n%10)
	}
	return group(n)
}

// group writes n with a comma between groups of three digits.
func group(n int) string {
	s := strconv.Itoa(n)
	start := 0
	if n < 0 {
		start = 1
	}
	for i := len(s) - 3; i > start; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Date writes the day year-month-day (UTC: the daily deals' days) in the language's way, as
// style says: the page's Intl.DateTimeFormat, or English.
//
//go:noinline
func Date(year int, month time.Month, day int, style DateStyle) string {
	if c := current.Load(); c != nil && c.Date != nil {
		return c.Date(year, month, day, style)
	}
	return englishDate(year, month, day, style)
}

// englishDate is Date in English as Intl.DateTimeFormat("en") writes it, for native tests and
// a browser without Intl. The names are tables rather than package time's String methods,
// which cost the page's WebAssembly more.
func englishDate(year int, month time.Month, day int, style DateStyle) string {
	wd := time.Date(year, month, day, 12, 0, 0, 0, time.UTC).Weekday()
	weekday := [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}[wd]
	m := [...]string{"January", "February", "March", "April", "May", "June", "July", "August", "September",
		"October", "November", "December"}[(month+11)%12]
	y, d := strconv.Itoa(year), strconv.Itoa(day)
	switch style {
	case WeekdayDate:
		return weekday + ", " + m + " " + d + ", " + y
	case DayMonth:
		return m + " " + d
	case MonthYear:
		return m + " " + y
	case Weekday:
		return weekday
	case WeekdayShort:
		return weekday[:3]
	}
	return m + " " + d + ", " + y
}
